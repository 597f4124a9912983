/**
 * The SMS code field of every form that has one (login by SMS, registration, set password by
 * phone): label, a numeric input (./NumberField.tsx: kept as typed, never cut; over
 * LENGTH_LIMITS.smsCode it gets the length message at once) and the get-code button
 * (./SmsCodeButton.tsx: `canSend`, `send`, `onSent`, `onError`), errors under both.
 */
import { LENGTH_LIMITS } from './length.ts';
import NumberField, { type NumberFieldProps } from './NumberField.tsx';
import SmsCodeButton, { type SmsCodeButtonProps } from './SmsCodeButton.tsx';
import type { FormTexts } from './texts.ts';

export interface SmsCodeFieldProps extends Pick<NumberFieldProps, 'id' | 'name' | 'label' | 'placeholder' | 'value' | 'onChange' | 'onBlur' | 'errors'> {
  /** The get-code button's words (form.sms) and the length message's (form.length). */
  kit: Pick<FormTexts, 'sms' | 'length'>;
  /** The get-code button: whether the number allows sending, the call. */
  canSend: boolean;
  send: SmsCodeButtonProps['send'];
  onSent?: () => void;
  onError?: (error: unknown) => void;
}

export default function SmsCodeField({ kit, canSend, send, onSent, onError, ...field }: SmsCodeFieldProps) {
  return (
    <NumberField
      {...field}
      limit={{ value: field.value, max: LENGTH_LIMITS.smsCode, messages: kit.length }}
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete="one-time-code"
      after={<SmsCodeButton canSend={canSend} send={send} labels={kit.sms} onSent={onSent} onError={onError} />}
    />
  );
}
