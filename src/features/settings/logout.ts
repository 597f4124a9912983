/**
 * Logout (A §4 "Logout", G §2 "Settings"): the logout call with the token, then the session ends
 * on this device whatever the platform answered (a timeout, an error or no network must never
 * leave a player signed in who asked to leave): the session (member stores empty themselves,
 * src/lib/session.ts onSessionEnd), the trial user's name, and auto-login set to 0.
 *
 * No password is held in the session (the site never keeps one there), so there is none to clear;
 * the remembered login of the login form stays: remembering is the player's choice for the device.
 */
import { TOAST_MS } from '../../constants.ts';
import { platformCall } from '../../lib/platform.ts';
import { writeStorage } from '../../lib/storage.ts';
import { $session, clearSession } from '../../lib/session.ts';
import { AUTO_LOGIN_KEY, TRIAL_NAME_KEY } from './keys.ts';

export { AUTO_LOGIN_KEY, TRIAL_NAME_KEY };

type LogoutCall = (id: 'logout', input: Record<string, never>, options: { timeoutMs: number }) => Promise<unknown>;

/** Ends the session on this device: session, trial name, auto-login 0. */
export function endLocalSession(): void {
  clearSession();
  try {
    sessionStorage.removeItem(TRIAL_NAME_KEY);
  } catch {
    // No session storage: nothing kept there.
  }
  writeStorage(AUTO_LOGIN_KEY, '0');
}

/**
 * Logs out. Resolves true when the platform confirmed, false when the call failed (the local
 * session has ended either way); never throws. The call may take at most the logout notice's
 * time (TOAST_MS.pending), so the notice and the wait end together.
 */
export async function logout(call: LogoutCall = platformCall as LogoutCall): Promise<boolean> {
  const hadSession = $session.get() !== undefined;
  try {
    if (hadSession) await call('logout', {}, { timeoutMs: TOAST_MS.pending });
    return hadSession;
  } catch {
    return false;
  } finally {
    endLocalSession();
  }
}
