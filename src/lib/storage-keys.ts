/**
 * The browser storage keys (account §1, §3): the session, the player's choices and what one visit
 * remembers. Beside ./storage.ts, which reads and writes them; the pre-paint script (src/shell) gets
 * a copy of STORAGE_KEYS.
 */
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

/** localStorage: the status call's mobile templates (A §3 mem_cen, dep_func), so a layout they pick paints right at once (name ours). */
export const MOBILE_TEMPLATE_KEY = 'mobileTemplate';

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

/**
 * sessionStorage: a money-moving submit of `form` sent and not yet answered (src/lib/money-submit.ts;
 * ours). A page whose submit code loads on need looks here to know whether to load it at once.
 */
export const unansweredSubmitKey = (form: string): string => `unansweredSubmit:${form}`;

/** sessionStorage: the online deposit order whose gateway the player was sent to; the deposit page shows it when they come back. */
export const DEPOSIT_GATEWAY_ORDER_KEY = 'depositGatewayOrder';
