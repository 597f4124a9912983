/**
 * Limits on failed log-ins, per user name and per address (the socket's: X-Forwarded-For is
 * anyone's to write, so it is never read):
 * - a captcha (A §4 "Login captcha") after a failed log-in for a user name, and after a few
 *   failures from one address (several players may share it, so one mistake there is not enough).
 *   The need lasts until a log-in with a correct captcha succeeds, or the window passes;
 * - a lock-out (ours, `login.locked`): a captcha only slows a guesser down, so after a handful of
 *   failures for a user name, or many from one address, its log-ins are refused for a while that
 *   doubles with each further failure. Refused log-ins are not checked, so they do not count.
 * A success clears the user name's failures (its owner is back) and the address's need for a
 * captcha, but not the address's count towards its lock: a guesser would otherwise reset it by
 * logging in to an account of their own.
 */
import type { DatabaseSync } from 'node:sqlite';

/** Ours: failures older than this are forgotten; no lock-out lasts longer. */
export const LOGIN_FAILURE_WINDOW_MS = 30 * 60 * 1000;
/** Ours: failures for one user name before its log-ins need a captcha. */
export const USER_FAILURES_BEFORE_CAPTCHA = 1;
/** Ours: failures from one address (any user names) before its log-ins need a captcha. */
export const ADDRESS_FAILURES_BEFORE_CAPTCHA = 3;
/** Ours: failures for one user name before it is locked: a player who forgot a password tries a few, then uses Forgot password. */
export const USER_FAILURES_BEFORE_LOCK = 5;
/**
 * Ours: failures from one address (any user names) before it is locked. High, because a mobile
 * carrier's NAT puts many players behind one address: 20 of them each using their 4 tries stay
 * below it, while a script spreading guesses over user names stops here.
 */
export const ADDRESS_FAILURES_BEFORE_LOCK = 100;
/** Ours: the first lock-out; each further failure doubles it, up to LOGIN_FAILURE_WINDOW_MS. */
export const FIRST_LOCK_MS = 60 * 1000;

const userSubject = (username: string) => `user:${username.trim().toLowerCase()}`;
const addressSubject = (ip: string) => `ip:${ip}`;

interface Failures {
  count: number;
  /** The newest failure, ms since epoch (0 without any). */
  last: number;
}

function failures(db: DatabaseSync, subject: string, now: number, { unsettledOnly = false } = {}): Failures {
  const row = db
    .prepare(`SELECT count(*) AS n, max(failed_at) AS last FROM login_failures WHERE subject = ? AND failed_at > ?${unsettledOnly ? ' AND settled = 0' : ''}`)
    .get(subject, now - LOGIN_FAILURE_WINDOW_MS) as { n: number; last: number | null };
  return { count: Number(row.n), last: Number(row.last ?? 0) };
}

/** When the lock-out these failures earn ends (ms since epoch); 0 below the threshold. */
function lockEnd({ count, last }: Failures, threshold: number): number {
  if (count < threshold) return 0;
  return last + Math.min(FIRST_LOCK_MS * 2 ** (count - threshold), LOGIN_FAILURE_WINDOW_MS);
}

/** How long log-ins for the user name from the address must still wait (ms); 0 when they may try. */
export function loginLockRemaining(db: DatabaseSync, username: string, ip: string, now: number): number {
  const end = Math.max(
    lockEnd(failures(db, userSubject(username), now), USER_FAILURES_BEFORE_LOCK),
    lockEnd(failures(db, addressSubject(ip), now), ADDRESS_FAILURES_BEFORE_LOCK),
  );
  return Math.max(0, end - now);
}

export function loginNeedsCaptcha(db: DatabaseSync, username: string, ip: string, now: number): boolean {
  return (
    failures(db, userSubject(username), now).count >= USER_FAILURES_BEFORE_CAPTCHA ||
    failures(db, addressSubject(ip), now, { unsettledOnly: true }).count >= ADDRESS_FAILURES_BEFORE_CAPTCHA
  );
}

export function recordLoginFailure(db: DatabaseSync, username: string, ip: string, now: number): void {
  db.prepare('DELETE FROM login_failures WHERE failed_at <= ?').run(now - LOGIN_FAILURE_WINDOW_MS);
  const insert = db.prepare('INSERT INTO login_failures (subject, failed_at) VALUES (?, ?)');
  insert.run(userSubject(username), now);
  insert.run(addressSubject(ip), now);
}

/**
 * The owner of the user name proved themselves (a log-in with a correct captcha, a new password by
 * phone): its failures go, and the address's stop asking for a captcha (see the top of this file).
 */
export function clearLoginFailures(db: DatabaseSync, username: string, ip: string): void {
  db.prepare('DELETE FROM login_failures WHERE subject = ?').run(userSubject(username));
  db.prepare('UPDATE login_failures SET settled = 1 WHERE subject = ?').run(addressSubject(ip));
}
