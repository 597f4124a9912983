// Registration, its rules, and the SMS codes it relies on (A §2, §3, §5, §7), over HTTP with the
// site's own client.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RequestOf } from '../../src/contract/schemas.ts';
import type { OutboxMessage } from './accounts/outbox.ts';
import { SMS_CODE_TTL_MS, SMS_MAX_PER_ADDRESS_PER_HOUR, SMS_MAX_PER_HOUR, SMS_MAX_WRONG_ATTEMPTS, SMS_RESEND_INTERVAL_MS } from './accounts/phone.ts';
import { dayOf, refusal, smsCode, solvedCaptcha, startRig, type AccountRig } from './testing/index.ts';
import { DEMO_PASSWORD } from './data/accounts.ts';

const NEW_MOBILE = '9751234567';

let rig: AccountRig;
beforeAll(async () => {
  rig = await startRig();
});
afterAll(() => rig.close());
beforeEach(() => rig.reset());

/** A registration by user name the platform accepts, with a fresh captcha; `changes` spoil it. */
async function byUsername(changes: Partial<RequestOf<'register'>> = {}): Promise<RequestOf<'register'>> {
  return {
    method: 'username',
    registerMethod: 'PWA',
    registerUrl: 'lotus.example',
    username: 'new_player1',
    password: 'Secret123',
    confirmPassword: 'Secret123',
    email: 'new.player@example.com',
    nickname: 'Newbie',
    birthday: '1990-05-17',
    ...(await solvedCaptcha(rig)),
    ...changes,
  };
}

const register = async (changes: Partial<RequestOf<'register'>> = {}) => rig.call('register', await byUsername(changes));

describe('registration rules and settings', () => {
  it('names fields as the payload does; every enabled field has a rule with a pattern that compiles', async () => {
    const settings = await rig.call('registerSettings', {});
    const rules = await rig.call('registerRules', {});
    expect(settings).toMatchObject({ captcha: true, inviteCodeRequired: false });
    expect(settings.fields).toMatchObject({
      username: true,
      password: true,
      confirmPassword: true,
      email: true,
      birthday: true,
      affiliateCode: true,
      mobileNum: true,
    });
    for (const [field, enabled] of Object.entries(settings.fields)) {
      const rule = rules.find((candidate) => candidate.field === field);
      expect(rule, field).toMatchObject({ enabled });
      expect(() => new RegExp(rule!.pattern), field).not.toThrow();
    }
    const username = new RegExp(rules.find((rule) => rule.field === 'username')!.pattern);
    expect(['new_player1', 'Abcd'].map((name) => username.test(name))).toEqual([true, true]);
    expect(['abc', 'bad name', 'x'.repeat(21), 'émile'].map((name) => username.test(name))).toEqual([false, false, false, false]);
  });

  it('usernameCheck says whether a name is free, whatever its case', async () => {
    expect(await rig.call('usernameCheck', { username: 'still_free' })).toEqual({ available: true });
    expect(await rig.call('usernameCheck', { username: 'DEMO_member' })).toEqual({ available: false });
    expect(await refusal(rig.call('usernameCheck', { username: 'no' }))).toMatchObject({ code: 'request.invalid' });
  });

  it("affiliateCheck knows the agents' invitation codes", async () => {
    expect(await rig.call('affiliateCheck', { code: 'agent001' })).toEqual({ code: 'AGENT001' });
    expect(await refusal(rig.call('affiliateCheck', { code: 'NOPE0000' }))).toMatchObject({ code: 'affiliate.invalid' });
  });
});

describe('register by user name', () => {
  it('creates a type-0 member with an empty wallet and answers a first-time session', async () => {
    const session = await register();
    expect(session).toMatchObject({ userName: 'new_player1', type: 0, firstTimeLogin: true, merchantCode: 'LOTUS01' });
    expect(await rig.call('wallet', {}, { token: session.token })).toEqual({ sumBalance: '0.00' });
    expect(await rig.call('memberInfo', {}, { token: session.token })).toMatchObject({ account: 'new_player1', nickname: 'Newbie', type: 0, clubLabel: null });
    const stored = rig.sandbox.db.prepare("SELECT register_method, register_url, email FROM members WHERE username = 'new_player1'").get();
    expect({ ...stored }).toEqual({ register_method: 'PWA', register_url: 'lotus.example', email: 'new.player@example.com' });
    // The registration was the first log-in; the next one is not.
    expect((await rig.call('login', { type: 'username', username: 'new_player1', password: 'Secret123' })).firstTimeLogin).toBe(false);
  });

  it('keeps only a salted scrypt hash of the password', async () => {
    await register();
    await register({ username: 'new_player2', email: undefined });
    const hashes = rig.sandbox.db.prepare("SELECT password_hash FROM members WHERE username LIKE 'new_player_'").all() as { password_hash: string }[];
    expect(hashes).toHaveLength(2);
    for (const { password_hash } of hashes) {
      expect(password_hash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[\w+/=]+\$[\w+/=]+$/);
      expect(password_hash).not.toContain('Secret123');
    }
    expect(hashes[0]!.password_hash).not.toBe(hashes[1]!.password_hash);
  });

  it('refuses what the rules refuse, naming the field', async () => {
    const cases: [Partial<RequestOf<'register'>>, string, string][] = [
      [{ username: 'ab' }, 'request.invalid', 'username'],
      [{ password: 'lettersonly', confirmPassword: 'lettersonly' }, 'request.invalid', 'password'],
      [{ confirmPassword: 'Secret124' }, 'password.mismatch', 'confirmPassword'],
      [{ email: 'not-an-email' }, 'email.invalid', 'email'],
      [{ birthday: '1899-12-31' }, 'request.invalid', 'birthday'],
      [{ birthday: '2027-01-01' }, 'request.invalid', 'birthday'], // after the end of this year (2026 by the test clock)
      [{ birthday: '2001-02-29' }, 'request.invalid', 'birthday'],
      [{ nickname: '<b>me</b>' }, 'request.invalid', 'nickname'],
    ];
    for (const [changes, code, field] of cases) {
      expect(await refusal(register(changes)), JSON.stringify(changes)).toMatchObject({ code, value: { field } });
    }
    // The contract's one payee-name rule (bank accounts too): refused before any rule of the form.
    expect(await refusal(register({ payeeName: '"><img src=x onerror=alert(1)>' }))).toMatchObject({ code: 'request.invalid' });
    expect(await register({ birthday: '2026-12-31' })).toMatchObject({ userName: 'new_player1' });
  });

  it('refuses a taken user name in any case, and an unknown invitation code', async () => {
    expect(await refusal(register({ username: 'DEMO_MEMBER' }))).toMatchObject({ code: 'username.exists' });
    expect(await refusal(register({ affiliateCode: 'NOPE0000' }))).toMatchObject({ code: 'affiliate.invalid' });
    expect(await rig.call('usernameCheck', { username: 'new_player1' })).toEqual({ available: true });
  });

  it('needs a solved captcha (registerSettings.captcha is on)', async () => {
    expect(await refusal(register({ captchaKey: undefined, captcha: undefined }))).toMatchObject({ code: 'captcha.required', value: { captcha: true } });
    const { captchaKey, captcha } = await solvedCaptcha(rig);
    expect(await refusal(register({ captchaKey, captcha: `${captcha}1` }))).toMatchObject({ code: 'captcha.invalid' });
  });

  it("an invitation code puts the new member in the agent's team, counted today", async () => {
    const kpi = async () => {
      const { token } = await rig.call('login', { type: 'username', username: 'demo_agent', password: DEMO_PASSWORD });
      const today = dayOf(rig.clock.now);
      return (await rig.call('teamKpi', { startDate: today, endDate: today, size: 0 }, { token })).footer;
    };
    expect(await kpi()).toMatchObject({ teamRegisterMemberCount: 0, teamLoginMemberCount: 0, teamOnlineCount: 0 });
    await register({ affiliateCode: 'agent001' });
    expect(await kpi()).toMatchObject({ teamRegisterMemberCount: 1, teamLoginMemberCount: 1, teamOnlineCount: 1 });
  });

  it('with a mobile number (REGMOBVERF3 on) needs the SMS code sent for registration', async () => {
    expect(await refusal(register({ countryDialingCode: '95', mobileNum: NEW_MOBILE }))).toMatchObject({ code: 'sms.invalid' });
    const verificationCode = await smsCode(rig, NEW_MOBILE, 'register');
    expect(await register({ countryDialingCode: '95', mobileNum: NEW_MOBILE, verificationCode })).toMatchObject({ userName: 'new_player1' });
  });

  it('a member registered before a restart still logs in after it', async () => {
    await register();
    await rig.restart();
    expect(await rig.call('login', { type: 'username', username: 'new_player1', password: 'Secret123' })).toMatchObject({ userName: 'new_player1' });
  });
});

describe('register by mobile number', () => {
  const byMobile = async (changes: Partial<RequestOf<'register'>> = {}) =>
    rig.call('register', {
      method: 'mobile',
      registerMethod: 'H5',
      registerUrl: 'lotus.example',
      countryDialingCode: '95',
      mobileNum: NEW_MOBILE,
      ...(await solvedCaptcha(rig)),
      ...changes,
    });

  it('the SMS code proves the phone; the number becomes the user name and logs in by SMS', async () => {
    const verificationCode = await smsCode(rig, NEW_MOBILE, 'register');
    expect(await byMobile({ verificationCode })).toMatchObject({ userName: NEW_MOBILE, type: 0, firstTimeLogin: true });

    rig.clock.now += SMS_RESEND_INTERVAL_MS;
    const loginCode = await smsCode(rig, NEW_MOBILE, 'login');
    expect(await rig.call('login', { type: 'sms', username: NEW_MOBILE, password: loginCode })).toMatchObject({ userName: NEW_MOBILE });
  });

  it('with a password, logs in by password too; a trunk 0 is the same number', async () => {
    const verificationCode = await smsCode(rig, NEW_MOBILE, 'register');
    await byMobile({ mobileNum: `0${NEW_MOBILE}`, verificationCode, username: 'mobile_player', password: 'Secret123', confirmPassword: 'Secret123' });
    expect(await rig.call('login', { type: 'username', username: 'mobile_player', password: 'Secret123' })).toMatchObject({ userName: 'mobile_player' });
  });

  it('refuses a wrong code, a code used already and a number already registered', async () => {
    const verificationCode = await smsCode(rig, NEW_MOBILE, 'register');
    expect(await refusal(byMobile({ verificationCode: verificationCode === '000000' ? '111111' : '000000' }))).toMatchObject({ code: 'sms.invalid' });
    await byMobile({ verificationCode });
    expect(await refusal(byMobile({ verificationCode, username: 'other_name' }))).toMatchObject({ code: 'mobile.exists' });
    const taken = { mobileNum: '9750000001', countryDialingCode: '95', purpose: 'register' as const, ...(await solvedCaptcha(rig)) };
    expect(await refusal(rig.call('sendSmsCode', taken))).toMatchObject({
      code: 'mobile.exists',
    });
  });
});

describe('SMS codes', () => {
  const send = async (purpose: RequestOf<'sendSmsCode'>['purpose'] = 'register', mobileNum = NEW_MOBILE) =>
    rig.call('sendSmsCode', { mobileNum, countryDialingCode: '95', purpose, ...(await solvedCaptcha(rig)) });
  const sent = async () => (await rig.hook<OutboxMessage[]>('outbox')).filter(({ kind }) => kind === 'sms').length;

  it('are 6 digits, delivered to the outbox; expirationTime is when another may be asked for, the code lives longer', async () => {
    const sentAt = rig.clock.now;
    const { expirationTime } = await send();
    expect(expirationTime).toBe(sentAt + SMS_RESEND_INTERVAL_MS); // the site's countdown: 60 s, not the code's 5 minutes
    const [sms] = await rig.hook<OutboxMessage[]>('outbox');
    expect(sms).toMatchObject({ kind: 'sms', to: `+95${NEW_MOBILE}`, code: expect.stringMatching(/^\d{6}$/), createdAt: sentAt });
    expect(sms!.text).toContain(sms!.code);

    rig.clock.now = expirationTime - 1;
    expect(await refusal(send())).toMatchObject({ code: 'sms.tooMany', value: { retryAfterSeconds: 1 } });
    // The code stays usable long after the countdown has ended.
    rig.clock.now = sentAt + SMS_CODE_TTL_MS - 1;
    const inTime = {
      method: 'mobile' as const,
      registerMethod: 'H5' as const,
      registerUrl: 'x',
      countryDialingCode: '95',
      mobileNum: NEW_MOBILE,
      verificationCode: sms!.code,
    };
    expect(await rig.call('register', { ...inTime, ...(await solvedCaptcha(rig)) })).toMatchObject({ userName: NEW_MOBILE });
  });

  it(`a code expires ${SMS_CODE_TTL_MS / 60_000} minutes after it was sent`, async () => {
    const sentAt = rig.clock.now;
    await send();
    const [sms] = await rig.hook<OutboxMessage[]>('outbox');
    rig.clock.now = sentAt + SMS_CODE_TTL_MS;
    const late = {
      method: 'mobile' as const,
      registerMethod: 'H5' as const,
      registerUrl: 'x',
      countryDialingCode: '95',
      mobileNum: NEW_MOBILE,
      verificationCode: sms!.code,
    };
    expect(await refusal(rig.call('register', { ...late, ...(await solvedCaptcha(rig)) }))).toMatchObject({ code: 'sms.expired' });
  });

  it(`one per number every ${SMS_RESEND_INTERVAL_MS / 1000} s, and at most ${SMS_MAX_PER_HOUR} an hour`, async () => {
    await send();
    expect(await refusal(send())).toMatchObject({ code: 'sms.tooMany', value: { retryAfterSeconds: SMS_RESEND_INTERVAL_MS / 1000 } });
    for (let sent = 1; sent < SMS_MAX_PER_HOUR; sent++) {
      rig.clock.now += SMS_RESEND_INTERVAL_MS;
      await send();
    }
    rig.clock.now += SMS_RESEND_INTERVAL_MS;
    // The first of the hour leaves the window 60 minutes after it was sent: 55 minutes from here.
    const wait = 60 * 60 - SMS_MAX_PER_HOUR * (SMS_RESEND_INTERVAL_MS / 1000);
    expect(await refusal(send())).toMatchObject({ code: 'sms.tooMany', value: { retryAfterSeconds: wait } });
    rig.clock.now += wait * 1000;
    expect(await send()).toMatchObject({ expirationTime: expect.any(Number) });
  });

  it(`at most ${SMS_MAX_PER_ADDRESS_PER_HOUR} an hour from one address, whatever the numbers: then sms.tooManyFromAddress with the wait`, async () => {
    const numbers = Array.from({ length: SMS_MAX_PER_ADDRESS_PER_HOUR + 1 }, (_, index) => `97520000${String(index).padStart(2, '0')}`);
    for (const mobileNum of numbers.slice(0, SMS_MAX_PER_ADDRESS_PER_HOUR)) {
      await send('register', mobileNum);
      rig.clock.now += 1000;
    }
    const refused = await refusal(send('register', numbers.at(-1)));
    const wait = 60 * 60 - SMS_MAX_PER_ADDRESS_PER_HOUR;
    expect(refused).toMatchObject({ code: 'sms.tooManyFromAddress', value: { retryAfterSeconds: wait } });
    expect(await sent()).toBe(SMS_MAX_PER_ADDRESS_PER_HOUR);
    // A number of a member, for another purpose: the address is still refused.
    expect(await refusal(send('login', '9750000001'))).toMatchObject({ code: 'sms.tooManyFromAddress' });
    rig.clock.now += wait * 1000;
    expect(await send('register', numbers.at(-1))).toMatchObject({ expirationTime: expect.any(Number) });
  });

  it('the test hook sms-limits/reset lets an address ask again; a number still waits its turn', async () => {
    for (let index = 0; index < SMS_MAX_PER_ADDRESS_PER_HOUR; index++) await send('register', `97530000${String(index).padStart(2, '0')}`);
    expect(await refusal(send())).toMatchObject({ code: 'sms.tooManyFromAddress' });
    await rig.hook('sms-limits/reset', {});
    await send();
    expect(await refusal(send())).toMatchObject({ code: 'sms.tooMany' });
  });

  describe('need a solved captcha (the bot check), checked before anything else; nothing is sent without one', () => {
    const request = { mobileNum: NEW_MOBILE, countryDialingCode: '95', purpose: 'register' as const };

    it.each([
      ['missing', {}, 'captcha.required'],
      ['empty', { captchaKey: '', captcha: '' }, 'captcha.required'],
      ['a key without an answer', { captchaKey: 'x', captcha: '' }, 'captcha.required'],
      ['garbage', { captchaKey: 'not-a-key', captcha: 'abc' }, 'captcha.invalid'],
      ['a made-up key with a number', { captchaKey: 'A'.repeat(22), captcha: '42' }, 'captcha.invalid'],
    ])('%s: %s', async (_case, botCheck, code) => {
      expect(await refusal(rig.call('sendSmsCode', { ...request, ...botCheck }))).toMatchObject({ code });
      expect(await sent()).toBe(0);
    });

    it('a wrong answer, and a right answer used twice', async () => {
      const solved = await solvedCaptcha(rig);
      const wrong = String(Number(solved.captcha) + 1);
      expect(await refusal(rig.call('sendSmsCode', { ...request, captchaKey: solved.captchaKey, captcha: wrong }))).toMatchObject({
        code: 'captcha.invalid',
      });
      expect(await refusal(rig.call('sendSmsCode', { ...request, ...solved }))).toMatchObject({ code: 'captcha.invalid' }); // used up by the wrong try
      const fresh = await solvedCaptcha(rig);
      await rig.call('sendSmsCode', { ...request, ...fresh });
      rig.clock.now += SMS_RESEND_INTERVAL_MS;
      expect(await refusal(rig.call('sendSmsCode', { ...request, ...fresh }))).toMatchObject({ code: 'captcha.invalid' });
      expect(await sent()).toBe(1);
    });

    it('an unregistered number for login is refused only after the bot check (no number lookup for free)', async () => {
      expect(await refusal(rig.call('sendSmsCode', { ...request, purpose: 'login' }))).toMatchObject({ code: 'captcha.required' });
      expect(await refusal(send('login'))).toMatchObject({ code: 'member.notFound' });
    });
  });

  it(`a code dies after ${SMS_MAX_WRONG_ATTEMPTS} wrong guesses`, async () => {
    const code = await smsCode(rig, NEW_MOBILE, 'register');
    const wrong = code === '000000' ? '111111' : '000000';
    const attempt = async (verificationCode: string) =>
      rig.call('register', {
        method: 'mobile',
        registerMethod: 'H5',
        registerUrl: 'x',
        countryDialingCode: '95',
        mobileNum: NEW_MOBILE,
        verificationCode,
        ...(await solvedCaptcha(rig)),
      });
    for (let i = 0; i < SMS_MAX_WRONG_ATTEMPTS; i++) expect(await refusal(attempt(wrong))).toMatchObject({ code: 'sms.invalid' });
    expect(await refusal(attempt(code))).toMatchObject({ code: 'sms.invalid' });
  });

  it('are only sent for log-in or a new password to numbers that have an account', async () => {
    expect(await refusal(send('login'))).toMatchObject({ code: 'member.notFound' });
    expect(await refusal(send('password'))).toMatchObject({ code: 'member.notFound' });
  });
});
