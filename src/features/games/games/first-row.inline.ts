/**
 * A list screen's first screen of games, painted by an inline script right after the list island's
 * prerendered copy (GameListPage.astro; bundled at build by scripts/inline-script.ts). It takes the
 * answers the head asked for, the first page of the list (./first-page-starter.ts) and the status
 * call with the image CDN (src/shell/prepaint.ts), and paints from GameTile's template. A module
 * script did this before, but it waited for its imports (about 40 KB: the platform client, the list
 * loader) to arrive and run: on Lighthouse's simulated phone the largest paint, the first picture,
 * came 0.7-0.9 s after the first paint. The island then takes the same answer through the platform
 * client (src/lib/early-requests.ts), and starts once the first picture is drawn
 * (./first-page.client.ts lets it).
 *
 * A page opened with a query asked nothing in its head: ./first-page.client.ts paints that one,
 * with the painter this script leaves on window (FIRST_ROW_PAINTER).
 */
import { TILES_PER_ROW } from '../../../constants.ts';
import type { Game } from '../../../contract/schemas.ts';
import { earlyValue } from '../../../lib/early-requests.ts';
import { imageCdnsOf } from '../../../lib/images.ts';
import { paintTiles } from '../../../widgets/games/paint-tiles.ts';
import { FIRST_ROW, FIRST_ROW_INLINE, FIRST_ROW_PAINTER, type FirstRowConfig } from './first-row.ts';

(window as unknown as Record<string, typeof paintTiles>)[FIRST_ROW_PAINTER] = paintTiles;

const script = document.currentScript as HTMLScriptElement | null;
const config: Partial<FirstRowConfig> = script?.matches(FIRST_ROW.selector) ? FIRST_ROW.of(script) : {};
const list = config.list ? earlyValue(config.list) : undefined;
const status = config.status ? earlyValue(config.status) : undefined;
const placeholders = [...(script?.parentElement?.querySelectorAll('astro-island[ssr] .placeholder-tile') ?? [])];

if (list && placeholders.length) {
  // The browser does not validate answers: a list that is not one paints nothing (the island shows why).
  const painted = Promise.all([list, status])
    .then(([page, system]) => {
      const games = Array.isArray(page?.games) ? (page.games as Game[]) : [];
      // Without the status answer the image CDN is unknown: names only, the island draws the pictures.
      return paintTiles(placeholders, games, imageCdnsOf(system), system ? TILES_PER_ROW : 0) || undefined;
    })
    .catch(() => undefined);
  // The page script lets the island start once this is done: not before it has asked for the
  // island's first page, which the island then takes instead of asking again.
  (window as unknown as Record<string, Promise<void>>)[FIRST_ROW_INLINE] = painted;
}
