/**
 * Social login (A §2 "Social login buttons … only when the social-login provider is initialised
 * and the matching white-label flag is on"): the provider is Firebase, so a brand shows a button
 * when it has Firebase settings and FACEBOOKLOGIN3 / GOOGLELOGIN3 is on. A press loads Firebase,
 * signs in through its pop-up and logs in to the platform with the ID token (login type firebase,
 * firebaseChannel google | facebook: our extension of the spec's sms channel; the user name is the
 * Firebase uid). The platform links the Firebase user to a member, creating one on the first sign-in.
 */
import { firebase, hasFirebase, whitelabel } from 'virtual:brand';
import type { WhitelabelFlag } from '../../constants.ts';
import { encryptedCall } from '../encrypted-call.ts';
import { providerError } from './firebase-errors.ts';
import type { SocialProvider } from './firebase-social.ts';
import * as accountCalls from '../../contract/calls/account.ts';

export type { SocialProvider };

const FLAGS: Readonly<Record<SocialProvider, WhitelabelFlag>> = { facebook: 'FACEBOOKLOGIN3', google: 'GOOGLELOGIN3' };

/** The buttons to show, in screen order. */
export function socialProviders(settings: unknown = firebase, flags: Readonly<Record<string, boolean>> = whitelabel): SocialProvider[] {
  if (!settings) return [];
  return (['facebook', 'google'] as const).filter((provider) => flags[FLAGS[provider]]);
}

let loading: Promise<typeof import('./firebase-social.ts')> | undefined;

/** Starts loading Firebase as a press begins (pointer down), so the pop-up can open within the click. */
export function prepareSocialSignIn(): void {
  // A build-time constant: a brand without Firebase has no Firebase chunk to load (and no buttons).
  loading ??= hasFirebase ? import('./firebase-social.ts') : Promise.reject(new Error('this brand has no Firebase settings'));
  loading.catch(() => (loading = undefined)); // a failed download is tried again on the next press
}

/** The provider's proof of who the player is: its pop-up, then Firebase's ID token. Throws the provider's refusal as an ApiError. */
export async function socialProof(provider: SocialProvider): Promise<{ uid: string; idToken: string }> {
  try {
    prepareSocialSignIn();
    const { signInWithProvider } = await loading!;
    return await signInWithProvider(provider);
  } catch (error) {
    throw providerError(error);
  }
}

/** The platform's login with that proof, as the password login does (src/widgets/form/sign-in.ts starts the session). */
export function socialLogin(provider: SocialProvider, { uid, idToken }: { uid: string; idToken: string }) {
  return encryptedCall(accountCalls.login, { type: 'firebase', firebaseChannel: provider, firebaseIdToken: idToken, username: uid, password: '' });
}
