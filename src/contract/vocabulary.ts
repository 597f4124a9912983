/**
 * The specification's vocabularies (`../shared/spec/account-area.md` and `game-content-area.md`;
 * section in brackets): member types, game categories and types, announcement types, status codes,
 * vendor codes, the fields every game call carries. The platform speaks them; the contract, the
 * site and the sandbox all name them from here. (The brand file's own vocabularies, whitelabel
 * flags, support types, socials, languages and themes, sit in src/constants.ts: the brand schema is
 * below the contract.)
 */
/** System status codes (account §4). */
export const SYSTEM_STATUS = { normal: 0, maintenance: 1, restricted: 2 } as const;
export type SystemStatusCode = (typeof SYSTEM_STATUS)[keyof typeof SYSTEM_STATUS];

/** Member types (account §3, §6). */
export const MEMBER_TYPES = {
  real: [0, 1, 2],
  trial: [4],
  nonAgent: [0, 4, 40],
  agent: [1, 2, 41, 42],
} as const;

/** Game categories in the order the home menu shows them when the server gives none (game §2). */
export const GAME_CATEGORIES = ['HOT', 'RNG', 'INHOUSE', 'FISH', 'LIVE', 'SPORTS', 'ESPORTS', 'PVP', 'COCKFIGHT', 'LOTT'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/**
 * The categories an agent's and a member's rebate rates are set per (ours, issue 25): the game
 * categories without HOT, which is a selection of games, not a kind of game.
 */
export type RebateCategory = Exclude<GameCategory, 'HOT'>;
export const REBATE_CATEGORIES = GAME_CATEGORIES.filter((category): category is RebateCategory => category !== 'HOT') as unknown as readonly [
  RebateCategory,
  ...RebateCategory[],
];

/** Ours (issue 25): the account types an agent may open under themselves (open account: a member, or an agent of the second level). */
export const DOWNLINE_TYPES = { member: 0, agent: 2 } as const;

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

/** Vendor codes the spec names (G §9). */
export const VENDORS = { inHouse: 'BGS', esports: ['AV', 'AI', 'IMES', 'TF', 'IA'], cockfight: ['DS88', 'DIG'], lottery: ['TCG_LOTTO_VN', 'TCG_SEA'] } as const;

/** Registration channels (A §1). */
export const REGISTER_METHODS = ['APP', 'H5', 'WEBCLIP', 'PWA'] as const;

/** Module ids (A §7). */
export const MODULE_IDS = { testPlay: 'FREEPLAY3' } as const;

/**
 * Fixed fields of the game calls (G §7): platform html5 and clientType 2 on lists, isPlatform 2 on
 * hot games, typeId 1 on vendor game types.
 */
export const GAME_CALL_FIELDS = { platform: 'html5', clientType: 2, isPlatform: 2, vendorTypeId: 1 } as const;

/** Launch play types (G §3 "Play types Tradition and Entertainment", §4): entertainment lotto mode sends ent, else trad. */
export const PLAY_TYPES = { entertainment: 'ent', tradition: 'trad' } as const;

/**
 * Kinds of money movement in the transaction record (ours, issue 24; the spec names only the agent
 * tile's `/m/transaction/record?types=A`, which we read as A = agent income). One letter each, so a
 * filter travels as `?types=DW`: D deposit, W withdrawal, B bonus, R rebate, T transfer between
 * wallets, J adjustment by the operator, A agent income (commission, salary, dividend).
 */
export const TRANSACTION_TYPES = ['D', 'W', 'B', 'R', 'T', 'J', 'A'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** Ours: where a turnover requirement comes from (withdrawOptions): a deposit, a promotion's deposit and bonus, the platform's adjustment. */
export const TURNOVER_SOURCES = ['DEPOSIT', 'PROMOTION', 'ADJUSTMENT'] as const;
export type TurnoverSource = (typeof TURNOVER_SOURCES)[number];

// ---- agent contracts (issue 25, ours; G §2 names the three pages, §7 the request fields) ----

/** The agent's three contracts, in the order the contracts call answers them. */
export const CONTRACT_KINDS = ['dailySalary', 'dividend', 'hourlySalary'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];
/** offered: waits for the agent's answer; active: accepted, paid each period; declined; none: never offered. */
export const CONTRACT_STATUSES = ['offered', 'active', 'declined', 'none'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
/** How often a contract pays: salaries by the day or hour of team valid bets, the dividend by the half month or month of team loss. */
export const CONTRACT_PERIODS = ['hour', 'day', 'halfMonth', 'month'] as const;
export type ContractPeriod = (typeof CONTRACT_PERIODS)[number];
/** The report groupings of team profit and loss. */
export const PNL_GROUPINGS = ['member', 'category'] as const;
export type PnlGrouping = (typeof PNL_GROUPINGS)[number];
/**
 * Ours (issue 25; the spec names team management, not its states): what an agent's team list says
 * of a member's account. normal: plays and moves money; frozen: logs in and plays, but no money
 * moves out (a risk hold); locked: cannot log in (the platform's disabled account).
 */
export const TEAM_MEMBER_STATUSES = ['normal', 'frozen', 'locked'] as const;
export type TeamMemberStatus = (typeof TEAM_MEMBER_STATUSES)[number];

/** Ours (issue 25): what a team list row is, from its member type (MEMBER_TYPES.agent: an agent with a downline of its own). */
export const TEAM_MEMBER_KINDS = ['agent', 'member'] as const;
export type TeamMemberKind = (typeof TEAM_MEMBER_KINDS)[number];
