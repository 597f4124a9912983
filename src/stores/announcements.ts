/**
 * Announcement lists (G §3, §7) and marking one read (G §4 "sets read locally, calls the
 * server, then refreshes"; G §7 "throttled 150 ms"). Guests and trial accounts never mark (G §6).
 */
import { updateCachedAnswers } from '../lib/fetcher.ts';
import { mutateCall } from '../lib/mutate.ts';
import { $session, isTrial } from '../lib/session.ts';
import { countAnnouncementRead, MESSAGE_CENTRE_TYPES, refreshAnnouncementUnread } from './unread.ts';
import * as shellCalls from '../contract/calls/shell.ts';

export const MARK_READ_THROTTLE_MS = 150;

/** Agent announcements (G §7: type A, group m_home); the agent footer's badge counts them. */
const AGENT_TYPE = 'A';

/** When each announcement was last reported read: a second tap inside the window sends nothing more. */
const reportedAt = new Map<number, number>();

/**
 * Marks an announcement read: every cached list and the badge show it at once, then the platform
 * hears of it (once per announcement per MARK_READ_THROTTLE_MS), then lists and badge are asked
 * again. Never throws: the refresh shows the platform's truth if the call failed.
 */
export async function markAnnouncementRead(id: number): Promise<void> {
  const session = $session.get();
  if (!session || isTrial(session.type)) return;
  markReadLocally(id);

  const now = Date.now();
  if (now - (reportedAt.get(id) ?? -Infinity) < MARK_READ_THROTTLE_MS) return;
  reportedAt.set(id, now);
  try {
    await mutateCall(shellCalls.markAnnouncementRead, { announcementId: id, read: true }); // refreshes the lists
  } catch {
    // Nothing to tell the player (G §7: failure handling not shown); the refreshes below correct the view.
  } finally {
    refreshAnnouncementUnread();
  }
}

function markReadLocally(id: number): void {
  let badgeCounted = false;
  updateCachedAnswers('announcements', (answer) => {
    const item = answer.list.find((announcement) => announcement.id === id);
    if (!item || item.read) return answer;
    badgeCounted ||= MESSAGE_CENTRE_TYPES.split(',').includes(item.type);
    return {
      ...answer,
      list: answer.list.map((announcement) => (announcement.id === id ? { ...announcement, read: true } : announcement)),
      unreadCount: Math.max(0, answer.unreadCount - 1),
      footer: item.type === AGENT_TYPE ? { unreadCount: Math.max(0, answer.footer.unreadCount - 1) } : answer.footer,
    };
  });
  if (badgeCounted) countAnnouncementRead();
}
