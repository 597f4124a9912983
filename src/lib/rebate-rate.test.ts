import { describe, expect, it } from 'vitest';
import { REBATE_RATE_MAX } from '../contract/limits.ts';
import { normaliseRate, RATE_MAX_BASIS_POINTS, rateProblem } from './rebate-rate.ts';
import { basisPoints } from './percent.ts';

describe('rebate rates', () => {
  it("allows exactly the agent's own rate and refuses above it, negative, more than 2 decimals, empty and garbage", () => {
    const own = basisPoints('1.50')!;
    expect(rateProblem('1.50', own)).toBeNull();
    expect(rateProblem('1.5', own)).toBeNull();
    expect(rateProblem(' 0 ', own)).toBeNull();
    expect(rateProblem('1.51', own)).toBe('aboveOwn');
    expect(rateProblem('-0.01', own)).toBe('negative');
    expect(rateProblem('1.495', own)).toBe('decimals');
    expect(rateProblem('', own)).toBe('required');
    expect(rateProblem('1,5', own)).toBe('invalid');
    expect(rateProblem('abc', own)).toBe('invalid');
  });

  it("never allows more than the platform's ceiling, whatever the cap says", () => {
    expect(rateProblem(REBATE_RATE_MAX, RATE_MAX_BASIS_POINTS + 100)).toBeNull();
    expect(rateProblem('3.01', RATE_MAX_BASIS_POINTS + 100)).toBe('aboveOwn');
  });

  it('normalises what is sent to the contract form', () => {
    expect(normaliseRate('1.5', 200)).toBe('1.50');
    expect(normaliseRate('2', 200)).toBe('2.00');
    expect(normaliseRate('2.01', 200)).toBeNull();
  });
});
