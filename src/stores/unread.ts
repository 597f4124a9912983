/**
 * Unread counters (G §3 "Counters"): inbox, live chat and the message centre's announcements.
 * Each is refreshed through a throttled loader (UNREAD_THROTTLE_MS, A §7, G §7): a burst of
 * triggers makes one request at once and at most one more at the end of the window. A counter
 * loads when a badge first shows it, follows a new session, and drops to 0 when the session ends.
 *
 * No fetcher layer here: badges sit on many member pages, and a count wants a fresh answer each
 * time it is asked, not a cached one.
 */
import { whitelabel } from 'virtual:brand';
import { atom, computed, onMount, type ReadableAtom } from 'nanostores';
import { announcementsRequest } from '../lib/announcements-request.ts';
import { platformCall } from '../lib/platform.ts';
import { throttle } from '../lib/timing.ts';
import { $session, isTrial, onSessionEnd, type SessionInfo } from '../lib/session.ts';
import * as shellCalls from '../contract/calls/shell.ts';

/** Throttles of the fetcher layer (G §7, §9). */
export const UNREAD_THROTTLE_MS = 250;

/** Announcement types of the message centre (G §7 "'B,PL,PU' for message centre"); its badge counts these. */
export const MESSAGE_CENTRE_TYPES = 'B,PL,PU';

interface UnreadCounter {
  $count: ReadableAtom<number>;
  refresh: () => void;
  /** Lowers the count by one at once, before the server confirms (mark-as-read). */
  countOneRead: () => void;
}

function createUnreadCounter(appliesTo: (session: SessionInfo) => boolean, ask: () => Promise<number>): UnreadCounter {
  const $count = atom(0);
  let latest = 0; // only the newest request may set the count: a slow older answer must not win

  async function load(): Promise<void> {
    const session = $session.get();
    if (!session || !appliesTo(session)) {
      $count.set(0);
      return;
    }
    const request = ++latest;
    try {
      const count = await ask();
      if (request === latest && $session.get()?.token === session.token) $count.set(count);
    } catch {
      // The badge keeps its last count; a logged-out answer ends the session, which zeroes it.
    }
  }
  const refresh = throttle(() => void load(), UNREAD_THROTTLE_MS);

  onMount($count, () => {
    refresh();
    return $session.listen((session) => {
      if (session) refresh();
    });
  });
  onSessionEnd(() => {
    refresh.cancel();
    latest++;
    $count.set(0);
  });
  return { $count, refresh, countOneRead: () => $count.set(Math.max(0, $count.get() - 1)) };
}

const inbox = createUnreadCounter(
  () => true,
  () => platformCall(shellCalls.inboxUnread, {}),
);
// Live chat: only with the CBS3 switch on, and never for trial accounts (A §6, G §6).
const chat = createUnreadCounter(
  (session) => whitelabel.CBS3 && !isTrial(session.type),
  async () => (await platformCall(shellCalls.chatUnread, {})).unReadCount,
);
// Trial accounts cannot mark announcements read and see no unread styling (G §2 "Notices", §6): no count either.
const announcements = createUnreadCounter(
  (session) => !isTrial(session.type),
  async () => (await platformCall(shellCalls.announcements, announcementsRequest(MESSAGE_CENTRE_TYPES))).unreadCount,
);

export const $inboxUnread = inbox.$count;
export const $chatUnread = chat.$count;
export const $announcementUnread = announcements.$count;

export const refreshInboxUnread = (): void => inbox.refresh();
export const refreshChatUnread = (): void => chat.refresh();
export const refreshAnnouncementUnread = (): void => announcements.refresh();
export const countAnnouncementRead = (): void => announcements.countOneRead();
/** An inbox message was opened: the badges drop at once, before the platform confirms. */
export const countInboxRead = (): void => inbox.countOneRead();

/**
 * Everything the member has unread, as one count (the bottom bar's member entry): the inbox, the
 * message centre's announcements and, with CBS3 on, live chat (the chat counter is 0 without it
 * and for trial accounts). It drops as soon as any of the three does.
 */
export const $memberUnread: ReadableAtom<number> = computed(
  [$inboxUnread, $announcementUnread, $chatUnread],
  (inboxCount, announcementCount, chatCount) => inboxCount + announcementCount + chatCount,
);

export function refreshUnreadCounts(): void {
  refreshInboxUnread();
  refreshChatUnread();
  refreshAnnouncementUnread();
}
