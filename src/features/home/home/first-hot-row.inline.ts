/**
 * Home's first row of hot slots, painted by an inline script after HOME's blocks (HomeMenu.astro;
 * bundled at build by scripts/inline-script.ts) from the answers the head asked for: the hot games
 * (src/features/games/games/first-page-starter.ts) and the status call with the image CDN
 * (src/shell/prepaint.ts). The page's script drew them alone before, and it runs only once every
 * chunk it imports has arrived: at 400 kbps the names came 1.5 s after their answer, and the first
 * picture was asked only then. The names, and the first tile's picture (the block's first picture
 * loads alone, src/widgets/games/game-block.ts): the others wait for the page's script, which
 * takes these tiles as its own (game-block.ts `painted`): nothing is drawn twice.
 *
 * A page opened with a query asked nothing in its head: the page's script paints that one.
 */
import { TILES_PER_ROW } from '../../../constants.ts';
import type { Game } from '../../../contract/schemas.ts';
import { earlyValue } from '../../../lib/early-requests.ts';
import { imageCdnsOf } from '../../../lib/images.ts';
import type { PaintedTile } from '../../../widgets/games/game-block.ts';
import { paintTile, showIcon } from '../../../widgets/games/paint-tiles.ts';
import { FIRST_HOT_ROW, FIRST_HOT_ROW_INLINE } from './first-hot-row.ts';

const script = document.currentScript as HTMLScriptElement | null;
const config = script?.matches(FIRST_HOT_ROW.selector) ? FIRST_HOT_ROW.of(script) : null;
const answer = config ? earlyValue(config.hot) : undefined;
const status = config ? earlyValue(config.status) : undefined;
const block = script?.parentElement?.querySelector('[data-home-block="hotSlots"]');
const template = script?.parentElement?.querySelector<HTMLTemplateElement>('template[data-game-tile]');

if (answer && block && template) {
  const painted: Promise<PaintedTile[]> = Promise.all([answer, status])
    .then(([hot, system]) => {
      const placeholders = [...block.querySelectorAll('.placeholder-tile')].slice(0, TILES_PER_ROW);
      // As the block shows them (home-panel.ts): the answer's slots, in its order. The browser does not validate answers.
      const list = Array.isArray(hot?.list) ? (hot.list as Game[]) : [];
      const games = list.filter((game) => game?.gameType === 'RNG').slice(0, placeholders.length);
      if (games.length) placeholders[0]!.parentElement!.setAttribute('inert', ''); // drawn, not yet working: the page's script makes them work
      return games.map((game, index) => {
        const tile = paintTile(template, game);
        const image = tile.querySelector('img')!;
        // Without the status answer the image CDN is unknown: names only, the page's script draws the pictures.
        if (index === 0 && system && showIcon(image, game, imageCdnsOf(system))) image.addEventListener('error', () => image.remove(), { once: true });
        else image.remove(); // the themed placeholder with the initial until the picture
        placeholders[index]!.replaceWith(tile);
        return { tile, game };
      });
    })
    .catch(() => []);
  (window as unknown as Record<string, Promise<PaintedTile[]>>)[FIRST_HOT_ROW_INLINE] = painted;
}
