// Home's game calls asked early, and its first two blocks (hot slots, hot fishing) painted, from
// the page's plain script: the category menu's island (HomeTabs) needs React (about 70 KB gzip)
// before it can ask or draw, and on a weak network (400 kbps) the first game names then waited for
// it (6.5 s). The island takes the same stores (one cache per page, src/lib/fetcher.ts), already
// answered, and draws the same tiles in the same places. Listening here keeps them mounted, so the
// island's arrival does not ask again.
import { HOME_BLOCK_LIMIT, HOME_BLOCK_PREVIEW, TILES_PER_ROW, type LanguageCode } from '../../../constants.ts';
import { homeListsStore } from '../../../stores/games/home-lists.ts';
import { hotGamesOfType, hotGamesStore } from '../../../stores/games/hot.ts';
import { imageCdns } from '../../../stores/status.ts';
import { paintTiles } from '../../../widgets/games/paint-tiles.ts';

/** The hot blocks of the island's prerendered HOME panel, in HomePanel's order, while React has not replaced them. */
const HOT_BLOCKS = [
  { type: 'RNG', pictures: TILES_PER_ROW },
  { type: 'FISH', pictures: 0 },
] as const;

const language = document.documentElement.dataset.language as LanguageCode | undefined;
if (language) {
  let painted = false;
  let listsAsked = false;
  hotGamesStore(language).subscribe(({ data, error }) => {
    // The home lists (new and top games, below the first screen) once the hot games are in: on a
    // weak line they shared its bandwidth with the first screen's call.
    if ((data || error) && !listsAsked) {
      listsAsked = true;
      homeListsStore(language).listen(() => undefined);
    }
    if (!data || painted) return;
    painted = true;
    void imageCdns().then((cdns) => {
      const blocks = document.querySelectorAll('astro-island[ssr] .home-panel .game-block');
      HOT_BLOCKS.forEach(({ type, pictures }, index) => {
        const block = blocks[index];
        const games = hotGamesOfType(data.list, type);
        if (!block || !paintTiles([...block.querySelectorAll('.placeholder-tile')], games, cdns, pictures)) return;
        // 'Show more' only for more than a preview, as GameBlock (limited) draws it.
        if (Math.min(games.length, HOME_BLOCK_LIMIT) <= HOME_BLOCK_PREVIEW) block.querySelector('.placeholder-button')?.remove();
      });
    });
  });
}
