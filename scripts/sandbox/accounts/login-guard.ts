/**
 * When a log-in needs a captcha (A §4 "Login captcha"): after a failed log-in for a user name, and
 * after a few failures from one address (several players may share it, so one mistake there is
 * not enough). The need lasts until a log-in with a correct captcha succeeds, or the window passes.
 */
import type { DatabaseSync } from 'node:sqlite';

/** Ours: failures older than this are forgotten. */
export const LOGIN_FAILURE_WINDOW_MS = 30 * 60 * 1000;
/** Ours: failures for one user name before its log-ins need a captcha. */
export const USER_FAILURES_BEFORE_CAPTCHA = 1;
/** Ours: failures from one address (any user names) before its log-ins need a captcha. */
export const ADDRESS_FAILURES_BEFORE_CAPTCHA = 3;

const userSubject = (username: string) => `user:${username.trim().toLowerCase()}`;
const addressSubject = (ip: string) => `ip:${ip}`;

function failures(db: DatabaseSync, subject: string, now: number): number {
  const row = db.prepare('SELECT count(*) AS n FROM login_failures WHERE subject = ? AND failed_at > ?').get(subject, now - LOGIN_FAILURE_WINDOW_MS);
  return Number((row as { n: number }).n);
}

export function loginNeedsCaptcha(db: DatabaseSync, username: string, ip: string, now: number): boolean {
  return (
    failures(db, userSubject(username), now) >= USER_FAILURES_BEFORE_CAPTCHA ||
    failures(db, addressSubject(ip), now) >= ADDRESS_FAILURES_BEFORE_CAPTCHA
  );
}

export function recordLoginFailure(db: DatabaseSync, username: string, ip: string, now: number): void {
  db.prepare('DELETE FROM login_failures WHERE failed_at <= ?').run(now - LOGIN_FAILURE_WINDOW_MS);
  const insert = db.prepare('INSERT INTO login_failures (subject, failed_at) VALUES (?, ?)');
  insert.run(userSubject(username), now);
  insert.run(addressSubject(ip), now);
}

export function clearLoginFailures(db: DatabaseSync, username: string, ip: string): void {
  db.prepare('DELETE FROM login_failures WHERE subject IN (?, ?)').run(userSubject(username), addressSubject(ip));
}
