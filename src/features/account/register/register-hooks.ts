/**
 * What the registration island loads beside the form (A §2, §5): the form's settings and rules,
 * the invitation code of the link and its check, and the age confirmed on this device.
 */
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { translateError, type ErrorMessages } from '../../../lib/errors.ts';
import { AGE_CONFIRMED_KEY, ageConfirmed } from '../../../widgets/age/age.ts';
import { checkInviteCode, loadRegisterRules, loadRegisterSettings } from './api.ts';
import { inviteCodeFrom, registerChannel, type RegisterRule, type RegisterSettings } from './register-form.ts';

export type Setup = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; settings: RegisterSettings; rules: RegisterRule[] };
export type Invite = { code: string; state: 'checking' | 'valid' | 'invalid' | 'unknown' } | null;

/** Settings and rules (registerSettings, registerRules): the form cannot be checked without them. `retry` asks again. */
export function useRegisterSetup(messages: ErrorMessages): { setup: Setup; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [setup, setSetup] = useState<Setup>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    setSetup({ state: 'loading' });
    Promise.all([loadRegisterSettings(), loadRegisterRules()]).then(
      ([settings, rules]) => live && setSetup({ state: 'ready', settings, rules }),
      (error) => live && setSetup({ state: 'failed', message: translateError(error, messages) }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  return { setup, retry: () => setAttempt((n) => n + 1) };
}

/**
 * The invitation code of the link (A §5), once the form shows the field: handed to `fill`, then
 * checked once (affiliateCheck; the platform may answer it normalised); an invalid one blocks
 * registration.
 */
export function useInvite(shown: boolean, fill: (code: string) => void): Invite {
  const [invite, setInvite] = useState<Invite>(null);
  useEffect(() => {
    if (!shown || invite) return;
    const code = inviteCodeFrom(window.location.search);
    if (!code) return;
    setInvite({ code, state: 'checking' });
    fill(code);
    checkInviteCode(code).then(
      (answer) => {
        setInvite({ code: answer.code || code, state: 'valid' });
        fill(answer.code || code);
      },
      (error) => setInvite({ code, state: error instanceof ApiError && error.code === 'affiliate.invalid' ? 'invalid' : 'unknown' }),
    );
  }, [shown]);
  return invite;
}

/** The age checkbox: ticked already when the player confirmed the brand's age on this device (the age gate). */
export function useAgeConfirmed(ageLimit: number): [boolean, (checked: boolean) => void] {
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(AGE_CONFIRMED_KEY);
    } catch {
      stored = null;
    }
    if (ageConfirmed(stored, ageLimit)) setChecked(true);
  }, [ageLimit]);
  return [checked, setChecked];
}

/** How this page is running, for the registration's channel (A §5): the brand's app, an installed web app, or a browser. */
export function currentChannel(appPattern: string) {
  return registerChannel({
    userAgent: navigator.userAgent,
    appPattern,
    displayStandalone: window.matchMedia?.('(display-mode: standalone)').matches ?? false,
    iosStandalone: (navigator as Navigator & { standalone?: boolean }).standalone === true,
  });
}
