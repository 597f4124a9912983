/**
 * The server's registration rules (A §5): the registerRules call hands them to the form, and the
 * register call checks the same ones, so the form and the platform can never disagree.
 * Fields are named as in the registration payload. A rule's `required` is for the username method;
 * the mobile method needs mobileNum and its code instead, and a password only if one is given.
 */
import { BIRTHDAY_MIN_YEAR } from '../../../src/constants.ts';
import { CAPTCHA_MAX_LENGTH, MOBILE_MAX_LENGTH, PAYEE_NAME_PATTERN, SMS_CODE_MAX_LENGTH, USERNAME_MAX_LENGTH } from '../../../src/contract/limits.ts';
import type { ValueOf } from '../../../src/contract/schemas.ts';
import type { CallRequest } from '../handlers/types.ts';
import { PlatformError } from '../platform-error.ts';

/** Ours: shortest user name. */
export const USERNAME_MIN_LENGTH = 4;
/** Ours: password length. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 20;
/** Ours: shortest mobile number (national part). */
export const MOBILE_MIN_LENGTH = 6;
/** Birthdays from this year to the end of the current one (A §2, §9). */

/** A §5: word characters, optional dotted parts, @, a domain with 1 to 3 suffixes of 2 to 3 letters. */
export const EMAIL_PATTERN = String.raw`^\w+([.-]\w+)*@\w+(-\w+)*(\.[A-Za-z]{2,3}){1,3}$`;
export const PASSWORD_PATTERN = String.raw`^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{${PASSWORD_MIN_LENGTH},${PASSWORD_MAX_LENGTH}}$`;
export const PASSWORD_MESSAGE = `${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH} letters and digits, with at least one of each`;

type RegisterInput = CallRequest<'register'>['input'];
export type RegisterField = Extract<keyof RegisterInput, string>;
type Rule = ValueOf<'registerRules'>[number] & { field: RegisterField };

const rule = (field: RegisterField, enabled: boolean, required: boolean, pattern: string, message: string): Rule => ({
  field,
  enabled,
  required,
  pattern,
  message,
});

/** No markup characters: these names are shown back to players and agents. */
const PLAIN_TEXT = String.raw`^[^<>"'&]`;

export const REGISTER_RULES: readonly Rule[] = [
  rule(
    'username',
    true,
    true,
    `^[A-Za-z0-9_]{${USERNAME_MIN_LENGTH},${USERNAME_MAX_LENGTH}}$`,
    `${USERNAME_MIN_LENGTH}-${USERNAME_MAX_LENGTH} letters, digits or underscores`,
  ),
  rule('password', true, true, PASSWORD_PATTERN, PASSWORD_MESSAGE),
  // Any text: what counts is that it equals the password (password.mismatch).
  rule('confirmPassword', true, true, '', 'Confirmation password not matched'),
  rule('mobileNum', true, false, String.raw`^\d{${MOBILE_MIN_LENGTH},${MOBILE_MAX_LENGTH}}$`, `at least ${MOBILE_MIN_LENGTH} digits`),
  rule('verificationCode', true, false, String.raw`^\d{1,${SMS_CODE_MAX_LENGTH}}$`, 'the code from the SMS'),
  rule('email', true, false, EMAIL_PATTERN, 'Incorrect email'),
  rule('nickname', true, false, `${PLAIN_TEXT}{1,20}$`, '1-20 characters, without < > " \' &'),
  rule(
    'birthday',
    true,
    false,
    String.raw`^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$`,
    `a date (YYYY-MM-DD) from ${BIRTHDAY_MIN_YEAR} to the end of this year`,
  ),
  rule('affiliateCode', true, false, '^[A-Za-z0-9]{4,16}$', 'Invalid invitation code'),
  rule('captcha', true, true, String.raw`^\d{1,${CAPTCHA_MAX_LENGTH}}$`, 'enter the result of the sum'),
  rule('paymentPassword', false, false, String.raw`^\d{6}$`, '6 digits'),
  // The contract's one payee-name rule (bank accounts use the same).
  rule('payeeName', false, false, PAYEE_NAME_PATTERN.source, 'the name on your bank account'),
  rule('idNumber', false, false, '^[A-Za-z0-9-]{4,30}$', '4-30 letters or digits'),
  rule('qqNum', false, false, String.raw`^\d{5,12}$`, '5-12 digits'),
  rule('facebook', false, false, String.raw`^[\w.]{1,64}$`, 'your Facebook user name'),
  rule('wechat', false, false, String.raw`^[A-Za-z][\w-]{5,19}$`, '6-20 characters, starting with a letter'),
  rule('line', false, false, String.raw`^[\w.-]{1,20}$`, 'your LINE id'),
  rule('whatsapp', false, false, String.raw`^\d{6,20}$`, '6-20 digits'),
  rule('zalo', false, false, String.raw`^\d{6,20}$`, '6-20 digits'),
  rule('recommenderId', false, false, `^[A-Za-z0-9_]{1,${USERNAME_MAX_LENGTH}}$`, 'the user name of who recommended you'),
];

const RULES = new Map(REGISTER_RULES.map((entry) => [entry.field, entry]));

/** registerSettings: which form fields show, the captcha, and whether an invitation code is a must. */
export function registerSettings(): ValueOf<'registerSettings'> {
  return {
    fields: Object.fromEntries(REGISTER_RULES.map(({ field, enabled }) => [field, enabled])),
    captcha: RULES.get('captcha')?.enabled ?? false,
    inviteCodeRequired: false,
  };
}

export const registrationNeedsCaptcha = () => registerSettings().captcha;

/** The optional profile fields kept with the member (when their rule is enabled). */
export const PROFILE_FIELDS = ['payeeName', 'idNumber', 'qqNum', 'facebook', 'wechat', 'line', 'whatsapp', 'zalo', 'birthday', 'recommenderId'] as const;

/**
 * A field breaking its rule, as `<field>: <problem>` with value.field. request.invalid is HTTP 400
 * like the schema refusals of app.ts; a bad e-mail has its own code (A §8 "Incorrect email").
 */
export function invalidField(field: string, message: string): PlatformError {
  return field === 'email'
    ? new PlatformError('email.invalid', `${field}: ${message}`, 200, { field })
    : new PlatformError('request.invalid', `${field}: ${message}`, 400, { field });
}

/** Throws for the first field that breaks its rule (A §5: the form focuses the first invalid field). */
export function checkField(field: RegisterField, value: string | undefined, required: boolean): void {
  const fieldRule = RULES.get(field);
  if (!fieldRule) return;
  if (!value) {
    if (required) throw invalidField(field, 'required');
    return;
  }
  if (fieldRule.pattern && !new RegExp(fieldRule.pattern).test(value)) throw invalidField(field, fieldRule.message);
}

export function isValidPassword(password: string): boolean {
  return new RegExp(PASSWORD_PATTERN).test(password);
}

export function isValidEmail(email: string): boolean {
  return new RegExp(EMAIL_PATTERN).test(email);
}

/** A real calendar day from BIRTHDAY_MIN_YEAR to the end of the current year. */
function birthdayInRange(birthday: string, now: number): boolean {
  const [year, month, day] = birthday.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const realDay = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return realDay && year >= BIRTHDAY_MIN_YEAR && year <= new Date(now).getUTCFullYear();
}

/** Trims the text fields and drops disabled and empty ones: what the rules and the store see. */
export function normaliseRegistration(input: RegisterInput): Partial<Record<RegisterField, string>> {
  const fields: Partial<Record<RegisterField, string>> = {};
  for (const [field, value] of Object.entries(input) as [RegisterField, unknown][]) {
    if (typeof value !== 'string') continue;
    const fieldRule = RULES.get(field);
    if (fieldRule && !fieldRule.enabled) continue; // the form does not show it: ignore what came
    // Passwords are taken as typed; everything else without surrounding spaces.
    const text = /password/i.test(field) ? value : value.trim();
    if (text) fields[field] = text;
  }
  return fields;
}

/**
 * Field rules, then the cross-field ones: confirmation equals password, birthday in range.
 * The captcha field is checked by the captcha store, not here.
 */
export function checkRegistrationFields(fields: Partial<Record<RegisterField, string>>, method: RegisterInput['method'], now: number): void {
  const byUsername = method === 'username';
  const requiredFor = (field: RegisterField): boolean => {
    if (field === 'mobileNum') return !byUsername;
    if (field === 'confirmPassword') return byUsername || fields.password !== undefined;
    if (field === 'username' || field === 'password') return byUsername;
    return field !== 'captcha' && (RULES.get(field)?.required ?? false);
  };
  for (const { field, enabled } of REGISTER_RULES) {
    if (enabled && field !== 'captcha' && field !== 'verificationCode') checkField(field, fields[field], requiredFor(field));
  }
  if (fields.password !== fields.confirmPassword)
    throw new PlatformError('password.mismatch', 'Confirmation password not matched', 200, { field: 'confirmPassword' });
  if (fields.birthday && !birthdayInRange(fields.birthday, now)) throw invalidField('birthday', RULES.get('birthday')?.message ?? 'out of range');
}
