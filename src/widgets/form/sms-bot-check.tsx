/**
 * The bot check of a platform-sent SMS code (A §3 "bot-check challenge values"): every get-code
 * press carries a solved captcha, which the platform verifies and uses up, so a script cannot
 * have codes sent to number after number (SMS pumping). Used by every form that sends a code
 * (login by SMS, registration, forgot password by phone); with Firebase phone verification the
 * provider runs its own check (reCAPTCHA) and this shows nothing and adds nothing.
 *
 * A challenge on demand: the field (a captcha, "Picture check") shows when a get-code press needs
 * it, with the focus and no error (not the player's mistake), and hides again once a send has
 * used its captcha up, so a page asks for no captcha before the player wants a code.
 * `values()` gives the request's captchaKey and captcha, or rejects the press at once (no call)
 * while unanswered; `sent()` after a send; `refused(error)` after a failed one: true when it was
 * about the bot check (unanswered, captcha.required, captcha.invalid), whose message then shows
 * under this field with a new captcha; any other refusal is the form's to show.
 */
import { useState, type ReactNode } from 'react';
import type { CaptchaLabels } from '../../components/form/widget-labels.ts';
import { ApiError } from '../../lib/api-client.ts';
import { translateError, type ErrorMessages } from '../../lib/errors.ts';
import CaptchaField from './CaptchaField.tsx';

export interface SmsBotCheck {
  field: ReactNode;
  values(): { captchaKey?: string; captcha?: string };
  sent(): void;
  refused(error: unknown): boolean;
}

/** Marks the refusal values() makes itself, before any call. */
const UNANSWERED = 'botCheckUnanswered';
const isBotCheckRefusal = (error: unknown) => error instanceof ApiError && error.kind === 'platform' && !!error.code?.startsWith('captcha.');

export function useSmsBotCheck({
  id,
  enabled,
  labels,
  messages,
  focus,
}: {
  id: string;
  /** False with Firebase phone verification (its own check). */
  enabled: boolean;
  labels: CaptchaLabels;
  messages: ErrorMessages;
  /** Moves the focus to an element of the form by id, after the next render (the form kit's focus). */
  focus: (id: string) => void;
}): SmsBotCheck {
  const [shown, setShown] = useState(false);
  const [answer, setAnswer] = useState('');
  const [captchaKey, setCaptchaKey] = useState('');
  const [signal, setSignal] = useState(0);
  const [errors, setErrors] = useState<string[] | undefined>();

  const hide = () => {
    setShown(false);
    setAnswer('');
    setCaptchaKey('');
    setErrors(undefined);
  };

  const field =
    enabled && shown ? (
      <CaptchaField
        id={id}
        name="smsCaptcha"
        value={answer}
        // A new captcha empties the answer: that must not wipe the message of the failed send.
        onChange={(value) => {
          setAnswer(value);
          if (value) setErrors(undefined);
        }}
        onKey={setCaptchaKey}
        refreshSignal={signal}
        labels={labels}
        errors={errors}
      />
    ) : null;

  return {
    field,
    values() {
      if (!enabled) return {};
      if (!shown || !captchaKey || !answer.trim())
        throw new ApiError('platform', 'the bot check is not answered', { code: 'captcha.required', value: { [UNANSWERED]: true } });
      return { captchaKey, captcha: answer.trim() };
    },
    sent() {
      if (enabled) hide();
    },
    refused(error) {
      if (!enabled) return false;
      const unanswered = error instanceof ApiError && error.value?.[UNANSWERED] === true;
      if (unanswered && !shown) {
        setShown(true);
        focus(id);
        return true;
      }
      if (!unanswered && !isBotCheckRefusal(error)) {
        hide(); // the platform used the captcha up; the next press asks again
        return false;
      }
      if (!unanswered) setSignal((n) => n + 1); // it reached the platform: used up, a new question
      setErrors([translateError(error, messages)]);
      focus(id);
      return true;
    },
  };
}
