/**
 * Password input with a show/hide toggle (A §4 "Password visibility toggles shown/hidden").
 * Use inside <Field id=…>: Field passes id / aria-invalid / aria-describedby, which this forwards
 * to the input. The toggle is a real button (aria-pressed, name from `labels`), not a submit.
 */
import { useState, type ChangeEvent } from 'react';
import './form.css';

export interface PasswordInputProps {
  id: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** 'off' for secrets that are not the login password (the payment password): no offer to save them as it. */
  autoComplete: 'current-password' | 'new-password' | 'off';
  /** 'numeric' for digit-only secrets (the payment password): the phone shows its number pad. */
  inputMode?: 'numeric';
  labels: { show: string; hide: string };
  invalid?: boolean;
  placeholder?: string;
  disabled?: boolean;
  onBlur?: () => void;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
}

export default function PasswordInput(props: PasswordInputProps) {
  const { id, name, value, onChange, autoComplete, inputMode, labels, invalid, placeholder, disabled, onBlur } = props;
  const [shown, setShown] = useState(false);
  return (
    <div className="input-affix">
      <input
        className="input"
        id={id}
        name={name}
        type={shown ? 'text' : 'password'}
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        onBlur={onBlur}
        autoComplete={autoComplete}
        inputMode={inputMode}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        placeholder={placeholder}
        disabled={disabled}
        aria-invalid={props['aria-invalid'] ?? (invalid ? true : undefined)}
        aria-describedby={props['aria-describedby']}
      />
      <button
        type="button"
        className="affix-button"
        aria-controls={id}
        aria-pressed={shown}
        aria-label={shown ? labels.hide : labels.show}
        onClick={() => setShown((now) => !now)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
          <path d="M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12z" />
          <circle cx="12" cy="12" r="3" />
          {shown ? null : <path d="M4 4l16 16" />}
        </svg>
      </button>
    </div>
  );
}
