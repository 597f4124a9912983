import { describe, expect, it } from 'vitest';
import { resources, translator } from '../../i18n/index.ts';

const en = resources.EN;
import { ApiError } from '../api-client.ts';
import { pickMessages, translateError } from '../errors.ts';
import { PROVIDER_ERROR_CODES, providerError } from './firebase-errors.ts';

/** A Firebase refusal as the SDK throws it (FirebaseError carries `code`). */
const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });
const messages = pickMessages(translator('EN'), PROVIDER_ERROR_CODES);
const shown = (error: unknown) => translateError(providerError(error), messages);

describe('providerError: what a player reads when Firebase refuses', () => {
  it("a wrong, expired or too frequent code reads like the platform's own refusal of it", () => {
    expect(shown(firebaseError('auth/invalid-verification-code'))).toBe(en.errors.sms.invalid);
    expect(shown(firebaseError('auth/code-expired'))).toBe(en.errors.sms.expired);
    expect(shown(firebaseError('auth/too-many-requests'))).toBe(en.errors.provider.tooMany); // no wait to name
  });

  it('a number Firebase cannot send to, a closed or blocked pop-up each have their message', () => {
    expect(shown(firebaseError('auth/invalid-phone-number'))).toBe(en.errors.phone.invalid);
    expect(shown(firebaseError('auth/popup-closed-by-user'))).toBe(en.errors.signIn.cancelled);
    expect(shown(firebaseError('auth/popup-blocked'))).toBe(en.errors.signIn.popupBlocked);
  });

  it('no connection reads as a network failure; anything else as the provider failing', () => {
    expect(shown(firebaseError('auth/network-request-failed'))).toBe(en.error.network);
    expect(shown(new TypeError('Failed to fetch dynamically imported module: /_astro/firebase-social.js'))).toBe(en.error.network);
    expect(shown(firebaseError('auth/operation-not-allowed'))).toBe(en.errors.provider.failed);
    expect(shown(new Error('something odd'))).toBe(en.errors.provider.failed);
  });

  it("the platform's own errors pass through unchanged", () => {
    const refusal = new ApiError('platform', 'nope', { code: 'login.invalid' });
    expect(providerError(refusal)).toBe(refusal);
  });
});
