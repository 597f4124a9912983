/**
 * The registration form (A §2 "Registration screen", §4, §5): the page's island and the body of the
 * registration modal (RegisterModal.astro), which refreshes the captcha each time it opens and,
 * after success, stays where the player was (src/shell/dialogs.ts leaveAfterSignIn).
 *
 * Methods from the brand's white-label flags (build time), fields from the registerSettings call,
 * checks from the registerRules call (./register-form.ts). Errors show under each field, joined by
 * commas, once the player left the field or submitted; on a failed submit the first invalid field
 * gets the focus. No field cuts what is typed or pasted: a value over its limit (LENGTH_LIMIT) gets
 * the kit's length message at once, the user name a counter too. The captcha is single-use, so
 * every failed attempt loads a new one; a refusal shows where the kit's placeRefusal puts it (under
 * the field it names, else in the form's message) and never marks the new captcha.
 * SMS codes go through the brand's phone-auth adapter (platform, or Firebase whose ID token is then
 * sent as firebaseIdToken, A §3); the brand's social login buttons sit under the form.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import CaptchaField from '../../widgets/form/CaptchaField.tsx';
import CountryCodeSelect, { DEFAULT_DIALING_CODE } from '../../widgets/form/CountryCodeSelect.tsx';
import Field, { fieldAria } from '../../components/form/Field.tsx';
import PasswordInput from '../../components/form/PasswordInput.tsx';
import SmsCodeButton, { type SmsCodeLabels } from '../../components/form/SmsCodeButton.tsx';
import SocialButtons from '../../widgets/form/SocialButtons.tsx';
import type { CaptchaLabels, SocialLabels } from '../../components/form/widget-labels.ts';
import Toasts from '../../components/form/Toasts.tsx';
import type { FieldLimit } from '../../components/form/length.ts';
import { placeRefusal } from '../../components/form/refusal.ts';
import { numberEntry } from '../../components/form/rules.ts';
import { showToast } from '../../components/form/toast.ts';
import { useDialogOpens } from '../../components/form/use-dialog-opens.ts';
import { TOAST_MS } from '../../constants.ts';
import { ApiError } from '../../lib/api-client.ts';
import { encryptedCall } from '../../lib/encrypted-call.ts';
import { translateError, type ErrorMessages } from '../../lib/errors.ts';
import { phoneAuth } from '../../lib/firebase/phone-auth.ts';
import { prepareSocialSignIn, socialSignIn, type SocialProvider } from '../../lib/firebase/social-auth.ts';
import { platformCall } from '../../lib/platform.ts';
import { leaveAfterSignIn } from '../../shell/dialogs.ts';
import { signIn } from '../../lib/session.ts';
import AgeCheckbox, { type AgeCheckLabels } from '../../widgets/age/AgeCheckbox.tsx';
import { AGE_CONFIRMED_KEY, ageConfirmed } from '../../widgets/age/age.ts';
import BirthdayPicker, { type BirthdayStrings } from './BirthdayPicker.tsx';
import {
  availableMethods,
  cleanValue,
  fieldErrors,
  firstInvalid,
  formErrors,
  formFieldOf,
  inviteCodeFrom,
  LENGTH_LIMIT,
  registerChannel,
  registerPayload,
  visibleFields,
  type FormErrors,
  type FormField,
  type FormValues,
  type Method,
  type RegisterFlags,
  type RegisterRule,
  type RegisterSettings,
  type RuleMessages,
} from './register-form.ts';
import './register.css';

export interface RegisterStrings {
  heading: string;
  methodLabel: string;
  methods: Record<Method, string>;
  fields: Record<FormField, string>;
  placeholders: Partial<Record<FormField, string>>;
  mobileHint: string;
  inviteFromLink: string;
  inviteWithout: string;
  birthdayOpen: string;
  birthday: BirthdayStrings;
  validation: RuleMessages;
  privacy: string;
  /** The age confirmation checkbox (src/widgets/age: ageCheckLabels). */
  age: AgeCheckLabels;
  submit: string;
  submitting: string;
  haveAccount: string;
  login: string;
  success: string;
  loading: string;
  loadFailed: string;
  retry: string;
  closed: string;
  fixErrors: string;
  password: { show: string; hide: string };
  dialingCode: string;
  sms: SmsCodeLabels;
  captcha: CaptchaLabels;
  /** error.* and the errors.* codes registration can meet (pickMessages). */
  errors: ErrorMessages;
}

export interface RegisterProps {
  strings: RegisterStrings;
  flags: RegisterFlags;
  /** brand.app.userAgentPattern: registering inside the brand's app records APP. */
  appPattern: string;
  merchantCode: string;
  ageLimit: number;
  /** Paths in the page's language. */
  links: { home: string; login: string; register: string };
  social: { providers: SocialProvider[]; labels: SocialLabels };
}

type Setup = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; settings: RegisterSettings; rules: RegisterRule[] };
type Invite = { code: string; state: 'checking' | 'valid' | 'invalid' | 'unknown' } | null;

const SMS_FIELDS: Record<Method, { mobile: FormField; code: FormField }> = {
  mobile: { mobile: 'mobileNum2', code: 'messageCode1' },
  username: { mobile: 'mobileNum1', code: 'messageCode2' },
};
const MESSAGE_ID = 'register-form-message';
const AUTOCOMPLETE: Partial<Record<FormField, string>> = {
  username: 'username',
  email: 'email',
  nickname: 'nickname',
  payeeName: 'name',
  birthday: 'bday',
  messageCode1: 'one-time-code',
  messageCode2: 'one-time-code',
};

function currentChannel(appPattern: string) {
  return registerChannel({
    userAgent: navigator.userAgent,
    appPattern,
    displayStandalone: window.matchMedia?.('(display-mode: standalone)').matches ?? false,
    iosStandalone: (navigator as Navigator & { standalone?: boolean }).standalone === true,
  });
}

export default function Register({ strings, flags, appPattern, merchantCode, ageLimit, links, social }: RegisterProps) {
  const [phone] = useState(phoneAuth);
  const rootRef = useRef<HTMLElement>(null);
  const opens = useDialogOpens(rootRef);
  const methods = useMemo(() => availableMethods(flags), [flags]);
  const [method, setMethod] = useState<Method>(methods[0] ?? 'username');
  const [setup, setSetup] = useState<Setup>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [values, setValues] = useState<FormValues>({});
  const [dialingCode, setDialingCode] = useState(DEFAULT_DIALING_CODE);
  const [touched, setTouched] = useState<Partial<Record<FormField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FormErrors>({});
  const [formMessage, setFormMessage] = useState('');
  const [agreed, setAgreed] = useState(true);
  const [ageChecked, setAgeChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [captchaKey, setCaptchaKey] = useState('');
  const [captchaSignal, setCaptchaSignal] = useState(0);
  const [invite, setInvite] = useState<Invite>(null);
  const [pickerOpen, setPickerOpen] = useState(false);
  // Prerendered tabs do nothing until React runs: they wait, disabled.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const busyRef = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const idOf = (field: FormField) => `register-${field}`;

  // Settings and rules: the form cannot be checked without them.
  useEffect(() => {
    let live = true;
    setSetup({ state: 'loading' });
    Promise.all([platformCall('registerSettings', {}), platformCall('registerRules', {})]).then(
      ([settings, rules]) => live && setSetup({ state: 'ready', settings, rules }),
      (error) => live && setSetup({ state: 'failed', message: translateError(error, strings.errors) }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  // Ticked already when the player confirmed the brand's age on this device (the age gate).
  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(AGE_CONFIRMED_KEY);
    } catch {
      stored = null;
    }
    if (ageConfirmed(stored, ageLimit)) setAgeChecked(true);
  }, [ageLimit]);

  const ready = setup.state === 'ready' ? setup : null;
  const fields = useMemo(() => (ready ? visibleFields(method, flags, ready.settings) : []), [ready, method, flags]);
  const showsInvite = fields.includes('affiliateCode');

  // The invitation code of the link (A §5): checked once; an invalid one blocks registration.
  useEffect(() => {
    if (!showsInvite || invite) return;
    const code = inviteCodeFrom(window.location.search);
    if (!code) return;
    setInvite({ code, state: 'checking' });
    setValues((now) => ({ ...now, affiliateCode: code }));
    platformCall('affiliateCheck', { code, domain: window.location.hostname }).then(
      (answer) => {
        setInvite({ code: answer.code || code, state: 'valid' });
        setValues((now) => ({ ...now, affiliateCode: answer.code || code }));
      },
      (error) => setInvite({ code, state: error instanceof ApiError && error.code === 'affiliate.invalid' ? 'invalid' : 'unknown' }),
    );
  }, [showsInvite]);

  const context = ready ? { method, fields, rules: ready.rules, settings: ready.settings, labels: strings.fields, messages: strings.validation } : null;
  const localErrors: FormErrors = context ? formErrors(values, context) : {};
  const inviteBlocked = invite?.state === 'invalid';
  if (inviteBlocked) localErrors.affiliateCode = [strings.errors['errors.affiliate.invalid'] ?? ''];
  const shownErrors = (field: FormField): string[] => {
    const server = serverErrors[field] ?? [];
    // The link's invalid invitation code shows at once: it blocks registration whatever is typed.
    const local = submitted || touched[field] || (field === 'affiliateCode' && inviteBlocked) ? (localErrors[field] ?? []) : [];
    return [...local, ...server.filter((message) => !local.includes(message))];
  };

  function setValue(field: FormField, value: string) {
    // The mobile number is one value behind both methods' fields: it is carried across the tabs.
    setValues((now) => (field === 'mobileNum1' || field === 'mobileNum2' ? { ...now, mobileNum1: value, mobileNum2: value } : { ...now, [field]: value }));
    setServerErrors((now) => {
      if (!now[field] && !(field === 'password' && now.confimpsw)) return now;
      const next = { ...now };
      delete next[field];
      if (field === 'password') delete next.confimpsw;
      return next;
    });
    setFormMessage('');
  }
  // A new captcha empties the answer by itself: that must not wipe the message of the failed attempt.
  function captchaChange(text: string) {
    if (text) setValue('identifying', text);
    else setValues((now) => ({ ...now, identifying: '' }));
  }
  const touch = (field: FormField) => setTouched((now) => (now[field] ? now : { ...now, [field]: true }));
  // A new captcha is a new question: untouched until the player leaves it again.
  function captchaKeyChange(key: string) {
    setCaptchaKey(key);
    if (!key) setTouched((now) => (now.identifying ? { ...now, identifying: false } : now));
  }
  const focusField = (field: FormField | 'form') => {
    const element = formRef.current?.querySelector<HTMLElement>(`#${field === 'form' ? MESSAGE_ID : idOf(field)}`);
    element?.focus();
  };
  const focusAfterRender = useRef<FormField | 'form' | null>(null);
  useEffect(() => {
    if (!focusAfterRender.current) return;
    focusField(focusAfterRender.current);
    focusAfterRender.current = null;
  });
  const limitOf = (field: FormField): FieldLimit | undefined => {
    const max = LENGTH_LIMIT[field];
    return max === undefined ? undefined : { value: values[field] ?? '', max, messages: strings.validation, counter: field === 'username' };
  };

  function switchMethod(next: Method) {
    if (next === method) return;
    setMethod(next);
    setSubmitted(false);
    setServerErrors({});
    setFormMessage('');
  }

  function sendCode(): Promise<number> {
    const mobileField = SMS_FIELDS[method].mobile;
    return phone.send({ mobileNum: cleanValue(mobileField, values[mobileField]), countryDialingCode: dialingCode, purpose: 'register' });
  }
  function smsFailed(error: unknown) {
    const { mobile } = SMS_FIELDS[method];
    const field = error instanceof ApiError ? formFieldOf(error.value?.field, fields) : undefined;
    setServerErrors((now) => ({ ...now, [field ?? mobile]: [translateError(error, strings.errors)] }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!context || busyRef.current || !agreed) return;
    setSubmitted(true);
    setFormMessage('');
    const invalid = firstInvalid(fields, localErrors);
    if (invalid || inviteBlocked || !ageChecked) {
      setFormMessage(inviteBlocked ? (strings.errors['errors.affiliate.invalid'] ?? strings.fixErrors) : strings.fixErrors);
      if (invalid || inviteBlocked) focusField(invalid ?? 'affiliateCode');
      else formRef.current?.querySelector<HTMLElement>('#register-age')?.focus();
      return;
    }
    busyRef.current = true;
    setBusy(true);
    const hide = showToast({ text: strings.submitting, kind: 'loading', durationMs: TOAST_MS.loading });
    try {
      const payload = registerPayload(method, values, fields, {
        registerMethod: currentChannel(appPattern),
        registerUrl: window.location.host,
        domain: window.location.hostname,
        countryDialingCode: dialingCode,
        captchaKey: captchaKey || undefined,
      });
      // A code typed becomes the adapter's proof: with Firebase, its ID token goes along (A §3).
      const codeField = SMS_FIELDS[method].code;
      const code = fields.includes(codeField) ? cleanValue(codeField, values[codeField]) : '';
      const proof = code ? await phone.prove(code) : undefined;
      const session = await encryptedCall(
        'register',
        proof?.firebaseIdToken ? { ...payload, firebaseChannel: 'sms', firebaseIdToken: proof.firebaseIdToken } : payload,
      );
      hide();
      signIn(session, merchantCode);
      showToast({ text: strings.success, kind: 'success' });
      leaveAfterSignIn(rootRef.current, links.home); // stays busy: no second registration while the page leaves
    } catch (error) {
      hide();
      busyRef.current = false;
      setBusy(false);
      const message = translateError(error, strings.errors);
      const code = error instanceof ApiError ? error.code : undefined;
      const named =
        (error instanceof ApiError ? formFieldOf(error.value?.field, fields) : undefined) ??
        (code?.startsWith('captcha.') && fields.includes('identifying') ? 'identifying' : undefined) ??
        (code?.startsWith('sms.') && fields.includes(SMS_FIELDS[method].code) ? SMS_FIELDS[method].code : undefined);
      const captcha = fields.includes('identifying') ? 'identifying' : undefined;
      const place = placeRefusal<FormField>(named, captcha);
      // Every field passed its checks before sending: from here on a field is marked once the player
      // leaves it or submits again, so the new, empty captcha is not (captchaKeyChange untouches it).
      setSubmitted(false);
      if (place.message === 'form') setFormMessage(message);
      else setServerErrors((now) => ({ ...now, [place.message]: [message] }));
      // The captcha was used up by this attempt, right or wrong.
      if (captcha) setCaptchaSignal((n) => n + 1);
      focusAfterRender.current = place.focus; // the form's message is only there after the render
    }
  }

  if (methods.length === 0) return <p className="form-message">{strings.closed}</p>;

  const renderField = (field: FormField): ReactNode => {
    const id = idOf(field);
    const errors = shownErrors(field);
    const label = strings.fields[field];
    const value = values[field] ?? '';
    const onBlur = () => touch(field);
    switch (field) {
      case 'password':
      case 'confimpsw':
      case 'paymentPassword':
        return (
          <Field key={field} id={id} label={label} errors={errors}>
            <PasswordInput
              id={id}
              name={field}
              value={value}
              onChange={(text) => setValue(field, text)}
              onBlur={onBlur}
              autoComplete="new-password"
              labels={strings.password}
              placeholder={strings.placeholders[field]}
            />
          </Field>
        );
      case 'mobileNum1':
      case 'mobileNum2':
        return (
          <Field key={field} id={id} label={label} errors={errors} limit={limitOf(field)} wire={false} hint={field === 'mobileNum1' && flags.REGMOBVERF3 ? strings.mobileHint : undefined}>
            <div className="input-row">
              <CountryCodeSelect id={`${id}-code`} value={dialingCode} onChange={setDialingCode} label={strings.dialingCode} />
              <input
                className="input"
                id={id}
                name={field}
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                value={value}
                placeholder={strings.placeholders[field]}
                onChange={(event) => setValue(field, numberEntry(event.target.value))}
                onBlur={onBlur}
                {...fieldAria(id, errors, field === 'mobileNum1' && flags.REGMOBVERF3 ? strings.mobileHint : undefined, limitOf(field))}
              />
            </div>
          </Field>
        );
      case 'messageCode1':
      case 'messageCode2': {
        const mobileField = field === 'messageCode1' ? 'mobileNum2' : 'mobileNum1';
        const mobileValid = cleanValue(mobileField, values[mobileField]) !== '' && context !== null && fieldErrors(mobileField, values, context).length === 0;
        return (
          <Field key={field} id={id} label={label} errors={errors} limit={limitOf(field)} wire={false}>
            <div className="input-row">
              <input
                className="input"
                id={id}
                name={field}
                inputMode="numeric"
                pattern="[0-9]*"
                autoComplete="one-time-code"
                value={value}
                placeholder={strings.placeholders[field]}
                onChange={(event) => setValue(field, numberEntry(event.target.value))}
                onBlur={onBlur}
                {...fieldAria(id, errors, undefined, limitOf(field))}
              />
              <SmsCodeButton
                canSend={mobileValid}
                send={sendCode}
                labels={strings.sms}
                onError={smsFailed}
                onSent={() => {
                  setServerErrors((now) => ({ ...now, [mobileField]: undefined }));
                  focusField(field);
                }}
              />
            </div>
          </Field>
        );
      }
      case 'birthday':
        return (
          <Field key={field} id={id} label={label} errors={errors} wire={false}>
            <div className="input-row">
              <input
                className="input"
                id={id}
                name={field}
                readOnly
                value={value}
                placeholder={strings.placeholders.birthday}
                autoComplete="off"
                onClick={() => setPickerOpen(true)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' || event.key === ' ') {
                    event.preventDefault();
                    setPickerOpen(true);
                  }
                }}
                {...fieldAria(id, errors)}
              />
              <button type="button" className="button ghost birthday-open" onClick={() => setPickerOpen(true)} aria-label={strings.birthdayOpen}>
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
                  <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" />
                  <path d="M3.5 10h17M8 3v4M16 3v4" />
                </svg>
              </button>
            </div>
          </Field>
        );
      case 'affiliateCode': {
        const locked = invite !== null && invite.state !== 'unknown';
        const hint = invite && invite.state !== 'invalid' ? strings.inviteFromLink : undefined;
        return (
          <div key={field} className="register-invite">
            <Field id={id} label={label} errors={errors} hint={hint}>
              <input
                className="input"
                name={field}
                value={value}
                readOnly={locked}
                autoComplete="off"
                autoCapitalize="characters"
                placeholder={strings.placeholders.affiliateCode}
                onChange={(event) => setValue(field, event.target.value)}
                onBlur={onBlur}
              />
            </Field>
            {inviteBlocked ? (
              // Registration is blocked with this link's code; the same page without it is the way on.
              <a className="register-invite-escape" href={links.register}>
                {strings.inviteWithout}
              </a>
            ) : null}
          </div>
        );
      }
      case 'identifying':
        return (
          <CaptchaField
            key={field}
            id={id}
            name="identifying"
            value={value}
            onChange={captchaChange}
            onKey={captchaKeyChange}
            refreshSignal={captchaSignal + opens}
            labels={strings.captcha}
            errors={errors}
          />
        );
      default:
        return (
          <Field key={field} id={id} label={label} errors={errors} limit={limitOf(field)}>
            <input
              className="input"
              name={field}
              type={field === 'email' ? 'email' : 'text'}
              inputMode={field === 'qqNum' || field === 'whatsapp' || field === 'zalo' ? 'numeric' : field === 'email' ? 'email' : undefined}
              autoComplete={AUTOCOMPLETE[field] ?? 'off'}
              autoCapitalize={field === 'nickname' || field === 'payeeName' ? 'words' : 'none'}
              spellCheck={false}
              value={value}
              placeholder={strings.placeholders[field]}
              onChange={(event) => setValue(field, event.target.value)}
              onBlur={onBlur}
            />
          </Field>
        );
    }
  };

  return (
    <section ref={rootRef} className="register" aria-labelledby="register-heading">
      <Toasts />
      <h2 id="register-heading" className="register-heading">
        {strings.heading}
      </h2>
      {methods.length > 1 ? (
        <div className="tabs" role="tablist" aria-label={strings.methodLabel}>
          {methods.map((each) => (
            <button key={each} type="button" role="tab" id={`register-tab-${each}`} aria-selected={method === each} aria-controls="register-form" disabled={!live} onClick={() => switchMethod(each)}>
              {strings.methods[each]}
            </button>
          ))}
        </div>
      ) : null}
      {setup.state === 'loading' ? (
        <p className="register-status" role="status">
          <span className="toast-spinner register-spinner" aria-hidden="true" />
          {strings.loading}
        </p>
      ) : setup.state === 'failed' ? (
        <div className="register-status">
          <p className="form-message" role="alert">
            {strings.loadFailed} {setup.message}
          </p>
          <button type="button" className="button ghost" onClick={() => setAttempt((n) => n + 1)}>
            {strings.retry}
          </button>
        </div>
      ) : (
        <form
          ref={formRef}
          id="register-form"
          className="form"
          role={methods.length > 1 ? 'tabpanel' : undefined}
          aria-labelledby={methods.length > 1 ? `register-tab-${method}` : undefined}
          noValidate
          onSubmit={(event) => void submit(event)}
        >
          {fields.map(renderField)}
          <label className="check">
            <input type="checkbox" name="privacy" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
            <span>{strings.privacy}</span>
          </label>
          <AgeCheckbox id="register-age" checked={ageChecked} onChange={setAgeChecked} labels={strings.age} invalid={submitted && !ageChecked} />
          {formMessage ? (
            <p className="form-message" id={MESSAGE_ID} role="alert" tabIndex={-1}>
              {formMessage}
            </p>
          ) : null}
          <div className="form-actions">
            <button type="submit" className="button block" disabled={!agreed || busy || inviteBlocked} aria-busy={busy || undefined}>
              {busy ? strings.submitting : strings.submit}
            </button>
          </div>
          <SocialButtons
            providers={social.providers}
            labels={social.labels}
            messages={strings.errors}
            signIn={socialSignIn}
            prepare={prepareSocialSignIn}
            onSignedIn={() => leaveAfterSignIn(rootRef.current, links.home)}
          />
          <p className="register-login">
            {strings.haveAccount}{' '}
            <a href={links.login} data-open="login-modal">
              {strings.login}
            </a>
          </p>
        </form>
      )}
      {fields.includes('birthday') ? (
        <BirthdayPicker
          open={pickerOpen}
          value={values.birthday ?? ''}
          yearsBack={ageLimit}
          strings={strings.birthday}
          onClose={() => {
            setPickerOpen(false);
            focusField('birthday');
          }}
          onPick={(text) => {
            setValue('birthday', text);
            touch('birthday');
            setPickerOpen(false);
            focusField('birthday');
          }}
        />
      ) : null}
    </section>
  );
}
