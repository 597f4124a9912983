/**
 * The list screen's games (G §4 "Loading more increments the page and appends results; more exists
 * while the current page is below totalPages"): one list at a time, its pages appended in order.
 *
 * Not a fetcher store (src/lib/fetcher.ts) per page: those ask again whenever a listener joins or
 * the tab comes back, which for a list of 30 pages would be 30 requests each time. This list is
 * the screen's own; what it shares with the rest of the page comes from the shared stores: hot games
 * (hot mode asks nothing, G §4), and the favourite ids, which the screen applies on top (a removed
 * favourite leaves the favourites list at once).
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { LanguageCode } from '../../constants.ts';
import type { Game } from '../../contract/schemas.ts';
import { ApiError } from '../../lib/api-client.ts';
import { hotGamesStore } from '../../stores/games/hot.ts';
import { loadFavouritePage, loadGamePage, loadRecentPage } from './api.ts';
import { hotPage, listKey, listRequest, pageOf, type ListPage, type ListState } from './list-state.ts';

export interface ListView {
  /** The listKey of the list these games belong to (the screen shows them only for that list). */
  readonly key?: string;
  /** The games of the loaded pages, in order, each once. */
  readonly games: readonly Game[];
  /** A page is being asked for (the first: the grid shows placeholders; a later one: a row at its end). */
  readonly loading: boolean;
  /** The last request failed: the first page (the grid's error state) or a later one (Try again at its end). */
  readonly error?: ApiError;
  /** More pages exist: the grid asks for the next one when its end comes near. */
  readonly more: boolean;
}

export const EMPTY_VIEW: ListView = { games: [], loading: true, more: false };

export interface ListLoader {
  readonly $view: ReadableAtom<ListView>;
  /** Shows this list: a new one (another listKey) starts from page 1; the same one changes nothing. */
  show(state: ListState): void;
  /** The next page, if there is one and nothing is under way. */
  loadMore(): void;
  /** Asks again for the page that failed. */
  retry(): void;
  /** Stops listening to shared stores (the screen is gone). */
  stop(): void;
}

/** A page of a state's list from its call; hot mode has none (the loader filters the page's hot games). */
async function fetchPage(state: ListState, language: LanguageCode): Promise<ListPage> {
  const request = listRequest(state, language);
  switch (request.call) {
    case 'gameList':
      return pageOf(await loadGamePage(request.input));
    case 'favouriteList':
      return pageOf(await loadFavouritePage(request.input));
    case 'recentList':
      return pageOf(await loadRecentPage(request.input));
    case 'hot':
      throw new Error('hot mode asks nothing');
  }
}

/** First pages asked before the list screen's island started, by listKey: the loader takes each once. */
const earlyPages = new Map<string, Promise<ListPage>>();
/** Those of earlyPages that have arrived: a loader created after that shows the page in its first render. */
const arrivedPages = new Map<string, ListPage>();

/**
 * Asks now for the first page of the list a screen will show, for its loader to take instead of
 * asking again: the list screen's page script calls this while React is still downloading
 * (src/features/games/games/first-page.client.ts). Only lists of the game list call: hot mode asks
 * nothing, and the favourites and recent lists wait for the island to know the player.
 */
export function startFirstPage(state: ListState, language: LanguageCode): Promise<ListPage> | null {
  if (state.screen.gameType === 'SPORTS' || listRequest(state, language).call !== 'gameList') return null; // SPORTS lists vendors
  const key = listKey(state);
  const page = fetchPage({ ...state, page: 1 }, language);
  page.then((arrived) => earlyPages.get(key) === page && arrivedPages.set(key, arrived)).catch(() => undefined); // a failure: the loader shows it when it takes the page
  earlyPages.set(key, page);
  return page;
}

function takeEarlyPage(state: ListState): { page: Promise<ListPage>; arrived?: ListPage } | undefined {
  const key = listKey(state);
  const page = earlyPages.get(key);
  const arrived = arrivedPages.get(key);
  earlyPages.delete(key);
  arrivedPages.delete(key);
  return page && { page, arrived };
}

const asApiError = (error: unknown) => (error instanceof ApiError ? error : new ApiError('malformed', String(error)));

export function createListLoader(language: LanguageCode): ListLoader {
  const $view = atom<ListView>(EMPTY_VIEW);
  let current: ListState | undefined;
  let loadedPages = 0;
  let totalPages = 0;
  /** Bumped for each new list: answers for an older one are dropped. */
  let generation = 0;
  let stopHot: (() => void) | undefined;

  function append(page: number, answer: ListPage): void {
    const known = new Set($view.get().games.map((game) => game.nodeId));
    const games = [...$view.get().games, ...answer.games.filter((game) => !known.has(game.nodeId))];
    loadedPages = page;
    totalPages = answer.totalPages;
    $view.set({ key: $view.get().key, games, loading: false, more: loadedPages < totalPages });
  }

  async function load(page: number): Promise<void> {
    const state = current;
    if (!state) return;
    const mine = generation;
    const early = page === 1 ? takeEarlyPage(state) : undefined;
    // Already here: shown at once, so a list screen's island draws the games in its first render.
    if (early?.arrived) return append(page, early.arrived);
    $view.set({ ...$view.get(), loading: true, error: undefined });
    try {
      const answer = await (early?.page ?? fetchPage({ ...state, page }, language));
      if (mine !== generation) return;
      append(page, answer);
    } catch (error) {
      if (mine !== generation) return;
      $view.set({ ...$view.get(), loading: false, error: asApiError(error) });
    }
  }

  function showHot(state: ListState): void {
    const store = hotGamesStore(language);
    stopHot = store.subscribe(({ data, error, loading }) => {
      const key = listKey(state);
      if (data) $view.set({ key, games: hotPage(state, data.list).games, loading: false, more: false });
      else $view.set({ key, games: [], loading: loading || !error, more: false, error: error ?? undefined });
    });
  }

  return {
    $view,
    show(state) {
      if (current && listKey(current) === listKey(state)) return;
      current = state;
      generation += 1;
      loadedPages = totalPages = 0;
      stopHot?.();
      stopHot = undefined;
      $view.set({ ...EMPTY_VIEW, key: listKey(state) });
      if (state.mode === 'hot') showHot(state);
      else void load(1);
    },
    loadMore() {
      const view = $view.get();
      if (view.loading || view.error || !view.more) return;
      void load(loadedPages + 1);
    },
    retry() {
      if (!current) return;
      if (current.mode === 'hot') hotGamesStore(language).invalidate();
      else void load(loadedPages + 1);
    },
    stop() {
      stopHot?.();
      generation += 1;
    },
  };
}
