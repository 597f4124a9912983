/**
 * Rebate rates, the team's rebate income and opening downline accounts (issue 25, "register"; ours:
 * G §2 gives only the paths). As the agent back offices of the region's large platforms do it:
 *
 * - Every member has a rate per game category (REBATE_CATEGORIES), percent of their valid bets, kept
 *   in hundredths of a percent (`rebate_rates`). An agent's own rates come from the platform: the
 *   seeded agents have theirs (data/agent-register.ts); an agent at the top of the tree (no upline)
 *   without rates set has the platform's defaults (DEFAULT_AGENT_RATES: the test hook's fresh
 *   agents); anyone else without a rate has 0.00.
 * - A member's rate is never above their upline's for that category (rebate.aboveOwn), never below
 *   0 or with more than 2 decimals (rebate.invalid, naming the maximum), and an agent never lowers a
 *   member below what that member already gives their own direct members (rebate.belowDownline):
 *   so the whole tree keeps "each rate at most the upline's". Only direct members are set
 *   (rebate.notDirect). Setting the same rates again changes nothing (idempotent by nature).
 * - Rebate income: the rebates the team was paid per platform day and category: the team's ledger R
 *   rows, which carry their category. The P&L's rebate line (./agent-reports.ts) sums the same rows,
 *   so the two agree for any range of whole days (issue 34 item 12). demo_agent's team has 60 days
 *   of them (data/agent-register.ts seededRebates).
 * - Opening an account: a direct member (type 0) or agent (type 2) with the registration's user
 *   name and password rules (./registration.ts), the password hashed like every member's, its
 *   rates checked as above; once per requestId (./idempotency.ts), so a double tap opens one.
 */
import type { DatabaseSync } from 'node:sqlite';
import { REBATE_MEMBERS_PAGE_SIZE, REBATE_RATE_MAX, RECORDS_RANGE_MAX_DAYS } from '../../../src/contract/limits.ts';
import type { ValueOf } from '../../../src/contract/schemas.ts';
import { MEMBER_TYPES, REBATE_CATEGORIES, type RebateCategory } from '../../../src/contract/vocabulary.ts';
import { fromMinor } from '../../../src/lib/minor-units.ts';
import { platformInstant } from '../../../src/lib/local-time.ts';
import { rateProblem } from '../../../src/lib/rebate-rate.ts';
import { percentString, basisPoints } from '../../../src/lib/percent.ts';
import { platformDate, platformTimestamp } from '../data/content-time.ts';
import { transaction } from '../db.ts';
import type { CallRequest, Member } from '../handlers/types.ts';
import { PlatformError } from '../platform-error.ts';
import { TEAM } from './agent-reports.ts';
import { once } from './idempotency.ts';
import { findByUsername } from './members.ts';
import { checkField } from './registration.ts';

type Rates = Record<RebateCategory, number>;
type RateStrings = Record<RebateCategory, string>;

/** The platform's rates for an agent at the top of the tree who has none set (a fresh agent of the test hook). */
export const DEFAULT_AGENT_RATES: Readonly<RateStrings> = {
  RNG: '1.50',
  INHOUSE: '1.20',
  FISH: '1.20',
  LIVE: '0.80',
  SPORTS: '0.80',
  ESPORTS: '0.80',
  PVP: '1.00',
  COCKFIGHT: '0.50',
  LOTT: '1.00',
};

/** The platform's default rates for a new downline account (issue 34 item 13): the agent keeps the rest of their own. */
export const NEW_MEMBER_RATES: Readonly<RateStrings> = {
  RNG: '0.80',
  INHOUSE: '0.60',
  FISH: '0.60',
  LIVE: '0.40',
  SPORTS: '0.40',
  ESPORTS: '0.40',
  PVP: '0.50',
  COCKFIGHT: '0.20',
  LOTT: '0.50',
};

const DAY_MS = 24 * 60 * 60 * 1000;

export function requireAgent(member: Member): void {
  if (!(MEMBER_TYPES.agent as readonly number[]).includes(member.type)) throw new PlatformError('login.nonAgent', 'Non-agents cannot log in');
}

const byCategory = <T>(value: (category: RebateCategory) => T) =>
  Object.fromEntries(REBATE_CATEGORIES.map((category) => [category, value(category)])) as Record<RebateCategory, T>;

export const rateStrings = (rates: Rates): RateStrings => byCategory((category) => percentString(rates[category]));

/** A member's rates, in hundredths: stored, else the platform default (a top agent) or 0. */
export function ratesOf(db: DatabaseSync, memberId: number): Rates {
  const member = db.prepare('SELECT type, parent_id FROM members WHERE id = ?').get(memberId) as { type: number; parent_id: number | null } | undefined;
  const stored = new Map(
    (db.prepare('SELECT category, hundredths FROM rebate_rates WHERE member_id = ?').all(memberId) as { category: string; hundredths: number }[]).map((row) => [
      row.category,
      row.hundredths,
    ]),
  );
  const topAgent = member !== undefined && member.parent_id === null && (MEMBER_TYPES.agent as readonly number[]).includes(member.type);
  return byCategory((category) => stored.get(category) ?? (topAgent ? basisPoints(DEFAULT_AGENT_RATES[category])! : 0));
}

export function storeRates(db: DatabaseSync, memberId: number, rates: Rates): void {
  const upsert = db.prepare(
    'INSERT INTO rebate_rates (member_id, category, hundredths) VALUES (?, ?, ?) ON CONFLICT (member_id, category) DO UPDATE SET hundredths = excluded.hundredths',
  );
  for (const category of REBATE_CATEGORIES) upsert.run(memberId, category, rates[category]);
}

/** The highest rate per category among the member's own direct members: the least the member's rate may be. */
function downlineFloor(db: DatabaseSync, memberId: number): Rates {
  const rows = db
    .prepare(
      'SELECT r.category, max(r.hundredths) AS hundredths FROM rebate_rates r JOIN members m ON m.id = r.member_id WHERE m.parent_id = ? GROUP BY r.category',
    )
    .all(memberId) as { category: string; hundredths: number }[];
  const floor = new Map(rows.map((row) => [row.category, row.hundredths]));
  return byCategory((category) => floor.get(category) ?? 0);
}

/**
 * The rates sent, checked against the agent's own (`cap`) and the member's downline (`floor`); the
 * first category that breaks a rule is refused, naming it (value.field `rates.<category>`).
 */
export function checkRates(sent: Record<RebateCategory, string>, cap: Rates, floor?: Rates): Rates {
  const checked = {} as Rates;
  for (const category of REBATE_CATEGORIES) {
    const field = `rates.${category}`;
    const maxRate = percentString(cap[category]);
    const problem = rateProblem(sent[category] ?? '', cap[category]);
    if (problem === 'aboveOwn') {
      throw new PlatformError('rebate.aboveOwn', `${field}: above your own rate ${maxRate}`, 200, { field, category, maxRate });
    }
    if (problem) throw new PlatformError('rebate.invalid', `${field}: a rate from 0 to ${maxRate} with at most 2 decimals`, 200, { field, category, maxRate });
    const rate = basisPoints(sent[category])!;
    if (floor && rate < floor[category]) {
      const minRate = percentString(floor[category]);
      throw new PlatformError('rebate.belowDownline', `${field}: the member gives their team ${minRate}`, 200, { field, category, minRate });
    }
    checked[category] = rate;
  }
  return checked;
}

interface MemberRow {
  id: number;
  username: string;
  type: number;
  registered_at: number | null;
}

const rebateMember = (db: DatabaseSync, row: MemberRow) => ({
  username: row.username,
  type: row.type,
  registeredAt: platformTimestamp(row.registered_at ?? 0),
  rates: rateStrings(ratesOf(db, row.id)),
});

function directMember(db: DatabaseSync, agentId: number, username: string): MemberRow {
  const row = db
    .prepare('SELECT id, username, type, registered_at FROM members WHERE username = ? COLLATE NOCASE AND parent_id = ?')
    .get(username.trim(), agentId) as MemberRow | undefined;
  if (!row) throw new PlatformError('rebate.notDirect', 'username: not one of your direct members', 200, { field: 'username' });
  return row;
}

/** `text` for LIKE, its wildcards taken literally (user names have underscores). */
const likeLiteral = (text: string) => `%${text.replace(/[\\%_]/g, (mark) => `\\${mark}`)}%`;

export function agentRebates(db: DatabaseSync, agent: Member, input: CallRequest<'agentRebates'>['input']): ValueOf<'agentRebates'> {
  requireAgent(agent);
  const ownRates = ratesOf(db, agent.id);
  const own = rateStrings(ownRates);
  const newMemberRates = rateStrings(byCategory((category) => Math.min(ownRates[category], basisPoints(NEW_MEMBER_RATES[category])!)));
  const maxRate = REBATE_RATE_MAX;
  if (input.username !== undefined)
    return { own, newMemberRates, maxRate, members: [rebateMember(db, directMember(db, agent.id, input.username))], totalPages: 1 };
  const pageSize = Math.min(input.pageSize, REBATE_MEMBERS_PAGE_SIZE);
  const search = input.search?.trim() ? likeLiteral(input.search.trim()) : '%';
  const { count } = db.prepare("SELECT count(*) AS count FROM members WHERE parent_id = ? AND username LIKE ? ESCAPE '\\'").get(agent.id, search) as {
    count: number;
  };
  const rows = db
    .prepare(
      `SELECT id, username, type, registered_at FROM members WHERE parent_id = ? AND username LIKE ? ESCAPE '\\' ORDER BY registered_at DESC, id DESC LIMIT ? OFFSET ?`,
    )
    .all(agent.id, search, pageSize, (input.pageNo - 1) * pageSize) as unknown as MemberRow[];
  return { own, newMemberRates, maxRate, members: rows.map((row) => rebateMember(db, row)), totalPages: Math.ceil(Number(count) / pageSize) };
}

export function setMemberRebate(db: DatabaseSync, agent: Member, input: CallRequest<'setMemberRebate'>['input']): ValueOf<'setMemberRebate'> {
  requireAgent(agent);
  return transaction(db, () => {
    const member = directMember(db, agent.id, input.username);
    storeRates(db, member.id, checkRates(input.rates, ratesOf(db, agent.id), downlineFloor(db, member.id)));
    return rebateMember(db, member);
  });
}

function calendarDay(date: string, field: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const start = Date.UTC(year, month - 1, day);
  const back = new Date(start);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) {
    throw new PlatformError('request.invalid', `${field}: not a calendar day`, 400);
  }
  return start;
}

/** Income per platform day and category between the two days, both included; totals are the days' sums. */
export function teamRebateIncome(db: DatabaseSync, agent: Member, range: { startDate: string; endDate: string }): ValueOf<'teamRebateIncome'> {
  requireAgent(agent);
  const first = calendarDay(range.startDate, 'startDate');
  const last = calendarDay(range.endDate, 'endDate');
  if (last < first) throw new PlatformError('request.invalid', 'endDate: before startDate', 400);
  if ((last - first) / DAY_MS + 1 > RECORDS_RANGE_MAX_DAYS)
    throw new PlatformError('request.invalid', `endDate: more than ${RECORDS_RANGE_MAX_DAYS} days`, 400);
  const rows = db
    .prepare(
      `WITH RECURSIVE ${TEAM} SELECT created_at, category, cents FROM ledger
       WHERE member_id IN (SELECT id FROM team) AND type = 'R' AND status = 'SUCCESS' AND category IS NOT NULL
         AND created_at >= $since AND created_at < $until
       ORDER BY created_at DESC`,
    )
    .all({ agent: agent.id, since: platformInstant(`${range.startDate} 00:00:00`)!, until: platformInstant(`${range.endDate} 00:00:00`)! + DAY_MS }) as {
    created_at: number;
    category: RebateCategory;
    cents: number;
  }[];
  const days = new Map<string, Rates>();
  const totals = byCategory(() => 0);
  for (const row of rows) {
    const date = platformDate(row.created_at);
    const day = days.get(date) ?? byCategory(() => 0);
    day[row.category] += row.cents;
    totals[row.category] += row.cents;
    days.set(date, day);
  }
  const sum = (cents: Rates) => fromMinor(REBATE_CATEGORIES.reduce((total, category) => total + cents[category], 0));
  const amounts = (cents: Rates) => byCategory((category) => fromMinor(cents[category]));
  return {
    days: [...days].map(([date, cents]) => ({ date, amounts: amounts(cents), total: sum(cents) })),
    totals: { amounts: amounts(totals), total: sum(totals) },
  };
}

/**
 * Opens a direct downline account. `passwordHash` is made before (hashing awaits; the rest runs in
 * one transaction, so no other request slips between the checks and the insert).
 */
export function agentRegister(
  db: DatabaseSync,
  agent: Member,
  input: CallRequest<'agentRegister'>['input'],
  passwordHash: string,
  now: number,
): ValueOf<'agentRegister'> {
  return once(db, agent.id, input.requestId, 'agentRegister', () => {
    const username = input.username.trim();
    if (findByUsername(db, username)) throw new PlatformError('username.exists', 'Sorry, the username already exists', 200, { field: 'username' });
    const rates = checkRates(input.rates, ratesOf(db, agent.id));
    const { id } = db
      .prepare(
        `INSERT INTO members (username, type, nickname, balance_cents, password_hash, parent_id, registered_at, register_method, register_url, profile)
         VALUES (?, ?, ?, 0, ?, ?, ?, 'H5', '', '{}') RETURNING id`,
      )
      .get(username, input.type, username, passwordHash, agent.id, now) as { id: number };
    storeRates(db, id, rates);
    return { username, type: input.type, rates: rateStrings(rates) };
  });
}

/** The field rules before anything is hashed or stored: the registration's (./registration.ts), then the confirmation. */
export function checkAccountFields(input: CallRequest<'agentRegister'>['input']): void {
  checkField('username', input.username.trim(), true);
  checkField('password', input.password, true);
  checkField('confirmPassword', input.confirmPassword, true);
  if (input.password !== input.confirmPassword) {
    throw new PlatformError('password.mismatch', 'Confirmation password not matched', 200, { field: 'confirmPassword' });
  }
}
