/**
 * Captcha field (A §2, §5): a numeric input (numeric keypad; an answer over CAPTCHA_MAX_LENGTH is
 * kept and gets the kit's length message at once) and the image from the captcha call (base64
 * PNG). Clicking the image asks for a new one; so does any change of `refreshSignal` (the caller
 * bumps it e.g. after a failed attempt, since a captcha is single-use, or on a method switch).
 * Each new captcha clears the input and reports its key through `onKey` ('' while none is loaded,
 * so the caller knows it cannot send one). A new captcha is a new question: the caller shows no
 * error for it (not even "required") until the player touches it or submits again.
 */
import { useEffect, useRef, useState } from 'react';
import { LENGTH_LIMITS } from '../../components/form/length.ts';
import NumberField from '../../components/form/NumberField.tsx';
import type { CaptchaLabels } from '../../components/form/widget-labels.ts';
import '../../components/form/form.css';
import { loadCaptcha } from './api.ts';

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
    loadCaptcha().then(
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
    <NumberField
      id={id}
      name={name}
      label={labels.label}
      value={value}
      onChange={onChange}
      errors={errors}
      hint={labels.hint}
      limit={{ value, max: LENGTH_LIMITS.captcha, messages: labels.length }}
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete="off"
      placeholder={labels.placeholder}
      disabled={disabled}
      after={
        <button
          type="button"
          className="captcha-image"
          aria-label={labels.refresh}
          aria-busy={state === 'loading' || undefined}
          onClick={() => setClicks((n) => n + 1)}
        >
          {state === 'failed' ? (
            <span>{labels.failed}</span>
          ) : image ? (
            <img src={image} alt="" width="120" height="44" />
          ) : (
            <span className="toast-spinner" aria-hidden="true" style={{ borderColor: '#ccc', borderTopColor: '#666' }} />
          )}
        </button>
      }
    />
  );
}
