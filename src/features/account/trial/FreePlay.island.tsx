/**
 * Free play (A §4): a loading message, the trial login, then home once the trial session is
 * stored. A failure ends the loading message and says why, and the button works again.
 * Used by the free-trial page (/m/trail, trialLogin) and, as a one-tap entry, by the side menu
 * (testPlay, module FREEPLAY3); see trial.ts.
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import Toasts from '../../../components/form/Toasts.tsx';
import { showToast } from '../../../components/form/toast.ts';
import { translateError, type ErrorMessages } from '../../../lib/errors.ts';
import { startTrial, type TrialCall } from './trial.ts';
import { navigate } from '../../../lib/safe-path.ts';

export interface FreePlayLabels {
  start: string;
  starting: string;
}

export interface FreePlayProps {
  call: TrialCall;
  labels: FreePlayLabels;
  messages: ErrorMessages;
  /** Home in the page's language. */
  home: string;
  className?: string;
  /** The button's content (e.g. icon and label from the side menu); labels.start without it. */
  children?: ReactNode;
}

export default function FreePlay({ call, labels, messages, home, className = 'button block', children }: FreePlayProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  // Toasts go to <body>: this button may sit in the side menu, a <dialog> that closes when play starts.
  // Set once hydrated: <body> for the toasts, and the button works from then on (before, a tap would be lost).
  const [body, setBody] = useState<HTMLElement | null>(null);
  useEffect(() => setBody(document.body), []);

  async function start() {
    if (busy) return;
    setBusy(true);
    setError(null);
    (document.getElementById('sidebar') as HTMLDialogElement | null)?.close();
    const hide = showToast({ text: labels.starting, kind: 'loading' });
    try {
      await startTrial(call);
      hide();
      navigate(home);
    } catch (failure) {
      hide();
      const text = translateError(failure, messages);
      setError(text);
      showToast({ text, kind: 'error' });
      setBusy(false);
    }
  }

  return (
    <>
      {body ? createPortal(<Toasts />, body) : null}
      <button
        type="button"
        className={className}
        onClick={() => void start()}
        disabled={busy || !body}
        aria-busy={busy}
        aria-describedby={error ? errorId : undefined}
      >
        {children ?? labels.start}
      </button>
      {error ? (
        <p className="form-message" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
