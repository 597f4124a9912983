/**
 * The session (account §3 "Session info"), kept in localStorage under MC_SESSION_INFO so every
 * island and the pre-paint script see the same one. Logged in means a session exists.
 */
import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import { MEMBER_TYPES, STORAGE_KEYS } from '../constants.ts';

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

export function clearSession(): void {
  $session.set(undefined);
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
