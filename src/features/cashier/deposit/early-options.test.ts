// The deposit's options asked from the head (./early-options.ts) and taken by the page's own call
// (./api.ts): the same request, handed only to a call with the token it was asked with.
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_REQUEST_SCRIPT, EARLY_REQUESTS } from '../../../lib/early-requests.ts';
import { $session, signOut } from '../../../lib/session.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { loadDepositOptions } from './api.ts';
import { depositOptionsRequest } from './early-options.ts';

const answer = (value: unknown) => Response.json({ success: true, value });

/** Runs the head's starter of the deposit page with this session stored; what it asked for. */
function startEarly(session: { token: string; type: number }) {
  const asked: { url: string; init: RequestInit }[] = [];
  const early = depositOptionsRequest({ name: 'voucherCenter' }, 'EN')!;
  runInNewContext(EARLY_REQUEST_SCRIPT, {
    window: globalThis,
    location: { search: '' },
    localStorage: { getItem: (key: string) => (key === STORAGE_KEYS.session ? JSON.stringify({ ...session, userName: 'u' }) : null) },
    fetch: (url: string, init: RequestInit) => {
      asked.push({ url, init });
      return Promise.resolve(answer({ from: 'head' }));
    },
    document: { currentScript: { dataset: { early } } },
  });
  return asked;
}

afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
  delete (globalThis as Record<string, unknown>)[EARLY_REQUESTS];
});

describe("the deposit's options asked from the head", () => {
  it('only on the deposit page', () => {
    expect(depositOptionsRequest({ name: 'voucherCenter' }, 'EN')).not.toBeNull();
    expect(depositOptionsRequest({ name: 'withdraw' }, 'EN')).toBeNull();
  });

  it("are the page's own call: it takes their answer and asks nothing itself", async () => {
    const asked = startEarly({ token: 'member-token', type: 0 });
    const fetch = vi.fn(() => Promise.resolve(answer({ from: 'page' })));
    vi.stubGlobal('fetch', fetch);
    $session.set({ token: 'member-token', merchantCode: 'LOTUS01', userName: 'u', type: 0, firstTimeLogin: false });
    expect(await loadDepositOptions('EN')).toEqual({ from: 'head' });
    expect(fetch).not.toHaveBeenCalled();
    expect(new Headers(asked[0]!.init.headers).get('Authorization')).toBe('Bearer member-token');
  });

  it("are never another account's: a call with another token asks for itself", async () => {
    startEarly({ token: 'first-token', type: 0 });
    const fetch = vi.fn(() => Promise.resolve(answer({ from: 'page' })));
    vi.stubGlobal('fetch', fetch);
    $session.set({ token: 'second-token', merchantCode: 'LOTUS01', userName: 'v', type: 0, firstTimeLogin: false });
    expect(await loadDepositOptions('EN')).toEqual({ from: 'page' });
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('are not asked for an account the deposit is closed to (a trial account)', () => {
    expect(startEarly({ token: 'trial-token', type: 4 })).toEqual([]);
  });
});
