/**
 * The payment password at a withdrawal (issue 24): PAYMENT_PASSWORD_ATTEMPTS wrong ones in a row
 * lock it for PAYMENT_PASSWORD_LOCK_MS; a right one starts the count again. Each wrong try is
 * its own write, done before the withdrawal's transaction (idempotency.ts `once`), which rolls back
 * when the withdrawal is refused: the count must survive the refusal it causes.
 */
import type { DatabaseSync } from 'node:sqlite';
import { PlatformError } from '../platform-error.ts';
import { verifyPassword } from './passwords.ts';

export const PAYMENT_PASSWORD_ATTEMPTS = 5;
export const PAYMENT_PASSWORD_LOCK_MS = 30 * 60_000;

export interface PaymentPasswordState {
  set: boolean;
  attemptsLeft: number;
  /** The lock's end while it lasts, else null. */
  lockedUntil: number | null;
}

interface Row {
  payment_password_hash: string | null;
  payment_password_wrong: number;
  payment_password_locked_until: number | null;
}

function readRow(db: DatabaseSync, memberId: number): Row {
  const row = db.prepare('SELECT payment_password_hash, payment_password_wrong, payment_password_locked_until FROM members WHERE id = ?').get(memberId) as
    Row | undefined;
  if (!row) throw new PlatformError('member.notFound', 'Sorry, the user does not exist or is disabled');
  return row;
}

const stateOf = (row: Row, at: number): PaymentPasswordState => {
  const locked = row.payment_password_locked_until !== null && row.payment_password_locked_until > at;
  return {
    set: row.payment_password_hash !== null,
    attemptsLeft: locked ? 0 : PAYMENT_PASSWORD_ATTEMPTS - row.payment_password_wrong,
    lockedUntil: locked ? row.payment_password_locked_until : null,
  };
};

export function paymentPasswordState(db: DatabaseSync, memberId: number, at: number): PaymentPasswordState {
  return stateOf(readRow(db, memberId), at);
}

const locked = (until: number, at: number) => {
  const seconds = Math.ceil((until - at) / 1000);
  return new PlatformError('paymentPassword.locked', `Too many wrong payment passwords, please try again in ${Math.ceil(seconds / 60)} min`, 200, {
    retryAfterSeconds: seconds,
  });
};

/** One more wrong try, in one statement (tries sent together all count); the lock starts on the last allowed one. */
function recordWrong(db: DatabaseSync, memberId: number, at: number): Row {
  return db
    .prepare(
      `UPDATE members SET
         payment_password_wrong = CASE WHEN payment_password_wrong + 1 >= $attempts THEN 0 ELSE payment_password_wrong + 1 END,
         payment_password_locked_until = CASE WHEN payment_password_wrong + 1 >= $attempts THEN $until ELSE payment_password_locked_until END
       WHERE id = $id
       RETURNING payment_password_hash, payment_password_wrong, payment_password_locked_until`,
    )
    .get({ attempts: PAYMENT_PASSWORD_ATTEMPTS, until: at + PAYMENT_PASSWORD_LOCK_MS, id: memberId }) as unknown as Row;
}

/**
 * Refuses unless `password` is the member's payment password and it is not locked:
 * paymentPassword.required, .locked (value.retryAfterSeconds) or .wrong (value.attemptsLeft).
 */
export async function checkPaymentPassword(db: DatabaseSync, memberId: number, password: string, at: number): Promise<void> {
  const row = readRow(db, memberId);
  if (row.payment_password_hash === null) {
    throw new PlatformError('paymentPassword.required', 'Please set a payment password in the security centre first');
  }
  const before = stateOf(row, at);
  if (before.lockedUntil !== null) throw locked(before.lockedUntil, at);
  const right = await verifyPassword(password, row.payment_password_hash);
  if (!right) {
    const after = stateOf(recordWrong(db, memberId, at), at);
    if (after.lockedUntil !== null) throw locked(after.lockedUntil, at);
    throw new PlatformError('paymentPassword.wrong', 'Incorrect payment password', 200, { attemptsLeft: after.attemptsLeft });
  }
  // Tries sent together all passed the first check: a right one that ends after a lock began is refused too.
  const now = stateOf(readRow(db, memberId), at);
  if (now.lockedUntil !== null) throw locked(now.lockedUntil, at);
  db.prepare('UPDATE members SET payment_password_wrong = 0 WHERE id = ?').run(memberId);
}
