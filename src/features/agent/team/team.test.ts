import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEAM_LEVELS_MAX, TEAM_PAGE_SIZE } from '../../../contract/limits.ts';
import { moneyFormatOf } from '../../../lib/money.ts';
import { crumbs, parentOf, rowTexts, teamRequest, withParent, type TeamMember, type TeamTexts } from './team.ts';

// The player's zone for these tests: Yangon (UTC+6:30).
beforeEach(() => void vi.stubEnv('TZ', 'Asia/Yangon'));
afterEach(() => void vi.unstubAllEnvs());

const TEXTS: TeamTexts & { team: string } = {
  money: moneyFormatOf('en', 'MMK'),
  messages: {},
  statuses: { normal: 'Normal', frozen: 'Frozen', locked: 'Locked' },
  kinds: { agent: 'Agent', member: 'Member' },
  level: 'Level {{level}}',
  never: 'Never',
  result: { profit: 'profit', loss: 'loss' },
  team: 'Team: {{count}}',
};

const MEMBER: TeamMember = {
  username: 'kyaw_min27',
  kind: 'agent',
  level: 2,
  status: 'frozen',
  balance: '1234567.80',
  lastLoginAt: '2026-03-10 23:45:00', // platform clock (UTC+7): 23:15 in Yangon
  registeredAt: '2026-03-01 00:10:00', // 23:40 on 28 February in Yangon
  rebateRate: '0.8',
  teamSize: 12,
};

describe('a team list row', () => {
  it("says what the agent reads: kind, level, status, money, rate, the player's own times", () => {
    const row = rowTexts(MEMBER, TEXTS);
    expect(row).toMatchObject({ name: 'kyaw_min27', kind: 'Agent', level: 'Level 2', status: 'Frozen', rate: '0.8\u00a0%', team: 'Team: 12' });
    expect(row.balance).toMatch(/1,234,567\.80/);
    expect(row.lastLogin).toBe('2026-03-10 23:15');
    expect(row.registered).toBe('2026-02-28');
  });

  it('a member without a team has no link into one; a member who never logged in says so', () => {
    const row = rowTexts({ ...MEMBER, kind: 'member', teamSize: 0, lastLoginAt: null, balance: '0.00' }, TEXTS);
    expect(row.team).toBeNull();
    expect(row.lastLogin).toBe('Never');
    expect(row.kind).toBe('Member');
  });
});

describe('the filters as a request', () => {
  const none = { username: '', level: '', status: '' };

  it('sends only what is chosen, below the parent when there is one', () => {
    expect(teamRequest(none, null, 1, TEAM_PAGE_SIZE)).toEqual({ pageNo: 1, pageSize: TEAM_PAGE_SIZE });
    expect(teamRequest({ username: '  kyaw ', level: '2', status: 'frozen' }, 'sub_agent', 3, TEAM_PAGE_SIZE)).toEqual({
      parent: 'sub_agent',
      username: 'kyaw',
      level: 2,
      status: 'frozen',
      pageNo: 3,
      pageSize: TEAM_PAGE_SIZE,
    });
  });

  it('drops what the platform would refuse: an unknown status, a level out of range, a name too long', () => {
    const request = teamRequest({ username: 'x'.repeat(40), level: String(TEAM_LEVELS_MAX + 1), status: 'gone' }, null, 1, TEAM_PAGE_SIZE);
    expect(request).toEqual({ username: 'x'.repeat(20), pageNo: 1, pageSize: TEAM_PAGE_SIZE });
    expect(teamRequest({ ...none, level: '0' }, null, 1, 10)).not.toHaveProperty('level');
  });
});

describe('the drill-down path in the address', () => {
  it('reads ?parent= as a user name, or none', () => {
    expect(parentOf('?parent=kyaw_min27')).toBe('kyaw_min27');
    expect(parentOf('?lang=my&parent=sub1')).toBe('sub1');
    expect(parentOf('')).toBeNull();
    expect(parentOf('?parent=')).toBeNull();
    expect(parentOf('?parent=<script>')).toBeNull();
    expect(parentOf(`?parent=${'a'.repeat(21)}`)).toBeNull();
  });

  it('writes ?parent= keeping the other parameters, and removes it for the agent’s own team', () => {
    expect(withParent('https://lotus.example/my/m/member/team?x=1', 'sub1')).toBe('/my/m/member/team?x=1&parent=sub1');
    expect(withParent('https://lotus.example/m/member/team?parent=sub1', null)).toBe('/m/member/team');
  });

  it('breadcrumbs lead from the agent down, the last one the downline shown', () => {
    const href = 'https://lotus.example/m/member/team?parent=subsub';
    expect(crumbs(['demo_agent', 'sub', 'subsub'], href)).toEqual([
      { name: 'demo_agent', href: '/m/member/team' },
      { name: 'sub', href: '/m/member/team?parent=sub' },
      { name: 'subsub', href: null },
    ]);
    expect(crumbs(['demo_agent'], 'https://lotus.example/m/member/team')).toEqual([{ name: 'demo_agent', href: null }]);
  });
});
