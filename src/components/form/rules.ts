/**
 * The shared rule set of the login fields (A §5 "Login fields use a shared rule set named
 * loginUsername2, loginPassword, loginMobileNum and verificationCode"), plus the captcha rule, for
 * every form that asks for these fields (login, forgot password, set password by phone).
 * Messages come from pattern texts with {{min}} and {{max}} substituted (e.g. reg_pattern_4:
 * "letters, digits and underscore only, length 1 to 20"). Pure: unit-tested.
 */
import { CAPTCHA_MAX_LENGTH, MOBILE_MAX_LENGTH, SMS_CODE_MAX_LENGTH, USERNAME_MAX_LENGTH } from '../../constants.ts';

export interface Rule {
  required: boolean;
  pattern?: RegExp;
  min?: number;
  max?: number;
  /** Keys of RuleMessages. */
  requiredMessage: keyof RuleMessages;
  patternMessage?: keyof RuleMessages;
}

/** Message templates ({{min}}, {{max}} left in), picked at build time (labels.ts ruleMessages). */
export interface RuleMessages {
  usernameRequired: string;
  usernamePattern: string;
  passwordRequired: string;
  mobileRequired: string;
  mobilePattern: string;
  smsRequired: string;
  smsPattern: string;
  captchaRequired: string;
  captchaPattern: string;
}

/** Ours: the spec gives no minimum for mobile numbers; 6 digits is the shortest national number we accept. */
export const MOBILE_MIN_LENGTH = 6;

export const RULES = {
  /** Letters, digits and underscore only, 1 to USERNAME_MAX_LENGTH, required (reg_pattern_4). */
  loginUsername2: { required: true, pattern: /^\w+$/, min: 1, max: USERNAME_MAX_LENGTH, requiredMessage: 'usernameRequired', patternMessage: 'usernamePattern' },
  /** Required; bounds not shown in the spec, so any non-empty password is sent and the platform judges. */
  loginPassword: { required: true, requiredMessage: 'passwordRequired' },
  /** Digits only, MOBILE_MIN_LENGTH (ours) to MOBILE_MAX_LENGTH. */
  loginMobileNum: { required: true, pattern: /^\d+$/, min: MOBILE_MIN_LENGTH, max: MOBILE_MAX_LENGTH, requiredMessage: 'mobileRequired', patternMessage: 'mobilePattern' },
  /** SMS code: digits only, up to SMS_CODE_MAX_LENGTH. */
  verificationCode: { required: true, pattern: /^\d+$/, min: 1, max: SMS_CODE_MAX_LENGTH, requiredMessage: 'smsRequired', patternMessage: 'smsPattern' },
  /** Captcha: required, numeric, up to CAPTCHA_MAX_LENGTH (A §5). */
  captcha: { required: true, pattern: /^\d+$/, min: 1, max: CAPTCHA_MAX_LENGTH, requiredMessage: 'captchaRequired', patternMessage: 'captchaPattern' },
} as const satisfies Record<string, Rule>;

export type RuleName = keyof typeof RULES;

/** A pattern text with its bounds: fillPattern('{{min}}-{{max}}', { min: 1, max: 20 }) → '1-20'. */
export function fillPattern(template: string, bounds: { min?: number; max?: number }): string {
  return template.replace(/\{\{\s*(min|max)\s*\}\}/g, (whole, name: 'min' | 'max') => (bounds[name] === undefined ? whole : String(bounds[name])));
}

/** The errors of one value under a rule: [] when valid; an optional empty value passes. */
export function checkRule(rule: Rule, value: string, messages: RuleMessages): string[] {
  const text = value.trim();
  if (!text) return rule.required ? [fillPattern(messages[rule.requiredMessage], rule)] : [];
  const tooShort = rule.min !== undefined && text.length < rule.min;
  const tooLong = rule.max !== undefined && text.length > rule.max;
  const mismatch = rule.pattern !== undefined && !rule.pattern.test(text);
  if ((tooShort || tooLong || mismatch) && rule.patternMessage) return [fillPattern(messages[rule.patternMessage], rule)];
  return [];
}

/** Shorthand: checkRule(RULES[name], …). */
export function check(name: RuleName, value: string, messages: RuleMessages): string[] {
  return checkRule(RULES[name], value, messages);
}

/** Keeps digits only, at most `max` (mobile numbers, SMS codes, captcha answers as typed). */
export function digitsOnly(text: string, max: number): string {
  return text.replace(/\D/g, '').slice(0, max);
}
