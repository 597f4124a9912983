import { describe, expect, it } from 'vitest';
import { REBATE_RATE_MAX } from '../contract/limits.ts';
import { formatRate, normaliseRate, RATE_MAX_HUNDREDTHS, rateHundredths, rateProblem } from './rebate-rate.ts';

describe('rebate rates', () => {
  it('reads and writes exact hundredths of a percent', () => {
    expect(rateHundredths('1.2')).toBe(120);
    expect(rateHundredths('1.20')).toBe(120);
    expect(rateHundredths('0')).toBe(0);
    expect(rateHundredths('0.07')).toBe(7);
    expect(rateHundredths('1.234')).toBeNull();
    expect(rateHundredths('-1')).toBeNull();
    expect(rateHundredths('1e2')).toBeNull();
    expect(formatRate(120)).toBe('1.20');
    expect(formatRate(7)).toBe('0.07');
    expect(formatRate(RATE_MAX_HUNDREDTHS)).toBe(REBATE_RATE_MAX);
    // 0.1 + 0.2 as rates: 0.30 exactly, never 0.30000000000000004.
    expect(formatRate(rateHundredths('0.1')! + rateHundredths('0.2')!)).toBe('0.30');
  });

  it("allows exactly the agent's own rate and refuses above it, negative, more than 2 decimals, empty and garbage", () => {
    const own = rateHundredths('1.50')!;
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
    expect(rateProblem(REBATE_RATE_MAX, RATE_MAX_HUNDREDTHS + 100)).toBeNull();
    expect(rateProblem('3.01', RATE_MAX_HUNDREDTHS + 100)).toBe('aboveOwn');
  });

  it('normalises what is sent to the contract form', () => {
    expect(normaliseRate('1.5', 200)).toBe('1.50');
    expect(normaliseRate('2', 200)).toBe('2.00');
    expect(normaliseRate('2.01', 200)).toBeNull();
  });
});
