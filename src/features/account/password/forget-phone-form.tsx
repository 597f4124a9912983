/**
 * Set password by phone (A §2, §4, §5, §8): mobile number with dialling code, SMS code with the
 * get-code button (purpose 'password') and its countdown, new password. Codes go through the
 * brand's phone-auth adapter (platform SMS, or Firebase with its ID token as proof: A §3). Submit stays disabled until
 * a field was touched and no field has an error. The call is encrypted and shows the loading toast
 * of TOAST_MS.loadingSetPassword; on success an automatic login follows with the user name the
 * call answers and the new password, then /m/home. A refusal with modify.new.old.same clears the
 * password field; any other failure clears the code field (A §8).
 */
import { submitSignIn } from '../../../widgets/form/sign-in.ts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { defaultDialingCode } from '../../../widgets/form/CountryCodeSelect.tsx';
import MobileField from '../../../widgets/form/MobileField.tsx';
import Field from '../../../components/form/Field.tsx';
import PasswordInput from '../../../components/form/PasswordInput.tsx';
import SmsCodeField from '../../../components/form/SmsCodeField.tsx';
import FormMessage from '../../../components/form/FormMessage.tsx';
import SubmitButton from '../../../components/form/SubmitButton.tsx';
import { ruleTexts } from '../../../components/form/texts.ts';
import { usePhoneCode } from '../../../widgets/form/phone-code.ts';
import { mergeErrors, useForm } from '../../../components/form/use-form.ts';
import { TOAST_MS } from '../../../constants.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { translateError, type ErrorMessages } from '../../../lib/errors.ts';
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
import { navigate } from '../../../lib/safe-path.ts';
import ForgetForm from './forget-form.tsx';
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
  const [dialingCode, setDialingCode] = useState(defaultDialingCode);
  const [rules, setRules] = useState<RegisterRule[]>([]);
  const [loginFailed, setLoginFailed] = useState(false);
  const phone = usePhoneCode({ checkId: 'forget-sms-check', kit, messages, focus: form.focus });
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
  /** What every field's control takes alike, by name. */
  const own = (field: PhoneField) => ({
    id: idOf(field),
    name: field,
    value: values[field],
    onChange: (text: string) => change(field, text),
    onBlur: blur(field),
  });

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
    <ForgetForm method="phone" intro={labels.intro} formRef={formRef} onSubmit={submit}>
      <MobileField
        {...own('mobileNum')}
        label={labels.mobile}
        placeholder={labels.mobilePlaceholder}
        errors={mergeErrors(errorsOf('mobileNum'), form.errors.mobileNum)}
        dialing={{ id: 'forget-dialing-code', code: dialingCode, onChange: setDialingCode }}
        kit={kit}
      />
      {phone.check}
      <SmsCodeField
        {...own('verificationCode')}
        label={labels.code}
        placeholder={labels.codePlaceholder}
        errors={errorsOf('verificationCode')}
        kit={kit}
        canSend={mobileValid}
        {...phone.button(
          { mobileNum: values.mobileNum.trim(), countryDialingCode: dialingCode, purpose: 'password' },
          {
            onSent: () => form.focus(idOf('verificationCode')),
            onError: (error) => form.setErrors((now) => ({ ...now, mobileNum: [translateError(error, messages)] })),
          },
        )}
      />
      <Field id={idOf('newPassword')} label={labels.newPassword} errors={errorsOf('newPassword')}>
        <PasswordInput {...own('newPassword')} autoComplete="new-password" labels={kit.password} placeholder={labels.newPasswordPlaceholder} />
      </Field>
      <FormMessage errors={form.errors.form} />
      <div className="form-actions">
        <SubmitButton busy={form.busy} disabled={!ready} label={labels.submit} busyLabel={labels.saving} />
      </div>
    </ForgetForm>
  );
}
