/**
 * The login form's logic without React (A §2 "Login screen", §4, §5): which fields a method
 * shows, validation by the shared rules, the request, and where a refusal's message goes.
 * Pure: unit-tested beside it.
 */
import { check, type RuleMessages } from '../../../components/form/rules.ts';
import type { CallInput } from '../../../lib/api-client.ts';
import type { LoginMethod } from '../../../lib/remember.ts';

export type { LoginMethod };

export interface LoginValues {
  username: string;
  password: string;
  countryDialingCode: string;
  mobile: string;
  smsCode: string;
  captcha: string;
  captchaKey: string;
}

export type LoginField = 'username' | 'password' | 'mobile' | 'smsCode' | 'captcha';
export type LoginErrors = Partial<Record<LoginField | 'form', string[]>>;

/** Fields of a method in screen order (the first invalid one gets the focus). */
export function fieldsOf(method: LoginMethod, captchaShown: boolean): LoginField[] {
  const own: LoginField[] = method === 'username' ? ['username', 'password'] : ['mobile', 'smsCode'];
  return captchaShown ? [...own, 'captcha'] : own;
}

const RULE_OF = { username: 'loginUsername2', password: 'loginPassword', mobile: 'loginMobileNum', smsCode: 'verificationCode', captcha: 'captcha' } as const;

export function validateField(field: LoginField, values: LoginValues, rules: RuleMessages): string[] {
  return check(RULE_OF[field], values[field], rules);
}

/** The errors of every field the method shows; empty when the form may be sent. */
export function validateLogin(values: LoginValues, method: LoginMethod, captchaShown: boolean, rules: RuleMessages): LoginErrors {
  const errors: LoginErrors = {};
  for (const field of fieldsOf(method, captchaShown)) {
    const found = validateField(field, values, rules);
    if (found.length) errors[field] = found;
  }
  return errors;
}

/** Only the fields that are filled (after a language change: A §4 "re-validation of filled login fields"). */
export function validateFilled(values: LoginValues, method: LoginMethod, captchaShown: boolean, rules: RuleMessages): LoginErrors {
  const errors: LoginErrors = {};
  for (const field of fieldsOf(method, captchaShown)) {
    if (!values[field].trim()) continue;
    const found = validateField(field, values, rules);
    if (found.length) errors[field] = found;
  }
  return errors;
}

export function firstInvalid(errors: LoginErrors, method: LoginMethod, captchaShown: boolean): LoginField | undefined {
  return fieldsOf(method, captchaShown).find((field) => (errors[field]?.length ?? 0) > 0);
}

/**
 * What the login call sends (A §3 "Login payload"): for sms the mobile number and the code stand in
 * for user name and password; with a Firebase ID token (the brand's phone verification is Firebase)
 * an sms login is type firebase, channel sms, and the token is the proof.
 */
export function loginRequest(values: LoginValues, method: LoginMethod, captchaShown: boolean, firebaseIdToken?: string): CallInput<'login'> {
  const captcha = captchaShown && values.captchaKey && values.captcha.trim() ? { captcha: values.captcha.trim(), captchaKey: values.captchaKey } : {};
  if (method === 'sms') {
    const mobile = values.mobile.trim();
    const { countryDialingCode } = values;
    if (firebaseIdToken) {
      return {
        type: 'firebase',
        firebaseChannel: 'sms',
        firebaseIdToken,
        firebaseMobileNo: mobile,
        countryDialingCode,
        username: mobile,
        password: '',
        ...captcha,
      };
    }
    return { type: 'sms', username: mobile, password: values.smsCode.trim(), countryDialingCode, ...captcha };
  }
  // Passwords are sent as typed: a space may be part of one.
  return { type: 'username', username: values.username.trim(), password: values.password, ...captcha };
}

/**
 * The shown field a refusal is about (captcha.* → the captcha, sms.* → the SMS code), if any;
 * where its message goes is the kit's placeRefusal.
 */
export function errorField(code: string | undefined, shown: readonly LoginField[]): LoginField | undefined {
  const field = code?.startsWith('captcha.') ? 'captcha' : code?.startsWith('sms.') ? 'smsCode' : undefined;
  return field && shown.includes(field) ? field : undefined;
}

/** Whether a refusal asks for the captcha (A §4 "appears after a failed login whose error carries value.captcha"). */
export function needsCaptcha(error: unknown): boolean {
  const value = (error as { value?: Record<string, unknown> } | null)?.value;
  return Boolean(value && value.captcha);
}
