/**
 * The get-code button (A §2, §4 "SMS code button"): ready → sending (the in_sms_sending notice,
 * a loading toast of at most TOAST_MS.pending) → a countdown in seconds to the answer's
 * expirationTime, re-evaluated every SMS_TICK_MS (SMS_DEFAULT_COUNTDOWN_S without one) → ready.
 * Sending is allowed only when `canSend` (the caller's "valid mobile number") and no countdown
 * runs; a send under way is never repeated.
 *
 * `send` makes the call and resolves with expirationTime (ms) or undefined; when it rejects, the
 * notice ends, no countdown starts (unless the refusal says how long to wait, e.g. sms.tooMany
 * with value.retryAfterSeconds) and `onError` gets the error to show (translateError).
 * The caller's <Toasts /> shows the notices.
 */
import { useEffect, useRef, useState } from 'react';
import { TOAST_MS } from '../../constants.ts';
import { canSendCode, countdownEnd, remainingSeconds, retryEnd, SMS_TICK_MS, waitLabel } from './countdown.ts';
import { showToast } from './toast.ts';
import './form.css';

export interface SmsCodeLabels {
  /** Button text when ready, e.g. "Get code". */
  send: string;
  /** Button text while sending. */
  sending: string;
  /** Button text during the countdown: a template with {{s}}, e.g. "{{s}} s". */
  wait: string;
  /** Notice while sending (in_sms_sending). */
  sendingNotice: string;
  /** Notice after a successful send (in_sms_send). */
  sent: string;
}

export interface SmsCodeButtonProps {
  canSend: boolean;
  send: () => Promise<number | undefined>;
  labels: SmsCodeLabels;
  onError?: (error: unknown) => void;
  /** Called after a successful send, e.g. to focus the code field. */
  onSent?: () => void;
  id?: string;
  className?: string;
}

export default function SmsCodeButton({ canSend, send, labels, onError, onSent, id, className }: SmsCodeButtonProps) {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [sending, setSending] = useState(false);
  const busy = useRef(false);
  const mounted = useRef(true);
  useEffect(() => () => void (mounted.current = false), []);

  const remaining = remainingSeconds(endsAt, now);
  useEffect(() => {
    if (endsAt === null) return;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= endsAt) setEndsAt(null);
    }, SMS_TICK_MS);
    return () => clearInterval(timer);
  }, [endsAt]);

  const enabled = canSendCode({ canSend, remaining, sending });

  async function onClick() {
    if (!enabled || busy.current) return;
    busy.current = true;
    setSending(true);
    const hide = showToast({ text: labels.sendingNotice, kind: 'loading', durationMs: TOAST_MS.pending });
    try {
      const expirationTime = await send();
      hide();
      const at = Date.now();
      if (mounted.current) {
        setNow(at);
        setEndsAt(countdownEnd(expirationTime, at));
      }
      showToast({ text: labels.sent, kind: 'success' });
      onSent?.();
    } catch (error) {
      hide();
      const at = Date.now();
      const wait = retryEnd(error, at);
      if (wait !== null && mounted.current) {
        setNow(at);
        setEndsAt(wait);
      }
      onError?.(error);
    } finally {
      busy.current = false;
      if (mounted.current) setSending(false);
    }
  }

  const text = sending ? labels.sending : remaining > 0 ? waitLabel(labels.wait, remaining) : labels.send;
  return (
    <button
      type="button"
      id={id}
      className={`button sms-button${className ? ` ${className}` : ''}`}
      disabled={!enabled}
      aria-busy={sending || undefined}
      onClick={() => void onClick()}
      data-countdown={remaining > 0 ? remaining : undefined}
    >
      {text}
    </button>
  );
}
