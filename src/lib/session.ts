/**
 * The session (account §3 "Session info"), kept in localStorage under MC_SESSION_INFO so every
 * island and the pre-paint script see the same one. Logged in means a session exists.
 *
 * The one owner of signing in and out: every sign-in (login, registration, set password by phone,
 * social login, trial login and test play) hands the platform's answer to `signIn`; the logout and
 * a logged-out answer of the platform (src/lib/platform.ts) end it with `signOut`. Nothing else
 * sets `$session`.
 */
import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import { MEMBER_TYPES, SIGN_IN_KEYS, STORAGE_KEYS } from '../constants.ts';
import { writeStorage } from './storage.ts';

export interface SessionInfo {
  token: string;
  merchantCode: string;
  userName: string;
  /** Member type (account §3). */
  type: number;
  firstTimeLogin: boolean;
}

function decode(text: string): SessionInfo | undefined {
  try {
    const value = JSON.parse(text) as SessionInfo | null;
    return value && typeof value.token === 'string' && value.token ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Undefined when logged out: the storage key is then removed, not set to "null". */
export const $session = persistentAtom<SessionInfo | undefined>(STORAGE_KEYS.session, undefined, {
  encode: JSON.stringify,
  decode,
});

export const $loggedIn = computed($session, (session) => session !== undefined);

/**
 * What the platform answers a sign-in with (account §3): login, registration and trial login answer
 * `type` and `firstTimeLogin`; test play answers `customerType` (and no first-login flag).
 */
export type SignInAnswer =
  | { token: string; userName: string; type: number; firstTimeLogin: boolean }
  | { token: string; userName: string; customerType: number };

/** The session of a sign-in answer for the brand's merchant. */
export function sessionOf(answer: SignInAnswer, merchantCode: string): SessionInfo {
  const type = 'customerType' in answer ? answer.customerType : answer.type;
  const firstTimeLogin = 'firstTimeLogin' in answer ? answer.firstTimeLogin : false;
  return { token: answer.token, merchantCode, userName: answer.userName, type, firstTimeLogin };
}

function writeSessionStorage(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // No session storage: the name is still in the session.
  }
}

/**
 * Signs in (account §4 "Logged out becomes logged in on login success"): the answer becomes the
 * session. A trial sign-in (trial login, test play) also keeps the trial user's name in
 * sessionStorage (account §3).
 */
export function signIn(answer: SignInAnswer, merchantCode: string, { trial = false }: { trial?: boolean } = {}): SessionInfo {
  const session = sessionOf(answer, merchantCode);
  $session.set(session);
  if (trial) writeSessionStorage(SIGN_IN_KEYS.trialName, session.userName);
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
  writeSessionStorage(SIGN_IN_KEYS.trialName, null);
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
