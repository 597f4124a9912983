/** Social sign-in through Firebase (loaded on demand by ./social-auth.ts): a pop-up, then an ID token. */
import { FacebookAuthProvider, GoogleAuthProvider, signInWithPopup, signOut } from 'firebase/auth';
import type { SocialProvider } from './social-auth.ts';
import { firebaseAuth } from './firebase-app.ts';

export async function signInWithProvider(provider: SocialProvider): Promise<{ uid: string; idToken: string }> {
  const auth = firebaseAuth();
  const { user } = await signInWithPopup(auth, provider === 'google' ? new GoogleAuthProvider() : new FacebookAuthProvider());
  const idToken = await user.getIdToken();
  await signOut(auth); // the platform's session is the one that counts
  return { uid: user.uid, idToken };
}
