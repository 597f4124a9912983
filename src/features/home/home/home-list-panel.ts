/**
 * A list tab's block (PVP, LIVE, FISH, RNG, INHOUSE; G §2): the first page of the category's list
 * screen, a name search (trimmed, debounced and throttled as on the list screens), and 'more games'
 * to that screen. In-house shows every BGS game and has no search box, as its list screen does.
 *
 * Loaded with the first list tab the player opens (home-menu.client.ts): the list loader and its
 * state rules stay out of home's first load.
 */
import { SEARCH_DEBOUNCE_MS, SEARCH_THROTTLE_MS, type LanguageCode } from '../../../constants.ts';
import type { GameCategory } from '../../../contract/vocabulary.ts';
import { translateError, type ErrorMessages } from '../../../lib/errors.ts';
import { debounce, throttle } from '../../../lib/timing.ts';
import type { GameBlock } from '../../../widgets/games/game-block.ts';
import { createListLoader, type ListView } from '../../../widgets/games/list-loader.ts';
import { initialState, screenOf, searchByName } from '../../../widgets/games/list-state.ts';
import type { HomeMenuConfig } from './menu-config.ts';

export interface ListPanelOptions {
  category: string;
  language: LanguageCode;
  texts: Pick<HomeMenuConfig['texts'], 'empty' | 'emptySearch'>;
  messages: ErrorMessages;
}

/** Fills `block` with the category's games and follows `search` (null: in-house); answers what stops it (another tab). */
export function showListPanel(block: GameBlock, search: HTMLInputElement | null, { category, language, texts, messages }: ListPanelOptions): () => void {
  const start = searchByName(initialState(screenOf({ category: category as GameCategory }, new URLSearchParams())), '');
  const loader = createListLoader(language);
  const draw = (view: ListView) => {
    const name = search?.value.trim() ?? '';
    block.show({
      games: view.loading && !view.error ? null : view.games,
      error: view.error ? translateError(view.error, messages) : undefined,
      onRetry: loader.retry,
      emptyText: name ? texts.emptySearch.replace('{{name}}', name) : texts.empty,
    });
  };
  const apply = throttle((text: string) => loader.show(searchByName(start, text)), SEARCH_THROTTLE_MS);
  const searchBy = debounce(apply, SEARCH_DEBOUNCE_MS);
  const onInput = () => {
    draw(loader.$view.get()); // the empty text names what is typed
    searchBy(search!.value);
  };

  const unsubscribe = loader.$view.subscribe(draw);
  loader.show(start);
  search?.addEventListener('input', onInput);
  if (search?.value.trim()) onInput(); // typed while this part was loading
  return () => {
    unsubscribe();
    loader.stop();
    searchBy.cancel();
    apply.cancel();
    search?.removeEventListener('input', onInput);
  };
}
