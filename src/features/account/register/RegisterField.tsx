/**
 * One field of the registration form (A §5), by its name: the island (./Register.island.tsx) owns
 * the values, checks and submit; this picks the right control for each field and wires it to them.
 */
import { Fragment, type ReactNode } from 'react';
import CaptchaField from '../../../widgets/form/CaptchaField.tsx';
import MobileField from '../../../widgets/form/MobileField.tsx';
import Field from '../../../components/form/Field.tsx';
import PasswordInput from '../../../components/form/PasswordInput.tsx';
import SmsCodeField, { type SmsCodeFieldProps } from '../../../components/form/SmsCodeField.tsx';
import { captchaTexts } from '../../../components/form/texts.ts';
import type { FieldLimit } from '../../../components/form/length.ts';
import { BirthdayInput } from './BirthdayPicker.tsx';
import type { FormField, FormValues, RegisterFlags, RegisterKitTexts, RegisterLabels } from './register-form.ts';
import type { Invite } from './register-hooks.ts';

const AUTOCOMPLETE: Partial<Record<FormField, string>> = {
  username: 'username',
  email: 'email',
  nickname: 'nickname',
  payeeName: 'name',
  birthday: 'bday',
};
const NUMERIC: readonly FormField[] = ['qqNum', 'whatsapp', 'zalo'];

export const registerFieldId = (field: FormField) => `register-${field}`;

/** What every field reads and calls: the same object for the whole form. */
export interface RegisterFieldKit {
  labels: RegisterLabels;
  kit: RegisterKitTexts;
  flags: RegisterFlags;
  values: FormValues;
  errorsOf(field: FormField): string[];
  limitOf(field: FormField): FieldLimit | undefined;
  setValue(field: FormField, value: string): void;
  touch(field: FormField): void;
  dialing: { code: string; set(code: string): void };
  /** The SMS code fields: the bot check shown above them and the get-code button's wiring. */
  sms(field: 'messageCode1' | 'messageCode2'): { before: ReactNode } & Pick<SmsCodeFieldProps, 'canSend' | 'send' | 'onSent' | 'onError'>;
  captcha: { onChange(text: string): void; onKey(key: string): void; refreshSignal: number };
  invite: { state: Invite; blocked: boolean; withoutCode: string };
  openBirthday(): void;
}

export default function RegisterField({ field, form }: { field: FormField; form: RegisterFieldKit }) {
  const { labels, kit } = form;
  const id = registerFieldId(field);
  const errors = form.errorsOf(field);
  const label = labels.fields[field];
  const placeholder = (labels.placeholders as Partial<Record<FormField, string>>)[field];
  const value = form.values[field] ?? '';
  const onBlur = () => form.touch(field);
  const onChange = (text: string) => form.setValue(field, text);
  const own = { id, name: field, label, placeholder, value, errors, onBlur, onChange };
  switch (field) {
    case 'password':
    case 'confimpsw':
    case 'paymentPassword':
      return (
        <Field id={id} label={label} errors={errors}>
          <PasswordInput
            id={id}
            name={field}
            value={value}
            onChange={onChange}
            onBlur={onBlur}
            autoComplete="new-password"
            labels={kit.password}
            placeholder={placeholder}
          />
        </Field>
      );
    case 'mobileNum1':
    case 'mobileNum2':
      return (
        <MobileField
          {...own}
          hint={field === 'mobileNum1' && form.flags.REGMOBVERF3 ? labels.mobileHint : undefined}
          dialing={{ id: `${id}-code`, code: form.dialing.code, onChange: form.dialing.set }}
          kit={kit}
        />
      );
    case 'messageCode1':
    case 'messageCode2': {
      const { before, ...button } = form.sms(field);
      return (
        <Fragment>
          {before}
          <SmsCodeField {...own} {...button} kit={kit} />
        </Fragment>
      );
    }
    case 'birthday':
      return (
        <Field id={id} label={label} errors={errors} wire={false}>
          <BirthdayInput id={id} value={value} placeholder={placeholder} errors={errors} openLabel={labels.birthdayOpen} onOpen={form.openBirthday} />
        </Field>
      );
    case 'affiliateCode': {
      const { state, blocked } = form.invite;
      const locked = state !== null && state.state !== 'unknown';
      const hint = state && state.state !== 'invalid' ? labels.inviteFromLink : undefined;
      return (
        <div className="register-invite">
          <Field id={id} label={label} errors={errors} hint={hint}>
            <input
              className="input"
              name={field}
              value={value}
              readOnly={locked}
              autoComplete="off"
              autoCapitalize="characters"
              placeholder={placeholder}
              onChange={(event) => onChange(event.target.value)}
              onBlur={onBlur}
            />
          </Field>
          {blocked ? (
            // Registration is blocked with this link's code; the same page without it is the way on.
            <a className="register-invite-escape" href={form.invite.withoutCode}>
              {labels.inviteWithout}
            </a>
          ) : null}
        </div>
      );
    }
    case 'identifying':
      return (
        <CaptchaField
          id={id}
          name="identifying"
          value={value}
          onChange={form.captcha.onChange}
          onKey={form.captcha.onKey}
          refreshSignal={form.captcha.refreshSignal}
          labels={captchaTexts(kit)}
          errors={errors}
        />
      );
    default:
      return (
        <Field id={id} label={label} errors={errors} limit={form.limitOf(field)}>
          <input
            className="input"
            name={field}
            type={field === 'email' ? 'email' : 'text'}
            inputMode={NUMERIC.includes(field) ? 'numeric' : field === 'email' ? 'email' : undefined}
            autoComplete={AUTOCOMPLETE[field] ?? 'off'}
            autoCapitalize={field === 'nickname' || field === 'payeeName' ? 'words' : 'none'}
            spellCheck={false}
            value={value}
            placeholder={placeholder}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
          />
        </Field>
      );
  }
}
