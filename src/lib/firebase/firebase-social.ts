/**
 * Social sign-in through Firebase (loaded on demand by ./social-auth.ts): the provider's pop-up,
 * then an ID token.
 *
 * Emulator builds (FIREBASE_AUTH_EMULATOR_HOST at build time: tests and the offline demo) cannot
 * open the pop-up: even against the emulator it needs Google's gapi loader from apis.google.com.
 * They sign in as the emulator itself advises, with signInWithCredential and a made-up account of
 * the provider (a JSON ID token the emulator accepts), kept per browser in localStorage
 * `firebaseEmulatorAccount:<provider>` so that signing in again reaches the same member.
 */
import { FacebookAuthProvider, GoogleAuthProvider, OAuthProvider, signInWithCredential, signInWithPopup, signOut, type AuthCredential } from 'firebase/auth';
import { firebaseAuthEmulatorHost } from 'virtual:brand';
import { firebaseAuth } from './firebase-app.ts';

/** The providers social login offers (A §2). */
export type SocialProvider = 'facebook' | 'google';

const PROVIDER_IDS: Record<SocialProvider, string> = { google: 'google.com', facebook: 'facebook.com' };

function emulatorCredential(provider: SocialProvider): AuthCredential {
  const key = `firebaseEmulatorAccount:${provider}`;
  const sub = localStorage.getItem(key) ?? crypto.randomUUID();
  localStorage.setItem(key, sub);
  const claims = { sub, email: `${provider}.${sub.slice(0, 8)}@example.com`, email_verified: true, name: `Demo ${provider} player` };
  return new OAuthProvider(PROVIDER_IDS[provider]).credential({ idToken: JSON.stringify(claims) });
}

export async function signInWithProvider(provider: SocialProvider): Promise<{ uid: string; idToken: string }> {
  const auth = firebaseAuth();
  const { user } = firebaseAuthEmulatorHost
    ? await signInWithCredential(auth, emulatorCredential(provider))
    : await signInWithPopup(auth, provider === 'google' ? new GoogleAuthProvider() : new FacebookAuthProvider());
  const idToken = await user.getIdToken();
  await signOut(auth); // the platform's session is the one that counts
  return { uid: user.uid, idToken };
}
