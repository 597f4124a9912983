/**
 * The one table of routes, and the chrome rules of account §2 "Shell" / game §2 "Page chrome".
 * Every path is prerendered in every language of the brand: the default language at the path
 * itself, each other language under `/<code>` (e.g. `/en/m/home`). See src/i18n/README.md "Languages without a flash".
 *
 * Adding a page: its path in ./paths.ts, one row here, its component `src/features/<row.page>.astro` (taking `ctx`), and
 * its title `title.<name>` in the locale files. A new page component also gets its page file, src/pages/[...<name>].astro
 * (src/layouts/route-paths.ts), which prerenders it at every path whose row names it.
 */
import type { GameCategory } from '../contract/vocabulary.ts';
import type { LanguageCode } from '../constants.ts';
import type { Texts } from '../i18n/types.ts';
import { COMING_SOON_ROUTES, languagePrefix, paths, routePath, withQuery, type RouteName } from './paths.ts';

export { languagePrefix, paths, type RouteName };

interface RouteRow {
  /** The canonical path, as the spec writes it. */
  readonly path: string;
  /** The page component, under src/features/ without `.astro`: `account/auth/LoginPage`. */
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
  /**
   * Ours: the screen is a React island (a form with server rules, SMS codes or captcha, a game grid):
   * its page loads React before any action. Others are plain scripts (README "Building a screen");
   * `npm run bench` holds each kind of page to its own budget (pageKind).
   */
  readonly react?: true;
}

const GAME_LIST = 'games/games/GameListPage';
/** Screens a later issue builds: the chrome is real, the content says so. */
const COMING_SOON = 'games/coming-soon/ComingSoonPage';

/** Keyed by route name, which is also the key of its title (`title.<name>` in the locale files). */
export const ROUTES = {
  home: { path: paths.home, page: 'home/home/HomePage' },
  login: { path: paths.login, page: 'account/auth/LoginPage', topBar: false, bottomBar: false, back: 'home', accountForm: true, react: true },
  register: { path: paths.register, page: 'account/register/RegisterPage', topBar: false, bottomBar: false, back: 'home', accountForm: true, react: true },
  forget: { path: paths.forget, page: 'account/password/ForgetPage', topBar: false, bottomBar: false, back: 'home', accountForm: true, react: true },
  changePsw: {
    path: paths.changePsw,
    page: 'account/password/ChangePasswordPage',
    topBar: false,
    bottomBar: false,
    back: 'hidden',
    accountForm: true,
    react: true,
  },
  set: { path: paths.set, page: 'account/settings/SettingsPage' },
  trail: { path: paths.trail, page: 'account/trial/TrialPage', back: 'home', react: true },
  memberHome: { path: paths.memberHome, page: 'account/member/MemberHomePage' },
  voucherCenter: { path: paths.voucherCenter, page: 'cashier/deposit/DepositPage' }, // inside the gate: src/pages/[...deposit].astro
  withdraw: { path: paths.withdraw, page: 'cashier/withdraw/WithdrawPage' }, // inside the gate: src/pages/[...withdraw].astro
  inviteFriends: { path: paths.inviteFriends, page: 'account/invite/InvitePage' }, // inside the gate: src/pages/[...invite].astro
  liveGames: { path: paths.liveGames, page: GAME_LIST, category: 'LIVE', react: true },
  pokerGames: { path: paths.pokerGames, page: GAME_LIST, category: 'PVP', react: true },
  sportGames: { path: paths.sportGames, page: 'games/games/VendorListPage', category: 'SPORTS' },
  slotGames: { path: paths.slotGames, page: GAME_LIST, category: 'RNG', react: true },
  slotInhouse: { path: paths.slotInhouse, page: GAME_LIST, category: 'INHOUSE', react: true },
  fishingGames: { path: paths.fishingGames, page: GAME_LIST, category: 'FISH', react: true },
  gameList: { path: paths.gameList, page: GAME_LIST, category: 'RNG', gameTypeFromQuery: true, topBar: false, bottomBar: false, react: true },
  gameCenter: { path: paths.gameCenter, page: GAME_LIST, category: 'RNG', gameTypeFromQuery: true, topBar: false, react: true },
  slotsCenter: { path: paths.slotsCenter, page: GAME_LIST, category: 'RNG', react: true },
  lottery: { path: paths.lottery, page: 'games/lottery/LotteryPage', topBar: false, react: true },
  activity: { path: paths.activity, page: 'content/activity/ActivityPage', back: 'home' },
  activityDetail: { path: paths.activityDetail, page: 'content/activity/ActivityDetailPage' },
  applyReward: { path: paths.applyReward, page: 'content/activity/ApplyRewardPage', accountForm: true }, // a form: the floating buttons would cover Submit
  notice: { path: paths.notice, page: 'content/notices/NoticePage' },
  noticeDetail: { path: paths.noticeDetail, page: 'content/notices/NoticeDetailPage', bottomBar: false },
  message: { path: paths.message, page: 'content/messages/MessagePage', topBar: false, back: 'home' },
  webEmail: { path: paths.webEmail, page: 'content/messages/InboxPage' },
  help: { path: paths.help, page: 'content/help/HelpPage' },
  // The agent's screens (issue 25): every one inside the agent gate (src/features/account/gates/gates.ts agentScreens).
  agent: { path: paths.agent, page: 'agent/home/AgentHomePage', topBar: false },
  agentTeamOverview: { path: paths.agentTeamOverview, page: 'agent/team/TeamOverviewPage' },
  team: { path: paths.team, page: 'agent/team/TeamPage' },
  agentRegister: { path: paths.agentRegister, page: 'agent/register/AgentRegisterPage', accountForm: true },
  teamPnl: { path: paths.teamPnl, page: 'agent/reports/TeamPnlPage' },
  teamBetting: { path: paths.teamBetting, page: 'agent/reports/TeamBettingPage' },
  agentRebate: { path: paths.agentRebate, page: 'agent/rebates/AgentRebatePage' },
  teamRebate: { path: paths.teamRebate, page: 'agent/rebates/TeamRebatePage' },
  agentDividend: { path: paths.agentDividend, page: 'agent/contracts/DividendPage' },
  salaryContract: { path: paths.salaryContract, page: 'agent/contracts/ContractPage' },
  dividendContract: { path: paths.dividendContract, page: 'agent/contracts/ContractPage' },
  hourContract: { path: paths.hourContract, page: 'agent/contracts/ContractPage' },
  redRain: { path: paths.redRain, page: COMING_SOON },
  memberNotice: { path: paths.memberNotice, page: 'content/notices/NoticePage' },
  rewardCenter: { path: paths.rewardCenter, page: COMING_SOON },
  pointMall: { path: paths.pointMall, page: COMING_SOON },
  gameRecord: { path: paths.gameRecord, page: 'cashier/records/BetRecordPage' }, // inside the member gate: src/pages/[...betRecord].astro
  transactionRecord: { path: paths.transactionRecord, page: 'cashier/records/TransactionRecordPage' }, // likewise
  securityCenter: { path: paths.securityCenter, page: 'account/security/SecurityCenterPage', react: true },
} as const satisfies Record<keyof Texts['title'], RouteRow>; // a route without a title, or a title without a route, fails the type check
ROUTES satisfies Record<RouteName, RouteRow>; // and so does a path (./paths.ts) without a route

export type Route = RouteRow & { readonly name: RouteName };

// The coming-soon list (./paths.ts) and the rows that show the ComingSoonPage are the same routes:
// a screen built but left on the list would be unreachable by tap, one on the list without its
// placeholder page a 404. The build stops on either.
for (const [name, row] of Object.entries(ROUTES)) {
  if ((COMING_SOON_ROUTES as readonly string[]).includes(name) !== (row.page === COMING_SOON))
    throw new Error(`src/shell/routes.ts: route ${name} and COMING_SOON_ROUTES (src/shell/paths.ts) disagree`);
}

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

/** What a page is made of, for its JavaScript budget (npm run bench): home, a React island, or plain scripts. */
export type PageKind = 'home' | 'react' | 'plain';

/** The kind of the page at `path` (no language prefix); a path that is no route (offline) is plain. */
export function pageKind(path: string): PageKind {
  if (isHomePath(path)) return 'home';
  const route = ROUTE_LIST.find((candidate) => candidate.path === (HTML_ALIASES[path] ?? path));
  return route?.react ? 'react' : 'plain';
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

/** A path in a language: `localePath('/m/home', 'EN', 'MY')` → `/en/m/home`. */
export function localePath(path: string, language: LanguageCode, defaultLanguage: LanguageCode): string {
  const prefix = languagePrefix(language, defaultLanguage);
  return prefix && path === '/' ? `${prefix}/` : `${prefix}${path}`;
}

/** Where a game category opens (game §2 "Filter panel": LOTT → /m/lottery, others → game list). */
export function categoryPath(category: string): string {
  return category === 'LOTT' ? paths.lottery : withQuery(routePath('gameList'), { gameType: category });
}
