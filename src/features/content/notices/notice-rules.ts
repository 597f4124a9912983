/**
 * The notices screens' rules (G §2 "Notices", §6), free of the page so they are unit-tested:
 * which announcements the list shows and in what order, which card a `?index=` opens, which one a
 * `?id=` names, and when a card is styled unread.
 */
import { PLAYER_NOTICE_TYPE } from '../../../contract/vocabulary.ts';
import { type LanguageCode } from '../../../constants.ts';
import type { Announcement } from '../../../contract/schemas.ts';
import type { ErrorMessages } from '../../../lib/errors.ts';
import { AGENT_ANNOUNCEMENTS } from '../../../lib/announcements-request.ts';
import { newestFirst } from '../../../lib/newest-first.ts';
import { isTrial, type SessionInfo } from '../../../lib/session.ts';
import { pageConfig } from '../../../shell/page-config.ts';
import { MESSAGE_CENTRE_TYPES } from '../../../stores/unread.ts';

/**
 * What the notices page asks for: the message centre's types (G §7 'B,PL,PU'), because its
 * Announcements entry links here with a badge counting exactly those, so every unread item the
 * badge counts is on the page and can be read here.
 */
export const NOTICE_TYPES = MESSAGE_CENTRE_TYPES;

/** The types the page shows: the player notices (the home ticker's list), pop-ups and banners. */
export const NOTICE_TYPE_ORDER: readonly string[] = [PLAYER_NOTICE_TYPE, 'PU', 'B'];

/**
 * The cards in page order: every announcement of the message centre's types, newest first by its
 * start date (src/lib/newest-first.ts: whatever order the platform sends; one date keeps the
 * platform's order). Types the page does not show (an answer may carry more) are left out.
 */
export function noticeCards(list: readonly Announcement[], shown: readonly string[] = NOTICE_TYPE_ORDER): Announcement[] {
  return newestFirst(
    list.filter((item) => shown.includes(item.type)),
    (item) => item.startDate,
  );
}

/** Which announcements the page lists: what it asks for and the types it shows. */
export interface NoticeList {
  types: string;
  groupName?: string;
  shown: readonly string[];
}

/**
 * The list a link asks for: `?types=A` (the agent footer's link, /m/member/notice?types=A, G §2)
 * the agent announcements of the home group (G §7); anything else the message centre's types.
 */
export function noticeListOf(typesQuery: string | null): NoticeList {
  if (typesQuery === AGENT_ANNOUNCEMENTS.types) return { ...AGENT_ANNOUNCEMENTS, shown: [AGENT_ANNOUNCEMENTS.types] };
  return { types: NOTICE_TYPES, shown: NOTICE_TYPE_ORDER };
}

/**
 * The card of the home ticker's item N (`?index=N`): the Nth player notice among the cards, the
 * ticker's own list and order (src/features/home/home/ticker/notice-items.ts), untitled ones counted.
 */
export function tickerCard(cards: readonly Announcement[], query: string | null): Announcement | null {
  const notices = cards.filter((item) => item.type === PLAYER_NOTICE_TYPE);
  const index = openIndex(query, notices.length);
  return index === null ? null : notices[index]!;
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

/** What the announcements page hands its script. */
export interface NoticesConfig {
  language: LanguageCode;
  /** ", unread", read by screen readers after an unread card's title. */
  unread: string;
  messages: ErrorMessages;
}
export const NOTICES = pageConfig<NoticesConfig>('notices', 'unread');

/** What the announcement page hands its script. */
export const NOTICE_DETAIL = pageConfig<{ language: LanguageCode; messages: ErrorMessages }>('notice-detail', 'language', 'messages');
