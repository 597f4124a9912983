/**
 * Every route's path by name, and a language's URL prefix: what the browser needs of the routes
 * (gates, service worker), kept apart from the route table (./routes.ts: components, chrome), which
 * is build-time knowledge and would otherwise ride along on every page.
 * Code links with `paths.login`, never with a `'/m/login'` literal.
 */
import type { LanguageCode } from '../constants.ts';

export const paths = {
  home: '/m/home',
  login: '/m/login',
  register: '/m/register',
  forget: '/m/forget',
  changePsw: '/m/changePsw',
  set: '/m/set',
  trail: '/m/trail',
  memberHome: '/m/member/home',
  voucherCenter: '/m/voucherCenter',
  withdraw: '/m/withdraw',
  inviteFriends: '/m/inviteFriends',
  liveGames: '/m/live-games',
  pokerGames: '/m/poker-games',
  sportGames: '/m/sport-games',
  slotGames: '/m/slot-games',
  slotInhouse: '/m/slot-inhouse',
  fishingGames: '/m/fishing-games',
  gameList: '/m/gameList',
  gameCenter: '/m/gameCenter',
  slotsCenter: '/m/slotsCenter',
  lottery: '/m/lottery',
  activity: '/m/activity',
  activityDetail: '/m/activityDetail',
  applyReward: '/m/applyReward',
  notice: '/m/notice',
  noticeDetail: '/m/noticeDetail',
  message: '/m/message',
  webEmail: '/m/webEmail',
  help: '/m/help',
  agent: '/m/agent',
  // The agent's screens behind the agent home's tiles and footer (G §2; issue 25).
  agentTeamOverview: '/m/agent/team/overview',
  team: '/m/member/team',
  agentRegister: '/m/agentRegister',
  teamPnl: '/m/agent/team/pnl',
  teamBetting: '/m/teamBetting',
  agentRebate: '/m/member/agent/agentRebeat',
  teamRebate: '/m/member/teamRebate',
  agentDividend: '/m/member/agent/agentDivident',
  salaryContract: '/m/member/agent/getSalaryContract',
  dividendContract: '/m/member/agent/getDevidendContract',
  hourContract: '/m/member/agent/getHourContract',
  redRain: '/m/redRain',
  /** The agent footer's announcements (G §2 "/m/member/notice?types=A"): the notices screen. */
  memberNotice: '/m/member/notice',
  rewardCenter: '/m/rewardCenter',
  pointMall: '/m/mall/mallHome',
  gameRecord: '/m/gameRecord',
  transactionRecord: '/m/transaction/record',
  securityCenter: '/m/securityCenter',
} as const;

export type RouteName = keyof typeof paths;

/**
 * The routes whose screens a later issue builds: one list (issue 23 "No dead ends"). A tap on a
 * link to one shows the translated "coming soon" notice for a second and stays put (G §8,
 * src/features/account/gates/gates.client.ts); opened directly, the route's page says the same
 * (routes.ts gives each the ComingSoonPage). Building a screen removes its route from here.
 */
export const COMING_SOON_ROUTES = ['redRain', 'rewardCenter', 'pointMall'] as const satisfies readonly RouteName[];
export const isComingSoonPath = (path: string): boolean => COMING_SOON_ROUTES.some((name) => paths[name] === path);

/** URL prefix of a language: none for the brand's default, `/<code>` for the others. */
export function languagePrefix(language: LanguageCode, defaultLanguage: LanguageCode): string {
  return language === defaultLanguage ? '' : `/${language.toLowerCase()}`;
}

/**
 * The query parameters each route reads (README "Links with a query"). A link with a query is built with
 * `withQuery`, never by hand, so a parameter's name and type are written once, here.
 */
export interface RouteQuery {
  /** The promotion to open. */
  activity: { id: number };
  activityDetail: { id: number };
  applyReward: { id: number };
  /** The home ticker's item N among the player notices. */
  notice: { index: number };
  noticeDetail: { id: number };
  /** The help tab (the article's place in the help call's answer). */
  help: { i: number };
  /** A game category, or one vendor of it. */
  gameList: { gameType: string; vassalage?: string };
  /** Transaction types to show (src/contract/vocabulary.ts TRANSACTION_TYPES letters), e.g. A for agent income. */
  transactionRecord: { types?: string };
  /** The deposit order to show (back from an online gateway, or a reload with the order on view). */
  voucherCenter: { order?: string };
  /** Announcement types to list: A for the agent announcements (G §2 agent footer); else the message centre's. */
  memberNotice: { types?: string };
  /** The team member whose downline the team list shows (drill-down); none: the agent's own. */
  team: { parent?: string };
  /** The form to open, a payment-password reset, and the withdrawal to return to once saved (issue 34 item 6). */
  securityCenter: { item?: 'payment' | 'mobile' | 'email'; mode?: 'reset'; back?: 'withdraw' };
}

declare const routeName: unique symbol;
/** A route's path, in some language (its prefix first): typed by the route, so `withQuery` knows its query. */
export type RoutePath<R extends keyof RouteQuery> = string & { readonly [routeName]: R };

/** Route `name`'s path behind a language's prefix (./paths.ts languagePrefix; none for the brand's default language). */
export function routePath<R extends keyof RouteQuery>(name: R, prefix = ''): RoutePath<R> {
  return `${prefix}${paths[name]}` as RoutePath<R>;
}

/** `withQuery(config.links.apply, { id })` → `/en/m/applyReward?id=12`; parameters left undefined are left out. */
export function withQuery<R extends keyof RouteQuery>(path: RoutePath<R>, query: RouteQuery[R]): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query) as [string, string | number | undefined][]) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
