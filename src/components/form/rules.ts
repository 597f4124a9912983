/**
 * The one source of field checks, for React and plain forms alike (README "Building a screen"):
 * - the shared rule set of the login fields (A §5 "Login fields use a shared rule set named
 *   loginUsername2, loginPassword, loginMobileNum and verificationCode"), plus the captcha rule, for
 *   every form that asks for these fields (login, forgot password, set password by phone). Messages
 *   come from pattern texts with {{min}} and {{max}} substituted (e.g. reg_pattern_4: "letters,
 *   digits and underscore only, length 1 to 20");
 * - the platform's own field rules and a password's confirmation are ./platform-rules.ts (apart,
 *   so a form that checks only those, as change password, does not carry this rule set).
 * Pure: unit-tested.
 */
import { LENGTH_LIMITS, lengthError, type LengthMessages } from './length.ts';

export interface Rule {
  required: boolean;
  pattern?: RegExp;
  min?: number;
  max?: number;
  /** Keys of RuleMessages. */
  requiredMessage: RuleMessageKey;
  patternMessage?: RuleMessageKey;
}

/**
 * Message templates ({{min}}, {{max}} left in), picked at build time (texts.ts ruleTexts), with
 * the kit's length messages (Field takes them for its `limit` too).
 */
export interface RuleMessages extends LengthMessages {
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

type RuleMessageKey = Exclude<keyof RuleMessages, keyof LengthMessages>;

/** Ours: the spec gives no minimum for mobile numbers; 6 digits is the shortest national number we accept. */
export const MOBILE_MIN_LENGTH = 6;

export const RULES = {
  /** Letters, digits and underscore only, 1 to USERNAME_MAX_LENGTH, required (reg_pattern_4). */
  loginUsername2: {
    required: true,
    pattern: /^\w+$/,
    min: 1,
    max: LENGTH_LIMITS.username,
    requiredMessage: 'usernameRequired',
    patternMessage: 'usernamePattern',
  },
  /** Required; bounds not shown in the spec, so any non-empty password is sent and the platform judges. */
  loginPassword: { required: true, requiredMessage: 'passwordRequired' },
  /** Digits only, MOBILE_MIN_LENGTH (ours) to MOBILE_MAX_LENGTH. */
  loginMobileNum: {
    required: true,
    pattern: /^\d+$/,
    min: MOBILE_MIN_LENGTH,
    max: LENGTH_LIMITS.mobile,
    requiredMessage: 'mobileRequired',
    patternMessage: 'mobilePattern',
  },
  /** SMS code: digits only, up to SMS_CODE_MAX_LENGTH. */
  verificationCode: { required: true, pattern: /^\d+$/, min: 1, max: LENGTH_LIMITS.smsCode, requiredMessage: 'smsRequired', patternMessage: 'smsPattern' },
  /** Captcha: required, numeric, up to CAPTCHA_MAX_LENGTH (A §5). */
  captcha: { required: true, pattern: /^\d+$/, min: 1, max: LENGTH_LIMITS.captcha, requiredMessage: 'captchaRequired', patternMessage: 'captchaPattern' },
} as const satisfies Record<string, Rule>;

/** A §5 (forgot password; the security centre's e-mail too): word characters, optional dotted parts, @, a domain with 1 to 3 suffix groups of 2 to 3 letters. */
export const EMAIL_PATTERN = /^\w+([.-]\w+)*@\w+(-\w+)*(\.[A-Za-z]{2,3}){1,3}$/;

export type RuleName = keyof typeof RULES;

/** A pattern text with its bounds: fillPattern('{{min}}-{{max}}', { min: 1, max: 20 }) → '1-20'. */
export function fillPattern(template: string, bounds: { min?: number; max?: number }): string {
  return template.replace(/\{\{\s*(min|max)\s*\}\}/g, (whole, name: 'min' | 'max') => (bounds[name] === undefined ? whole : String(bounds[name])));
}

/**
 * The errors of one value under a rule: [] when valid; an optional empty value passes; a value
 * over the rule's maximum gets the kit's length message alone (what Field shows at once).
 */
export function checkRule(rule: Rule, value: string, messages: RuleMessages): string[] {
  const text = value.trim();
  if (!text) return rule.required ? [fillPattern(messages[rule.requiredMessage], rule)] : [];
  const overLimit = rule.max === undefined ? [] : lengthError(text, rule.max, messages);
  if (overLimit.length) return overLimit;
  const tooShort = rule.min !== undefined && text.length < rule.min;
  const mismatch = rule.pattern !== undefined && !rule.pattern.test(text);
  if ((tooShort || mismatch) && rule.patternMessage) return [fillPattern(messages[rule.patternMessage], rule)];
  return [];
}

/** Shorthand: checkRule(RULES[name], …). */
export function check(name: RuleName, value: string, messages: RuleMessages): string[] {
  return checkRule(RULES[name], value, messages);
}

/**
 * Number fields as typed (mobile number, SMS code, captcha): spaces, hyphens, dots and brackets
 * that a written-out or pasted number carries are dropped, so the field shows what will be sent.
 * Nothing else is dropped or cut: a "+95" stays (dropping only the "+" would glue the country code
 * onto the number), extra digits stay, and the field's rule says what is wrong.
 */
export const numberEntry = (text: string): string => text.replace(/[\s\-.()]/g, '');
