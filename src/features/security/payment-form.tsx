/**
 * Set or change the payment password (issue 23): when none is set, new + confirm; when one is,
 * old + new + confirm. PAYMENT_PASSWORD_LENGTH digits on the number pad, checked here
 * (./security-rules.ts) and by the platform; a refusal shows under its field (a wrong old
 * password: translated) or as the form's message. One send per tap (useForm begin/end).
 * Nothing here keeps the passwords beyond the form's state.
 */
import { useRef, type FormEvent } from 'react';
import Field from '../../components/form/Field.tsx';
import PasswordInput from '../../components/form/PasswordInput.tsx';
import { showToast } from '../../components/form/toast.ts';
import { useForm } from '../../components/form/use-form.ts';
import { translateError, type ErrorMessages } from '../../lib/errors.ts';
import { mutateCall } from '../../lib/fetcher.ts';
import {
  PAYMENT_PASSWORD_LENGTH,
  paymentFields,
  paymentProblems,
  paymentRefusalField,
  type PaymentField,
  type PaymentProblem,
  type PaymentValues,
} from './security-rules.ts';
import type { SecurityFormProps } from './security-types.ts';
import FormEnd from './form-end.tsx';

const EMPTY: PaymentValues = { oldPassword: '', newPassword: '', confirmPassword: '' };
const idOf = (field: PaymentField) => `security-payment-${field}`;
const fill = (text: string) => text.replace('{{length}}', String(PAYMENT_PASSWORD_LENGTH));

export default function PaymentForm({ labels, kit, messages, onDone, onCancel, change }: SecurityFormProps & { change: boolean }) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<PaymentValues>(EMPTY, formRef);
  const text = labels.payment;
  const fields = paymentFields(change);
  const problemText = (problem: PaymentProblem) =>
    ({ required: text.required, format: fill(text.format), mismatch: text.mismatch, sameAsOld: text.sameAsOld })[problem];
  // The refusal of a wrong old password in the security centre's words.
  const refusals: ErrorMessages = { ...messages, 'errors.password.oldWrong': text.oldWrong, 'errors.modify.new.old.same': text.sameAsOld };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (form.busy) return;
    const problems = paymentProblems(form.values, change);
    const first = fields.find((field) => problems[field]);
    if (first) {
      form.setErrors(Object.fromEntries(fields.map((field) => [field, problems[field] ? [problemText(problems[field])] : undefined])));
      form.focus(idOf(first));
      return;
    }
    if (!form.begin()) return;
    form.setErrors({});
    const { oldPassword, newPassword, confirmPassword } = form.values;
    try {
      if (change) await mutateCall('changePaymentPassword', { oldPassword, newPassword, confirmPassword });
      else await mutateCall('setPaymentPassword', { newPassword, confirmPassword });
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

  const input = (field: PaymentField, label: string) => (
    <Field id={idOf(field)} label={label} errors={form.errors[field]}>
      <PasswordInput
        id={idOf(field)}
        name={field}
        value={form.values[field]}
        onChange={(value) => form.input(field, value)}
        autoComplete="off"
        inputMode="numeric"
        labels={kit.password}
      />
    </Field>
  );

  return (
    <form ref={formRef} className="form security-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={form.busy || undefined}>
      <p className="security-hint">{fill(text.hint)}</p>
      {change ? input('oldPassword', text.old) : null}
      {input('newPassword', text.new)}
      {input('confirmPassword', text.confirm)}
      <FormEnd
        messageId="security-payment-message"
        message={form.errors.form}
        busy={form.busy}
        submit={text.submit}
        saving={text.saving}
        cancel={labels.cancel}
        onCancel={onCancel}
      />
    </form>
  );
}
