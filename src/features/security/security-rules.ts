/**
 * The security centre's form rules (issue 23), pure so they are unit-tested.
 *
 * Payment password: exactly PAYMENT_PASSWORD_LENGTH digits (src/contract/limits.ts, the number
 * named once); set when none is (new + confirm), changed when one is (old + new + confirm); the
 * confirmation must equal the new one, and the new one must differ from the old one.
 * E-mail: required, at most LENGTH_LIMITS.email characters, the A §5 pattern.
 */
import { LENGTH_LIMITS, lengthError } from '../../components/form/length.ts';
import { EMAIL_PATTERN, type RuleMessages } from '../../components/form/rules.ts';
import { PAYMENT_PASSWORD_LENGTH } from '../../contract/limits.ts';

export { PAYMENT_PASSWORD_LENGTH };

export type PaymentField = 'oldPassword' | 'newPassword' | 'confirmPassword';
export type PaymentValues = Record<PaymentField, string>;
export type PaymentProblem = 'required' | 'format' | 'mismatch' | 'sameAsOld';

/** The fields in form order (the first with a problem gets the focus); the old one only for a change. */
export const paymentFields = (change: boolean): readonly PaymentField[] =>
  change ? ['oldPassword', 'newPassword', 'confirmPassword'] : ['newPassword', 'confirmPassword'];

const PAYMENT_PASSWORD = new RegExp(`^\\d{${PAYMENT_PASSWORD_LENGTH}}$`);
export const isPaymentPassword = (value: string): boolean => PAYMENT_PASSWORD.test(value);

/** Problems per field, in form order. `change`: a password is set, so the old one is asked. */
export function paymentProblems(values: PaymentValues, change: boolean): Partial<Record<PaymentField, PaymentProblem>> {
  const problems: Partial<Record<PaymentField, PaymentProblem>> = {};
  if (change) {
    if (!values.oldPassword) problems.oldPassword = 'required';
    else if (!isPaymentPassword(values.oldPassword)) problems.oldPassword = 'format';
  }
  if (!values.newPassword) problems.newPassword = 'required';
  else if (!isPaymentPassword(values.newPassword)) problems.newPassword = 'format';
  else if (change && values.newPassword === values.oldPassword) problems.newPassword = 'sameAsOld';
  if (!values.confirmPassword) problems.confirmPassword = 'required';
  else if (values.confirmPassword !== values.newPassword) problems.confirmPassword = 'mismatch';
  return problems;
}

/** The e-mail field's errors: required, then the length limit, then the pattern. */
export function emailErrors(value: string, messages: Pick<RuleMessages, 'tooLong'> & { required: string; invalid: string }): string[] {
  const email = value.trim();
  if (!email) return [messages.required];
  const overLimit = lengthError(email, LENGTH_LIMITS.email, messages);
  if (overLimit.length) return overLimit;
  return EMAIL_PATTERN.test(email) ? [] : [messages.invalid];
}

/** How a refused payment-password call shows: under its field, or as the form's message. */
export function paymentRefusalField(error: { kind?: string; code?: string; value?: Record<string, unknown> }): PaymentField | 'form' {
  if (error.kind !== 'platform') return 'form';
  if (error.code === 'password.oldWrong') return 'oldPassword';
  if (error.code === 'modify.new.old.same') return 'newPassword';
  if (error.code === 'password.mismatch') return 'confirmPassword';
  return 'form';
}
