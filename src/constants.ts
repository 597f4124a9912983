/**
 * What more than one layer shares of the specification, each named once
 * (`../shared/spec/account-area.md` and `game-content-area.md`; section in brackets): the brand
 * file's vocabularies (languages, themes, age limits, whitelabel flags, support types, socials: the
 * brand schema sits below the contract) and the numbers several modules use. The platform's
 * vocabularies are in src/contract/vocabulary.ts, its limits in src/contract/limits.ts, the storage
 * keys in src/lib/storage-keys.ts; a number one module uses sits in that module.
 * Values we chose where the spec is silent are marked "ours".
 */

/** Interface languages, in the spec's codes (account §1, §9). */
export const LANGUAGE_CODES = ['MY', 'EN'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** Theme values (account §4, §9). */
export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];

/** Age confirmations are 18 or 21 depending on the brand (account §5). */
export const AGE_LIMITS = [18, 21] as const;

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

/** Amount of the deposit-bonus bubble in the bottom bar, in the brand's currency (game §9 "10,000"). */
export const DEPOSIT_BONUS_AMOUNT = '10000';

/** Ours: a banner picture's size at 1x, and so the banner box's aspect ratio (the brand's welcome banner, the sandbox's banners). */
export const BANNER_PICTURE = { width: 720, height: 300 } as const;
/** Home banner carousel (G §2 "Home", §9): it moves on every 5000 ms (and slides in 1000 ms, home's banner-swiper.ts). */
export const BANNER_AUTOPLAY_DELAY_MS = 5000;

/** A home game block shows this many games, then 'show more' (G §2 "a 'show more' appears when there are more than 6 games"). */
export const HOME_BLOCK_PREVIEW = 6;

/** A size-limited home game block never shows more than this many (G §2 "only the first 9 games"). */
export const HOME_BLOCK_LIMIT = 9;

/** Winner board (G §2, §7): the winners it asks for, and the big wins it shows. */
export const WINNER_LIMIT = 20;
export const BIG_WINS_SHOWN = 10;

/** Live chat: the browser goes to the chat address this long after the launch call answers (G §4, §9). */
export const LIVE_CHAT_REDIRECT_MS = 500;

/** Ours: the winner board moves on one row this often while it scrolls by itself (G §2 "auto-scrolling"). */
export const WINNER_SCROLL_STEP_MS = 2500;

/**
 * Ours: vendor logos (the home footer's vendor icons). No call names them: the address is a path on
 * the image CDN built from the vendor code, `vendors/<code>/v1-120x48.png`, and `-240x96` for 2x
 * screens (the sandbox's convention, scripts/sandbox/images/paths.ts).
 */
export const VENDOR_LOGO = { version: 1, width: 120, height: 48 } as const;

/** The SMS code's countdown when the answer gives no expiry (A §4, §9). */
export const SMS_DEFAULT_COUNTDOWN_S = 60;

/** Birthday picker and rule: from 1900 to the end of the current year (A §2, §9). */
export const BIRTHDAY_MIN_YEAR = 1900;

/** Game list screens (G §9): name search debounced 600 ms and throttled 1000 ms, loading more at most
 * once per 1000 ms when the grid's end comes within 300 px, the list's loading indicator 3 s. */
export const SEARCH_DEBOUNCE_MS = 600;
export const SEARCH_THROTTLE_MS = 1000;
export const LOAD_MORE_THROTTLE_MS = 1000;

/**
 * Ours: a game grid draws and windows its tiles in runs of this many (GameGrid.tsx): whole rows at
 * three and at four columns (games.css), so a run left out is whole rows.
 */
export const GRID_RUN_SIZE = 36;

/**
 * Ours: game tiles a row at phone widths (games.css .game-grid; four from 420 px). The first row's
 * icons are a list screen's largest paint: they load first (GameGrid, first-page.client.ts).
 */
export const TILES_PER_ROW = 3;

/**
 * Ours (issue 21, item 8): the most badges a game tile shows (src/widgets/games/tile-badges.ts), so
 * they stay left of the favourite star and off most of the art at 320 px.
 */
export const TILE_BADGE_MAX = 2;

/** Ours: the longest the other icons of a grid wait for its first row's (GameGrid): a stuck icon holds no one longer. */
export const FIRST_ROW_HEAD_START_MS = 2000;

/**
 * Ours: the platform's wall clock, UTC+7 (Indochina time, where the TCG lotteries draw). The spec
 * gives no time zone; the platform writes times (`YYYY-MM-DD HH:mm:ss`) on this clock, and the
 * lottery lobby reads draw times with it, so a countdown is right in every player's time zone.
 */
export const PLATFORM_UTC_OFFSET_MINUTES = 7 * 60;

/** Toasts (A §9): short 3 s, long 8 s, default notification and success 1.5 s, loading 10 s
 * (15 s for one set-password case), logout and SMS-sending notices up to 9999 ms. */
export const TOAST_MS = { short: 3000, long: 8000, notice: 1500, success: 1500, loading: 10_000, loadingSetPassword: 15_000, pending: 9999 } as const;

/** Dialog mask double-click guard (A §9). */
export const DIALOG_GUARD_MS = 300;

/** Trial gate and coming-soon notices (G §6, §8). */
export const FREE_REJECT_TOAST_MS = 1000;
