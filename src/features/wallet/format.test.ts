import { describe, expect, it } from 'vitest';
import { formatBalance } from './format.ts';

describe('balance', () => {
  it('always two decimals with thousands separators', () => {
    expect(formatBalance(1520.75)).toBe('1,520.75');
    expect(formatBalance(98200.5)).toBe('98,200.50');
    expect(formatBalance(0)).toBe('0.00');
    expect(formatBalance(1.005)).toMatch(/^1\.0[01]$/);
  });
});
