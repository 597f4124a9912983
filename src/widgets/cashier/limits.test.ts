import { describe, expect, it } from 'vitest';
import { leftOf, limitChange } from './limits.ts';

const limits = (lefts: (string | null)[]) => ({
  limits: lefts.map((left, index) => ({ period: (['DAILY', 'WEEKLY', 'MONTHLY'] as const)[index]!, limit: left, used: '0', left, pending: null })),
});

describe('deposit limits', () => {
  it('what is left is the lowest of the periods that have a limit, compared in cents', () => {
    expect(leftOf(limits(['30000', '9999.99', null]))).toBe('9999.99');
    expect(leftOf(limits(['100', '20', '3']))).toBe('3');
    expect(leftOf(limits([null, null, null]))).toBeNull();
    expect(leftOf(limits(['0', null, '5']))).toBe('0');
  });

  it('a lower or a first limit starts at once; a higher one or removing it waits', () => {
    expect(limitChange('50000', 40_000_00)).toBe('lower');
    expect(limitChange(null, 40_000_00)).toBe('lower');
    expect(limitChange('50000', 60_000_00)).toBe('raise');
    expect(limitChange('50000', null)).toBe('raise');
    expect(limitChange('50000.00', 50_000_00)).toBe('same');
    expect(limitChange(null, null)).toBe('same');
  });
});
