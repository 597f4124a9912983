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
} as const;

export type RouteName = keyof typeof paths;

/** URL prefix of a language: none for the brand's default, `/<code>` for the others. */
export function languagePrefix(language: LanguageCode, defaultLanguage: LanguageCode): string {
  return language === defaultLanguage ? '' : `/${language.toLowerCase()}`;
}
