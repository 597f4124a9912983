import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WHITELABEL_FLAGS, type WhitelabelFlag } from '../../../constants.ts';
import { loadBrand } from '../../../brand/load.ts';
import { paths } from '../../../shell/paths.ts';
import {
  AGENT_TILES,
  agentTiles,
  CONTRACT_PROMPTS,
  greetingOf,
  isContractAnswer,
  isKpiAnswer,
  pendingPrompts,
  promptKey,
  todayKpiRequest,
  type ContractAnswer,
} from './agent-home.ts';

describe('greeting by the local hour (G §2: 0-10 morning, 11-14 early afternoon, 15-18 late afternoon, 19-24 evening)', () => {
  it.each([
    [0, 'morning'],
    [10, 'morning'],
    [11, 'earlyAfternoon'],
    [14, 'earlyAfternoon'],
    [15, 'lateAfternoon'],
    [18, 'lateAfternoon'],
    [19, 'evening'],
    [23, 'evening'],
  ] as const)('%i h: %s', (hour, band) => {
    expect(greetingOf(hour)).toBe(band);
  });

  it('every hour of the day has exactly one band, in order', () => {
    const bands = Array.from({ length: 24 }, (_, hour) => greetingOf(hour));
    expect(bands.filter((band) => band === 'morning')).toHaveLength(11);
    expect(bands.filter((band) => band === 'earlyAfternoon')).toHaveLength(4);
    expect(bands.filter((band) => band === 'lateAfternoon')).toHaveLength(4);
    expect(bands.filter((band) => band === 'evening')).toHaveLength(5);
  });
});

describe('tiles (G §2 table)', () => {
  const allOn = Object.fromEntries(WHITELABEL_FLAGS.map((flag) => [flag, true])) as Record<WhitelabelFlag, boolean>;
  const ids = (flags: Partial<Record<WhitelabelFlag, boolean>>) => agentTiles(flags).map((tile) => tile.id);

  it('in the spec order, each with its key and path', () => {
    expect(AGENT_TILES.map((tile) => [tile.id, tile.flag ?? 'service', tile.target === 'service' ? 'service' : paths[tile.target]])).toEqual([
      ['teamOverview', 'AGEPAG', '/m/agent/team/overview'],
      ['transactionRecord', 'TRANSREC3', '/m/transaction/record'],
      ['team', 'DOWNMAN', '/m/member/team'],
      ['redRain', 'AGENTRANSMULTDOWN3', '/m/redRain'],
      ['teamPnl', 'AGETEAMPNL3', '/m/agent/team/pnl'],
      ['teamBetting', 'TEAMBETTING3', '/m/teamBetting'],
      ['agentRebate', 'GAMSER', '/m/member/agent/agentRebeat'],
      ['teamRebate', 'AGEREBINC3', '/m/member/teamRebate'],
      ['securityCenter', 'SECPRIV', '/m/securityCenter'],
      ['webEmail', 'MAILCEN', '/m/webEmail'],
      ['service', 'service', 'service'],
    ]);
  });

  it('all flags on: every tile; all off or missing: customer service alone', () => {
    expect(ids(allOn)).toHaveLength(AGENT_TILES.length);
    expect(ids({})).toEqual(['service']);
    expect(ids(Object.fromEntries(WHITELABEL_FLAGS.map((flag) => [flag, false])))).toEqual(['service']);
  });

  it.each(AGENT_TILES.filter((tile) => tile.flag).map((tile) => [tile.flag!, tile.id] as const))('%s off hides %s alone', (flag, id) => {
    const shown = ids({ ...allOn, [flag]: false });
    expect(shown).not.toContain(id);
    expect(shown).toHaveLength(AGENT_TILES.length - 1);
  });

  it('the demo brands lotus and harbor show different tiles; pebble shows customer service and security', () => {
    const lotus = ids(loadBrand('lotus').whitelabel);
    const harbor = ids(loadBrand('harbor').whitelabel);
    expect(lotus).not.toEqual(harbor);
    expect(lotus).toContain('redRain');
    expect(harbor).not.toContain('redRain');
    expect(harbor).not.toContain('agentRebate');
    expect(lotus).toContain('agentRebate');
    expect(ids(loadBrand('pebble').whitelabel)).toEqual(['securityCenter', 'service']);
  });
});

describe('contract prompts (G §6, §8)', () => {
  const none: ContractAnswer = { dailysalreqtype: '', divtypecompperiodreq: '', contracthoursalreq: '', dividendEnabled: false };
  const all: ContractAnswer = { dailysalreqtype: 'DS-1', divtypecompperiodreq: 'DV-1', contracthoursalreq: 'HS-1', dividendEnabled: true };
  const kinds = (type: number, answer: ContractAnswer, dismissed: ReadonlySet<string> = new Set()) =>
    pendingPrompts(type, 'agent_a', answer, dismissed).map((prompt) => prompt.kind);

  it.each([1, 2])('type %i: one prompt per non-empty field, in order daily, dividend, hourly', (type) => {
    expect(kinds(type, all)).toEqual(['daily', 'dividend', 'hourly']);
    expect(kinds(type, none)).toEqual([]);
    expect(kinds(type, { ...none, dailysalreqtype: 'DS-1' })).toEqual(['daily']);
    expect(kinds(type, { ...none, divtypecompperiodreq: 'DV-1' })).toEqual(['dividend']);
    expect(kinds(type, { ...none, contracthoursalreq: 'HS-1' })).toEqual(['hourly']);
    expect(kinds(type, { ...none, dailysalreqtype: '  ' })).toEqual([]);
  });

  it.each([4, 40, 41, 42])('type %i: never a prompt', (type) => {
    expect(kinds(type, all)).toEqual([]);
  });

  it('Go opens the matching contract page', () => {
    expect(CONTRACT_PROMPTS.map((prompt) => [prompt.field, paths[prompt.target]])).toEqual([
      ['dailysalreqtype', '/m/member/agent/getSalaryContract'],
      ['divtypecompperiodreq', '/m/member/agent/getDevidendContract'],
      ['contracthoursalreq', '/m/member/agent/getHourContract'],
    ]);
  });

  it('a dismissed prompt stays dismissed; a new request, or another agent, asks again', () => {
    const daily = CONTRACT_PROMPTS[0]!;
    const dismissed = new Set([promptKey('agent_a', daily, all)]);
    expect(kinds(1, all, dismissed)).toEqual(['dividend', 'hourly']);
    expect(kinds(1, { ...all, dailysalreqtype: 'DS-2' }, dismissed)).toEqual(['daily', 'dividend', 'hourly']);
    expect(pendingPrompts(1, 'agent_b', all, dismissed).map((prompt) => prompt.kind)).toEqual(['daily', 'dividend', 'hourly']);
  });
});

describe("today's team KPI request in the player's zone (G §7, §9 size 0)", () => {
  let zone: string | undefined;
  beforeEach(() => {
    zone = process.env.TZ;
    process.env.TZ = 'Asia/Yangon'; // UTC+6:30
  });
  afterEach(() => {
    process.env.TZ = zone;
  });
  const yangon = (wall: string) => Date.parse(`${wall}+06:30`);

  it('today from the first to the last minute of the player day, size 0', () => {
    expect(todayKpiRequest(yangon('2026-03-11T00:00:00'))).toEqual({ startDate: '2026-03-11', endDate: '2026-03-11', size: 0 });
    expect(todayKpiRequest(yangon('2026-03-10T23:59:59'))).toEqual({ startDate: '2026-03-10', endDate: '2026-03-10', size: 0 });
  });

  it('the player day, not the UTC one: 05:00 in Yangon is still the evening before in UTC', () => {
    const now = yangon('2026-03-11T05:00:00');
    expect(new Date(now).toISOString().slice(0, 10)).toBe('2026-03-10');
    expect(todayKpiRequest(now).startDate).toBe('2026-03-11');
  });
});

describe('answers the page draws (the browser does not validate them)', () => {
  it('the team KPI: the four counters as whole numbers', () => {
    const footer = { teamLoginMemberCount: 5, teamBetMemberCount: 3, teamRegisterMemberCount: 2, teamOnlineCount: 0 };
    expect(isKpiAnswer({ footer })).toBe(true);
    expect(isKpiAnswer({ footer: { ...footer, teamOnlineCount: '0' } })).toBe(false);
    expect(isKpiAnswer({})).toBe(false);
    expect(isKpiAnswer(null)).toBe(false);
  });

  it('the contract requests: the three fields as strings', () => {
    expect(isContractAnswer({ dailysalreqtype: '', divtypecompperiodreq: 'D', contracthoursalreq: '', dividendEnabled: true })).toBe(true);
    expect(isContractAnswer({ dailysalreqtype: null, divtypecompperiodreq: '', contracthoursalreq: '' })).toBe(false);
    expect(isContractAnswer(undefined)).toBe(false);
  });
});
