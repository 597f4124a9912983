/**
 * The security centre's form rules (issue 23), pure so they are unit-tested.
 *
 * Payment password: exactly PAYMENT_PASSWORD_LENGTH digits (src/contract/limits.ts, the number
 * named once); set when none is, changed when one is, reset when forgotten (PaymentMode); the
 * confirmation must equal the new one, and a changed one must differ from the old one.
 * E-mail: required, at most LENGTH_LIMITS.email characters, the A §5 pattern.
 */
import { LENGTH_LIMITS, lengthError } from '../../../components/form/length.ts';
import { EMAIL_PATTERN, type RuleMessages } from '../../../components/form/rules.ts';
import { confirmationProblem } from '../../../components/form/platform-rules.ts';
import { PAYMENT_PASSWORD_LENGTH } from '../../../contract/limits.ts';

export { PAYMENT_PASSWORD_LENGTH };

export type PaymentField = 'loginPassword' | 'verificationCode' | 'oldPassword' | 'newPassword' | 'confirmPassword';
export type PaymentValues = Record<PaymentField, string>;
export type PaymentProblem = 'required' | 'format' | 'mismatch' | 'sameAsOld';
/**
 * set: none yet (the login password, when the account has one, then new + confirm); change: the
 * old one, new + confirm; reset: forgotten (the login password, a code to the bound mobile, new + confirm).
 */
export type PaymentMode = 'set' | 'change' | 'reset';

/** The fields in form order (the first with a problem gets the focus). `withLogin`: the account has a login password. */
export function paymentFields(mode: PaymentMode, withLogin: boolean): readonly PaymentField[] {
  const proof: PaymentField[] =
    mode === 'change' ? ['oldPassword'] : [...(withLogin ? (['loginPassword'] as const) : []), ...(mode === 'reset' ? (['verificationCode'] as const) : [])];
  return [...proof, 'newPassword', 'confirmPassword'];
}

const PAYMENT_PASSWORD = new RegExp(`^\\d{${PAYMENT_PASSWORD_LENGTH}}$`);
export const isPaymentPassword = (value: string): boolean => PAYMENT_PASSWORD.test(value);

/** Problems per field of the mode's fields (./paymentFields). */
export function paymentProblems(values: PaymentValues, mode: PaymentMode, withLogin: boolean): Partial<Record<PaymentField, PaymentProblem>> {
  const fields = paymentFields(mode, withLogin);
  const problems: Partial<Record<PaymentField, PaymentProblem>> = {};
  if (fields.includes('loginPassword') && !values.loginPassword) problems.loginPassword = 'required';
  if (fields.includes('verificationCode') && !values.verificationCode.trim()) problems.verificationCode = 'required';
  if (mode === 'change') {
    if (!values.oldPassword) problems.oldPassword = 'required';
    else if (!isPaymentPassword(values.oldPassword)) problems.oldPassword = 'format';
  }
  if (!values.newPassword) problems.newPassword = 'required';
  else if (!isPaymentPassword(values.newPassword)) problems.newPassword = 'format';
  else if (mode === 'change' && values.newPassword === values.oldPassword) problems.newPassword = 'sameAsOld';
  const confirmation = confirmationProblem(values.confirmPassword, values.newPassword);
  if (confirmation) problems.confirmPassword = confirmation;
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
  if (error.code === 'password.loginWrong') return 'loginPassword';
  if (error.code?.startsWith('sms.')) return 'verificationCode';
  if (error.code === 'modify.new.old.same') return 'newPassword';
  if (error.code === 'password.mismatch') return 'confirmPassword';
  return 'form';
}
