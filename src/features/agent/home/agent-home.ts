/**
 * The agent home's rules (G §2 "Agent home", §6, §8, §9), free of the page so they are unit-tested:
 * the greeting band of the player's local hour, the tiles a brand's white-label flags turn on, the
 * team KPI request for today in the player's zone, and which contract prompt shows next.
 */
import type { LanguageCode, WhitelabelFlag } from '../../../constants.ts';
import type { ValueOf } from '../../../contract/schemas.ts';
import type * as ICON_PATHS from '../../../components/icon-paths.ts';
import { presetRange } from '../../../lib/date-range.ts';
import type { ErrorMessages } from '../../../lib/errors.ts';
import type { RouteName } from '../../../shell/paths.ts';
import { pageConfig } from '../../../shell/page-config.ts';

// ---- greeting (G §2, §9 "Greeting bands") ----

export const GREETINGS = ['morning', 'earlyAfternoon', 'lateAfternoon', 'evening'] as const;
export type Greeting = (typeof GREETINGS)[number];

/** The last hour (0-23, local) of each band: 0-10 morning, 11-14 early afternoon, 15-18 late afternoon, 19-24 evening. */
export const GREETING_BAND_LAST_HOUR: Readonly<Record<Greeting, number>> = { morning: 10, earlyAfternoon: 14, lateAfternoon: 18, evening: 24 };

/** The greeting of a local hour (0-23; the spec's 24 is midnight's evening end). */
export function greetingOf(hour: number): Greeting {
  return GREETINGS.find((band) => hour <= GREETING_BAND_LAST_HOUR[band]) ?? 'evening';
}

// ---- tiles (G §2 table: tile, path, key) ----

export interface AgentTile {
  /** Its words: `agent-home.tiles.<id>`. */
  id:
    | 'teamOverview'
    | 'transactionRecord'
    | 'team'
    | 'redRain'
    | 'teamPnl'
    | 'teamBetting'
    | 'agentRebate'
    | 'teamRebate'
    | 'securityCenter'
    | 'webEmail'
    | 'service';
  /** Where it leads; `service` opens the customer-service sheet instead. */
  target: RouteName | 'service';
  /** Its white-label key (G §2); none: always shown (customer service). */
  flag?: WhitelabelFlag;
  icon: keyof typeof ICON_PATHS;
  /** The unread count it carries: the inbox's (News/mail). */
  badge?: 'inbox';
}

/** The agent home's tiles, in the spec's order, each with its path (paths.ts) and its key. */
export const AGENT_TILES: readonly AgentTile[] = [
  { id: 'teamOverview', target: 'agentTeamOverview', flag: 'AGEPAG', icon: 'user' },
  { id: 'transactionRecord', target: 'transactionRecord', flag: 'TRANSREC3', icon: 'wallet' }, // ?types=A
  { id: 'team', target: 'team', flag: 'DOWNMAN', icon: 'invite' },
  { id: 'redRain', target: 'redRain', flag: 'AGENTRANSMULTDOWN3', icon: 'gift' },
  { id: 'teamPnl', target: 'teamPnl', flag: 'AGETEAMPNL3', icon: 'star' },
  { id: 'teamBetting', target: 'teamBetting', flag: 'TEAMBETTING3', icon: 'ticket' },
  { id: 'agentRebate', target: 'agentRebate', flag: 'GAMSER', icon: 'settings' },
  { id: 'teamRebate', target: 'teamRebate', flag: 'AGEREBINC3', icon: 'crown' },
  { id: 'securityCenter', target: 'securityCenter', flag: 'SECPRIV', icon: 'lock' },
  { id: 'webEmail', target: 'webEmail', flag: 'MAILCEN', icon: 'chat', badge: 'inbox' },
  { id: 'service', target: 'service', icon: 'service' },
];

/** The transaction types the Transaction record tile shows (G §2 "?types=A": agent income). */
export const AGENT_TRANSACTION_TYPES = 'A';

/** The tiles a brand's flags turn on (the build renders these): each only when its flag is on; customer service always. */
export function agentTiles(flags: Readonly<Partial<Record<WhitelabelFlag, boolean>>>): AgentTile[] {
  return AGENT_TILES.filter((tile) => tile.flag === undefined || flags[tile.flag] === true);
}

// ---- team KPI (G §7 "Team KPI", §9 "team KPI size 0") ----

export const TEAM_KPI_SIZE = 0;
export const KPI_COUNTERS = ['teamLoginMemberCount', 'teamBetMemberCount', 'teamRegisterMemberCount', 'teamOnlineCount'] as const;
export type KpiCounter = (typeof KPI_COUNTERS)[number];

/** Today's counters: today's first and last day (the same day) as YYYY-MM-DD in the player's zone, size 0. */
export function todayKpiRequest(now: number): { startDate: string; endDate: string; size: typeof TEAM_KPI_SIZE } {
  const { first, last } = presetRange('today', now);
  return { startDate: first, endDate: last, size: TEAM_KPI_SIZE };
}

/** Whether an answer (the browser does not validate them) carries the four counters as whole numbers. */
export function isKpiAnswer(answer: unknown): answer is ValueOf<'teamKpi'> {
  const footer = (answer as { footer?: Record<string, unknown> } | null)?.footer;
  return typeof footer === 'object' && footer !== null && KPI_COUNTERS.every((counter) => Number.isInteger(footer[counter]));
}

// ---- contract prompts (G §6, §8) ----

export type ContractAnswer = ValueOf<'contractRequests'>;
export type ContractField = 'dailysalreqtype' | 'divtypecompperiodreq' | 'contracthoursalreq';

export interface ContractPrompt {
  field: ContractField;
  /** Its words: `agent-home.prompts.<kind>`. */
  kind: 'daily' | 'dividend' | 'hourly';
  /** Where Go leads. */
  target: RouteName;
}

/** The prompts in the spec's order: each non-empty field of the contract request answer gives its own. */
export const CONTRACT_PROMPTS: readonly ContractPrompt[] = [
  { field: 'dailysalreqtype', kind: 'daily', target: 'salaryContract' },
  { field: 'divtypecompperiodreq', kind: 'dividend', target: 'dividendContract' },
  { field: 'contracthoursalreq', kind: 'hourly', target: 'hourContract' },
];

/** Member types that never get contract prompts (G §6 "Contract prompts apply only to types other than 4, 40, 41, 42"). */
export const NO_CONTRACT_PROMPT_TYPES: readonly number[] = [4, 40, 41, 42];

/** A prompt's identity for "dismissed in this session": the member, the field and the request it names (a new request asks again). */
export const promptKey = (userName: string, prompt: ContractPrompt, answer: ContractAnswer): string => `${userName}|${prompt.field}|${answer[prompt.field]}`;

/** The prompts still to show, in order: none for types 4, 40, 41, 42; one per non-empty field not dismissed. */
export function pendingPrompts(type: number, userName: string, answer: ContractAnswer, dismissed: ReadonlySet<string>): ContractPrompt[] {
  if (NO_CONTRACT_PROMPT_TYPES.includes(type)) return [];
  return CONTRACT_PROMPTS.filter((prompt) => answer[prompt.field].trim() !== '' && !dismissed.has(promptKey(userName, prompt, answer)));
}

/** Whether an answer carries the three request fields as strings (dividendEnabled: on only when true). */
export function isContractAnswer(answer: unknown): answer is ContractAnswer {
  const value = answer as Partial<Record<ContractField, unknown>> | null;
  return typeof value === 'object' && value !== null && CONTRACT_PROMPTS.every((prompt) => typeof value[prompt.field] === 'string');
}

/** sessionStorage: the contract prompts dismissed in this visit (ours; the spec says only "for the session"). */
export const DISMISSED_PROMPTS_KEY = 'agentPromptsDismissed';

// ---- the page's configuration ----

export interface AgentHomeConfig {
  language: LanguageCode;
  messages: ErrorMessages;
  greetings: Record<Greeting, string>;
  prompts: Record<ContractPrompt['kind'], { title: string; body: string }>;
  links: Record<'salaryContract' | 'dividendContract' | 'hourContract', string>;
}

export const AGENT_HOME = pageConfig<AgentHomeConfig>('agent-home', 'greetings', 'prompts');
