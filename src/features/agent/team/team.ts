/**
 * The agent team screens (issue 25): team overview (/m/agent/team/overview) and team management
 * (/m/member/team). What their pages hand their scripts, and the pure rules: what a list row says,
 * which request the filters make, and the drill-down path in the URL (`?parent=<user name>`).
 * Amounts are the contract's decimal strings, formatted by the one money formatter, never added up.
 */
import { formatPercent } from '../../../lib/percent.ts';
import { fill } from '../../../lib/fill.ts';
import { TEAM_LEVELS_MAX, USERNAME_MAX_LENGTH } from '../../../contract/limits.ts';
import type { RequestOf, ValueOf } from '../../../contract/schemas.ts';
import { TEAM_MEMBER_STATUSES, type TeamMemberKind, type TeamMemberStatus } from '../../../contract/vocabulary.ts';
import type { RangeProblem, ReportPreset } from '../../../lib/date-range.ts';
import type { ErrorMessages } from '../../../lib/errors.ts';
import { formatLocalDateTime } from '../../../lib/local-time.ts';
import { formatMoney, type MoneyFormat } from '../../../lib/money.ts';
import { pageConfig } from '../../../shell/page-config.ts';
import type { RouteQuery } from '../../../shell/paths.ts';

export type TeamMember = ValueOf<'teamMembers'>['members'][number];
export type TeamOverview = ValueOf<'teamOverview'>;
export type TeamDetail = ValueOf<'teamMemberDetail'>;

/** Ours: what the overview shows first, the agent's day. */
export const DEFAULT_TEAM_PRESET: ReportPreset = 'today';
/** The drill-down's query parameter (RouteQuery.team in src/shell/paths.ts). */
export const PARENT_PARAM: keyof RouteQuery['team'] = 'parent';
/** Ours: how long the search waits after the last key before it asks (a player types a name in one go). */
export const SEARCH_DELAY_MS = 350;
/** The levels the filter offers: 1 (direct) to TEAM_LEVELS_MAX. */
export const TEAM_LEVELS = Array.from({ length: TEAM_LEVELS_MAX }, (_, index) => index + 1);

/** Texts both team pages share. */
export interface TeamTexts {
  money: MoneyFormat;
  messages: ErrorMessages;
  statuses: Readonly<Record<TeamMemberStatus, string>>;
  kinds: Readonly<Record<TeamMemberKind, string>>;
  /** "Level {{level}}". */
  level: string;
  /** What a never logged-in member's last login says. */
  never: string;
  /** A result's words (src/lib/money.ts profitText): one convention on every agent screen. */
  result: { profit: string; loss: string };
}

export interface OverviewConfig extends TeamTexts {
  rangeProblems: Readonly<Record<RangeProblem, string>>;
  /** "{{count}} deposits" and the like under an amount. */
  counts: { deposits: string; withdrawals: string; firstDeposits: string };
  /** "Figures for {{first}} to {{last}}". */
  shown: string;
  /** The team result's words (src/lib/money.ts profitText). */
  result: { profit: string; loss: string };
}

export interface TeamListConfig extends TeamTexts {
  /** "{{count}} members". */
  total: string;
  /** "Team of {{count}}": a row's drill-down link. */
  team: string;
  /** "{{name}}'s team": the drill link's accessible name. */
  teamOf: string;
  /** "Details of {{name}}": a row's details button's accessible name. */
  detailsOf: string;
}

export const TEAM_OVERVIEW = pageConfig<OverviewConfig>('team-overview', 'counts', 'kinds');
export const TEAM_LIST = pageConfig<TeamListConfig>('team-list', 'team', 'kinds');

/** A platform time's day (`YYYY-MM-DD`) in the player's zone. */
export const localDay = (timestamp: string): string => formatLocalDateTime(timestamp).slice(0, 10);

/** What a row of the team list shows, every value a string ready for textContent. */
export interface RowTexts {
  name: string;
  kind: string;
  level: string;
  status: string;
  balance: string;
  rate: string;
  lastLogin: string;
  registered: string;
  /** The drill-down link's text; null: no team below this member, so no link. */
  team: string | null;
}

export function rowTexts(member: TeamMember, texts: TeamTexts & { team: string }): RowTexts {
  return {
    name: member.username,
    kind: texts.kinds[member.kind],
    level: fill(texts.level, { level: member.level }),
    status: texts.statuses[member.status],
    balance: formatMoney(member.balance, texts.money) ?? '–',
    rate: formatPercent(member.rebateRate),
    lastLogin: member.lastLoginAt === null ? texts.never : formatLocalDateTime(member.lastLoginAt),
    registered: localDay(member.registeredAt),
    team: member.teamSize > 0 ? fill(texts.team, { count: member.teamSize }) : null,
  };
}

/** What the list's filters hold: the search text and the selects ('' for all). */
export interface TeamFilters {
  username: string;
  level: string;
  status: string;
}

/** The teamMembers request for a page of the filters now shown, below `parent` (null: the agent's own downline). */
export function teamRequest(filters: TeamFilters, parent: string | null, pageNo: number, pageSize: number): RequestOf<'teamMembers'> {
  const username = filters.username.trim().slice(0, USERNAME_MAX_LENGTH);
  const level = Number(filters.level);
  return {
    ...(parent ? { parent } : {}),
    ...(username ? { username } : {}),
    ...(Number.isInteger(level) && level >= 1 && level <= TEAM_LEVELS_MAX ? { level } : {}),
    ...((TEAM_MEMBER_STATUSES as readonly string[]).includes(filters.status) ? { status: filters.status as TeamMemberStatus } : {}),
    pageNo,
    pageSize,
  };
}

/** `?parent=` of an address: a user name (letters, digits, _), else null (the agent's own downline). */
export function parentOf(search: string): string | null {
  const value = new URLSearchParams(search).get(PARENT_PARAM)?.trim() ?? '';
  return new RegExp(`^\\w{1,${USERNAME_MAX_LENGTH}}$`).test(value) ? value : null;
}

/** The page's address below `parent` (null: the agent's own), other parameters kept. */
export function withParent(href: string, parent: string | null): string {
  const url = new URL(href);
  if (parent) url.searchParams.set(PARENT_PARAM, parent);
  else url.searchParams.delete(PARENT_PARAM);
  return `${url.pathname}${url.search}`;
}

export interface Crumb {
  name: string;
  /** Where it leads; null for the last (the downline shown). */
  href: string | null;
}

/** The breadcrumbs of a path (the agent first, the parent shown last): each but the last leads to its downline. */
export function crumbs(path: readonly string[], href: string): Crumb[] {
  return path.map((name, index) => ({
    name,
    href: index === path.length - 1 ? null : withParent(href, index === 0 ? null : name),
  }));
}
