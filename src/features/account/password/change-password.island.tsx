/**
 * Change password (/m/changePsw, A §2, §4, §5, §8). Rules in ./change-password.ts.
 *
 * "An old-password field only when no password is held in the session": the session never holds
 * a password (nothing readable is kept with the token). What this device may hold is the login
 * remembered with "remember password" (src/lib/remember.ts): when it belongs to the signed-in
 * user and the browser's password manager hands out its password silently, that password counts as
 * held, the old-password field stays hidden and it is sent as the old one. Should the platform find it wrong (changed elsewhere since),
 * the old-password field appears with the platform's message, and the player types it.
 *
 * Success: "saved", the remembered login gets the new password, home after
 * PASSWORD_CHANGED_REDIRECT_MS. Failure: the loading notice ends and a translated message shows
 * (A §8 gives none for a failed change; silence helps nobody), the form stays usable.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import ConfirmDialog from '../../../components/form/ConfirmDialog.tsx';
import Field from '../../../components/form/Field.tsx';
import FormMessage from '../../../components/form/FormMessage.tsx';
import PasswordInput from '../../../components/form/PasswordInput.tsx';
import Toasts from '../../../components/form/Toasts.tsx';
import { showToast } from '../../../components/form/toast.ts';
import { typedBeforeHydration } from '../../../components/form/typed-early.ts';
import { translateError, type ErrorMessages } from '../../../lib/errors.ts';
import { $session, isTrial } from '../../../lib/session.ts';
import { rememberedLogins, updateRememberedPassword } from '../../../lib/remember.ts';
import {
  classifyFailure,
  FALLBACK_RULE,
  firstProblem,
  passwordRuleFrom,
  sameAsOld,
  validateChange,
  type ChangeField,
  type ChangeProblem,
  type ChangeValues,
  type PasswordRule,
} from './change-password.ts';
import { navigate } from '../../../lib/safe-path.ts';
import { changePassword, loadRegisterRules } from './api.ts';

/** After a password change, home after 1 s; forgot-password success shown 1 s (A §9). */
export const PASSWORD_CHANGED_REDIRECT_MS = 1000;

export interface ChangePasswordLabels {
  userName: string;
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
  submit: string;
  saving: string;
  saved: string;
  oldRequired: string;
  newRequired: string;
  newRule: string;
  /** "Password format: {{rule}}" with the placeholder kept for the platform's rule text. */
  ruleFromPlatform: string;
  confirmRequired: string;
  mismatch: string;
  sameTitle: string;
  sameBody: string;
  sameConfirm: string;
  trialTitle: string;
  trialText: string;
  register: string;
  password: { show: string; hide: string };
}

export interface ChangePasswordProps {
  labels: ChangePasswordLabels;
  messages: ErrorMessages;
  links: { home: string; register: string };
}

const EMPTY: ChangeValues = { oldPassword: '', newPassword: '', confirmNewPassword: '' };
const IDS: Record<ChangeField, string> = { oldPassword: 'change-old', newPassword: 'change-new', confirmNewPassword: 'change-confirm' };

type Errors = Partial<Record<ChangeField, string>>;

export default function ChangePassword({ labels, messages, links }: ChangePasswordProps) {
  const stored = useStore($session);
  const [values, setValues] = useState<ChangeValues>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [rule, setRule] = useState<PasswordRule>(FALLBACK_RULE);
  /** The remembered password of this user, if any: then the old-password field is not asked. */
  const [held, setHeld] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [samePopup, setSamePopup] = useState(false);
  const submitting = useRef(false);
  // Until hydrated the button stays disabled: a native submit would put the passwords in the URL.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
    const typed = typedBeforeHydration(IDS);
    if (Object.keys(typed).length) setValues((now) => ({ ...now, ...typed }));
  }, []);
  // The first render matches the prerendered HTML (no session at build time); the session shows after.
  const session = hydrated ? stored : undefined;
  const userName = session?.userName;
  const askOld = held === undefined;

  // No session (never had one, logged out here or in another tab): home (A §2).
  useEffect(() => {
    if (!stored && !done) navigate(links.home, { replace: true });
  }, [stored, done]);

  // The registration password rule (A §5); ours until it answers or when it cannot.
  useEffect(() => {
    let live = true;
    loadRegisterRules().then(
      (rules) => live && setRule(passwordRuleFrom(rules)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  // A remembered login of this user whose password the browser hands out: the held one.
  useEffect(() => {
    if (!userName) return;
    let live = true;
    const remembered = rememberedLogins();
    const login = remembered.read('username');
    if (!login || login.username.toLowerCase() !== userName.toLowerCase()) return;
    remembered.password(userName).then(
      (password) => {
        if (live && password) setHeld(password);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [userName]);

  const messageOf = (problem: ChangeProblem): string => {
    switch (problem) {
      case 'oldRequired':
        return labels.oldRequired;
      case 'newRequired':
        return labels.newRequired;
      case 'newRule':
        return rule.message ? labels.ruleFromPlatform.replace('{{rule}}', rule.message) : labels.newRule;
      case 'confirmRequired':
        return labels.confirmRequired;
      case 'mismatch':
        return labels.mismatch;
    }
  };

  const focus = (field: ChangeField) => requestAnimationFrame(() => document.getElementById(IDS[field])?.focus());

  const change = (field: ChangeField) => (value: string) => {
    setValues((now) => ({ ...now, [field]: value }));
    if (errors[field]) setErrors((now) => ({ ...now, [field]: undefined }));
    setFormError(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting.current || done || !session) return;
    setFormError(null);
    const problems = validateChange(values, { askOld, rule });
    const first = firstProblem(problems);
    if (first) {
      setErrors(Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, messageOf(problem)])));
      focus(first);
      return;
    }
    setErrors({});
    const oldPassword = askOld ? values.oldPassword : held!;
    if (sameAsOld(values.newPassword, oldPassword)) {
      setSamePopup(true);
      return;
    }
    submitting.current = true;
    setBusy(true);
    const hide = showToast({ text: labels.saving, kind: 'loading' });
    try {
      await changePassword({ oldPassword, newPassword: values.newPassword, confirmNewPassword: values.confirmNewPassword });
      hide();
      setDone(true);
      showToast({ text: labels.saved, kind: 'success' });
      setHeld(values.newPassword);
      await updateRememberedPassword(values.newPassword, session.userName);
      setTimeout(() => navigate(links.home), PASSWORD_CHANGED_REDIRECT_MS);
    } catch (error) {
      hide();
      const failure = classifyFailure(error as { kind?: string; code?: string; value?: Record<string, unknown> });
      const text = translateError(error, messages);
      if (failure.show === 'samePopup') setSamePopup(true);
      else if (failure.show === 'field') {
        if (failure.field === 'oldPassword') setHeld(undefined); // the held one was out of date: ask
        // A rule refusal of the new password: our words for the rule rather than the generic one.
        setErrors({
          [failure.field]: failure.field === 'newPassword' && (error as { code?: string }).code === 'request.invalid' ? messageOf('newRule') : text,
        });
        focus(failure.field);
      } else {
        setFormError(text);
        showToast({ text, kind: 'error' });
      }
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  }

  if (session && isTrial(session.type)) {
    return (
      <div className="change-trial placeholder" role="alert">
        <p>
          <strong>{labels.trialTitle}</strong>
          {labels.trialText}
        </p>
        <a className="button" href={links.register}>
          {labels.register}
        </a>
      </div>
    );
  }

  const password = (field: ChangeField, label: string, autoComplete: 'current-password' | 'new-password') => (
    <Field id={IDS[field]} label={label} errors={errors[field] ? [errors[field]!] : undefined}>
      <PasswordInput
        id={IDS[field]}
        name={field}
        value={values[field]}
        onChange={change(field)}
        autoComplete={autoComplete}
        labels={labels.password}
        disabled={done}
      />
    </Field>
  );

  return (
    <>
      <Toasts />
      <form className="form change-form" method="post" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
        {/* The user name, for the browser's password manager too. */}
        <Field id="change-user" label={labels.userName}>
          <input className="input" id="change-user" name="username" value={userName ?? ''} readOnly autoComplete="username" />
        </Field>
        {askOld ? password('oldPassword', labels.oldPassword, 'current-password') : null}
        {password('newPassword', labels.newPassword, 'new-password')}
        {password('confirmNewPassword', labels.confirmPassword, 'new-password')}
        <FormMessage errors={formError ? [formError] : undefined} />
        <div className="form-actions">
          <button type="submit" data-primary-action className="button block" disabled={!hydrated || busy || done}>
            {labels.submit}
          </button>
        </div>
      </form>
      <ConfirmDialog
        open={samePopup}
        title={labels.sameTitle}
        body={labels.sameBody}
        confirmLabel={labels.sameConfirm}
        onConfirm={() => {
          setSamePopup(false);
          focus('newPassword');
        }}
        onCancel={() => setSamePopup(false)}
      />
    </>
  );
}
