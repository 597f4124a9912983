/**
 * Numbers, codes and flag names from the specification, each named once.
 * (`../shared/spec/account-area.md` and `game-content-area.md`; section in brackets.)
 * Values we chose where the spec is silent are marked "ours".
 */

/** Interface languages, in the spec's codes (account §1, §9). */
export const LANGUAGE_CODES = ['MY', 'EN'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** Theme values (account §4, §9). */
export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'dark';

/** Age confirmations are 18 or 21 depending on the brand (account §5). */
export const AGE_LIMITS = [18, 21] as const;

/** Browser storage keys the spec names (account §1, §3). */
export const STORAGE_KEYS = {
  language: 'language',
  theme: 'theme',
  status: 'status',
  session: 'MC_SESSION_INFO',
  /** Download-bar hide flag (game §4). The name is ours; the spec does not give it. */
  hideDownloadBar: 'hideDownloadBar',
  /** sessionStorage: set by the first page of a visit, so start-up steps run once per visit (ours). */
  started: 'started',
} as const;

/** System status codes (account §4). */
export const SYSTEM_STATUS = { normal: 0, maintenance: 1, restricted: 2 } as const;
export type SystemStatusCode = (typeof SYSTEM_STATUS)[keyof typeof SYSTEM_STATUS];

/** Page transition and back-swipe (account §9, game §9). */
export const PAGE_TRANSITION_MS = 300;
export const SWIPE_BACK_THRESHOLD_PX = 100;

/** Ours: how long a request may take before it fails with a timeout message. */
export const REQUEST_TIMEOUT_MS = 10_000;
/** Ours: the splash (first visit, no cached status) never stays longer than this. */
export const SPLASH_MAX_MS = 2_500;
/** Ours: while a maintenance or restricted page shows, the status is checked again this often. */
export const STATUS_RECHECK_MS = 30_000;

/** Member types (account §3, §6). */
export const MEMBER_TYPES = {
  real: [0, 1, 2],
  trial: [4],
  nonAgent: [0, 4, 40],
  agent: [1, 2, 41, 42],
} as const;

/** Every white-label flag the two specs name (account §3, §6; game §2, §6). */
export const WHITELABEL_FLAGS = [
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'MOBILEVERCODELOGIN3',
  'FACEBOOKLOGIN3',
  'GOOGLELOGIN3',
  'CHNGPASSVERIF3',
  'CBS3',
  'REWCEN3',
  'PTSYS3',
  'TRANSBETREPMEM3',
  'TRANSREC3',
  'SECPRIV',
  'MYACC',
  'AGEPAG',
  'DOWNMAN',
  'AGENTRANSMULTDOWN3',
  'AGETEAMPNL3',
  'TEAMBETTING3',
  'GAMSER',
  'AGEREBINC3',
  'MAILCEN',
] as const;
export type WhitelabelFlag = (typeof WHITELABEL_FLAGS)[number];

/** Customer-service channel types (game §2 "Support channels"). */
export const SUPPORT_TYPES = ['LIVECHAT', 'WHATSAPP', 'WHATSAPP2', 'WHATSAPP3', 'FACEBOOK', 'TELEGRAM'] as const;

/** Social links of the home footer (game §2 "Home footer"). */
export const SOCIAL_NETWORKS = ['facebook', 'youtube', 'whatsapp', 'instagram', 'tiktok', 'twitter'] as const;

/** Game categories in the order the home menu shows them when the server gives none (game §2). */
export const GAME_CATEGORIES = ['HOT', 'RNG', 'INHOUSE', 'FISH', 'LIVE', 'SPORTS', 'ESPORTS', 'PVP', 'COCKFIGHT', 'LOTT'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/** Unread badge cap (game §9). */
export const UNREAD_BADGE_CAP = 99;

/** Text of the deposit-bonus bubble in the bottom bar, before the currency symbol (game §9). */
export const DEPOSIT_BONUS_TEXT = '10,000';
