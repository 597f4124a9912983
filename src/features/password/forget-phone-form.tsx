/**
 * Set password by phone (A §2, §4, §5, §8): mobile number with dialling code, SMS code with the
 * get-code button (purpose 'password') and its countdown, new password. Codes go through the
 * brand's phone-auth adapter (platform SMS, or Firebase with its ID token as proof: A §3). Submit stays disabled until
 * a field was touched and no field has an error. The call is encrypted and shows the loading toast
 * of TOAST_MS.loadingSetPassword; on success an automatic login follows with the user name the
 * call answers and the new password, then /m/home. A refusal with modify.new.old.same clears the
 * password field; any other failure clears the code field (A §8).
 */
import { submitSignIn } from '../../widgets/form/sign-in.ts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { DEFAULT_DIALING_CODE } from '../../widgets/form/CountryCodeSelect.tsx';
import MobileField from '../../widgets/form/MobileField.tsx';
import Field from '../../components/form/Field.tsx';
import PasswordInput from '../../components/form/PasswordInput.tsx';
import SmsCodeField from '../../components/form/SmsCodeField.tsx';
import { ruleTexts, smsCheckTexts } from '../../components/form/texts.ts';
import { useSmsBotCheck } from '../../widgets/form/sms-bot-check.tsx';
import { mergeErrors, useForm } from '../../components/form/use-form.ts';
import { TOAST_MS } from '../../constants.ts';
import { ApiError } from '../../lib/api-client.ts';
import { translateError, type ErrorMessages } from '../../lib/errors.ts';
import { phoneAuth } from '../../lib/firebase/phone-auth.ts';
import {
  fieldClearedAfter,
  PHONE_FIELDS,
  phoneFieldErrors,
  phoneFormReady,
  type ForgetKitTexts,
  type ForgetLabels,
  type PhoneField,
  type PhoneMessages,
  type PhoneValues,
  type RegisterRule,
} from './forget-rules.ts';
import { navigate } from '../../lib/safe-path.ts';
import { loadRegisterRules, logIn, setPasswordByPhone } from './api.ts';

export interface ForgetPhoneProps {
  labels: ForgetLabels['phone'];
  kit: ForgetKitTexts;
  errors: ErrorMessages;
  links: { home: string; login: string };
}

const EMPTY: PhoneValues = { mobileNum: '', verificationCode: '', newPassword: '' };
const idOf = (field: PhoneField) => `forget-${field}`;

export default function ForgetPhoneForm({ labels, kit, errors: messages, links }: ForgetPhoneProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<PhoneValues>(EMPTY, formRef);
  const { values, touched } = form;
  const [dialingCode, setDialingCode] = useState(DEFAULT_DIALING_CODE);
  const [rules, setRules] = useState<RegisterRule[]>([]);
  const [loginFailed, setLoginFailed] = useState(false);
  const [phone] = useState(phoneAuth);
  const botCheck = useSmsBotCheck({ id: 'forget-sms-check', enabled: phone.provider === 'platform', labels: smsCheckTexts(kit), messages, focus: form.focus });
  const checks: PhoneMessages = {
    rules: ruleTexts(kit),
    mobileRequired: labels.mobileRequired,
    mobileInvalid: labels.mobileInvalid,
    passwordInvalid: labels.passwordInvalid,
  };

  // The registration rules check the number (and the password): without them the platform judges.
  useEffect(() => {
    let live = true;
    loadRegisterRules().then(
      (list) => live && Array.isArray(list) && setRules(list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  const errorsOf = (field: PhoneField) => (touched[field] ? phoneFieldErrors(field, values, rules, checks) : []);
  const mobileValid = phoneFieldErrors('mobileNum', values, rules, checks).length === 0;
  const ready = phoneFormReady(form.changed, values, rules, checks);

  function change(field: PhoneField, text: string) {
    form.input(field, text);
    form.touch({ [field]: true });
  }
  // Leaving a field shows its errors, so a disabled submit button always says why.
  const blur = (field: PhoneField) => () => {
    if (values[field] !== '' || form.changed) form.touch({ [field]: true });
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready) {
      const invalid = PHONE_FIELDS.find((field) => phoneFieldErrors(field, values, rules, checks).length > 0);
      if (invalid && !form.busy) {
        form.touch({ mobileNum: true, verificationCode: true, newPassword: true });
        form.focus(idOf(invalid));
      }
      return;
    }
    if (!form.begin()) return;
    form.clearErrors('form');
    // The remembered login is updated only once the password is set: its code loads now, not with the page.
    const remembering = import('./remember-new-password.ts').then(
      ({ updateRememberedPassword }) => updateRememberedPassword,
      () => null,
    );
    const newPassword = values.newPassword;
    let userName: string | undefined;
    try {
      await submitSignIn({
        notice: { text: labels.saving, durationMs: TOAST_MS.loadingSetPassword },
        // The proof here is the password set by the phone's code; a provider's refusal (e.g. a wrong
        // Firebase code) ends below like the platform's (A §7).
        prove: async () => {
          const { verificationCode, firebaseIdToken } = await phone.prove(values.verificationCode.trim());
          const answer = await setPasswordByPhone({
            newPassword,
            mobileNum: values.mobileNum.trim(),
            countryDialingCode: dialingCode,
            verificationCode,
            firebaseIdToken,
          });
          userName = answer.userName;
          void remembering.then((update) => update?.(newPassword, answer.userName));
          return answer.userName;
        },
        call: (name) => logIn({ type: 'username', username: name!, password: newPassword }),
        success: labels.success,
        leave: () => navigate(links.home),
      });
    } catch (error) {
      // The password is set: only the automatic login failed (the form stays busy; the player logs in by hand).
      if (userName !== undefined) return setLoginFailed(true);
      form.end();
      const cleared = fieldClearedAfter(error instanceof ApiError ? error.code : undefined);
      form.setValues((now) => ({ ...now, [cleared]: '' }));
      form.touch({ [cleared]: false });
      form.setErrors((now) => ({ ...now, form: [translateError(error, messages)] }));
      form.focus(idOf(cleared));
    }
  }

  if (loginFailed) {
    return (
      <div className="form">
        <p className="form-message forget-login-failed" role="alert">
          {labels.loginFailed}
        </p>
        <a className="button block" href={links.login}>
          {labels.login}
        </a>
      </div>
    );
  }

  return (
    <form ref={formRef} className="form" noValidate onSubmit={(event) => void submit(event)} aria-describedby="forget-phone-intro">
      <p id="forget-phone-intro" className="forget-intro">
        {labels.intro}
      </p>
      <MobileField
        id={idOf('mobileNum')}
        name="mobileNum"
        label={labels.mobile}
        placeholder={labels.mobilePlaceholder}
        value={values.mobileNum}
        onChange={(text) => change('mobileNum', text)}
        onBlur={blur('mobileNum')}
        errors={mergeErrors(errorsOf('mobileNum'), form.errors.mobileNum)}
        dialingId="forget-dialing-code"
        dialingCode={dialingCode}
        onDialingCode={setDialingCode}
        dialingLabel={kit.mobile.dialingCode}
        lengthMessages={kit.length}
      />
      {botCheck.field}
      <SmsCodeField
        id={idOf('verificationCode')}
        name="verificationCode"
        label={labels.code}
        placeholder={labels.codePlaceholder}
        value={values.verificationCode}
        onChange={(text) => change('verificationCode', text)}
        onBlur={blur('verificationCode')}
        errors={errorsOf('verificationCode')}
        lengthMessages={kit.length}
        labels={kit.sms}
        canSend={mobileValid}
        send={() => phone.send({ mobileNum: values.mobileNum.trim(), countryDialingCode: dialingCode, purpose: 'password', ...botCheck.values() })}
        onError={(error) => {
          if (!botCheck.refused(error)) form.setErrors((now) => ({ ...now, mobileNum: [translateError(error, messages)] }));
        }}
        onSent={() => {
          botCheck.sent();
          form.focus(idOf('verificationCode'));
        }}
      />
      <Field id={idOf('newPassword')} label={labels.newPassword} errors={errorsOf('newPassword')}>
        <PasswordInput
          id={idOf('newPassword')}
          name="newPassword"
          value={values.newPassword}
          onChange={(text) => change('newPassword', text)}
          onBlur={blur('newPassword')}
          autoComplete="new-password"
          labels={kit.password}
          placeholder={labels.newPasswordPlaceholder}
        />
      </Field>
      {form.errors.form ? (
        <p className="form-message" role="alert">
          {form.errors.form.join(', ')}
        </p>
      ) : null}
      <div className="form-actions">
        <button type="submit" data-primary-action className="button block" disabled={!ready || form.busy} aria-busy={form.busy || undefined}>
          {form.busy ? labels.saving : labels.submit}
        </button>
      </div>
    </form>
  );
}
