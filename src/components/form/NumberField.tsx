/**
 * A labelled number field: the mobile number (src/widgets/form/MobileField.tsx), the SMS code
 * (./SmsCodeField.tsx) and the captcha answer (src/widgets/form/CaptchaField.tsx). A Field
 * (wire={false}) around a row of `before`, the input and `after`; the input keeps what is typed
 * through numberEntry (never cut: over `limit` it gets the length message at once). Other props
 * (name, type, inputMode, autoComplete, placeholder, onBlur…) go to the input.
 */
import type { InputHTMLAttributes, ReactNode } from 'react';
import Field, { fieldAria } from './Field.tsx';
import type { FieldLimit } from './length.ts';
import { numberEntry } from './rules.ts';

export interface NumberFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  errors?: readonly string[];
  hint?: string;
  limit: FieldLimit;
  before?: ReactNode;
  after?: ReactNode;
}

export default function NumberField({ id, label, value, onChange, errors, hint, limit, before, after, ...input }: NumberFieldProps) {
  return (
    <Field id={id} label={label} errors={errors} hint={hint} limit={limit} wire={false}>
      <div className="input-row">
        {before}
        <input
          className="input"
          id={id}
          value={value}
          onChange={(event) => onChange(numberEntry(event.target.value))}
          {...input}
          {...fieldAria(id, errors, hint, limit)}
        />
        {after}
      </div>
    </Field>
  );
}
