import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../tests/support/browser-fakes.ts';
import { SIGN_IN_KEYS } from './storage-keys.ts';
import { $session, isAgent, isNonAgent, isRealAccount, isTrial, onSessionEnd, signIn, signOut } from './session.ts';

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

const LOGIN_ANSWER = { token: 'token-0123456789abcdef', userName: 'demo_member', type: 0, firstTimeLogin: true };

describe('sign-in and sign-out (account §3, §4): the one owner of the session', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('sessionStorage', memoryStorage());
  });
  afterEach(() => {
    $session.set(undefined);
    vi.unstubAllGlobals();
  });

  it('signIn: a login answer and the merchant become the session, nothing else of the answer; it is stored and answered', () => {
    const session = signIn({ ...LOGIN_ANSWER, extra: 'x' } as typeof LOGIN_ANSWER, 'HARBOR01');
    expect(session).toEqual({ token: LOGIN_ANSWER.token, merchantCode: 'HARBOR01', userName: 'demo_member', type: 0, firstTimeLogin: true });
    expect($session.get()).toEqual(session);
    expect(sessionStorage.getItem(SIGN_IN_KEYS.trialName)).toBeNull();
  });

  it('a trial sign-in also keeps the trial name in sessionStorage', () => {
    const trial = signIn({ token: 't'.repeat(16), userName: 'trial_1', type: 4, firstTimeLogin: false }, 'HARBOR01', true);
    expect($session.get()).toEqual(trial);
    expect(sessionStorage.getItem(SIGN_IN_KEYS.trialName)).toBe('trial_1');
  });

  it("signOut by the player ends the session and the trial name and sets auto-login to 0 (account §4 'Logout')", () => {
    signIn({ token: 't'.repeat(16), userName: 'trial_1', type: 4, firstTimeLogin: false }, 'M', true);
    localStorage.setItem(SIGN_IN_KEYS.autoLogin, '1');
    signOut();
    expect($session.get()).toBeUndefined();
    expect(sessionStorage.getItem(SIGN_IN_KEYS.trialName)).toBeNull();
    expect(localStorage.getItem(SIGN_IN_KEYS.autoLogin)).toBe('0');
  });

  it('signOut by the platform (a logged-out answer) ends the session and leaves the auto-login setting alone', () => {
    signIn(LOGIN_ANSWER, 'M');
    localStorage.setItem(SIGN_IN_KEYS.autoLogin, '1');
    signOut('platform');
    expect($session.get()).toBeUndefined();
    expect(localStorage.getItem(SIGN_IN_KEYS.autoLogin)).toBe('1');
  });

  it('without browser storage signing in and out still works for the page', () => {
    vi.stubGlobal('sessionStorage', undefined);
    vi.stubGlobal('localStorage', undefined);
    expect(signIn(LOGIN_ANSWER, 'M', true).userName).toBe('demo_member');
    expect(() => signOut()).not.toThrow();
    expect($session.get()).toBeUndefined();
  });

  it('onSessionEnd runs when a session ends, not when one starts or changes', () => {
    const reset = vi.fn();
    const stop = onSessionEnd(reset);
    signIn(LOGIN_ANSWER, 'M');
    signIn({ ...LOGIN_ANSWER, token: 'token-fedcba9876543210' }, 'M');
    expect(reset).not.toHaveBeenCalled();
    signOut();
    expect(reset).toHaveBeenCalledTimes(1);
    stop();
  });
});
