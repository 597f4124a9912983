// The records (issue 24): money movements from the ledger and bets, over HTTP with the site's own
// client, against the seeded history (data/cashier-history.ts, dated back from the seeding).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RECORDS_RANGE_MAX_DAYS } from '../../src/contract/limits.ts';
import type { RequestOf, ValueOf } from '../../src/contract/schemas.ts';
import { fromMinor, signedToMinor } from '../../src/lib/minor-units.ts';
import { DAY_MS, platformTimestamp } from './data/content-time.ts';
import { refusal, startRig, type AccountRig } from './testing/index.ts';
import { DEMO_PASSWORD } from './data/accounts.ts';

type TransactionRecord = ValueOf<'transactionRecords'>['records'][number];
type BetRecord = ValueOf<'betRecords'>['records'][number];

let rig: AccountRig;
beforeAll(async () => {
  rig = await startRig();
});
afterAll(() => rig.close());
beforeEach(() => rig.reset());

const tokenOf = async (username: string) => (await rig.hook<{ token: string }>('session', { username })).token;
const cents = (amount: string) => signedToMinor(amount)!;
const sum = (amounts: string[]) => fromMinor(amounts.reduce((total, amount) => total + cents(amount), 0));

/** The seeded history: the last 61 days, to a minute from now (the seed is dated from the real clock). */
const history = () => ({ from: platformTimestamp(Date.now() - 61 * DAY_MS), to: platformTimestamp(Date.now() + 60_000) });

type TransactionFilter = Omit<RequestOf<'transactionRecords'>, 'from' | 'to' | 'pageNo' | 'pageSize'>;
type BetFilter = Omit<RequestOf<'betRecords'>, 'from' | 'to' | 'pageNo' | 'pageSize'>;

/** Every page of a filter, in order, and the totals the first page gave. */
async function allTransactions(token: string, filter: TransactionFilter = {}, pageSize = 5) {
  const first = await rig.call('transactionRecords', { ...history(), ...filter, pageNo: 1, pageSize }, { token });
  const records: TransactionRecord[] = [...first.records];
  for (let pageNo = 2; pageNo <= first.totalPages; pageNo++) {
    const page = await rig.call('transactionRecords', { ...history(), ...filter, pageNo, pageSize }, { token });
    expect(page.totals, 'the totals are of the whole range, not the page').toEqual(first.totals);
    records.push(...page.records);
  }
  return { records, totals: first.totals, totalPages: first.totalPages };
}

async function allBets(token: string, filter: BetFilter = {}, pageSize = 7) {
  const first = await rig.call('betRecords', { ...history(), ...filter, pageNo: 1, pageSize }, { token });
  const records: BetRecord[] = [...first.records];
  for (let pageNo = 2; pageNo <= first.totalPages; pageNo++) {
    records.push(...(await rig.call('betRecords', { ...history(), ...filter, pageNo, pageSize }, { token })).records);
  }
  return { records, totals: first.totals, totalPages: first.totalPages };
}

const newestFirst = (times: string[]) => expect([...times].sort().reverse()).toEqual(times);

describe('transaction records', () => {
  it("demo_member's 60 days: newest first, paged, totals of the successful rows exact", async () => {
    const token = await tokenOf('demo_member');
    const { records, totals, totalPages } = await allTransactions(token);
    expect(records).toHaveLength(14);
    expect(totalPages).toBe(3);
    expect(new Set(records.map(({ id }) => id)).size).toBe(14);
    newestFirst(records.map(({ createdAt }) => createdAt));
    expect(new Set(records.map(({ type }) => type))).toEqual(new Set(['D', 'W', 'B', 'R', 'T', 'J']));
    const done = records.filter(({ status }) => status === 'SUCCESS');
    expect(totals).toEqual({
      in: sum(done.filter(({ amount }) => cents(amount) > 0).map(({ amount }) => amount)),
      out: sum(done.filter(({ amount }) => cents(amount) < 0).map(({ amount }) => amount.slice(1))),
    });
    expect(totals).toEqual({ in: '2106.00', out: '925.00' });
  });

  it('the balances after add up, back from the balance of today; a failed one has none', async () => {
    const token = await tokenOf('demo_member');
    const { records } = await allTransactions(token, {}, 20);
    let balance = cents(String((await rig.call('wallet', {}, { token })).sumBalance));
    expect(fromMinor(balance)).toBe('1520.75');
    for (const record of records) {
      if (record.status !== 'SUCCESS') {
        expect(record.balanceAfter, `${record.id} ${record.status}`).toBeNull();
        continue;
      }
      expect(record.balanceAfter, record.id).toBe(fromMinor(balance));
      balance -= cents(record.amount);
      expect(balance).toBeGreaterThanOrEqual(0);
    }
    expect(
      records.filter(({ type }) => type === 'D' || type === 'W').every(({ reference }) => reference !== null),
      'orders carry their id',
    ).toBe(true);
    expect(records.every(({ detail }) => detail.length > 0)).toBe(true);
  });

  it('filters by type letters (A: the agent tile) and by status', async () => {
    const agent = await tokenOf('demo_agent');
    const income = await allTransactions(agent, { types: 'A' });
    expect(income.records).toHaveLength(9);
    expect(income.records.every(({ type }) => type === 'A')).toBe(true);
    expect(income.totals).toEqual({ in: '11968.15', out: '0.00' });
    expect((await allTransactions(agent, { types: 'AW' })).totals).toEqual({ in: '11968.15', out: '2000.00' });

    const member = await tokenOf('demo_member');
    const failed = await allTransactions(member, { status: 'FAILED' });
    expect(failed.records.map(({ type, amount }) => [type, amount])).toEqual([['W', '-300.00']]);
    expect(failed.totals, 'only successful rows count').toEqual({ in: '0.00', out: '0.00' });
    const withdrawals = await allTransactions(member, { types: 'W', status: 'SUCCESS' });
    expect(withdrawals.records).toHaveLength(3);
    expect(withdrawals.totals).toEqual({ in: '0.00', out: '900.00' });
  });

  it('refuses a range that ends before it starts or is longer than the most; answers an empty one', async () => {
    const token = await tokenOf('demo_member');
    const call = (from: string, to: string) => rig.call('transactionRecords', { from, to, pageNo: 1, pageSize: 20 }, { token });
    expect(await refusal(call('2026-01-10 00:00:00', '2026-01-10 00:00:00'))).toMatchObject({ code: 'request.invalid', value: { field: 'to' } });
    expect(await refusal(call('2026-01-10 00:00:00', '2026-01-09 00:00:00'))).toMatchObject({ code: 'request.invalid' });
    expect(await refusal(call('2026-01-01 00:00:00', '2026-04-01 00:00:01')), `over ${RECORDS_RANGE_MAX_DAYS} days`).toMatchObject({
      code: 'request.invalid',
    });
    expect(await call('2026-01-01 00:00:00', '2026-04-01 00:00:00')).toEqual({ records: [], totals: { in: '0.00', out: '0.00' }, totalPages: 0 });
    expect(await refusal(rig.call('betRecords', { from: '2026-01-10 00:00:00', to: '2026-01-01 00:00:00', pageNo: 1, pageSize: 20 }, { token }))).toMatchObject(
      {
        code: 'request.invalid',
      },
    );
  });

  it('a withdrawal shows pending without a balance after, then with it once paid', async () => {
    const token = await tokenOf('demo_agent');
    await rig.call('setPaymentPassword', { loginPassword: DEMO_PASSWORD, newPassword: '135790', confirmPassword: '135790' }, { token });
    const account = await rig.call(
      'addBankAccount',
      { requestId: crypto.randomUUID(), bankCode: 'CB', accountNumber: '1234567890120915', accountName: 'Khin Mar Win' },
      { token },
    );
    const order = await rig.call('withdraw', { requestId: crypto.randomUUID(), accountId: account.id, amount: '20000', paymentPassword: '135790' }, { token });
    const around = { from: platformTimestamp(rig.clock.now - DAY_MS), to: platformTimestamp(rig.clock.now + DAY_MS), pageNo: 1, pageSize: 20 };
    const [pending] = (await rig.call('transactionRecords', around, { token })).records;
    expect(pending).toMatchObject({
      type: 'W',
      status: 'PENDING',
      amount: '-20000.00',
      balanceAfter: null,
      reference: order.orderId,
      detail: 'CB Bank ••••0915',
    });
    await rig.hook('withdrawal', { orderId: order.orderId, status: 'SUCCESS' });
    const { records, totals } = await rig.call('transactionRecords', around, { token });
    expect(records[0]).toMatchObject({ status: 'SUCCESS', balanceAfter: '78200.50' });
    expect(totals).toEqual({ in: '0.00', out: '20000.00' });
  });
});

describe('bet records', () => {
  it("demo_member's 30 days of bets on seeded games: newest first, paged, totals exact, two still open", async () => {
    const token = await tokenOf('demo_member');
    const { records, totals, totalPages } = await allBets(token);
    expect(records).toHaveLength(36);
    expect(totalPages).toBe(6);
    newestFirst(records.map(({ placedAt }) => placedAt));
    expect(totals).toEqual({
      count: 36,
      betAmount: sum(records.map(({ betAmount }) => betAmount)),
      validBet: sum(records.map(({ validBet }) => validBet)),
      winLoss: sum(records.map(({ winLoss }) => winLoss)),
    });
    const open = records.filter(({ settled }) => !settled);
    expect(open).toHaveLength(2);
    expect(open.every(({ gameType, validBet, winLoss }) => gameType === 'SPORTS' && validBet === '0.00' && winLoss === '0.00')).toBe(true);
    expect(records.some(({ winLoss }) => cents(winLoss) > 0) && records.some(({ winLoss }) => cents(winLoss) < 0), 'wins and losses').toBe(true);
    const game = rig.sandbox.db.prepare(
      'SELECT g.game_name, g.game_type, g.vassalage, v.display_name FROM games g JOIN vendors v ON v.code = g.vassalage WHERE g.game_name = ? AND g.vassalage = ?',
    );
    for (const record of records) {
      expect(game.get(record.gameName, record.vassalage), record.gameName).toEqual({
        game_name: record.gameName,
        game_type: record.gameType,
        vassalage: record.vassalage,
        display_name: record.vendorName,
      });
    }
  });

  it('by category and by vendor: the filtered totals are exact and add up to the whole', async () => {
    const token = await tokenOf('demo_member');
    const whole = await allBets(token);
    const types = [...new Set(whole.records.map(({ gameType }) => gameType))];
    expect(types.length).toBeGreaterThanOrEqual(4);
    let count = 0;
    let betCents = 0;
    let winLossCents = 0;
    for (const gameType of types) {
      const { records, totals } = await allBets(token, { gameType });
      expect(records.every((record) => record.gameType === gameType)).toBe(true);
      expect(records).toEqual(whole.records.filter((record) => record.gameType === gameType));
      expect(totals).toMatchObject({
        count: records.length,
        betAmount: sum(records.map(({ betAmount }) => betAmount)),
        winLoss: sum(records.map(({ winLoss }) => winLoss)),
      });
      count += totals.count;
      betCents += cents(totals.betAmount);
      winLossCents += cents(totals.winLoss);
    }
    expect({ count, betAmount: fromMinor(betCents), winLoss: fromMinor(winLossCents) }).toEqual({
      count: whole.totals.count,
      betAmount: whole.totals.betAmount,
      winLoss: whole.totals.winLoss,
    });

    const vendor = whole.records[0]!.vassalage;
    const byVendor = await allBets(token, { vassalage: vendor });
    expect(byVendor.records).toEqual(whole.records.filter((record) => record.vassalage === vendor));
    expect(byVendor.totals.validBet).toBe(sum(byVendor.records.map(({ validBet }) => validBet)));
    expect((await allBets(token, { vassalage: 'NOPE' })).totals).toEqual({ count: 0, betAmount: '0.00', validBet: '0.00', winLoss: '0.00' });
  });

  it("shows only the member's own bets", async () => {
    expect((await allBets(await tokenOf('demo_empty'))).totals.count).toBe(0);
  });
});
