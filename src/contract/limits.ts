/**
 * The specification's limits on what is sent and answered (lengths, counts, picture sizes, page
 * sizes): the contract's schemas, the forms and the sandbox check the same numbers from here.
 * Values we chose where the spec is silent are marked "ours".
 */

/** Page sizes of the game calls (G §7, §9): a list page, a home list, the newest slots. */
export const PAGE_SIZE = 35;
export const HOME_LIST_SIZE = 40;
export const NEW_RNG_SIZE = 6;

/** Input lengths (A §2, §9; G §5): what a field takes and the contract accepts. */
export const CAPTCHA_MAX_LENGTH = 6;
export const SMS_CODE_MAX_LENGTH = 10;
export const MOBILE_MAX_LENGTH = 20;
export const USERNAME_MAX_LENGTH = 20;
export const REMARKS_MAX_LENGTH = 140;
export const EMAIL_MAX_LENGTH = 254;

/** The reward application's pictures (G §5): at most 3, of 5 MB each. */
export const MAX_IMAGES = 3;
export const MAX_IMAGE_BYTES = 5_242_880;

/**
 * Ours (G §5 is silent): the largest picture a reward application takes, read from the file's
 * header before anything decodes it (site) and checked again by the platform. A 48 MP phone photo
 * (8000 × 6000) passes; decoded it is about 200 MB of RGBA, what a mid-range phone can hold once.
 * Beyond that a small file can still decode to gigabytes (a 20000 × 20000 PNG of 48 KB: 1.6 GB),
 * so it is refused with `upload.dimensions` instead.
 */
export const MAX_IMAGE_EDGE_PX = 12_000;
export const MAX_IMAGE_PIXELS = 50_000_000;

/** Ours (G §3 names only the inbox's unread count): the most inbox messages one request may ask for. */
export const INBOX_PAGE_SIZE_MAX = 50;

/** The longest game name a search sends: the game-list call's `gameName` limit (ours; the spec gives none). */
export const GAME_NAME_MAX_LENGTH = 64;

/**
 * Avatars (ours; A §7 names set / get head icon only): the platform's preset avatars are numbered
 * 1 to AVATAR_PRESETS; an own picture is downscaled in the browser to AVATAR_EDGE_PX on its
 * longest side (a 48 px avatar on a 3x screen wants 144), a JPEG of a few dozen KB, and
 * the body that carries it is bounded by AVATAR_BODY_BYTES.
 */
export const AVATAR_PRESETS = 12;
export const AVATAR_EDGE_PX = 256;
export const AVATAR_BODY_BYTES = 256 * 1024;
/** Ours (issue 23; the spec names the field, not its rule): a payment password is exactly this many digits. */
export const PAYMENT_PASSWORD_LENGTH = 6;

// ---- cashier (issue 24; ours: the spec gives none of these) ----

/** Transaction and betting records: rows per page (load more asks for the next). */
export const RECORDS_PAGE_SIZE = 20;
/** The longest date range one records request covers: what the region's platforms keep online. */
export const RECORDS_RANGE_MAX_DAYS = 90;
/** Bank accounts a member may keep for withdrawals. */
export const BANK_ACCOUNTS_MAX = 5;
/** The longest payee name and account number the platform stores. */
export const PAYEE_NAME_MAX_LENGTH = 64;
/** The shortest payee name (a bank account's holder). */
export const PAYEE_NAME_MIN_LENGTH = 2;
/**
 * What a payee name may never hold: markup characters. These names are shown back to the member, to
 * their agent and to the platform's staff; one rule for registration and bank accounts (issue 34).
 */
export const PAYEE_NAME_FORBIDDEN = `<>"'&`;
/** The one rule for a payee name, wherever one is sent: the contract's schemas, the sandbox, the forms. */
export const PAYEE_NAME_PATTERN = new RegExp(`^[^${PAYEE_NAME_FORBIDDEN}]{${PAYEE_NAME_MIN_LENGTH},${PAYEE_NAME_MAX_LENGTH}}$`);
export const ACCOUNT_NUMBER_MAX_LENGTH = 32;

// ---- agent: open account and rebates (issue 25, register; ours: the spec gives only the paths) ----

/**
 * Rebate rates: percent of a downline's valid bets, per game category (REBATE_CATEGORIES), as
 * decimal strings of at most PERCENT_DECIMALS decimals ("1.20"), so a step of 0.01 %. No rate
 * is above REBATE_RATE_MAX (the platform's ceiling; the region's large platforms pay at most about
 * 3 % on slots), and an agent never gives a member more than their own rate for that category.
 */
export const REBATE_RATE_MAX = '3.00';
/** Decimals of every percentage the contract carries (rebate rates, contract tiers): 0.01 %, one basis point (src/lib/percent.ts). */
export const PERCENT_DECIMALS = 2;
export const REBATE_RATE_STEP = '0.01';
/** Direct members per page of the rebate settings list. */
export const REBATE_MEMBERS_PAGE_SIZE = 20;
// ---- agent reports and contracts (issue 25; ours: the spec gives none of these) ----

/** Team profit and loss by member, and team betting: rows per page (load more asks for the next). */
export const TEAM_REPORT_PAGE_SIZE = 20;
/** The most tiers one contract has. */
export const CONTRACT_TIERS_MAX = 10;
// ---- agent team (issue 25; ours: the spec gives only the screens' paths) ----

/** The team list (team management): rows per page; load more asks for the next. */
export const TEAM_PAGE_SIZE = 30;
/** The deepest level a team list filter names (1 = the agent's direct members); deeper members still list under "all levels". */
export const TEAM_LEVELS_MAX = 6;
