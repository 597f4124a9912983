/**
 * The game list screen's state (G §2 "Game list screens", "Filter panel"; §4 "Game list data
 * modes") as pure functions: what the player picked, how each action changes it, the address that
 * shows the same list again (reload, back, a shared link), and the request that fills the grid.
 *
 * The grid keeps the games it has loaded; it starts a new list whenever listKey changes and appends
 * a page when only `page` grew (loadMore). Hot mode asks nothing: it filters the page's hot games
 * (hotPage, with src/stores/games/hot.ts).
 */
import { merchantCode } from 'virtual:brand';
import { GAME_CALL_FIELDS, GAME_CLASSIFICATIONS, GAME_TYPES, MIN_BETS, VENDORS, type GameCategory, type GameType } from '../../contract/vocabulary.ts';
import { GAME_NAME_MAX_LENGTH, PAGE_SIZE } from '../../contract/limits.ts';
import { type LanguageCode } from '../../constants.ts';
import type { Game, RequestOf, ValueOf } from '../../contract/schemas.ts';
import type { Route } from '../../shell/routes.ts';
import { DEFAULT_GAME_TYPE, gameTypeFromQuery } from './game-type.ts';

/**
 * The in-house screen's default tab (G §2 "Default tab Crash for inhouse"). In the sandbox "Crash" is
 * a word of the in-house vendor's game names (Rocket Crash, Jet Crash), not a classification: the tab
 * is a name search within the in-house vendor (src/widgets/games/list-state.ts).
 */
export const IN_HOUSE_DEFAULT_TAB = 'Crash';

/** G §4: the list's data modes; search is a vendor's tab (from ?vassalage= or a vendor pick). */
export const LIST_MODES = ['all', 'filter', 'hot', 'recent', 'fav', 'new', 'search'] as const;
export type ListMode = (typeof LIST_MODES)[number];
/** Modes a tab or button picks directly (filter comes from the panel, search from a vendor). */
export type TabMode = Exclude<ListMode, 'filter' | 'search'>;
export type Classification = (typeof GAME_CLASSIFICATIONS)[number];
export type MinBet = (typeof MIN_BETS)[number];

/** What the screen lists, fixed for its life. */
export interface ListScreen {
  /** The route's type, or ?gameType= on /m/gameList and /m/gameCenter (ESPORTS, COCKFIGHT → SPORTS). HOT lists every type. */
  readonly gameType: GameCategory;
  /** The type comes from the address (gameList, gameCenter), so toQuery writes it back. */
  readonly typeInQuery: boolean;
  /** In-house (/m/slot-inhouse, or ?gameType=INHOUSE): always vendor BGS; its "all" is the Crash tab. */
  readonly inHouse: boolean;
}

/** The filter panel's choices (G §2 "Filter panel"); null is "all". */
export interface ListFilter {
  readonly vendor: string | null;
  /** RNG only. */
  readonly classification: Classification | null;
  /** RNG only. */
  readonly minBet: MinBet | null;
}

export interface ListState extends ListFilter {
  readonly screen: ListScreen;
  readonly mode: ListMode;
  /** The trimmed name search; only in mode all. */
  readonly name: string;
  /** Pages 1 … page are loaded. */
  readonly page: number;
}

// ---- the screen ----

/** The screen a route shows; gameList and gameCenter read ?gameType= (default RNG). */
export function screenOf(route: Pick<Route, 'category' | 'gameTypeFromQuery'>, params: URLSearchParams): ListScreen {
  const typeInQuery = route.gameTypeFromQuery === true;
  const gameType = typeInQuery ? gameTypeFromQuery(`?${params}`) : (route.category ?? DEFAULT_GAME_TYPE);
  return { gameType, typeInQuery, inHouse: gameType === 'INHOUSE' };
}

/** The modes a screen offers: New on RNG only (G §2); in-house has no category menu and one vendor. */
export function modesOf(screen: ListScreen): readonly ListMode[] {
  if (screen.inHouse) return ['all', 'filter', 'hot', 'recent'];
  return LIST_MODES.filter((mode) => mode !== 'new' || screen.gameType === 'RNG');
}

const forcedVendor = (screen: ListScreen): string | null => (screen.inHouse ? VENDORS.inHouse : null);
/** The in-house screen opens on its default tab, Crash: a name search (IN_HOUSE_DEFAULT_TAB); its other tab lists every BGS game. */
const baseName = (screen: ListScreen): string => (screen.inHouse ? IN_HOUSE_DEFAULT_TAB : '');
/** The mode a screen opens in: hot on the HOT screen (/m/gameList?gameType=HOT), else all. */
const openingMode = (screen: ListScreen): ListMode => (screen.gameType === 'HOT' ? 'hot' : 'all');
const isRng = (screen: ListScreen) => screen.gameType === 'RNG';

/** G §4 "Changing mode resets the list, page to 1, and clears vendor, classification, name and minimum bet". */
function reset(screen: ListScreen, mode: ListMode): ListState {
  return { screen, mode, vendor: forcedVendor(screen), classification: null, minBet: null, name: mode === 'all' ? baseName(screen) : '', page: 1 };
}

/** A screen's state when it opens without a query. */
export function initialState(screen: ListScreen): ListState {
  return reset(screen, openingMode(screen));
}

// ---- actions ----

/**
 * A tab or button (All, New, Favourites, Hot, Recent): switches mode, resetting the list; picking
 * the active mode again returns to all (G §4). A mode the screen does not offer changes nothing.
 */
export function pickMode(state: ListState, mode: TabMode): ListState {
  const wanted = state.mode === mode ? 'all' : mode;
  return modesOf(state.screen).includes(wanted) ? reset(state.screen, wanted) : state;
}

/** The vendor's tab (mode search), e.g. from ?vassalage= or a vendor list; in-house stays with BGS. */
export function searchVendor(state: ListState, vassalage: string): ListState {
  if (!modesOf(state.screen).includes('search')) return state;
  return { ...reset(state.screen, 'search'), vendor: vassalage };
}

/**
 * The name search box (debounced by the screen): trimmed; page 1 in mode all (G §4, §5). In-house
 * has no search box: its two tabs are this search, "Crash" (its default) and "" (every BGS game).
 */
export function searchByName(state: ListState, text: string): ListState {
  return { ...reset(state.screen, 'all'), name: text.trim().slice(0, GAME_NAME_MAX_LENGTH) };
}

/**
 * The filter panel's submit: mode filter with these choices, page 1 (G §4). Classification and
 * minimum bet count on RNG only; in-house keeps BGS. With nothing chosen, mode filter returns to all
 * ("clearing the last active filter returns to all"); any other mode stays as it is.
 */
export function applyFilter(state: ListState, chosen: ListFilter): ListState {
  const { screen } = state;
  const filter: ListFilter = {
    vendor: forcedVendor(screen) ?? chosen.vendor,
    classification: isRng(screen) ? chosen.classification : null,
    minBet: isRng(screen) ? chosen.minBet : null,
  };
  const active = (filter.vendor !== null && filter.vendor !== forcedVendor(screen)) || filter.classification !== null || filter.minBet !== null;
  if (!active) return state.mode === 'filter' ? reset(screen, 'all') : state;
  return { ...reset(screen, 'filter'), ...filter };
}

/** Clears one filter choice (a chip's ×); clearing the last one returns to all. */
export function clearFilter(state: ListState, choice: keyof ListFilter): ListState {
  if (state.mode !== 'filter') return state;
  return applyFilter(state, { vendor: state.vendor, classification: state.classification, minBet: state.minBet, [choice]: null });
}

/** The grid reached its end: the next page (appended). */
export function loadMore(state: ListState): ListState {
  return { ...state, page: state.page + 1 };
}

/** More games exist while the loaded page is below the answer's totalPages (G §4). */
export function hasMore(state: ListState, totalPages: number): boolean {
  return state.page < totalPages;
}

/** The same list whatever the page: the grid drops its games when this changes, and appends when only the page grew. */
export function listKey(state: ListState): string {
  const { page: _page, screen, ...choices } = state;
  return JSON.stringify({ ...screen, ...choices });
}

// ---- the address ----

const TYPE_PARAM_MODES: readonly string[] = ['all', 'hot', 'recent', 'fav', 'new'] satisfies TabMode[];
const isTabMode = (value: string | undefined): value is TabMode => value !== undefined && TYPE_PARAM_MODES.includes(value);
const VENDOR_CODE = /^[\w.:-]{1,32}$/;

/**
 * The query that shows this list again (the page is left out: a reload or a shared link shows the
 * list from its first page). The spec's `vassalage` (a vendor's tab) and `type` (new, fav, recent,
 * hot, all), plus ours: `type=filter` with `vassalage`, `classify` and `minBet`; `name`; and
 * `gameType` on the screens that read it.
 */
export function toQuery(state: ListState): URLSearchParams {
  const { screen } = state;
  const query = new URLSearchParams();
  if (screen.typeInQuery) query.set('gameType', screen.gameType);
  if (state.mode === 'search' && state.vendor) {
    query.set('vassalage', state.vendor);
  } else if (state.mode === 'filter') {
    query.set('type', 'filter');
    if (state.vendor && state.vendor !== forcedVendor(screen)) query.set('vassalage', state.vendor);
    if (state.classification) query.set('classify', state.classification);
    if (state.minBet !== null) query.set('minBet', String(state.minBet));
  } else if (state.mode !== openingMode(screen)) {
    query.set('type', state.mode);
  }
  // In-house writes its "all games" tab as an empty name: no name is its default tab, Crash.
  if (state.mode === 'all' && state.name !== baseName(screen) && (state.name || screen.inHouse)) query.set('name', state.name);
  return query;
}

/**
 * The list an address shows (G §2): `type` opens its tab (new, fav, recent, hot, all; any case);
 * `vassalage` alone opens that vendor's search tab; `name` a name search. Values a screen cannot
 * show (a classification off RNG, an unknown minimum bet, New off RNG) are left out.
 */
export function fromQuery(params: URLSearchParams, route: Pick<Route, 'category' | 'gameTypeFromQuery'>): ListState {
  const start = initialState(screenOf(route, params));
  const type = params.get('type')?.toLowerCase();
  const vassalage = params.get('vassalage');
  const vendor = vassalage && VENDOR_CODE.test(vassalage) ? vassalage : null;
  let state = start;
  if (type === 'filter') {
    const classify = params.get('classify')?.toUpperCase();
    const minBet = MIN_BETS.find((bet) => bet === Number(params.get('minBet'))) ?? null;
    const classification = GAME_CLASSIFICATIONS.find((code) => code === classify) ?? null;
    state = applyFilter(start, { vendor, classification, minBet });
  } else if (isTabMode(type)) {
    state = start.mode === type ? start : pickMode(start, type);
  } else if (vendor) {
    state = searchVendor(start, vendor);
  }
  const name = params.get('name');
  return state.mode === 'all' && name !== null && (name.trim() || state.screen.inHouse) ? searchByName(state, name) : state;
}

// ---- the requests ----

/** The call that fills the grid for a state, with its request; hot mode makes none (G §4). */
export type ListRequest =
  | { call: 'gameList'; input: RequestOf<'gameList'> }
  | { call: 'favouriteList'; input: RequestOf<'favouriteList'> }
  | { call: 'recentList'; input: RequestOf<'recentList'> }
  | { call: 'hot' };

/**
 * The game type requests carry: the screen's, except on HOT (every type) and in-house, which asks
 * by vendor BGS alone (the spec files in-house games under RNG, the sandbox under INHOUSE: the
 * vendor finds them either way).
 */
function requestGameType(screen: ListScreen): GameType | undefined {
  if (screen.inHouse) return undefined;
  return (GAME_TYPES as readonly string[]).includes(screen.gameType) ? (screen.gameType as GameType) : undefined;
}

/** The request of a state (G §7: page size 35, platform html5, clientType 2, the page's language). */
export function listRequest(state: ListState, language: LanguageCode): ListRequest {
  const gameType = requestGameType(state.screen);
  const { clientType, platform } = GAME_CALL_FIELDS;
  switch (state.mode) {
    case 'hot':
      return { call: 'hot' };
    case 'fav':
      return { call: 'favouriteList', input: defined({ pageNo: state.page, pageSize: PAGE_SIZE, gameType, language }) };
    case 'recent': {
      const vassalage = forcedVendor(state.screen) ?? undefined; // "vassalage on one screen" (G §7): in-house
      return { call: 'recentList', input: defined({ page: state.page, pageSize: PAGE_SIZE, gameType, vassalage, language, clientType }) };
    }
    default:
      return {
        call: 'gameList',
        input: defined({
          merchant: merchantCode,
          platform,
          clientType,
          language,
          pageNo: state.page,
          pageSize: PAGE_SIZE,
          gameType,
          vassalage: state.vendor ?? undefined,
          gameName: state.name || undefined,
          gameClassify: state.classification ?? undefined,
          minBet: state.minBet ?? undefined,
          isNew: state.mode === 'new' ? 1 : undefined,
        }),
      };
  }
}

/** One page of a list, whichever call answered. */
export interface ListPage {
  readonly games: readonly Game[];
  readonly totalPages: number;
}

/** The games and page count of a gameList, favouriteList or recentList answer. */
export function pageOf(answer: ValueOf<'gameList'> | ValueOf<'favouriteList'> | ValueOf<'recentList'>): ListPage {
  if ('games' in answer) return { games: answer.games, totalPages: answer.totalPages };
  if ('content' in answer) return { games: answer.content, totalPages: answer.totalPages };
  return { games: answer.list, totalPages: answer.totalPages };
}

/** Hot mode's list: the page's hot games of the screen's type (in-house: of BGS; HOT: all), one page. */
export function hotPage(state: ListState, hotGames: readonly Game[]): ListPage {
  const { screen } = state;
  const gameType = requestGameType(screen);
  const games = hotGames.filter((game) => (screen.inHouse ? game.vassalage === VENDORS.inHouse : gameType === undefined || game.gameType === gameType));
  return { games, totalPages: 1 };
}

/** The object without its undefined fields (requests and cache keys list only what is set). */
function defined<T extends object>(fields: T): T {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as T;
}
