/**
 * The member's money (issue 24): the balance in cents on the members row, and one ledger row per
 * movement (deposit, withdrawal, bonus, rebate, transfer, adjustment, agent income), which the
 * transaction record reads. Every change of the balance goes through here, inside one SQLite
 * transaction with its ledger row, so the two never disagree.
 *
 * A debit is a conditional update (`… WHERE balance_cents >= amount`): two withdrawals arriving
 * together cannot take the balance below zero, whichever commits first (the members table's CHECK
 * would refuse it too, as a last line).
 */
import type { DatabaseSync } from 'node:sqlite';
import type { TransactionType } from '../../../src/contract/vocabulary.ts';
import type { ValueOf } from '../../../src/contract/schemas.ts';
import { transaction } from '../db.ts';
import { PlatformError } from '../platform-error.ts';

export type LedgerStatus = ValueOf<'depositOrder'>['status'];

export interface Movement {
  type: TransactionType;
  /** Signed cents: into the balance positive, out negative. */
  cents: number;
  feeCents?: number;
  /** The order it belongs to (deposit or withdrawal id), which later settles or reverses it. */
  reference?: string | null;
  /** One line for the record's detail sheet: method and channel, account, promotion … */
  detail?: string;
  at: number;
}

export const insufficient = () => new PlatformError('balance.insufficient', 'Insufficient balance');

export function balanceCents(db: DatabaseSync, memberId: number): number {
  const row = db.prepare('SELECT balance_cents FROM members WHERE id = ?').get(memberId) as { balance_cents: number } | undefined;
  if (!row) throw new PlatformError('member.notFound', 'Sorry, the user does not exist or is disabled');
  return row.balance_cents;
}

/** Moves the balance by `cents` (a debit refused when the balance is short); the balance after. */
function move(db: DatabaseSync, memberId: number, cents: number): number {
  const row = db
    .prepare('UPDATE members SET balance_cents = balance_cents + ? WHERE id = ? AND balance_cents + ? >= 0 RETURNING balance_cents')
    .get(cents, memberId, cents) as { balance_cents: number } | undefined;
  if (!row) throw insufficient();
  return row.balance_cents;
}

function insertRow(db: DatabaseSync, memberId: number, movement: Movement, status: LedgerStatus, balanceAfter: number | null): number {
  const { id } = db
    .prepare(
      `INSERT INTO ledger (member_id, type, status, cents, fee_cents, balance_after_cents, created_at, reference, detail)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    )
    .get(
      memberId,
      movement.type,
      status,
      movement.cents,
      movement.feeCents ?? 0,
      balanceAfter,
      movement.at,
      movement.reference ?? null,
      movement.detail ?? '',
    ) as {
    id: number;
  };
  return id;
}

/** A movement that happens now (a credited deposit, a bonus, an adjustment): balance and row together. */
export function post(db: DatabaseSync, memberId: number, movement: Movement): number {
  return transaction(db, () => insertRow(db, memberId, movement, 'SUCCESS', move(db, memberId, movement.cents)));
}

/**
 * A movement waiting for the platform (a deposit order before it is paid): a PENDING row, the
 * balance untouched. `hold: true` (a withdrawal) takes the money at once, as the platforms do,
 * so it cannot be spent or withdrawn twice while the payout is pending.
 */
export function postPending(db: DatabaseSync, memberId: number, movement: Movement, { hold = false } = {}): number {
  return transaction(db, () => {
    if (hold) move(db, memberId, movement.cents);
    return insertRow(db, memberId, movement, 'PENDING', null);
  });
}

/**
 * Ends the pending row of `reference`: SUCCESS credits a pending credit (a held debit is already
 * taken); any other status gives a held debit back. Ending a row that is not pending changes
 * nothing and says so (false): a hook or an expiry arriving twice cannot pay twice.
 */
export function settle(db: DatabaseSync, reference: string, status: Exclude<LedgerStatus, 'PENDING'>, { held = false } = {}): boolean {
  return transaction(db, () => {
    const row = db.prepare("SELECT id, member_id, cents FROM ledger WHERE reference = ? AND status = 'PENDING'").get(reference) as
      { id: number; member_id: number; cents: number } | undefined;
    if (!row) return false;
    let after: number | null = null;
    if (status === 'SUCCESS') after = held ? balanceCents(db, row.member_id) : move(db, row.member_id, row.cents);
    else if (held) move(db, row.member_id, -row.cents);
    db.prepare('UPDATE ledger SET status = ?, balance_after_cents = ? WHERE id = ?').run(status, after, row.id);
    return true;
  });
}
