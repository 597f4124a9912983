// Forgotten and changed passwords (A §2, §4, §5, §8), over HTTP with the site's own client.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { USER_FAILURES_BEFORE_LOCK } from './accounts/login-guard.ts';
import type { OutboxMessage } from './accounts/outbox.ts';
import { refusal, smsCode, solvedCaptcha, startRig, type AccountRig } from './testing/index.ts';
import { DEMO_PASSWORD } from './data/accounts.ts';

const MEMBER = { username: 'demo_member', mobileNum: '9750000001', email: 'demo_member@example.com' };

let rig: AccountRig;
beforeAll(async () => {
  rig = await startRig();
});
afterAll(() => rig.close());
beforeEach(() => rig.reset());

const logIn = (password: string, username = MEMBER.username) => rig.call('login', { type: 'username', username, password });

describe('forgotten password by e-mail', () => {
  it("sends a reset note to the member's address when user name and e-mail match", async () => {
    expect(await rig.call('forgotPasswordEmail', { username: ' demo_member ', email: ' Demo_Member@Example.com ' })).toEqual({ sent: true });
    const [mail] = await rig.hook<OutboxMessage[]>('outbox');
    expect(mail).toMatchObject({ kind: 'email', to: MEMBER.email });
    expect(mail!.text).toContain('demo_member');
    expect(mail!.text).not.toContain(DEMO_PASSWORD);
    expect(await logIn(DEMO_PASSWORD)).toMatchObject({ userName: 'demo_member' }); // nothing changed yet
  });

  it('refuses a bad address with email.invalid, and a pair that does not match with email.notMatching', async () => {
    expect(await refusal(rig.call('forgotPasswordEmail', { username: MEMBER.username, email: 'demo_member@' }))).toMatchObject({ code: 'email.invalid' });
    expect(await refusal(rig.call('forgotPasswordEmail', { username: MEMBER.username, email: 'demo_agent@example.com' }))).toMatchObject({
      code: 'email.notMatching',
    });
    expect(await refusal(rig.call('forgotPasswordEmail', { username: 'nobody_here', email: MEMBER.email }))).toMatchObject({ code: 'email.notMatching' });
    expect(await rig.hook<OutboxMessage[]>('outbox')).toEqual([]);
  });
});

describe('set password by phone', () => {
  const setByPhone = (newPassword: string, verificationCode: string) =>
    rig.call('setPasswordByPhone', { newPassword, mobileNum: MEMBER.mobileNum, countryDialingCode: '95', verificationCode });

  it("sets the new password with the code sent for it, and ends the member's sessions", async () => {
    const { token } = await logIn(DEMO_PASSWORD);
    expect(await setByPhone('Changed123', await smsCode(rig, MEMBER.mobileNum, 'password'))).toEqual({ userName: 'demo_member' });
    expect(await logIn('Changed123')).toMatchObject({ userName: 'demo_member' });
    expect(await refusal(rig.call('wallet', {}, { token }))).toMatchObject({ kind: 'loggedOut' });
  });

  it("lifts the user name's lock-out: the automatic log-in that follows (A §4) needs neither a wait nor a captcha", async () => {
    for (let i = 0; i < USER_FAILURES_BEFORE_LOCK; i++)
      await refusal(rig.call('login', { type: 'username', username: MEMBER.username, password: 'Wrong1234', ...(await solvedCaptcha(rig)) }));
    expect(await refusal(logIn(DEMO_PASSWORD))).toMatchObject({ code: 'login.locked' });
    await setByPhone('Changed123', await smsCode(rig, MEMBER.mobileNum, 'password'));
    expect(await logIn('Changed123')).toMatchObject({ userName: 'demo_member' });
  });

  it('refuses the old password with modify.new.old.same and keeps the code for another try', async () => {
    const code = await smsCode(rig, MEMBER.mobileNum, 'password');
    expect(await refusal(setByPhone(DEMO_PASSWORD, code))).toMatchObject({ code: 'modify.new.old.same' });
    expect(await setByPhone('Changed123', code)).toEqual({ userName: 'demo_member' });
    // Used now: the same code cannot set a password twice.
    expect(await refusal(setByPhone('Other1234', code))).toMatchObject({ code: 'sms.invalid' });
  });

  it("refuses a wrong code, another purpose's code, a weak password and an unknown number", async () => {
    const loginCode = await smsCode(rig, MEMBER.mobileNum, 'login');
    expect(await refusal(setByPhone('Changed123', loginCode))).toMatchObject({ code: 'sms.invalid' });
    rig.clock.now += 60_000;
    const code = await smsCode(rig, MEMBER.mobileNum, 'password');
    expect(await refusal(setByPhone('short1', code === '000000' ? '111111' : '000000'))).toMatchObject({ code: 'sms.invalid' });
    expect(await refusal(setByPhone('onlyletters', code))).toMatchObject({ code: 'request.invalid', value: { field: 'newPassword' } });
    expect(
      await refusal(rig.call('setPasswordByPhone', { newPassword: 'Changed123', mobileNum: '9999999', countryDialingCode: '95', verificationCode: code })),
    ).toMatchObject({ code: 'member.notFound' });
    expect(await logIn(DEMO_PASSWORD)).toMatchObject({ userName: 'demo_member' });
  });
});

describe('change password', () => {
  const change = (token: string, oldPassword: string, newPassword: string, confirmNewPassword = newPassword) =>
    rig.call('changePassword', { oldPassword, newPassword, confirmNewPassword }, { token });

  it("changes it: this session stays, the member's other sessions end, the new password logs in", async () => {
    const other = (await logIn(DEMO_PASSWORD)).token;
    const { token } = await logIn(DEMO_PASSWORD);
    expect(await change(token, DEMO_PASSWORD, 'Changed123')).toEqual({ changed: true });
    expect(await rig.call('wallet', {}, { token })).toEqual({ sumBalance: '1520.75' });
    expect(await refusal(rig.call('wallet', {}, { token: other }))).toMatchObject({ kind: 'loggedOut' });
    expect(await logIn('Changed123')).toMatchObject({ userName: 'demo_member' });
  });

  it('refuses a wrong old password, the same password, a confirmation that differs and a weak password', async () => {
    const { token } = await logIn(DEMO_PASSWORD);
    expect(await refusal(change(token, 'Wrong1234', 'Changed123'))).toMatchObject({ code: 'password.oldWrong' });
    expect(await refusal(change(token, DEMO_PASSWORD, DEMO_PASSWORD))).toMatchObject({ code: 'modify.new.old.same' });
    expect(await refusal(change(token, DEMO_PASSWORD, 'Changed123', 'Changed124'))).toMatchObject({ code: 'password.mismatch' });
    expect(await refusal(change(token, DEMO_PASSWORD, 'abc'))).toMatchObject({ code: 'request.invalid' });
    expect(await logIn(DEMO_PASSWORD)).toMatchObject({ userName: 'demo_member' });
  });
});
