import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNREAD_THROTTLE_MS } from './unread.ts';
import { fakePlatform } from '../../tests/support/browser-fakes.ts';
import { $session, signOut, type SessionInfo } from '../lib/session.ts';
import {
  $announcementUnread,
  $chatUnread,
  $inboxUnread,
  $memberUnread,
  countAnnouncementRead,
  countInboxRead,
  refreshInboxUnread,
  refreshUnreadCounts,
} from './unread.ts';

const member = (type: number): SessionInfo => ({ token: `token-of-type-${type}`, merchantCode: 'LOTUS01', userName: 'demo', type, firstTimeLogin: false });
const ANSWERS = {
  inboxUnread: 3,
  chatUnread: { unReadCount: 4 },
  announcements: { list: [], unreadCount: 5, footer: { unreadCount: 0 } },
};

// Each test starts an hour after the last, so no throttle window carries over.
let clock = Date.UTC(2026, 0, 1);
beforeEach(() => {
  clock += 3_600_000;
  vi.useFakeTimers({ now: clock });
});
afterEach(() => {
  signOut();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('unread counters', () => {
  it('a burst of 10 triggers in 100 ms makes one request; one more follows at the end of the window', async () => {
    const fake = fakePlatform(ANSWERS);
    $session.set(member(0));
    for (let i = 0; i < 10; i++) {
      refreshInboxUnread();
      await vi.advanceTimersByTimeAsync(10);
    }
    expect(fake.count('inboxUnread')).toBe(1);
    expect($inboxUnread.get()).toBe(3);
    await vi.advanceTimersByTimeAsync(UNREAD_THROTTLE_MS - 100 - 1);
    expect(fake.count('inboxUnread')).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.count('inboxUnread')).toBe(2);
    await vi.advanceTimersByTimeAsync(UNREAD_THROTTLE_MS * 4);
    expect(fake.count('inboxUnread')).toBe(2); // quiet afterwards
  });

  it('each counter throttles on its own; refreshUnreadCounts asks all three once', async () => {
    const fake = fakePlatform(ANSWERS);
    $session.set(member(0));
    refreshUnreadCounts();
    refreshUnreadCounts();
    await vi.advanceTimersByTimeAsync(0);
    expect([fake.count('inboxUnread'), fake.count('chatUnread'), fake.count('announcements')]).toEqual([1, 1, 1]);
    expect([$inboxUnread.get(), $chatUnread.get(), $announcementUnread.get()]).toEqual([3, 4, 5]);
    expect(fake.requests.find((request) => request.id === 'announcements')!.url.searchParams.get('types')).toBe('B,PL,PU');
  });

  it('loads when a badge first shows it, and drops to 0 when the session ends', async () => {
    const fake = fakePlatform(ANSWERS);
    $session.set(member(0));
    const unbind = $inboxUnread.listen(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.count('inboxUnread')).toBe(1);
    expect($inboxUnread.get()).toBe(3);
    signOut();
    expect($inboxUnread.get()).toBe(0);
    unbind();
  });

  it('guests ask nothing', async () => {
    const fake = fakePlatform(ANSWERS);
    refreshUnreadCounts();
    await vi.advanceTimersByTimeAsync(UNREAD_THROTTLE_MS);
    expect(fake.requests).toEqual([]);
  });

  it('trial accounts (type 4) ask no chat and no announcement count, only the inbox', async () => {
    const fake = fakePlatform(ANSWERS);
    $session.set(member(4));
    refreshUnreadCounts();
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.requests.map((request) => request.id)).toEqual(['inboxUnread']);
    expect([$chatUnread.get(), $announcementUnread.get()]).toEqual([0, 0]);
  });

  it("the member's total adds inbox, announcements and chat, and drops at once when one is read", async () => {
    const fake = fakePlatform(ANSWERS);
    $session.set(member(0));
    const seen: number[] = [];
    const unbind = $memberUnread.subscribe((count) => seen.push(count));
    await vi.advanceTimersByTimeAsync(0);
    expect([fake.count('inboxUnread'), fake.count('chatUnread'), fake.count('announcements')]).toEqual([1, 1, 1]);
    expect($memberUnread.get()).toBe(3 + 4 + 5);
    countInboxRead();
    expect([$inboxUnread.get(), $memberUnread.get()]).toEqual([2, 11]);
    countAnnouncementRead();
    expect([$announcementUnread.get(), $memberUnread.get()]).toEqual([4, 10]);
    signOut();
    expect($memberUnread.get()).toBe(0);
    expect(seen.at(-1)).toBe(0);
    unbind();
  });

  it("a trial account's total is its inbox alone", async () => {
    fakePlatform(ANSWERS);
    $session.set(member(4));
    const unbind = $memberUnread.listen(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect($memberUnread.get()).toBe(3);
    unbind();
  });

  it('an answer that arrives after the session ended is dropped', async () => {
    let answer!: (response: Response) => void;
    fakePlatform({ inboxUnread: () => new Promise<Response>((resolve) => (answer = resolve)) });
    $session.set(member(0));
    refreshInboxUnread();
    await vi.advanceTimersByTimeAsync(0);
    signOut();
    answer(Response.json({ success: true, value: 9 }));
    await vi.advanceTimersByTimeAsync(0);
    expect($inboxUnread.get()).toBe(0);
  });
});

describe('chat unread needs the CBS3 switch (A §6)', () => {
  it('with CBS3 off no member asks for it', async () => {
    vi.resetModules();
    vi.doMock('virtual:brand', async (original) => {
      const brand = await original<typeof import('virtual:brand')>();
      return { ...brand, whitelabel: { ...brand.whitelabel, CBS3: false } };
    });
    const session = await import('../lib/session.ts');
    const unread = await import('./unread.ts');
    const fake = fakePlatform(ANSWERS);
    session.$session.set(member(0));
    unread.refreshChatUnread();
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.count('chatUnread')).toBe(0);
    expect(unread.$chatUnread.get()).toBe(0);
    session.signOut();
    vi.doUnmock('virtual:brand');
  });
});
