/**
 * The login form (A §2 "Login screen", §4, §5, §7, §8): username + password, or (only with
 * MOBILEVERCODELOGIN3) mobile number + SMS code (sent and checked through the brand's phone-auth
 * adapter: the platform, or Firebase whose ID token then proves the phone); a captcha once a failed
 * login asks for one; the social login buttons of the brand (src/lib/firebase/social-auth.ts);
 * remember password (src/lib/remember.ts; what the form brings back on hydration and carries across
 * a language change: ./use-login-memory.ts); on success the session is stored (src/lib/session.ts
 * signIn) and the player goes home
 * (from the login modal, LoginModal.astro: where they were headed, or back to the page they were on).
 * Every failure ends in a translated message with the form usable again; a login under way is
 * never sent twice. A refusal shows where the kit's placeRefusal puts it: under the SMS code when
 * it is about the code, else above the button, and a captcha it reveals or replaces is never
 * marked by it. No field cuts what is typed or pasted: a value over its limit gets the kit's length
 * message at once (src/components/form/length.ts). State: the kit's useForm; the mobile and SMS
 * code fields are the kit's MobileField and SmsCodeField. Strings come as props (./login-props.ts).
 */
import { submitSignIn } from '../../../widgets/form/sign-in.ts';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { hasSocialLogin, whitelabel } from 'virtual:brand';
import CaptchaField from '../../../widgets/form/CaptchaField.tsx';
import { defaultDialingCode } from '../../../widgets/form/CountryCodeSelect.tsx';
import MobileField from '../../../widgets/form/MobileField.tsx';
import SocialButtons from '../../../widgets/form/SocialButtons.tsx';
import Field from '../../../components/form/Field.tsx';
import MethodTabs from '../../../components/form/MethodTabs.tsx';
import PasswordInput from '../../../components/form/PasswordInput.tsx';
import { LENGTH_LIMITS } from '../../../components/form/length.ts';
import { placeRefusal } from '../../../components/form/refusal.ts';
import { check } from '../../../components/form/rules.ts';
import SmsCodeField from '../../../components/form/SmsCodeField.tsx';
import { captchaTexts, ruleTexts, type FormTexts } from '../../../components/form/texts.ts';
import { usePhoneCode } from '../../../widgets/form/phone-code.ts';
import type { SocialLabels } from '../../../components/form/widget-labels.ts';
import { useDialogOpens } from '../../../components/form/use-dialog-opens.ts';
import { useForm } from '../../../components/form/use-form.ts';
import Toasts from '../../../components/form/Toasts.tsx';
import FormMessage from '../../../components/form/FormMessage.tsx';
import SubmitButton from '../../../components/form/SubmitButton.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { translateError, type ErrorMessages } from '../../../lib/errors.ts';
import type { SocialProvider } from '../../../lib/firebase/social-auth.ts';
import { leaveAfterSignIn } from '../../../shell/dialogs.ts';
import {
  errorField,
  fieldsOf,
  firstInvalid,
  loginRequest,
  needsCaptcha,
  validateFilled,
  validateLogin,
  type LoginField,
  type LoginMethod,
  type LoginValues,
} from './login-form.ts';
import { rememberedLogins } from '../../../lib/remember.ts';
import { logIn } from './api.ts';
import { useLoginMemory } from './use-login-memory.ts';
import type { Texts } from '../../../i18n/types.ts';

/** The whole `login` namespace (src/i18n/locales/<lang>/login.json), handed over as it is. */
export type LoginLabels = Texts['login'];

/** The parts of the kit's `form` namespace the form shows (./login-props.ts). */
export type LoginKitTexts = Pick<FormTexts, 'password' | 'mobile' | 'sms' | 'captcha' | 'rules' | 'length' | 'smsCheck'>;

export interface LoginFormProps {
  labels: LoginLabels;
  kit: LoginKitTexts;
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
/** The SMS send's bot check (src/widgets/form/sms-bot-check.tsx): not a field of the login request. */
const SMS_CHECK_ID = 'login-sms-check';
const FORM_ERROR_ID = 'login-form-error';
// Functions, not constants: the server renders many brands' pages with this module (src/app/brand-integration.ts).
const emptyLogin = (): LoginValues => ({
  username: '',
  password: '',
  countryDialingCode: defaultDialingCode(),
  mobile: '',
  smsCode: '',
  captcha: '',
  captchaKey: '',
});
const METHODS: readonly LoginMethod[] = ['username', 'sms'];

export default function LoginForm({ labels, kit, messages, links, social }: LoginFormProps) {
  const smsOffered = whitelabel.MOBILEVERCODELOGIN3;
  const [empty] = useState(emptyLogin);
  const [method, setMethod] = useState<LoginMethod>('username');
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<LoginValues, LoginField>(empty, formRef);
  const { values, errors, setValues, setErrors } = form;
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captchaSignal, setCaptchaSignal] = useState(0);
  const [remember, setRemember] = useState(false);
  const opens = useDialogOpens(formRef);
  const rules = ruleTexts(kit);
  const phone = usePhoneCode({ checkId: SMS_CHECK_ID, kit, messages, focus: form.focus });
  const { hydrated, load: loadRemembered } = useLoginMemory(
    { method, values, remember, captchaShown },
    {
      formRef,
      empty,
      ids: { username: ID.username, password: ID.password },
      smsOffered,
      setMethod,
      setRemember,
      setValues,
      revalidate: (now) => setErrors(validateFilled(now.values, now.method, now.captchaShown, rules)),
    },
  );

  function switchMethod(which: LoginMethod) {
    if (which === method || form.busy) return;
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
    if (!form.begin()) return;
    const found = validateLogin(values, method, captchaShown, rules);
    if (captchaShown && !found.captcha && !values.captchaKey) found.captcha = [messages['errors.captcha.required'] ?? rules.captchaRequired];
    const invalid = firstInvalid(found, method, captchaShown);
    if (invalid) {
      form.end();
      setErrors(found);
      form.focus(ID[invalid]);
      return;
    }
    setErrors({});
    try {
      await submitSignIn({
        // By SMS, the code becomes the adapter's proof first (a Firebase refusal ends below like the platform's).
        prove: method === 'sms' ? () => phone.prove(values.smsCode.trim()) : undefined,
        call: (proof) => logIn(loginRequest(values, method, captchaShown, proof?.firebaseIdToken)),
        keep: async () => {
          try {
            const remembered = rememberedLogins();
            if (!remember) return remembered.forget(method);
            const username = method === 'sms' ? values.mobile.trim() : values.username.trim();
            await remembered.write({ type: method, username, password: values.password, countryDialingCode: values.countryDialingCode });
          } catch {
            // Logged in all the same: remembering is a convenience this browser may not offer.
          }
        },
        success: labels.success,
        leave: () => leaveAfterSignIn(formRef.current, links.home),
      });
      // busy stays set: the page is leaving, a second click must not log in again
    } catch (error) {
      form.end();
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
      form.focus(place.focus === 'form' ? FORM_ERROR_ID : ID[place.focus]);
    }
  }

  const mobileValid = check('loginMobileNum', values.mobile, rules).length === 0;
  /** What the mobile number and SMS code fields take alike, by name. */
  const phoneField = (field: 'mobile' | 'smsCode') => ({
    id: ID[field],
    name: field,
    label: labels[field],
    placeholder: field === 'mobile' ? labels.mobilePlaceholder : labels.smsCodePlaceholder,
    value: values[field],
    onChange: (value: string) => form.input(field, value),
    errors: errors[field],
  });
  const panelProps = smsOffered ? { role: 'tabpanel', id: 'login-fields', 'aria-labelledby': `login-tab-${method}` } : {};

  return (
    <form
      ref={formRef}
      className="form login-form"
      method="post"
      action={links.self}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-busy={form.busy || undefined}
    >
      {smsOffered ? (
        <MethodTabs
          idPrefix="login-tab"
          controls="login-fields"
          label={labels.methods}
          methods={METHODS}
          names={{ username: labels.methodUsername, sms: labels.methodSms }}
          current={method}
          onChange={switchMethod}
          onKeyDown={(event) => {
            // Tabs pattern: arrows move between the two methods.
            if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
            event.preventDefault();
            const to = event.key === 'Home' ? 'username' : event.key === 'End' || method === 'username' ? 'sms' : 'username';
            switchMethod(to);
            form.focus(`login-tab-${to}`);
          }}
        />
      ) : null}

      <div className="form" {...panelProps}>
        {method === 'username' ? (
          <>
            <Field
              id={ID.username}
              label={labels.username}
              errors={errors.username}
              limit={{ value: values.username, max: LENGTH_LIMITS.username, messages: rules }}
            >
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
                onChange={(event: ChangeEvent<HTMLInputElement>) => form.input('username', event.target.value)}
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
                onChange={(value) => form.input('password', value)}
              />
            </Field>
          </>
        ) : (
          <>
            <MobileField
              {...phoneField('mobile')}
              dialing={{
                id: 'login-dialing-code',
                code: values.countryDialingCode,
                onChange: (code) => setValues((now) => ({ ...now, countryDialingCode: code })),
              }}
              kit={kit}
            />
            {phone.check}
            <SmsCodeField
              {...phoneField('smsCode')}
              kit={kit}
              canSend={mobileValid && hydrated}
              {...phone.button(
                { mobileNum: values.mobile.trim(), countryDialingCode: values.countryDialingCode, purpose: 'login' },
                {
                  onSent: () => {
                    form.clearErrors('mobile', 'smsCode');
                    form.focus(ID.smsCode);
                  },
                  onError: (error) => {
                    setErrors((now) => ({ ...now, mobile: [translateError(error, messages)] }));
                    form.focus(ID.mobile);
                  },
                },
              )}
            />
          </>
        )}

        {captchaShown ? (
          <CaptchaField
            id={ID.captcha}
            value={values.captcha}
            // A new captcha empties the answer: that must not wipe the message of the failed attempt.
            onChange={(value) => (value ? form.input('captcha', value) : setValues((now) => ({ ...now, captcha: '' })))}
            onKey={(key) => setValues((now) => ({ ...now, captchaKey: key }))}
            refreshSignal={captchaSignal + opens}
            labels={captchaTexts(kit)}
            errors={errors.captcha}
          />
        ) : null}
      </div>

      <label className="check">
        <input type="checkbox" name="remember" checked={remember} onChange={(event) => onRememberChange(event.target.checked)} />
        <span>{labels.remember}</span>
      </label>

      <FormMessage id={FORM_ERROR_ID} errors={errors.form} />

      <div className="form-actions">
        <SubmitButton busy={form.busy} disabled={!hydrated} label={labels.submit} busyLabel={labels.submitting} />
      </div>

      {/* A build-time constant: brands without social login buttons carry none of their code. */}
      {hasSocialLogin ? <SocialButtons {...social} messages={messages} onSignedIn={() => leaveAfterSignIn(formRef.current, links.home)} /> : null}

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
