// Game list screens: the first page of the list asked, and its first screen of games painted, before
// the list island starts. The island needs React and its chunks first (about 80 KB gzip, seconds on
// a weak network); asked from it, the list call and then the icons waited for all of it, and the
// icons are the screen's largest paint. This script needs only the small shared chunks, so the
// call, the names and the first row's icons come while React downloads; the island then takes the
// page the call brought (src/widgets/games/list-loader.ts) and draws the same tiles in its first render.
import { TILES_PER_ROW, type GameCategory, type LanguageCode } from '../../constants.ts';
import type { Game } from '../../contract/schemas.ts';
import { gameIconField, IMAGE_SLOT_SIZES, imageSrcset, resolveImageUrl } from '../../lib/images.ts';
import { imageCdns } from '../../stores/status.ts';
import { startFirstPage } from '../../widgets/games/list-loader.ts';
import { fromQuery } from '../../widgets/games/list-state.ts';
import { OWN_BADGE_VENDOR, tileBadges, type TileBadge } from '../../widgets/games/tile-badges.ts';

/** A tile's icon at the address, sizes and priority the island's tile gives it (GameTile); false when it has none. */
function showIcon(image: HTMLImageElement, game: Game, cdns: readonly string[]): boolean {
  const icon = resolveImageUrl(gameIconField(game), cdns);
  if (!icon) return false;
  const srcset = imageSrcset(gameIconField(game), 'tile', cdns);
  if (srcset) image.setAttribute('srcset', srcset);
  else image.removeAttribute('srcset');
  image.setAttribute('sizes', IMAGE_SLOT_SIZES.tile);
  image.setAttribute('src', icon);
  return true;
}

/** A tile as GameTile draws it, from its template (TileTemplate): name, vendor, labels and the star's label; the icon is left to the caller. */
function paintTile(template: HTMLTemplateElement, game: Game): HTMLElement {
  const tile = template.content.firstElementChild!.cloneNode(true) as HTMLElement;
  const name = game.gameName;
  tile.querySelector('.game-name')!.textContent = name;
  tile.querySelector<HTMLElement>('.game-art')!.dataset.initial = name.slice(0, 1);
  const vendor = tile.querySelector('.vendor-badge')!;
  vendor.textContent = game.displayName || game.vassalage;
  vendor.classList.toggle('own', game.vassalage === OWN_BADGE_VENDOR);
  const star = tile.querySelector('.game-star')!;
  star.setAttribute('aria-label', star.getAttribute('aria-label')!.replace(template.dataset.name!, name));

  const labels = tile.querySelector('.game-badges')!;
  const model = labels.firstElementChild!;
  const words = JSON.parse(template.dataset.badges!) as Record<TileBadge, string>;
  labels.replaceChildren(
    ...tileBadges(game).map((badge) => {
      const label = model.cloneNode() as Element;
      label.className = `game-badge ${badge}`;
      label.textContent = words[badge];
      return label;
    }),
  );
  if (!labels.childElementCount) labels.remove();
  return tile;
}

/** The games of the first screen into the prerendered placeholders, unless the island has drawn its grid already. */
function paintFirstScreen(screen: HTMLElement, games: readonly Game[], cdns: readonly string[]): void {
  const template = screen.querySelector<HTMLTemplateElement>('template[data-game-tile]');
  const placeholders = screen.querySelectorAll('astro-island[ssr] .placeholder-tile');
  const grid = placeholders[0]?.parentElement;
  if (!template || !grid) return;
  const shown = games.slice(0, placeholders.length);
  const images = shown.map((game, index) => {
    const tile = paintTile(template, game);
    placeholders[index]!.replaceWith(tile);
    return tile.querySelector('img')!;
  });
  // Pictures for the first row only, the first tile's alone at first: on a weak network it then
  // shares the line with React only, and the rest of the row follows it (the island draws the other rows).
  const [first, ...others] = images.slice(0, TILES_PER_ROW);
  const rest = () => others.forEach((image, index) => showIcon(image, shown[index + 1]!, cdns) || image.remove());
  images.slice(TILES_PER_ROW).forEach((image) => image.remove());
  if (first && showIcon(first, shown[0]!, cdns)) {
    first.addEventListener('load', rest, { once: true });
    first.addEventListener('error', rest, { once: true });
  } else {
    first?.remove();
    rest();
  }
  // Drawn, not yet working: the island's tiles take the taps (and the tests' clicks) when they replace these.
  grid.setAttribute('inert', '');
}

const screen = document.querySelector<HTMLElement>('[data-list-screen]');
const language = document.documentElement.dataset.language as LanguageCode | undefined;
if (screen && language) {
  // The island's route, as GameListPage writes it.
  const route = {
    category: screen.dataset.category as GameCategory | undefined,
    gameTypeFromQuery: screen.hasAttribute('data-type-from-query') || undefined,
  } as const;
  const firstPage = startFirstPage(fromQuery(new URLSearchParams(location.search), route), language);
  // A failure is the island's to show, when it takes the page.
  firstPage?.then(async (page) => paintFirstScreen(screen, page.games, await imageCdns())).catch(() => undefined);
}
