/**
 * Arithmetic captchas ("7 + 5 = ?"): the answer is kept with an expiry, and each captcha can be
 * tried once, right or wrong, so an answer cannot be guessed by retrying the same key.
 * Expired captchas are dropped whenever a new one is issued.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { CAPTCHA_MAX_LENGTH } from '../../../src/contract/limits.ts';
import type { ValueOf } from '../../../src/contract/schemas.ts';
import { renderCaptchaPng } from '../captcha-png.ts';
import { PlatformError } from '../platform-error.ts';

/** Ours: how long a captcha can be answered. */
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
/**
 * Ours: two-digit operands, still mental arithmetic for a player. The likeliest answer (a
 * difference of 1) then comes up about once in 90 captchas, so a blind guess rarely passes (with
 * operands up to 20 it passed about once in 20); answers stay at most 3 digits (CAPTCHA_MAX_LENGTH).
 */
const MIN_OPERAND = 10;
const MAX_OPERAND = 99;

/** A new question and its answer. */
export function captchaQuestion(): { text: string; answer: string } {
  const a = randomInt(MIN_OPERAND, MAX_OPERAND + 1);
  const b = randomInt(MIN_OPERAND, MAX_OPERAND + 1);
  // Subtraction puts the larger number first, so answers are never negative.
  if (randomInt(2) === 0) return { text: `${a} + ${b} = ?`, answer: String(a + b) };
  const [high, low] = a >= b ? [a, b] : [b, a];
  return { text: `${high} - ${low} = ?`, answer: String(high - low) };
}

export function issueCaptcha(db: DatabaseSync, now: number): ValueOf<'captcha'> {
  const { text, answer } = captchaQuestion();
  if (answer.length > CAPTCHA_MAX_LENGTH) throw new Error('captcha answer longer than the form accepts');
  const captchaKey = randomBytes(16).toString('base64url');
  db.prepare('DELETE FROM captchas WHERE expires_at <= ?').run(now);
  db.prepare('INSERT INTO captchas (captcha_key, answer, created_at, expires_at) VALUES (?, ?, ?, ?)').run(captchaKey, answer, now, now + CAPTCHA_TTL_MS);
  return { captchaKey, image: `data:image/png;base64,${renderCaptchaPng(text).toString('base64')}` };
}

/** Whether `answer` solves the captcha `key`; the captcha is used up either way. */
export function solveCaptcha(db: DatabaseSync, key: string, answer: string, now: number): boolean {
  const row = db.prepare('UPDATE captchas SET used_at = ? WHERE captcha_key = ? AND used_at IS NULL RETURNING answer, expires_at').get(now, key) as
    { answer: string; expires_at: number } | undefined;
  return row !== undefined && row.expires_at > now && row.answer === answer.trim();
}

export const captchaNeeded = () => new PlatformError('captcha.required', 'Please enter the verification code', 200, { captcha: true });
export const captchaWrong = () => new PlatformError('captcha.invalid', 'Verification code error', 200, { captcha: true });

/** Checks the captcha fields of a request: missing → captcha.required, wrong → captcha.invalid. */
export function requireCaptcha(db: DatabaseSync, fields: { captchaKey?: string; captcha?: string }, now: number): void {
  if (!fields.captchaKey || !fields.captcha) throw captchaNeeded();
  if (!solveCaptcha(db, fields.captchaKey, fields.captcha, now)) throw captchaWrong();
}

// ---- test hooks ----

export interface CaptchaPeek {
  captchaKey: string;
  answer: string;
  expiresAt: number;
  used: boolean;
}

/** The captcha `key`, or the newest one issued. */
export function peekCaptcha(db: DatabaseSync, key?: string): CaptchaPeek | undefined {
  const columns = 'captcha_key, answer, expires_at, used_at';
  const row = key
    ? db.prepare(`SELECT ${columns} FROM captchas WHERE captcha_key = ?`).get(key)
    : db.prepare(`SELECT ${columns} FROM captchas ORDER BY created_at DESC, rowid DESC LIMIT 1`).get();
  if (!row) return undefined;
  const { captcha_key, answer, expires_at, used_at } = row as { captcha_key: string; answer: string; expires_at: number; used_at: number | null };
  return { captchaKey: captcha_key, answer, expiresAt: expires_at, used: used_at !== null };
}
