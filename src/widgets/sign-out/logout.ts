/**
 * Logout (A §4 "Logout", G §2 "Settings"): the logout call with the token, then the session ends
 * on this device whatever the platform answered (a timeout, an error or no network must never
 * leave a player signed in who asked to leave): the session module's signOut (src/lib/session.ts:
 * the session, so member stores empty themselves, the trial user's name, auto-login set to 0).
 *
 * No password is held in the session (the site never keeps one there), so there is none to clear;
 * the remembered login of the login form stays: remembering is the player's choice for the device.
 */
import { TOAST_MS } from '../../constants.ts';
import { mutateCall } from '../../lib/mutate.ts';
import { $session, signOut } from '../../lib/session.ts';
import * as shellCalls from '../../contract/calls/shell.ts';

type LogoutCall = (call: typeof shellCalls.logout, input: Record<string, never>, options: { timeoutMs: number }) => Promise<unknown>;

/**
 * Logs out. Resolves true when the platform confirmed, false when the call failed (the local
 * session has ended either way); never throws. The call may take at most the logout notice's
 * time (TOAST_MS.pending), so the notice and the wait end together.
 */
export async function logout(call: LogoutCall = mutateCall): Promise<boolean> {
  const hadSession = $session.get() !== undefined;
  try {
    if (hadSession) await call(shellCalls.logout, {}, { timeoutMs: TOAST_MS.pending });
    return hadSession;
  } catch {
    return false;
  } finally {
    signOut();
  }
}
