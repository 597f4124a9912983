/**
 * Firebase ID tokens (A §3, §7 "firebaseIdToken"): who a token proves, asked of the Firebase Auth
 * emulator, never taken from the token alone.
 *
 * Emulator tokens are unsigned (`alg: none`), so anyone can write one. A real platform checks the
 * signature against Google's public keys (the Admin SDK's verifyIdToken); the emulator has no keys.
 * What the sandbox does instead, only when it runs with FIREBASE_AUTH_EMULATOR_HOST:
 * 1. the token's own claims must fit: audience and issuer are the brand's Firebase project, not
 *    expired, a user id and a sign-in provider (the emulator checks none of these);
 * 2. the emulator's `accounts:lookup` with the token must find the user: an account that exists in
 *    the emulator, not disabled, token not revoked. The phone number, e-mail and linked providers
 *    come from that account, so a made-up token naming someone else's number proves nothing.
 * Without an emulator every token is refused with provider.failed: there is nothing to ask.
 */
import type { Brand } from '../../../src/brand/schema.ts';
import { PlatformError } from '../platform-error.ts';

/** What a verified token says about its holder. */
export interface FirebaseIdentity {
  uid: string;
  /** How this token was obtained: 'phone', 'google.com', 'facebook.com', … */
  provider: string;
  /** E.164, e.g. +959750000001, when the account has a phone. */
  phoneNumber?: string;
  email?: string;
  displayName?: string;
}

export type FirebaseVerifier = (idToken: string, now: number) => Promise<FirebaseIdentity>;

/** A token that proves nothing: the caller turns it into its own refusal (login.invalid, sms.invalid). */
export class TokenRefused extends Error {}

/** Ours: how long the sandbox waits for the emulator. */
const LOOKUP_TIMEOUT_MS = 5000;

interface Claims {
  aud?: unknown;
  iss?: unknown;
  exp?: unknown;
  sub?: unknown;
  firebase?: { sign_in_provider?: unknown };
}

interface EmulatorUser {
  localId: string;
  phoneNumber?: string;
  email?: string;
  displayName?: string;
  disabled?: boolean;
  providerUserInfo?: { providerId: string; email?: string; displayName?: string }[];
}

function claimsOf(idToken: string): Claims {
  const payload = idToken.split('.')[1];
  if (!payload) throw new TokenRefused('not a JWT');
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (claims && typeof claims === 'object') return claims as Claims;
  } catch {
    // falls through to the refusal
  }
  throw new TokenRefused('unreadable claims');
}

const unavailable = (why: string) => new PlatformError('provider.failed', `Firebase ID tokens cannot be checked: ${why}`);

/** The verifier of a brand's tokens, or one that refuses them all (no emulator, no Firebase settings). */
export function firebaseVerifier(brand: Brand | null, emulatorHost: string | null): FirebaseVerifier {
  const settings = brand?.firebase;
  if (!emulatorHost) {
    return async () => {
      throw unavailable('the sandbox runs without FIREBASE_AUTH_EMULATOR_HOST');
    };
  }
  if (!settings) {
    return async () => {
      throw unavailable('the brand has no Firebase settings');
    };
  }
  const { projectId, apiKey } = settings;
  const lookupUrl = `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=${encodeURIComponent(apiKey)}`;

  return async (idToken, now) => {
    const claims = claimsOf(idToken);
    const provider = claims.firebase?.sign_in_provider;
    if (claims.aud !== projectId || claims.iss !== `https://securetoken.google.com/${projectId}`) throw new TokenRefused('another project');
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now) throw new TokenRefused('expired');
    if (typeof claims.sub !== 'string' || !claims.sub || typeof provider !== 'string') throw new TokenRefused('no user or provider');

    let response: Response;
    try {
      response = await fetch(lookupUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ idToken }),
        signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
      });
    } catch (error) {
      throw unavailable(`the emulator at ${emulatorHost} does not answer (${(error as Error).message})`);
    }
    // 400: INVALID_ID_TOKEN, USER_NOT_FOUND, TOKEN_EXPIRED (revoked), USER_DISABLED.
    if (response.status === 400) throw new TokenRefused(await response.text());
    if (!response.ok) throw unavailable(`the emulator answered HTTP ${response.status}`);
    const user = ((await response.json()) as { users?: EmulatorUser[] }).users?.[0];
    if (!user || user.localId !== claims.sub || user.disabled) throw new TokenRefused('no such user');
    const linked = user.providerUserInfo ?? [];
    if (!linked.some(({ providerId }) => providerId === provider)) throw new TokenRefused(`${provider} is not linked to the user`);
    const viaProvider = linked.find(({ providerId }) => providerId === provider);
    return {
      uid: user.localId,
      provider,
      phoneNumber: user.phoneNumber,
      email: user.email ?? viaProvider?.email,
      displayName: user.displayName ?? viaProvider?.displayName,
    };
  };
}
