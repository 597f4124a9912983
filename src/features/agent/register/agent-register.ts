/**
 * Open account (/m/agentRegister, issue 25): what the page hands its script, and the form's pure
 * rules (unit-tested): the registration's own checks (A §5: the platform's registerRules for user
 * name and password, the kit's length message, the confirmation), each rebate rate against the
 * agent's own (src/lib/rebate-rate.ts), the request the form sends, and which field a refusal names.
 */
import type { LengthMessages } from '../../../components/form/length.ts';
import { confirmationProblem, platformFieldErrors } from '../../../components/form/platform-rules.ts';
import type { RequestOf, ValueOf } from '../../../contract/schemas.ts';
import { DOWNLINE_TYPES, REBATE_CATEGORIES, type RebateCategory } from '../../../contract/vocabulary.ts';
import type { ErrorMessages } from '../../../lib/errors.ts';
import { normaliseRate, rateProblem, type RateProblem } from '../../../lib/rebate-rate.ts';
import { percentString, basisPoints } from '../../../lib/percent.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { USERNAME_MAX_LENGTH } from '../../../contract/limits.ts';
import { pageConfig } from '../../../shell/page-config.ts';

export type RegisterRule = ValueOf<'registerRules'>[number];
export type Rates = Record<RebateCategory, string>;
export type AccountField = 'username' | 'password' | 'confirmPassword';
/** A form field as refusals and errors name it: the account fields, or `rates.<category>`. */
export type FormField = AccountField | `rates.${RebateCategory}`;

/** The texts of a typed rate's problems ({{max}}: the cap), shared by the open account and rebate settings pages. */
export type RateTexts = Readonly<Record<RateProblem, string>>;

export interface AgentRegisterTexts extends LengthMessages {
  labels: Readonly<Record<AccountField, string>>;
  required: string;
  format: string;
  confirmRequired: string;
  mismatch: string;
  cap: string;
  capKeep: string;
  rateProblems: RateTexts;
  fixErrors: string;
  unanswered: string;
  submit: string;
  submitting: string;
  copied: string;
  accountCopied: string;
  shareText: string;
  copyFailed: string;
  qrFailed: string;
}

export interface AgentRegisterConfig {
  messages: ErrorMessages;
  texts: AgentRegisterTexts;
}
export const AGENT_REGISTER = pageConfig<AgentRegisterConfig>('agent-register', 'messages', 'texts');

export interface FormValues {
  type: (typeof DOWNLINE_TYPES)[keyof typeof DOWNLINE_TYPES];
  username: string;
  password: string;
  confirmPassword: string;
  rates: Rates;
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);

/** A rate's message under its field, the cap written as the platform writes rates ("1.20"). */
export function rateError(typed: string, own: string, texts: RateTexts): string | null {
  const cap = basisPoints(own) ?? 0;
  const problem = rateProblem(typed, cap);
  return problem ? fill(texts[problem], { max: percentString(cap) }) : null;
}

/**
 * Every field's errors, as the registration form says them (A §5): required → "{{label}} is
 * required."; over USERNAME_MAX_LENGTH → the kit's length message alone; not matching the
 * platform's pattern → the format message and the rule's own text, joined by a comma; the
 * confirmation given and equal; each rate from 0 to the agent's own with at most 2 decimals.
 */
export function formErrors(values: FormValues, rules: readonly RegisterRule[], own: Rates, texts: AgentRegisterTexts): Partial<Record<FormField, string>> {
  const errors: Partial<Record<FormField, string>> = {};
  for (const field of ['username', 'password'] as const) {
    const value = field === 'username' ? values.username.trim() : values.password;
    const max = field === 'username' ? USERNAME_MAX_LENGTH : undefined;
    const rule = rules.find((candidate) => candidate.field === field);
    const found = platformFieldErrors(value, { label: texts.labels[field], required: true, max, rule }, texts);
    if (found.length) errors[field] = found.join(', ');
  }
  const confirmation = confirmationProblem(values.confirmPassword, values.password);
  if (confirmation) errors.confirmPassword = confirmation === 'required' ? texts.confirmRequired : texts.mismatch;
  for (const category of REBATE_CATEGORIES) {
    const problem = rateError(values.rates[category], own[category], texts.rateProblems);
    if (problem) errors[`rates.${category}`] = problem;
  }
  return errors;
}

/** The request without its id (the submit adds one per intended account), or null when a field is wrong. */
export function registerRequest(values: FormValues, own: Rates): Omit<RequestOf<'agentRegister'>, 'requestId'> | null {
  const rates = {} as Rates;
  for (const category of REBATE_CATEGORIES) {
    const rate = normaliseRate(values.rates[category], basisPoints(own[category]) ?? 0);
    if (rate === null) return null;
    rates[category] = rate;
  }
  return { type: values.type, username: values.username.trim(), password: values.password, confirmPassword: values.confirmPassword, rates };
}

const FIELDS: readonly string[] = ['username', 'password', 'confirmPassword', ...REBATE_CATEGORIES.map((category) => `rates.${category}`)];

/** The field a refusal names (value.field), so its message goes under that field; null: the form's own message. */
export function refusedField(error: unknown): FormField | null {
  const field = error instanceof ApiError ? error.value?.field : undefined;
  return typeof field === 'string' && FIELDS.includes(field) ? (field as FormField) : null;
}
