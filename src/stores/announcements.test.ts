import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MARK_READ_THROTTLE_MS } from './announcements.ts';
import { UNREAD_THROTTLE_MS } from './unread.ts';
import { announcement as fixture } from '../contract/fixtures.ts';
import type { Announcement, ValueOf } from '../contract/schemas.ts';
import { createCallStore } from '../lib/fetcher.ts';
import { fakePlatform, type RecordedRequest } from '../../tests/support/browser-fakes.ts';
import { announcementsRequest } from '../lib/announcements-request.ts';
import { markAnnouncementRead } from './announcements.ts';
import { $session, signOut, type SessionInfo } from '../lib/session.ts';
import { $announcementUnread, refreshAnnouncementUnread } from './unread.ts';
import * as shellCalls from '../contract/calls/shell.ts';

const member = (type: number): SessionInfo => ({ token: `token-of-type-${type}`, merchantCode: 'LOTUS01', userName: 'demo', type, firstTimeLogin: false });

const announcement = (id: number, type: Announcement['type'], read: boolean) => fixture(id, type, { title: `Notice ${id}`, read });

/** A platform that remembers what was marked read; `atServer` notes what the page showed when each mark arrived. */
function notices() {
  const read = new Set([2]);
  const atServer: (boolean | undefined)[] = [];
  let $list: ReturnType<typeof createCallStore<'announcements'>> | undefined;
  const answer = (): ValueOf<'announcements'> => {
    const list = [announcement(1, 'B', read.has(1)), announcement(2, 'PL', read.has(2)), announcement(3, 'PU', read.has(3))];
    return { list, unreadCount: list.filter((item) => !item.read).length, footer: { unreadCount: 0 } };
  };
  const fake = fakePlatform({
    announcements: answer,
    markAnnouncementRead: ({ body }: RecordedRequest) => {
      const { announcementId } = body as { announcementId: number };
      atServer.push($list?.get().data?.list.find((item) => item.id === announcementId)?.read);
      read.add(announcementId);
      return { announcementId, read: true };
    },
  });
  return { fake, atServer, show: (store: typeof $list) => ($list = store) };
}

let clock = Date.UTC(2026, 0, 1);
let unbinds: (() => void)[] = [];
beforeEach(() => {
  clock += 3_600_000;
  vi.useFakeTimers({ now: clock });
});
afterEach(() => {
  unbinds.forEach((unbind) => unbind());
  unbinds = [];
  signOut();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The message centre's list and badge, loaded. */
async function messageCentre() {
  const $list = createCallStore(shellCalls.announcements, announcementsRequest('B,PL,PU'));
  unbinds.push($list.listen(() => {}));
  refreshAnnouncementUnread();
  await vi.advanceTimersByTimeAsync(0);
  return $list;
}

describe('markAnnouncementRead (G §4, §7)', () => {
  it('sets read locally first, then calls the server, then refreshes list and badge', async () => {
    const { fake, atServer, show } = notices();
    $session.set(member(0));
    const $list = show(await messageCentre())!;
    expect($list.get().data?.unreadCount).toBe(2);
    expect($announcementUnread.get()).toBe(2);
    const listAsksBefore = fake.count('announcements');

    const done = markAnnouncementRead(1);
    expect($list.get().data?.list.find((item) => item.id === 1)?.read).toBe(true); // at once, before any answer
    expect($list.get().data?.unreadCount).toBe(1);
    expect($announcementUnread.get()).toBe(1);
    await done;
    await vi.advanceTimersByTimeAsync(UNREAD_THROTTLE_MS); // the badge's refresh is throttled like every unread count

    expect(atServer).toEqual([true]);
    expect(fake.requests.find((request) => request.id === 'markAnnouncementRead')!.body).toEqual({ announcementId: 1, read: true });
    expect(fake.count('announcements')).toBe(listAsksBefore + 2); // the list asked again, and the badge's count
    expect($list.get().data?.unreadCount).toBe(1);
    expect($announcementUnread.get()).toBe(1);
  });

  it('reports one announcement at most once per 150 ms; other announcements are not held back', async () => {
    const { fake } = notices();
    $session.set(member(0));
    await messageCentre();
    for (let i = 0; i < 5; i++) {
      void markAnnouncementRead(1);
      await vi.advanceTimersByTimeAsync(20);
    }
    void markAnnouncementRead(3);
    await vi.advanceTimersByTimeAsync(0);
    expect(
      fake.requests.filter((request) => request.id === 'markAnnouncementRead').map((request) => (request.body as { announcementId: number }).announcementId),
    ).toEqual([1, 3]);
    await vi.advanceTimersByTimeAsync(MARK_READ_THROTTLE_MS);
    await markAnnouncementRead(1);
    expect(fake.count('markAnnouncementRead')).toBe(3);
  });

  it('guests and trial accounts never mark (G §6)', async () => {
    const { fake } = notices();
    await markAnnouncementRead(1);
    $session.set(member(4));
    const $list = await messageCentre();
    await markAnnouncementRead(1);
    expect(fake.count('markAnnouncementRead')).toBe(0);
    expect($list.get().data?.list.find((item) => item.id === 1)?.read).toBe(false);
  });
});
