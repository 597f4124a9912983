/**
 * THE phone-auth adapter: every form that sends an SMS code or submits one goes through it
 * (login by SMS, registration, forgot password by phone). The brand picks the provider:
 * - platform (default): the platform sends the code (sendSmsCode) and checks it with the request;
 *   the proof is the code.
 * - firebase (brand `firebase.phoneVerification`): Firebase sends and checks the code; the proof is
 *   the ID token it answers, with the code (A §3, §7 "firebaseChannel", "firebaseIdToken").
 * The Firebase SDK is imported on the first get-code press, never before, and only in the bundles
 * of brands with Firebase phone verification.
 */
import { hasFirebasePhone } from 'virtual:brand';
import { SMS_DEFAULT_COUNTDOWN_S } from '../../constants.ts';
import type { RequestOf } from '../../contract/schemas.ts';
import { ApiError } from '../api-client.ts';
import { mutateCall } from '../mutate.ts';
import { providerError } from './firebase-errors.ts';
import type { ConfirmCode } from './firebase-phone.ts';
import * as accountCalls from '../../contract/calls/account.ts';

/** The number and purpose, and the bot check (captchaKey, captcha) that the platform provider needs (src/widgets/form/sms-bot-check.tsx). */
export type PhoneCodeRequest = Pick<RequestOf<'sendSmsCode'>, 'mobileNum' | 'countryDialingCode' | 'purpose' | 'captchaKey' | 'captcha'>;

/** What a form sends as proof of the phone, beside the number. */
export type PhoneProof =
  { verificationCode: string; firebaseIdToken?: undefined } | { verificationCode: string; firebaseIdToken: string; firebaseChannel: 'sms' };

export interface PhoneAuth {
  readonly provider: 'platform' | 'firebase';
  /** Sends a code; answers when the countdown ends (ms since epoch). */
  send(request: PhoneCodeRequest): Promise<number>;
  /** Turns the code the player typed into the proof the platform asks for. */
  prove(code: string): Promise<PhoneProof>;
}

export function platformPhoneAuth(): PhoneAuth {
  return {
    provider: 'platform',
    send: async (request) => (await mutateCall(accountCalls.sendSmsCode, request)).expirationTime,
    prove: async (code) => ({ verificationCode: code }),
  };
}

/** E.164 for Firebase: the dialling code and the national number without its trunk 0. */
export const e164 = ({ countryDialingCode, mobileNum }: Pick<PhoneCodeRequest, 'countryDialingCode' | 'mobileNum'>) =>
  `+${countryDialingCode}${mobileNum.trim().replace(/^0+/, '')}`;

export function firebasePhoneAuth(): PhoneAuth {
  let confirm: ConfirmCode | null = null;
  // A confirmed code is used up at Firebase: a second submit of the same code (the platform refused
  // something else, e.g. the new password) reuses its token, valid for an hour.
  let proven: { code: string; proof: PhoneProof } | null = null;
  return {
    provider: 'firebase',
    async send(request) {
      try {
        const { sendCode } = await import('./firebase-phone.ts');
        confirm = await sendCode(e164(request));
      } catch (error) {
        throw providerError(error);
      }
      proven = null;
      // Firebase tells no expiry: the spec's default countdown (A §4).
      return Date.now() + SMS_DEFAULT_COUNTDOWN_S * 1000;
    },
    async prove(code) {
      if (proven?.code === code) return proven.proof;
      if (!confirm) throw new ApiError('platform', 'no code was sent yet', { code: 'sms.invalid' });
      try {
        const proof: PhoneProof = { verificationCode: code, firebaseIdToken: await confirm(code), firebaseChannel: 'sms' };
        proven = { code, proof };
        return proof;
      } catch (error) {
        throw providerError(error);
      }
    },
  };
}

/** The brand's adapter; one per form, as it holds the code on its way. */
export function phoneAuth(): PhoneAuth {
  // A build-time constant: other brands' bundles drop firebasePhoneAuth and its import() entirely.
  return hasFirebasePhone ? firebasePhoneAuth() : platformPhoneAuth();
}
