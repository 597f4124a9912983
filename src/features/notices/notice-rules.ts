/**
 * The notices screens' rules (G §2 "Notices", §6), free of the page so they are unit-tested:
 * which announcements the list shows and in what order, which card a `?index=` opens, which one a
 * `?id=` names, and when a card is styled unread.
 */
import type { Announcement } from '../../contract/schemas.ts';
import { isTrial, type SessionInfo } from '../../lib/session.ts';
import { MESSAGE_CENTRE_TYPES } from '../../stores/unread.ts';
import { PLAYER_NOTICE_TYPE } from '../../widgets/home/ticker/notice-items.ts';

/**
 * What the notices page asks for: the message centre's types (G §7 'B,PL,PU'), because its
 * Announcements entry links here with a badge counting exactly those, so every unread item the
 * badge counts is on the page and can be read here.
 */
export const NOTICE_TYPES = MESSAGE_CENTRE_TYPES;

/** The order of the types on the page: the player notices (the home ticker's list) first, then pop-ups, then banners. */
export const NOTICE_TYPE_ORDER: readonly string[] = [PLAYER_NOTICE_TYPE, 'PU', 'B'];

/**
 * The cards in page order: player notices first, in the platform's order, exactly the list the home
 * ticker indexes (src/widgets/home/ticker/notice-items.ts: type PL, untitled ones keep their place),
 * so card N is the ticker's item N; then the message centre's other types, each in the platform's order.
 * Types the page does not show (an answer may carry more) are left out.
 */
export function noticeCards(list: readonly Announcement[]): Announcement[] {
  return NOTICE_TYPE_ORDER.flatMap((type) => list.filter((item) => item.type === type));
}

/**
 * The card a link opens: `?index=N` (the home ticker's item N), a whole number below `count`;
 * anything else (missing, negative, not a number, out of range) opens nothing.
 */
export function openIndex(query: string | null, count: number): number | null {
  if (query === null || !/^\d{1,9}$/.test(query)) return null;
  const index = Number(query);
  return index < count ? index : null;
}

/** The announcement a detail page's `?id=` names, or undefined for a missing, malformed or unknown id. */
export function findNotice(list: readonly Announcement[], id: string | null): Announcement | undefined {
  if (id === null || !/^[1-9]\d{0,15}$/.test(id)) return undefined;
  return list.find((item) => item.id === Number(id));
}

/** Unread styling (G §2 "Notices"): not without a session, not for a trial account (type 4), not once read. */
export function showsUnread(item: Pick<Announcement, 'read'>, session: Pick<SessionInfo, 'type'> | undefined): boolean {
  return session !== undefined && !isTrial(session.type) && !item.read;
}
