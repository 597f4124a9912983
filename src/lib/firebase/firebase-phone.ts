/**
 * Phone verification through Firebase (loaded on demand by ./phone-auth.ts): an invisible
 * reCAPTCHA, then Firebase sends the SMS; the code the player types becomes an ID token that the
 * platform checks (A §7 "firebaseIdToken").
 */
import { RecaptchaVerifier, signInWithPhoneNumber, signOut } from 'firebase/auth';
import { firebaseAuth } from './firebase-app.ts';

/** Confirms a code: the ID token that proves the phone. */
export type ConfirmCode = (code: string) => Promise<string>;

/** Sends a code to `phoneNumber` (E.164, e.g. +959750000001). */
export async function sendCode(phoneNumber: string): Promise<ConfirmCode> {
  const auth = firebaseAuth();
  // The invisible widget needs an element of its own; it is gone once the code is on its way.
  const holder = document.createElement('div');
  document.body.append(holder);
  const verifier = new RecaptchaVerifier(auth, holder, { size: 'invisible' });
  try {
    const confirmation = await signInWithPhoneNumber(auth, phoneNumber, verifier);
    return async (code) => {
      const { user } = await confirmation.confirm(code);
      const idToken = await user.getIdToken();
      await signOut(auth); // the token stays valid; Firebase keeps no signed-in user around
      return idToken;
    };
  } finally {
    verifier.clear();
    holder.remove();
  }
}
