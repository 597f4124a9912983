/**
 * Checks of the forgot-password forms (A §2 "Forgot-password screen", §5), free of React:
 * - by e-mail: username with the shared login-username rule (loginUsername2 of the form kit:
 *   letters, digits, underscore, 1-20, required), e-mail required, under 255 characters and
 *   matching the spec's simple pattern; both trimmed;
 * - by phone: mobile number required, at most 20 digits and checked against the registration rule
 *   for mobileNum (message with its minimum length), SMS code with the shared verificationCode rule, new
 *   password required (loginPassword) and, when the platform gives one, matching the registration
 *   rule for password: the platform enforces it, and a refusal would cost the player the code.
 */
import { LENGTH_LIMITS, lengthError } from '../../../components/form/length.ts';
import { check, EMAIL_PATTERN, type RuleMessages } from '../../../components/form/rules.ts';
import { matchesPlatformPattern } from '../../../components/form/platform-rules.ts';
import type { FormTexts } from '../../../components/form/texts.ts';
import type { ValueOf } from '../../../contract/schemas.ts';
import type { Texts } from '../../../i18n/types.ts';

export type RegisterRule = ValueOf<'registerRules'>[number];
export type { RuleMessages };

/** The whole `password.forget` subtree (src/i18n/locales/<lang>/password.json), handed over as it is. */
export type ForgetLabels = Texts['password']['forget'];
/** The parts of the kit's `form` namespace the two forms show (ForgetPage.astro). */
export type ForgetKitTexts = Pick<FormTexts, 'password' | 'mobile' | 'sms' | 'rules' | 'length' | 'captcha' | 'smsCheck'>;

export { EMAIL_PATTERN };
/** Ours: shortest mobile number when the platform's rule names none. */
const FALLBACK_MOBILE_MIN = 1;

export interface EmailMessages {
  /** The kit's shared rule texts (username: loginUsername2). */
  rules: RuleMessages;
  emailRequired: string;
  /** errors.email.invalid: "Incorrect email". */
  emailInvalid: string;
}

export type EmailField = 'username' | 'email';
export type EmailValues = Record<EmailField, string>;

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

export function trimEmailForm(values: EmailValues): EmailValues {
  return { username: values.username.trim(), email: values.email.trim() };
}

export function emailFieldErrors(field: EmailField, values: EmailValues, messages: EmailMessages): string[] {
  if (field === 'username') return check('loginUsername2', values.username, messages.rules);
  const value = values.email.trim();
  if (!value) return [messages.emailRequired];
  const overLimit = lengthError(value, LENGTH_LIMITS.email, messages.rules);
  if (overLimit.length) return overLimit;
  return EMAIL_PATTERN.test(value) ? [] : [messages.emailInvalid];
}

export type PhoneField = 'mobileNum' | 'verificationCode' | 'newPassword';
export type PhoneValues = Record<PhoneField, string>;

export interface PhoneMessages {
  /** The kit's shared rule texts (SMS code: verificationCode; password: loginPassword). */
  rules: RuleMessages;
  mobileRequired: string;
  /** `{{min}}`: the shortest number the registration rule accepts. */
  mobileInvalid: string;
  /** The password rule broken; the rule's own message follows it. */
  passwordInvalid: string;
}

/** The smallest length a pattern's first bounded repetition allows: `^\d{6,20}$` → 6. */
export function minimumLength(pattern: string | undefined): number | undefined {
  const match = /\{(\d+)(?:,\d*)?\}/.exec(pattern ?? '');
  return match ? Number(match[1]) : undefined;
}

export function phoneFieldErrors(field: PhoneField, values: PhoneValues, rules: readonly RegisterRule[], messages: PhoneMessages): string[] {
  const rule = (name: string) => rules.find((entry) => entry.field === name);
  if (field === 'mobileNum') {
    const value = values.mobileNum.trim();
    if (!value) return [messages.mobileRequired];
    const overLimit = lengthError(value, LENGTH_LIMITS.mobile, messages.rules);
    if (overLimit.length) return overLimit;
    const mobileRule = rule('mobileNum');
    const digitsOnly = /^\d+$/.test(value);
    if (digitsOnly && matchesPlatformPattern(mobileRule?.pattern, value)) return [];
    return [fill(messages.mobileInvalid, { min: minimumLength(mobileRule?.pattern) ?? FALLBACK_MOBILE_MIN })];
  }
  if (field === 'verificationCode') {
    return check('verificationCode', values.verificationCode, messages.rules);
  }
  const value = values.newPassword;
  if (!value) return check('loginPassword', value, messages.rules);
  const passwordRule = rule('password');
  if (matchesPlatformPattern(passwordRule?.pattern, value)) return [];
  return passwordRule?.message ? [messages.passwordInvalid, passwordRule.message] : [messages.passwordInvalid];
}

export const PHONE_FIELDS: readonly PhoneField[] = ['mobileNum', 'verificationCode', 'newPassword'];
export const EMAIL_FIELDS: readonly EmailField[] = ['username', 'email'];

/** Whether the phone form may be sent: something was touched and no field has an error (A §5). */
export function phoneFormReady(touched: boolean, values: PhoneValues, rules: readonly RegisterRule[], messages: PhoneMessages): boolean {
  return touched && PHONE_FIELDS.every((field) => phoneFieldErrors(field, values, rules, messages).length === 0);
}

/**
 * What a failed set-password-by-phone clears (A §8): modify.new.old.same the password field, any
 * other error the verification code.
 */
export function fieldClearedAfter(errorCode: string | undefined): PhoneField {
  return errorCode === 'modify.new.old.same' ? 'newPassword' : 'verificationCode';
}
