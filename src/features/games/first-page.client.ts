// Game list screens: the first page of the list asked, and the first row's icons preloaded, before
// the list island starts. The island needs React and its chunks first (about 95 KB); asked from
// it, the list call and then the icons waited for all of it, and the icons are the screen's largest
// paint. This script needs only the small shared chunks, so the call and the icons travel while
// React does, and the island takes the page the call brings (src/widgets/games/list-loader.ts).
import type { GameCategory, LanguageCode } from '../../constants.ts';
import { imageCdns } from '../../stores/status.ts';
import { preloadFirstRow } from '../../widgets/games/first-row.ts';
import { startFirstPage } from '../../widgets/games/list-loader.ts';
import { fromQuery } from '../../widgets/games/list-state.ts';

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
