/**
 * The member's records (issue 24): money movements from the ledger (accounts/ledger.ts) and bets.
 * Both take a range [from, to) on the platform clock of at most RECORDS_RANGE_MAX_DAYS, list
 * newest first a page at a time, and total the whole range and filter (not the page), in cents.
 */
import type { DatabaseSync } from 'node:sqlite';
import { RECORDS_RANGE_MAX_DAYS } from '../../../src/contract/limits.ts';
import { fromMinor } from '../../../src/lib/minor-units.ts';
import { platformInstant } from '../../../src/lib/local-time.ts';
import type { LedgerStatus } from '../accounts/ledger.ts';
import { DAY_MS, platformTimestamp } from '../data/content-time.ts';
import { localLabel } from '../data/labels.ts';
import { PlatformError } from '../platform-error.ts';
import type { ValueOf } from '../../../src/contract/schemas.ts';
import { sportsBet } from '../../../src/contract/schemas/cashier.ts';
import type { Handlers } from './types.ts';

interface Range {
  from: string;
  to: string;
  pageNo: number;
  pageSize: number;
}

/** The range's instants and the page's rows; refuses an empty, reversed or too long range. */
function readRange({ from, to, pageNo, pageSize }: Range): { since: number; until: number; limit: number; offset: number } {
  const since = platformInstant(from);
  const until = platformInstant(to);
  if (since === null || until === null || until <= since) throw new PlatformError('request.invalid', 'to: must be after from', 400, { field: 'to' });
  if (until - since > RECORDS_RANGE_MAX_DAYS * DAY_MS) {
    throw new PlatformError('request.invalid', `to: at most ${RECORDS_RANGE_MAX_DAYS} days after from`, 400, { field: 'to', maxDays: RECORDS_RANGE_MAX_DAYS });
  }
  return { since, until, limit: pageSize, offset: (pageNo - 1) * pageSize };
}

const pages = (count: number, pageSize: number) => Math.ceil(count / pageSize);

type TransactionRecord = ValueOf<'transactionRecords'>['records'][number];
type BetRecord = ValueOf<'betRecords'>['records'][number];

interface LedgerRow {
  id: number;
  type: TransactionRecord['type'];
  status: LedgerStatus;
  cents: number;
  fee_cents: number;
  balance_after_cents: number | null;
  created_at: number;
  reference: string | null;
  detail: string;
}

interface BetRow {
  id: number;
  game_name: string;
  game_type: BetRecord['gameType'];
  vassalage: string;
  vendor_name: string;
  cents: number;
  valid_cents: number;
  win_loss_cents: number;
  settled: number;
  placed_at: number;
  sports_detail: string | null;
}

/** The ledger rows of a member in the range; `types` (letters) and `status` filter when given. */
const LEDGER_FILTER = `FROM ledger WHERE member_id = $member AND created_at >= $since AND created_at < $until
  AND ($types IS NULL OR instr($types, type) > 0) AND ($status IS NULL OR status = $status)`;

const BET_FILTER = `FROM bets b LEFT JOIN vendors v ON v.code = b.vassalage
  WHERE b.member_id = $member AND b.placed_at >= $since AND b.placed_at < $until
  AND ($gameType IS NULL OR b.game_type = $gameType) AND ($vassalage IS NULL OR b.vassalage = $vassalage)`;

function transactionRecords(
  db: DatabaseSync,
  memberId: number,
  input: Range & { types?: string; status?: LedgerStatus; language?: string },
): ValueOf<'transactionRecords'> {
  const { since, until, limit, offset } = readRange(input);
  const filter = { member: memberId, since, until, types: input.types ?? null, status: input.status ?? null };
  const rows = db
    .prepare(
      `SELECT id, type, status, cents, fee_cents, balance_after_cents, created_at, reference, detail ${LEDGER_FILTER}
              ORDER BY created_at DESC, id DESC LIMIT $limit OFFSET $offset`,
    )
    .all({ ...filter, limit, offset }) as unknown as LedgerRow[];
  const sums = db
    .prepare(
      `SELECT count(*) AS count,
                coalesce(sum(CASE WHEN status = 'SUCCESS' AND cents > 0 THEN cents END), 0) AS in_cents,
                coalesce(sum(CASE WHEN status = 'SUCCESS' AND cents < 0 THEN -cents END), 0) AS out_cents
              ${LEDGER_FILTER}`,
    )
    .get(filter) as { count: number; in_cents: number; out_cents: number };
  return {
    records: rows.map((row) => ({
      id: String(row.id),
      type: row.type,
      status: row.status,
      amount: fromMinor(row.cents),
      fee: fromMinor(row.fee_cents),
      balanceAfter: row.balance_after_cents === null ? null : fromMinor(row.balance_after_cents),
      createdAt: platformTimestamp(row.created_at),
      reference: row.reference,
      detail: localLabel(row.detail, input.language),
    })),
    totals: { in: fromMinor(sums.in_cents), out: fromMinor(sums.out_cents) },
    totalPages: pages(sums.count, limit),
  };
}

function betRecords(db: DatabaseSync, memberId: number, input: Range & { gameType?: string; vassalage?: string }): ValueOf<'betRecords'> {
  const { since, until, limit, offset } = readRange(input);
  const filter = { member: memberId, since, until, gameType: input.gameType ?? null, vassalage: input.vassalage ?? null };
  const rows = db
    .prepare(
      `SELECT b.id, b.game_name, b.game_type, b.vassalage, coalesce(v.display_name, b.vassalage) AS vendor_name,
                b.cents, b.valid_cents, b.win_loss_cents, b.settled, b.placed_at, b.sports_detail
              ${BET_FILTER} ORDER BY b.placed_at DESC, b.id DESC LIMIT $limit OFFSET $offset`,
    )
    .all({ ...filter, limit, offset }) as unknown as BetRow[];
  const sums = db
    .prepare(
      `SELECT count(*) AS count, coalesce(sum(b.cents), 0) AS bet, coalesce(sum(b.valid_cents), 0) AS valid,
                coalesce(sum(b.win_loss_cents), 0) AS win_loss ${BET_FILTER}`,
    )
    .get(filter) as { count: number; bet: number; valid: number; win_loss: number };
  return {
    records: rows.map((row) => ({
      id: String(row.id),
      gameName: row.game_name,
      gameType: row.game_type,
      vassalage: row.vassalage,
      vendorName: row.vendor_name,
      betAmount: fromMinor(row.cents),
      validBet: fromMinor(row.valid_cents),
      winLoss: fromMinor(row.win_loss_cents),
      settled: row.settled === 1,
      placedAt: platformTimestamp(row.placed_at),
      sportsBet: row.sports_detail === null ? null : sportsBet.parse(JSON.parse(row.sports_detail)),
    })),
    totals: { count: sums.count, betAmount: fromMinor(sums.bet), validBet: fromMinor(sums.valid), winLoss: fromMinor(sums.win_loss) },
    totalPages: pages(sums.count, limit),
  };
}

export const recordHandlers = {
  transactionRecords: ({ input, member }, { db }) => transactionRecords(db, member.id, input),
  betRecords: ({ input, member }, { db }) => betRecords(db, member.id, input),
} satisfies Partial<Handlers>;
