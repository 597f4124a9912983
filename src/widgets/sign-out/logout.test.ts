import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../../tests/support/browser-fakes.ts';
import { $session } from '../../lib/session.ts';
import { SIGN_IN_KEYS } from '../../lib/storage-keys.ts';
import { logout } from './logout.ts';

const { autoLogin: AUTO_LOGIN_KEY, trialName: TRIAL_NAME_KEY } = SIGN_IN_KEYS;

const session = { token: 'token-0123456789abcdef', merchantCode: 'LOTUS01', userName: 'demo_member', type: 0, firstTimeLogin: false };

describe('logout (A §4)', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('sessionStorage', memoryStorage());
    $session.set(session);
    sessionStorage.setItem(TRIAL_NAME_KEY, 'trial_abc');
    localStorage.setItem(AUTO_LOGIN_KEY, '1');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    $session.set(undefined);
  });

  it('calls logout with the notice time as timeout, then clears session, trial name and auto-login', async () => {
    const call = vi.fn(async () => ({ loggedOut: true }));
    expect(await logout(call)).toBe(true);
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ id: 'logout' }), {}, { timeoutMs: 9999 });
    expect($session.get()).toBeUndefined();
    expect(sessionStorage.getItem(TRIAL_NAME_KEY)).toBeNull();
    expect(localStorage.getItem(AUTO_LOGIN_KEY)).toBe('0');
  });

  it('a failing call still ends the local session', async () => {
    const call = vi.fn(async () => {
      throw new Error('offline');
    });
    expect(await logout(call)).toBe(false);
    expect($session.get()).toBeUndefined();
    expect(localStorage.getItem(AUTO_LOGIN_KEY)).toBe('0');
  });

  it('without a session there is nothing to call', async () => {
    $session.set(undefined);
    const call = vi.fn(async () => ({}));
    expect(await logout(call)).toBe(false);
    expect(call).not.toHaveBeenCalled();
    expect(localStorage.getItem(AUTO_LOGIN_KEY)).toBe('0');
  });
});
