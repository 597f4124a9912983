import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { hasSocialLogin } from 'virtual:brand';
import { defaultDialingCode } from '../../../widgets/form/CountryCodeSelect.tsx';
import SocialButtons from '../../../widgets/form/SocialButtons.tsx';
import MethodTabs from '../../../components/form/MethodTabs.tsx';
import { submitSignIn } from '../../../widgets/form/sign-in.ts';
import { usePhoneCode } from '../../../widgets/form/phone-code.ts';
import type { SocialLabels } from '../../../components/form/widget-labels.ts';
import Toasts from '../../../components/form/Toasts.tsx';
import FormMessage from '../../../components/form/FormMessage.tsx';
import SubmitButton from '../../../components/form/SubmitButton.tsx';
import type { FieldLimit } from '../../../components/form/length.ts';
import { placeRefusal } from '../../../components/form/refusal.ts';
import { useDialogOpens } from '../../../components/form/use-dialog-opens.ts';
import { mergeErrors, useForm } from '../../../components/form/use-form.ts';
import { TOAST_MS } from '../../../constants.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { translateError, type ErrorMessages } from '../../../lib/errors.ts';
import type { SocialProvider } from '../../../lib/firebase/social-auth.ts';
import { leaveAfterSignIn } from '../../../shell/dialogs.ts';
import AgeCheckbox, { type AgeCheckLabels } from '../../../widgets/age/AgeCheckbox.tsx';
import BirthdayPicker from './BirthdayPicker.tsx';
import {
  availableMethods,
  cleanValue,
  fieldErrors,
  firstInvalid,
  formErrors,
  formFieldOf,
  LENGTH_LIMIT,
  registerPayload,
  visibleFields,
  type FormErrors,
  type FormField,
  type FormValues,
  type Method,
  type RegisterFlags,
  type RegisterKitTexts,
  type RegisterLabels,
  type RuleMessages,
} from './register-form.ts';
import { registerAccount } from './api.ts';
import { currentChannel, useAgeConfirmed, useInvite, useRegisterSetup } from './register-hooks.ts';
import RegisterField, { registerFieldId, type RegisterFieldKit } from './RegisterField.tsx';
import './register.css';

export interface RegisterProps {
  labels: RegisterLabels;
  kit: RegisterKitTexts;
  /** Month names for the birthday picker, January first, in the page's language. */
  months: readonly string[];
  /** The age confirmation checkbox (src/widgets/age: ageCheckLabels). */
  age: AgeCheckLabels;
  /** error.* and the errors.* codes registration can meet (pickMessages). */
  errors: ErrorMessages;
  flags: RegisterFlags;
  /** brand.app.userAgentPattern: registering inside the brand's app records APP. */
  appPattern: string;
  ageLimit: number;
  /** Paths in the page's language. */
  links: { home: string; login: string; register: string };
  social: { providers: SocialProvider[]; labels: SocialLabels };
}

const SMS_FIELDS: Record<Method, { mobile: FormField; code: FormField }> = {
  mobile: { mobile: 'mobileNum2', code: 'messageCode1' },
  username: { mobile: 'mobileNum1', code: 'messageCode2' },
};
const MESSAGE_ID = 'register-form-message';
const idOf = (field: FormField | 'form') => (field === 'form' ? MESSAGE_ID : registerFieldId(field));

export default function Register({ labels, kit, months, age, errors: messages, flags, appPattern, ageLimit, links, social }: RegisterProps) {
  const rootRef = useRef<HTMLElement>(null);
  const opens = useDialogOpens(rootRef);
  const methods = useMemo(() => availableMethods(flags), [flags]);
  const [method, setMethod] = useState<Method>(methods[0] ?? 'username');
  const { setup, retry } = useRegisterSetup(messages);
  const form = useForm<FormValues, FormField>({}, rootRef);
  const { values, submitted, touched } = form;
  const phone = usePhoneCode({ checkId: 'register-sms-check', kit, messages, focus: form.focus });
  const [dialingCode, setDialingCode] = useState(defaultDialingCode);
  const [agreed, setAgreed] = useState(true);
  const [ageChecked, setAgeChecked] = useAgeConfirmed(ageLimit);
  const [captchaKey, setCaptchaKey] = useState('');
  const [captchaSignal, setCaptchaSignal] = useState(0);
  const [pickerOpen, setPickerOpen] = useState(false);
  // Prerendered tabs do nothing until React runs: they wait, disabled.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const formRef = useRef<HTMLFormElement>(null);

  const ready = setup.state === 'ready' ? setup : null;
  const fields = useMemo(() => (ready ? visibleFields(method, flags, ready.settings) : []), [ready, method, flags]);
  // The invitation code of the link (A §5): checked once; an invalid one blocks registration.
  const invite = useInvite(fields.includes('affiliateCode'), (code) => form.setValues((now) => ({ ...now, affiliateCode: code })));

  const validation: RuleMessages = {
    ...labels.validation,
    mismatch: messages['errors.password.mismatch']!,
    emailInvalid: messages['errors.email.invalid']!,
    ...kit.length,
  };
  const context = ready ? { method, fields, rules: ready.rules, settings: ready.settings, labels: labels.fields, messages: validation } : null;
  const localErrors: FormErrors = context ? formErrors(values, context) : {};
  const inviteBlocked = invite?.state === 'invalid';
  if (inviteBlocked) localErrors.affiliateCode = [messages['errors.affiliate.invalid'] ?? ''];
  // The link's invalid invitation code shows at once: it blocks registration whatever is typed.
  const shownErrors = (field: FormField): string[] =>
    mergeErrors(submitted || touched[field] || (field === 'affiliateCode' && inviteBlocked) ? (localErrors[field] ?? []) : [], form.errors[field]);

  function setValue(field: FormField, value: string) {
    form.input(field, value);
    if (field === 'password') form.clearErrors('confimpsw');
    // The mobile number is one value behind both methods' fields: it is carried across the tabs.
    if (field === 'mobileNum1' || field === 'mobileNum2') form.setValues((now) => ({ ...now, mobileNum1: value, mobileNum2: value }));
  }
  // A new captcha empties the answer by itself: that must not wipe the message of the failed attempt.
  function captchaChange(text: string) {
    if (text) setValue('identifying', text);
    else form.setValues((now) => ({ ...now, identifying: '' }));
  }
  const touch = (field: FormField) => form.touch({ [field]: true });
  // A new captcha is a new question: untouched until the player leaves it again.
  function captchaKeyChange(key: string) {
    setCaptchaKey(key);
    if (!key) form.touch({ identifying: false });
  }
  const focusBirthday = () => formRef.current?.querySelector<HTMLElement>(`#${idOf('birthday')}`)?.focus();
  const limitOf = (field: FormField): FieldLimit | undefined => {
    const max = LENGTH_LIMIT[field];
    return max === undefined ? undefined : { value: values[field] ?? '', max, messages: validation, counter: field === 'username' };
  };

  function switchMethod(next: Method) {
    if (next === method) return;
    setMethod(next);
    form.setSubmitted(false);
    form.setErrors({});
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!context || !agreed || !form.begin()) return;
    form.setSubmitted(true);
    form.clearErrors('form');
    const invalid = firstInvalid(fields, localErrors);
    if (invalid || inviteBlocked || !ageChecked) {
      form.end();
      form.setErrors((now) => ({ ...now, form: [inviteBlocked ? (messages['errors.affiliate.invalid'] ?? labels.fixErrors) : labels.fixErrors] }));
      form.focus(invalid || inviteBlocked ? idOf(invalid ?? 'affiliateCode') : 'register-age');
      return;
    }
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
      await submitSignIn({
        notice: { text: labels.submitting, durationMs: TOAST_MS.loading },
        prove: code ? () => phone.prove(code) : undefined,
        call: (proof) => registerAccount(proof?.firebaseIdToken ? { ...payload, firebaseChannel: 'sms', firebaseIdToken: proof.firebaseIdToken } : payload),
        success: labels.success,
        leave: () => leaveAfterSignIn(rootRef.current, links.home), // stays busy: no second registration while the page leaves
      });
    } catch (error) {
      form.end();
      const message = translateError(error, messages);
      const code = error instanceof ApiError ? error.code : undefined;
      const named =
        (error instanceof ApiError ? formFieldOf(error.value?.field, fields) : undefined) ??
        (code?.startsWith('captcha.') && fields.includes('identifying') ? 'identifying' : undefined) ??
        (code?.startsWith('sms.') && fields.includes(SMS_FIELDS[method].code) ? SMS_FIELDS[method].code : undefined);
      const captcha = fields.includes('identifying') ? 'identifying' : undefined;
      const place = placeRefusal<FormField>(named, captcha);
      // Every field passed its checks before sending: from here on a field is marked once the player
      // leaves it or submits again, so the new, empty captcha is not (captchaKeyChange untouches it).
      form.setSubmitted(false);
      form.setErrors((now) => ({ ...now, [place.message]: [message] }));
      // The captcha was used up by this attempt, right or wrong.
      if (captcha) setCaptchaSignal((n) => n + 1);
      form.focus(idOf(place.focus)); // the form's message is only there after the render
    }
  }

  if (methods.length === 0) return <p className="form-message">{labels.closed}</p>;

  const fieldKit: RegisterFieldKit = {
    labels,
    kit,
    flags,
    values,
    errorsOf: shownErrors,
    limitOf,
    setValue,
    touch,
    dialing: { code: dialingCode, set: setDialingCode },
    sms: (field) => {
      const mobileField = field === 'messageCode1' ? 'mobileNum2' : 'mobileNum1';
      const mobileNum = cleanValue(mobileField, values[mobileField]);
      return {
        before: phone.check,
        canSend: mobileNum !== '' && context !== null && fieldErrors(mobileField, values, context).length === 0,
        ...phone.button(
          { mobileNum, countryDialingCode: dialingCode, purpose: 'register' },
          {
            onError: (error) => {
              const named = error instanceof ApiError ? formFieldOf(error.value?.field, fields) : undefined;
              form.setErrors((now) => ({ ...now, [named ?? mobileField]: [translateError(error, messages)] }));
            },
            onSent: () => {
              form.clearErrors(mobileField);
              form.focus(idOf(field));
            },
          },
        ),
      };
    },
    captcha: { onChange: captchaChange, onKey: captchaKeyChange, refreshSignal: captchaSignal + opens },
    invite: { state: invite, blocked: inviteBlocked, withoutCode: links.register },
    openBirthday: () => setPickerOpen(true),
  };

  const tabbed = methods.length > 1;
  return (
    <section ref={rootRef} className="register" aria-labelledby="register-heading">
      <Toasts />
      <h2 id="register-heading" className="register-heading">
        {labels.heading}
      </h2>
      {tabbed ? (
        <MethodTabs
          idPrefix="register-tab"
          controls="register-form"
          label={labels.methodLabel}
          methods={methods}
          names={labels.methods}
          current={method}
          onChange={switchMethod}
          disabled={!live}
        />
      ) : null}
      {setup.state === 'loading' ? (
        <p className="register-status" role="status">
          <span className="toast-spinner register-spinner" aria-hidden="true" />
          {labels.loading}
        </p>
      ) : setup.state === 'failed' ? (
        <div className="register-status">
          <p className="form-message" role="alert">
            {labels.loadFailed} {setup.message}
          </p>
          <button type="button" className="button ghost" onClick={retry}>
            {labels.retry}
          </button>
        </div>
      ) : (
        <form
          ref={formRef}
          id="register-form"
          className="form"
          role={tabbed ? 'tabpanel' : undefined}
          aria-labelledby={tabbed ? `register-tab-${method}` : undefined}
          noValidate
          onSubmit={(event) => void submit(event)}
        >
          {fields.map((field) => (
            <RegisterField key={field} field={field} form={fieldKit} />
          ))}
          <label className="check">
            <input type="checkbox" name="privacy" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
            <span>{labels.privacy}</span>
          </label>
          <AgeCheckbox id="register-age" checked={ageChecked} onChange={setAgeChecked} labels={age} invalid={submitted && !ageChecked} />
          <FormMessage id={MESSAGE_ID} errors={form.errors.form} />
          <div className="form-actions">
            <SubmitButton busy={form.busy} disabled={!agreed || inviteBlocked} label={labels.submit} busyLabel={labels.submitting} />
          </div>
          {/* A build-time constant: brands without social login buttons carry none of their code. */}
          {hasSocialLogin ? <SocialButtons {...social} messages={messages} onSignedIn={() => leaveAfterSignIn(rootRef.current, links.home)} /> : null}
          <p className="register-login">
            {labels.haveAccount}{' '}
            <a href={links.login} data-open="login-modal">
              {labels.login}
            </a>
          </p>
        </form>
      )}
      {fields.includes('birthday') ? (
        <BirthdayPicker
          open={pickerOpen}
          value={values.birthday ?? ''}
          yearsBack={ageLimit}
          strings={{ ...labels.birthday, months }}
          onClose={() => {
            setPickerOpen(false);
            focusBirthday();
          }}
          onPick={(text) => {
            setValue('birthday', text);
            touch('birthday');
            setPickerOpen(false);
            focusBirthday();
          }}
        />
      ) : null}
    </section>
  );
}
