/**
 * sessionStorage key of the trial user's name (A §3 "A trial name is kept in session storage").
 * Name ours; logout removes it (src/features/settings/keys.ts, same key). A module without
 * imports, so the browser tests can read it too. It belongs in STORAGE_KEYS (src/constants.ts).
 */
export const TRIAL_NAME_KEY = 'trialName';
