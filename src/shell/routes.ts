/**
 * The one table of routes, and the chrome rules of account §2 "Shell" / game §2 "Page chrome".
 * Every path is prerendered in every language of the brand: the default language at the path
 * itself, each other language under `/<code>` (e.g. `/en/m/home`). See README "Languages".
 *
 * Adding a page: one row here, its component `src/features/<row.page>.astro` (taking `ctx`), and
 * its title `title.<name>` in the locale files. src/pages/[...path].astro looks the component up.
 */
import type { GameCategory, LanguageCode } from '../constants.ts';
import type { Texts } from '../i18n/types.ts';

interface RouteRow {
  /** The canonical path, as the spec writes it. */
  readonly path: string;
  /** The page component, under src/features/ without `.astro`: `auth/LoginPage`. */
  readonly page: string;
  /** The game category a game-list route shows (game §2 "Game list screens"). */
  readonly category?: GameCategory;
  /** The category comes from `?gameType=` in the browser; `category` is the default. */
  readonly gameTypeFromQuery?: true;
  /**
   * Chrome the spec takes away (both are shown unless a row says false). The spec also hides the top
   * bar on "app", a path neither spec gives a screen.
   */
  readonly topBar?: false;
  readonly bottomBar?: false;
  /** The navbar's back arrow: to the previous page unless a row says otherwise. */
  readonly back?: 'home' | 'hidden';
  /**
   * Ours: an account form screen. It keeps its full width (the floating buttons would cover inputs
   * and buttons) and carries no login / registration modal (it is one of those forms, or leads there).
   */
  readonly accountForm?: true;
}

const GATED = 'gates/GatedPage'; // behind member-type gates (A §6)
const GAME_LIST = 'games/GameListPage';
/** Screens a later issue builds: the chrome is real, the content says so. */
const COMING_SOON = 'coming-soon/ComingSoonPage';

/** Keyed by route name, which is also the key of its title (`title.<name>` in the locale files). */
export const ROUTES = {
  home: { path: '/m/home', page: 'home/HomePage' },
  login: { path: '/m/login', page: 'auth/LoginPage', topBar: false, bottomBar: false, back: 'home', accountForm: true },
  register: { path: '/m/register', page: 'register/RegisterPage', topBar: false, bottomBar: false, back: 'home', accountForm: true },
  forget: { path: '/m/forget', page: 'password/ForgetPage', topBar: false, bottomBar: false, back: 'home', accountForm: true },
  changePsw: { path: '/m/changePsw', page: 'password/ChangePasswordPage', topBar: false, bottomBar: false, back: 'hidden', accountForm: true },
  set: { path: '/m/set', page: 'settings/SettingsPage' },
  trail: { path: '/m/trail', page: 'trial/TrialPage', back: 'home' },
  memberHome: { path: '/m/member/home', page: GATED },
  voucherCenter: { path: '/m/voucherCenter', page: GATED },
  withdraw: { path: '/m/withdraw', page: GATED },
  inviteFriends: { path: '/m/inviteFriends', page: GATED },
  liveGames: { path: '/m/live-games', page: GAME_LIST, category: 'LIVE' },
  pokerGames: { path: '/m/poker-games', page: GAME_LIST, category: 'PVP' },
  sportGames: { path: '/m/sport-games', page: GAME_LIST, category: 'SPORTS' },
  slotGames: { path: '/m/slot-games', page: GAME_LIST, category: 'RNG' },
  slotInhouse: { path: '/m/slot-inhouse', page: GAME_LIST, category: 'INHOUSE' },
  fishingGames: { path: '/m/fishing-games', page: GAME_LIST, category: 'FISH' },
  gameList: { path: '/m/gameList', page: GAME_LIST, category: 'RNG', gameTypeFromQuery: true, topBar: false, bottomBar: false },
  gameCenter: { path: '/m/gameCenter', page: GAME_LIST, category: 'RNG', gameTypeFromQuery: true, topBar: false },
  slotsCenter: { path: '/m/slotsCenter', page: GAME_LIST, category: 'RNG' },
  lottery: { path: '/m/lottery', page: 'lottery/LotteryPage', topBar: false },
  activity: { path: '/m/activity', page: COMING_SOON, back: 'home' },
  activityDetail: { path: '/m/activityDetail', page: COMING_SOON },
  applyReward: { path: '/m/applyReward', page: COMING_SOON },
  notice: { path: '/m/notice', page: COMING_SOON },
  noticeDetail: { path: '/m/noticeDetail', page: COMING_SOON, bottomBar: false },
  message: { path: '/m/message', page: COMING_SOON, topBar: false },
  webEmail: { path: '/m/webEmail', page: COMING_SOON },
  help: { path: '/m/help', page: COMING_SOON },
  agent: { path: '/m/agent', page: COMING_SOON, topBar: false },
} as const satisfies Record<keyof Texts['title'], RouteRow>; // a route without a title, or a title without a route, fails the type check

export type RouteName = keyof typeof ROUTES;
export type Route = RouteRow & { readonly name: RouteName };

/** Every route's path by name: code links with `paths.login`, never with a `'/m/login'` literal. */
export const paths = Object.fromEntries(Object.entries(ROUTES).map(([name, row]) => [name, row.path])) as {
  readonly [Name in RouteName]: (typeof ROUTES)[Name]['path'];
};

const ROUTE_LIST: readonly Route[] = Object.entries(ROUTES).map(([name, row]) => ({ name: name as RouteName, ...row }));

/** Home is reachable by every one of these (account §2). */
export const HOME_PATHS = ['/', '/m', '/m/', '/m/index', '/m/index.html', paths.home] as const;

/**
 * Every path that gets its own prerendered page. `/m/` and `/m/index.html` need none: static hosts
 * answer both with the file of `/m` (m/index.html).
 */
export const PAGE_PATHS: readonly string[] = ['/', '/m', '/m/index', ...ROUTE_LIST.map((route) => route.path)];

/** `.html` paths of the spec, written after the build as copies of their route's page. */
export const HTML_ALIASES: Readonly<Record<string, string>> = { '/m/register.html': paths.register };

export function isHomePath(path: string): boolean {
  return (HOME_PATHS as readonly string[]).includes(path);
}

/** The route a path shows: home for every home path, the route of an `.html` alias. */
export function routeFor(path: string): Route {
  const canonical = isHomePath(path) ? paths.home : (HTML_ALIASES[path] ?? path);
  const route = ROUTE_LIST.find((candidate) => candidate.path === canonical);
  if (!route) throw new Error(`no route for ${path}`);
  return route;
}

export interface Chrome {
  isHome: boolean;
  /** Titled navbar (non-home pages) or home header (home): the "top bar". */
  topBar: boolean;
  bottomBar: boolean;
  footer: boolean;
  /** The floating side menu (download, service, share). */
  floatingMenu: boolean;
  /** Login and registration as modals (A §2), opened in place of their pages from this page. */
  authModals: boolean;
  /** `replaceHome`: the game list screens' back arrow replaces the location with home (G §2). */
  back: 'hidden' | 'home' | 'history' | 'replaceHome';
  /** A game list screen: its title and search icon open the filter panel (G §2 "Game list screens"). */
  filterPanel: boolean;
}

export function chromeFor(path: string): Chrome {
  const route = routeFor(path);
  const isHome = isHomePath(path);
  return {
    isHome,
    topBar: route.topBar ?? true,
    bottomBar: route.bottomBar ?? true,
    footer: isHome,
    floatingMenu: !route.accountForm,
    authModals: !route.accountForm,
    back: isHome ? 'hidden' : route.category ? 'replaceHome' : (route.back ?? 'history'),
    filterPanel: route.category !== undefined,
  };
}

/** URL prefix of a language: none for the brand's default, `/<code>` for the others. */
export function languagePrefix(language: LanguageCode, defaultLanguage: LanguageCode): string {
  return language === defaultLanguage ? '' : `/${language.toLowerCase()}`;
}

/** A path in a language: `localePath('/m/home', 'EN', 'MY')` → `/en/m/home`. */
export function localePath(path: string, language: LanguageCode, defaultLanguage: LanguageCode): string {
  const prefix = languagePrefix(language, defaultLanguage);
  return prefix && path === '/' ? `${prefix}/` : `${prefix}${path}`;
}

/** Where a game category opens (game §2 "Filter panel": LOTT → /m/lottery, others → game list). */
export function categoryPath(category: string): string {
  return category === 'LOTT' ? paths.lottery : `${paths.gameList}?gameType=${category}`;
}
