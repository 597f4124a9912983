/**
 * The mobile number field of every form that has one (login by SMS, registration, set password by
 * phone): label, the dialling-code picker (./CountryCodeSelect.tsx: a widget, as it loads the
 * countries) and the number (src/components/form/NumberField.tsx: kept as typed, never cut; over
 * LENGTH_LIMITS.mobile it gets the length message at once), an optional hint, errors under it.
 */
import { LENGTH_LIMITS } from '../../components/form/length.ts';
import NumberField, { type NumberFieldProps } from '../../components/form/NumberField.tsx';
import type { FormTexts } from '../../components/form/texts.ts';
import CountryCodeSelect from './CountryCodeSelect.tsx';

export interface MobileFieldProps extends Pick<
  NumberFieldProps,
  'id' | 'name' | 'label' | 'placeholder' | 'value' | 'onChange' | 'onBlur' | 'errors' | 'hint'
> {
  /** The dialling code (digits, no "+") and its select's id. */
  dialing: { id: string; code: string; onChange: (code: string) => void };
  /** The select's accessible name (form.mobile.dialingCode) and the length message's words (form.length). */
  kit: Pick<FormTexts, 'mobile' | 'length'>;
}

export default function MobileField({ dialing, kit, ...field }: MobileFieldProps) {
  return (
    <NumberField
      {...field}
      limit={{ value: field.value, max: LENGTH_LIMITS.mobile, messages: kit.length }}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      before={<CountryCodeSelect id={dialing.id} value={dialing.code} onChange={dialing.onChange} label={kit.mobile.dialingCode} />}
    />
  );
}
