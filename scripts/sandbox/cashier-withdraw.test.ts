// The withdrawal half of the cashier (issue 24), over HTTP with the site's own client (lotus: MMK,
// withdrawals of 10,000 to 5,000,000, no fee, 5 a day and 10,000,000 a day; harbor for the fee).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BANK_ACCOUNTS_MAX } from '../../src/contract/limits.ts';
import { fromMinor, toMinor } from '../../src/lib/minor-units.ts';
import { post } from './accounts/ledger.ts';
import { PAYMENT_PASSWORD_ATTEMPTS, PAYMENT_PASSWORD_LOCK_MS } from './accounts/payment-password.ts';
import { refusal, startRig, type AccountRig } from './testing/index.ts';
import { DEMO_PASSWORD } from './data/accounts.ts';

const PIN = '135790';
const WRONG_PIN = '000000';
/** demo_agent: a real account (type 1) of 98,200.50, payee Khin Mar Win, no bets. */
const AGENT = 'demo_agent';
const AGENT_PAYEE = 'Khin Mar Win';
/** Its main wallet: the total less the vendor wallets' 20 % and 10 % (accounts/wallets.ts). */
const AGENT_MAIN = '68740.35';
const KBZ_NUMBER = '12345678901234821';

const requestId = () => crypto.randomUUID();

let rig: AccountRig;
beforeAll(async () => {
  rig = await startRig();
});
afterAll(() => rig.close());
beforeEach(() => rig.reset());

const tokenOf = async (username: string) => (await rig.hook<{ token: string }>('session', { username })).token;
const idOf = (username: string) => (rig.sandbox.db.prepare('SELECT id FROM members WHERE username = ?').get(username) as { id: number }).id;
const balance = async (token: string) => (await rig.call('wallet', {}, { token })).sumBalance;
const options = (token: string) => rig.call('withdrawOptions', {}, { token });
const addAccount = (token: string, bankCode: string, accountNumber: string, accountName: string, id = requestId()) =>
  rig.call('addBankAccount', { requestId: id, bankCode, accountNumber, accountName }, { token });
const withdraw = (token: string, accountId: string, amount: string, paymentPassword = PIN, id = requestId()) =>
  rig.call('withdraw', { requestId: id, accountId, amount, paymentPassword }, { token });
const count = (sql: string, ...params: (string | number)[]) => (rig.sandbox.db.prepare(sql).get(...params) as { n: number }).n;

/** A member ready to withdraw: payment password set, one KBZ account; its token and the account's id. */
async function readyToWithdraw(username = AGENT, payee = AGENT_PAYEE): Promise<{ token: string; accountId: string }> {
  const token = await tokenOf(username);
  await rig.call('setPaymentPassword', { loginPassword: DEMO_PASSWORD, newPassword: PIN, confirmPassword: PIN }, { token });
  const account = await addAccount(token, 'KBZ', KBZ_NUMBER, payee);
  return { token, accountId: account.id };
}

/** A bet the member placed now (on any game): `valid` counts for turnover. */
function placeBet(username: string, valid: string): void {
  rig.sandbox.db
    .prepare(
      `INSERT INTO bets (member_id, placed_at, cents, valid_cents, win_loss_cents, settled, node_id, game_name, game_type, vassalage)
       SELECT ?, ?, ?, ?, 0, 1, node_id, game_name, game_type, vassalage FROM games LIMIT 1`,
    )
    .run(idOf(username), rig.clock.now, toMinor(valid)!, toMinor(valid)!);
}

describe('payout banks and bank accounts', () => {
  it("lists the brand's banks and e-wallets with their number formats", async () => {
    const { banks } = await rig.call('payoutBanks', {}, { token: await tokenOf('demo_member') });
    expect(banks.map(({ code }) => code)).toEqual(['KBZ', 'AYA', 'CB', 'KBZPAY', 'WAVEPAY']);
    expect(banks[0]).toEqual({ code: 'KBZ', name: 'KBZ Bank', kind: 'BANK', accountDigits: { min: 17, max: 17 }, accountPrefix: null });
    expect(banks.find(({ code }) => code === 'KBZPAY')).toMatchObject({ kind: 'EWALLET', accountDigits: { min: 9, max: 11 }, accountPrefix: '09' });
  });

  it("takes a number only in its bank's format, and answers it masked", async () => {
    const token = await tokenOf('demo_member');
    const invalid = { code: 'bankAccount.invalid' };
    expect(await refusal(addAccount(token, 'KBZ', '1234567890123482', 'Aung Min Thu')), '16 digits').toMatchObject({
      ...invalid,
      value: { field: 'accountNumber', min: 17, max: 17, prefix: null },
    });
    expect(await refusal(addAccount(token, 'KBZPAY', '0812345678', 'Aung Min Thu')), 'not 09').toMatchObject({ ...invalid, value: { prefix: '09' } });
    expect(await refusal(addAccount(token, 'KBZPAY', '091234567890', 'Aung Min Thu')), '12 digits').toMatchObject(invalid);
    expect(await refusal(addAccount(token, 'NOPE', KBZ_NUMBER, 'Aung Min Thu')), 'no such bank').toMatchObject({ ...invalid, value: { field: 'bankCode' } });
    expect(await addAccount(token, 'KBZ', KBZ_NUMBER, 'Aung Min Thu')).toMatchObject({
      bankCode: 'KBZ',
      bankName: 'KBZ Bank',
      kind: 'BANK',
      accountName: 'Aung Min Thu',
      accountNumber: '••••4821',
    });
    expect(await addAccount(token, 'WAVEPAY', '09750000001', 'Aung Min Thu')).toMatchObject({ kind: 'EWALLET', accountNumber: '••••0001' });
    const answer = JSON.stringify(await options(token));
    expect(answer).not.toContain(KBZ_NUMBER);
    expect(answer).not.toContain('09750000001');
  });

  it('carries the registered payee name; the first account registers one where there is none', async () => {
    const member = await tokenOf('demo_member');
    expect((await options(member)).payeeName).toBe('Aung Min Thu');
    expect(await refusal(addAccount(member, 'KBZ', KBZ_NUMBER, 'Someone Else'))).toMatchObject({ code: 'payee.mismatch', value: { field: 'accountName' } });
    expect((await addAccount(member, 'KBZ', KBZ_NUMBER, '  aung   MIN thu ')).accountName, 'case and spaces aside').toBe('Aung Min Thu');

    const empty = await tokenOf('demo_empty');
    expect((await options(empty)).payeeName).toBeNull();
    await addAccount(empty, 'CB', '1234567890123456', 'Su Su Hlaing');
    expect((await options(empty)).payeeName).toBe('Su Su Hlaing');
    expect(await refusal(addAccount(empty, 'AYA', '1234567890123456', 'Another Name'))).toMatchObject({ code: 'payee.mismatch' });
  });

  it('refuses a payee name with markup, as registration does: nothing is saved, no payee name is registered', async () => {
    const empty = await tokenOf('demo_empty');
    for (const name of ['"><img src=x onerror=alert(1)>', 'Tom & Jerry', "O'Brien", 'A'])
      expect(await refusal(addAccount(empty, 'CB', '1234567890123456', name)), name).toMatchObject({ code: 'request.invalid' });
    expect((await options(empty)).payeeName).toBeNull();
    expect(count('SELECT COUNT(*) AS n FROM bank_accounts WHERE member_id = ?', idOf('demo_empty'))).toBe(0);
  });

  it('refuses an account saved already (by anyone) and more than the most; a repeated request id adds one', async () => {
    const token = await tokenOf('demo_member');
    const id = requestId();
    const [first, again] = await Promise.all([
      addAccount(token, 'KBZ', KBZ_NUMBER, 'Aung Min Thu', id),
      addAccount(token, 'KBZ', KBZ_NUMBER, 'Aung Min Thu', id),
    ]);
    expect(again).toEqual(first);
    expect(count('SELECT count(*) AS n FROM bank_accounts WHERE member_id = ?', idOf('demo_member'))).toBe(1);
    expect(await refusal(addAccount(token, 'KBZ', KBZ_NUMBER, 'Aung Min Thu'))).toMatchObject({ code: 'bankAccount.exists' });
    expect(await refusal(addAccount(await tokenOf(AGENT), 'KBZ', KBZ_NUMBER, AGENT_PAYEE)), "another member's").toMatchObject({ code: 'bankAccount.exists' });

    for (let i = 1; i < BANK_ACCOUNTS_MAX; i++) await addAccount(token, 'CB', `123456789012345${i}`, 'Aung Min Thu');
    expect((await options(token)).accounts).toHaveLength(BANK_ACCOUNTS_MAX);
    expect(await refusal(addAccount(token, 'CB', '1234567890123459', 'Aung Min Thu'))).toMatchObject({
      code: 'bankAccount.tooMany',
      value: { max: BANK_ACCOUNTS_MAX },
    });
  });

  it('is for real accounts only', async () => {
    const { token } = await rig.call('trialLogin', {});
    expect(await refusal(addAccount(token, 'KBZ', KBZ_NUMBER, 'Trial'))).toMatchObject({ code: 'account.notReal' });
    expect(await refusal(options(token))).toMatchObject({ code: 'account.notReal' });
    expect(await refusal(withdraw(token, '1', '10000'))).toMatchObject({ code: 'account.notReal' });
  });
});

describe('withdraw: refusals in order, with what the player needs', () => {
  it('payment password first, then turnover, amount, account, balance', async () => {
    const token = await tokenOf(AGENT);
    expect(await refusal(withdraw(token, '1', '10000'))).toMatchObject({ code: 'paymentPassword.required' });
    const { accountId } = await readyToWithdraw();

    await rig.hook('turnover', { username: AGENT, amount: '1250' });
    expect(await refusal(withdraw(token, accountId, '10000', WRONG_PIN)), 'the password before the turnover').toMatchObject({
      code: 'paymentPassword.wrong',
    });
    expect(await refusal(withdraw(token, accountId, '10000'))).toMatchObject({ code: 'withdraw.turnover', value: { remaining: '1250.00' } });
    placeBet(AGENT, '1000.50');
    expect(await options(token)).toMatchObject({
      turnover: { required: '1250.00', done: '1000.50', remaining: '249.50', sources: [{ kind: 'ADJUSTMENT', name: null, required: '1250.00' }] },
      withdrawable: '0.00', // the turnover holds it all
      available: AGENT_MAIN,
    });
    expect(await refusal(withdraw(token, accountId, '10000'))).toMatchObject({ code: 'withdraw.turnover', value: { remaining: '249.50' } });
    placeBet(AGENT, '249.50');
    expect(await options(token)).toMatchObject({ turnover: { remaining: '0.00', sources: [] }, withdrawable: AGENT_MAIN, bonus: '0.00' });

    const range = { min: '10000.00', max: '5000000.00' };
    expect(await refusal(withdraw(token, accountId, '0'))).toMatchObject({ code: 'amount.invalid' });
    expect(await refusal(withdraw(token, accountId, '9999.99'))).toMatchObject({ code: 'amount.belowMin', value: range });
    expect(await refusal(withdraw(token, accountId, '5000000.01'))).toMatchObject({ code: 'amount.aboveMax', value: range });
    const others = await addAccount(await tokenOf('demo_member'), 'CB', '1234567890123456', 'Aung Min Thu');
    expect(await refusal(withdraw(token, others.id, '10000')), "another member's account").toMatchObject({
      code: 'request.invalid',
      value: { field: 'accountId' },
    });
    expect((await options(token)).available).toBe(AGENT_MAIN);
    expect(await refusal(withdraw(token, accountId, '68740.36')), 'a cent over the main wallet').toMatchObject({ code: 'balance.insufficient' });
    expect(await balance(token), 'nothing moved').toBe('98200.50');
    expect(await withdraw(token, accountId, AGENT_MAIN)).toMatchObject({ amount: AGENT_MAIN, fee: '0.00', payout: AGENT_MAIN, status: 'PENDING' });
    expect((await options(token)).available).toBe('0.00');
  });

  it('counts the day (platform clock): 5 withdrawals, 10,000,000, both again the next day', async () => {
    const { token, accountId } = await readyToWithdraw();
    expect((await options(token)).available, 'the vendor wallets are made from the total on the first ask').toBe(AGENT_MAIN);
    post(rig.sandbox.db, idOf(AGENT), { type: 'J', cents: toMinor('10000000')!, detail: 'test: a rich agent', at: rig.clock.now });
    await withdraw(token, accountId, '5000000');
    await withdraw(token, accountId, '4999000');
    expect(await refusal(withdraw(token, accountId, '10000'))).toMatchObject({ code: 'withdraw.dailyAmount', value: { left: '1000.00' } });
    expect((await options(token)).daily).toEqual({ countLimit: 5, countUsed: 2, amountLimit: '10000000.00', amountUsed: '9999000.00' });

    rig.clock.now += 8 * 60 * 60_000; // 17:00 → 01:00 on the platform clock (UTC+7): the next day
    for (let i = 0; i < 5; i++) await withdraw(token, accountId, '10000');
    expect(await refusal(withdraw(token, accountId, '10000'))).toMatchObject({ code: 'withdraw.dailyCount', value: { max: 5 } });
    expect((await options(token)).daily).toMatchObject({ countUsed: 5, amountUsed: '50000.00' });
  });
});

describe('payment password attempts', () => {
  it(`counts down, locks after ${PAYMENT_PASSWORD_ATTEMPTS} wrong in a row for 30 minutes, and the count survives each refusal`, async () => {
    const { token, accountId } = await readyToWithdraw();
    for (let left = PAYMENT_PASSWORD_ATTEMPTS - 1; left > 0; left--) {
      expect(await refusal(withdraw(token, accountId, '10000', WRONG_PIN))).toMatchObject({ code: 'paymentPassword.wrong', value: { attemptsLeft: left } });
      expect((await options(token)).attemptsLeft, 'written although the withdrawal was refused').toBe(left);
    }
    const lockSeconds = PAYMENT_PASSWORD_LOCK_MS / 1000;
    expect(lockSeconds).toBe(1800);
    expect(await refusal(withdraw(token, accountId, '10000', WRONG_PIN)), 'the last wrong one locks').toMatchObject({
      code: 'paymentPassword.locked',
      value: { retryAfterSeconds: lockSeconds },
    });
    rig.clock.now += 10 * 60_000;
    expect(await refusal(withdraw(token, accountId, '10000')), 'the right one waits too').toMatchObject({
      code: 'paymentPassword.locked',
      value: { retryAfterSeconds: lockSeconds - 600 },
    });
    expect(await options(token)).toMatchObject({ attemptsLeft: 0, lockedUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) });
    expect(await balance(token)).toBe('98200.50');

    rig.clock.now += 20 * 60_000;
    expect(await options(token)).toMatchObject({ attemptsLeft: PAYMENT_PASSWORD_ATTEMPTS, lockedUntil: null });
    expect(await withdraw(token, accountId, '10000')).toMatchObject({ status: 'PENDING' });
  });

  it('a right one starts the count again, even when the withdrawal is refused for something else', async () => {
    const { token, accountId } = await readyToWithdraw();
    await refusal(withdraw(token, accountId, '10000', WRONG_PIN));
    await refusal(withdraw(token, accountId, '10000', WRONG_PIN));
    expect((await options(token)).attemptsLeft).toBe(3);
    expect(await refusal(withdraw(token, accountId, '1'))).toMatchObject({ code: 'amount.belowMin' });
    expect((await options(token)).attemptsLeft).toBe(PAYMENT_PASSWORD_ATTEMPTS);
  });

  it('wrong tries sent together all count', async () => {
    const { token, accountId } = await readyToWithdraw();
    const answers = await Promise.all(Array.from({ length: 7 }, () => refusal(withdraw(token, accountId, '10000', WRONG_PIN))));
    expect(answers.filter(({ code }) => code === 'paymentPassword.locked').length).toBeGreaterThanOrEqual(3);
    expect(await refusal(withdraw(token, accountId, '10000'))).toMatchObject({ code: 'paymentPassword.locked' });
  });
});

describe('withdraw: the money moves once', () => {
  it('takes the money at once: a pending order, a held ledger debit, the balance down', async () => {
    const { token, accountId } = await readyToWithdraw();
    const order = await withdraw(token, accountId, '12345.67');
    expect(order).toMatchObject({
      orderId: expect.stringMatching(/^W\d{8}[0-9A-F]{8}$/),
      amount: '12345.67',
      fee: '0.00',
      payout: '12345.67',
      status: 'PENDING',
      account: { id: accountId, bankName: 'KBZ Bank', accountNumber: '••••4821', accountName: AGENT_PAYEE },
    });
    expect(await balance(token)).toBe('85854.83');
    const { pending, available } = await options(token);
    expect(pending).toEqual([order]);
    expect(available).toBe(fromMinor(toMinor(AGENT_MAIN)! - toMinor('12345.67')!));
  });

  it('a double submit with one request id makes one withdrawal and one debit', async () => {
    const { token, accountId } = await readyToWithdraw();
    const id = requestId();
    const answers = await Promise.all([withdraw(token, accountId, '10000', PIN, id), withdraw(token, accountId, '10000', PIN, id)]);
    expect(answers[1]).toEqual(answers[0]);
    expect(await withdraw(token, accountId, '10000', PIN, id), 'a retry later').toEqual(answers[0]);
    expect(count('SELECT count(*) AS n FROM withdrawals')).toBe(1);
    expect(count('SELECT count(*) AS n FROM ledger WHERE reference = ?', answers[0].orderId)).toBe(1);
    expect(await balance(token)).toBe('88200.50');
  });

  it('10 withdrawals at once, more than the balance: exactly as many succeed as it allows, never below zero', async () => {
    const { token, accountId } = await readyToWithdraw();
    // The main wallet holds 68,740.35: three of 20,000 fit, the fourth would take it below zero.
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => withdraw(token, accountId, '20000')));
    const done = results.filter((result) => result.status === 'fulfilled');
    expect(done).toHaveLength(3);
    for (const result of results.filter((result) => result.status === 'rejected')) {
      expect((result as PromiseRejectedResult).reason).toMatchObject({ code: 'balance.insufficient' });
    }
    expect(await balance(token)).toBe('38200.50');
    expect((await options(token)).available).toBe('8740.35');
    expect(count("SELECT count(*) AS n FROM ledger WHERE member_id = ? AND type = 'W' AND status = 'PENDING'", idOf(AGENT))).toBe(3);
    expect(count('SELECT count(*) AS n FROM members WHERE balance_cents < 0')).toBe(0);
  });
});

describe('the back office (POST /__sandbox/withdrawal)', () => {
  type Settled = { orderId: string; status: string; changed: boolean };

  it('pays out once: the order and its record end SUCCESS, the balance stays down', async () => {
    const { token, accountId } = await readyToWithdraw();
    const { orderId } = await withdraw(token, accountId, '10000');
    expect(await rig.hook<Settled>('withdrawal', { orderId, status: 'SUCCESS' })).toEqual({ orderId, status: 'SUCCESS', changed: true });
    expect(await rig.hook<Settled>('withdrawal', { orderId, status: 'FAILED' }), 'paid is paid').toEqual({ orderId, status: 'SUCCESS', changed: false });
    expect(await balance(token)).toBe('88200.50');
    expect((await options(token)).pending).toEqual([]);
    const row = rig.sandbox.db.prepare('SELECT status, cents, balance_after_cents FROM ledger WHERE reference = ?').get(orderId);
    expect(row).toEqual({ status: 'SUCCESS', cents: -1_000_000, balance_after_cents: 8_820_050 });
  });

  it('rejects once: the money goes back, a second answer changes nothing', async () => {
    const { token, accountId } = await readyToWithdraw();
    const { orderId } = await withdraw(token, accountId, '10000');
    expect(await rig.hook<Settled>('withdrawal', { orderId, status: 'FAILED' })).toMatchObject({ status: 'FAILED', changed: true });
    expect(await rig.hook<Settled>('withdrawal', { orderId, status: 'FAILED' })).toMatchObject({ status: 'FAILED', changed: false });
    expect(await balance(token)).toBe('98200.50');
    expect((await options(token)).daily, 'a rejected withdrawal does not count').toMatchObject({ countUsed: 0, amountUsed: '0.00' });
    await expect(rig.hook('withdrawal', { orderId: 'W-none', status: 'SUCCESS' })).rejects.toThrow(/404/);
  });
});

describe('harbor (USD): 1 % + 1.00 fee', () => {
  let harbor: AccountRig;
  beforeAll(async () => {
    harbor = await startRig({ brandId: 'harbor' });
  });
  afterAll(() => harbor.close());

  it('shows the fee, takes the amount and pays out the rest', async () => {
    const token = (await harbor.hook<{ token: string }>('session', { username: AGENT })).token;
    await harbor.call('setPaymentPassword', { loginPassword: DEMO_PASSWORD, newPassword: PIN, confirmPassword: PIN }, { token });
    const account = await harbor.call(
      'addBankAccount',
      { requestId: requestId(), bankCode: 'CHASE', accountNumber: '12345678', accountName: AGENT_PAYEE },
      { token },
    );
    expect(await harbor.call('withdrawOptions', {}, { token })).toMatchObject({ min: '20.00', max: '10000.00', fee: { basisPoints: 100, fixed: '1.00' } });
    const order = await harbor.call('withdraw', { requestId: requestId(), accountId: account.id, amount: '1000.01', paymentPassword: PIN }, { token });
    // 1 % of 1,000.01 is 10.0001, rounded up to 10.01; plus 1.00.
    expect(order).toMatchObject({ amount: '1000.01', fee: '11.01', payout: '989.00' });
    expect((await harbor.call('wallet', {}, { token })).sumBalance).toBe('97200.49');
  });
});
