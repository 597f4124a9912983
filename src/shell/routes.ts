/**
 * The one list of routes, and the chrome rules of account §2 "Shell" / game §2 "Page chrome".
 * Every path is prerendered in every language of the brand: the default language at the path
 * itself, each other language under `/<code>` (e.g. `/en/m/home`). See README "Languages".
 */
import type { GameCategory, LanguageCode } from '../constants.ts';

export type PageKind = 'home' | 'gameList' | 'login' | 'register' | 'forget' | 'changePsw' | 'settings' | 'trial' | 'gated' | 'placeholder';

export interface RouteDef {
  /** The canonical path, as the spec writes it. */
  path: string;
  /** Key under `title.` in the locale files. */
  title: string;
  kind: PageKind;
  /** The game category a game-list route shows (game §2 "Game list screens"). */
  category?: GameCategory;
}

/** Home is reachable by every one of these (account §2). */
export const HOME_PATHS = ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'] as const;
export const HOME_PATH = '/m/home';

export const ROUTES: readonly RouteDef[] = [
  { path: '/m/home', title: 'home', kind: 'home' },
  { path: '/m/login', title: 'login', kind: 'login' },
  { path: '/m/register', title: 'register', kind: 'register' },
  { path: '/m/forget', title: 'forget', kind: 'forget' },
  { path: '/m/changePsw', title: 'changePsw', kind: 'changePsw' },
  { path: '/m/set', title: 'set', kind: 'settings' },
  { path: '/m/trail', title: 'trail', kind: 'trial' },
  // Behind member-type gates (A §6): src/features/gates/GatedPage.astro.
  { path: '/m/member/home', title: 'memberHome', kind: 'gated' },
  { path: '/m/voucherCenter', title: 'voucherCenter', kind: 'gated' },
  { path: '/m/withdraw', title: 'withdraw', kind: 'gated' },
  { path: '/m/inviteFriends', title: 'inviteFriends', kind: 'gated' },
  { path: '/m/live-games', title: 'liveGames', kind: 'gameList', category: 'LIVE' },
  { path: '/m/poker-games', title: 'pokerGames', kind: 'gameList', category: 'PVP' },
  { path: '/m/sport-games', title: 'sportGames', kind: 'gameList', category: 'SPORTS' },
  { path: '/m/slot-games', title: 'slotGames', kind: 'gameList', category: 'RNG' },
  { path: '/m/slot-inhouse', title: 'slotInhouse', kind: 'gameList', category: 'INHOUSE' },
  { path: '/m/fishing-games', title: 'fishingGames', kind: 'gameList', category: 'FISH' },
  // gameType comes from the query string on the client (default RNG).
  { path: '/m/gameList', title: 'gameList', kind: 'gameList', category: 'RNG' },
  { path: '/m/gameCenter', title: 'gameCenter', kind: 'gameList', category: 'RNG' },
  { path: '/m/slotsCenter', title: 'slotsCenter', kind: 'gameList', category: 'RNG' },
  { path: '/m/lottery', title: 'lottery', kind: 'placeholder' },
  { path: '/m/activity', title: 'activity', kind: 'placeholder' },
  { path: '/m/activityDetail', title: 'activityDetail', kind: 'placeholder' },
  { path: '/m/applyReward', title: 'applyReward', kind: 'placeholder' },
  { path: '/m/notice', title: 'notice', kind: 'placeholder' },
  { path: '/m/noticeDetail', title: 'noticeDetail', kind: 'placeholder' },
  { path: '/m/message', title: 'message', kind: 'placeholder' },
  { path: '/m/webEmail', title: 'webEmail', kind: 'placeholder' },
  { path: '/m/help', title: 'help', kind: 'placeholder' },
  { path: '/m/agent', title: 'agent', kind: 'placeholder' },
];

/**
 * Every path that gets its own prerendered page. `/m/` and `/m/index.html` need none: static hosts
 * answer both with the file of `/m` (m/index.html).
 */
export const PAGE_PATHS: readonly string[] = ['/', '/m', '/m/index', ...ROUTES.map((route) => route.path)];

/** `.html` paths of the spec, written after the build as copies of their route's page. */
export const HTML_ALIASES: Readonly<Record<string, string>> = { '/m/register.html': '/m/register' };

export function routeFor(path: string): RouteDef {
  const canonical = isHomePath(path) ? HOME_PATH : (HTML_ALIASES[path] ?? path);
  const route = ROUTES.find((candidate) => candidate.path === canonical);
  if (!route) throw new Error(`no route for ${path}`);
  return route;
}

/** Name of a route for the chrome rules: `/m/register.html` → `register`. */
export function routeName(path: string): string {
  return path.replace(/^\/m\/?/, '').replace(/\.html$/, '').replace(/\/$/, '');
}

const NO_TOP_BAR = new Set(['login', 'register', 'message', 'app', 'lottery', 'forget', 'changePsw', 'agent', 'gameList', 'gameCenter']);
const NO_BOTTOM_BAR = new Set(['login', 'register', 'noticeDetail', 'changePsw', 'forget', 'gameList']);
const BACK_TO_HOME = new Set(['login', 'register', 'trail', 'activity', 'forget']);
/**
 * Ours: the account form screens. They keep their full width (the floating buttons would cover
 * inputs and buttons) and carry no login / registration modal (they are those forms, or lead there).
 */
const ACCOUNT_FORMS = new Set(['login', 'register', 'forget', 'changePsw']);

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
  back: 'hidden' | 'home' | 'history';
}

export function isHomePath(path: string): boolean {
  return (HOME_PATHS as readonly string[]).includes(path);
}

export function chromeFor(path: string): Chrome {
  const name = routeName(path);
  const isHome = isHomePath(path);
  return {
    isHome,
    topBar: !NO_TOP_BAR.has(name),
    bottomBar: !NO_BOTTOM_BAR.has(name),
    footer: isHome,
    floatingMenu: !ACCOUNT_FORMS.has(name),
    authModals: !ACCOUNT_FORMS.has(name),
    back: isHome || name === 'changePsw' ? 'hidden' : BACK_TO_HOME.has(name) ? 'home' : 'history',
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
  return category === 'LOTT' ? '/m/lottery' : `/m/gameList?gameType=${category}`;
}
