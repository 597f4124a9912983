/**
 * Every platform call: method, path and flags, without schemas, so the browser bundle can import
 * it for the price of a few strings. The schemas of each call are in ./schemas.ts (zod), which only
 * the build, the sandbox and the tests import; the browser takes their types alone.
 *
 * A call's URL is `brand.api.baseUrl + brand.api.prefixes[group] + path`, so an operator points a
 * bundle at their platform from the brand file. The paths are ours (the spec gives none); the
 * spec's `/wps/` (accounts, content) and `/lgw/` (game gateway) groups are the default prefixes.
 * Sections in brackets are the spec's: A = account-area.md, G = game-content-area.md.
 */
export type CallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type CallGroup = 'wps' | 'lgw';

export interface CallMeta {
  method: CallMethod;
  group: CallGroup;
  path: string;
  /**
   * Sends the session token (header `Authorization: Bearer …`); a 401 answer clears the session.
   * 'optional': sent when there is a session (e.g. announcements carry read flags for members).
   */
  auth: boolean | 'optional';
  /** Body encrypted with the brand's key (A §7); see src/lib/body-crypto.ts. */
  encrypted: boolean;
  /** How the request travels: query string, JSON body or form-urlencoded body. */
  body: 'query' | 'json' | 'form';
  /** Module id the platform expects with the call (A §7). */
  moduleId?: string;
}

const get = <Auth extends boolean = false>(group: CallGroup, path: string, auth = false as Auth) =>
  ({ method: 'GET', group, path, auth, encrypted: false, body: 'query' }) as const;
const post = <Auth extends boolean = false>(group: CallGroup, path: string, auth = false as Auth) =>
  ({ method: 'POST', group, path, auth, encrypted: false, body: 'json' }) as const;

export const CALLS = {
  // ---- account (A §7) ----
  login: { method: 'POST', group: 'wps', path: '/member/login', auth: false, encrypted: true, body: 'json' },
  testPlay: { method: 'POST', group: 'wps', path: '/member/test-play', auth: false, encrypted: false, body: 'json', moduleId: 'FREEPLAY3' },
  trialLogin: get('wps', '/member/trial'),
  register: { method: 'PUT', group: 'wps', path: '/member/register', auth: false, encrypted: true, body: 'json', moduleId: 'REGISTER3' },
  sendSmsCode: post('wps', '/sms/code'),
  captcha: get('wps', '/captcha'),
  registerRules: get('wps', '/register/rules'),
  usernameCheck: get('wps', '/register/username'),
  affiliateCheck: get('wps', '/register/affiliate'),
  forgotPasswordEmail: { method: 'POST', group: 'wps', path: '/password/forgot', auth: false, encrypted: false, body: 'form' },
  setPasswordByPhone: { method: 'POST', group: 'wps', path: '/password/phone', auth: false, encrypted: true, body: 'json' },
  changePassword: post('wps', '/member/password/v2', true),
  logout: { method: 'DELETE', group: 'wps', path: '/member/session', auth: true, encrypted: false, body: 'query' },
  systemStatus: get('wps', '/system/status'),
  systemCountry: get('wps', '/system/countries'),
  setHeadIcon: { method: 'POST', group: 'wps', path: '/member/head-icon', auth: true, encrypted: false, body: 'form' },
  getHeadIcon: get('wps', '/member/head-icon', true),
  transferAllBack: post('wps', '/member/wallets/transfer-back', true),
  registerSettings: get('wps', '/register/settings'),
  memberInfo: get('wps', '/member/info', true),
  helpCentre: get('wps', '/content/help'),
  inboxUnread: get('wps', '/inbox/unread', true),
  inboxList: get('wps', '/inbox', true),
  inboxRead: post('wps', '/inbox/read', true),
  customerService: get('wps', '/system/customer-service'),
  liveChat: get('wps', '/chat/launch', true),
  wallet: get('wps', '/member/wallet', true),
  merchantWallet: get('wps', '/member/wallets', true),
  // ---- security centre (issue 23) ----
  // Ours (the spec names the screen, G §2, not its calls). securityInfo answers contact details
  // masked (src/contract/masking.ts): the screen only shows them masked, so the full number and
  // address never travel, sit in the page's cache or reach whoever holds a stolen token.
  securityInfo: get('wps', '/member/security', true),
  setPaymentPassword: post('wps', '/member/payment-password', true),
  changePaymentPassword: post('wps', '/member/payment-password/change', true),
  sendPaymentResetCode: post('wps', '/member/payment-password/reset/code', true),
  resetPaymentPassword: post('wps', '/member/payment-password/reset', true),
  bindMobile: post('wps', '/member/mobile', true),
  bindEmail: post('wps', '/member/email', true),
  // ---- cashier (issue 24) ----
  // Ours (the spec gives the routes /m/voucherCenter and /m/withdraw, the A §5 gate and "fees: not
  // shown"), shaped as the region's large platforms do: methods with channels, orders with a
  // reference and an expiry, bank accounts, a ledger. Every money-moving submit carries a requestId
  // (the same id answers the first answer). `withdraw` carries the payment password: encrypted as
  // the login is (A §7).
  depositOptions: get('wps', '/cashier/deposit/options', true),
  createDeposit: post('wps', '/cashier/deposits', true),
  depositOrders: get('wps', '/cashier/deposits', true),
  depositOrder: get('wps', '/cashier/deposits/order', true),
  uploadDepositReceipt: post('wps', '/cashier/deposits/receipt', true),
  markDepositPaid: post('wps', '/cashier/deposits/paid', true),
  cancelDeposit: post('wps', '/cashier/deposits/cancel', true),
  depositLimits: get('wps', '/cashier/deposit-limits', true),
  setDepositLimit: post('wps', '/cashier/deposit-limits', true),
  withdrawOptions: get('wps', '/cashier/withdraw/options', true),
  payoutBanks: get('wps', '/cashier/banks', true),
  addBankAccount: post('wps', '/cashier/bank-accounts', true),
  withdraw: { method: 'POST', group: 'wps', path: '/cashier/withdrawals', auth: true, encrypted: true, body: 'json' },
  transactionRecords: get('wps', '/records/transactions', true),
  betRecords: get('wps', '/records/bets', true),
  // ---- games (G §7) ----
  vendorGameTypes: get('lgw', '/vendors'),
  gameList: get('lgw', '/games'),
  homeGameLists: get('lgw', '/games/home'),
  hotGames: get('lgw', '/games/hot'),
  favouriteIds: get('lgw', '/favourites/ids', true),
  favouriteList: get('lgw', '/favourites', true),
  addFavourite: post('lgw', '/favourites', true),
  removeFavourite: { method: 'DELETE', group: 'lgw', path: '/favourites', auth: true, encrypted: false, body: 'json' },
  recentAdd: get('lgw', '/recent/add', true),
  recentList: get('lgw', '/recent', true),
  launchGame: get('lgw', '/games/launch', true),
  winnerBoard: get('lgw', '/winners'),
  lotteryList: get('lgw', '/lottery'),
  lotteryMenu: get('lgw', '/lottery/menu'),
  popularLottery: get('lgw', '/lottery/popular'),
  vnLotteryRecent: get('lgw', '/lottery/vn/recent'),
  vnLotteryNumero: get('lgw', '/lottery/vn/numero'),
  lotteryNumero: get('lgw', '/lottery/numero'),
  gameMenus: get('lgw', '/menus'),
  liveModelList: get('lgw', '/live/models'),
  // ---- content, messages, promotions (G §7) ----
  announcements: { ...get('wps', '/content/announcements'), auth: 'optional' },
  markAnnouncementRead: post('wps', '/content/announcements/read', true),
  promotionCategories: get('wps', '/promotions/categories'),
  promotionJoin: post('wps', '/promotions/join', true),
  requestReward: post('wps', '/promotions/reward', true),
  chatUnread: get('wps', '/chat/unread', true),
  downloadLinks: get('wps', '/system/downloads'),
  // ---- invite (issue 23) ----
  // Ours (the spec names the /m/inviteFriends screen, A §2, and no call): the member's affiliate
  // code, its registration link, the referral promotion's rules and the member's referral figures.
  inviteInfo: get('wps', '/member/invite', true),
  // ---- agent (G §2 "Agent home", §7) ----
  teamKpi: get('wps', '/agent/team/kpi', true),
  contractRequests: get('wps', '/agent/contracts', true),

  // ---- agent: team overview and team management (issue 25, team) ----
  teamOverview: get('wps', '/agent/team/overview', true),
  teamMembers: get('wps', '/agent/team/members', true),
  teamMemberDetail: get('wps', '/agent/team/member', true),

  // ---- agent: open account and rebates (issue 25, register) ----
  // Ours (G §2 gives the paths /m/agentRegister, /m/member/agent/agentRebeat, /m/member/teamRebate):
  // rebate rates per game category, the agent's own and their direct members'; setting a direct
  // member's; the team's rebate income per day and category; and opening a downline account,
  // which carries a password, so it is encrypted as register is (A §7), and idempotent by requestId.
  agentRebates: get('wps', '/agent/rebates', true),
  setMemberRebate: post('wps', '/agent/rebates/member', true),
  teamRebateIncome: get('wps', '/agent/rebates/income', true),
  agentRegister: { method: 'POST', group: 'wps', path: '/agent/accounts', auth: true, encrypted: true, body: 'json' },

  // ---- agent: reports, dividend and contracts (issue 25, reports) ----
  // Ours (G §2 gives the paths, §7 the contract request fields): team profit and loss by member or
  // game category, the team's bets, the agent's three contracts (daily salary, dividend, hourly
  // salary) with their tiers and payouts, answering an offer (idempotent by requestId), and the
  // dividend's current period.
  teamPnl: get('wps', '/agent/reports/pnl', true),
  teamBetting: get('wps', '/agent/reports/bets', true),
  agentContracts: get('wps', '/agent/contracts/terms', true),
  answerContract: post('wps', '/agent/contracts/answer', true),
  dividendInfo: get('wps', '/agent/dividend', true),
} as const satisfies Record<string, CallMeta>;

export type CallId = keyof typeof CALLS;
/** Every call's id, for enums and loops (a tuple, as z.enum takes it). */
export const CALL_IDS = Object.keys(CALLS) as [CallId, ...CallId[]];

/** Header naming the merchant of every request. */
export const MERCHANT_HEADER = 'X-Merchant-Code';
/** Header carrying the module id of calls whose request has no `moduleId` field (A §7, e.g. register). */
export const MODULE_HEADER = 'X-Module-Id';
/** Header naming the body encryption scheme of an encrypted call (A §7). */
export const ENCRYPTION_HEADER = 'X-Body-Encryption';
export const ENCRYPTION_SCHEME = 'aes-256-cbc;key=sha256';
/** Header the login sends from an installed web app (A §7 "device header OTHERS in standalone mode"). */
export const DEVICE_HEADER = 'X-Device';
export const STANDALONE_DEVICE = 'OTHERS';
