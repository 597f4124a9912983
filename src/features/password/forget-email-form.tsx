/**
 * Forgot password by e-mail (A §2, §5, §7): username (shared login-username rule) and e-mail
 * (required, the spec's simple pattern), both trimmed, sent form-urlencoded. On success a
 * confirmation shows for FORGOT_SUCCESS_MS, then the player goes back (or to /m/login when this
 * page was opened directly).
 */
import { useRef, useState, type FormEvent } from 'react';
import Field from '../../components/form/Field.tsx';
import { LENGTH_LIMITS } from '../../components/form/length.ts';
import { showToast } from '../../components/form/toast.ts';
import { FORGOT_SUCCESS_MS, TOAST_MS } from '../../constants.ts';
import { ApiError } from '../../lib/api-client.ts';
import { translateError, type ErrorMessages } from '../../lib/errors.ts';
import { platformCall } from '../../lib/platform.ts';
import { EMAIL_FIELDS, emailFieldErrors, trimEmailForm, type EmailField, type EmailMessages, type EmailValues } from './forget-rules.ts';
import { navigate } from '../../lib/safe-path.ts';

export interface ForgetEmailStrings {
  intro: string;
  username: string;
  usernamePlaceholder: string;
  email: string;
  emailPlaceholder: string;
  submit: string;
  sending: string;
  success: string;
  messages: EmailMessages;
  errors: ErrorMessages;
}

/** Back where the player came from on this site; the login page when there is no such page. */
export function leaveForm(loginPath: string): void {
  let fromHere = false;
  try {
    fromHere = document.referrer !== '' && new URL(document.referrer).origin === window.location.origin;
  } catch {
    fromHere = false;
  }
  if (fromHere && window.history.length > 1) window.history.back();
  else navigate(loginPath);
}

export default function ForgetEmailForm({ strings, loginPath }: { strings: ForgetEmailStrings; loginPath: string }) {
  const [values, setValues] = useState<EmailValues>({ username: '', email: '' });
  const [touched, setTouched] = useState<Partial<Record<EmailField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<{ field?: EmailField; message: string } | null>(null);
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const busy = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const idOf = (field: EmailField) => `forget-${field}`;

  const errorsOf = (field: EmailField) => {
    const local = submitted || touched[field] ? emailFieldErrors(field, values, strings.messages) : [];
    return serverError?.field === field && !local.includes(serverError.message) ? [...local, serverError.message] : local;
  };
  const limitOf = (field: EmailField) => ({ value: values[field], max: LENGTH_LIMITS[field], messages: strings.messages.rules });
  const change = (field: EmailField) => (text: string) => {
    setValues((now) => ({ ...now, [field]: text }));
    setServerError(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy.current || state === 'done') return;
    setSubmitted(true);
    setServerError(null);
    const invalid = EMAIL_FIELDS.find((field) => emailFieldErrors(field, values, strings.messages).length > 0);
    if (invalid) {
      formRef.current?.querySelector<HTMLElement>(`#${idOf(invalid)}`)?.focus();
      return;
    }
    busy.current = true;
    setState('busy');
    const hide = showToast({ text: strings.sending, kind: 'loading', durationMs: TOAST_MS.loading });
    try {
      await platformCall('forgotPasswordEmail', trimEmailForm(values));
      hide();
      setState('done');
      showToast({ text: strings.success, kind: 'success', durationMs: FORGOT_SUCCESS_MS });
      setTimeout(() => leaveForm(loginPath), FORGOT_SUCCESS_MS);
    } catch (error) {
      hide();
      busy.current = false;
      setState('idle');
      const field = error instanceof ApiError && error.code === 'email.invalid' ? 'email' : undefined;
      setServerError({ field, message: translateError(error, strings.errors) });
      if (field) formRef.current?.querySelector<HTMLElement>(`#${idOf(field)}`)?.focus();
    }
  }

  return (
    <form ref={formRef} className="form" noValidate onSubmit={(event) => void submit(event)} aria-describedby="forget-email-intro">
      <p id="forget-email-intro" className="forget-intro">
        {strings.intro}
      </p>
      <Field id={idOf('username')} label={strings.username} errors={errorsOf('username')} limit={limitOf('username')}>
        <input
          className="input"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={strings.usernamePlaceholder}
          value={values.username}
          onChange={(event) => change('username')(event.target.value)}
          onBlur={() => setTouched((now) => ({ ...now, username: true }))}
        />
      </Field>
      <Field id={idOf('email')} label={strings.email} errors={errorsOf('email')} limit={limitOf('email')}>
        <input
          className="input"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={strings.emailPlaceholder}
          value={values.email}
          onChange={(event) => change('email')(event.target.value)}
          onBlur={() => setTouched((now) => ({ ...now, email: true }))}
        />
      </Field>
      {serverError && !serverError.field ? (
        <p className="form-message" role="alert">
          {serverError.message}
        </p>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="button block" disabled={state !== 'idle'} aria-busy={state === 'busy' || undefined}>
          {state === 'busy' ? strings.sending : strings.submit}
        </button>
      </div>
    </form>
  );
}
