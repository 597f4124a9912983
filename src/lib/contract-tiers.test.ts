import { describe, expect, it } from 'vitest';
import { tierPays, tierReached, type Tier } from './contract-tiers.ts';

const DIVIDEND: readonly Tier[] = [
  { threshold: '10000.00', rate: '10', fixed: null },
  { threshold: '50000.00', rate: '15', fixed: null },
  { threshold: '100000.00', rate: '20', fixed: null },
];
const SALARY: readonly Tier[] = [
  { threshold: '10000.00', rate: null, fixed: '100.00' },
  { threshold: '50000.00', rate: null, fixed: '300.00' },
];

describe('contract tiers', () => {
  it('a loss reaches the highest tier whose threshold it meets, the threshold itself included', () => {
    expect(tierReached(DIVIDEND, 999_999)).toBeNull();
    expect(tierReached(DIVIDEND, 1_000_000)).toBe(0);
    expect(tierReached(DIVIDEND, 4_999_999)).toBe(0);
    expect(tierReached(DIVIDEND, 5_000_000)).toBe(1);
    expect(tierReached(DIVIDEND, 99_000_000)).toBe(2);
  });

  it('a team that won (a negative loss) or lost nothing reaches no tier, even a tier from 0', () => {
    expect(tierReached(DIVIDEND, -5_000_000)).toBeNull();
    expect(tierReached([{ threshold: '0', rate: '5', fixed: null }], 0)).toBeNull();
  });

  it('pays a rate of the basis rounded down to the cent, or the fixed amount', () => {
    expect(tierPays(DIVIDEND[0]!, 1_034_450)).toBe(103_445);
    expect(tierPays({ threshold: '0', rate: '0.3', fixed: null }, 333_333)).toBe(999); // 999.999 cents → 999
    expect(tierPays(SALARY[1]!, 7_000_000)).toBe(30_000);
    expect(tierPays({ threshold: '0', rate: '20', fixed: null }, 9_007_199_254_740_991)).toBe(1_801_439_850_948_198);
  });
});
