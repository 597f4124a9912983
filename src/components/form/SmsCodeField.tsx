/**
 * The SMS code field of every form that has one (login by SMS, registration, set password by
 * phone): label, a numeric input (kept as typed through numberEntry, never cut: over
 * LENGTH_LIMITS.smsCode it gets the length message at once) and the get-code button
 * (./SmsCodeButton.tsx: `canSend`, `send`, `onSent`, `onError`), errors under both.
 */
import Field, { fieldAria } from './Field.tsx';
import { LENGTH_LIMITS, type LengthMessages } from './length.ts';
import { numberEntry } from './rules.ts';
import SmsCodeButton, { type SmsCodeButtonProps } from './SmsCodeButton.tsx';

export interface SmsCodeFieldProps extends Pick<SmsCodeButtonProps, 'canSend' | 'send' | 'onSent' | 'onError'> {
  id: string;
  name: string;
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  errors?: readonly string[];
  /** The length message's words (form.length). */
  lengthMessages: LengthMessages;
  /** The get-code button's texts (form.sms). */
  labels: SmsCodeButtonProps['labels'];
}

export default function SmsCodeField({ id, name, label, placeholder, value, onChange, onBlur, errors, lengthMessages, labels, ...button }: SmsCodeFieldProps) {
  const limit = { value, max: LENGTH_LIMITS.smsCode, messages: lengthMessages };
  return (
    <Field id={id} label={label} errors={errors} limit={limit} wire={false}>
      <div className="input-row">
        <input
          className="input"
          id={id}
          name={name}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="one-time-code"
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(numberEntry(event.target.value))}
          onBlur={onBlur}
          {...fieldAria(id, errors, undefined, limit)}
        />
        <SmsCodeButton labels={labels} {...button} />
      </div>
    </Field>
  );
}
