/** Looking members up and opening their sessions. */
import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { ValueOf } from '../../../src/contract/schemas.ts';
import { SESSION_TTL_MS } from '../handlers/types.ts';

/** A member row with the account columns of data/accounts.ts. */
export interface Account {
  id: number;
  username: string;
  type: number;
  nickname: string;
  balance_cents: number;
  password_hash: string | null;
  email: string | null;
  dialing_code: string | null;
  mobile_num: string | null;
  head_icon: string;
  vip_level: number | null;
  disabled: 0 | 1;
  last_login_at: number | null;
}

const COLUMNS = 'id, username, type, nickname, balance_cents, password_hash, email, dialing_code, mobile_num, head_icon, vip_level, disabled, last_login_at';

export interface PhoneNumber {
  dialingCode: string;
  mobileNum: string;
}

/** The national number without its trunk prefix, so 09750000001 and 9750000001 are one phone. */
export function nationalNumber(mobileNum: string): string {
  return mobileNum.trim().replace(/^0+/, '');
}

export function formatPhone({ dialingCode, mobileNum }: PhoneNumber): string {
  return `+${dialingCode}${mobileNum}`;
}

const asAccount = (row: unknown) => (row ? ({ ...(row as Account) } as Account) : undefined);

/** User names are unique regardless of case, as players type them. */
export function findByUsername(db: DatabaseSync, username: string): Account | undefined {
  return asAccount(db.prepare(`SELECT ${COLUMNS} FROM members WHERE username = ? COLLATE NOCASE`).get(username.trim()));
}

export function findByPhone(db: DatabaseSync, phone: PhoneNumber): Account | undefined {
  return asAccount(
    db.prepare(`SELECT ${COLUMNS} FROM members WHERE dialing_code = ? AND mobile_num = ?`).get(phone.dialingCode, nationalNumber(phone.mobileNum)),
  );
}

export function findById(db: DatabaseSync, id: number): Account | undefined {
  return asAccount(db.prepare(`SELECT ${COLUMNS} FROM members WHERE id = ?`).get(id));
}

export type SessionAnswer = ValueOf<'login'> & { merchantCode: string };

/**
 * A new session for `account`: a random token valid for SESSION_TTL_MS, the log-in recorded (the
 * agents' team counters read it). firstTimeLogin is true when the member never logged in before.
 */
export function openSession(
  db: DatabaseSync,
  account: Pick<Account, 'id' | 'username' | 'type' | 'last_login_at'>,
  { now, ip, merchantCode }: { now: number; ip: string; merchantCode: string },
): SessionAnswer {
  const token = randomBytes(24).toString('base64url');
  db.prepare('DELETE FROM tokens WHERE expires_at <= ?').run(now); // housekeeping: expired sessions are gone for good
  db.prepare('INSERT INTO tokens (token, member_id, expires_at) VALUES (?, ?, ?)').run(token, account.id, now + SESSION_TTL_MS);
  db.prepare('INSERT INTO logins (member_id, at, ip) VALUES (?, ?, ?)').run(account.id, now, ip);
  db.prepare('UPDATE members SET last_login_at = ? WHERE id = ?').run(now, account.id);
  return { token, merchantCode, userName: account.username, type: account.type, firstTimeLogin: account.last_login_at === null };
}

/** Ends the member's sessions, except `keep` (the one changing the password stays logged in). */
export function closeSessions(db: DatabaseSync, memberId: number, keep: string | null = null): void {
  db.prepare('DELETE FROM tokens WHERE member_id = ? AND token IS NOT ?').run(memberId, keep);
}
