/**
 * "I am {{age}} or older" for the registration form (A §5 "Age confirmations: 18 or 21 depending
 * on the brand"). Controlled: the form keeps `checked` and blocks its submit until it is true.
 * Strings from `ageCheckLabels(t)` (./labels.ts) at build time. Ticking it also remembers the age
 * on the device (the first-visit question then does not come back).
 */
import { useId } from 'react';
import { rememberAgeConfirmed } from './remember.ts';

export interface AgeCheckLabels {
  /** "I am 18 or older" (the brand's limit filled in). */
  label: string;
  /** Shown when the form is sent unticked. */
  required: string;
}

export interface AgeCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  labels: AgeCheckLabels;
  /** Show `labels.required` under the box (e.g. after a submit attempt). */
  invalid?: boolean;
  id?: string;
  name?: string;
}

export default function AgeCheckbox({ checked, onChange, labels, invalid = false, id, name = 'ageConfirmed' }: AgeCheckboxProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const errorId = `${inputId}-error`;
  return (
    <div className="field age-check">
      <label className="check" htmlFor={inputId}>
        <input
          id={inputId}
          name={name}
          type="checkbox"
          checked={checked}
          required
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => {
            onChange(event.target.checked);
            if (event.target.checked) rememberAgeConfirmed();
          }}
        />
        <span>{labels.label}</span>
      </label>
      {invalid ? (
        <p className="field-error" id={errorId} role="alert">
          {labels.required}
        </p>
      ) : null}
    </div>
  );
}
