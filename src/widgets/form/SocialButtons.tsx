/**
 * Social login buttons (A §2 "Social login buttons", login and registration): one per provider the
 * caller passes (socialProviders(): the brand's Firebase settings and FACEBOOKLOGIN3 /
 * GOOGLELOGIN3). A press goes through the account forms' submit tail (./sign-in.ts): the
 * signing-in notice, the provider's pop-up as the proof, the platform's login, the session; then
 * `onSignedIn` moves on as the password login does (src/shell/dialogs.ts leaveAfterSignIn). Any
 * failure hides the notice, shows a translated message, and every button works again. One sign-in
 * at a time. A press starts downloading the provider's SDK as it begins (pointer down), so the
 * pop-up can still open within the click, where browsers allow pop-ups.
 */
import { useId, useRef, useState } from 'react';
import { TOAST_MS } from '../../constants.ts';
import { prepareSocialSignIn, socialLogin, socialProof, type SocialProvider } from '../../lib/firebase/social-auth.ts';
import { translateError, type ErrorMessages } from '../../lib/errors.ts';
import FormMessage from '../../components/form/FormMessage.tsx';
import type { SocialLabels } from '../../components/form/widget-labels.ts';
import '../../components/form/form.css';
import { submitSignIn } from './sign-in.ts';

export interface SocialButtonsProps {
  providers: readonly SocialProvider[];
  labels: SocialLabels;
  messages: ErrorMessages;
  /** Leaves the form once the session is stored (the page is about to change: buttons stay busy). */
  onSignedIn: () => void;
}

/** Brand-neutral marks (one colour, the button's own): an "f" and a "G". */
const ICONS: Record<SocialProvider, string> = {
  facebook: 'M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21h3.1z',
  google:
    'M12 10.2v3.9h5.4c-.2 1.3-1.6 3.8-5.4 3.8-3.3 0-5.9-2.7-5.9-6s2.6-6 5.9-6c1.9 0 3.1.8 3.8 1.5l2.6-2.5C16.8 3.3 14.6 2.3 12 2.3 6.7 2.3 2.4 6.6 2.4 12s4.3 9.7 9.6 9.7c5.5 0 9.2-3.9 9.2-9.4 0-.6-.1-1.1-.2-1.6H12z',
};

export default function SocialButtons({ providers, labels, messages, onSignedIn }: SocialButtonsProps) {
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const [message, setMessage] = useState('');
  const running = useRef(false);
  const headingId = useId(); // the login modal and a registration form can share a page
  if (providers.length === 0) return null;

  async function press(provider: SocialProvider) {
    if (running.current) return;
    running.current = true;
    setBusy(provider);
    setMessage('');
    try {
      await submitSignIn({
        notice: { text: labels.signingIn, durationMs: TOAST_MS.loading },
        prove: () => socialProof(provider),
        call: (proof) => socialLogin(provider, proof!),
        success: labels.success,
        leave: onSignedIn,
      });
      // still running: the page is leaving, a second press must not sign in again
    } catch (error) {
      running.current = false;
      setBusy(null);
      setMessage(translateError(error, messages));
    }
  }

  return (
    <div className="social-login" role="group" aria-labelledby={headingId} aria-busy={busy !== null || undefined}>
      <p id={headingId} className="social-heading">
        {labels.heading}
      </p>
      <div className="social-buttons">
        {providers.map((provider) => (
          <button
            key={provider}
            type="button"
            className="button social-button"
            data-provider={provider}
            disabled={busy !== null}
            aria-busy={busy === provider || undefined}
            onPointerDown={prepareSocialSignIn}
            onClick={() => void press(provider)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d={ICONS[provider]} fill="currentColor" />
            </svg>
            <span>{labels[provider]}</span>
          </button>
        ))}
      </div>
      <FormMessage errors={message ? [message] : undefined} />
    </div>
  );
}
