/**
 * Proof that a player holds a phone: SMS codes (sent to the outbox), or an ID token from the
 * phone-auth provider (A §7 "firebaseIdToken"), verified through the Firebase emulator (./firebase.ts).
 */
import { randomInt } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { SMS_CODE_MAX_LENGTH } from '../../../src/contract/limits.ts';
import { SMS_DEFAULT_COUNTDOWN_S } from '../../../src/constants.ts';
import type { RequestOf } from '../../../src/contract/schemas.ts';
import { PlatformError } from '../platform-error.ts';
import { TokenRefused, type FirebaseIdentity, type FirebaseVerifier } from './firebase.ts';
import { formatPhone, nationalNumber, type PhoneNumber } from './members.ts';
import { deliver } from './outbox.ts';

/** What a code is for: sendSmsCode's purposes, and a payment-password reset (sendPaymentResetCode, to the bound number). */
export type SmsPurpose = RequestOf<'sendSmsCode'>['purpose'] | 'paymentPassword';

/** Ours: digits of a code (the form accepts up to SMS_CODE_MAX_LENGTH). */
export const SMS_CODE_LENGTH = 6;
/**
 * Ours: how long a code can be used. Longer than the resend wait, as on the platforms this product
 * targets: a code that arrives late still works after the get-code button is ready again.
 */
export const SMS_CODE_TTL_MS = 5 * 60 * 1000;
/**
 * One code per number per countdown (A §4, §9: 60 s). sendSmsCode's expirationTime is the end of
 * this wait, not of the code's life: the site's countdown runs to it, so a player who mistyped the
 * number asks again after a minute.
 */
export const SMS_RESEND_INTERVAL_MS = SMS_DEFAULT_COUNTDOWN_S * 1000;
/** Ours: codes one number can receive per hour, whatever the purpose. */
export const SMS_MAX_PER_HOUR = 5;
/**
 * Ours: codes one address may ask for per hour, whatever the numbers (SMS pumping: one script
 * sending codes to many numbers, each one the platform pays for). A carrier's NAT puts many
 * players behind one address, so this is above what one player needs (a mistyped number, a
 * resend); each send also needs a solved captcha (the bot check), which keeps a script slow.
 * The address is the connection's, never X-Forwarded-For.
 */
export const SMS_MAX_PER_ADDRESS_PER_HOUR = 10;
/** Ours: wrong guesses that burn a code, so 6 digits cannot be tried through. */
export const SMS_MAX_WRONG_ATTEMPTS = 5;
const HOUR_MS = 60 * 60 * 1000;

if (SMS_CODE_LENGTH > SMS_CODE_MAX_LENGTH) throw new Error('SMS codes longer than the form accepts');

/** Whole seconds from `now` to `at`, at least 1. */
const secondsUntil = (at: number, now: number) => Math.max(1, Math.ceil((at - now) / 1000));

/**
 * Test hook (POST /__sandbox/sms-limits/reset): the codes already sent stop counting for the
 * address that asked. The test servers' journeys share 127.0.0.1; per-number limits stay.
 */
export function forgetSmsAddresses(db: DatabaseSync): void {
  db.prepare('UPDATE sms_codes SET client_ip = NULL').run();
}

const normal = (phone: PhoneNumber): PhoneNumber => ({ dialingCode: phone.dialingCode, mobileNum: nationalNumber(phone.mobileNum) });

/**
 * Sends a new code for `purpose` to the phone; answers when another code may be asked for (ms
 * since epoch: the answer's expirationTime). The code itself stays usable for SMS_CODE_TTL_MS.
 */
export function sendSmsCode(
  db: DatabaseSync,
  phone: PhoneNumber,
  purpose: SmsPurpose,
  { now, sender, clientIp }: { now: number; sender: string; clientIp: string },
): number {
  const { dialingCode, mobileNum } = normal(phone);
  const fromAddress = db
    .prepare('SELECT created_at FROM sms_codes WHERE client_ip = ? AND created_at > ? ORDER BY created_at')
    .all(clientIp, now - HOUR_MS) as { created_at: number }[];
  if (fromAddress.length >= SMS_MAX_PER_ADDRESS_PER_HOUR) {
    const seconds = secondsUntil(fromAddress[fromAddress.length - SMS_MAX_PER_ADDRESS_PER_HOUR]!.created_at + HOUR_MS, now);
    throw new PlatformError('sms.tooManyFromAddress', `Too many codes were asked for from this address, please try again in ${seconds} s`, 200, {
      retryAfterSeconds: seconds,
    });
  }
  const recent = db
    .prepare('SELECT created_at FROM sms_codes WHERE dialing_code = ? AND mobile_num = ? AND created_at > ? ORDER BY created_at DESC')
    .all(dialingCode, mobileNum, now - HOUR_MS) as { created_at: number }[];
  const last = recent[0]?.created_at;
  if (last !== undefined && now - last < SMS_RESEND_INTERVAL_MS) {
    const seconds = secondsUntil(last + SMS_RESEND_INTERVAL_MS, now);
    throw new PlatformError('sms.tooMany', `Please wait ${seconds} s before asking for another code`, 200, { retryAfterSeconds: seconds });
  }
  if (recent.length >= SMS_MAX_PER_HOUR) {
    // recent is newest first: the send that leaves the window next frees a place.
    const seconds = secondsUntil(recent[SMS_MAX_PER_HOUR - 1]!.created_at + HOUR_MS, now);
    throw new PlatformError('sms.tooMany', `Too many codes were sent to this number, please try again in ${seconds} s`, 200, { retryAfterSeconds: seconds });
  }
  const code = String(randomInt(10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
  db.prepare('INSERT INTO sms_codes (dialing_code, mobile_num, purpose, code, created_at, expires_at, client_ip) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
    dialingCode,
    mobileNum,
    purpose,
    code,
    now,
    now + SMS_CODE_TTL_MS,
    clientIp,
  );
  const minutes = SMS_CODE_TTL_MS / 60_000;
  deliver(db, {
    kind: 'sms',
    to: formatPhone({ dialingCode, mobileNum }),
    text: `[${sender}] Your verification code is ${code}. It expires in ${minutes} minutes. Never share it with anyone.`,
    code,
    createdAt: now,
  });
  return now + SMS_RESEND_INTERVAL_MS;
}

const smsInvalid = () => new PlatformError('sms.invalid', 'Verification code error');

/**
 * The id of the phone's latest code for `purpose` when `code` is it, unused and in time; it stays
 * usable until useSmsCode (a refused new password must not cost the player their code).
 */
export function checkSmsCode(db: DatabaseSync, phone: PhoneNumber, purpose: SmsPurpose, code: string, now: number): number {
  const { dialingCode, mobileNum } = normal(phone);
  const latest = db
    .prepare(
      `SELECT id, code, expires_at, wrong_attempts, used_at FROM sms_codes
       WHERE dialing_code = ? AND mobile_num = ? AND purpose = ? ORDER BY created_at DESC, id DESC LIMIT 1`,
    )
    .get(dialingCode, mobileNum, purpose) as { id: number; code: string; expires_at: number; wrong_attempts: number; used_at: number | null } | undefined;
  if (!latest || latest.used_at !== null || latest.wrong_attempts >= SMS_MAX_WRONG_ATTEMPTS) throw smsInvalid();
  if (latest.expires_at <= now) throw new PlatformError('sms.expired', 'Verification code error: the code has expired, please ask for a new one');
  if (latest.code !== code.trim()) {
    db.prepare('UPDATE sms_codes SET wrong_attempts = wrong_attempts + 1 WHERE id = ?').run(latest.id);
    throw smsInvalid();
  }
  return latest.id;
}

/** Uses the code up; a second use of the same code (two requests at once) is refused. */
export function useSmsCode(db: DatabaseSync, id: number, now: number): void {
  const { changes } = db.prepare('UPDATE sms_codes SET used_at = ? WHERE id = ? AND used_at IS NULL').run(now, id);
  if (Number(changes) !== 1) throw smsInvalid();
}

/** Whether a verified Firebase identity is the phone's: signed in by phone, with that number. */
export function identityHoldsPhone(identity: FirebaseIdentity, phone: PhoneNumber): boolean {
  const { dialingCode, mobileNum } = normal(phone);
  return identity.provider === 'phone' && identity.phoneNumber?.replace(/\D/g, '') === `${dialingCode}${mobileNum}`;
}

export interface PhoneProof {
  verificationCode?: string;
  /** The holder of a firebaseIdToken, asked beforehand (identityOfToken); null: the token proves nobody. */
  firebaseIdentity?: FirebaseIdentity | null;
}

/**
 * Who a firebaseIdToken proves: undefined without a token, null for a refused one. Asked before
 * a handler's checks, which then run without waiting (nothing slips between them and the insert).
 */
export async function identityOfToken(verifyToken: FirebaseVerifier, idToken: string | undefined, now: number): Promise<FirebaseIdentity | null | undefined> {
  if (!idToken) return undefined;
  try {
    return await verifyToken(idToken, now);
  } catch (error) {
    if (error instanceof TokenRefused) return null;
    throw error;
  }
}

/**
 * Checks a phone proof (a provider token, else an SMS code) and answers how to use it up once the
 * rest of the request has passed: SMS codes are single use, tokens expire by themselves.
 */
export function checkPhoneProof(db: DatabaseSync, phone: PhoneNumber, purpose: SmsPurpose, proof: PhoneProof, now: number): () => void {
  if (proof.firebaseIdentity !== undefined) {
    if (!proof.firebaseIdentity || !identityHoldsPhone(proof.firebaseIdentity, phone)) throw smsInvalid();
    return () => {};
  }
  if (!proof.verificationCode) throw new PlatformError('sms.invalid', 'verificationCode: required');
  const id = checkSmsCode(db, phone, purpose, proof.verificationCode, now);
  return () => useSmsCode(db, id, now);
}
