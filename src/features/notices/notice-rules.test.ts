import { describe, expect, it } from 'vitest';
import type { Announcement } from '../../contract/schemas.ts';
import { noticeItems } from '../../widgets/home/ticker/notice-items.ts';
import { findNotice, NOTICE_TYPE_ORDER, NOTICE_TYPES, noticeCards, openIndex, showsUnread } from './notice-rules.ts';

const announcement = (id: number, type: Announcement['type'], title = `Title ${id}`, read = false): Announcement => ({
  id,
  type,
  linkedPromotionId: null,
  title,
  content: '<p>…</p>',
  startDate: '2026-01-01 00:00:00',
  endDate: null,
  noExpiry: 1,
  promoAnnouncementCategoryIds: [],
  announcementImages: [],
  imageRequired: 'N',
  remarkRequired: 'N',
  groupName: null,
  url: null,
  read,
});

const mixed = [
  announcement(101, 'B'),
  announcement(201, 'PL'),
  announcement(301, 'PU'),
  announcement(202, 'PL', '  '),
  announcement(102, 'B'),
  announcement(203, 'PL'),
  announcement(501, 'H'),
  announcement(401, 'PR'),
];

describe('the notices list', () => {
  it('asks for and orders exactly the message centre types its badge counts', () => {
    expect([...NOTICE_TYPE_ORDER].sort()).toEqual(NOTICE_TYPES.split(',').sort());
  });

  it('shows the player notices first in the platform order, then pop-ups, then banners, and nothing else', () => {
    expect(noticeCards(mixed).map((item) => item.id)).toEqual([201, 202, 203, 301, 101, 102]);
    expect(noticeCards([])).toEqual([]);
  });

  it('puts the home ticker item N at card N, untitled notices keeping their place', () => {
    const cards = noticeCards(mixed);
    const ticker = noticeItems(mixed, '/m/notice');
    expect(ticker.map((item) => item.href)).toEqual(['/m/notice?index=0', '/m/notice?index=2']);
    for (const item of ticker) {
      const index = Number(new URL(item.href, 'http://x').searchParams.get('index'));
      expect(cards[index]!.title).toBe(item.title);
    }
  });
});

describe('the card a link opens', () => {
  it('opens a whole number within the list', () => {
    expect(openIndex('0', 3)).toBe(0);
    expect(openIndex('2', 3)).toBe(2);
  });

  it('opens nothing out of range, malformed or missing', () => {
    for (const query of ['3', '99', '-1', '1.5', 'abc', '', ' 1', '1e2', null]) expect(openIndex(query, 3), String(query)).toBeNull();
    expect(openIndex('0', 0)).toBeNull();
  });
});

describe('the announcement a detail link names', () => {
  it('finds a known id', () => {
    expect(findNotice(mixed, '301')?.title).toBe('Title 301');
  });

  it('finds nothing for an unknown, malformed or missing id', () => {
    for (const query of ['999', '0', '-201', '201abc', '2.01', '', null]) expect(findNotice(mixed, query), String(query)).toBeUndefined();
  });
});

describe('unread styling', () => {
  const unread = { read: false };
  it('marks an unread announcement for a member or an agent', () => {
    for (const type of [0, 1, 2, 40, 41, 42]) expect(showsUnread(unread, { type }), String(type)).toBe(true);
  });

  it('never for a guest, a trial account or a read announcement', () => {
    expect(showsUnread(unread, undefined)).toBe(false);
    expect(showsUnread(unread, { type: 4 })).toBe(false);
    expect(showsUnread({ read: true }, { type: 0 })).toBe(false);
  });
});
