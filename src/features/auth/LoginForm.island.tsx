/**
 * The login form (A §2 "Login screen", §4, §5, §7, §8): username + password, or (only with
 * MOBILEVERCODELOGIN3) mobile number + SMS code (sent and checked through the brand's phone-auth
 * adapter: the platform, or Firebase whose ID token then proves the phone); a captcha once a failed
 * login asks for one; the social login buttons of the brand (src/lib/firebase/social-auth.ts);
 * remember password (./remember.ts); on success the session is stored and the player goes home
 * (from the login modal, LoginModal.astro: where they were headed, or back to the page they were on).
 * Every failure ends in a translated message with the form usable again; a login under way is
 * never sent twice. A refusal shows where the kit's placeRefusal puts it: under the SMS code when
 * it is about the code, else above the button, and a captcha it reveals or replaces is never
 * marked by it. No field cuts what is typed or pasted: a value over its limit gets the kit's length
 * message at once (src/components/form/length.ts). Strings come as props (./login-props.ts).
 */
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { merchantCode, whitelabel } from 'virtual:brand';
import { REVALIDATE_DEBOUNCE_MS } from '../../constants.ts';
import CaptchaField from '../../widgets/form/CaptchaField.tsx';
import CountryCodeSelect, { DEFAULT_DIALING_CODE } from '../../widgets/form/CountryCodeSelect.tsx';
import Field, { fieldAria } from '../../components/form/Field.tsx';
import PasswordInput from '../../components/form/PasswordInput.tsx';
import { LENGTH_LIMITS, type FieldLimit } from '../../components/form/length.ts';
import { placeRefusal } from '../../components/form/refusal.ts';
import { check, numberEntry, type RuleMessages } from '../../components/form/rules.ts';
import SmsCodeButton, { type SmsCodeLabels } from '../../components/form/SmsCodeButton.tsx';
import SocialButtons from '../../widgets/form/SocialButtons.tsx';
import type { CaptchaLabels, SocialLabels } from '../../components/form/widget-labels.ts';
import { showToast } from '../../components/form/toast.ts';
import { typedBeforeHydration } from '../../components/form/typed-early.ts';
import { useDialogOpens } from '../../components/form/use-dialog-opens.ts';
import Toasts from '../../components/form/Toasts.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { encryptedCall } from '../../lib/encrypted-call.ts';
import { translateError, type ErrorMessages } from '../../lib/errors.ts';
import { phoneAuth } from '../../lib/firebase/phone-auth.ts';
import { prepareSocialSignIn, socialSignIn, type SocialProvider } from '../../lib/firebase/social-auth.ts';
import { debounce } from '../../lib/timing.ts';
import { leaveAfterSignIn } from '../../shell/dialogs.ts';
import { signIn } from '../../lib/session.ts';
import { saveDraft, takeDraft } from './draft.ts';
import {
  errorField,
  fieldsOf,
  firstInvalid,
  loginRequest,
  needsCaptcha,
  validateFilled,
  validateLogin,
  type LoginErrors,
  type LoginField,
  type LoginMethod,
  type LoginValues,
} from './login-form.ts';
import { rememberedLogins } from '../../lib/remember.ts';
import type { Texts } from '../../i18n/index.ts';

/** The whole `login` namespace (src/i18n/locales/<lang>/login.json), handed over as it is. */
export type LoginLabels = Texts['login'];

export interface LoginFormProps {
  labels: LoginLabels;
  kit: { password: { show: string; hide: string }; dialingCode: string; sms: SmsCodeLabels; captcha: CaptchaLabels };
  rules: RuleMessages;
  messages: ErrorMessages;
  links: { home: string; forget: string; register: string; self: string };
  social: { providers: SocialProvider[]; labels: SocialLabels };
}

const ID: Record<LoginField, string> = {
  username: 'login-username',
  password: 'login-password',
  mobile: 'login-mobile',
  smsCode: 'login-sms-code',
  captcha: 'login-captcha',
};
const FORM_ERROR_ID = 'login-form-error';
const EMPTY: LoginValues = { username: '', password: '', countryDialingCode: DEFAULT_DIALING_CODE, mobile: '', smsCode: '', captcha: '', captchaKey: '' };

const smsOffered = whitelabel.MOBILEVERCODELOGIN3;

export default function LoginForm({ labels, kit, rules, messages, links, social }: LoginFormProps) {
  const [method, setMethod] = useState<LoginMethod>('username');
  const [values, setValues] = useState<LoginValues>(EMPTY);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captchaSignal, setCaptchaSignal] = useState(0);
  const [remember, setRemember] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const busy = useRef(false);
  const [phone] = useState(phoneAuth);
  const formRef = useRef<HTMLFormElement>(null);
  const opens = useDialogOpens(formRef);
  const focusNext = useRef<string | null>(null);
  // The latest state for listeners that outlive a render (language links, debounced re-validation).
  const latest = useRef({ method, values, remember, captchaShown });
  latest.current = { method, values, remember, captchaShown };

  const set = (field: keyof LoginValues, value: string) => setValues((now) => ({ ...now, [field]: value }));
  const clearError = (field: LoginField) => setErrors((now) => (now[field] || now.form ? { ...now, [field]: undefined, form: undefined } : now));

  /**
   * Fills a method's empty fields from its remembered login (A §4: toggling reloads that method's);
   * the password comes from the browser's password manager when it hands it out silently.
   */
  async function loadRemembered(which: LoginMethod, only?: { username?: string }) {
    const remembered = rememberedLogins();
    const login = remembered.read(which);
    setRemember(login !== null);
    if (!login || (only?.username !== undefined && login.username !== only.username)) return;
    setValues((now) =>
      which === 'username'
        ? { ...now, username: now.username || login.username }
        : { ...now, mobile: now.mobile || login.username, countryDialingCode: now.mobile ? now.countryDialingCode : login.countryDialingCode || now.countryDialingCode },
    );
    if (which !== 'username') return;
    const password = await remembered.password(login.username);
    if (!password || latest.current.method !== 'username') return;
    setValues((now) => (now.password || now.username.trim().toLowerCase() !== login.username.toLowerCase() ? now : { ...now, password }));
  }

  useEffect(() => {
    setHydrated(true);
    const draft = formRef.current?.closest('dialog') ? null : takeDraft();
    if (draft) {
      // Back from a language change: the filled fields, validated again in the new language.
      const which = smsOffered ? draft.method : 'username';
      latest.current.method = which;
      setMethod(which);
      setRemember(draft.remember);
      const restored = { ...EMPTY, username: draft.username, mobile: draft.mobile, countryDialingCode: draft.countryDialingCode || DEFAULT_DIALING_CODE };
      setValues(restored);
      if (draft.remember && which === 'username' && draft.username) void loadRemembered('username', { username: draft.username });
      const revalidate = debounce(() => {
        const { values: now, method: current, captchaShown: shown } = latest.current;
        setErrors(validateFilled(now, current, shown, rules));
      }, REVALIDATE_DEBOUNCE_MS);
      revalidate();
      return () => revalidate.cancel();
    }
    // What the player typed before the script arrived (the form is server-rendered) is kept.
    const early = typedBeforeHydration({ username: ID.username, password: ID.password });
    if (early.username || early.password) {
      setValues((now) => ({ ...now, username: early.username ?? '', password: early.password ?? '' }));
      return;
    }
    const which = smsOffered && rememberedLogins().lastMethod() === 'sms' ? 'sms' : 'username';
    latest.current.method = which;
    setMethod(which);
    void loadRemembered(which);
  }, []);

  // A language link opens this page in the other language: carry the filled fields (never the password).
  // The modal's form stays out of it: the next page's login form would take what it never showed.
  useEffect(() => {
    if (formRef.current?.closest('dialog')) return;
    const onClick = (event: MouseEvent) => {
      if (!(event.target as Element | null)?.closest?.('a[data-language]')) return;
      const { method: current, values: now, remember: keep } = latest.current;
      saveDraft({ method: current, username: now.username, mobile: now.mobile, countryDialingCode: now.countryDialingCode, remember: keep });
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  function switchMethod(which: LoginMethod) {
    if (which === method || busy.current) return;
    latest.current.method = which;
    setMethod(which);
    setErrors({});
    if (captchaShown) setCaptchaSignal((n) => n + 1); // A §4: the captcha refreshes on switching method
    void loadRemembered(which);
  }

  function onRememberChange(checked: boolean) {
    setRemember(checked);
    if (!checked) rememberedLogins().forget(method); // forget at once, not only after the next login
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    const found = validateLogin(values, method, captchaShown, rules);
    if (captchaShown && !found.captcha && !values.captchaKey) found.captcha = [messages['errors.captcha.required'] ?? rules.captchaRequired];
    const invalid = firstInvalid(found, method, captchaShown);
    if (invalid) {
      setErrors(found);
      focusNext.current = ID[invalid];
      return;
    }
    busy.current = true;
    setSubmitting(true);
    setErrors({});
    try {
      // By SMS, the code becomes the adapter's proof first (a Firebase refusal ends below like the platform's).
      const proof = method === 'sms' ? await phone.prove(values.smsCode.trim()) : undefined;
      const answer = await encryptedCall('login', loginRequest(values, method, captchaShown, proof?.firebaseIdToken));
      signIn(answer, merchantCode);
      try {
        const remembered = rememberedLogins();
        if (remember) {
          const username = method === 'sms' ? values.mobile.trim() : values.username.trim();
          await remembered.write({ type: method, username, password: values.password, countryDialingCode: values.countryDialingCode });
        } else {
          remembered.forget(method);
        }
      } catch {
        // Logged in all the same: remembering is a convenience this browser may not offer.
      }
      showToast({ text: labels.success, kind: 'success' });
      leaveAfterSignIn(formRef.current, links.home);
      // busy stays set: the page is leaving, a second click must not log in again
    } catch (error) {
      busy.current = false;
      setSubmitting(false);
      const message = translateError(error, messages);
      const revealed = !captchaShown && needsCaptcha(error);
      if (captchaShown) {
        setCaptchaSignal((n) => n + 1); // a captcha is single-use: a new one for the next try
      } else if (revealed) {
        setCaptchaShown(true); // it loads its image when it appears (A §4: refreshed after showing)
      }
      // Shown from now on: the method's fields, and the captcha, new or replaced (never marked by this refusal).
      const shown = fieldsOf(method, captchaShown || revealed);
      const place = placeRefusal(errorField(error instanceof ApiError ? error.code : undefined, shown), shown.includes('captcha') ? 'captcha' : undefined);
      setErrors({ [place.message]: [message] });
      focusNext.current = place.focus === 'form' ? FORM_ERROR_ID : ID[place.focus];
    }
  }

  const mobileValid = check('loginMobileNum', values.mobile, rules).length === 0;
  const limitOf = (field: 'username' | 'mobile' | 'smsCode'): FieldLimit => ({ value: values[field], max: LENGTH_LIMITS[field], messages: rules });
  const panelProps = smsOffered ? { role: 'tabpanel', id: 'login-fields', 'aria-labelledby': `login-tab-${method}` } : {};

  return (
    <form ref={formRef} className="form login-form" method="post" action={links.self} onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={submitting || undefined}>
      {smsOffered ? (
        <div className="tabs" role="tablist" aria-label={labels.methods}>
          {(['username', 'sms'] as const).map((which) => (
            <button
              key={which}
              type="button"
              role="tab"
              id={`login-tab-${which}`}
              aria-selected={method === which}
              aria-controls="login-fields"
              tabIndex={method === which ? 0 : -1}
              onClick={() => switchMethod(which)}
              onKeyDown={(event) => {
                // Tabs pattern: arrows move between the two methods.
                if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
                event.preventDefault();
                const next = method === 'username' ? 'sms' : 'username';
                switchMethod(event.key === 'Home' ? 'username' : event.key === 'End' ? 'sms' : next);
                focusNext.current = `login-tab-${event.key === 'Home' ? 'username' : event.key === 'End' ? 'sms' : next}`;
              }}
            >
              {which === 'username' ? labels.methodUsername : labels.methodSms}
            </button>
          ))}
        </div>
      ) : null}

      <div className="form" {...panelProps}>
        {method === 'username' ? (
          <>
            <Field id={ID.username} label={labels.username} errors={errors.username} limit={limitOf('username')}>
              <input
                className="input"
                name="username"
                type="text"
                autoComplete="username"
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                placeholder={labels.usernamePlaceholder}
                value={values.username}
                onChange={(event: ChangeEvent<HTMLInputElement>) => {
                  set('username', event.target.value);
                  clearError('username');
                }}
              />
            </Field>
            <Field id={ID.password} label={labels.password} errors={errors.password}>
              <PasswordInput
                id={ID.password}
                name="password"
                autoComplete="current-password"
                labels={kit.password}
                placeholder={labels.passwordPlaceholder}
                value={values.password}
                onChange={(value) => {
                  set('password', value);
                  clearError('password');
                }}
              />
            </Field>
          </>
        ) : (
          <>
            <Field id={ID.mobile} label={labels.mobile} errors={errors.mobile} limit={limitOf('mobile')} wire={false}>
              <div className="input-row">
                <CountryCodeSelect id="login-dialing-code" value={values.countryDialingCode} onChange={(code) => set('countryDialingCode', code)} label={kit.dialingCode} />
                <input
                  className="input"
                  id={ID.mobile}
                  name="mobile"
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel-national"
                  placeholder={labels.mobilePlaceholder}
                  value={values.mobile}
                  onChange={(event: ChangeEvent<HTMLInputElement>) => {
                    set('mobile', numberEntry(event.target.value));
                    clearError('mobile');
                  }}
                  {...fieldAria(ID.mobile, errors.mobile, undefined, limitOf('mobile'))}
                />
              </div>
            </Field>
            <Field id={ID.smsCode} label={labels.smsCode} errors={errors.smsCode} limit={limitOf('smsCode')} wire={false}>
              <div className="input-row">
                <input
                  className="input"
                  id={ID.smsCode}
                  name="smsCode"
                  type="text"
                  inputMode="numeric"
                  pattern="[0-9]*"
                  autoComplete="one-time-code"
                  placeholder={labels.smsCodePlaceholder}
                  value={values.smsCode}
                  onChange={(event: ChangeEvent<HTMLInputElement>) => {
                    set('smsCode', numberEntry(event.target.value));
                    clearError('smsCode');
                  }}
                  {...fieldAria(ID.smsCode, errors.smsCode, undefined, limitOf('smsCode'))}
                />
                <SmsCodeButton
                  canSend={mobileValid && hydrated}
                  labels={kit.sms}
                  send={() => phone.send({ mobileNum: values.mobile.trim(), countryDialingCode: values.countryDialingCode, purpose: 'login' })}
                  onSent={() => {
                    setErrors((now) => ({ ...now, mobile: undefined, smsCode: undefined }));
                    focusNext.current = ID.smsCode;
                    setValues((now) => ({ ...now })); // render so the focus moves
                  }}
                  onError={(error) => {
                    setErrors((now) => ({ ...now, mobile: [translateError(error, messages)] }));
                    focusNext.current = ID.mobile;
                    setValues((now) => ({ ...now }));
                  }}
                />
              </div>
            </Field>
          </>
        )}

        {captchaShown ? (
          <CaptchaField
            id={ID.captcha}
            value={values.captcha}
            onChange={(value) => {
              set('captcha', value);
              if (value) clearError('captcha');
            }}
            onKey={(key) => set('captchaKey', key)}
            refreshSignal={captchaSignal + opens}
            labels={kit.captcha}
            errors={errors.captcha}
          />
        ) : null}
      </div>

      <label className="check">
        <input type="checkbox" name="remember" checked={remember} onChange={(event) => onRememberChange(event.target.checked)} />
        <span>{labels.remember}</span>
      </label>

      {errors.form?.length ? (
        <p className="form-message" id={FORM_ERROR_ID} role="alert" tabIndex={-1}>
          {errors.form.join(', ')}
        </p>
      ) : null}

      <div className="form-actions">
        <button type="submit" className="button block" disabled={!hydrated || submitting} aria-busy={submitting || undefined}>
          {submitting ? labels.submitting : labels.submit}
        </button>
      </div>

      <SocialButtons
        providers={social.providers}
        labels={social.labels}
        messages={messages}
        signIn={socialSignIn}
        prepare={prepareSocialSignIn}
        onSignedIn={() => leaveAfterSignIn(formRef.current, links.home)}
      />

      <div className="form-links">
        <a href={links.forget}>{labels.forget}</a>
        <a href={links.register} data-open="register-modal">
          <span className="muted">{labels.noAccount}</span>&nbsp;{labels.register}
        </a>
      </div>
      <Toasts />
    </form>
  );
}
