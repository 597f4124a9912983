// The browser's platform client and the member stores against the real sandbox over HTTP.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_HEADER, STANDALONE_DEVICE } from '../contract/headers.ts';
import { $session, signOut } from './session.ts';
import { $memberInfo } from '../stores/member.ts';
import { $announcementUnread, $chatUnread, $inboxUnread } from '../stores/unread.ts';
import { $sumBalance, refreshWallet } from '../stores/wallet.ts';
import { ApiError } from './api-client.ts';
import { api } from 'virtual:brand';
import { decryptBody, type EncryptedBody } from './body-crypto.ts';
import { encryptedCall } from './encrypted-call.ts';
import { platformCall } from './platform.ts';
import { sandboxForSuite } from '../../scripts/sandbox/testing/index.ts';
import { fakePlatform, routeFetchTo } from '../../tests/support/browser-fakes.ts';
import * as accountCalls from '../contract/calls/account.ts';
import * as shellCalls from '../contract/calls/shell.ts';

const platform = sandboxForSuite();

afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

describe('platformCall', () => {
  it('sends the session token on auth and optional-auth calls, not on the others', async () => {
    const fake = fakePlatform({
      systemStatus: {} as never,
      announcements: { list: [], unreadCount: 0, footer: { unreadCount: 0 } },
      wallet: { sumBalance: 1 },
    });
    $session.set({ token: 'member-token', merchantCode: 'LOTUS01', userName: 'demo', type: 0, firstTimeLogin: false });
    await platformCall(shellCalls.systemStatus, {}).catch(() => {});
    await platformCall(shellCalls.announcements, { types: 'B', platform: 'M', merchantCode: 'LOTUS01' });
    await platformCall(shellCalls.wallet, {});
    expect(fake.requests.map((request) => [request.id, request.headers.get('Authorization')])).toEqual([
      ['systemStatus', null],
      ['announcements', 'Bearer member-token'],
      ['wallet', 'Bearer member-token'],
    ]);
    signOut();
    await platformCall(shellCalls.announcements, { types: 'B', platform: 'M', merchantCode: 'LOTUS01' });
    expect(fake.requests.at(-1)!.headers.get('Authorization')).toBeNull();
  });

  it('encrypted calls seal their body and name the device on login only when the site runs as an installed web app', async () => {
    const fake = fakePlatform({ login: { token: 't'.repeat(16), userName: 'u', type: 0, firstTimeLogin: false } });
    const login = () => encryptedCall(accountCalls.login, { type: 'username', username: 'u', password: 'p' });
    vi.stubGlobal('window', { matchMedia: (query: string) => ({ matches: query === '(display-mode: standalone)' }) });
    vi.stubGlobal('navigator', {});
    await login();
    vi.stubGlobal('window', { matchMedia: () => ({ matches: false }) });
    await login();
    expect(fake.requests.map((request) => request.headers.get(DEVICE_HEADER))).toEqual([STANDALONE_DEVICE, null]);
    expect(decryptBody(fake.requests[0]!.body as EncryptedBody, api.encryptionKey)).toEqual({ type: 'username', username: 'u', password: 'p' });
  });

  it('without a sealer an encrypted call fails before anything is sent', async () => {
    const fake = fakePlatform({});
    const sealless = platformCall as (call: object, input: object) => Promise<unknown>; // what the types forbid
    await expect(sealless(accountCalls.login, { type: 'username', username: 'u', password: 'p' })).rejects.toThrow(/body sealer/);
    expect(fake.requests).toEqual([]);
  });

  it('a logged-out answer ends the session and empties member info, wallet and unread counters', async () => {
    routeFetchTo(platform.url);
    $session.set(await platform.sessionOf('demo_member'));
    const unbind = [$memberInfo, $inboxUnread, $chatUnread, $announcementUnread].map((store) => store.listen(() => {}));
    void refreshWallet(); // what a balance widget does when it shows
    await vi.waitFor(() => {
      expect($memberInfo.get().data?.account).toBe('demo_member');
      expect($sumBalance.get()).toBe('1520.75');
      expect($inboxUnread.get()).toBeGreaterThan(0);
      expect($chatUnread.get()).toBeGreaterThan(0);
      expect($announcementUnread.get()).toBeGreaterThan(0);
    });

    platform.sandbox.db.exec('DELETE FROM tokens'); // the platform forgets the session
    await expect(platformCall(shellCalls.memberInfo, {})).rejects.toMatchObject({ kind: 'loggedOut' } satisfies Partial<ApiError>);

    expect($session.get()).toBeUndefined();
    expect($memberInfo.get().data).toBeUndefined();
    expect($sumBalance.get()).toBeNull();
    expect([$inboxUnread.get(), $chatUnread.get(), $announcementUnread.get()]).toEqual([0, 0, 0]);
    unbind.forEach((stop) => stop());
  });

  it('a logged-out answer for an old token leaves a newer session alone', async () => {
    routeFetchTo(platform.url);
    $session.set({ token: 'stale-token-0000000000', merchantCode: 'LOTUS01', userName: 'demo_member', type: 0, firstTimeLogin: false });
    const outcome = platformCall(shellCalls.wallet, {}).catch((error: unknown) => error);
    const fresh = await platform.sessionOf('demo_member');
    $session.set(fresh); // logged in again (e.g. in another tab) while the old request was out
    expect(await outcome).toMatchObject({ kind: 'loggedOut' });
    expect($session.get()).toEqual(fresh);
    const unbind = $sumBalance.listen(() => {});
    await refreshWallet();
    await vi.waitFor(() => expect($sumBalance.get()).toBe('1520.75'));
    unbind();
  });
});
