/**
 * Forgot password by e-mail (A §2, §5, §7): username (shared login-username rule) and e-mail
 * (required, the spec's simple pattern), both trimmed, sent form-urlencoded. On success a
 * confirmation shows for FORGOT_SUCCESS_MS, then the player goes back (or to /m/login when this
 * page was opened directly).
 */
import { useRef, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import Field from '../../../components/form/Field.tsx';
import FormMessage from '../../../components/form/FormMessage.tsx';
import SubmitButton from '../../../components/form/SubmitButton.tsx';
import { LENGTH_LIMITS } from '../../../components/form/length.ts';
import { ruleTexts } from '../../../components/form/texts.ts';
import { showToast } from '../../../components/form/toast.ts';
import { mergeErrors, useForm } from '../../../components/form/use-form.ts';
import { TOAST_MS } from '../../../constants.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { translateError, type ErrorMessages } from '../../../lib/errors.ts';
import {
  EMAIL_FIELDS,
  emailFieldErrors,
  trimEmailForm,
  type EmailField,
  type EmailMessages,
  type EmailValues,
  type ForgetKitTexts,
  type ForgetLabels,
} from './forget-rules.ts';
import { navigate } from '../../../lib/safe-path.ts';
import ForgetForm from './forget-form.tsx';
import { sendPasswordEmail } from './api.ts';

export const FORGOT_SUCCESS_MS = 1000;

export interface ForgetEmailProps {
  labels: ForgetLabels['email'];
  kit: ForgetKitTexts;
  errors: ErrorMessages;
  loginPath: string;
}

/** Whether the player came from a page of this site (no referrer, or not a URL: no). */
function cameFromHere(): boolean {
  try {
    return new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** Back where the player came from on this site; the login page when there is no such page. */
export function leaveForm(loginPath: string): void {
  if (cameFromHere() && window.history.length > 1) window.history.back();
  else navigate(loginPath);
}

const idOf = (field: EmailField) => `forget-${field}`;

export default function ForgetEmailForm({ labels, kit, errors: messages, loginPath }: ForgetEmailProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<EmailValues>({ username: '', email: '' }, formRef);
  const { values, touched, submitted } = form;
  const [done, setDone] = useState(false);
  const rules = ruleTexts(kit);
  const checks: EmailMessages = { rules, emailRequired: labels.emailRequired, emailInvalid: messages['errors.email.invalid']! };

  const errorsOf = (field: EmailField) => mergeErrors(submitted || touched[field] ? emailFieldErrors(field, values, checks) : [], form.errors[field]);
  const limitOf = (field: EmailField) => ({ value: values[field], max: LENGTH_LIMITS[field], messages: rules });
  // The platform's refusal (one at a time) goes with any change.
  function change(field: EmailField, text: string) {
    form.input(field, text);
    form.setErrors({});
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (done || !form.begin()) return;
    form.setSubmitted(true);
    form.setErrors({});
    const invalid = EMAIL_FIELDS.find((field) => emailFieldErrors(field, values, checks).length > 0);
    if (invalid) {
      form.end();
      form.focus(idOf(invalid));
      return;
    }
    const hide = showToast({ text: labels.sending, kind: 'loading', durationMs: TOAST_MS.loading });
    try {
      await sendPasswordEmail(trimEmailForm(values));
      hide();
      setDone(true);
      showToast({ text: labels.success, kind: 'success', durationMs: FORGOT_SUCCESS_MS });
      setTimeout(() => leaveForm(loginPath), FORGOT_SUCCESS_MS);
    } catch (error) {
      hide();
      form.end();
      const field = error instanceof ApiError && error.code === 'email.invalid' ? 'email' : 'form';
      form.setErrors({ [field]: [translateError(error, messages)] });
      if (field !== 'form') form.focus(idOf(field));
    }
  }

  /** The two fields, alike but for what the browser is told of them (`kind`). */
  const field = (name: EmailField, label: string, placeholder: string, kind: InputHTMLAttributes<HTMLInputElement>) => (
    <Field id={idOf(name)} label={label} errors={errorsOf(name)} limit={limitOf(name)}>
      <input
        className="input"
        name={name}
        {...kind}
        autoCapitalize="none"
        spellCheck={false}
        placeholder={placeholder}
        value={values[name]}
        onChange={(event) => change(name, event.target.value)}
        onBlur={() => form.touch({ [name]: true })}
      />
    </Field>
  );

  return (
    <ForgetForm method="email" intro={labels.intro} formRef={formRef} onSubmit={submit}>
      {field('username', labels.username, labels.usernamePlaceholder, { autoComplete: 'username' })}
      {field('email', labels.email, labels.emailPlaceholder, { type: 'email', inputMode: 'email', autoComplete: 'email' })}
      <FormMessage errors={form.errors.form} />
      <div className="form-actions">
        {/* Once sent it stays disabled, no longer busy: the page is about to leave. */}
        <SubmitButton busy={form.busy && !done} disabled={done} label={labels.submit} busyLabel={labels.sending} />
      </div>
    </ForgetForm>
  );
}
