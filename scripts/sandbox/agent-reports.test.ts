// The agent's reports and contracts (issue 25, reports), over HTTP with the site's own client: team
// profit and loss and team betting on a fresh agent's own downline (the member and team-bet hooks),
// so every figure is known exactly; the contracts on the seeded offers and on hook-made ones.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ValueOf } from '../../src/contract/schemas.ts';
import { fromMinor, signedToMinor } from '../../src/lib/minor-units.ts';
import { DAY_MS, platformTimestamp } from './data/content-time.ts';
import { refusal, startRig, type AccountRig } from './testing/index.ts';

type PnlRow = ValueOf<'teamPnl'>['rows'][number];

let rig: AccountRig;
beforeAll(async () => {
  rig = await startRig();
});
afterAll(() => rig.close());
beforeEach(async () => {
  await rig.reset();
  // The seed is dated from the real clock; the hooks and handlers read the rig's.
  rig.clock.now = Date.now();
});

const tokenOf = async (username: string) => (await rig.hook<{ token: string }>('session', { username })).token;
const cents = (amount: string) => signedToMinor(amount)!;
const sumOf = (rows: readonly Record<string, unknown>[], field: string) => fromMinor(rows.reduce((total, row) => total + cents(row[field] as string), 0));
const lastDays = (days: number) => ({ from: platformTimestamp(rig.clock.now - days * DAY_MS), to: platformTimestamp(rig.clock.now + 60_000) });

interface NewMember {
  token: string;
  userName: string;
}
const newMember = (fields: { type: number; parent?: string }) => rig.hook<NewMember>('member', fields);
const bet = (username: string, gameType: string, amount: string, winLoss: string, daysAgo = 0) =>
  rig.hook('team-bet', { username, gameType, amount, winLoss, daysAgo });

/** A fresh agent with two direct members, one sub-agent and a member under the sub-agent, and their bets. */
async function agentWithTeam() {
  const agent = await newMember({ type: 1 });
  const ann = await newMember({ type: 0, parent: agent.userName });
  const sub = await newMember({ type: 2, parent: agent.userName });
  const deep = await newMember({ type: 0, parent: sub.userName });
  const idle = await newMember({ type: 0, parent: agent.userName });
  await bet(ann.userName, 'RNG', '100.00', '-100.00');
  await bet(ann.userName, 'LIVE', '50.00', '75.50');
  await bet(sub.userName, 'RNG', '20.00', '-20.00');
  await bet(deep.userName, 'SPORTS', '300.00', '-300.00');
  await bet(deep.userName, 'RNG', '10.00', '5.00', 40); // outside a 30-day range
  return { agent, ann, sub, deep, idle };
}

const FIGURES = ['betAmount', 'validBet', 'payout', 'winLoss', 'rebates', 'bonuses', 'teamProfit'] as const;

function expectRowsAddUp(rows: readonly PnlRow[], totals: ValueOf<'teamPnl'>['totals']) {
  for (const field of FIGURES) expect(sumOf(rows, field), field).toBe(totals[field]);
  expect(rows.reduce((total, row) => total + row.betCount, 0)).toBe(totals.betCount);
}

describe('team profit and loss', () => {
  it('by member: each team member with bets, every level, exact figures; totals are the rows added up', async () => {
    const { agent, ann, sub, deep } = await agentWithTeam();
    const answer = await rig.call('teamPnl', { ...lastDays(30), by: 'member', pageNo: 1, pageSize: 20 }, { token: agent.token });
    expect(answer.rows.map((row) => [row.username, row.level])).toEqual([
      [deep.userName, 2],
      [ann.userName, 1],
      [sub.userName, 1],
    ]);
    expect(answer.rows[1]).toMatchObject({ betCount: 2, betAmount: '150.00', validBet: '150.00', payout: '125.50', winLoss: '-24.50', teamProfit: '24.50' });
    expect(answer.totals).toEqual({
      betCount: 4,
      betAmount: '470.00',
      validBet: '470.00',
      payout: '125.50',
      winLoss: '-344.50',
      rebates: '0.00',
      bonuses: '0.00',
      teamProfit: '344.50',
    });
    expectRowsAddUp(answer.rows, answer.totals);
  });

  it('by member pages: the pages together are the rows, the totals the same on each', async () => {
    const { agent } = await agentWithTeam();
    const first = await rig.call('teamPnl', { ...lastDays(30), by: 'member', pageNo: 1, pageSize: 2 }, { token: agent.token });
    const second = await rig.call('teamPnl', { ...lastDays(30), by: 'member', pageNo: 2, pageSize: 2 }, { token: agent.token });
    expect(first.totalPages).toBe(2);
    expect(second.totals).toEqual(first.totals);
    expectRowsAddUp([...first.rows, ...second.rows], first.totals);
  });

  it('by category: a row per category; rows add up to the same totals as by member', async () => {
    const { agent } = await agentWithTeam();
    const byMember = await rig.call('teamPnl', { ...lastDays(30), by: 'member', pageNo: 1, pageSize: 20 }, { token: agent.token });
    const answer = await rig.call('teamPnl', { ...lastDays(30), by: 'category', pageNo: 1, pageSize: 20 }, { token: agent.token });
    expect(answer.rows.map((row) => [row.category, row.betAmount, row.winLoss])).toEqual([
      ['SPORTS', '300.00', '-300.00'],
      ['RNG', '120.00', '-120.00'],
      ['LIVE', '50.00', '75.50'],
    ]);
    expect(answer.totals).toEqual(byMember.totals);
    expectRowsAddUp(answer.rows, answer.totals);
  });

  it("demo_agent's seeded team: rebates and bonuses stay out of the categories, on their own row, and the rows still add up", async () => {
    const token = await tokenOf('demo_agent');
    for (const by of ['member', 'category'] as const) {
      // Every page: demo_agent's team (data/agent-team.ts) has hundreds of members.
      const first = await rig.call('teamPnl', { ...lastDays(30), by, pageNo: 1, pageSize: 20 }, { token });
      const rows = [...first.rows];
      for (let pageNo = 2; pageNo <= first.totalPages; pageNo++) {
        rows.push(...(await rig.call('teamPnl', { ...lastDays(30), by, pageNo, pageSize: 20 }, { token })).rows);
      }
      expect(rows.length).toBeGreaterThan(0);
      expectRowsAddUp(rows, first.totals);
    }
  });

  it('an empty range answers no rows and zero totals; a member is refused', async () => {
    const { agent, ann } = await agentWithTeam();
    const range = { from: platformTimestamp(rig.clock.now - 80 * DAY_MS), to: platformTimestamp(rig.clock.now - 70 * DAY_MS) };
    const answer = await rig.call('teamPnl', { ...range, by: 'member', pageNo: 1, pageSize: 20 }, { token: agent.token });
    expect(answer).toMatchObject({ rows: [], totalPages: 0, totals: { betCount: 0, teamProfit: '0.00' } });
    expect((await refusal(rig.call('teamPnl', { ...range, by: 'member', pageNo: 1, pageSize: 20 }, { token: ann.token }))).code).toBe('login.nonAgent');
  });
});

describe('team betting', () => {
  it("lists the team's bets newest first with the range's totals; filters by category and member", async () => {
    const { agent, deep } = await agentWithTeam();
    const all = await rig.call('teamBetting', { ...lastDays(30), pageNo: 1, pageSize: 20 }, { token: agent.token });
    expect(all.totals).toEqual({ count: 4, betAmount: '470.00', validBet: '470.00', winLoss: '-344.50' });
    expect(all.records).toHaveLength(4);
    const rng = await rig.call('teamBetting', { ...lastDays(30), pageNo: 1, pageSize: 20, gameType: 'RNG' }, { token: agent.token });
    expect(rng.totals).toEqual({ count: 2, betAmount: '120.00', validBet: '120.00', winLoss: '-120.00' });
    const one = await rig.call('teamBetting', { ...lastDays(60), pageNo: 1, pageSize: 20, username: deep.userName }, { token: agent.token });
    expect(one.records.map((record) => [record.username, record.gameType, record.winLoss])).toEqual([
      [deep.userName, 'SPORTS', '-300.00'],
      [deep.userName, 'RNG', '5.00'],
    ]);
  });

  it('a member outside the team (another agent, or the agent itself) is refused', async () => {
    const { agent } = await agentWithTeam();
    for (const username of ['team_ava', agent.userName, 'no_such_member']) {
      const refused = await refusal(rig.call('teamBetting', { ...lastDays(30), pageNo: 1, pageSize: 20, username }, { token: agent.token }));
      expect(refused.code, username).toBe('agent.notInTeam');
    }
  });
});

describe('contracts', () => {
  const requestsOf = (token: string) => rig.call('contractRequests', {}, { token });
  const contractsOf = async (token: string) => (await rig.call('agentContracts', {}, { token })).contracts;

  it("the seeded offers: demo_agent's daily salary DS-1001 with its tiers and payout history", async () => {
    const token = await tokenOf('demo_agent');
    const [salary, dividend, hourly] = await contractsOf(token);
    expect(salary).toMatchObject({ kind: 'dailySalary', status: 'offered', reference: 'DS-1001', basis: 'validBet', period: 'day' });
    expect(salary!.tiers[0]).toEqual({ threshold: '10000.00', rate: null, fixed: '100.00' });
    expect(salary!.payouts.map((payout) => payout.amount)).toEqual(['300.00', '300.00', '300.00']);
    expect(dividend).toMatchObject({ kind: 'dividend', status: 'active', basis: 'loss' });
    expect(hourly).toMatchObject({ kind: 'hourlySalary', status: 'none', tiers: [] });
  });

  it('accepting makes the offer active and empties its contract request field; the same request id again is one answer', async () => {
    const token = await tokenOf('demo_agent');
    expect((await requestsOf(token)).dailysalreqtype).toBe('DS-1001');
    const requestId = crypto.randomUUID();
    const first = await rig.call('answerContract', { requestId, kind: 'dailySalary', answer: 'accept' }, { token });
    expect(first).toMatchObject({ status: 'active', reference: 'DS-1001' });
    expect(first.answeredAt).not.toBeNull();
    expect((await requestsOf(token)).dailysalreqtype).toBe('');
    rig.clock.now += 60_000;
    const again = await rig.call('answerContract', { requestId, kind: 'dailySalary', answer: 'accept' }, { token });
    expect(again).toEqual(first);
    // A new request id finds nothing offered any more.
    const refused = await refusal(rig.call('answerContract', { requestId: crypto.randomUUID(), kind: 'dailySalary', answer: 'decline' }, { token }));
    expect(refused).toMatchObject({ code: 'contract.notOffered', value: { status: 'active' } });
  });

  it('declining: the contract is declined and the request field empty too', async () => {
    const token = await tokenOf('demo_subagent');
    expect((await requestsOf(token)).divtypecompperiodreq).toBe('DV-2001');
    const answer = await rig.call('answerContract', { requestId: crypto.randomUUID(), kind: 'dividend', answer: 'decline' }, { token });
    expect(answer.status).toBe('declined');
    expect((await requestsOf(token)).divtypecompperiodreq).toBe('');
    expect((await contractsOf(token))[1]!.status).toBe('declined');
  });

  it('a contract that is not offered (active, or never) is refused and nothing changes', async () => {
    const token = await tokenOf('demo_agent');
    expect(await refusal(rig.call('answerContract', { requestId: crypto.randomUUID(), kind: 'dividend', answer: 'decline' }, { token }))).toMatchObject({
      code: 'contract.notOffered',
      value: { status: 'active' },
    });
    expect(await refusal(rig.call('answerContract', { requestId: crypto.randomUUID(), kind: 'hourlySalary', answer: 'accept' }, { token }))).toMatchObject({
      code: 'contract.notOffered',
      value: { status: 'none' },
    });
    expect((await contractsOf(token)).map((contract) => contract.status)).toEqual(['offered', 'active', 'none']);
  });

  it('a request field set without terms (the contract-request hook) is an offer of the default terms under its reference', async () => {
    const agent = await newMember({ type: 1 });
    await rig.hook('contract-request', { username: agent.userName, dividend: 'DV-7777' });
    expect((await contractsOf(agent.token))[1]).toMatchObject({ status: 'offered', reference: 'DV-7777', period: 'month' });
    await rig.call('answerContract', { requestId: crypto.randomUUID(), kind: 'dividend', answer: 'accept' }, { token: agent.token });
    expect((await requestsOf(agent.token)).divtypecompperiodreq).toBe('');
    expect((await contractsOf(agent.token))[1]).toMatchObject({ status: 'active', reference: 'DV-7777' });
  });

  it('the contract-offer hook gives a fresh agent an offer and its request field', async () => {
    const agent = await newMember({ type: 1 });
    expect((await contractsOf(agent.token)).map((contract) => contract.status)).toEqual(['none', 'none', 'none']);
    const { reference } = await rig.hook<{ reference: string }>('contract-offer', { username: agent.userName, kind: 'hourlySalary' });
    expect((await requestsOf(agent.token)).contracthoursalreq).toBe(reference);
    expect((await contractsOf(agent.token))[2]).toMatchObject({ status: 'offered', reference, period: 'hour' });
  });
});

describe('dividend', () => {
  it("this period's team loss, the tier it reaches and the projected dividend, from an active contract", async () => {
    const { agent, ann } = await agentWithTeam();
    await rig.hook('contract-offer', { username: agent.userName, kind: 'dividend' });
    const before = await rig.call('dividendInfo', {}, { token: agent.token });
    expect(before).toMatchObject({ status: 'offered', tierReached: null, projected: '0.00' });
    await rig.call('answerContract', { requestId: crypto.randomUUID(), kind: 'dividend', answer: 'accept' }, { token: agent.token });
    // 10,000.00 more lost this month reaches the first tier (10,000.00 at 10 %).
    await bet(ann.userName, 'LIVE', '10000.00', '-10000.00');
    const info = await rig.call('dividendInfo', {}, { token: agent.token });
    const loss = cents(info.teamLoss);
    expect(loss).toBeGreaterThanOrEqual(1_000_000);
    expect(info).toMatchObject({ status: 'active', tierReached: 0, rate: '10', projected: fromMinor(Math.floor(loss / 10)) });
    expect(info.period.first.endsWith('-01')).toBe(true);
  });

  it("demo_agent's past dividend payouts, newest first", async () => {
    const info = await rig.call('dividendInfo', {}, { token: await tokenOf('demo_agent') });
    expect(info.payouts.map((payout) => payout.amount)).toEqual(['5000.00', '2842.00']);
  });
});
