import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sandboxForSuite } from '../../../../scripts/sandbox/testing/index.ts';
import { memoryStorage, routeFetchTo } from '../../../../tests/support/browser-fakes.ts';
import { SIGN_IN_KEYS } from '../../../lib/storage-keys.ts';
import { $session } from '../../../lib/session.ts';
import { signInAnswer, startTrial } from './trial.ts';

const TRIAL_NAME_KEY = SIGN_IN_KEYS.trialName;

describe('trial sessions (A §4)', () => {
  const platform = sandboxForSuite();
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('sessionStorage', memoryStorage());
    routeFetchTo(platform.url);
  });
  afterEach(() => {
    $session.set(undefined);
    vi.unstubAllGlobals();
  });

  it('test play answers carry customerType: it becomes the session type, with no first login', () => {
    expect(signInAnswer({ token: 't'.repeat(16), userName: 'trial_1', customerType: 4 })).toEqual({
      token: 't'.repeat(16),
      userName: 'trial_1',
      type: 4,
      firstTimeLogin: false,
    });
    const login = { token: 't'.repeat(16), userName: 'trial_2', type: 4, firstTimeLogin: true };
    expect(signInAnswer(login)).toBe(login);
  });

  for (const kind of ['trialLogin', 'testPlay'] as const) {
    it(`${kind} stores a type-4 session and the trial name`, async () => {
      const session = await startTrial(kind);
      expect(session.type).toBe(4);
      expect(session.merchantCode).toBe('LOTUS01');
      expect($session.get()).toEqual(session);
      expect(sessionStorage.getItem(TRIAL_NAME_KEY)).toBe(session.userName);
      expect(session.userName).toMatch(/^trial_/);
    });
  }

  it('a refusal stores nothing', async () => {
    const call = vi.fn(async () => {
      throw new Error('refused');
    });
    await expect(startTrial('trialLogin', call)).rejects.toThrow('refused');
    expect($session.get()).toBeUndefined();
    expect(sessionStorage.getItem(TRIAL_NAME_KEY)).toBeNull();
  });
});
