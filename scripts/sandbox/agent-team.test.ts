// The agent's team (issue 25): team overview, team list and member detail, over HTTP with the
// site's own client, on demo_agent's seeded team (data/agent-team.ts) and on fresh agents whose
// every figure the test writes itself.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REBATE_MEMBERS_PAGE_SIZE, TEAM_PAGE_SIZE } from '../../src/contract/limits.ts';
import type { ValueOf } from '../../src/contract/schemas.ts';
import type { RebateCategory } from '../../src/contract/vocabulary.ts';
import { signedToMinor, toMinor } from '../../src/lib/minor-units.ts';
import { DEMO_PASSWORD } from './data/accounts.ts';
import { DAY_MS } from './data/content-time.ts';
import { dayOf, refusal, startRig, type AccountRig } from './testing/index.ts';

let rig: AccountRig;
beforeAll(async () => {
  rig = await startRig();
});
afterAll(() => rig.close());
beforeEach(() => rig.reset());

type Row = ValueOf<'teamMembers'>['members'][number];

const tokenOf = async (username: string) => (await rig.call('login', { type: 'username', username, password: DEMO_PASSWORD })).token;

/** Every row of a listing, page by page. */
async function allRows(token: string, filter: { parent?: string; username?: string; level?: number; status?: Row['status'] } = {}) {
  const rows: Row[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const page = await rig.call('teamMembers', { ...filter, pageNo, pageSize: TEAM_PAGE_SIZE }, { token });
    rows.push(...page.members);
    if (pageNo >= page.totalPages) return { rows, total: page.total, path: page.path };
  }
}

describe("demo_agent's seeded team", () => {
  it('has a few hundred members over five levels, direct and indirect as the overview counts them', async () => {
    const token = await tokenOf('demo_agent');
    const byLevel: number[] = [];
    for (let level = 1; level <= 6; level++) byLevel.push((await rig.call('teamMembers', { level, pageNo: 1, pageSize: 1 }, { token })).total);
    // data/agent-team.ts's tree plus the hand-made team of data/accounts.ts (5 direct, 2 below demo_subagent).
    expect(byLevel).toEqual([65, 108, 104, 49, 14, 0]);
    const today = dayOf(Date.now());
    const overview = await rig.call('teamOverview', { startDate: today, endDate: today }, { token });
    expect(overview).toMatchObject({ teamSize: 340, directMembers: 65, indirectMembers: 275 });
    expect((await rig.call('teamMembers', { pageNo: 1, pageSize: 1 }, { token })).total).toBe(340);
  });

  it('lists newest first, a page at a time, every member once', async () => {
    const token = await tokenOf('demo_agent');
    const first = await rig.call('teamMembers', { pageNo: 1, pageSize: TEAM_PAGE_SIZE }, { token });
    expect(first.members).toHaveLength(TEAM_PAGE_SIZE);
    expect(first.totalPages).toBe(Math.ceil(340 / TEAM_PAGE_SIZE));
    expect(first.path).toEqual(['demo_agent']);
    const { rows } = await allRows(token);
    expect(rows).toHaveLength(340);
    expect(new Set(rows.map((row) => row.username)).size).toBe(340);
    const registered = rows.map((row) => row.registeredAt);
    expect(registered).toEqual([...registered].sort().reverse());
    // Each row carries what the list shows.
    for (const row of rows) {
      expect(row.balance).toMatch(/^\d+\.\d{2}$/);
      expect(Number(row.rebateRate)).toBeLessThanOrEqual(2);
    }
  });

  it("rates come from the rebate settings: each row shows the member's highest, never above the upline's in any category", async () => {
    const rebatesOf = async (token: string) => {
      const first = await rig.call('agentRebates', { pageNo: 1, pageSize: REBATE_MEMBERS_PAGE_SIZE }, { token });
      const members = [...first.members];
      for (let pageNo = 2; pageNo <= first.totalPages; pageNo++)
        members.push(...(await rig.call('agentRebates', { pageNo, pageSize: REBATE_MEMBERS_PAGE_SIZE }, { token })).members);
      return { own: first.own, members };
    };
    const hundredths = (rate: string) => Math.round(Number(rate) * 100);
    const agentToken = await tokenOf('demo_agent');
    const direct = await rebatesOf(agentToken);
    const listed = new Map((await allRows(agentToken, { level: 1 })).rows.map((row) => [row.username, row.rebateRate]));
    expect(direct.members).toHaveLength(listed.size);
    for (const member of direct.members) {
      for (const [category, rate] of Object.entries(member.rates))
        expect(hundredths(rate), `${member.username} ${category}`).toBeLessThanOrEqual(hundredths(direct.own[category as RebateCategory]));
      expect(listed.get(member.username)).toBe(Object.values(member.rates).sort((a, b) => hundredths(b) - hundredths(a))[0]);
    }
    // One level further down: a generated sub-agent's own members.
    const subAgent = (await allRows(agentToken, { level: 1 })).rows.find(
      (row) => row.kind === 'agent' && row.teamSize > 0 && !row.username.startsWith('demo_'),
    )!;
    const below = await rebatesOf(await tokenOf(subAgent.username));
    expect(below.members.length).toBeGreaterThan(0);
    for (const member of below.members)
      for (const [category, rate] of Object.entries(member.rates))
        expect(hundredths(rate)).toBeLessThanOrEqual(hundredths(below.own[category as RebateCategory]));
  });

  it('searches by part of a user name in any case, within the downline listed', async () => {
    const token = await tokenOf('demo_agent');
    const found = await allRows(token, { username: 'TEAM_' });
    // team_gus is demo_agent41's, not demo_agent's.
    expect(found.rows.map((row) => row.username).sort()).toEqual(['team_ava', 'team_ben', 'team_cara', 'team_dan', 'team_eve', 'team_finn']);
    const below = await allRows(token, { parent: 'demo_subagent', username: 'team' });
    expect(below.rows.map((row) => [row.username, row.level])).toEqual(
      expect.arrayContaining([
        ['team_eve', 2],
        ['team_finn', 2],
      ]),
    );
    expect(below.rows).toHaveLength(2);
    expect((await allRows(token, { username: 'nobody_here' })).total).toBe(0);
  });

  it('filters by status: every row has the status asked for, and the statuses add up to the team', async () => {
    const token = await tokenOf('demo_agent');
    const counts: number[] = [];
    for (const status of ['normal', 'frozen', 'locked'] as const) {
      const { rows, total } = await allRows(token, { status });
      expect(rows.every((row) => row.status === status)).toBe(true);
      expect(total, status).toBeGreaterThan(0);
      counts.push(total);
    }
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(340);
  });

  it("drills into a sub-agent's downline two levels deep, with the path down as breadcrumbs", async () => {
    const token = await tokenOf('demo_agent');
    const { rows: direct } = await allRows(token, { level: 1 });
    const sub = direct.find((row) => row.kind === 'agent' && row.username !== 'demo_subagent' && row.teamSize > 5)!;
    const below = await allRows(token, { parent: sub.username });
    expect(below.path).toEqual(['demo_agent', sub.username]);
    expect(below.total).toBe(sub.teamSize);
    expect(below.rows.every((row) => row.level >= 2)).toBe(true);
    const subsub = below.rows.find((row) => row.kind === 'agent' && row.teamSize > 0 && row.level === 2)!;
    const deeper = await allRows(token, { parent: subsub.username, level: 3 });
    expect(deeper.path).toEqual(['demo_agent', sub.username, subsub.username]);
    expect(deeper.rows.every((row) => row.level === 3)).toBe(true);
    // The sub-agent sees the same member as its own level 1.
    const detail = await rig.call('teamMemberDetail', { username: subsub.username, startDate: dayOf(Date.now()), endDate: dayOf(Date.now()) }, { token });
    expect(detail.member).toEqual(subsub);
    expect(detail.path).toEqual(['demo_agent', sub.username, subsub.username]);
  });

  it('refuses a parent or member outside the caller’s team, and callers who are no agents', async () => {
    const agent = await tokenOf('demo_agent');
    const today = dayOf(Date.now());
    for (const parent of ['team_gus', 'demo_member', 'no_such_member', 'demo_agent41']) {
      expect(await refusal(rig.call('teamMembers', { parent, pageNo: 1, pageSize: 10 }, { token: agent })), parent).toMatchObject({ code: 'agent.notInTeam' });
    }
    expect(await refusal(rig.call('teamMemberDetail', { username: 'team_gus', startDate: today, endDate: today }, { token: agent }))).toMatchObject({
      code: 'agent.notInTeam',
    });
    // A sub-agent cannot look up: its upline is not in its team, nor is it in its own.
    const sub = await tokenOf('demo_subagent');
    expect(await refusal(rig.call('teamMembers', { parent: 'demo_agent', pageNo: 1, pageSize: 10 }, { token: sub }))).toMatchObject({
      code: 'agent.notInTeam',
    });
    expect(await refusal(rig.call('teamMemberDetail', { username: 'demo_subagent', startDate: today, endDate: today }, { token: sub }))).toMatchObject({
      code: 'agent.notInTeam',
    });
    expect((await rig.call('teamMembers', { pageNo: 1, pageSize: 10 }, { token: sub })).total).toBe(2);
    // demo_agent41 has a team of 1, demo_agent42 none (README's demo accounts).
    expect((await rig.call('teamMembers', { pageNo: 1, pageSize: 10 }, { token: await tokenOf('demo_agent41') })).total).toBe(1);
    expect((await rig.call('teamMembers', { pageNo: 1, pageSize: 10 }, { token: await tokenOf('demo_agent42') })).total).toBe(0);
    const member = await tokenOf('demo_member');
    expect(await refusal(rig.call('teamOverview', { startDate: today, endDate: today }, { token: member }))).toMatchObject({ code: 'login.nonAgent' });
    expect(await refusal(rig.call('teamMembers', { pageNo: 1, pageSize: 10 }, { token: member }))).toMatchObject({ code: 'login.nonAgent' });
  });

  it("the overview's money over 30 days is the sum of every member's own", async () => {
    const token = await tokenOf('demo_agent');
    const range = { startDate: dayOf(Date.now() - 29 * DAY_MS), endDate: dayOf(Date.now()) };
    const overview = await rig.call('teamOverview', range, { token });
    const { rows } = await allRows(token);
    const sums = { deposits: 0, depositCount: 0, withdrawals: 0, withdrawalCount: 0, bets: 0, validBets: 0, profit: 0 };
    for (const row of rows) {
      const { totals } = await rig.call('teamMemberDetail', { username: row.username, ...range }, { token });
      sums.deposits += toMinor(totals.deposits.amount)!;
      sums.depositCount += totals.deposits.count;
      sums.withdrawals += toMinor(totals.withdrawals.amount)!;
      sums.withdrawalCount += totals.withdrawals.count;
      sums.bets += toMinor(totals.bets)!;
      sums.validBets += toMinor(totals.validBets)!;
      sums.profit += signedToMinor(totals.profit)!;
    }
    expect(sums.deposits).toBeGreaterThan(0);
    expect(sums.bets).toBeGreaterThan(0);
    expect({
      deposits: toMinor(overview.deposits.amount),
      depositCount: overview.deposits.count,
      withdrawals: toMinor(overview.withdrawals.amount),
      withdrawalCount: overview.withdrawals.count,
      bets: toMinor(overview.bets),
      validBets: toMinor(overview.validBets),
      profit: signedToMinor(overview.profit),
    }).toEqual(sums);
    // A wider range holds at least as much.
    const ninety = await rig.call('teamOverview', { startDate: dayOf(Date.now() - 89 * DAY_MS), endDate: dayOf(Date.now()) }, { token });
    expect(toMinor(ninety.bets)!).toBeGreaterThanOrEqual(toMinor(overview.bets)!);
    expect(ninety.registrations).toBeGreaterThanOrEqual(overview.registrations);
  });
});

describe('a fresh agent’s team, every figure written by the test', () => {
  const HOUR_MS = 60 * 60_000;

  it('counts registrations, first deposits, money and bets of the range only, successful only', async () => {
    const { token, userName: agent } = await rig.hook<{ token: string; userName: string }>('member', { type: 1 });
    const { userName: sub } = await rig.hook<{ userName: string }>('member', { type: 2, parent: agent });
    const { userName: player } = await rig.hook<{ userName: string }>('member', { type: 0, parent: sub });
    const { db } = rig.sandbox;
    const idOf = (username: string) => (db.prepare('SELECT id FROM members WHERE username = ?').get(username) as { id: number }).id;
    const today = rig.clock.now;
    const yesterday = today - DAY_MS;
    // The sub-agent registered yesterday; the player today (the hook's clock).
    db.prepare('UPDATE members SET registered_at = ? WHERE username = ?').run(yesterday, sub);
    const ledger = db.prepare('INSERT INTO ledger (member_id, type, status, cents, created_at) VALUES (?, ?, ?, ?, ?)');
    ledger.run(idOf(sub), 'D', 'SUCCESS', 100_000, yesterday); // the sub-agent's first deposit: yesterday
    ledger.run(idOf(sub), 'D', 'SUCCESS', 50_000, today - HOUR_MS); // its second: today, not a first
    ledger.run(idOf(player), 'D', 'FAILED', 70_000, today - 2 * HOUR_MS); // failed: no deposit at all
    ledger.run(idOf(player), 'D', 'SUCCESS', 30_000, today - HOUR_MS); // the player's first: today
    ledger.run(idOf(player), 'W', 'SUCCESS', -12_345, today - HOUR_MS / 2);
    ledger.run(idOf(player), 'W', 'PENDING', -1_000, today - HOUR_MS / 4); // not paid yet: not counted
    const bet = db.prepare(
      "INSERT INTO bets (member_id, placed_at, cents, valid_cents, win_loss_cents, settled, node_id, game_name, game_type, vassalage) VALUES (?, ?, ?, ?, ?, ?, 'n', 'g', 'RNG', 'v')",
    );
    bet.run(idOf(player), today - HOUR_MS, 1_000, 1_000, -1_000, 1); // lost 10.00
    bet.run(idOf(player), today - HOUR_MS, 2_000, 2_000, 3_000, 1); // won 30.00
    bet.run(idOf(player), today - HOUR_MS, 500, 0, 0, 0); // open
    bet.run(idOf(sub), yesterday, 4_000, 4_000, -4_000, 1); // yesterday

    const day = dayOf(today);
    expect(await rig.call('teamOverview', { startDate: day, endDate: day }, { token })).toEqual({
      teamSize: 2,
      directMembers: 1,
      indirectMembers: 1,
      registrations: 1,
      firstDeposits: { count: 1, amount: '300.00' },
      deposits: { count: 2, amount: '800.00' },
      withdrawals: { count: 1, amount: '123.45' },
      bets: '35.00',
      validBets: '30.00',
      profit: '-20.00',
    });
    const both = await rig.call('teamOverview', { startDate: dayOf(yesterday), endDate: day }, { token });
    expect(both).toMatchObject({ registrations: 2, firstDeposits: { count: 2, amount: '1300.00' }, bets: '75.00', profit: '20.00' });

    const list = await rig.call('teamMembers', { pageNo: 1, pageSize: TEAM_PAGE_SIZE }, { token });
    expect(list.members.map(({ username, kind, level, teamSize, status }) => ({ username, kind, level, teamSize, status }))).toEqual([
      { username: player, kind: 'member', level: 2, teamSize: 0, status: 'normal' },
      { username: sub, kind: 'agent', level: 1, teamSize: 1, status: 'normal' },
    ]);
    db.prepare('UPDATE members SET frozen = 1 WHERE username = ?').run(player);
    expect((await rig.call('teamMembers', { status: 'frozen', pageNo: 1, pageSize: 10 }, { token })).members.map((row) => row.username)).toEqual([player]);
    const detail = await rig.call('teamMemberDetail', { username: player, startDate: day, endDate: day }, { token });
    expect(detail.totals).toEqual({
      deposits: { count: 1, amount: '300.00' },
      withdrawals: { count: 1, amount: '123.45' },
      bets: '35.00',
      validBets: '30.00',
      profit: '-20.00',
    });
    expect(detail.path).toEqual([agent, sub, player]);
  });

  it('refuses a reversed or too long range', async () => {
    const { token } = await rig.hook<{ token: string }>('member', { type: 1 });
    const today = dayOf(rig.clock.now);
    expect(await refusal(rig.call('teamOverview', { startDate: today, endDate: dayOf(rig.clock.now - DAY_MS) }, { token }))).toMatchObject({
      code: 'request.invalid',
    });
    expect(await refusal(rig.call('teamOverview', { startDate: dayOf(rig.clock.now - 200 * DAY_MS), endDate: today }, { token }))).toMatchObject({
      code: 'request.invalid',
    });
    expect(await refusal(rig.call('teamOverview', { startDate: '2026-02-30', endDate: today }, { token }))).toMatchObject({ code: 'request.invalid' });
  });
});
