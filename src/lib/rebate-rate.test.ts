import { describe, expect, it } from 'vitest';
import { REBATE_RATE_MAX } from '../contract/limits.ts';
import { normaliseRate, RATE_MAX_BASIS_POINTS, rateProblem } from './rebate-rate.ts';
import { basisPoints } from './percent.ts';

describe('rebate rates', () => {
  // The agent's own rate, 1.50 %, is the cap.
  it.each([
    ['1.50', null],
    ['1.5', null],
    [' 0 ', null],
    ['1.51', 'aboveOwn'],
    ['-0.01', 'negative'],
    ['1.495', 'decimals'],
    ['', 'required'],
    ['1,5', 'invalid'],
    ['abc', 'invalid'],
  ])("allows exactly the agent's own rate and refuses above it, negative, more than 2 decimals, empty and garbage: %j is %s", (typed, problem) => {
    expect(rateProblem(typed, basisPoints('1.50')!)).toBe(problem);
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
