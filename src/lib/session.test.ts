import { describe, expect, it, vi } from 'vitest';
import { $session, clearSession, isAgent, isNonAgent, isRealAccount, isTrial, onSessionEnd } from './session.ts';

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
  it('non-agents are 0, 4, 40, and unnamed types (they count as trial)', () => {
    expect([0, 1, 2, 4, 40, 41, 42, 7].filter((type) => isNonAgent(type))).toEqual([0, 4, 40, 7]);
    expect(isNonAgent(undefined)).toBe(false);
  });
});

describe('session', () => {
  it('onSessionEnd runs when a session ends, not when one starts or changes', () => {
    const reset = vi.fn();
    const stop = onSessionEnd(reset);
    const session = { token: 'a', merchantCode: 'M', userName: 'u', type: 0, firstTimeLogin: false };
    $session.set(session);
    $session.set({ ...session, token: 'b' });
    expect(reset).not.toHaveBeenCalled();
    clearSession();
    expect(reset).toHaveBeenCalledTimes(1);
    stop();
  });
});
