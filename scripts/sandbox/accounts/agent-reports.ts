/**
 * The agent's reports and contracts (issue 25, ours; G §2 gives the paths only), computed from the
 * real tables: the team (members.parent_id, every level below the agent), its bets (cents), the
 * rebates and bonuses of the ledger, and the contract tables (migration of issue 25).
 *
 * Profit and loss: a bet counts in the range it was placed in; payout is stake plus win on settled
 * bets; win/loss is the players'; team profit = -(win/loss) - rebates - bonuses, what the team
 * brought the house. Totals are the sums of every row (all pages), in cents, so they always equal
 * the rows added up.
 */
import type { DatabaseSync } from 'node:sqlite';
import { CONTRACT_KINDS, type ContractKind, type ContractPeriod, type GameType } from '../../../src/contract/vocabulary.ts';
import { z } from 'zod';
import type { ValueOf } from '../../../src/contract/schemas.ts';
import { contractTier } from '../../../src/contract/schemas/agent.ts';
import { tierPays, tierReached, type Tier } from '../../../src/lib/contract-tiers.ts';
import { fromMinor } from '../../../src/lib/minor-units.ts';
import { platformInstant } from '../../../src/lib/local-time.ts';
import { RECORDS_RANGE_MAX_DAYS } from '../../../src/contract/limits.ts';
import { DAY_MS, platformDate, platformTimestamp } from '../data/content-time.ts';
import { transaction } from '../db.ts';
import { PlatformError } from '../platform-error.ts';
import { once } from './idempotency.ts';
import { DEFAULT_TERMS } from '../data/contract-terms.ts';

type Contract = ValueOf<'agentContracts'>['contracts'][number];
type PnlRow = ValueOf<'teamPnl'>['rows'][number];

/** The deepest level a team is followed to (a guard: parent links form a tree). */
const TEAM_DEPTH_MAX = 50;

/** Every member below the agent with their level (1: direct). */
export const TEAM = `team(id, level) AS (
  SELECT id, 1 FROM members WHERE parent_id = $agent
  UNION ALL SELECT m.id, team.level + 1 FROM members m JOIN team ON m.parent_id = team.id WHERE team.level < ${TEAM_DEPTH_MAX}
)`;

/** Each contract's request field in agent_contracts (G §7), and its reference prefix. */
export const REQUEST_FIELD: Readonly<Record<ContractKind, string>> = {
  dailySalary: 'daily_salary_request',
  dividend: 'dividend_request',
  hourlySalary: 'hourly_salary_request',
};
const BASIS: Readonly<Record<ContractKind, Contract['basis']>> = { dailySalary: 'validBet', dividend: 'loss', hourlySalary: 'validBet' };

interface Range {
  from: string;
  to: string;
}

function readRange({ from, to }: Range): { since: number; until: number } {
  const since = platformInstant(from);
  const until = platformInstant(to);
  if (since === null || until === null || until <= since) throw new PlatformError('request.invalid', 'to: must be after from', 400, { field: 'to' });
  if (until - since > RECORDS_RANGE_MAX_DAYS * DAY_MS) {
    throw new PlatformError('request.invalid', `to: at most ${RECORDS_RANGE_MAX_DAYS} days after from`, 400, { field: 'to', maxDays: RECORDS_RANGE_MAX_DAYS });
  }
  return { since, until };
}

interface SumRow {
  username: string | null;
  level: number | null;
  category: GameType | null;
  bet_count: number;
  bet: number;
  valid: number;
  payout: number;
  win_loss: number;
  rebates: number;
  bonuses: number;
}

const ZERO: Omit<SumRow, 'username' | 'level' | 'category'> = { bet_count: 0, bet: 0, valid: 0, payout: 0, win_loss: 0, rebates: 0, bonuses: 0 };

function pnlFigures(row: Omit<SumRow, 'username' | 'level' | 'category'>): Omit<PnlRow, 'username' | 'level' | 'category'> {
  return {
    betCount: Number(row.bet_count),
    betAmount: fromMinor(Number(row.bet)),
    validBet: fromMinor(Number(row.valid)),
    payout: fromMinor(Number(row.payout)),
    winLoss: fromMinor(Number(row.win_loss)),
    rebates: fromMinor(Number(row.rebates)),
    bonuses: fromMinor(Number(row.bonuses)),
    teamProfit: fromMinor(-Number(row.win_loss) - Number(row.rebates) - Number(row.bonuses)),
  };
}

const BET_SUMS = `SELECT count(*) AS bet_count, coalesce(sum(cents), 0) AS bet, coalesce(sum(valid_cents), 0) AS valid,
  coalesce(sum(CASE WHEN settled = 1 THEN cents + win_loss_cents ELSE 0 END), 0) AS payout, coalesce(sum(win_loss_cents), 0) AS win_loss`;
const MONEY_SUMS = `SELECT coalesce(sum(CASE WHEN type = 'R' THEN cents ELSE 0 END), 0) AS rebates,
  coalesce(sum(CASE WHEN type = 'B' THEN cents ELSE 0 END), 0) AS bonuses`;
const IN_RANGE_BETS = 'FROM bets WHERE member_id IN (SELECT id FROM team) AND placed_at >= $since AND placed_at < $until';
const IN_RANGE_MONEY =
  "FROM ledger WHERE member_id IN (SELECT id FROM team) AND status = 'SUCCESS' AND type IN ('R', 'B') AND created_at >= $since AND created_at < $until";

/** The team's profit and loss in [since, until), in cents: what the dividend measures too. */
function teamSums(db: DatabaseSync, agentId: number, since: number, until: number): Omit<SumRow, 'username' | 'level' | 'category'> {
  const filter = { agent: agentId, since, until };
  const bets = db.prepare(`WITH RECURSIVE ${TEAM} ${BET_SUMS} ${IN_RANGE_BETS}`).get(filter) as unknown as SumRow;
  const money = db.prepare(`WITH RECURSIVE ${TEAM} ${MONEY_SUMS} ${IN_RANGE_MONEY}`).get(filter) as unknown as SumRow;
  return { ...ZERO, ...bets, rebates: money.rebates, bonuses: money.bonuses };
}

export function teamPnl(db: DatabaseSync, agentId: number, input: Range & { by: 'member' | 'category'; pageNo: number; pageSize: number }): ValueOf<'teamPnl'> {
  const { since, until } = readRange(input);
  const filter = { agent: agentId, since, until };
  const totals = pnlFigures(teamSums(db, agentId, since, until));
  if (input.by === 'category') {
    const rows = db
      .prepare(`WITH RECURSIVE ${TEAM} ${BET_SUMS}, game_type AS category ${IN_RANGE_BETS} GROUP BY game_type ORDER BY bet DESC, game_type`)
      .all(filter) as unknown as SumRow[];
    const money = db.prepare(`WITH RECURSIVE ${TEAM} ${MONEY_SUMS}, count(*) AS n ${IN_RANGE_MONEY}`).get(filter) as unknown as SumRow & { n: number };
    const shown: PnlRow[] = rows.map((row) => ({ username: null, level: null, category: row.category, ...pnlFigures({ ...row, rebates: 0, bonuses: 0 }) }));
    // Rebates and bonuses belong to no game category: their own row, so the rows still add up to the totals.
    if (money.n > 0) shown.push({ username: null, level: null, category: null, ...pnlFigures({ ...ZERO, rebates: money.rebates, bonuses: money.bonuses }) });
    return { rows: shown, totals, totalPages: shown.length > 0 ? 1 : 0 };
  }
  const rowsOf = `WITH RECURSIVE ${TEAM},
    bet_sums AS (${BET_SUMS}, member_id ${IN_RANGE_BETS} GROUP BY member_id),
    money_sums AS (${MONEY_SUMS}, member_id ${IN_RANGE_MONEY} GROUP BY member_id),
    active AS (
      SELECT m.username, team.level, coalesce(b.bet_count, 0) AS bet_count, coalesce(b.bet, 0) AS bet, coalesce(b.valid, 0) AS valid,
             coalesce(b.payout, 0) AS payout, coalesce(b.win_loss, 0) AS win_loss, coalesce(r.rebates, 0) AS rebates, coalesce(r.bonuses, 0) AS bonuses
      FROM team JOIN members m ON m.id = team.id
      LEFT JOIN bet_sums b ON b.member_id = team.id LEFT JOIN money_sums r ON r.member_id = team.id
      WHERE b.member_id IS NOT NULL OR r.member_id IS NOT NULL
    )`;
  const rows = db
    .prepare(`${rowsOf} SELECT * FROM active ORDER BY bet DESC, username LIMIT $limit OFFSET $offset`)
    .all({ ...filter, limit: input.pageSize, offset: (input.pageNo - 1) * input.pageSize }) as unknown as SumRow[];
  const { count } = db.prepare(`${rowsOf} SELECT count(*) AS count FROM active`).get(filter) as { count: number };
  return {
    rows: rows.map((row) => ({ username: row.username, level: Number(row.level), category: null, ...pnlFigures(row) })),
    totals,
    totalPages: Math.ceil(count / input.pageSize),
  };
}

/** The member's id when they are in the agent's team; refuses anyone else (the agent included) alike. */
function teamMember(db: DatabaseSync, agentId: number, username: string): number {
  const row = db.prepare(`WITH RECURSIVE ${TEAM} SELECT m.id FROM team JOIN members m ON m.id = team.id WHERE m.username = $username`).get({
    agent: agentId,
    username,
  }) as { id: number } | undefined;
  if (!row) throw new PlatformError('agent.notInTeam', 'username: not in your team', 200, { field: 'username' });
  return row.id;
}

export function teamBetting(
  db: DatabaseSync,
  agentId: number,
  input: Range & { pageNo: number; pageSize: number; gameType?: string; username?: string },
): ValueOf<'teamBetting'> {
  const { since, until } = readRange(input);
  const member = input.username === undefined ? null : teamMember(db, agentId, input.username);
  const filter = { agent: agentId, since, until, gameType: input.gameType ?? null, member };
  const where = `FROM bets b JOIN members m ON m.id = b.member_id
    WHERE b.member_id IN (SELECT id FROM team) AND b.placed_at >= $since AND b.placed_at < $until
    AND ($gameType IS NULL OR b.game_type = $gameType) AND ($member IS NULL OR b.member_id = $member)`;
  const rows = db
    .prepare(
      `WITH RECURSIVE ${TEAM} SELECT b.id, m.username, b.game_name, b.game_type, b.cents, b.valid_cents, b.win_loss_cents, b.settled, b.placed_at
       ${where} ORDER BY b.placed_at DESC, b.id DESC LIMIT $limit OFFSET $offset`,
    )
    .all({ ...filter, limit: input.pageSize, offset: (input.pageNo - 1) * input.pageSize }) as unknown as {
    id: number;
    username: string;
    game_name: string;
    game_type: GameType;
    cents: number;
    valid_cents: number;
    win_loss_cents: number;
    settled: number;
    placed_at: number;
  }[];
  const sums = db
    .prepare(
      `WITH RECURSIVE ${TEAM} SELECT count(*) AS count, coalesce(sum(b.cents), 0) AS bet, coalesce(sum(b.valid_cents), 0) AS valid,
       coalesce(sum(b.win_loss_cents), 0) AS win_loss ${where}`,
    )
    .get(filter) as { count: number; bet: number; valid: number; win_loss: number };
  return {
    records: rows.map((row) => ({
      id: String(row.id),
      username: row.username,
      gameName: row.game_name,
      gameType: row.game_type,
      betAmount: fromMinor(row.cents),
      validBet: fromMinor(row.valid_cents),
      winLoss: fromMinor(row.win_loss_cents),
      settled: row.settled === 1,
      placedAt: platformTimestamp(row.placed_at),
    })),
    totals: { count: sums.count, betAmount: fromMinor(sums.bet), validBet: fromMinor(sums.valid), winLoss: fromMinor(sums.win_loss) },
    totalPages: Math.ceil(sums.count / input.pageSize),
  };
}

// ---- contracts ----

interface TermsRow {
  kind: ContractKind;
  status: 'offered' | 'active' | 'declined';
  reference: string;
  period: ContractPeriod;
  tiers: string;
  offered_at: number;
  answered_at: number | null;
}

function payoutsOf(db: DatabaseSync, memberId: number, kind: ContractKind): Contract['payouts'] {
  const rows = db
    .prepare('SELECT period_start, basis_cents, amount_cents FROM agent_contract_payouts WHERE member_id = ? AND kind = ? ORDER BY paid_at DESC, id DESC')
    .all(memberId, kind) as { period_start: string; basis_cents: number; amount_cents: number }[];
  return rows.map((row) => ({ date: row.period_start, basis: fromMinor(row.basis_cents), amount: fromMinor(row.amount_cents) }));
}

function termsOf(db: DatabaseSync, memberId: number, kind: ContractKind): TermsRow | undefined {
  return db
    .prepare('SELECT kind, status, reference, period, tiers, offered_at, answered_at FROM agent_contract_terms WHERE member_id = ? AND kind = ?')
    .get(memberId, kind) as TermsRow | undefined;
}

/**
 * A contract request field names an offer (G §7); one set without terms of its own (the seeds of
 * ./accounts.ts, the contract-request hook) is an offer of the default terms under that reference,
 * so the agent home's prompt always opens an offer to answer.
 */
function offerOfRequest(db: DatabaseSync, memberId: number, kind: ContractKind, now: number): void {
  const row = db.prepare(`SELECT ${REQUEST_FIELD[kind]} AS reference FROM agent_contracts WHERE member_id = ?`).get(memberId) as
    { reference: string } | undefined;
  if (!row?.reference) return;
  const terms = termsOf(db, memberId, kind);
  if (terms?.reference === row.reference) return;
  offerContract(db, memberId, { kind, reference: row.reference }, now);
}

function contractOf(db: DatabaseSync, memberId: number, kind: ContractKind, now: number): Contract {
  offerOfRequest(db, memberId, kind, now);
  const terms = termsOf(db, memberId, kind);
  const payouts = payoutsOf(db, memberId, kind);
  if (!terms)
    return {
      kind,
      status: 'none',
      reference: null,
      basis: BASIS[kind],
      period: DEFAULT_TERMS[kind].period,
      tiers: [],
      offeredAt: null,
      answeredAt: null,
      payouts,
    };
  return {
    kind,
    status: terms.status,
    reference: terms.reference,
    basis: BASIS[kind],
    period: terms.period,
    tiers: z.array(contractTier).parse(JSON.parse(terms.tiers)),
    offeredAt: platformTimestamp(terms.offered_at),
    answeredAt: terms.answered_at === null ? null : platformTimestamp(terms.answered_at),
    payouts,
  };
}

export function agentContracts(db: DatabaseSync, memberId: number, now: number): ValueOf<'agentContracts'> {
  return { contracts: CONTRACT_KINDS.map((kind) => contractOf(db, memberId, kind, now)) };
}

/** Sets the contract request field of the kind ('' clears it), making the agent_contracts row when missing. */
function setRequestField(db: DatabaseSync, memberId: number, kind: ContractKind, value: string): void {
  db.prepare('INSERT INTO agent_contracts (member_id) VALUES (?) ON CONFLICT (member_id) DO NOTHING').run(memberId);
  db.prepare(`UPDATE agent_contracts SET ${REQUEST_FIELD[kind]} = ? WHERE member_id = ?`).run(value, memberId);
}

/** Accepts or declines the offered contract of the kind, once per request id; either answer clears its request field (the agent home's prompt). */
export function answerContract(
  db: DatabaseSync,
  memberId: number,
  input: { requestId: string; kind: ContractKind; answer: 'accept' | 'decline' },
  now: number,
): Contract {
  return once(db, memberId, input.requestId, 'answerContract', () => {
    offerOfRequest(db, memberId, input.kind, now);
    const terms = termsOf(db, memberId, input.kind);
    if (terms?.status !== 'offered') {
      throw new PlatformError('contract.notOffered', `${input.kind}: no offer waits for an answer`, 200, { status: terms?.status ?? 'none' });
    }
    db.prepare('UPDATE agent_contract_terms SET status = ?, answered_at = ? WHERE member_id = ? AND kind = ?').run(
      input.answer === 'accept' ? 'active' : 'declined',
      now,
      memberId,
      input.kind,
    );
    setRequestField(db, memberId, input.kind, '');
    return contractOf(db, memberId, input.kind, now);
  });
}

/** A new offer of the kind (replacing whatever terms there were) and its request field set to its reference. */
export function offerContract(
  db: DatabaseSync,
  memberId: number,
  offer: { kind: ContractKind; reference: string; period?: ContractPeriod; tiers?: readonly Tier[] },
  now: number,
): void {
  const terms = DEFAULT_TERMS[offer.kind];
  transaction(db, () => {
    db.prepare(
      `INSERT INTO agent_contract_terms (member_id, kind, status, reference, period, tiers, offered_at, answered_at)
       VALUES (?, ?, 'offered', ?, ?, ?, ?, NULL)
       ON CONFLICT (member_id, kind) DO UPDATE SET status = 'offered', reference = excluded.reference, period = excluded.period,
         tiers = excluded.tiers, offered_at = excluded.offered_at, answered_at = NULL`,
    ).run(memberId, offer.kind, offer.reference, offer.period ?? terms.period, JSON.stringify(offer.tiers ?? terms.tiers), now);
    setRequestField(db, memberId, offer.kind, offer.reference);
  });
}

// ---- dividend ----

/** The dividend period containing `now`: platform days, the month or its half (1-15, 16-end). */
export function dividendPeriod(period: ContractPeriod, now: number): { first: string; last: string; since: number } {
  const today = platformDate(now);
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const lastOfMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  const [firstDay, lastDay] = period === 'halfMonth' ? (day <= 15 ? [1, 15] : [16, lastOfMonth]) : [1, lastOfMonth];
  const first = `${year}-${pad(month)}-${pad(firstDay)}`;
  return { first, last: `${year}-${pad(month)}-${pad(lastDay)}`, since: platformInstant(`${first} 00:00:00`)! };
}

export function dividendInfo(db: DatabaseSync, agentId: number, now: number): ValueOf<'dividendInfo'> {
  const contract = contractOf(db, agentId, 'dividend', now);
  const period = dividendPeriod(contract.period, now);
  const sums = teamSums(db, agentId, period.since, now + 1);
  const lossMinor = -Number(sums.win_loss) - Number(sums.rebates) - Number(sums.bonuses);
  const tier = contract.status === 'active' ? tierReached(contract.tiers, lossMinor) : null;
  const reached = tier === null ? null : contract.tiers[tier]!;
  return {
    status: contract.status,
    period: { first: period.first, last: period.last },
    teamLoss: fromMinor(lossMinor),
    tierReached: tier,
    rate: reached?.rate ?? null,
    projected: fromMinor(reached ? tierPays(reached, lossMinor) : 0),
    payouts: contract.payouts,
  };
}
