/**
 * The mobile number field of every form that has one (login by SMS, registration, set password by
 * phone): label, the dialling-code picker (./CountryCodeSelect.tsx: a widget, as it loads the
 * countries) and the number (src/components/form/NumberField.tsx: kept as typed, never cut; over
 * LENGTH_LIMITS.mobile it gets the length message at once), an optional hint, errors under it.
 */
import { LENGTH_LIMITS, type LengthMessages } from '../../components/form/length.ts';
import NumberField, { type NumberFieldProps } from '../../components/form/NumberField.tsx';
import CountryCodeSelect from './CountryCodeSelect.tsx';

export interface MobileFieldProps extends Pick<
  NumberFieldProps,
  'id' | 'name' | 'label' | 'placeholder' | 'value' | 'onChange' | 'onBlur' | 'errors' | 'hint'
> {
  /** The dialling code (digits, no "+"), its select's id and accessible name (form.mobile.dialingCode). */
  dialingCode: string;
  onDialingCode: (code: string) => void;
  dialingId: string;
  dialingLabel: string;
  /** The length message's words (form.length). */
  lengthMessages: LengthMessages;
}

export default function MobileField({ dialingCode, onDialingCode, dialingId, dialingLabel, lengthMessages, ...field }: MobileFieldProps) {
  return (
    <NumberField
      {...field}
      limit={{ value: field.value, max: LENGTH_LIMITS.mobile, messages: lengthMessages }}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      before={<CountryCodeSelect id={dialingId} value={dialingCode} onChange={onDialingCode} label={dialingLabel} />}
    />
  );
}
