/**
 * The session (account §3 "Session info"), kept in localStorage under MC_SESSION_INFO so every
 * island and the pre-paint script see the same one. Logged in means a session exists.
 *
 * The one owner of signing in and out: every sign-in (login, registration, set password by phone,
 * social login, trial login and test play) hands the platform's answer to `signIn`; the logout and
 * a logged-out answer of the platform (src/lib/platform.ts) end the session with `signOut`.
 * Nothing else sets `$session`. (One module on purpose: a separate sign-in module became a chunk
 * of its own, which cost the form pages more than the few lines cost every page here.)
 */
import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import { MEMBER_TYPES } from '../contract/vocabulary.ts';
import { isRecord, parseJson } from './parse-json.ts';
import { SIGN_IN_KEYS, STORAGE_KEYS } from './storage-keys.ts';
import { writeStorage } from './storage.ts';

export interface SessionInfo {
  token: string;
  merchantCode: string;
  userName: string;
  /** Member type (account §3). */
  type: number;
  firstTimeLogin: boolean;
}

/** A stored session is one with a token: the rest is the sign-in answer as signIn stored it. */
const isSession = (value: unknown): value is SessionInfo => isRecord(value) && typeof value.token === 'string' && value.token !== '';

const decode = (text: string): SessionInfo | undefined => parseJson(text, isSession) ?? undefined;

/** Undefined when logged out: the storage key is then removed, not set to "null". */
export const $session = persistentAtom<SessionInfo | undefined>(STORAGE_KEYS.session, undefined, {
  encode: JSON.stringify,
  decode,
});

export const $loggedIn = computed($session, (session) => session !== undefined);

/** What the platform answers a sign-in with (account §3 "Login response value"; registration answers the same). */
export interface SignInAnswer {
  token: string;
  userName: string;
  type: number;
  firstTimeLogin: boolean;
}

/**
 * Signs in: the answer becomes the session of the brand's merchant. A trial sign-in (trial login,
 * test play) also keeps the trial user's name in sessionStorage (account §3); signOut removes it.
 */
export function signIn({ token, userName, type, firstTimeLogin }: SignInAnswer, merchantCode: string, trial = false): SessionInfo {
  const session = { token, merchantCode, userName, type, firstTimeLogin };
  $session.set(session);
  writeStorage(SIGN_IN_KEYS.signedInThisVisit, '1', true);
  if (trial) writeStorage(SIGN_IN_KEYS.trialName, userName, true);
  return session;
}

/**
 * Who ends the session: the player (logout: account §4 also sets the auto-login setting to 0) or
 * the platform (a logged-out answer: the player chose nothing, their settings stay).
 */
export type SignOutCause = 'player' | 'platform';

/**
 * Ends the session on this device: the session (member stores empty themselves: onSessionEnd) and
 * the trial user's name; after a logout by the player, auto-login set to 0 (account §4 "Logout").
 */
export function signOut(cause: SignOutCause = 'player'): void {
  $session.set(undefined);
  writeStorage(SIGN_IN_KEYS.trialName, null, true);
  if (cause === 'player') writeStorage(SIGN_IN_KEYS.autoLogin, '0');
}

/**
 * Runs `reset` whenever the session ends (logout, logged-out answer, logout in another tab):
 * member stores empty themselves with it, so nothing of one member outlives their session.
 */
export function onSessionEnd(reset: () => void): () => void {
  return $session.listen((session) => {
    if (!session) reset();
  });
}

const includes = (list: readonly number[], type: number | undefined) => type !== undefined && list.includes(type);
const KNOWN_TYPES: readonly number[] = [...MEMBER_TYPES.real, ...MEMBER_TYPES.trial, ...MEMBER_TYPES.nonAgent, ...MEMBER_TYPES.agent];
/** Real accounts (0, 1, 2) may deposit and use the wallet. */
export const isRealAccount = (type?: number) => includes(MEMBER_TYPES.real, type);
/** Agents: 1, 2, 41, 42. */
export const isAgent = (type?: number) => includes(MEMBER_TYPES.agent, type);
/** Trial: 4, and any type the spec does not name (account §3: "treated as trial accounts"). */
export const isTrial = (type?: number) => type !== undefined && (includes(MEMBER_TYPES.trial, type) || !KNOWN_TYPES.includes(type));
/** Non-agents: 0, 4, 40, and unnamed types, since those count as trial (type 4). */
export const isNonAgent = (type?: number) => includes(MEMBER_TYPES.nonAgent, type) || isTrial(type);
