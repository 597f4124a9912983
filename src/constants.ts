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
  /** sessionStorage: the home pop-ups shown in this visit, each shown once per visit (G §2 "Home"; name ours). */
  shownPopups: 'shownPopups',
  /** The end of the day a player asked to see no more home pop-ups ("Don't show again today"; ours). */
  popupsHiddenUntil: 'popupsHiddenUntil',
} as const;

/** sessionStorage: a guest's tap on a game waiting for the login (src/widgets/games/play.ts; ours). Not in STORAGE_KEYS: the pre-paint script carries those. */
export const PENDING_GAME_ACTION_KEY = 'pendingGameAction';

/**
 * Storage keys that only sign-in and sign-out use (src/lib/session.ts), apart from STORAGE_KEYS so
 * the pre-paint script's copy of those stays small. Names ours; the spec names neither.
 */
export const SIGN_IN_KEYS = {
  /** sessionStorage: the trial user's name (account §3 "A trial name is kept in session storage"). */
  trialName: 'trialName',
  /** localStorage: the auto-login setting (account §3 "auto-login flag"), '0' after a logout (§4). */
  autoLogin: 'autoLogin',
  /** sessionStorage: this visit has signed in (home's app-download pop-up never follows a login; ours). */
  signedInThisVisit: 'signedInThisVisit',
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

/** Amount of the deposit-bonus bubble in the bottom bar, in the brand's currency (game §9 "10,000"). */
export const DEPOSIT_BONUS_AMOUNT = '10000';
/** Money shows 2 decimals: balances (G §2 "Balance widget", §9 "Balance 2 decimals"), win amounts, every amount (src/lib/money.ts). */
export const MONEY_DECIMALS = 2;

/** Game types games carry (G §1, §3). */
export const GAME_TYPES = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'INHOUSE', 'LOTT', 'ELOTT'] as const;
export type GameType = (typeof GAME_TYPES)[number];
/** RNG classifications of the filter panel (G §2 "Filter panel"). */
export const GAME_CLASSIFICATIONS = ['JP', 'SC', 'VP', 'TG', 'AC'] as const;
/** RNG minimum bets of the filter panel. */
export const MIN_BETS = [0.01, 0.05, 0.1, 0.5, 0.75, 1] as const;
/** Announcement types (G §3 "Content types"). */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H', 'A'] as const;
/** The player notices: the home ticker's list, and the announcements page's first kind. */
export const PLAYER_NOTICE_TYPE = 'PL' satisfies (typeof ANNOUNCEMENT_TYPES)[number];
/** Banner groups (G §2 "Form banner", "Home"). */
export const BANNER_GROUPS = ['m_home', 'm_login', 'm_reg', 'm_forget', 'm_change'] as const;
/** The announcement types home asks for in one call (G §7 "B,PL,PU,PR,H on home"). */
export const HOME_ANNOUNCEMENT_TYPES = 'B,PL,PU,PR,H';
/** Ours: a banner picture's size at 1x, and so the banner box's aspect ratio (the brand's welcome banner, the sandbox's banners). */
export const BANNER_PICTURE = { width: 720, height: 300 } as const;
/** Home banner carousel (G §2 "Home", §9): it loops, slides in 1000 ms and moves on every 5000 ms. */
export const BANNER_SLIDE_SPEED_MS = 1000;
export const BANNER_AUTOPLAY_DELAY_MS = 5000;
/**
 * Ours: the home banners after the first wait for the first row of games to load (a weak network
 * gives the game pictures its bandwidth first), this long at most.
 */
export const BANNERS_WAIT_FOR_GAMES_MS = 10_000;
/** Ours: the home notice ticker moves its titles at this speed (a title of 300 px crosses in 7.5 s). */
export const NOTICE_TICKER_PX_PER_S = 40;
/** Vendor codes the spec names (G §9). */
export const VENDORS = { inHouse: 'BGS', esports: ['AV', 'AI', 'IMES', 'TF', 'IA'], cockfight: ['DS88', 'DIG'], lottery: ['TCG_LOTTO_VN', 'TCG_SEA'] } as const;
/**
 * The in-house screen's default tab (G §2 "Default tab Crash for inhouse"). In the sandbox "Crash" is
 * a word of the in-house vendor's game names (Rocket Crash, Jet Crash), not a classification: the tab
 * is a name search within the in-house vendor (src/widgets/games/list-state.ts).
 */
export const IN_HOUSE_DEFAULT_TAB = 'Crash';
/** Registration channels (A §1). */
export const REGISTER_METHODS = ['APP', 'H5', 'WEBCLIP', 'PWA'] as const;
/** Module ids (A §7). */
export const MODULE_IDS = { testPlay: 'FREEPLAY3' } as const;

/** Page sizes and limits (G §7, §9; A §9). */
export const PAGE_SIZE = 35;
export const FAVOURITE_IDS_SIZE = 100;
export const HOME_LIST_SIZE = 40;
export const NEW_RNG_SIZE = 6;
/** A home game block shows this many games, then 'show more' (G §2 "a 'show more' appears when there are more than 6 games"). */
export const HOME_BLOCK_PREVIEW = 6;
/** A size-limited home game block never shows more than this many (G §2 "only the first 9 games"). */
export const HOME_BLOCK_LIMIT = 9;
export const WINNER_LIMIT = 20;
export const BIG_WINS_SHOWN = 10;
/** Ours: the winner board moves on one row this often while it scrolls by itself (G §2 "auto-scrolling"). */
export const WINNER_SCROLL_STEP_MS = 2500;
/**
 * Ours: how near the screen (px) a part of home below the fold must come before its script asks the
 * platform (winner board, footer vendor icons and help titles): early enough to be filled when seen.
 */
export const HOME_LAZY_MARGIN_PX = 600;
/** Ours: the longest a part of home that waits for an idle moment waits (pop-ups, resuming a guest's tap). */
export const HOME_IDLE_TIMEOUT_MS = 2000;
/**
 * Ours: vendor logos (the home footer's vendor icons). No call names them: the address is a path on
 * the image CDN built from the vendor code, `vendors/<code>/v1-120x48.png`, and `-240x96` for 2x
 * screens (the sandbox's convention, scripts/sandbox/images/paths.ts).
 */
export const VENDOR_LOGO = { version: 1, width: 120, height: 48 } as const;
export const CAPTCHA_MAX_LENGTH = 6;
export const SMS_CODE_MAX_LENGTH = 10;
export const MOBILE_MAX_LENGTH = 20;
export const USERNAME_MAX_LENGTH = 20;
export const REMARKS_MAX_LENGTH = 140;
export const MAX_IMAGES = 3;
export const MAX_IMAGE_BYTES = 5_242_880;
/**
 * Ours (G §5 is silent on large photos): a JPEG or PNG over MAX_IMAGE_BYTES is re-encoded in the
 * browser as a JPEG, its longest edge at most the first size, at the first quality, then smaller and
 * lower down the list until it fits; below the last step a receipt or screenshot is no longer
 * legible, so the picture is refused with the size message (src/features/activity/apply-reward-pictures.ts).
 */
export const DOWNSCALE_STEPS = [
  { maxEdge: 2560, quality: 0.85 },
  { maxEdge: 2560, quality: 0.7 },
  { maxEdge: 2048, quality: 0.7 },
  { maxEdge: 1600, quality: 0.7 },
  { maxEdge: 1280, quality: 0.6 },
] as const;
/**
 * Ours (G §5 is silent): the largest picture a reward application takes, read from the file's
 * header before anything decodes it (site) and checked again by the platform. A 48 MP phone photo
 * (8000 × 6000) passes; decoded it is about 200 MB of RGBA, what a mid-range phone can hold once.
 * Beyond that a small file can still decode to gigabytes (a 20000 × 20000 PNG of 48 KB: 1.6 GB),
 * so it is refused with `upload.dimensions` instead.
 */
export const MAX_IMAGE_EDGE_PX = 12_000;
export const MAX_IMAGE_PIXELS = 50_000_000;
/** Ours: the reward application carries up to MAX_IMAGES pictures of 5 MB (about 20 MB of base64): it may take this long. */
export const REWARD_UPLOAD_TIMEOUT_MS = 60_000;
export const EMAIL_MAX_LENGTH = 254;
export const SMS_DEFAULT_COUNTDOWN_S = 60;
/** Birthday picker and rule: from 1900 to the end of the current year (A §2, §9). */
export const BIRTHDAY_MIN_YEAR = 1900;
/** How the content screens write the platform's dates (G §2 "Promotions", "Notices"), in dayjs tokens. */
export const DATE_FORMATS = { promotion: 'YYYY/MM/DD', notice: 'YYYY-MM-DD HH:mm:ss' } as const;
/** Live chat: the browser goes to the chat address this long after the launch call answers (G §4, §9). */
export const LIVE_CHAT_REDIRECT_MS = 500;
/** Ours (G §3 names only the inbox's unread count): inbox messages per page, and the most a request may ask for. */
export const INBOX_PAGE_SIZE = 20;
export const INBOX_PAGE_SIZE_MAX = 50;
/** Gateways (A §9). */
export const GATEWAY = { WEB: 1, MOBILE: 3 } as const;
/** Throttles of the fetcher layer (G §7, §9). */
export const UNREAD_THROTTLE_MS = 250;
export const MARK_READ_THROTTLE_MS = 150;
/** Game list screens (G §9): name search debounced 600 ms and throttled 1000 ms, loading more at most
 * once per 1000 ms when the grid's end comes within 300 px, the list's loading indicator 3 s. */
export const SEARCH_DEBOUNCE_MS = 600;
export const SEARCH_THROTTLE_MS = 1000;
export const LOAD_MORE_THROTTLE_MS = 1000;
export const SCROLL_THRESHOLD_PX = 300;
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
export const LIST_LOADING_MS = 3000;
/** Ours: a guest's tap on a game or star is finished after logging in only within this time. */
export const PENDING_GAME_ACTION_MAX_AGE_MS = 10 * 60_000;
/** The longest game name a search sends: the game-list call's `gameName` limit (ours; the spec gives none). */
export const GAME_NAME_MAX_LENGTH = 64;
/**
 * Fixed fields of the game calls (G §7): platform html5 and clientType 2 on lists, isPlatform 2 on
 * hot games, typeId 1 on vendor game types.
 */
export const GAME_CALL_FIELDS = { platform: 'html5', clientType: 2, isPlatform: 2, vendorTypeId: 1 } as const;
/** Launch play types (G §3 "Play types Tradition and Entertainment", §4): entertainment lotto mode sends ent, else trad. */
export const PLAY_TYPES = { entertainment: 'ent', tradition: 'trad' } as const;
/**
 * Ours: the platform's wall clock, UTC+7 (Indochina time, where the TCG lotteries draw). The spec
 * gives no time zone; the platform writes times (`YYYY-MM-DD HH:mm:ss`) on this clock, and the
 * lottery lobby reads draw times with it, so a countdown is right in every player's time zone.
 */
export const PLATFORM_UTC_OFFSET_MINUTES = 7 * 60;
/** Ours: the lottery lobby asks for new draw times this long after a shown draw time has passed. */
export const LOTTERY_DRAW_REFRESH_MS = 5_000;
/** Language-change refreshes (G §4, §9): hot games and vendors 250 ms, winner board 250 ms, help 200 ms. */
export const LANGUAGE_REFRESH_DEBOUNCE_MS = { hotGamesAndVendors: 250, winnerBoard: 250, help: 200 } as const;
/** Re-validation of filled login fields after a language change (A §4, §9). */
export const REVALIDATE_DEBOUNCE_MS = 200;

/** Toasts (A §9): short 3 s, long 8 s, default notification and success 1.5 s, loading 10 s
 * (15 s for one set-password case), logout and SMS-sending notices up to 9999 ms. */
export const TOAST_MS = { short: 3000, long: 8000, notice: 1500, success: 1500, loading: 10_000, loadingSetPassword: 15_000, pending: 9999 } as const;
/** Dialog mask double-click guard (A §9). */
export const DIALOG_GUARD_MS = 300;
/** SMS countdown re-evaluated every 500 ms (A §4, §9). */
export const SMS_TICK_MS = 500;
/** After a password change, home after 1 s; forgot-password success shown 1 s (A §9). */
export const PASSWORD_CHANGED_REDIRECT_MS = 1000;
export const FORGOT_SUCCESS_MS = 1000;
/** Trial gate and coming-soon notices (G §6, §8). */
export const FREE_REJECT_TOAST_MS = 1000;
export const COMING_SOON_TOAST_MS = 1000;

/**
 * Service worker helper (game §9): "waiting timeout 200 ms, update window 60000 ms". They are the
 * two constants of workbox-window, the helper the original site used (WAITING_TIMEOUT_DURATION,
 * REGISTRATION_TIMEOUT_DURATION). Our reading, in src/shell/worker-updates.ts: a new worker still
 * waiting 200 ms after it installed has not taken over by itself (skipWaiting), so the player is
 * offered the reload; and the page asks for an update at most once per 60 s window.
 */
export const SW_WAITING_TIMEOUT_MS = 200;
export const SW_UPDATE_WINDOW_MS = 60_000;
/** Ours: a page the network has not sent within this time comes from the worker's saved copy, if it has one. */
export const PAGE_NETWORK_TIMEOUT_MS = 3000;
