/**
 * Security centre calls (issue 23): what is set and bound (contact details masked, see
 * src/contract/masking.ts), the payment password, binding a mobile number (with an SMS code to it,
 * purpose 'bind', or a Firebase phone token) and an e-mail address. Trial accounts are refused,
 * as on the other member screens. Payment passwords are stored as the login passwords are (salted
 * scrypt, ../accounts/passwords.ts), never readable.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { ValueOf } from '../../../src/contract/schemas.ts';
import { MEMBER_TYPES } from '../../../src/contract/vocabulary.ts';
import { maskEmail, maskMobile } from '../../../src/contract/masking.ts';
import { findByPhone, nationalNumber, type PhoneNumber } from '../accounts/members.ts';
import { loginLockRemaining, recordLoginFailure } from '../accounts/login-guard.ts';
import { hashPassword, verifyPassword } from '../accounts/passwords.ts';
import { checkPhoneProof, checkSmsCode, identityOfToken, sendSmsCode, useSmsCode } from '../accounts/phone.ts';
import { isValidEmail } from '../accounts/registration.ts';
import { transaction } from '../db.ts';
import { PlatformError } from '../platform-error.ts';
import { mobileExists, samePassword, trialRefused } from './account.ts';
import type { Handlers, Member } from './types.ts';

interface SecurityRow {
  password_hash: string | null;
  payment_password_hash: string | null;
  email: string | null;
  dialing_code: string | null;
  mobile_num: string | null;
}

/** The member's security columns; a trial account is refused (A §6 free_reject). */
function securityRow(db: DatabaseSync, member: Member): SecurityRow {
  if ((MEMBER_TYPES.trial as readonly number[]).includes(member.type)) throw trialRefused();
  const row = db.prepare('SELECT password_hash, payment_password_hash, email, dialing_code, mobile_num FROM members WHERE id = ?').get(member.id);
  if (!row) throw new PlatformError('member.notFound', 'Sorry, the user does not exist or is disabled');
  return { ...(row as unknown as SecurityRow) };
}

const maskedMobile = (dialingCode: string, mobileNum: string) => ({ dialingCode, number: maskMobile(mobileNum) });

const mismatch = () => new PlatformError('password.mismatch', 'Confirmation password not matched', 200, { field: 'confirmPassword' });

/** Stores a new payment password; a reset or a first setting also ends a lock and starts the wrong-try count again. */
async function storePaymentPassword(
  db: DatabaseSync,
  memberId: number,
  password: string,
  beforeStore: () => void = () => {},
): Promise<ValueOf<'setPaymentPassword'>> {
  const hash = await hashPassword(password);
  transaction(db, () => {
    beforeStore();
    db.prepare('UPDATE members SET payment_password_hash = ?, payment_password_wrong = 0, payment_password_locked_until = NULL WHERE id = ?').run(
      hash,
      memberId,
    );
  });
  return { paymentPasswordSet: true };
}

/**
 * The login password that confirms a payment-password setting or reset (a borrowed, unlocked
 * phone must not be enough): required when the account has one. A wrong one counts as a failed
 * log-in (../accounts/login-guard.ts), so this is no way around the log-in lock.
 */
async function checkLoginPassword(db: DatabaseSync, member: Member, row: SecurityRow, given: string | undefined, clientIp: string, at: number): Promise<void> {
  if (row.password_hash === null) return;
  if (!given) throw new PlatformError('request.invalid', 'The login password is required', 400, { field: 'loginPassword' });
  const wait = loginLockRemaining(db, member.username, clientIp, at);
  if (wait > 0) throw new PlatformError('login.locked', 'Too many failed log-ins', 200, { retryAfterSeconds: Math.ceil(wait / 1000) });
  if (!(await verifyPassword(given, row.password_hash))) {
    recordLoginFailure(db, member.username, clientIp, at);
    throw new PlatformError('password.loginWrong', 'The login password is incorrect', 200, { field: 'loginPassword' });
  }
}

const boundPhone = (row: SecurityRow): PhoneNumber => {
  if (!row.dialing_code || !row.mobile_num) throw new PlatformError('paymentPassword.noMobile', 'Bind a mobile number first, or contact customer service');
  return { dialingCode: row.dialing_code, mobileNum: row.mobile_num };
};

export const securityHandlers = {
  securityInfo: ({ member }, { db }) => {
    const row = securityRow(db, member);
    return {
      loginPasswordSet: row.password_hash !== null,
      paymentPasswordSet: row.payment_password_hash !== null,
      mobile: row.dialing_code && row.mobile_num ? maskedMobile(row.dialing_code, row.mobile_num) : null,
      email: row.email ? maskEmail(row.email) : null,
    };
  },

  setPaymentPassword: async ({ input, member, clientIp }, { db, now }) => {
    const row = securityRow(db, member);
    // Once set, only a change (the old one) or a reset (the login password and a code to the bound
    // mobile) replaces it: a stolen session must not.
    if (row.payment_password_hash !== null) {
      throw new PlatformError('request.invalid', 'The payment password is already set: change it with the old one', 400, { field: 'oldPassword' });
    }
    if (input.confirmPassword !== input.newPassword) throw mismatch();
    await checkLoginPassword(db, member, row, input.loginPassword, clientIp, now());
    return storePaymentPassword(db, member.id, input.newPassword);
  },

  sendPaymentResetCode: ({ member, clientIp }, { db, now, brand }) => {
    const row = securityRow(db, member);
    const phone = boundPhone(row);
    const expirationTime = sendSmsCode(db, phone, 'paymentPassword', { now: now(), sender: brand?.name ?? 'Sandbox', clientIp });
    return { expirationTime, mobile: maskedMobile(phone.dialingCode, phone.mobileNum) };
  },

  resetPaymentPassword: async ({ input, member, clientIp }, { db, now }) => {
    const row = securityRow(db, member);
    const phone = boundPhone(row);
    if (input.confirmPassword !== input.newPassword) throw mismatch();
    const at = now();
    await checkLoginPassword(db, member, row, input.loginPassword, clientIp, at);
    const code = checkSmsCode(db, phone, 'paymentPassword', input.verificationCode, at);
    return storePaymentPassword(db, member.id, input.newPassword, () => useSmsCode(db, code, at));
  },

  changePaymentPassword: async ({ input, member }, { db }) => {
    const row = securityRow(db, member);
    if (row.payment_password_hash === null) {
      throw new PlatformError('request.invalid', 'No payment password is set yet: set one first', 400, { field: 'oldPassword' });
    }
    if (!(await verifyPassword(input.oldPassword, row.payment_password_hash))) {
      throw new PlatformError('password.oldWrong', 'The old payment password is incorrect', 200, { field: 'oldPassword' });
    }
    if (input.newPassword === input.oldPassword) throw samePassword();
    if (input.confirmPassword !== input.newPassword) throw mismatch();
    return storePaymentPassword(db, member.id, input.newPassword);
  },

  bindMobile: async ({ input, member }, { db, now, verifyFirebaseToken }) => {
    securityRow(db, member);
    const at = now();
    const firebaseIdentity = await identityOfToken(verifyFirebaseToken, input.firebaseIdToken, at);
    const phone: PhoneNumber = { dialingCode: input.countryDialingCode, mobileNum: nationalNumber(input.mobileNum) };
    // From here on nothing awaits: no other request can bind the number between the check and the update.
    const owner = findByPhone(db, phone);
    if (owner) throw mobileExists(); // another member's, or already this member's
    const usePhoneProof = checkPhoneProof(db, phone, 'bind', { verificationCode: input.verificationCode, firebaseIdentity }, at);
    transaction(db, () => {
      usePhoneProof();
      db.prepare('UPDATE members SET dialing_code = ?, mobile_num = ? WHERE id = ?').run(phone.dialingCode, phone.mobileNum, member.id);
    });
    return { mobile: maskedMobile(phone.dialingCode, phone.mobileNum) };
  },

  bindEmail: ({ input, member }, { db }) => {
    securityRow(db, member);
    const email = input.email.trim();
    if (!isValidEmail(email)) throw new PlatformError('email.invalid', 'Incorrect email', 200, { field: 'email' });
    db.prepare('UPDATE members SET email = ? WHERE id = ?').run(email, member.id);
    return { email: maskEmail(email) };
  },
} satisfies Partial<Handlers>;
