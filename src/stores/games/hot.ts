/**
 * Hot games (G §2 "HOT shows hot games", §4 "Hot mode makes no request", §7): every type's hot games
 * in one answer, asked once per page and language, then filtered by type on the page: the HOT tab,
 * the home's hot RNG and FISH rows and a list screen's hot mode never ask again.
 */
import { merchantCode } from 'virtual:brand';
import { GAME_CALL_FIELDS } from '../../contract/vocabulary.ts';
import { type LanguageCode } from '../../constants.ts';
import type { Game } from '../../contract/schemas.ts';
import { createCallStore, type CallStore } from '../../lib/fetcher.ts';
import * as gamesCalls from '../../contract/calls/games.ts';

const stores = new Map<LanguageCode, CallStore<'hotGames'>>();

/** What the hot games call is asked with: here, from the page's head (src/features/games/games/first-page-starter.ts) and by home's first row painter. */
export const hotGamesInput = (language: LanguageCode) =>
  ({ isPlatform: GAME_CALL_FIELDS.isPlatform, language, platform: GAME_CALL_FIELDS.platform, merchantCode }) as const;

/** The hot games call's answer in the page's language (`data.list`); the same store for every island that asks. */
export function hotGamesStore(language: LanguageCode): CallStore<'hotGames'> {
  let store = stores.get(language);
  if (!store) {
    store = createCallStore(gamesCalls.hotGames, hotGamesInput(language));
    stores.set(language, store);
  }
  return store;
}

/** The hot games of one game type, in the answer's order. */
export function hotGamesOfType(list: readonly Game[], gameType: Game['gameType']): Game[] {
  return list.filter((game) => game.gameType === gameType);
}
