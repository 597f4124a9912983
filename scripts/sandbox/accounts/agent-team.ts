/**
 * The agent's team (issue 25): the overview's figures over a range of days, the downline list
 * (searched, filtered, paged, of the agent or of one member of the team) and one member's detail.
 * A team is everyone below the agent at any depth (recursive CTEs, as ./team.ts counts it); levels
 * count from the agent (1: direct members). Days are calendar days in UTC, the sandbox's platform
 * days, as the agent home's counters (./team.ts). Money is summed in cents and answered as exact
 * decimal strings.
 */
import type { DatabaseSync } from 'node:sqlite';
import { RECORDS_RANGE_MAX_DAYS } from '../../../src/contract/limits.ts';
import type { RequestOf, ValueOf } from '../../../src/contract/schemas.ts';
import { MEMBER_TYPES, type TeamMemberStatus } from '../../../src/contract/vocabulary.ts';
import { fromMinor } from '../../../src/lib/minor-units.ts';
import { percentString } from '../../../src/lib/percent.ts';
import { DAY_MS, platformTimestamp } from '../data/content-time.ts';
import { PlatformError } from '../platform-error.ts';
import { dayStart } from './team.ts';

type TeamMember = ValueOf<'teamMembers'>['members'][number];
type Totals = Pick<ValueOf<'teamOverview'>, 'deposits' | 'withdrawals' | 'bets' | 'validBets' | 'profit'>;

/** Deeper than any real team: a guard against a cycle in the upline links. */
const MAX_DEPTH = 64;

/** The range's instants [from, to): whole days, at most RECORDS_RANGE_MAX_DAYS. */
function readRange({ startDate, endDate }: { startDate: string; endDate: string }): { from: number; to: number } {
  const from = dayStart(startDate, 'startDate');
  const to = dayStart(endDate, 'endDate') + DAY_MS;
  if (to <= from) throw new PlatformError('request.invalid', 'endDate: before startDate', 400, { field: 'endDate' });
  if (to - from > RECORDS_RANGE_MAX_DAYS * DAY_MS) {
    throw new PlatformError('request.invalid', `endDate: at most ${RECORDS_RANGE_MAX_DAYS} days from startDate`, 400, {
      field: 'endDate',
      maxDays: RECORDS_RANGE_MAX_DAYS,
    });
  }
  return { from, to };
}

const notMember = () => new PlatformError('agent.notInTeam', 'This member is not in your team', 404);

/** The member named and the user names from the agent down to it, when it is the agent or in the agent's team. */
function findInTeam(db: DatabaseSync, agentId: number, username: string): { id: number; level: number; path: string[] } | null {
  const chain = db
    .prepare(
      `WITH RECURSIVE up(id, parent_id, username, depth) AS (
         SELECT id, parent_id, username, 0 FROM members WHERE username = $name COLLATE NOCASE
         UNION ALL
         SELECT m.id, m.parent_id, m.username, up.depth + 1 FROM members m JOIN up ON m.id = up.parent_id
         WHERE up.id != $agent AND up.depth < ${MAX_DEPTH}
       )
       SELECT id, username, depth FROM up ORDER BY depth DESC`,
    )
    .all({ name: username, agent: agentId }) as { id: number; username: string; depth: number }[];
  const top = chain[0];
  if (!top || top.id !== agentId) return null;
  return { id: chain.at(-1)!.id, level: top.depth, path: chain.map((row) => row.username) };
}

const STATUS = `CASE WHEN m.disabled = 1 THEN 'locked' WHEN m.frozen = 1 THEN 'frozen' ELSE 'normal' END`;
const ROW_COLUMNS = `m.id, m.username, m.type, ${STATUS} AS status, m.balance_cents, m.last_login_at, m.registered_at,
  (SELECT max(hundredths) FROM rebate_rates WHERE member_id = m.id) AS rebate_hundredths`;

interface MemberRow {
  id: number;
  username: string;
  type: number;
  status: TeamMemberStatus;
  balance_cents: number;
  last_login_at: number | null;
  registered_at: number;
  rebate_hundredths: number | null;
  level: number;
}

/** Everyone below each of `ids`, by id. */
function teamSizes(db: DatabaseSync, ids: readonly number[]): Map<number, number> {
  if (ids.length === 0) return new Map();
  const rows = db
    .prepare(
      `WITH RECURSIVE below(root, id, depth) AS (
         SELECT value, value, 0 FROM json_each($ids)
         UNION ALL
         SELECT below.root, m.id, below.depth + 1 FROM members m JOIN below ON m.parent_id = below.id WHERE below.depth < ${MAX_DEPTH}
       )
       SELECT root, count(*) - 1 AS size FROM below GROUP BY root`,
    )
    .all({ ids: JSON.stringify(ids) }) as { root: number; size: number }[];
  return new Map(rows.map((row) => [row.root, row.size]));
}

const isAgentType = (type: number) => (MEMBER_TYPES.agent as readonly number[]).includes(type);

function toTeamMember(row: MemberRow, size: number): TeamMember {
  return {
    username: row.username,
    kind: isAgentType(row.type) ? 'agent' : 'member',
    level: row.level,
    status: row.status,
    balance: fromMinor(row.balance_cents),
    lastLoginAt: row.last_login_at === null ? null : platformTimestamp(row.last_login_at),
    registeredAt: platformTimestamp(row.registered_at),
    rebateRate: percentString(row.rebate_hundredths ?? 0),
    teamSize: size,
  };
}

/**
 * The money of the members `scope` selects (a query of ids, given `$`-parameters) in [from, to):
 * successful deposits and withdrawals from the ledger, stakes, valid bets and the house's result
 * from the bets.
 */
function moneyTotals(db: DatabaseSync, scope: string, parameters: Record<string, number>): Totals {
  const row = db
    .prepare(
      `${scope}
       SELECT
         (SELECT count(*) FROM ledger WHERE member_id IN scope AND type = 'D' AND status = 'SUCCESS' AND created_at >= $from AND created_at < $to) AS deposit_count,
         (SELECT coalesce(sum(cents), 0) FROM ledger WHERE member_id IN scope AND type = 'D' AND status = 'SUCCESS' AND created_at >= $from AND created_at < $to) AS deposit_cents,
         (SELECT count(*) FROM ledger WHERE member_id IN scope AND type = 'W' AND status = 'SUCCESS' AND created_at >= $from AND created_at < $to) AS withdrawal_count,
         (SELECT coalesce(-sum(cents), 0) FROM ledger WHERE member_id IN scope AND type = 'W' AND status = 'SUCCESS' AND created_at >= $from AND created_at < $to) AS withdrawal_cents,
         (SELECT coalesce(sum(cents), 0) FROM bets WHERE member_id IN scope AND placed_at >= $from AND placed_at < $to) AS bet_cents,
         (SELECT coalesce(sum(valid_cents), 0) FROM bets WHERE member_id IN scope AND placed_at >= $from AND placed_at < $to) AS valid_cents,
         (SELECT coalesce(-sum(win_loss_cents), 0) FROM bets WHERE member_id IN scope AND settled = 1 AND placed_at >= $from AND placed_at < $to) AS profit_cents`,
    )
    .get(parameters) as Record<string, number>;
  return {
    deposits: { count: row.deposit_count!, amount: fromMinor(row.deposit_cents!) },
    withdrawals: { count: row.withdrawal_count!, amount: fromMinor(row.withdrawal_cents!) },
    bets: fromMinor(row.bet_cents!),
    validBets: fromMinor(row.valid_cents!),
    profit: fromMinor(row.profit_cents!),
  };
}

const TEAM_CTE = `WITH RECURSIVE team(id, level) AS (
    SELECT id, 1 FROM members WHERE parent_id = $agent
    UNION ALL
    SELECT m.id, team.level + 1 FROM members m JOIN team ON m.parent_id = team.id WHERE team.level < ${MAX_DEPTH}
  )`;

/** The team now (size, direct, indirect) and its registrations, first deposits and money in the range. */
export function teamOverview(db: DatabaseSync, agentId: number, range: RequestOf<'teamOverview'>): ValueOf<'teamOverview'> {
  const { from, to } = readRange(range);
  const parameters = { agent: agentId, from, to };
  const counts = db
    .prepare(
      `${TEAM_CTE},
       firsts AS (
         SELECT l.cents, l.created_at, row_number() OVER (PARTITION BY l.member_id ORDER BY l.created_at, l.id) AS nth
         FROM ledger l WHERE l.member_id IN (SELECT id FROM team) AND l.type = 'D' AND l.status = 'SUCCESS'
       )
       SELECT
         (SELECT count(*) FROM team) AS size,
         (SELECT count(*) FROM team WHERE level = 1) AS direct,
         (SELECT count(*) FROM members WHERE id IN (SELECT id FROM team) AND registered_at >= $from AND registered_at < $to) AS registrations,
         (SELECT count(*) FROM firsts WHERE nth = 1 AND created_at >= $from AND created_at < $to) AS first_count,
         (SELECT coalesce(sum(cents), 0) FROM firsts WHERE nth = 1 AND created_at >= $from AND created_at < $to) AS first_cents`,
    )
    .get(parameters) as { size: number; direct: number; registrations: number; first_count: number; first_cents: number };
  return {
    teamSize: counts.size,
    directMembers: counts.direct,
    indirectMembers: counts.size - counts.direct,
    registrations: counts.registrations,
    firstDeposits: { count: counts.first_count, amount: fromMinor(counts.first_cents) },
    ...moneyTotals(db, `${TEAM_CTE}, scope AS (SELECT id FROM team)`, parameters),
  };
}

/**
 * The downline below `parent` (default: the agent), newest registration first: every level, or
 * the one asked for (counted from the agent), narrowed by part of the user name and by status.
 */
export function teamMembers(db: DatabaseSync, agent: { id: number; username: string }, input: RequestOf<'teamMembers'>): ValueOf<'teamMembers'> {
  const root = input.parent ? findInTeam(db, agent.id, input.parent) : { id: agent.id, level: 0, path: [agent.username] };
  if (!root) throw notMember();
  const search = input.username?.trim() ? input.username.trim().toLowerCase() : null;
  const filter = { root: root.id, base: root.level, search, level: input.level ?? null, status: input.status ?? null };
  const scope = `WITH RECURSIVE sub(id, level) AS (
      SELECT id, $base + 1 FROM members WHERE parent_id = $root
      UNION ALL
      SELECT m.id, sub.level + 1 FROM members m JOIN sub ON m.parent_id = sub.id WHERE sub.level < $base + ${MAX_DEPTH}
    )`;
  const where = `WHERE ($search IS NULL OR instr(lower(m.username), $search) > 0)
      AND ($level IS NULL OR sub.level = $level) AND ($status IS NULL OR ${STATUS} = $status)`;
  const pageSize = Number(input.pageSize);
  const pageNo = Number(input.pageNo);
  const rows = db
    .prepare(
      `${scope} SELECT ${ROW_COLUMNS}, sub.level FROM sub JOIN members m ON m.id = sub.id ${where}
       ORDER BY m.registered_at DESC, m.id DESC LIMIT $limit OFFSET $offset`,
    )
    .all({ ...filter, limit: pageSize, offset: (pageNo - 1) * pageSize }) as unknown as MemberRow[];
  const { total } = db.prepare(`${scope} SELECT count(*) AS total FROM sub JOIN members m ON m.id = sub.id ${where}`).get(filter) as { total: number };
  const sizes = teamSizes(
    db,
    rows.map((row) => row.id),
  );
  return {
    members: rows.map((row) => toTeamMember(row, sizes.get(row.id) ?? 0)),
    path: root.path,
    total,
    totalPages: Math.ceil(total / pageSize),
  };
}

/** One member of the team: the list's row, the path down to it, and its own money in the range. */
export function teamMemberDetail(
  db: DatabaseSync,
  agentId: number,
  { username, startDate, endDate }: RequestOf<'teamMemberDetail'>,
): ValueOf<'teamMemberDetail'> {
  const { from, to } = readRange({ startDate, endDate });
  const found = findInTeam(db, agentId, username);
  if (!found || found.id === agentId) throw notMember();
  const row = db
    .prepare(`SELECT ${ROW_COLUMNS}, $level AS level FROM members m WHERE m.id = $id`)
    .get({ id: found.id, level: found.level }) as unknown as MemberRow;
  return {
    member: toTeamMember(row, teamSizes(db, [found.id]).get(found.id) ?? 0),
    path: found.path,
    totals: moneyTotals(db, 'WITH scope(id) AS (SELECT $member)', { member: found.id, from, to }),
  };
}
