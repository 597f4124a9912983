/**
 * Trial accounts (A §3, §4, §7): "Free play shows a loading message, calls trial login, and when
 * the trial is active goes to /m/home"; "Trial login and test-play also store a session".
 * Both calls end in the session module's signIn (src/lib/session.ts): the answer becomes the
 * session (type 4 from the platform) and the trial user's name is kept in sessionStorage
 * (A §3 "A trial name is kept in session storage").
 */
import { merchantCode } from 'virtual:brand';
import { signIn, type SessionInfo, type SignInAnswer } from '../../../lib/session.ts';
import { openTrialSession, type TrialCall } from './api.ts';

export type { TrialCall };

/** Test play answers `customerType` and no first-login flag (A §3 "Test-play response value"). */
type TrialAnswer = SignInAnswer | { token: string; userName: string; customerType: number };
type Call = (kind: TrialCall) => Promise<TrialAnswer>;

/** The sign-in answer of a trial or test-play answer: customerType is the member type. */
export const signInAnswer = (answer: TrialAnswer): SignInAnswer =>
  'customerType' in answer ? { token: answer.token, userName: answer.userName, type: answer.customerType, firstTimeLogin: false } : answer;

/** Opens a trial session; throws the call's ApiError when the platform refuses or cannot be reached. */
export async function startTrial(kind: TrialCall, call: Call = openTrialSession): Promise<SessionInfo> {
  return signIn(signInAnswer(await call(kind)), merchantCode, true);
}
