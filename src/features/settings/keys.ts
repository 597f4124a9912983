/**
 * Storage keys of the logout (names ours; the spec names neither). A module without imports, so
 * the browser tests can read them too. They belong in STORAGE_KEYS (src/constants.ts).
 */

/** localStorage: the auto-login setting (A §3 "auto-login flag"), '0' after a logout (A §4). */
export const AUTO_LOGIN_KEY = 'autoLogin';

/**
 * sessionStorage: the trial user's name (A §3 "A trial name is kept in session storage"); the same
 * key as src/features/trial/keys.ts, which the trial login writes.
 */
export const TRIAL_NAME_KEY = 'trialName';
