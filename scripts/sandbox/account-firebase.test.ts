// Firebase ID tokens at the sandbox platform (A §3, §7 "firebaseIdToken"; social login): a real
// Firebase Auth emulator, started here on free ports, vouches for the tokens; nothing is mocked.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RequestOf } from '../../src/contract/schemas.ts';
import { emulatorClient, type EmulatorClient } from '../../tests/support/firebase-emulator.ts';
import { startAuthEmulator, type RunningEmulator } from '../firebase-emulator.ts';
import { refusal, solvedCaptcha, startRig, type AccountRig } from './testing/index.ts';
import { USERNAME_MAX_LENGTH } from '../../src/contract/limits.ts';

const MEMBER = { username: 'demo_member', mobileNum: '9750000001', phone: '+959750000001' };
const OTHER_PHONE = '+959750000002';

let emulator: RunningEmulator;
let firebase: EmulatorClient;
let rig: AccountRig;
beforeAll(async () => {
  emulator = await startAuthEmulator({ port: 0 });
  firebase = emulatorClient(emulator.host);
  rig = await startRig({ firebaseAuthEmulatorHost: emulator.host });
}, 90_000);
afterAll(async () => {
  await rig?.close();
  await emulator?.stop();
});
beforeEach(async () => {
  await rig.reset();
  await firebase.clearAccounts();
});

const phoneLogin = (firebaseIdToken: string, captcha = {}) =>
  rig.call('login', {
    type: 'firebase',
    firebaseChannel: 'sms',
    username: MEMBER.mobileNum,
    password: '',
    firebaseIdToken,
    firebaseMobileNo: MEMBER.mobileNum,
    countryDialingCode: '95',
    ...captcha,
  });

const socialLogin = (channel: 'google' | 'facebook', signedIn: { uid: string; idToken: string }) =>
  rig.call('login', { type: 'firebase', firebaseChannel: channel, username: signedIn.uid, password: '', firebaseIdToken: signedIn.idToken });

/** An unsigned token as the emulator writes them, with whatever claims a forger likes. */
function forged(claims: Record<string, unknown>): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    aud: 'demo-casino',
    iss: 'https://securetoken.google.com/demo-casino',
    iat: now,
    exp: now + 3600,
    firebase: { sign_in_provider: 'phone', identities: { phone: [MEMBER.phone] } },
    ...claims,
  };
  return [{ alg: 'none', typ: 'JWT' }, payload].map((part) => Buffer.from(JSON.stringify(part)).toString('base64url')).join('.') + '.';
}

describe('log-in by phone through Firebase', () => {
  it("a token for the member's number logs that member in", async () => {
    expect(await phoneLogin(await firebase.phoneIdToken(MEMBER.phone))).toMatchObject({ userName: MEMBER.username, type: 0 });
  });

  it('a token for another number is refused', async () => {
    expect(await refusal(phoneLogin(await firebase.phoneIdToken(OTHER_PHONE)))).toMatchObject({ code: 'login.invalid' });
  });

  it('forged unsigned tokens are refused: made-up user, real user with another number, another project, expired', async () => {
    const real = await firebase.phoneIdToken(OTHER_PHONE);
    const realUid = JSON.parse(Buffer.from(real.split('.')[1]!, 'base64url').toString()).user_id as string;
    const attempts = [
      forged({ sub: 'made-up-user', user_id: 'made-up-user', phone_number: MEMBER.phone }),
      // The uid of a real emulator user whose phone is another: the emulator's record decides, not the claim.
      forged({ sub: realUid, user_id: realUid, phone_number: MEMBER.phone }),
      forged({ sub: realUid, user_id: realUid, aud: 'demo-other', iss: 'https://securetoken.google.com/demo-other' }),
      forged({ sub: realUid, user_id: realUid, exp: Math.floor(rig.clock.now / 1000) - 1 }),
      'not-a-token',
    ];
    for (const token of attempts) {
      expect(await refusal(phoneLogin(token, await solvedCaptcha(rig))), token).toMatchObject({ code: 'login.invalid' });
      rig.sandbox.db.exec('DELETE FROM login_failures'); // each forgery on its own: five in a row lock the number out (account-login.test.ts)
    }
  });
});

describe('phone proof by Firebase token in registration and set password by phone', () => {
  const registration = async (mobileNum: string, firebaseIdToken: string): Promise<RequestOf<'register'>> => ({
    method: 'mobile',
    registerMethod: 'H5',
    registerUrl: 'lotus.example',
    mobileNum,
    countryDialingCode: '95',
    password: 'Secret123',
    confirmPassword: 'Secret123',
    firebaseChannel: 'sms',
    firebaseIdToken,
    ...(await solvedCaptcha(rig)),
  });

  it('registers the number the token proves, and not another', async () => {
    const token = await firebase.phoneIdToken('+959751234567');
    expect(await refusal(rig.call('register', await registration('9751234568', token)))).toMatchObject({ code: 'sms.invalid' });
    expect(await rig.call('register', await registration('9751234567', token))).toMatchObject({ userName: '9751234567', firstTimeLogin: true });
  });

  it('sets a new password for the number the token proves', async () => {
    const set = (firebaseIdToken: string) =>
      rig.call('setPasswordByPhone', {
        newPassword: 'Changed123',
        mobileNum: MEMBER.mobileNum,
        countryDialingCode: '95',
        verificationCode: '000000',
        firebaseIdToken,
      });
    expect(await refusal(set(await firebase.phoneIdToken(OTHER_PHONE)))).toMatchObject({ code: 'sms.invalid' });
    expect(await set(await firebase.phoneIdToken(MEMBER.phone))).toEqual({ userName: MEMBER.username });
    expect(await rig.call('login', { type: 'username', username: MEMBER.username, password: 'Changed123' })).toMatchObject({ userName: MEMBER.username });
  });
});

describe('social sign-in (Google, Facebook through Firebase)', () => {
  it('the first sign-in creates a real member named after the e-mail; the second signs into the same one', async () => {
    const google = await firebase.socialIdToken('google.com', { sub: 'g-1001', email: 'demo.member@example.com', name: 'Ada Lovelace' });
    const first = await socialLogin('google', google);
    expect(first).toMatchObject({ userName: 'demo_member2', type: 0, firstTimeLogin: true }); // demo_member is taken
    expect(await rig.call('memberInfo', {}, { token: first.token })).toMatchObject({ account: 'demo_member2', nickname: 'Ada Lovelace', type: 0 });

    const again = await firebase.socialIdToken('google.com', { sub: 'g-1001', email: 'demo.member@example.com', name: 'Ada Lovelace' });
    expect(again.uid).toBe(google.uid);
    expect(await socialLogin('google', again)).toMatchObject({ userName: 'demo_member2', firstTimeLogin: false });
    const { n } = rig.sandbox.db.prepare("SELECT count(*) AS n FROM members WHERE username LIKE 'demo_member%'").get() as { n: number };
    expect(n).toBe(2);
  });

  it('a Facebook account without e-mail gets a user name from its name, within the length limit', async () => {
    const facebook = await firebase.socialIdToken('facebook.com', { sub: 'fb-77', name: 'Thiri Aung Kyaw Zin Min Htet Oo' });
    const session = await socialLogin('facebook', facebook);
    expect(session.userName).toMatch(new RegExp(`^[a-z0-9_]{4,${USERNAME_MAX_LENGTH}}$`));
    expect(session.userName.startsWith('thiri_aung')).toBe(true);
  });

  it('refuses a token of another channel, or for another uid than the user name', async () => {
    const google = await firebase.socialIdToken('google.com', { sub: 'g-2002', email: 'someone@example.com' });
    expect(await refusal(socialLogin('facebook', google))).toMatchObject({ code: 'login.invalid' });
    expect(
      await refusal(
        rig.call('login', {
          type: 'firebase',
          firebaseChannel: 'google',
          username: 'someone-else',
          password: '',
          firebaseIdToken: google.idToken,
          ...(await solvedCaptcha(rig)),
        }),
      ),
    ).toMatchObject({ code: 'login.invalid' });
    const phoneToken = await firebase.phoneIdToken(MEMBER.phone);
    expect(await refusal(socialLogin('google', { uid: 'x', idToken: phoneToken }))).toMatchObject({ code: 'login.invalid' });
  });
});
