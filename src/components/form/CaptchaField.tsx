/**
 * Captcha field (A §2, §5): a numeric input (at most CAPTCHA_MAX_LENGTH digits, numeric keypad)
 * and the image from the captcha call (base64 PNG). Clicking the image asks for a new one; so does
 * any change of `refreshSignal` (the caller bumps it e.g. after a failed attempt, since a captcha
 * is single-use, or on a method switch). Each new captcha clears the input and reports its key
 * through `onKey` ('' while none is loaded, so the caller knows it cannot send one).
 */
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { CAPTCHA_MAX_LENGTH } from '../../constants.ts';
import { platformCall } from '../../lib/platform.ts';
import Field, { fieldAria } from './Field.tsx';
import './form.css';

export interface CaptchaLabels {
  label: string;
  /** Accessible name of the image button, e.g. "Verification image, tap for a new one". */
  refresh: string;
  /** Shown in the image box when the image could not be loaded (tap to retry). */
  failed: string;
  placeholder?: string;
  hint?: string;
}

export interface CaptchaFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onKey: (captchaKey: string) => void;
  refreshSignal: number;
  labels: CaptchaLabels;
  errors?: readonly string[];
  disabled?: boolean;
  /** Form field name (the registration form calls it `identifying`, A §3). */
  name?: string;
}

/** Keeps digits only, at most CAPTCHA_MAX_LENGTH. */
export const captchaInput = (text: string) => text.replace(/\D/g, '').slice(0, CAPTCHA_MAX_LENGTH);

export default function CaptchaField({ id, name = 'captcha', value, onChange, onKey, refreshSignal, labels, errors, disabled }: CaptchaFieldProps) {
  const [image, setImage] = useState<string | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [clicks, setClicks] = useState(0);
  const latest = useRef(0);
  const callbacks = useRef({ onKey, onChange });
  callbacks.current = { onKey, onChange };

  useEffect(() => {
    const ticket = ++latest.current;
    setState('loading');
    callbacks.current.onKey('');
    callbacks.current.onChange('');
    platformCall('captcha', {}).then(
      (answer) => {
        if (ticket !== latest.current) return;
        setImage(answer.image);
        setState('ready');
        callbacks.current.onKey(answer.captchaKey);
      },
      () => {
        if (ticket !== latest.current) return;
        setImage(null);
        setState('failed');
      },
    );
  }, [refreshSignal, clicks]);

  return (
    <Field id={id} label={labels.label} errors={errors} hint={labels.hint} wire={false}>
      <div className="input-row">
        <input
          className="input"
          id={id}
          name={name}
          value={value}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(captchaInput(event.target.value))}
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={CAPTCHA_MAX_LENGTH}
          autoComplete="off"
          placeholder={labels.placeholder}
          disabled={disabled}
          {...fieldAria(id, errors, labels.hint)}
        />
        <button type="button" className="captcha-image" aria-label={labels.refresh} aria-busy={state === 'loading' || undefined} onClick={() => setClicks((n) => n + 1)}>
          {state === 'failed' ? <span>{labels.failed}</span> : image ? <img src={image} alt="" width="120" height="44" /> : <span className="toast-spinner" aria-hidden="true" style={{ borderColor: '#ccc', borderTopColor: '#666' }} />}
        </button>
      </div>
    </Field>
  );
}
