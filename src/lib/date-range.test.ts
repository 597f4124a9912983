import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { presetRange, rangeProblem, rangeRequest } from './date-range.ts';

/** The player's zone for these tests: Yangon (UTC+6:30), half an hour behind the platform's clock. */
const ZONE = 'Asia/Yangon';
let zone: string | undefined;
beforeEach(() => {
  zone = process.env.TZ;
  process.env.TZ = ZONE;
});
afterEach(() => {
  process.env.TZ = zone;
});

/** An instant given as a wall-clock time in Yangon. */
const yangon = (wall: string) => Date.parse(`${wall}+06:30`);

describe('record date ranges in the player zone', () => {
  it('presets are whole days ending today, by the player clock, up to the last minute of the day', () => {
    const now = yangon('2026-03-10T23:59:00');
    expect(presetRange('today', now)).toEqual({ first: '2026-03-10', last: '2026-03-10' });
    expect(presetRange('yesterday', now)).toEqual({ first: '2026-03-09', last: '2026-03-09' });
    expect(presetRange('last7', now)).toEqual({ first: '2026-03-04', last: '2026-03-10' });
    expect(presetRange('last30', now)).toEqual({ first: '2026-02-09', last: '2026-03-10' });
  });

  it('a new day starts at the player midnight, not the platform one', () => {
    // 00:10 in Yangon is 00:40 on the platform clock, and 23:50 the day before is 00:20 there: both by the player's day.
    expect(presetRange('today', yangon('2026-03-11T00:10:00')).first).toBe('2026-03-11');
    expect(presetRange('today', yangon('2026-03-10T23:50:00')).first).toBe('2026-03-10');
    expect(presetRange('yesterday', yangon('2026-03-01T00:00:00'))).toEqual({ first: '2026-02-28', last: '2026-02-28' });
  });

  it('sends the player days as platform times, the end exclusive', () => {
    expect(rangeRequest({ first: '2026-03-10', last: '2026-03-10' })).toEqual({ from: '2026-03-10 00:30:00', to: '2026-03-11 00:30:00' });
    expect(rangeRequest({ first: '2026-02-28', last: '2026-03-01' })).toEqual({ from: '2026-02-28 00:30:00', to: '2026-03-02 00:30:00' });
  });

  it('keeps a day whole across a daylight-saving change', () => {
    process.env.TZ = 'Europe/London';
    // 29 March 2026 has 23 hours in London: midnight to midnight is still that one day.
    expect(rangeRequest({ first: '2026-03-29', last: '2026-03-29' })).toEqual({ from: '2026-03-29 07:00:00', to: '2026-03-30 06:00:00' });
  });

  it('refuses custom ranges that cannot be asked for', () => {
    const now = yangon('2026-03-10T12:00:00');
    expect(rangeProblem({ first: '2026-03-01', last: '2026-03-10' }, now)).toBeNull();
    expect(rangeProblem({ first: '2026-03-10', last: '2026-03-01' }, now)).toBe('order');
    expect(rangeProblem({ first: '2026-03-10', last: '2026-03-11' }, now)).toBe('future');
    expect(rangeProblem({ first: '2025-12-10', last: '2026-03-10' }, now)).toBe('tooLong');
    expect(rangeProblem({ first: '2025-12-11', last: '2026-03-10' }, now)).toBeNull();
    expect(rangeProblem({ first: '', last: '2026-03-10' }, now)).toBe('invalid');
  });
});
