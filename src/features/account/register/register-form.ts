/**
 * The registration form's rules (A §2 "Registration screen", §3, §5), free of React and the DOM:
 * which methods and fields show (white-label flags at build time + the registerSettings call),
 * how each field is checked (the registerRules call), and how the form becomes the register
 * call's payload. Field names are the spec's form names (A §3 "Registration form field names"),
 * so autofill and tests see them; PAYLOAD_NAME maps them to the payload (src/contract/schemas.ts).
 */
import { LENGTH_LIMITS, type LengthMessages } from '../../../components/form/length.ts';
import { confirmationProblem, platformFieldErrors } from '../../../components/form/platform-rules.ts';
import type { FormTexts } from '../../../components/form/texts.ts';
import type { RequestOf, ValueOf } from '../../../contract/schemas.ts';
import type { Texts } from '../../../i18n/types.ts';
import type { REGISTER_METHODS } from '../../../contract/vocabulary.ts';

/** The whole `register` namespace (src/i18n/locales/<lang>/register.json), its heading filled with the brand's name. */
export type RegisterLabels = Texts['register'];

/** The parts of the kit's `form` namespace the form shows (./register-props.ts). */
export type RegisterKitTexts = Pick<FormTexts, 'password' | 'mobile' | 'sms' | 'captcha' | 'length' | 'smsCheck'>;

export type RegisterRule = ValueOf<'registerRules'>[number];
export type RegisterSettings = ValueOf<'registerSettings'>;
export type RegisterPayload = RequestOf<'register'>;
export type Method = RegisterPayload['method'];
export type RegisterChannel = (typeof REGISTER_METHODS)[number];

/** The white-label switches registration depends on (A §5). */
export interface RegisterFlags {
  USERNAMEREG3: boolean;
  MOBILENUMREG3: boolean;
  REGMOBVERF3: boolean;
  MOBILENUMPASSREG3: boolean;
}

export const FORM_FIELDS = [
  'mobileNum2',
  'messageCode1',
  'username',
  'password',
  'confimpsw',
  'paymentPassword',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'email',
  'nickname',
  'payeeName',
  'mobileNum1',
  'messageCode2',
  'recommenderId',
  'birthday',
  'affiliateCode',
  'identifying',
] as const;
export type FormField = (typeof FORM_FIELDS)[number];
type PayloadField = Extract<keyof RegisterPayload, string>;

/** Form name → payload name (the rules and settings use payload names). */
export const PAYLOAD_NAME: Readonly<Record<FormField, PayloadField>> = {
  mobileNum2: 'mobileNum',
  messageCode1: 'verificationCode',
  username: 'username',
  password: 'password',
  confimpsw: 'confirmPassword',
  paymentPassword: 'paymentPassword',
  idNumber: 'idNumber',
  qqNum: 'qqNum',
  facebook: 'facebook',
  wechat: 'wechat',
  line: 'line',
  whatsapp: 'whatsapp',
  zalo: 'zalo',
  email: 'email',
  nickname: 'nickname',
  payeeName: 'payeeName',
  mobileNum1: 'mobileNum',
  messageCode2: 'verificationCode',
  recommenderId: 'recommenderId',
  birthday: 'birthday',
  affiliateCode: 'affiliateCode',
  identifying: 'captcha',
};

/** Optional profile fields of the username method, in the spec's order, each switched by the settings. */
const PROFILE_FIELDS = ['paymentPassword', 'idNumber', 'qqNum', 'facebook', 'wechat', 'line', 'whatsapp', 'zalo', 'email', 'nickname', 'payeeName'] as const;
/** Fields after the method's own, shown in both methods when enabled. */
const TAIL_FIELDS = ['recommenderId', 'birthday'] as const;

/** Passwords are taken as typed; every other value is trimmed (as the platform does). */
export const isPasswordField = (field: FormField) => field === 'password' || field === 'confimpsw' || field === 'paymentPassword';
export const cleanValue = (field: FormField, value: string | undefined) => (isPasswordField(field) ? (value ?? '') : (value ?? '').trim());

/**
 * Methods offered (A §5): both only when USERNAMEREG3 and MOBILENUMREG3 are on (then the toggle
 * shows), mobile only when username registration is off, username only when mobile is off.
 */
export function availableMethods(flags: RegisterFlags): Method[] {
  return [...(flags.USERNAMEREG3 ? (['username'] as const) : []), ...(flags.MOBILENUMREG3 ? (['mobile'] as const) : [])];
}

/** Mobile registration carries a password only with MOBILENUMPASSREG3 (A §5). */
export const mobileWithPassword = (flags: RegisterFlags) => flags.MOBILENUMREG3 && flags.MOBILENUMPASSREG3;

const enabled = (settings: RegisterSettings, field: PayloadField) => settings.fields[field] === true;

/** The fields a method shows, in form order. */
export function visibleFields(method: Method, flags: RegisterFlags, settings: RegisterSettings): FormField[] {
  const fields: FormField[] = [];
  if (method === 'mobile') {
    fields.push('mobileNum2', 'messageCode1');
    if (mobileWithPassword(flags)) fields.push('password', 'confimpsw');
  } else {
    fields.push('username', 'password', 'confimpsw');
    fields.push(...PROFILE_FIELDS.filter((field) => enabled(settings, PAYLOAD_NAME[field])));
    if (enabled(settings, 'mobileNum')) {
      fields.push('mobileNum1');
      // The SMS code of the username method needs REGMOBVERF3 (A §5).
      if (flags.REGMOBVERF3) fields.push('messageCode2');
    }
  }
  fields.push(...TAIL_FIELDS.filter((field) => enabled(settings, field)));
  if (enabled(settings, 'affiliateCode') || settings.inviteCodeRequired) fields.push('affiliateCode');
  if (settings.captcha) fields.push('identifying');
  return fields;
}

export type FormValues = Partial<Record<FormField, string>>;

/**
 * The form's length limits (A §9; the e-mail "under 255"; the recommender is a user name): a value
 * over its limit is kept and gets the kit's length message, at once (Field `limit`) and on submit.
 * Other fields have no limit of ours: the platform's rule says how long they may be.
 */
export const LENGTH_LIMIT: Partial<Record<FormField, number>> = {
  username: LENGTH_LIMITS.username,
  recommenderId: LENGTH_LIMITS.username,
  mobileNum1: LENGTH_LIMITS.mobile,
  mobileNum2: LENGTH_LIMITS.mobile,
  messageCode1: LENGTH_LIMITS.smsCode,
  messageCode2: LENGTH_LIMITS.smsCode,
  identifying: LENGTH_LIMITS.captcha,
  email: LENGTH_LIMITS.email,
};

/** Message templates; `{{label}}` is the field's label; the kit's length messages. */
export interface RuleMessages extends LengthMessages {
  required: string;
  format: string;
  /** Confirmation left empty (A §5 "an incorrect-password message if empty"). */
  confirmRequired: string;
  /** errors.password.mismatch: "Confirmation password not matched". */
  mismatch: string;
  /** errors.email.invalid: "Incorrect email" (A §8), the e-mail's format message. */
  emailInvalid: string;
}

export interface CheckContext {
  method: Method;
  fields: readonly FormField[];
  rules: readonly RegisterRule[];
  settings: RegisterSettings;
  labels: Readonly<Record<FormField, string>>;
  messages: RuleMessages;
}

/** Whether a shown field must be filled in, given the method and the other values. */
export function isRequired(field: FormField, values: FormValues, context: Pick<CheckContext, 'method' | 'rules' | 'settings'>): boolean {
  switch (field) {
    case 'username':
    case 'mobileNum2':
    case 'messageCode1':
    case 'password':
    case 'confimpsw':
    case 'identifying':
      return true;
    case 'messageCode2':
      // The code proves the number: needed as soon as a number is given.
      return cleanValue('mobileNum1', values.mobileNum1) !== '';
    case 'affiliateCode':
      return context.settings.inviteCodeRequired || ruleOf(context.rules, field)?.required === true;
    default:
      return ruleOf(context.rules, field)?.required === true;
  }
}

const ruleOf = (rules: readonly RegisterRule[], field: FormField) => rules.find((rule) => rule.field === PAYLOAD_NAME[field]);

/**
 * The errors of one field (A §5): required and empty → the required message; over its length
 * limit → the length message alone; filled and not matching the server's pattern → the format
 * message and the rule's own message (the platform's text: it alone knows the bounds; the e-mail
 * has the catalogue's "Incorrect email"); an optional empty field passes. The confirmation must be
 * given and equal the password.
 */
export function fieldErrors(field: FormField, values: FormValues, context: CheckContext): string[] {
  const label = context.labels[field];
  const value = cleanValue(field, values[field]);
  if (field === 'confimpsw') {
    const problem = confirmationProblem(value, cleanValue('password', values.password));
    return problem ? [problem === 'required' ? context.messages.confirmRequired : context.messages.mismatch] : [];
  }
  const rule = ruleOf(context.rules, field);
  const required = isRequired(field, values, context);
  // The e-mail says the catalogue's "Incorrect email" alone, in place of the format message and the rule's text.
  if (field === 'email')
    return platformFieldErrors(
      value,
      { label, required, max: LENGTH_LIMIT.email, rule: { pattern: rule?.pattern } },
      { ...context.messages, format: context.messages.emailInvalid },
    );
  return platformFieldErrors(value, { label, required, max: LENGTH_LIMIT[field], rule }, context.messages);
}

export type FormErrors = Partial<Record<FormField, string[]>>;

/** Every shown field's errors; fields without errors are left out. */
export function formErrors(values: FormValues, context: CheckContext): FormErrors {
  const errors: FormErrors = {};
  for (const field of context.fields) {
    const list = fieldErrors(field, values, context);
    if (list.length) errors[field] = list;
  }
  return errors;
}

/** The first shown field with an error, in form order (A §5: it gets the focus). */
export function firstInvalid(fields: readonly FormField[], errors: FormErrors): FormField | undefined {
  return fields.find((field) => (errors[field]?.length ?? 0) > 0);
}

/** The form field a platform refusal points at (value.field is a payload name). */
export function formFieldOf(payloadField: unknown, fields: readonly FormField[]): FormField | undefined {
  return typeof payloadField === 'string' ? fields.find((field) => PAYLOAD_NAME[field] === payloadField) : undefined;
}

export interface PayloadContext {
  registerMethod: RegisterChannel;
  registerUrl: string;
  domain: string;
  countryDialingCode: string;
  captchaKey?: string;
}

/** The register call's payload: shown, non-empty fields under their payload names. */
export function registerPayload(method: Method, values: FormValues, fields: readonly FormField[], context: PayloadContext): RegisterPayload {
  const payload: Record<string, unknown> = {
    method,
    type: 0,
    registerMethod: context.registerMethod,
    registerUrl: context.registerUrl,
    domain: context.domain,
  };
  for (const field of fields) {
    const value = cleanValue(field, values[field]);
    if (value) payload[PAYLOAD_NAME[field]] = value;
  }
  if (payload.mobileNum) payload.countryDialingCode = context.countryDialingCode;
  if (payload.captcha && context.captchaKey) payload.captchaKey = context.captchaKey;
  return payload as RegisterPayload;
}

/**
 * Query parameters that carry an invitation code in a registration link, in order of preference.
 * Ours (the spec names none): `affiliateCode` as the payload calls it, and the short `code` and
 * `i` that share links use.
 */
export const INVITE_PARAMS = ['affiliateCode', 'code', 'i'] as const;

export function inviteCodeFrom(search: string): string | undefined {
  const query = new URLSearchParams(search);
  for (const name of INVITE_PARAMS) {
    const code = query.get(name)?.trim();
    if (code) return code;
  }
  return undefined;
}

export interface ChannelEnvironment {
  userAgent: string;
  /** The brand's app user-agent pattern (brand.app.userAgentPattern). */
  appPattern: string;
  /** `(display-mode: standalone)` matches. */
  displayStandalone: boolean;
  /** iOS `navigator.standalone` (a home-screen web clip). */
  iosStandalone: boolean;
}

/** The user agent matches the brand's app pattern (an invalid pattern matches nothing). */
function inBrandApp({ appPattern, userAgent }: ChannelEnvironment): boolean {
  try {
    return new RegExp(appPattern).test(userAgent);
  } catch {
    return false;
  }
}

/**
 * The registration channel (A §1, §3): APP inside the brand's app, WEBCLIP on an iOS home-screen
 * clip (checked before PWA: a clip also reports display-mode standalone), PWA when installed,
 * else H5.
 */
export function registerChannel(environment: ChannelEnvironment): RegisterChannel {
  if (inBrandApp(environment)) return 'APP';
  if (environment.iosStandalone) return 'WEBCLIP';
  if (environment.displayStandalone) return 'PWA';
  return 'H5';
}
