import { describe, expect, it } from 'vitest';
import { REBATE_RATE_MAX } from '../contract/limits.ts';
import { basisPoints, formatPercent, percentString, shareOf, shortPercent } from './percent.ts';
import { RATE_MAX_BASIS_POINTS } from './rebate-rate.ts';

describe('percentages', () => {
  it('reads percentages of at most two decimals as exact basis points', () => {
    expect([basisPoints('10'), basisPoints('0.5'), basisPoints('12.25'), basisPoints('0.05')]).toEqual([1000, 50, 1225, 5]);
    expect([basisPoints('1.2'), basisPoints('1.20'), basisPoints('0'), basisPoints(' 0.07 ')]).toEqual([120, 120, 0, 7]);
    expect([basisPoints('1.234'), basisPoints('-1'), basisPoints('1e2'), basisPoints('1,5'), basisPoints('')]).toEqual([null, null, null, null, null]);
  });

  it('writes them in the contract form and in the short form a sentence takes', () => {
    expect([percentString(120), percentString(7), percentString(RATE_MAX_BASIS_POINTS)]).toEqual(['1.20', '0.07', REBATE_RATE_MAX]);
    // 0.1 + 0.2 as rates: 0.30 exactly, never 0.30000000000000004.
    expect(percentString(basisPoints('0.1')! + basisPoints('0.2')!)).toBe('0.30');
    expect([shortPercent(10_000), shortPercent(1250), shortPercent(5), shortPercent(150), shortPercent(0)]).toEqual(['100', '12.5', '0.05', '1.5', '0']);
    expect(formatPercent('1.20')).toBe('1.20\u00a0%');
  });

  it('takes shares of money in whole minor units: down for what is paid, up for what is taken', () => {
    expect(shareOf(333_333, 30, 'down')).toBe(999); // 999.999 cents
    expect(shareOf(333_333, 30, 'up')).toBe(1000);
    expect(shareOf(10_000, 150, 'up')).toBe(150); // exact: no rounding either way
    expect(shareOf(9_007_199_254_740_991, 2000, 'down')).toBe(1_801_439_850_948_198);
  });
});
