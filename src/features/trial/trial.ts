/**
 * Trial accounts (A §3, §4, §7): "Free play shows a loading message, calls trial login, and when
 * the trial is active goes to /m/home"; "Trial login and test-play also store a session".
 * Both calls end here: the answer becomes the session (type 4 from the platform) and the trial
 * user's name is kept in sessionStorage (A §3 "A trial name is kept in session storage").
 */
import { merchantCode } from 'virtual:brand';
import { platformCall } from '../../lib/platform.ts';
import { $session, type SessionInfo } from '../../lib/session.ts';
import { TRIAL_NAME_KEY } from './keys.ts';

export { TRIAL_NAME_KEY };

/** trialLogin: the free-trial page (/m/trail). testPlay (module FREEPLAY3): the side menu's Free play entry. */
export type TrialCall = 'trialLogin' | 'testPlay';

type Call = (id: TrialCall, input: Record<string, never>) => Promise<
  { token: string; userName: string; type: number; firstTimeLogin: boolean } | { token: string; userName: string; customerType: number }
>;

/** The session of a trial or test-play answer. */
export function trialSession(answer: Awaited<ReturnType<Call>>, merchant: string): SessionInfo {
  const type = 'customerType' in answer ? answer.customerType : answer.type;
  const firstTimeLogin = 'firstTimeLogin' in answer ? answer.firstTimeLogin : false;
  return { token: answer.token, merchantCode: merchant, userName: answer.userName, type, firstTimeLogin };
}

/** Opens a trial session; throws the call's ApiError when the platform refuses or cannot be reached. */
export async function startTrial(kind: TrialCall, call: Call = platformCall as Call): Promise<SessionInfo> {
  const session = trialSession(await call(kind, {}), merchantCode);
  $session.set(session);
  try {
    sessionStorage.setItem(TRIAL_NAME_KEY, session.userName);
  } catch {
    // No session storage: the name is still in the session.
  }
  return session;
}
