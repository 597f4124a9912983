// Security centre calls (issue 23), over HTTP with the site's own client.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OutboxMessage } from './accounts/outbox.ts';
import { refusal, smsCode, solvedCaptcha, startRig, type AccountRig } from './testing/index.ts';
import { DEMO_DIALING_CODE, DEMO_PASSWORD } from './data/accounts.ts';

let rig: AccountRig;
beforeAll(async () => {
  rig = await startRig();
});
afterAll(() => rig.close());
beforeEach(() => rig.reset());

const tokenOf = async (username: string) => (await rig.call('login', { type: 'username', username, password: DEMO_PASSWORD })).token;
const info = (token: string) => rig.call('securityInfo', {}, { token });
const FREE_NUMBER = '9612345678';

describe('security info', () => {
  it('answers what is set and bound, contact details masked', async () => {
    const token = await tokenOf('demo_member');
    expect(await info(token)).toEqual({
      loginPasswordSet: true,
      paymentPasswordSet: false,
      mobile: { dialingCode: '95', number: '9•••••001' },
      email: 'd•••@example.com',
    });
    const answer = JSON.stringify(await info(token));
    expect(answer).not.toContain('9750000001');
    expect(answer).not.toContain('demo_member@');
  });

  it('refuses a trial account and a guest', async () => {
    const { token } = await rig.call('trialLogin', {});
    expect(await refusal(info(token))).toMatchObject({ code: 'account.trial' });
    expect(await refusal(rig.call('securityInfo', {}))).toMatchObject({ kind: 'loggedOut' });
  });
});

describe('payment password', () => {
  const set = (token: string, newPassword: string, loginPassword: string | null = DEMO_PASSWORD, confirmPassword = newPassword) =>
    rig.call('setPaymentPassword', { ...(loginPassword !== null && { loginPassword }), newPassword, confirmPassword }, { token });

  it('is set once (login password + new + confirm), then only changed with the old one', async () => {
    const token = await tokenOf('demo_member');
    expect(await refusal(set(token, '135790', DEMO_PASSWORD, '135791'))).toMatchObject({ code: 'password.mismatch' });
    expect(await refusal(set(token, '135790', null)), 'the login password first').toMatchObject({
      code: 'request.invalid',
      value: { field: 'loginPassword' },
    });
    expect(await refusal(set(token, '135790', 'Wrong1234'))).toMatchObject({ code: 'password.loginWrong', value: { field: 'loginPassword' } });
    expect(await set(token, '135790')).toEqual({ paymentPasswordSet: true });
    expect(await info(token)).toMatchObject({ paymentPasswordSet: true });
    // A second set would let a stolen session replace it without the old one.
    expect(await refusal(set(token, '246801'))).toMatchObject({ code: 'request.invalid' });
    const change = (oldPassword: string, newPassword: string, confirmPassword = newPassword) =>
      rig.call('changePaymentPassword', { oldPassword, newPassword, confirmPassword }, { token });
    expect(await refusal(change('000000', '246801'))).toMatchObject({ code: 'password.oldWrong', value: { field: 'oldPassword' } });
    expect(await refusal(change('135790', '135790'))).toMatchObject({ code: 'modify.new.old.same' });
    expect(await change('135790', '246801')).toEqual({ paymentPasswordSet: true });
    expect(await refusal(change('135790', '111111')), 'the old one no longer works').toMatchObject({ code: 'password.oldWrong' });
    expect(await change('246801', '111111')).toEqual({ paymentPasswordSet: true });
  });

  it('takes exactly six digits, and changes nothing that is not set', async () => {
    const token = await tokenOf('demo_agent');
    for (const bad of ['12345', '1234567', '12345a', ' 123456'])
      expect(await refusal(set(token, bad)), bad).toMatchObject({
        code: 'request.invalid',
      });
    expect(
      await refusal(rig.call('changePaymentPassword', { oldPassword: '123456', newPassword: '654321', confirmPassword: '654321' }, { token })),
    ).toMatchObject({ code: 'request.invalid' });
  });

  it('stores only a hash: the login password is not the payment password', async () => {
    const token = await tokenOf('demo_member');
    await set(token, '135790');
    const row = rig.sandbox.db.prepare("SELECT payment_password_hash FROM members WHERE username = 'demo_member'").get() as { payment_password_hash: string };
    expect(row.payment_password_hash).toMatch(/^scrypt\$/);
    expect(row.payment_password_hash).not.toContain('135790');
  });
});

describe('forgotten payment password (issue 34 item 6)', () => {
  const reset = (token: string, verificationCode: string, loginPassword = DEMO_PASSWORD, newPassword = '246801') =>
    rig.call('resetPaymentPassword', { loginPassword, verificationCode, newPassword, confirmPassword: newPassword }, { token });

  it('a code to the bound mobile and the login password set a new one, and end the lock from wrong tries', async () => {
    const token = await tokenOf('demo_member');
    await rig.call('setPaymentPassword', { loginPassword: DEMO_PASSWORD, newPassword: '135790', confirmPassword: '135790' }, { token });
    rig.sandbox.db.prepare("UPDATE members SET payment_password_locked_until = ? WHERE username = 'demo_member'").run(Date.now() + 60 * 60_000);
    expect((await rig.call('withdrawOptions', {}, { token })).lockedUntil).not.toBeNull();
    expect(await rig.call('sendPaymentResetCode', {}, { token })).toMatchObject({ mobile: { dialingCode: '95', number: '9•••••001' } });
    const code = (await rig.hook<OutboxMessage[]>('outbox')).find((message) => message.kind === 'sms')!.code!;
    const wrongCode = code === '000000' ? '000001' : '000000';
    expect(await refusal(reset(token, wrongCode))).toMatchObject({ code: 'sms.invalid' });
    expect(await refusal(reset(token, code, 'Wrong1234'))).toMatchObject({ code: 'password.loginWrong' });
    expect(await reset(token, code)).toEqual({ paymentPasswordSet: true });
    expect(await rig.call('withdrawOptions', {}, { token })).toMatchObject({ lockedUntil: null, attemptsLeft: 5 });
    expect(await refusal(reset(token, code, DEMO_PASSWORD, '111111')), 'the code is used up').toMatchObject({ code: 'sms.invalid' });
    // The new one works for a change; the old one does not.
    expect(
      await refusal(rig.call('changePaymentPassword', { oldPassword: '135790', newPassword: '111111', confirmPassword: '111111' }, { token })),
    ).toMatchObject({ code: 'password.oldWrong' });
    expect(await rig.call('changePaymentPassword', { oldPassword: '246801', newPassword: '111111', confirmPassword: '111111' }, { token })).toEqual({
      paymentPasswordSet: true,
    });
  });

  it('without a bound mobile, no code goes out: paymentPassword.noMobile (customer service)', async () => {
    const member = await rig.hook<{ token: string }>('member', { balance: '10', paymentPassword: '135790' });
    expect(await refusal(rig.call('sendPaymentResetCode', {}, { token: member.token }))).toMatchObject({ code: 'paymentPassword.noMobile' });
    expect(await refusal(reset(member.token, '123456'))).toMatchObject({ code: 'paymentPassword.noMobile' });
  });
});

describe('bind mobile', () => {
  const bind = (token: string, verificationCode: string, mobileNum = FREE_NUMBER) =>
    rig.call('bindMobile', { mobileNum, countryDialingCode: DEMO_DIALING_CODE, verificationCode }, { token });

  it('refuses a wrong code, binds with the right one (used once), and answers the number masked', async () => {
    const token = await tokenOf('demo_member');
    const code = await smsCode(rig, FREE_NUMBER, 'bind');
    const wrong = code === '000000' ? '000001' : '000000';
    expect(await refusal(bind(token, wrong))).toMatchObject({ code: 'sms.invalid' });
    expect(await info(token)).toMatchObject({ mobile: { number: '9•••••001' } }); // nothing changed
    expect(await bind(token, code)).toEqual({ mobile: { dialingCode: '95', number: '9•••••678' } });
    expect(await info(token)).toMatchObject({ mobile: { dialingCode: '95', number: '9•••••678' } });
    // The new number logs in by SMS; the old one belongs to nobody now.
    expect(
      await refusal(rig.call('sendSmsCode', { mobileNum: '9750000001', countryDialingCode: '95', purpose: 'login', ...(await solvedCaptcha(rig)) })),
    ).toMatchObject({
      code: 'member.notFound',
    });
  });

  it("refuses a code sent for another purpose, and a number that is another member's", async () => {
    const token = await tokenOf('demo_member');
    const loginCode = await smsCode(rig, '9750000002', 'login'); // demo_agent's number
    expect(await refusal(bind(token, loginCode, '9750000002'))).toMatchObject({ code: 'mobile.exists' });
    // Asking for a bind code to a taken number is refused before any SMS goes out.
    const before = (await rig.hook<OutboxMessage[]>('outbox')).length;
    expect(
      await refusal(rig.call('sendSmsCode', { mobileNum: '9750000002', countryDialingCode: '95', purpose: 'bind', ...(await solvedCaptcha(rig)) })),
    ).toMatchObject({ code: 'mobile.exists' });
    expect((await rig.hook<OutboxMessage[]>('outbox')).length).toBe(before);
    const registerCode = await smsCode(rig, FREE_NUMBER, 'register');
    expect(await refusal(bind(token, registerCode))).toMatchObject({ code: 'sms.invalid' });
  });
});

describe('bind e-mail', () => {
  it('checks the format and binds the address, answered masked', async () => {
    const token = await tokenOf('demo_member');
    for (const bad of ['not-an-email', 'a@b', 'x@example.c'])
      expect(await refusal(rig.call('bindEmail', { email: bad }, { token })), bad).toMatchObject({ code: 'email.invalid' });
    expect(await refusal(rig.call('bindEmail', { email: `${'a'.repeat(250)}@example.com` }, { token }))).toMatchObject({ code: 'request.invalid' });
    expect(await rig.call('bindEmail', { email: ' new.name@example.org ' }, { token })).toEqual({ email: 'n•••@example.org' });
    expect(await info(token)).toMatchObject({ email: 'n•••@example.org' });
  });
});
