/**
 * Bind or change the mobile number (issue 23), as registration does it: dialling-code picker and
 * number (MobileField), the SMS code with its get-code button and countdown (SmsCodeField, purpose
 * 'bind', the bot check when the platform sends the codes), through the brand's phone-auth adapter
 * (platform SMS, or Firebase with its ID token as proof). A number another member has is refused
 * (mobile.exists, on sending the code or on binding) in the security centre's words.
 */
import { useRef, useState, type FormEvent } from 'react';
import SmsCodeField from '../../../components/form/SmsCodeField.tsx';
import { ruleTexts } from '../../../components/form/texts.ts';
import { check } from '../../../components/form/rules.ts';
import { showToast } from '../../../components/form/toast.ts';
import { mergeErrors, useForm } from '../../../components/form/use-form.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { translateError, type ErrorMessages } from '../../../lib/errors.ts';
import { defaultDialingCode } from '../../../widgets/form/CountryCodeSelect.tsx';
import MobileField from '../../../widgets/form/MobileField.tsx';
import { usePhoneCode } from '../../../widgets/form/phone-code.ts';
import type { SecurityFormProps } from './security-types.ts';
import FormEnd from './form-end.tsx';
import { bindMobile } from './api.ts';

type Field = 'mobileNum' | 'verificationCode';
type Values = Record<Field, string>;
const EMPTY: Values = { mobileNum: '', verificationCode: '' };
const ID = { mobileNum: 'security-mobile', verificationCode: 'security-sms-code' } as const;

/** Where a refusal of the send or the bind shows. */
const fieldOf = (error: unknown): Field | 'form' => {
  if (!(error instanceof ApiError) || error.kind !== 'platform') return 'form';
  if (error.code === 'mobile.exists' || error.code === 'phone.invalid') return 'mobileNum';
  if (error.code?.startsWith('sms.')) return 'verificationCode';
  return 'form';
};

export default function MobileForm({ labels, kit, messages, onDone, onCancel }: SecurityFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<Values>(EMPTY, formRef);
  const { values, touched } = form;
  const [dialingCode, setDialingCode] = useState(defaultDialingCode);
  const text = labels.mobile;
  const refusals: ErrorMessages = { ...messages, 'errors.mobile.exists': text.taken };
  const rules = ruleTexts(kit);
  const phone = usePhoneCode({ checkId: 'security-sms-check', kit, messages: refusals, focus: form.focus });

  const checkOf = (field: Field) => check(field === 'mobileNum' ? 'loginMobileNum' : 'verificationCode', values[field], rules);
  const shown = (field: Field) => (touched[field] || form.submitted ? checkOf(field) : []);
  const mobileValid = checkOf('mobileNum').length === 0;
  /** What the mobile number and SMS code fields take alike, by name. */
  const own = (field: Field) => ({
    id: ID[field],
    name: field,
    value: values[field],
    onChange: (value: string) => form.input(field, value),
    onBlur: () => values[field] && form.touch({ [field]: true }),
    errors: mergeErrors(shown(field), form.errors[field]),
  });

  const refuse = (error: unknown) => {
    const field = fieldOf(error);
    form.setErrors((now) => ({ ...now, [field]: [translateError(error, refusals)] }));
    form.focus(field === 'form' ? 'security-mobile-message' : ID[field]);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (form.busy) return;
    form.setSubmitted(true);
    const invalid = (['mobileNum', 'verificationCode'] as const).find((field) => checkOf(field).length > 0);
    if (invalid) return form.focus(ID[invalid]);
    if (!form.begin()) return;
    form.clearErrors('form', 'mobileNum', 'verificationCode');
    try {
      const proof = await phone.prove(values.verificationCode.trim());
      await bindMobile({
        mobileNum: values.mobileNum.trim(),
        countryDialingCode: dialingCode,
        verificationCode: proof.verificationCode,
        firebaseIdToken: proof.firebaseIdToken,
      });
      showToast({ text: text.saved, kind: 'success' });
      onDone();
    } catch (error) {
      refuse(error);
    } finally {
      form.end();
    }
  }

  return (
    <form ref={formRef} className="form security-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={form.busy || undefined}>
      <MobileField
        {...own('mobileNum')}
        label={text.label}
        placeholder={text.placeholder}
        dialing={{ id: 'security-dialing-code', code: dialingCode, onChange: setDialingCode }}
        kit={kit}
      />
      {phone.check}
      <SmsCodeField
        {...own('verificationCode')}
        label={text.code}
        placeholder={text.codePlaceholder}
        kit={kit}
        canSend={mobileValid}
        {...phone.button(
          { mobileNum: values.mobileNum.trim(), countryDialingCode: dialingCode, purpose: 'bind' },
          { onSent: () => form.focus(ID.verificationCode), onError: refuse },
        )}
      />
      <FormEnd messageId="security-mobile-message" form={form} text={text} cancel={labels.cancel} onCancel={onCancel} />
    </form>
  );
}
