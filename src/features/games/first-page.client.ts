// Game list screens: the first page of the list asked, and the first row's icons preloaded, before
// the list island starts. The island needs React and its chunks first (about 80 KB gzip); asked from
// it, the list call and then the icons waited for all of it, and the icons are the screen's largest
// paint. This script needs only the small shared chunks, so the call and the icons travel while
// React does, and the island takes the page the call brings (src/widgets/games/list-loader.ts).
import { TILES_PER_ROW, type GameCategory, type LanguageCode } from '../../constants.ts';
import type { Game } from '../../contract/schemas.ts';
import { gameIconField, IMAGE_SLOT_SIZES, imageSrcset, resolveImageUrl } from '../../lib/images.ts';
import { imageCdns } from '../../stores/status.ts';
import { startFirstPage } from '../../widgets/games/list-loader.ts';
import { fromQuery } from '../../widgets/games/list-state.ts';

/** Asks for the first row's icons now, at the addresses the tiles will show (GameTile), at the priority they will have. */
function preloadFirstRow(games: readonly Game[], cdns: readonly string[]): void {
  for (const game of games.slice(0, TILES_PER_ROW)) {
    const href = resolveImageUrl(gameIconField(game), cdns);
    if (!href || !/^https?:$/.test(new URL(href, location.href).protocol)) continue; // no icon, or a data: one: nothing to fetch
    // The tile's srcset and sizes too: the browser then preloads the width the tile will take.
    const srcset = imageSrcset(gameIconField(game), 'tile', cdns);
    const link = Object.assign(document.createElement('link'), { rel: 'preload', as: 'image', href, fetchPriority: 'high' });
    if (srcset) Object.assign(link, { imageSrcset: srcset, imageSizes: IMAGE_SLOT_SIZES.tile });
    document.head.append(link);
  }
}

const screen = document.querySelector<HTMLElement>('[data-list-screen]');
const language = document.documentElement.dataset.language as LanguageCode | undefined;
if (screen && language) {
  // The island's route prop, as GameListPage writes it.
  const route = {
    category: screen.dataset.category as GameCategory | undefined,
    gameTypeFromQuery: screen.hasAttribute('data-type-from-query') || undefined,
  } as const;
  const firstPage = startFirstPage(fromQuery(new URLSearchParams(location.search), route), language);
  // A failure is the island's to show, when it takes the page.
  firstPage?.then(async (page) => preloadFirstRow(page.games, await imageCdns())).catch(() => undefined);
}
