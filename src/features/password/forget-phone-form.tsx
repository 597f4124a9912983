/**
 * Set password by phone (A §2, §4, §5, §8): mobile number with dialling code, SMS code with the
 * get-code button (purpose 'password') and its countdown, new password. Codes go through the
 * brand's phone-auth adapter (platform SMS, or Firebase with its ID token as proof: A §3). Submit stays disabled until
 * a field was touched and no field has an error. The call is encrypted and shows the loading toast
 * of TOAST_MS.loadingSetPassword; on success an automatic login follows with the user name the
 * call answers and the new password, then /m/home. A refusal with modify.new.old.same clears the
 * password field; any other failure clears the code field (A §8).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import CountryCodeSelect, { DEFAULT_DIALING_CODE } from '../../widgets/form/CountryCodeSelect.tsx';
import Field, { fieldAria } from '../../components/form/Field.tsx';
import PasswordInput from '../../components/form/PasswordInput.tsx';
import SmsCodeButton, { type SmsCodeLabels } from '../../components/form/SmsCodeButton.tsx';
import { LENGTH_LIMITS } from '../../components/form/length.ts';
import { numberEntry } from '../../components/form/rules.ts';
import { showToast } from '../../components/form/toast.ts';
import { TOAST_MS } from '../../constants.ts';
import { ApiError } from '../../lib/api-client.ts';
import { encryptedCall } from '../../lib/encrypted-call.ts';
import { translateError, type ErrorMessages } from '../../lib/errors.ts';
import { phoneAuth } from '../../lib/firebase/phone-auth.ts';
import { platformCall } from '../../lib/platform.ts';
import { signIn } from '../../lib/session.ts';
import { updateRememberedPassword } from '../../lib/remember.ts';
import { fieldClearedAfter, PHONE_FIELDS, phoneFieldErrors, phoneFormReady, type PhoneField, type PhoneMessages, type PhoneValues, type RegisterRule } from './forget-rules.ts';
import { navigate } from '../../lib/safe-path.ts';

export interface ForgetPhoneStrings {
  intro: string;
  mobile: string;
  mobilePlaceholder: string;
  code: string;
  codePlaceholder: string;
  newPassword: string;
  newPasswordPlaceholder: string;
  submit: string;
  saving: string;
  success: string;
  loginFailed: string;
  login: string;
  dialingCode: string;
  password: { show: string; hide: string };
  sms: SmsCodeLabels;
  messages: PhoneMessages;
  errors: ErrorMessages;
}

export interface ForgetPhoneProps {
  strings: ForgetPhoneStrings;
  merchantCode: string;
  links: { home: string; login: string };
}

const EMPTY: PhoneValues = { mobileNum: '', verificationCode: '', newPassword: '' };
const BUSY_STATES = new Set(['saving', 'loggingIn', 'done']);

export default function ForgetPhoneForm({ strings, merchantCode, links }: ForgetPhoneProps) {
  const [values, setValues] = useState<PhoneValues>(EMPTY);
  const [dialingCode, setDialingCode] = useState(DEFAULT_DIALING_CODE);
  const [rules, setRules] = useState<RegisterRule[]>([]);
  const [dirty, setDirty] = useState<Partial<Record<PhoneField, boolean>>>({});
  const [touched, setTouched] = useState(false);
  const [mobileError, setMobileError] = useState('');
  const [message, setMessage] = useState('');
  const [state, setState] = useState<'idle' | 'saving' | 'loggingIn' | 'done' | 'loginFailed'>('idle');
  const busy = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [phone] = useState(phoneAuth);
  const idOf = (field: PhoneField) => `forget-${field}`;

  // The registration rules check the number (and the password): without them the platform judges.
  useEffect(() => {
    let live = true;
    platformCall('registerRules', {}).then(
      (list) => live && Array.isArray(list) && setRules(list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  const errorsOf = (field: PhoneField) => (dirty[field] ? phoneFieldErrors(field, values, rules, strings.messages) : []);
  const mobileValid = phoneFieldErrors('mobileNum', values, rules, strings.messages).length === 0;
  const ready = phoneFormReady(touched, values, rules, strings.messages);
  const focus = (field: PhoneField) => formRef.current?.querySelector<HTMLElement>(`#${idOf(field)}`)?.focus();

  function change(field: PhoneField, text: string) {
    setValues((now) => ({ ...now, [field]: text }));
    setDirty((now) => (now[field] ? now : { ...now, [field]: true }));
    setTouched(true);
    setMessage('');
    if (field === 'mobileNum') setMobileError('');
  }

  // Leaving a field shows its errors, so a disabled submit button always says why.
  const blur = (field: PhoneField) => () => {
    if (values[field] !== '' || touched) setDirty((now) => (now[field] ? now : { ...now, [field]: true }));
  };

  const sendCode = () => phone.send({ mobileNum: values.mobileNum.trim(), countryDialingCode: dialingCode, purpose: 'password' });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy.current || !ready) {
      const invalid = PHONE_FIELDS.find((field) => phoneFieldErrors(field, values, rules, strings.messages).length > 0);
      if (invalid && !busy.current) {
        setDirty({ mobileNum: true, verificationCode: true, newPassword: true });
        focus(invalid);
      }
      return;
    }
    busy.current = true;
    setState('saving');
    setMessage('');
    const newPassword = values.newPassword;
    const hide = showToast({ text: strings.saving, kind: 'loading', durationMs: TOAST_MS.loadingSetPassword });
    let userName: string;
    try {
      // A provider's refusal (e.g. a wrong Firebase code) ends here like the platform's: notice hidden (A §7).
      const { verificationCode, firebaseIdToken } = await phone.prove(values.verificationCode.trim());
      const answer = await encryptedCall('setPasswordByPhone', {
        newPassword,
        mobileNum: values.mobileNum.trim(),
        countryDialingCode: dialingCode,
        verificationCode,
        firebaseIdToken,
      });
      userName = answer.userName;
    } catch (error) {
      hide();
      busy.current = false;
      setState('idle');
      const cleared = fieldClearedAfter(error instanceof ApiError ? error.code : undefined);
      setValues((now) => ({ ...now, [cleared]: '' }));
      setDirty((now) => ({ ...now, [cleared]: false }));
      setMessage(translateError(error, strings.errors));
      focus(cleared);
      return;
    }
    // The password is set: from here on, only the automatic login can fail.
    setState('loggingIn');
    void updateRememberedPassword(newPassword, userName);
    try {
      const session = await encryptedCall('login', { type: 'username', username: userName, password: newPassword });
      hide();
      signIn(session, merchantCode);
      setState('done');
      showToast({ text: strings.success, kind: 'success' });
      navigate(links.home);
    } catch {
      hide();
      setState('loginFailed');
    }
  }

  if (state === 'loginFailed') {
    return (
      <div className="form">
        <p className="form-message forget-login-failed" role="alert">
          {strings.loginFailed}
        </p>
        <a className="button block" href={links.login}>
          {strings.login}
        </a>
      </div>
    );
  }

  const mobileErrors = mobileError ? [...errorsOf('mobileNum'), mobileError] : errorsOf('mobileNum');
  const mobileLimit = { value: values.mobileNum, max: LENGTH_LIMITS.mobile, messages: strings.messages.rules };
  const codeLimit = { value: values.verificationCode, max: LENGTH_LIMITS.smsCode, messages: strings.messages.rules };
  const working = BUSY_STATES.has(state);
  return (
    <form ref={formRef} className="form" noValidate onSubmit={(event) => void submit(event)} aria-describedby="forget-phone-intro">
      <p id="forget-phone-intro" className="forget-intro">
        {strings.intro}
      </p>
      <Field id={idOf('mobileNum')} label={strings.mobile} errors={mobileErrors} limit={mobileLimit} wire={false}>
        <div className="input-row">
          <CountryCodeSelect id="forget-dialing-code" value={dialingCode} onChange={setDialingCode} label={strings.dialingCode} />
          <input
            className="input"
            id={idOf('mobileNum')}
            name="mobileNum"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder={strings.mobilePlaceholder}
            value={values.mobileNum}
            onChange={(event) => change('mobileNum', numberEntry(event.target.value))}
            onBlur={blur('mobileNum')}
            {...fieldAria(idOf('mobileNum'), mobileErrors, undefined, mobileLimit)}
          />
        </div>
      </Field>
      <Field id={idOf('verificationCode')} label={strings.code} errors={errorsOf('verificationCode')} limit={codeLimit} wire={false}>
        <div className="input-row">
          <input
            className="input"
            id={idOf('verificationCode')}
            name="verificationCode"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="one-time-code"
            placeholder={strings.codePlaceholder}
            value={values.verificationCode}
            onChange={(event) => change('verificationCode', numberEntry(event.target.value))}
            onBlur={blur('verificationCode')}
            {...fieldAria(idOf('verificationCode'), errorsOf('verificationCode'), undefined, codeLimit)}
          />
          <SmsCodeButton
            canSend={mobileValid}
            send={sendCode}
            labels={strings.sms}
            onError={(error) => setMobileError(translateError(error, strings.errors))}
            onSent={() => focus('verificationCode')}
          />
        </div>
      </Field>
      <Field id={idOf('newPassword')} label={strings.newPassword} errors={errorsOf('newPassword')}>
        <PasswordInput
          id={idOf('newPassword')}
          name="newPassword"
          value={values.newPassword}
          onChange={(text) => change('newPassword', text)}
          onBlur={blur('newPassword')}
          autoComplete="new-password"
          labels={strings.password}
          placeholder={strings.newPasswordPlaceholder}
        />
      </Field>
      {message ? (
        <p className="form-message" role="alert">
          {message}
        </p>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="button block" disabled={!ready || working} aria-busy={working || undefined}>
          {working ? strings.saving : strings.submit}
        </button>
      </div>
    </form>
  );
}
