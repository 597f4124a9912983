/**
 * The brand's Firebase app and auth, made once. Only ./firebase-phone.ts and ./firebase-social.ts
 * import this, and only through `import()` from ./phone-auth.ts and ./social-auth.ts, so the
 * Firebase SDK is a chunk of its own that a page downloads when a player asks for a code or presses
 * a social button, and never on a brand without Firebase settings.
 *
 * In-memory persistence: Firebase only proves who the player is, once, for the platform's login or
 * registration; the platform's session is the one session, so nothing of Firebase's stays behind.
 */
import { initializeApp } from 'firebase/app';
import { browserPopupRedirectResolver, connectAuthEmulator, inMemoryPersistence, initializeAuth, type Auth } from 'firebase/auth';
import { firebase, firebaseAuthEmulatorHost } from 'virtual:brand';

let auth: Auth | undefined;

export function firebaseAuth(): Auth {
  if (auth) return auth;
  if (!firebase) throw new Error('this brand has no Firebase settings');
  const { apiKey, authDomain, projectId, appId } = firebase;
  auth = initializeAuth(initializeApp({ apiKey, authDomain, projectId, appId }), {
    persistence: inMemoryPersistence,
    // The pop-up needs Google's gapi loader from the internet; emulator builds sign in without it
    // (./firebase-social.ts), and on phones the resolver would fetch it at once.
    popupRedirectResolver: firebaseAuthEmulatorHost ? undefined : browserPopupRedirectResolver,
  });
  if (firebaseAuthEmulatorHost) {
    // A test or demo build (FIREBASE_AUTH_EMULATOR_HOST at build time): the local emulator stands
    // in for Firebase, and no reCAPTCHA is asked for (the emulator has none to check).
    connectAuthEmulator(auth, `http://${firebaseAuthEmulatorHost}`, { disableWarnings: true });
    auth.settings.appVerificationDisabledForTesting = true;
  }
  return auth;
}
