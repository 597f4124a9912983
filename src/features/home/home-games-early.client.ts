// Home's game calls asked at once, from the page's plain script: the category menu's island
// (HomeTabs) needs React (about 70 KB gzip) before it can ask, and on a weak network (400 kbps) the
// hot games and home lists then waited for it: the first game names showed after 9 s. The island
// takes the same stores (one cache per page, src/lib/fetcher.ts), already answered or under way.
// Listening here keeps them mounted, so the island's arrival does not ask again.
import type { LanguageCode } from '../../constants.ts';
import { homeListsStore } from '../../stores/games/home-lists.ts';
import { hotGamesStore } from '../../stores/games/hot.ts';

const language = document.documentElement.dataset.language as LanguageCode | undefined;
if (language) {
  hotGamesStore(language).listen(() => undefined);
  homeListsStore(language).listen(() => undefined);
}
