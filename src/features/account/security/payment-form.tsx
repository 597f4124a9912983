/**
 * The payment password (issues 23 and 34): set when none is (the login password first, when the
 * account has one: a borrowed, unlocked phone must not be enough), changed with the old one, or
 * reset when forgotten: the login password and a code the platform texts to the bound mobile
 * number (sendPaymentResetCode: the site knows only its masked form, so the platform sends it, not
 * Firebase). Without a bound mobile a reset cannot be proven here: the form says so and offers the
 * mobile binding and customer service. PAYMENT_PASSWORD_LENGTH digits on the number pad, checked
 * here (./security-rules.ts) and by the platform; a refusal shows under its field or as the form's
 * message. One send per tap (useForm begin/end). Nothing keeps the passwords beyond the form's state.
 */
import { useRef, useState, type FormEvent } from 'react';
import Field from '../../../components/form/Field.tsx';
import PasswordInput from '../../../components/form/PasswordInput.tsx';
import SmsCodeField from '../../../components/form/SmsCodeField.tsx';
import { showToast } from '../../../components/form/toast.ts';
import { useForm } from '../../../components/form/use-form.ts';
import { formatMaskedMobile } from '../../../contract/masking.ts';
import { translateError, type ErrorMessages } from '../../../lib/errors.ts';
import {
  PAYMENT_PASSWORD_LENGTH,
  paymentFields,
  paymentProblems,
  paymentRefusalField,
  type PaymentField,
  type PaymentMode,
  type PaymentProblem,
  type PaymentValues,
} from './security-rules.ts';
import type { SecurityFormProps } from './security-types.ts';
import FormEnd from './form-end.tsx';
import { changePaymentPassword, resetPaymentPassword, sendPaymentResetCode, setPaymentPassword } from './api.ts';

const EMPTY: PaymentValues = { loginPassword: '', verificationCode: '', oldPassword: '', newPassword: '', confirmPassword: '' };
const idOf = (field: PaymentField) => `security-payment-${field}`;
const fill = (text: string) => text.replace('{{length}}', String(PAYMENT_PASSWORD_LENGTH));

export interface PaymentFormProps extends SecurityFormProps {
  /** What the form opens as: set (none yet), change (one is set) or reset (forgotten). */
  initialMode: PaymentMode;
  /** The account has a login password: it is asked to set or reset. */
  withLogin: boolean;
  /** The bound mobile number, masked; null: none, so no reset code can be sent. */
  mobile: { dialingCode: string; number: string } | null;
  /** Opens the mobile number's form (a reset needs one bound). */
  onBindMobile: () => void;
}

export default function PaymentForm({ labels, kit, messages, onDone, onCancel, initialMode, withLogin, mobile, onBindMobile }: PaymentFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<PaymentValues>(EMPTY, formRef);
  const [mode, setMode] = useState<PaymentMode>(initialMode);
  const text = labels.payment;
  const fields = paymentFields(mode, withLogin);
  const problemText = (field: PaymentField, problem: PaymentProblem) =>
    problem === 'required' && field === 'loginPassword'
      ? text.loginRequired
      : problem === 'required' && field === 'verificationCode'
        ? text.codeRequired
        : { required: text.required, format: fill(text.format), mismatch: text.mismatch, sameAsOld: text.sameAsOld }[problem];
  // The refusals in the security centre's words.
  const refusals: ErrorMessages = { ...messages, 'errors.password.oldWrong': text.oldWrong, 'errors.modify.new.old.same': text.sameAsOld };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (form.busy) return;
    const problems = paymentProblems(form.values, mode, withLogin);
    const first = fields.find((field) => problems[field]);
    if (first) {
      form.setErrors(Object.fromEntries(fields.map((field) => [field, problems[field] ? [problemText(field, problems[field])] : undefined])));
      form.focus(idOf(first));
      return;
    }
    if (!form.begin()) return;
    form.setErrors({});
    const { loginPassword, verificationCode, oldPassword, newPassword, confirmPassword } = form.values;
    const login = withLogin ? { loginPassword } : {};
    try {
      if (mode === 'change') await changePaymentPassword({ oldPassword, newPassword, confirmPassword });
      else if (mode === 'reset') await resetPaymentPassword({ ...login, verificationCode: verificationCode.trim(), newPassword, confirmPassword });
      else await setPaymentPassword({ ...login, newPassword, confirmPassword });
      form.setValues(EMPTY);
      showToast({ text: text.saved, kind: 'success' });
      onDone();
    } catch (error) {
      const field = paymentRefusalField(error as { kind?: string; code?: string });
      form.setErrors({ [field]: [translateError(error, refusals)] });
      form.focus(field === 'form' ? 'security-payment-message' : idOf(field));
    } finally {
      form.end();
    }
  }

  const input = (field: PaymentField, label: string, numeric = true) => (
    <Field id={idOf(field)} label={label} errors={form.errors[field]}>
      <PasswordInput
        id={idOf(field)}
        name={field}
        value={form.values[field]}
        onChange={(value) => form.input(field, value)}
        autoComplete={field === 'loginPassword' ? 'current-password' : 'off'}
        inputMode={numeric ? 'numeric' : undefined}
        labels={kit.password}
      />
    </Field>
  );

  if (mode === 'reset' && !mobile) {
    return (
      <div className="security-form security-reset-help" role="group" aria-labelledby="security-payment-reset-title">
        <p id="security-payment-reset-title" className="security-hint">
          {text.resetNoMobile}
        </p>
        <div className="security-reset-actions">
          <button type="button" className="button small" onClick={onBindMobile}>
            {labels.mobile.bind}
          </button>
          <button type="button" className="button small ghost" data-open="service-modal">
            {text.customerService}
          </button>
          <button type="button" className="button small ghost" onClick={onCancel}>
            {labels.cancel}
          </button>
        </div>
      </div>
    );
  }

  return (
    <form ref={formRef} className="form security-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={form.busy || undefined}>
      <p className="security-hint">
        {mode === 'reset' && mobile ? text.resetHint.replace('{{mobile}}', formatMaskedMobile(mobile.dialingCode, mobile.number)) : fill(text.hint)}
      </p>
      {mode === 'change' ? input('oldPassword', text.old) : null}
      {mode !== 'change' && withLogin ? input('loginPassword', text.loginPassword, false) : null}
      {mode === 'reset' ? (
        <SmsCodeField
          id={idOf('verificationCode')}
          name="verificationCode"
          label={text.code}
          value={form.values.verificationCode}
          onChange={(value) => form.input('verificationCode', value)}
          errors={form.errors.verificationCode}
          kit={kit}
          canSend
          send={async () => (await sendPaymentResetCode()).expirationTime}
          onError={(error) => form.setErrors({ verificationCode: [translateError(error, refusals)] })}
          onSent={() => form.focus(idOf('verificationCode'))}
        />
      ) : null}
      {input('newPassword', text.new)}
      {input('confirmPassword', text.confirm)}
      {mode === 'change' ? (
        <button type="button" className="security-forgot" onClick={() => (setMode('reset'), form.setErrors({}))}>
          {text.forgot}
        </button>
      ) : null}
      <FormEnd messageId="security-payment-message" form={form} text={text} cancel={labels.cancel} onCancel={onCancel} />
    </form>
  );
}
