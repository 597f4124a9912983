import { describe, expect, it } from 'vitest';
import { isAgent, isRealAccount, isTrial } from './session.ts';

describe('member types (account §3, §6)', () => {
  it('real accounts are 0, 1, 2', () => {
    expect([0, 1, 2, 4, 40, 41, 42].filter((type) => isRealAccount(type))).toEqual([0, 1, 2]);
  });
  it('agents are 1, 2, 41, 42; 0, 4, 40 are not', () => {
    expect([0, 1, 2, 4, 40, 41, 42].filter((type) => isAgent(type))).toEqual([1, 2, 41, 42]);
  });
  it('trial is 4 and any type the spec does not name', () => {
    expect([0, 1, 2, 4, 40, 41, 42, 7, 99].filter((type) => isTrial(type))).toEqual([4, 7, 99]);
    expect(isTrial(undefined)).toBe(false);
  });
});
