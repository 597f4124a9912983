/**
 * Change password (A §2, §4, §5): the rules of the form, pure so they are unit-tested.
 *
 * - Old password: only asked when no password is held (see change-password.island.tsx); then
 *   required (the shared loginPassword rule: required, bounds not shown).
 * - New password: required, and matches the registration password rule from the registerRules
 *   call; without that answer, FALLBACK_PASSWORD_PATTERN.
 * - Confirm: required ("enter password"), and equal to the new one (in_confirmation_correct).
 * - The new password must differ from the old one: checked here when the old one is known, by the
 *   platform otherwise (modify.new.old.same); both end in the same popup.
 */
import { confirmationProblem } from '../../../components/form/platform-rules.ts';

export type ChangeField = 'oldPassword' | 'newPassword' | 'confirmNewPassword';
export type ChangeProblem = 'oldRequired' | 'newRequired' | 'newRule' | 'confirmRequired' | 'mismatch';
export type ChangeValues = Record<ChangeField, string>;

/** Ours, when the registration rules are unavailable: 6-20 letters and digits, at least one of each. */
export const FALLBACK_PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,20}$/;

export interface PasswordRule {
  pattern: RegExp;
  /** The platform's own description of the rule; undefined for ours (the page has a translated one). */
  message?: string;
}

export const FALLBACK_RULE: PasswordRule = { pattern: FALLBACK_PASSWORD_PATTERN };

/** The `password` rule of a registerRules answer, or ours when it is missing, disabled, empty or not a valid pattern. */
export function passwordRuleFrom(rules: readonly { field: string; enabled: boolean; pattern: string; message: string }[] | undefined): PasswordRule {
  const rule = rules?.find((candidate) => candidate.field === 'password');
  if (!rule || !rule.enabled || !rule.pattern) return FALLBACK_RULE;
  try {
    return { pattern: new RegExp(rule.pattern), message: rule.message.trim() || undefined };
  } catch {
    return FALLBACK_RULE;
  }
}

/** Field problems in form order (the first is the one to focus). */
export function validateChange(values: ChangeValues, options: { askOld: boolean; rule: PasswordRule }): Partial<Record<ChangeField, ChangeProblem>> {
  const problems: Partial<Record<ChangeField, ChangeProblem>> = {};
  if (options.askOld && !values.oldPassword) problems.oldPassword = 'oldRequired';
  if (!values.newPassword) problems.newPassword = 'newRequired';
  else if (!options.rule.pattern.test(values.newPassword)) problems.newPassword = 'newRule';
  const confirmation = confirmationProblem(values.confirmNewPassword, values.newPassword);
  if (confirmation) problems.confirmNewPassword = confirmation === 'required' ? 'confirmRequired' : 'mismatch';
  return problems;
}

/** The fields in form order, for focusing the first invalid one. */
export const CHANGE_FIELDS: readonly ChangeField[] = ['oldPassword', 'newPassword', 'confirmNewPassword'];

export function firstProblem(problems: Partial<Record<ChangeField, unknown>>): ChangeField | undefined {
  return CHANGE_FIELDS.find((field) => problems[field] !== undefined);
}

/** The new password equals the old one (known: typed or held). */
export const sameAsOld = (newPassword: string, oldPassword: string | undefined) =>
  oldPassword !== undefined && oldPassword !== '' && newPassword === oldPassword;

/** How a refusal of the change call shows. */
export type ChangeFailure = { show: 'samePopup' } | { show: 'field'; field: ChangeField } | { show: 'form' };

/**
 * modify.new.old.same → the same-password popup (A §5); a wrong old password → under the old
 * password field (which then shows even if a held password was used: it was out of date);
 * a confirmation or rule refusal → under its field; anything else → a message above the button.
 */
export function classifyFailure(error: { kind?: string; code?: string; value?: Record<string, unknown> }): ChangeFailure {
  if (error.kind !== 'platform') return { show: 'form' };
  if (error.code === 'modify.new.old.same') return { show: 'samePopup' };
  if (error.code === 'password.oldWrong') return { show: 'field', field: 'oldPassword' };
  if (error.code === 'password.mismatch') return { show: 'field', field: 'confirmNewPassword' };
  const field = error.value?.field;
  if (error.code === 'request.invalid' && (field === 'newPassword' || field === 'confirmNewPassword' || field === 'oldPassword'))
    return { show: 'field', field };
  return { show: 'form' };
}
