// The log-in limits (accounts/login-guard.ts) by address, which the HTTP suites cannot vary: their
// requests all come from 127.0.0.1 (account-login.test.ts covers the rest over HTTP).
import type { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ADDRESS_FAILURES_BEFORE_CAPTCHA,
  ADDRESS_FAILURES_BEFORE_LOCK,
  clearLoginFailures,
  FIRST_LOCK_MS,
  LOGIN_FAILURE_WINDOW_MS,
  loginLockRemaining,
  loginNeedsCaptcha,
  recordLoginFailure,
  USER_FAILURES_BEFORE_LOCK,
} from './accounts/login-guard.ts';
import { openDatabase } from './db.ts';

const NOW = Date.UTC(2026, 0, 15, 10);
const CARRIER = '100.64.0.1';
const HOME = '192.0.2.10';

let db: DatabaseSync;
beforeEach(() => {
  db = openDatabase(':memory:');
});
afterEach(() => db.close());

/** `count` failures from `ip`, each for its own user name (none near its own lock-out). */
function sprayFrom(ip: string, count: number, at = NOW): void {
  for (let i = 0; i < count; i++) recordLoginFailure(db, `player_${ip}_${i}`, ip, at);
}

describe('log-in limits by address', () => {
  it('a shared address is locked only after many failures, and only that address', () => {
    sprayFrom(CARRIER, ADDRESS_FAILURES_BEFORE_LOCK - 1);
    expect(loginLockRemaining(db, 'someone', CARRIER, NOW)).toBe(0);
    sprayFrom(CARRIER, 1);
    expect(loginLockRemaining(db, 'someone', CARRIER, NOW)).toBe(FIRST_LOCK_MS);
    expect(loginLockRemaining(db, 'someone', HOME, NOW)).toBe(0);
    expect(loginNeedsCaptcha(db, 'someone', HOME, NOW)).toBe(false);
  });

  it('a user name is locked from every address', () => {
    for (let i = 0; i < USER_FAILURES_BEFORE_LOCK; i++) recordLoginFailure(db, 'demo_member', i % 2 ? CARRIER : HOME, NOW);
    expect(loginLockRemaining(db, 'Demo_Member', '198.51.100.1', NOW)).toBe(FIRST_LOCK_MS);
  });

  it("a success settles the address's captcha, not its count towards the lock", () => {
    sprayFrom(CARRIER, ADDRESS_FAILURES_BEFORE_CAPTCHA);
    expect(loginNeedsCaptcha(db, 'someone', CARRIER, NOW)).toBe(true);
    clearLoginFailures(db, 'own_account', CARRIER);
    expect(loginNeedsCaptcha(db, 'someone', CARRIER, NOW)).toBe(false);
    sprayFrom(CARRIER, ADDRESS_FAILURES_BEFORE_LOCK - ADDRESS_FAILURES_BEFORE_CAPTCHA);
    expect(loginLockRemaining(db, 'someone', CARRIER, NOW)).toBe(FIRST_LOCK_MS);
  });

  it('forgets failures older than the window', () => {
    sprayFrom(CARRIER, ADDRESS_FAILURES_BEFORE_LOCK);
    expect(loginLockRemaining(db, 'someone', CARRIER, NOW + LOGIN_FAILURE_WINDOW_MS)).toBe(0);
    expect(loginNeedsCaptcha(db, 'someone', CARRIER, NOW + LOGIN_FAILURE_WINDOW_MS)).toBe(false);
  });
});
