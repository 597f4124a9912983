/**
 * The home page's game lists (G §7 "Home game lists": the top games, page 1 of HOME_LIST_SIZE with
 * isTop = 1, and NEW_RNG_SIZE new RNG games), asked once per page and language.
 */
import type { LanguageCode } from '../../constants.ts';
import { createCallStore, type CallStore } from '../../lib/fetcher.ts';
import * as gamesCalls from '../../contract/calls/games.ts';

const stores = new Map<LanguageCode, CallStore<'homeGameLists'>>();

export function homeListsStore(language: LanguageCode): CallStore<'homeGameLists'> {
  let store = stores.get(language);
  if (!store) {
    store = createCallStore(gamesCalls.homeGameLists, { language });
    stores.set(language, store);
  }
  return store;
}
