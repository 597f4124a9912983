/**
 * The Firebase Auth emulator's REST API, as tests use it to get real emulator tokens without a
 * browser and to read the SMS codes it "sends" (GET /emulator/v1/projects/<id>/verificationCodes).
 * Used by the sandbox tests (vitest) and the browser journeys (Playwright).
 */
import { EMULATOR_PROJECT } from '../../scripts/firebase-emulator.ts';

/** Any key works against the emulator; the demo brands' one. */
const API_KEY = 'demo-web-api-key';

export interface EmulatorClient {
  /** The newest code sent to `phoneNumber` (E.164), once there is one. */
  verificationCode(phoneNumber: string): Promise<string>;
  /** Signs in by phone as the site would (code sent, code confirmed): the ID token. */
  phoneIdToken(phoneNumber: string): Promise<string>;
  /** Signs in with a Google or Facebook account the emulator makes up from `claims`: uid and ID token. */
  socialIdToken(provider: 'google.com' | 'facebook.com', claims: { sub: string; email?: string; name?: string }): Promise<{ uid: string; idToken: string }>;
  /** Deletes every emulator account (their tokens then prove nothing). */
  clearAccounts(): Promise<void>;
}

export function emulatorClient(host: string): EmulatorClient {
  const base = `http://${host}`;
  async function identity<T>(call: string, body: object): Promise<T> {
    const response = await fetch(`${base}/identitytoolkit.googleapis.com/v1/accounts:${call}?key=${API_KEY}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`emulator accounts:${call}: HTTP ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }
  async function codes(): Promise<{ phoneNumber: string; code: string; sessionInfo: string }[]> {
    const response = await fetch(`${base}/emulator/v1/projects/${EMULATOR_PROJECT}/verificationCodes`);
    return ((await response.json()) as { verificationCodes?: { phoneNumber: string; code: string; sessionInfo: string }[] }).verificationCodes ?? [];
  }

  return {
    async verificationCode(phoneNumber) {
      for (let tries = 0; tries < 40; tries += 1) {
        const found = (await codes()).filter((entry) => entry.phoneNumber === phoneNumber).at(-1);
        if (found) return found.code;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error(`the emulator sent no code to ${phoneNumber}`);
    },
    async phoneIdToken(phoneNumber) {
      const { sessionInfo } = await identity<{ sessionInfo: string }>('sendVerificationCode', { phoneNumber });
      const sent = (await codes()).find((entry) => entry.sessionInfo === sessionInfo);
      if (!sent) throw new Error(`the emulator sent no code to ${phoneNumber}`);
      return (await identity<{ idToken: string }>('signInWithPhoneNumber', { sessionInfo, code: sent.code })).idToken;
    },
    async socialIdToken(provider, claims) {
      const answer = await identity<{ localId: string; idToken: string }>('signInWithIdp', {
        requestUri: 'http://localhost',
        postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=${provider}`,
        returnSecureToken: true,
        returnIdpCredential: true,
      });
      return { uid: answer.localId, idToken: answer.idToken };
    },
    async clearAccounts() {
      const response = await fetch(`${base}/emulator/v1/projects/${EMULATOR_PROJECT}/accounts`, { method: 'DELETE' });
      if (!response.ok) throw new Error(`emulator: clearing accounts failed (HTTP ${response.status})`);
    },
  };
}
