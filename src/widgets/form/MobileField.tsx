/**
 * The mobile number field of every form that has one (login by SMS, registration, set password by
 * phone): label, the dialling-code picker (./CountryCodeSelect.tsx: a widget, as it loads the
 * countries) and the number, kept as typed through numberEntry and never cut (over
 * LENGTH_LIMITS.mobile it gets the length message at once), an optional hint, errors under it.
 */
import Field, { fieldAria } from '../../components/form/Field.tsx';
import { LENGTH_LIMITS, type LengthMessages } from '../../components/form/length.ts';
import { numberEntry } from '../../components/form/rules.ts';
import CountryCodeSelect from './CountryCodeSelect.tsx';

export interface MobileFieldProps {
  id: string;
  name: string;
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  errors?: readonly string[];
  hint?: string;
  /** The dialling code (digits, no "+"), its select's id and accessible name (form.mobile.dialingCode). */
  dialingCode: string;
  onDialingCode: (code: string) => void;
  dialingId: string;
  dialingLabel: string;
  /** The length message's words (form.length). */
  lengthMessages: LengthMessages;
}

export default function MobileField(props: MobileFieldProps) {
  const { id, name, label, placeholder, value, onChange, onBlur, errors, hint } = props;
  const limit = { value, max: LENGTH_LIMITS.mobile, messages: props.lengthMessages };
  return (
    <Field id={id} label={label} errors={errors} limit={limit} wire={false} hint={hint}>
      <div className="input-row">
        <CountryCodeSelect id={props.dialingId} value={props.dialingCode} onChange={props.onDialingCode} label={props.dialingLabel} />
        <input
          className="input"
          id={id}
          name={name}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(numberEntry(event.target.value))}
          onBlur={onBlur}
          {...fieldAria(id, errors, hint, limit)}
        />
      </div>
    </Field>
  );
}
