// The deposit half of the cashier (issue 24) over HTTP with the site's own client: methods and
// channels per brand, orders and their refusals, once-only submits, the back office's answer
// (the deposit-order hook), bonuses and turnover, expiry, receipts, the player's deposit limits,
// exact sums, and the sandbox's gateway page. The rig's clock starts at TEST_START: Thursday
// 2026-01-15 17:00 on the platform clock (UTC+7).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DepositOrder, RequestOf } from '../../src/contract/schemas.ts';
import { toMinor } from '../../src/lib/minor-units.ts';
import { COOLING_OFF_HOURS } from './accounts/deposit-limits.ts';
import { ORDER_TTL_MS } from './accounts/deposits.ts';
import { pngPicture } from './testing/pictures.ts';
import { refusal, startRig, type AccountRig } from './testing/index.ts';

let lotus: AccountRig;
let harbor: AccountRig;
beforeAll(async () => {
  [lotus, harbor] = await Promise.all([startRig(), startRig({ brandId: 'harbor' })]);
});
afterAll(() => Promise.all([lotus.close(), harbor.close()]));
beforeEach(() => Promise.all([lotus.reset(), harbor.reset()]));

const HOUR_MS = 60 * 60_000;
const tokenOf = async (rig: AccountRig, username = 'demo_member') => (await rig.hook<{ token: string }>('session', { username })).token;
const requestId = () => crypto.randomUUID();
const balance = async (rig: AccountRig, token: string) => (await rig.call('wallet', {}, { token })).sumBalance;

type DepositRequest = Omit<RequestOf<'createDeposit'>, 'requestId'> & { requestId?: string };
const deposit = (rig: AccountRig, token: string, request: DepositRequest) => rig.call('createDeposit', { requestId: requestId(), ...request }, { token });
/** The back office's answer on an order (the deposit-order hook). */
const backOffice = (rig: AccountRig, orderId: string, status: 'SUCCESS' | 'FAILED' | 'EXPIRED', reason?: string) =>
  rig.hook<{ changed: boolean; order: DepositOrder }>('deposit-order', { orderId, status, reason });
const ledgerRows = (rig: AccountRig, reference: string) =>
  rig.sandbox.db.prepare('SELECT type, status, cents, fee_cents AS feeCents FROM ledger WHERE reference = ? ORDER BY id').all(reference);

describe('methods and channels', () => {
  it('differ per brand: lotus MMK wallets, banks and MPU; harbor USD banks, e-wallets and cards', async () => {
    const mmk = await lotus.call('depositOptions', {}, { token: await tokenOf(lotus) });
    const usd = await harbor.call('depositOptions', {}, { token: await tokenOf(harbor) });
    expect(mmk.methods.map(({ name, kind }) => `${kind} ${name}`)).toEqual([
      'EWALLET KBZPay',
      'EWALLET WavePay',
      'EWALLET AYA Pay',
      'EWALLET CB Pay',
      'BANK Bank transfer',
      'ONLINE MPU Online',
    ]);
    expect(usd.methods.map(({ name }) => name)).toEqual(['Bank transfer', 'Skrill', 'Neteller', 'Crypto (USDT)', 'Card (Visa / Mastercard)']);
    expect(mmk.methods[0]!.channels[0]).toMatchObject({
      min: '5000.00',
      max: '3000000.00',
      presets: expect.arrayContaining(['10000.00', '500000.00']),
      open: true,
    });
    expect(usd.methods[0]!.channels[0]).toMatchObject({ min: '10.00', max: '5000.00', presets: ['10.00', '20.00', '50.00', '100.00', '200.00', '500.00'] });
    expect(mmk.promotions.map(({ id }) => id)).toEqual([401, 402]);
    expect(mmk.limits.coolingOffHours).toBe(COOLING_OFF_HOURS);
  });

  it("answers its own labels in the page's language, banks' and wallets' names as they are (issue 34 item 14)", async () => {
    const token = await tokenOf(harbor);
    const burmese = await harbor.call('depositOptions', { language: 'MY' }, { token });
    expect(burmese.methods.map(({ name }) => name)).toEqual(['ဘဏ်ငွေလွှဲ', 'Skrill', 'Neteller', 'ခရစ်ပ်တို (USDT)', 'ကတ် (Visa / Mastercard)']);
    expect(burmese.methods[0]!.channels.map(({ name }) => name)).toEqual(['ACH ငွေလွှဲ', 'ကြေးနန်းငွေလွှဲ']);
    expect(burmese.promotions.map(({ title }) => title)).toEqual(['ကြိုဆိုဘောနပ်စ် 100%', 'နေ့စဉ် ငွေဖြည့်ဘောနပ်စ် 10%']);
    // An order names its channel by id, so a page matches it to the list whatever the language.
    const order = await deposit(harbor, token, { channelId: burmese.methods[0]!.channels[0]!.id, amount: '50' });
    expect(order).toMatchObject({ channelId: burmese.methods[0]!.channels[0]!.id, methodName: 'Bank transfer', channelName: 'ACH transfer' });
    const again = await harbor.call('depositOptions', { language: 'MY' }, { token });
    expect(again.pending[0]).toMatchObject({ orderId: order.orderId, methodName: 'ဘဏ်ငွေလွှဲ', channelName: 'ACH ငွေလွှဲ' });
    const { records } = await harbor.call(
      'transactionRecords',
      { from: '2026-01-15 00:00:00', to: '2026-01-16 00:00:00', pageNo: 1, pageSize: 10, language: 'MY' },
      { token },
    );
    expect(records.find(({ reference }) => reference === order.orderId)?.detail).toBe('ဘဏ်ငွေလွှဲ · ACH ငွေလွှဲ');
  });

  it('has a method with no channel and a channel switched off, and keeps opening hours on the platform clock', async () => {
    const token = await tokenOf(lotus);
    const channels = async () => (await lotus.call('depositOptions', {}, { token })).methods.flatMap((method) => method.channels);
    const { methods } = await lotus.call('depositOptions', {}, { token });
    expect(methods.find(({ name }) => name === 'AYA Pay')?.channels).toEqual([]);
    expect((await channels()).find(({ id }) => id === 'cbpay-1')).toMatchObject({ open: false, hours: null });
    expect((await channels()).find(({ id }) => id === 'aya-bank')).toMatchObject({ open: true, hours: { open: '08:00', close: '22:00' } });
    lotus.clock.now += 6 * HOUR_MS; // 23:00 platform time
    expect((await channels()).find(({ id }) => id === 'aya-bank')).toMatchObject({ open: false });
    expect((await channels()).find(({ id }) => id === 'kbzpay-1')).toMatchObject({ open: true });
  });
});

describe('createDeposit refuses', () => {
  it('a trial account (A §5), while agents deposit', async () => {
    const trial = await tokenOf(lotus, 'demo_trial');
    expect(await refusal(deposit(lotus, trial, { channelId: 'kbzpay-1', amount: '10000' }))).toMatchObject({ code: 'account.notReal' });
    expect(await refusal(lotus.call('depositOptions', {}, { token: trial }))).toMatchObject({ code: 'account.notReal' });
    expect(await deposit(lotus, await tokenOf(lotus, 'demo_agent'), { channelId: 'kbzpay-1', amount: '10000' })).toMatchObject({ status: 'PENDING' });
  });

  it('a closed channel: switched off, outside its hours, or none of that id', async () => {
    const token = await tokenOf(lotus);
    for (const channelId of ['cbpay-1', 'no-such-channel', 'card-1']) {
      expect(await refusal(deposit(lotus, token, { channelId, amount: '10000' })), channelId).toMatchObject({ code: 'channel.closed' });
    }
    lotus.clock.now += 6 * HOUR_MS;
    expect(await refusal(deposit(lotus, token, { channelId: 'aya-bank', amount: '10000' }))).toMatchObject({ code: 'channel.closed' });
    expect(await refusal(deposit(harbor, await tokenOf(harbor), { channelId: 'wire', amount: '100' }))).toMatchObject({ code: 'channel.closed' });
  });

  it('amounts under the minimum or over the maximum, naming both', async () => {
    const token = await tokenOf(lotus);
    const range = { min: '5000.00', max: '3000000.00' };
    expect(await refusal(deposit(lotus, token, { channelId: 'kbzpay-1', amount: '4999.99' }))).toMatchObject({ code: 'amount.belowMin', value: range });
    expect(await refusal(deposit(lotus, token, { channelId: 'kbzpay-1', amount: '3000000.01' }))).toMatchObject({ code: 'amount.aboveMax', value: range });
    expect(await refusal(deposit(lotus, token, { channelId: 'kbzpay-2', amount: '1000001' }))).toMatchObject({
      code: 'amount.aboveMax',
      value: { max: '1000000.00' },
    });
  });

  it("a promotion that is not a deposit promotion, or a deposit under the promotion's minimum", async () => {
    const token = await tokenOf(harbor);
    expect(await refusal(deposit(harbor, token, { channelId: 'ach', amount: '50', promotionId: 405 }))).toMatchObject({ code: 'promotion.notFound' });
    expect(await refusal(deposit(harbor, token, { channelId: 'ach', amount: '19.99', promotionId: 401 }))).toMatchObject({
      code: 'amount.belowMin',
      value: { min: '20.00' },
    });
  });
});

describe('orders', () => {
  it('answer the payee and the reference, and make a pending ledger row of amount − fee', async () => {
    const token = await tokenOf(lotus);
    const order = await deposit(lotus, token, { channelId: 'cb-bank', amount: '50000' });
    expect(order).toMatchObject({
      orderId: expect.stringMatching(/^D260115\d{6}$/),
      reference: expect.stringMatching(/^[2-9A-HJ-NP-Z]{6}$/),
      kind: 'BANK',
      methodName: 'Bank transfer',
      channelName: 'CB Bank',
      amount: '50000.00',
      fee: '500.00',
      credit: '49500.00',
      status: 'PENDING',
      createdAt: '2026-01-15 17:00:00',
      expiresAt: '2026-01-15 17:30:00',
      payee: { bankName: 'CB Bank', accountNumber: expect.any(String) },
      gatewayUrl: null,
      receiptUploaded: false,
      paidMarked: false,
    });
    expect(ledgerRows(lotus, order.orderId)).toEqual([{ type: 'D', status: 'PENDING', cents: 4_950_000, feeCents: 50_000 }]);
    expect((await lotus.call('depositOptions', {}, { token })).pending.map(({ orderId }) => orderId)).toEqual([order.orderId]);
  });

  it('sent twice with one requestId makes one order and one ledger row; another requestId a second', async () => {
    const token = await tokenOf(lotus);
    const request = { requestId: requestId(), channelId: 'kbzpay-1', amount: '10000' };
    const [first, again] = await Promise.all([deposit(lotus, token, request), deposit(lotus, token, request)]);
    expect(again).toEqual(first);
    expect(ledgerRows(lotus, first.orderId)).toHaveLength(1);
    const second = await deposit(lotus, token, { ...request, requestId: requestId() });
    expect(second.orderId).not.toBe(first.orderId);
    expect(second.reference).not.toBe(first.reference);
    const { orders, totalPages } = await lotus.call('depositOrders', { pageNo: 1, pageSize: 20 }, { token });
    expect(orders.map(({ orderId }) => orderId)).toEqual([second.orderId, first.orderId]);
    expect(totalPages).toBe(1);
  });

  it('page newest first and filter by status; another member cannot see them', async () => {
    const token = await tokenOf(lotus);
    const made = [];
    for (const amount of ['10000', '20000', '30000']) made.push(await deposit(lotus, token, { channelId: 'kbzpay-1', amount }));
    await lotus.call('cancelDeposit', { orderId: made[1]!.orderId }, { token });
    const page2 = await lotus.call('depositOrders', { pageNo: 2, pageSize: 2 }, { token });
    expect(page2).toEqual({ orders: [expect.objectContaining({ orderId: made[0]!.orderId })], totalPages: 2 });
    const cancelled = await lotus.call('depositOrders', { pageNo: 1, pageSize: 20, status: 'CANCELLED' }, { token });
    expect(cancelled.orders.map(({ orderId }) => orderId)).toEqual([made[1]!.orderId]);
    const other = await tokenOf(lotus, 'demo_agent');
    expect(await refusal(lotus.call('depositOrder', { orderId: made[0]!.orderId }, { token: other }))).toMatchObject({ code: 'order.notFound' });
    expect(await refusal(lotus.call('cancelDeposit', { orderId: made[0]!.orderId }, { token: other }))).toMatchObject({ code: 'order.notFound' });
  });
});

describe('the back office answers', () => {
  it('SUCCESS credits the balance exactly once, however often it is sent', async () => {
    const token = await tokenOf(lotus);
    expect(await balance(lotus, token)).toBe('1520.75');
    const walletsBefore = (await lotus.call('merchantWallet', {}, { token })).wallets;
    const order = await deposit(lotus, token, { channelId: 'mpu-1', amount: '10000' }); // 1.5 %: 150 fee
    expect(await backOffice(lotus, order.orderId, 'SUCCESS')).toMatchObject({ changed: true, order: { status: 'SUCCESS' } });
    expect(await backOffice(lotus, order.orderId, 'SUCCESS')).toMatchObject({ changed: false, order: { status: 'SUCCESS' } });
    expect(await backOffice(lotus, order.orderId, 'FAILED')).toMatchObject({ changed: false, order: { status: 'SUCCESS' } });
    expect(await balance(lotus, token)).toBe('11370.75');
    expect(ledgerRows(lotus, order.orderId)).toEqual([{ type: 'D', status: 'SUCCESS', cents: 985_000, feeCents: 15_000 }]);
    const turnover = lotus.sandbox.db.prepare('SELECT cents FROM turnover_requirements WHERE reference = ?').all(order.orderId);
    expect(turnover).toEqual([{ cents: 985_000 }]);
    // The vendor wallets keep theirs: the main wallet takes the deposit.
    const { wallets } = await lotus.call('merchantWallet', {}, { token });
    expect(wallets.map(({ vendor, balance }) => [vendor, toMinor(String(balance))])).toEqual([
      ['MAIN', 1_137_075 - walletsBefore.slice(1).reduce((sum, wallet) => sum + toMinor(String(wallet.balance))!, 0)],
      ...walletsBefore.slice(1).map(({ vendor, balance }) => [vendor, toMinor(String(balance))]),
    ]);
  });

  it("credits a joined promotion's bonus, capped, and records (credit + bonus) × its turnover multiple", async () => {
    const token = await tokenOf(lotus);
    const welcome = await deposit(lotus, token, { channelId: 'kbzpay-1', amount: '100000', promotionId: 401 });
    await backOffice(lotus, welcome.orderId, 'SUCCESS');
    expect(ledgerRows(lotus, `${welcome.orderId}-bonus`)).toEqual([{ type: 'B', status: 'SUCCESS', cents: 10_000_000, feeCents: 0 }]);
    const capped = await deposit(lotus, token, { channelId: 'kbzpay-1', amount: '600000', promotionId: 402 }); // 10 %: 60,000, capped at 50,000
    await backOffice(lotus, capped.orderId, 'SUCCESS');
    expect(ledgerRows(lotus, `${capped.orderId}-bonus`)).toEqual([expect.objectContaining({ cents: 5_000_000 })]);
    expect(await balance(lotus, token)).toBe('851520.75'); // 1,520.75 + 100,000 × 2 + 600,000 + 50,000
    const turnover = lotus.sandbox.db.prepare('SELECT reference, cents FROM turnover_requirements ORDER BY id').all();
    expect(turnover).toEqual([
      { reference: welcome.orderId, cents: 200_000 * 100 * 10 },
      { reference: capped.orderId, cents: 650_000 * 100 * 5 },
    ]);
    // The withdrawal page reads where it comes from, newest first, and the bonus it holds.
    const options = await lotus.call('withdrawOptions', {}, { token });
    expect(options.turnover.sources).toEqual([
      { kind: 'PROMOTION', name: 'Daily Reload 10%', required: '3250000.00' },
      { kind: 'PROMOTION', name: 'Welcome Bonus 100%', required: '2000000.00' },
    ]);
    expect(options).toMatchObject({ bonus: '150000.00', withdrawable: '0.00' });
  });

  it('FAILED, a cancel and an expiry leave the balance as it was', async () => {
    const token = await tokenOf(lotus);
    const failed = await deposit(lotus, token, { channelId: 'kbzpay-1', amount: '10000' });
    expect(await backOffice(lotus, failed.orderId, 'FAILED', 'No payment received')).toMatchObject({
      changed: true,
      order: { status: 'FAILED', failReason: 'No payment received' },
    });
    const cancelled = await lotus.call(
      'cancelDeposit',
      { orderId: (await deposit(lotus, token, { channelId: 'kbzpay-1', amount: '10000' })).orderId },
      { token },
    );
    expect(cancelled.status).toBe('CANCELLED');
    expect(await refusal(lotus.call('cancelDeposit', { orderId: cancelled.orderId }, { token }))).toMatchObject({
      code: 'order.notPending',
      value: { status: 'CANCELLED' },
    });
    const unpaid = await deposit(lotus, token, { channelId: 'kbzpay-1', amount: '10000' });
    const markedPaid = await deposit(lotus, token, { channelId: 'kbzpay-1', amount: '10000' });
    expect(await lotus.call('markDepositPaid', { orderId: markedPaid.orderId }, { token })).toMatchObject({ paidMarked: true });
    lotus.clock.now += ORDER_TTL_MS;
    const late = await tokenOf(lotus);
    expect(await lotus.call('depositOrder', { orderId: unpaid.orderId }, { token: late })).toMatchObject({ status: 'EXPIRED' });
    expect(ledgerRows(lotus, unpaid.orderId)).toEqual([expect.objectContaining({ status: 'EXPIRED' })]);
    // An order the player says is paid waits for the back office.
    expect(await lotus.call('depositOrder', { orderId: markedPaid.orderId }, { token: late })).toMatchObject({ status: 'PENDING' });
    expect(await backOffice(lotus, unpaid.orderId, 'SUCCESS')).toMatchObject({ changed: false, order: { status: 'EXPIRED' } });
    expect(await balance(lotus, late)).toBe('1520.75');
  });

  it('adds up exactly: three harbor deposits of cents', async () => {
    const token = await tokenOf(harbor);
    for (const amount of ['10.10', '10.20', '10.30']) {
      await backOffice(harbor, (await deposit(harbor, token, { channelId: 'ach', amount })).orderId, 'SUCCESS');
    }
    expect(await balance(harbor, token)).toBe('1551.35');
    const skrill = await deposit(harbor, token, { channelId: 'skrill-1', amount: '10.01' }); // fixed fee 1.00
    expect(skrill).toMatchObject({ fee: '1.00', credit: '9.01' });
    const card = await deposit(harbor, token, { channelId: 'card-1', amount: '10.01' }); // 1.5 % rounded up: 0.16
    expect(card).toMatchObject({ fee: '0.16', credit: '9.85' });
  });
});

describe('receipts', () => {
  it('take a picture by its content, on pending orders only', async () => {
    const token = await tokenOf(lotus);
    const order = await deposit(lotus, token, { channelId: 'kbz-bank', amount: '50000' });
    const upload = (dataUrl: string, fileName = 'receipt.png', orderId = order.orderId) =>
      lotus.call('uploadDepositReceipt', { requestId: requestId(), orderId, picture: { fileName, dataUrl } }, { token });
    const html = `data:image/png;base64,${Buffer.from('<html><script>alert(1)</script></html>').toString('base64')}`;
    expect(await refusal(upload(html))).toMatchObject({ code: 'upload.type' });
    expect(await refusal(upload(`data:image/png;base64,${pngPicture().toString('base64')}`, 'receipt.gif'))).toMatchObject({ code: 'upload.type' });
    const png = `data:image/png;base64,${pngPicture({ width: 800, height: 1200 }).toString('base64')}`;
    expect(await upload(png)).toMatchObject({ receiptUploaded: true, status: 'PENDING' });
    await lotus.call('cancelDeposit', { orderId: order.orderId }, { token });
    expect(await refusal(upload(png))).toMatchObject({ code: 'order.notPending', value: { status: 'CANCELLED' } });
    expect(await refusal(upload(png, 'receipt.png', 'D260115999999'))).toMatchObject({ code: 'order.notFound' });
  });
});

describe('deposit limits', () => {
  it('count pending orders, refuse past the limit naming what is left, and lower at once', async () => {
    const token = await tokenOf(lotus);
    expect(await lotus.call('setDepositLimit', { period: 'DAILY', limit: '100000' }, { token })).toMatchObject({
      limits: [{ period: 'DAILY', limit: '100000.00', used: '0.00', left: '100000.00', pending: null }, { limit: null }, { limit: null }],
    });
    await deposit(lotus, token, { channelId: 'kbzpay-1', amount: '60000' });
    expect(await refusal(deposit(lotus, token, { channelId: 'kbzpay-1', amount: '40000.01' }))).toMatchObject({
      code: 'deposit.limit',
      value: { period: 'DAILY', left: '40000.00' },
    });
    const lowered = await lotus.call('setDepositLimit', { period: 'DAILY', limit: '50000' }, { token });
    expect(lowered.limits[0]).toEqual({ period: 'DAILY', limit: '50000.00', used: '60000.00', left: '0.00', pending: null });
    // The weekly limit counts the same order; the tightest period is the one named.
    await lotus.call('setDepositLimit', { period: 'WEEKLY', limit: '70000' }, { token });
    await lotus.call('setDepositLimit', { period: 'DAILY', limit: null }, { token });
    expect(await refusal(deposit(lotus, token, { channelId: 'kbzpay-1', amount: '20000' }))).toMatchObject({ value: { period: 'DAILY', left: '0.00' } });
  });

  it('raise or remove only after the cooling-off; lowering cancels a waiting raise', async () => {
    let token = await tokenOf(lotus);
    await lotus.call('setDepositLimit', { period: 'MONTHLY', limit: '100000' }, { token });
    const raised = await lotus.call('setDepositLimit', { period: 'MONTHLY', limit: '500000' }, { token });
    expect(raised.limits[2]).toMatchObject({ limit: '100000.00', pending: { limit: '500000.00', effectiveAt: '2026-01-16 17:00:00' } });
    lotus.clock.now += COOLING_OFF_HOURS * HOUR_MS - 1;
    token = await tokenOf(lotus);
    expect((await lotus.call('depositLimits', {}, { token })).limits[2]).toMatchObject({ limit: '100000.00', pending: { limit: '500000.00' } });
    lotus.clock.now += 1;
    expect((await lotus.call('depositLimits', {}, { token })).limits[2]).toMatchObject({ limit: '500000.00', pending: null });

    await lotus.call('setDepositLimit', { period: 'MONTHLY', limit: null }, { token });
    const lowered = await lotus.call('setDepositLimit', { period: 'MONTHLY', limit: '200000' }, { token });
    expect(lowered.limits[2]).toMatchObject({ limit: '200000.00', pending: null });
    expect(await refusal(lotus.call('setDepositLimit', { period: 'MONTHLY', limit: '200000' }, { token }))).toMatchObject({ code: 'request.invalid' });
    expect(await refusal(lotus.call('setDepositLimit', { period: 'WEEKLY', limit: '1000000001' }, { token }))).toMatchObject({
      code: 'amount.aboveMax',
      value: { max: '1000000000.00' },
    });
  });

  it('periods start on the platform clock: the day at 00:00 UTC+7, the week on Monday, the month on the 1st', async () => {
    let token = await tokenOf(lotus);
    await backOffice(lotus, (await deposit(lotus, token, { channelId: 'kbzpay-1', amount: '10000' })).orderId, 'SUCCESS'); // paid: it never expires
    const used = async () => (await lotus.call('depositLimits', {}, { token })).limits.map(({ used }) => used);
    expect(await used()).toEqual(['10000.00', '10000.00', '10000.00']);
    lotus.clock.now += 7 * HOUR_MS; // Friday 00:00 platform time
    token = await tokenOf(lotus);
    expect(await used()).toEqual(['0.00', '10000.00', '10000.00']);
    lotus.clock.now += 3 * 24 * HOUR_MS; // Monday
    token = await tokenOf(lotus);
    expect(await used()).toEqual(['0.00', '0.00', '10000.00']);
  });
});

describe('the gateway page (ONLINE)', () => {
  it('settles the order and sends the player back to a path of this site only', async () => {
    const token = await tokenOf(lotus);
    const order = await deposit(lotus, token, { channelId: 'mpu-1', amount: '10000', returnPath: '/m/voucherCenter?done=1' });
    expect(order).toMatchObject({ kind: 'ONLINE', payee: null });
    const gateway = new URL(order.gatewayUrl!);
    expect(gateway.origin).toBe(lotus.url);
    expect(gateway.searchParams.get('return')).toBe('/m/voucherCenter?done=1');
    const page = await fetch(gateway);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Pay');

    const form = (fields: Record<string, string>) => ({ method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' as const });
    for (const hostile of ['https://evil.example/pay', '//evil.example', 'javascript:alert(1)', '/\\evil.example']) {
      const address = new URL(gateway);
      address.searchParams.set('return', hostile);
      expect((await fetch(address)).status, hostile).toBe(400);
      expect((await fetch(gateway, form({ action: 'pay', return: hostile }))).status, hostile).toBe(400);
    }
    expect((await lotus.call('depositOrder', { orderId: order.orderId }, { token })).status).toBe('PENDING');

    const paid = await fetch(gateway, form({ action: 'pay', return: '/m/voucherCenter?done=1' }));
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe('/m/voucherCenter?done=1');
    expect((await lotus.call('depositOrder', { orderId: order.orderId }, { token })).status).toBe('SUCCESS');
    expect(await balance(lotus, token)).toBe('11370.75'); // 10,000 less the 1.5 % fee
    expect((await fetch(gateway, form({ action: 'pay', return: '/m/home' }))).status).toBe(303);
    expect(await balance(lotus, token)).toBe('11370.75');

    const cancelled = await deposit(lotus, token, { channelId: 'mpu-1', amount: '10000' });
    expect((await fetch(cancelled.gatewayUrl!, form({ action: 'cancel' }))).headers.get('location')).toBe('/m/voucherCenter');
    expect((await lotus.call('depositOrder', { orderId: cancelled.orderId }, { token })).status).toBe('CANCELLED');
    expect((await fetch(`${lotus.url}/__sandbox/gateway/not-a-token-of-any-order`)).status).toBe(404);
  });

  it('answers the gateway-address hook’s address instead, until the reset', async () => {
    const token = await tokenOf(lotus);
    for (const url of ['javascript:alert(1)', 'https://evil.example/pay']) {
      await lotus.hook('gateway-address', { url });
      expect(await deposit(lotus, token, { channelId: 'mpu-1', amount: '10000' })).toMatchObject({ gatewayUrl: url });
    }
    expect(await deposit(lotus, token, { channelId: 'kbzpay-1', amount: '10000' })).toMatchObject({ gatewayUrl: null });
    await lotus.reset();
    const fresh = await deposit(lotus, await tokenOf(lotus), { channelId: 'mpu-1', amount: '10000' });
    expect(fresh.gatewayUrl).toMatch(new RegExp(`^${lotus.url}/__sandbox/gateway/`));
  });
});
