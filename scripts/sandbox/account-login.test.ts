// Log-in, captcha, sessions and free play of the sandbox platform (A §3, §4, §7), over HTTP with
// the site's own client.
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_TTL_MS } from './app.ts';
import { CAPTCHA_TTL_MS, captchaQuestion, peekCaptcha, type CaptchaPeek } from './accounts/captchas.ts';
import {
  ADDRESS_FAILURES_BEFORE_CAPTCHA,
  ADDRESS_FAILURES_BEFORE_LOCK,
  FIRST_LOCK_MS,
  recordLoginFailure,
  USER_FAILURES_BEFORE_LOCK,
} from './accounts/login-guard.ts';
import { SMS_CODE_TTL_MS } from './accounts/phone.ts';
import { refusal, smsCode, solvedCaptcha, startRig, type AccountRig } from './testing/index.ts';
import { DEMO_PASSWORD } from './data/accounts.ts';
import { TRIAL_BALANCE } from './handlers/account.ts';

const MEMBER = { username: 'demo_member', mobileNum: '9750000001' };

let rig: AccountRig;
beforeAll(async () => {
  rig = await startRig();
});
afterAll(() => rig.close());
beforeEach(() => rig.reset());

const logIn = (username: string, password: string, captcha: { captchaKey?: string; captcha?: string } = {}) =>
  rig.call('login', { type: 'username', username, password, ...captcha });

describe('log-in by user name', () => {
  it('answers a session that opens the wallet; user names are not case-sensitive', async () => {
    const session = await logIn('Demo_Member', DEMO_PASSWORD);
    expect(session).toMatchObject({ userName: 'demo_member', type: 0, firstTimeLogin: false, merchantCode: 'LOTUS01' });
    expect(await rig.call('wallet', {}, { token: session.token })).toEqual({ sumBalance: '1520.75' });
  });

  it('every demo account logs in with the documented password, with its member type', async () => {
    const expected = { demo_member: 0, demo_agent: 1, demo_subagent: 2, demo_trial: 4, demo_empty: 0, demo_player40: 40, demo_agent41: 41, demo_agent42: 42 };
    for (const [username, type] of Object.entries(expected)) {
      expect(await logIn(username, DEMO_PASSWORD), username).toMatchObject({ userName: username, type });
    }
  });

  it('says firstTimeLogin the first time a member ever logs in, not after', async () => {
    expect((await logIn('team_dan', DEMO_PASSWORD)).firstTimeLogin).toBe(true);
    expect((await logIn('team_dan', DEMO_PASSWORD)).firstTimeLogin).toBe(false);
  });

  it("answers a wrong password and an unknown user name alike (login.invalid); member.notFound only to whoever knows a disabled account's password", async () => {
    const wrongPassword = await refusal(logIn('demo_member', 'Wrong1234'));
    const unknownUser = await refusal(logIn('nobody_here', DEMO_PASSWORD));
    expect(wrongPassword).toMatchObject({ code: 'login.invalid', value: { captcha: true } });
    expect(unknownUser).toEqual(wrongPassword);
    rig.sandbox.db.prepare("UPDATE members SET disabled = 1 WHERE username = 'demo_agent'").run();
    expect(await refusal(logIn('demo_agent', 'Wrong1234'))).toEqual(wrongPassword);
    expect(await refusal(logIn('demo_agent', DEMO_PASSWORD, await solvedCaptcha(rig)))).toMatchObject({ code: 'member.notFound' });
  });
});

describe('log-in captcha', () => {
  it('after a failure the user name needs a captcha until a log-in with a correct one passes', async () => {
    await refusal(logIn('demo_member', 'Wrong1234'));
    // Even the right password now needs the captcha.
    expect(await refusal(logIn('demo_member', DEMO_PASSWORD))).toMatchObject({ code: 'captcha.required', value: { captcha: true } });

    const { captchaKey, captcha } = await solvedCaptcha(rig);
    const wrong = String((Number(captcha) + 1) % 10);
    expect(await refusal(logIn('demo_member', DEMO_PASSWORD, { captchaKey, captcha: wrong }))).toMatchObject({
      code: 'captcha.invalid',
      value: { captcha: true },
    });
    // One try per captcha: the right answer no longer opens it.
    expect(await refusal(logIn('demo_member', DEMO_PASSWORD, { captchaKey, captcha }))).toMatchObject({ code: 'captcha.invalid' });

    expect(await logIn('demo_member', DEMO_PASSWORD, await solvedCaptcha(rig))).toMatchObject({ userName: 'demo_member' });
    expect(await logIn('demo_member', DEMO_PASSWORD)).toMatchObject({ userName: 'demo_member' });
  });

  it('a correct captcha with a wrong password still fails, and the captcha stays needed', async () => {
    await refusal(logIn('demo_member', 'Wrong1234'));
    expect(await refusal(logIn('demo_member', 'Wrong5678', await solvedCaptcha(rig)))).toMatchObject({ code: 'login.invalid', value: { captcha: true } });
    expect(await refusal(logIn('demo_member', DEMO_PASSWORD))).toMatchObject({ code: 'captcha.required' });
  });

  it(`after ${ADDRESS_FAILURES_BEFORE_CAPTCHA} failures from one address, every user name there needs a captcha`, async () => {
    for (let i = 0; i < ADDRESS_FAILURES_BEFORE_CAPTCHA; i++) await refusal(logIn(`nobody_${i}`, 'Wrong1234'));
    expect(await refusal(logIn('demo_agent', DEMO_PASSWORD))).toMatchObject({ code: 'captcha.required', value: { captcha: true } });
    expect(await logIn('demo_agent', DEMO_PASSWORD, await solvedCaptcha(rig))).toMatchObject({ userName: 'demo_agent' });
  });

  it('is a real PNG of an arithmetic question whose answer has at most 6 digits', async () => {
    const { captchaKey, image } = await rig.call('captcha', {});
    const png = Buffer.from(image.replace('data:image/png;base64,', ''), 'base64');
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.toString('ascii', 12, 16)).toBe('IHDR');
    const width = png.readUInt32BE(16);
    const height = png.readUInt32BE(20);
    expect(width).toBeGreaterThan(height);
    // The pixels inflate to one filter byte plus width × 3 (RGB) bytes per row.
    const dataLength = png.readUInt32BE(33);
    expect(png.toString('ascii', 37, 41)).toBe('IDAT');
    expect(inflateSync(png.subarray(41, 41 + dataLength)).length).toBe((width * 3 + 1) * height);

    const peek = await rig.hook<CaptchaPeek>('captcha/latest');
    expect(peek).toMatchObject({ captchaKey, used: false });
    expect(peek.answer).toMatch(/^\d{1,6}$/);
  });

  it('asks sums and differences wide enough that a blind guess rarely passes: no answer comes up in more than 1 captcha in 50', () => {
    const SAMPLES = 20_000;
    const tally = new Map<string, number>();
    for (let i = 0; i < SAMPLES; i++) {
      const { text, answer } = captchaQuestion();
      const [, a, operator, b] = /^(\d+) ([+-]) (\d+) = \?$/.exec(text)!;
      expect(Number(answer)).toBe(operator === '+' ? Number(a) + Number(b) : Number(a) - Number(b));
      tally.set(answer, (tally.get(answer) ?? 0) + 1);
    }
    expect(Math.max(...tally.values()) / SAMPLES).toBeLessThan(1 / 50);
  });

  it(`expires ${CAPTCHA_TTL_MS / 60_000} minutes after it was issued`, async () => {
    await refusal(logIn('demo_member', 'Wrong1234'));
    const solved = await solvedCaptcha(rig);
    rig.clock.now += CAPTCHA_TTL_MS;
    expect(await refusal(logIn('demo_member', DEMO_PASSWORD, solved))).toMatchObject({ code: 'captcha.invalid' });
  });
});

describe('log-in lock-out', () => {
  const right = async (username = 'demo_member') => logIn(username, DEMO_PASSWORD, await solvedCaptcha(rig));
  const wrong = async (username = 'demo_member') => refusal(logIn(username, 'Wrong1234', await solvedCaptcha(rig)));

  it('stops a guesser who solves every captcha: 31 wrong passwords, then the right one is refused', async () => {
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push((await wrong()).code);
    expect(answers.filter((code) => code === 'login.invalid')).toHaveLength(USER_FAILURES_BEFORE_LOCK - 1);
    expect(answers.slice(USER_FAILURES_BEFORE_LOCK - 1).every((code) => code === 'login.locked')).toBe(true);
    expect(await refusal(right())).toMatchObject({ code: 'login.locked' });
  });

  it(`after ${USER_FAILURES_BEFORE_LOCK} failures the user name waits ${FIRST_LOCK_MS / 1000} s, right password or not; other user names do not`, async () => {
    for (let i = 1; i < USER_FAILURES_BEFORE_LOCK; i++) expect(await wrong()).toMatchObject({ code: 'login.invalid' });
    // The failure that starts the lock-out says so, with the wait.
    expect(await wrong()).toMatchObject({ code: 'login.locked', value: { retryAfterSeconds: FIRST_LOCK_MS / 1000, captcha: true } });
    expect(await refusal(right())).toMatchObject({ code: 'login.locked', value: { retryAfterSeconds: FIRST_LOCK_MS / 1000 } });
    expect(await right('demo_agent')).toMatchObject({ userName: 'demo_agent' });

    rig.clock.now += FIRST_LOCK_MS - 1000;
    expect(await refusal(right())).toMatchObject({ code: 'login.locked', value: { retryAfterSeconds: 1 } });
    rig.clock.now += 1000;
    expect(await right()).toMatchObject({ userName: 'demo_member' });
  });

  it('log-ins sent together cannot outrun it: one still checking the password when the lock-out begins is refused, right or not', async () => {
    const captcha = await solvedCaptcha(rig);
    const pending = refusal(logIn('demo_member', DEMO_PASSWORD, captcha));
    // The captcha is used up just before the password check starts; the guesses sent with it fail meanwhile.
    while (!peekCaptcha(rig.sandbox.db, captcha.captchaKey)?.used) await new Promise((resolve) => setImmediate(resolve));
    for (let i = 0; i < USER_FAILURES_BEFORE_LOCK; i++) recordLoginFailure(rig.sandbox.db, 'demo_member', '127.0.0.1', rig.clock.now);
    expect(await pending).toMatchObject({ code: 'login.locked' });
  });

  it('each failure after a lock-out doubles the next; a success starts again from nothing', async () => {
    for (let i = 0; i < USER_FAILURES_BEFORE_LOCK; i++) await wrong();
    rig.clock.now += FIRST_LOCK_MS;
    expect(await wrong()).toMatchObject({ code: 'login.locked', value: { retryAfterSeconds: (2 * FIRST_LOCK_MS) / 1000 } });
    rig.clock.now += 2 * FIRST_LOCK_MS;
    expect(await wrong()).toMatchObject({ code: 'login.locked', value: { retryAfterSeconds: (4 * FIRST_LOCK_MS) / 1000 } });
    rig.clock.now += 4 * FIRST_LOCK_MS;
    expect(await right()).toMatchObject({ userName: 'demo_member' });
    expect(await refusal(logIn('demo_member', 'Wrong1234'))).toMatchObject({ code: 'login.invalid' });
  });

  it(`after ${ADDRESS_FAILURES_BEFORE_LOCK} failures from one address every user name there waits, whatever X-Forwarded-For says`, async () => {
    // Failures spread over user names, each far below its own lock-out (as a guesser spraying one password would).
    for (let i = 1; i < ADDRESS_FAILURES_BEFORE_LOCK; i++) recordLoginFailure(rig.sandbox.db, `guess_${i}`, '127.0.0.1', rig.clock.now);
    expect(await wrong('guess_0')).toMatchObject({ code: 'login.locked', value: { retryAfterSeconds: FIRST_LOCK_MS / 1000 } });
    const elsewhere = { headers: { 'X-Forwarded-For': '203.0.113.7', 'X-Real-IP': '203.0.113.7' } };
    expect(await refusal(logIn('demo_agent', DEMO_PASSWORD, await solvedCaptcha(rig)))).toMatchObject({ code: 'login.locked' });
    expect(
      await refusal(rig.call('login', { type: 'username', username: 'demo_agent', password: DEMO_PASSWORD, ...(await solvedCaptcha(rig)) }, elsewhere)),
    ).toMatchObject({
      code: 'login.locked',
    });

    // A success there (a guesser's own account) does not reset the address's count: the next failure locks for longer.
    rig.clock.now += FIRST_LOCK_MS;
    expect(await right('demo_agent')).toMatchObject({ userName: 'demo_agent' });
    expect(await wrong('guess_0')).toMatchObject({ code: 'login.locked', value: { retryAfterSeconds: (2 * FIRST_LOCK_MS) / 1000 } });
  });
});

describe('log-in by SMS code and by phone-auth token', () => {
  it('logs in once with the code sent for log-in; the mobile number is the user name', async () => {
    const code = await smsCode(rig, MEMBER.mobileNum, 'login');
    expect(await rig.call('login', { type: 'sms', username: MEMBER.mobileNum, password: code, countryDialingCode: '95' })).toMatchObject({
      userName: 'demo_member',
    });
    expect(await refusal(rig.call('login', { type: 'sms', username: MEMBER.mobileNum, password: code }))).toMatchObject({
      code: 'sms.invalid',
      value: { captcha: true },
    });
  });

  it("refuses a wrong, an expired or another purpose's code, and an unknown number as a wrong code", async () => {
    const code = await smsCode(rig, MEMBER.mobileNum, 'password');
    const bySms = (password: string, captcha = {}) => rig.call('login', { type: 'sms', username: MEMBER.mobileNum, password, ...captcha });
    expect(await refusal(bySms(code))).toMatchObject({ code: 'sms.invalid' });

    rig.clock.now += 61_000; // past the resend wait
    const loginCode = await smsCode(rig, MEMBER.mobileNum, 'login');
    rig.clock.now += SMS_CODE_TTL_MS;
    expect(await refusal(bySms(loginCode, await solvedCaptcha(rig)))).toMatchObject({ code: 'sms.expired' });
    expect(await refusal(rig.call('login', { type: 'sms', username: '9999999999', password: '123456', ...(await solvedCaptcha(rig)) }))).toMatchObject({
      code: 'sms.invalid',
    });
  });

  it('firebase: without an emulator to ask, a token is refused as unverifiable (account-firebase.test.ts has the emulator)', async () => {
    const unsigned = (claims: object) => ['{"alg":"none"}', JSON.stringify(claims)].map((part) => Buffer.from(part).toString('base64url')).join('.') + '.';
    const login = rig.call('login', {
      type: 'firebase',
      username: MEMBER.mobileNum,
      password: '',
      firebaseChannel: 'sms',
      firebaseIdToken: unsigned({ phone_number: `+95${MEMBER.mobileNum}`, exp: Math.floor(rig.clock.now / 1000) + 3600 }),
      firebaseMobileNo: MEMBER.mobileNum,
      countryDialingCode: '95',
    });
    expect(await refusal(login)).toMatchObject({ code: 'provider.failed' });
  });
});

describe('sessions', () => {
  it('logout ends the session: the token no longer opens the wallet', async () => {
    const { token } = await logIn('demo_member', DEMO_PASSWORD);
    expect(await rig.call('logout', {}, { token })).toEqual({ loggedOut: true });
    expect(await refusal(rig.call('wallet', {}, { token }))).toMatchObject({ kind: 'loggedOut', code: 'session.expired' });
  });

  it('a session lasts 24 hours', async () => {
    const { token } = await logIn('demo_member', DEMO_PASSWORD);
    rig.clock.now += SESSION_TTL_MS - 1;
    expect(await rig.call('wallet', {}, { token })).toEqual({ sumBalance: '1520.75' });
    rig.clock.now += 1;
    expect(await refusal(rig.call('wallet', {}, { token }))).toMatchObject({ kind: 'loggedOut' });
  });
});

describe('free play', () => {
  it('testPlay opens a new trial account with demo money each time', async () => {
    const first = await rig.call('testPlay', {});
    const second = await rig.call('testPlay', {});
    expect(first).toMatchObject({ customerType: 4, userName: expect.stringMatching(/^trial_\w+$/) });
    expect(second.userName).not.toBe(first.userName);
    expect(await rig.call('wallet', {}, { token: first.token })).toEqual({ sumBalance: TRIAL_BALANCE });
  });

  it('trialLogin answers a first-time session of type 4, which the member-only calls refuse', async () => {
    const session = await rig.call('trialLogin', {});
    expect(session).toMatchObject({ type: 4, firstTimeLogin: true, userName: expect.stringMatching(/^trial_/) });
    expect(await rig.call('memberInfo', {}, { token: session.token })).toMatchObject({ account: session.userName, type: 4 });
    const chat = { language: 'EN', backUrl: 'https://lotus.example/m/home' };
    expect(await refusal(rig.call('liveChat', chat, { token: session.token }))).toMatchObject({ code: 'account.trial' });
    expect(
      await refusal(rig.call('changePassword', { oldPassword: 'x', newPassword: 'Abc12345', confirmNewPassword: 'Abc12345' }, { token: session.token })),
    ).toMatchObject({
      code: 'account.trial',
    });
  });
});
