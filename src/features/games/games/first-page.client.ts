// Game list screens: the first page of the list asked, and its first screen of games painted, before
// the list island starts. The island needs React and its chunks first (about 80 KB gzip, seconds on
// a weak network); asked from it, the list call and then the icons waited for all of it, and the
// icons are the screen's largest paint. This script needs only the small shared chunks, so the
// call, the names and the first row's icons come while React downloads; the island then takes the
// page the call brought (src/widgets/games/list-loader.ts) and draws the same tiles in its first render.
import { TILES_PER_ROW, type LanguageCode } from '../../../constants.ts';
import { type GameCategory } from '../../../contract/vocabulary.ts';
import { heldIslandsStarted, releaseHeldIslands } from '../../../shell/island-hold.ts';
import { imageCdns } from '../../../stores/status.ts';
import { startFirstPage } from '../../../widgets/games/list-loader.ts';
import { fromQuery } from '../../../widgets/games/list-state.ts';
import type { paintTiles } from '../../../widgets/games/paint-tiles.ts';
import { FIRST_ROW_INLINE, FIRST_ROW_PAINTER } from './first-row.ts';

const screen = document.querySelector<HTMLElement>('[data-list-screen]');
const language = document.documentElement.dataset.language as LanguageCode | undefined;
if (screen && language && !heldIslandsStarted()) {
  // The island's route, as GameListPage writes it.
  const route = {
    category: screen.dataset.category as GameCategory | undefined,
    gameTypeFromQuery: screen.hasAttribute('data-type-from-query') || undefined,
  } as const;
  const firstPage = startFirstPage(fromQuery(new URLSearchParams(location.search), route), language);
  // Painted by the inline script, from the head's answer (first-row.inline.ts), or here.
  const paintedInline = (window as unknown as Record<string, Promise<void> | undefined>)[FIRST_ROW_INLINE];
  // The image CDN too, so the island draws its tiles in its first render (it takes the status answer).
  if (paintedInline) void Promise.all([paintedInline, imageCdns().catch(() => undefined)]).then(releaseHeldIslands);
  else paintFirstScreen(screen, firstPage);
} else {
  // Nothing to ask or paint, or the island's hold ran out before this script arrived: the island
  // asks for its first page itself.
  releaseHeldIslands();
}

function paintFirstScreen(screen: HTMLElement, firstPage: ReturnType<typeof startFirstPage>): void {
  // Into the island's prerendered placeholders, unless it has drawn its grid already, with the inline
  // script's painter (./first-row.inline.ts); the island starts once the first picture is in
  // (src/shell/island-hold.ts). A failure is the island's to show, when it takes the page.
  const paint = (window as unknown as Record<string, typeof paintTiles | undefined>)[FIRST_ROW_PAINTER];
  const painted = firstPage
    ?.then(async (page) => {
      const cdns = await imageCdns();
      await paint?.([...screen.querySelectorAll('astro-island[ssr] .placeholder-tile')], page.games, cdns, TILES_PER_ROW);
    })
    .catch(() => undefined);
  void (painted ?? Promise.resolve()).then(releaseHeldIslands);
}
