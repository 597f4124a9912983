import { describe, expect, it } from 'vitest';
import { anyDrawDue, countdownText, hotNumbers, latestVnResult, menuTabs, nextDraw, OTHER_TAB, platformInstant, type Lottery } from './lobby.ts';

const lottery = (code: string, nextDrawAt = '2026-03-01 19:05:00'): Lottery => ({
  code,
  name: `Lottery ${code}`,
  vassalage: 'TCG_SEA',
  nodeId: `n-${code}`,
  gameType: 'LOTT',
  iconUrl: '',
  nextDrawAt,
});

/** 2026-03-01 19:00:00 on the platform clock (UTC+7). */
const NOW = Date.UTC(2026, 2, 1, 12, 0, 0);

describe('draw times', () => {
  it('reads platform times on the UTC+7 clock, whatever the zone of the browser', () => {
    expect(platformInstant('2026-03-01 19:00:00')).toBe(NOW);
    expect(platformInstant('2026-03-02 06:30:00')).toBe(Date.UTC(2026, 2, 1, 23, 30));
    expect(platformInstant('2026-03-01T19:00:00')).toBeNaN();
    expect(platformInstant('')).toBeNaN();
  });

  it('counts down in minutes and seconds, with hours from an hour, rounding seconds up', () => {
    expect(countdownText(59_001)).toBe('01:00');
    expect(countdownText(5 * 60_000)).toBe('05:00');
    expect(countdownText(3_600_000 + 61_000)).toBe('1:01:01');
    expect(countdownText(23 * 3_600_000 + 59 * 60_000 + 59_000)).toBe('23:59:59');
    expect(countdownText(-5)).toBe('00:00');
  });

  it('says what the next draw is: a countdown within a day, the time after that, drawing once passed', () => {
    expect(nextDraw('2026-03-01 19:05:00', NOW)).toEqual({ kind: 'countdown', text: '05:00' });
    expect(nextDraw('2026-03-02 18:15:00', NOW)).toEqual({ kind: 'countdown', text: '23:15:00' });
    expect(nextDraw('2026-03-02 19:00:00', NOW)).toEqual({ kind: 'at', at: NOW + 86_400_000 });
    expect(nextDraw('2026-03-01 19:00:00', NOW)).toEqual({ kind: 'drawing' });
    expect(nextDraw('soon', NOW)).toEqual({ kind: 'unknown' });
  });

  it('notices when a shown draw time has passed', () => {
    expect(anyDrawDue([lottery('A'), lottery('B', '2026-03-02 18:15:00')], NOW)).toBe(false);
    expect(anyDrawDue([lottery('A'), lottery('B', '2026-03-01 18:59:59')], NOW)).toBe(true);
  });
});

describe('menu tabs', () => {
  const list = [lottery('VN_NORTH'), lottery('FAST_1'), lottery('SEA_2D'), lottery('LOOSE')];

  it("follows the menu's order and its lotteries' order, skips unknown codes and empty menus, and collects the rest last", () => {
    const menus = [
      { code: 'FAST', name: 'Fast', lotteries: ['FAST_1', 'GONE'] },
      { code: 'EMPTY', name: 'Empty', lotteries: ['GONE'] },
      { code: 'MIX', name: 'Mix', lotteries: ['SEA_2D', 'VN_NORTH'] },
    ];
    const tabs = menuTabs(menus, list, 'More');
    expect(tabs.map((tab) => [tab.code, tab.lotteries.map((entry) => entry.code)])).toEqual([
      ['FAST', ['FAST_1']],
      ['MIX', ['SEA_2D', 'VN_NORTH']],
      [OTHER_TAB, ['LOOSE']],
    ]);
    expect(tabs.at(-1)!.name).toBe('More');
  });

  it('gives no tab without lotteries', () => {
    expect(menuTabs([{ code: 'A', name: 'A', lotteries: [] }], [], 'More')).toEqual([]);
  });
});

describe('numbers on a card', () => {
  it("shows the latest Vietnamese draw of the lottery's region, special prize first", () => {
    const draws = [
      { drawDate: '2026-02-28', region: 'north', numbers: ['11111', '22222', '33333', '44444'] },
      { drawDate: '2026-03-01', region: 'south', numbers: ['999999', '88888'] },
      { drawDate: '2026-03-01', region: 'north', numbers: ['12345', '67890', '24680', '13579'] },
    ];
    expect(latestVnResult(draws, 'north')).toEqual({ date: '2026-03-01', numbers: ['12345', '67890', '24680'] });
    expect(latestVnResult(draws, 'central')).toBeNull();
  });

  it('shows the hottest endings, most frequent first, never one that did not come out', () => {
    const counts = [
      { number: '07', count: 2 },
      { number: '42', count: 5 },
      { number: '03', count: 2 },
      { number: '99', count: 0 },
    ];
    expect(hotNumbers(counts)).toEqual(['42', '03', '07']);
    expect(hotNumbers([{ number: '00', count: 0 }])).toEqual([]);
  });
});
