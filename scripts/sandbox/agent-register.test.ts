// Open account, rebate settings and team rebate income (issue 25, register) over HTTP with the
// site's own client: accounts an agent opens (member and agent, taken names, rates capped, a double
// submit opening one), the refusals of setMemberRebate, and income totals that are the days' sums.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REBATE_RATE_MAX } from '../../src/contract/limits.ts';
import { SCHEMAS } from '../../src/contract/schemas.ts';
import { REBATE_CATEGORIES, type RebateCategory } from '../../src/contract/vocabulary.ts';
import { fromMinor, toMinor } from '../../src/lib/minor-units.ts';
import { basisPoints } from '../../src/lib/percent.ts';
import { DEFAULT_AGENT_RATES, NEW_MEMBER_RATES } from './accounts/agent-register.ts';
import { DEMO_PASSWORD } from './data/accounts.ts';
import { INCOME_DAYS, REBATE_SEEDS } from './data/agent-register.ts';
import { DAY_MS, platformDate } from './data/content-time.ts';
import { refusal, startRig, type AccountRig } from './testing/index.ts';

let rig: AccountRig;
beforeAll(async () => {
  rig = await startRig();
});
afterAll(() => rig.close());
beforeEach(() => rig.reset());

type Rates = Record<RebateCategory, string>;
const tokenOf = async (username: string) => (await rig.call('login', { type: 'username', username, password: DEMO_PASSWORD })).token;
const allRates = (rate: string): Rates => Object.fromEntries(REBATE_CATEGORIES.map((category) => [category, rate])) as Rates;
const AGENT_RATES = REBATE_SEEDS.demo_agent!;

function openAccount(
  token: string,
  fields: Partial<{ requestId: string; type: 0 | 2; username: string; password: string; confirmPassword: string; rates: Rates }>,
) {
  return rig.call(
    'agentRegister',
    { requestId: crypto.randomUUID(), type: 0, username: 'new_player', password: 'Open1234', confirmPassword: 'Open1234', rates: allRates('0.50'), ...fields },
    { token },
  );
}

describe('agentRegister', () => {
  it('opens a direct member who logs in with the new password, and an agent who opens accounts of their own', async () => {
    const token = await tokenOf('demo_agent');
    const member = await openAccount(token, { username: 'new_player', rates: { ...AGENT_RATES, RNG: '1.25' } });
    expect(member).toEqual({ username: 'new_player', type: 0, rates: { ...AGENT_RATES, RNG: '1.25' } });
    const session = await rig.call('login', { type: 'username', username: 'new_player', password: 'Open1234' });
    expect(session).toMatchObject({ userName: 'new_player', type: 0 });
    const stored = rig.sandbox.db.prepare('SELECT password_hash, parent_id FROM members WHERE username = ?').get('new_player') as {
      password_hash: string;
      parent_id: number;
    };
    expect(stored.password_hash).toMatch(/^scrypt\$/);
    expect(stored.password_hash).not.toContain('Open1234');

    const agent = await openAccount(token, { username: 'new_agent', type: 2, rates: allRates('0.80') });
    expect(agent.type).toBe(2);
    const agentToken = (await rig.call('login', { type: 'username', username: 'new_agent', password: 'Open1234' })).token;
    // The sub-agent's own rates are what its upline gave it: its own downline is capped by them.
    const subAgentRebates = await rig.call('agentRebates', { pageNo: 1, pageSize: 20 }, { token: agentToken });
    expect(subAgentRebates.own).toEqual(allRates('0.80'));
    // A new account of theirs starts at the platform's default, never above their own (issue 34 item 13).
    for (const category of REBATE_CATEGORIES)
      expect(subAgentRebates.newMemberRates[category]).toBe(basisPoints(NEW_MEMBER_RATES[category])! < 80 ? NEW_MEMBER_RATES[category] : '0.80');
    expect(await refusal(openAccount(agentToken, { username: 'third_level', rates: allRates('0.81') }))).toMatchObject({
      code: 'rebate.aboveOwn',
      value: { maxRate: '0.80' },
    });
    await openAccount(agentToken, { username: 'third_level', rates: allRates('0.80') });
    const listed = await rig.call('agentRebates', { pageNo: 1, pageSize: 20, search: 'new_' }, { token });
    expect(listed.members.map((row) => row.username)).toEqual(['new_agent', 'new_player']);
  });

  it('refuses a taken user name (any case), the registration rules and a confirmation that differs', async () => {
    const token = await tokenOf('demo_agent');
    expect(await refusal(openAccount(token, { username: 'Demo_Member' }))).toMatchObject({ code: 'username.exists', value: { field: 'username' } });
    expect(await refusal(openAccount(token, { username: 'ab' }))).toMatchObject({ code: 'request.invalid', value: { field: 'username' } });
    expect(await refusal(openAccount(token, { username: 'has space' }))).toMatchObject({ code: 'request.invalid', value: { field: 'username' } });
    expect(await refusal(openAccount(token, { password: 'lettersonly', confirmPassword: 'lettersonly' }))).toMatchObject({
      code: 'request.invalid',
      value: { field: 'password' },
    });
    expect(await refusal(openAccount(token, { confirmPassword: 'Open12345' }))).toMatchObject({
      code: 'password.mismatch',
      value: { field: 'confirmPassword' },
    });
    expect(rig.sandbox.db.prepare("SELECT count(*) AS n FROM members WHERE username IN ('ab', 'new_player')").get()).toEqual({ n: 0 });
  });

  it("caps every rate at the agent's own: equal passes, above / negative / 3 decimals are refused naming the maximum", async () => {
    const token = await tokenOf('demo_agent');
    expect(await refusal(openAccount(token, { rates: { ...AGENT_RATES, LIVE: '1.21' } }))).toMatchObject({
      code: 'rebate.aboveOwn',
      value: { field: 'rates.LIVE', category: 'LIVE', maxRate: AGENT_RATES.LIVE },
    });
    expect(await refusal(openAccount(token, { rates: { ...AGENT_RATES, FISH: '-0.10' } }))).toMatchObject({
      code: 'rebate.invalid',
      value: { category: 'FISH', maxRate: AGENT_RATES.FISH },
    });
    expect(await refusal(openAccount(token, { rates: { ...AGENT_RATES, RNG: '0.005' } }))).toMatchObject({
      code: 'rebate.invalid',
      value: { category: 'RNG' },
    });
    const equal = await openAccount(token, { rates: { ...AGENT_RATES, RNG: '2' } });
    expect(equal.rates).toEqual(AGENT_RATES); // "2" is stored as the contract's "2.00"
  });

  it('opens one account however often the same request arrives, even at once', async () => {
    const token = await tokenOf('demo_agent');
    const requestId = crypto.randomUUID();
    const answers = await Promise.all([openAccount(token, { requestId }), openAccount(token, { requestId }), openAccount(token, { requestId })]);
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(await openAccount(token, { requestId })).toEqual(answers[0]);
    expect(rig.sandbox.db.prepare("SELECT count(*) AS n FROM members WHERE username = 'new_player'").get()).toEqual({ n: 1 });
    // A new request with the same name is a second account: refused.
    expect(await refusal(openAccount(token, {}))).toMatchObject({ code: 'username.exists' });
  });

  it('refuses members: only agents open accounts', async () => {
    expect(await refusal(openAccount(await tokenOf('demo_member'), {}))).toMatchObject({ code: 'login.nonAgent' });
  });
});

describe('agentRebates and setMemberRebate', () => {
  it("answers the agent's own rates and direct members, a page, a search and one member", async () => {
    const token = await tokenOf('demo_agent');
    const answer = await rig.call('agentRebates', { pageNo: 1, pageSize: 2 }, { token });
    expect(SCHEMAS.agentRebates.response.safeParse(answer).error).toBeUndefined();
    expect(answer.own).toEqual(AGENT_RATES);
    expect(answer.maxRate).toBe(REBATE_RATE_MAX);
    expect(answer.members).toHaveLength(2);
    expect(answer.totalPages).toBeGreaterThanOrEqual(2);
    const found = await rig.call('agentRebates', { pageNo: 1, pageSize: 20, search: 'ava' }, { token });
    expect(found.members).toEqual([expect.objectContaining({ username: 'team_ava', rates: REBATE_SEEDS.team_ava })]);
    // Wildcards are taken as typed: "_" matches an underscore, not any character.
    expect((await rig.call('agentRebates', { pageNo: 1, pageSize: 20, search: 'm_a' }, { token })).members.map((row) => row.username)).toEqual(['team_ava']);
    const one = await rig.call('agentRebates', { pageNo: 1, pageSize: 20, username: 'demo_subagent' }, { token });
    expect(one.members[0]).toMatchObject({ username: 'demo_subagent', type: 2, rates: REBATE_SEEDS.demo_subagent });
    // Someone further down (team_eve is demo_subagent's) is not the agent's to see here.
    expect(await refusal(rig.call('agentRebates', { pageNo: 1, pageSize: 20, username: 'team_eve' }, { token }))).toMatchObject({ code: 'rebate.notDirect' });
  });

  it('gives a fresh agent at the top of the tree the platform default rates', async () => {
    const fresh = await rig.hook<{ token: string }>('member', { type: 1 });
    expect((await rig.call('agentRebates', { pageNo: 1, pageSize: 20 }, { token: fresh.token })).own).toEqual(DEFAULT_AGENT_RATES);
  });

  it("sets a direct member's rates, the same again changing nothing", async () => {
    const token = await tokenOf('demo_agent');
    const rates = { ...REBATE_SEEDS.team_ava!, LIVE: AGENT_RATES.LIVE, SPORTS: '0.45' };
    const first = await rig.call('setMemberRebate', { username: 'team_ava', rates }, { token });
    expect(first.rates).toEqual(rates);
    expect(await rig.call('setMemberRebate', { username: 'team_ava', rates }, { token })).toEqual(first);
    expect((await rig.call('agentRebates', { pageNo: 1, pageSize: 20, username: 'team_ava' }, { token })).members[0]!.rates).toEqual(rates);
  });

  it('refuses above own, below 0, more than 2 decimals, below the member’s own downline, and who is not a direct member', async () => {
    const token = await tokenOf('demo_agent');
    const set = (username: string, change: Partial<Rates>) =>
      rig.call('setMemberRebate', { username, rates: { ...(REBATE_SEEDS[username] ?? REBATE_SEEDS.team_ava!), ...change } }, { token });
    expect(await refusal(set('team_ava', { RNG: '2.01' }))).toMatchObject({ code: 'rebate.aboveOwn', value: { category: 'RNG', maxRate: '2.00' } });
    expect(await refusal(set('team_ava', { PVP: '-1' }))).toMatchObject({ code: 'rebate.invalid', value: { category: 'PVP', maxRate: '1.50' } });
    expect(await refusal(set('team_ava', { LOTT: '1.234' }))).toMatchObject({ code: 'rebate.invalid', value: { category: 'LOTT' } });
    // demo_subagent gives team_eve 0.60 on slots: it cannot go below that.
    expect(await refusal(set('demo_subagent', { RNG: '0.59' }))).toMatchObject({ code: 'rebate.belowDownline', value: { category: 'RNG', minRate: '0.60' } });
    expect(await refusal(set('team_eve', {}))).toMatchObject({ code: 'rebate.notDirect' });
    expect(await refusal(set('demo_member', {}))).toMatchObject({ code: 'rebate.notDirect' });
    // Nothing changed.
    expect((await rig.call('agentRebates', { pageNo: 1, pageSize: 20, username: 'team_ava' }, { token })).members[0]!.rates).toEqual(REBATE_SEEDS.team_ava);
  });
});

describe('teamRebateIncome', () => {
  const day = (daysAgo: number) => platformDate(Date.now() - daysAgo * DAY_MS);

  it('gives per-day, per-category income whose totals are the sums of the days', async () => {
    const token = await tokenOf('demo_agent');
    const answer = await rig.call('teamRebateIncome', { startDate: day(INCOME_DAYS + 5), endDate: day(0) }, { token });
    expect(SCHEMAS.teamRebateIncome.response.safeParse(answer).error).toBeUndefined();
    expect(answer.days).toHaveLength(INCOME_DAYS);
    expect(answer.days[0]!.date).toBe(day(0)); // newest first
    const cents = (amount: string) => toMinor(amount)!;
    for (const row of answer.days) {
      expect(fromMinor(REBATE_CATEGORIES.reduce((sum, category) => sum + cents(row.amounts[category]), 0))).toBe(row.total);
    }
    for (const category of REBATE_CATEGORIES) {
      expect(fromMinor(answer.days.reduce((sum, row) => sum + cents(row.amounts[category]), 0))).toBe(answer.totals.amounts[category]);
    }
    expect(fromMinor(answer.days.reduce((sum, row) => sum + cents(row.total), 0))).toBe(answer.totals.total);
    expect(answer.days.some((row) => row.amounts.COCKFIGHT === '0.00')).toBe(true); // quiet days exist
  });

  it("equals the P&L's rebate line for the same days, each member's share of it paid into their wallet (issue 34 item 12)", async () => {
    const token = await tokenOf('demo_agent');
    for (const [first, last] of [
      [7, 1],
      [30, 0],
      [3, 3],
    ] as const) {
      const income = await rig.call('teamRebateIncome', { startDate: day(first), endDate: day(last) }, { token });
      const range = { from: `${day(first)} 00:00:00`, to: `${day(last - 1)} 00:00:00` };
      const pnl = await rig.call('teamPnl', { ...range, by: 'category', pageNo: 1, pageSize: 20 }, { token });
      expect(pnl.totals.rebates, `${day(first)} to ${day(last)}`).toBe(income.totals.total);
      expect(toMinor(income.totals.total)).toBeGreaterThan(0);
      const members = await rig.call('teamPnl', { ...range, by: 'member', pageNo: 1, pageSize: 20 }, { token });
      expect(members.totals.rebates).toBe(income.totals.total);
    }
  });

  it('answers one day, nothing for an agent without income, and refuses a reversed or too long range', async () => {
    const token = await tokenOf('demo_agent');
    const one = await rig.call('teamRebateIncome', { startDate: day(1), endDate: day(1) }, { token });
    expect(one.days.map((row) => row.date)).toEqual([day(1)]);
    expect(one.totals.total).toBe(one.days[0]!.total);
    const none = await rig.call('teamRebateIncome', { startDate: day(6), endDate: day(0) }, { token: await tokenOf('demo_agent42') });
    expect(none).toEqual({ days: [], totals: { amounts: allRates('0.00'), total: '0.00' } });
    expect(await refusal(rig.call('teamRebateIncome', { startDate: day(0), endDate: day(1) }, { token }))).toMatchObject({ code: 'request.invalid' });
    expect(await refusal(rig.call('teamRebateIncome', { startDate: day(120), endDate: day(0) }, { token }))).toMatchObject({ code: 'request.invalid' });
    expect(await refusal(rig.call('teamRebateIncome', { startDate: day(1), endDate: day(0) }, { token: await tokenOf('demo_member') }))).toMatchObject({
      code: 'login.nonAgent',
    });
  });
});
