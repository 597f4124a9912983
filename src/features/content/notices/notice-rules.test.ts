import { describe, expect, it } from 'vitest';
import { announcement as fixture } from '../../../contract/fixtures.ts';
import type { Announcement } from '../../../contract/schemas.ts';
import { noticeItems } from '../../home/home/ticker/notice-items.ts';
import { findNotice, NOTICE_TYPE_ORDER, NOTICE_TYPES, noticeCards, noticeListOf, openIndex, showsUnread, tickerCard } from './notice-rules.ts';
import { routePath } from '../../../shell/paths.ts';

const announcement = (id: number, type: Announcement['type'], title = `Title ${id}`, read = false, startDate = '2026-01-01 00:00:00') =>
  fixture(id, type, { title, read, startDate });

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

  it('shows every type the page lists, newest first (one date keeps the platform order), and nothing else', () => {
    expect(noticeCards(mixed).map((item) => item.id)).toEqual([101, 201, 301, 202, 102, 203]);
    expect(noticeCards([])).toEqual([]);
    // The sandbox's answer as the issue saw it: 01-05, 01-08, 01-10, 01-12 (notices), 01-02, 01-06 (pop-ups).
    const dates = ['2026-01-05 09:00:00', '2026-01-08 12:00:00', '2026-01-10 10:30:00', '2026-01-12 08:00:00', '2026-01-02 00:00:00', '2026-01-06 00:00:00'];
    const answer = dates.map((date, index) => announcement(index + 1, index < 4 ? 'PL' : 'PU', `T${index}`, false, date));
    expect(noticeCards(answer).map((item) => item.startDate.slice(5, 10))).toEqual(['01-12', '01-10', '01-08', '01-06', '01-05', '01-02']);
  });

  it('opens the home ticker item N at the Nth player notice of the cards, untitled notices keeping their place', () => {
    const dated = [
      announcement(201, 'PL', 'Old', false, '2026-01-02 00:00:00'),
      announcement(301, 'PU', 'Pop-up', false, '2026-01-09 00:00:00'),
      announcement(202, 'PL', ' ', false, '2026-01-05 00:00:00'),
      announcement(203, 'PL', 'New', false, '2026-01-08 00:00:00'),
    ];
    const cards = noticeCards(dated);
    const ticker = noticeItems(dated, routePath('notice'));
    expect(ticker).toEqual([
      { title: 'New', href: '/m/notice?index=0' },
      { title: 'Old', href: '/m/notice?index=2' },
    ]);
    for (const item of ticker) expect(tickerCard(cards, new URL(item.href, 'http://x').searchParams.get('index'))!.title).toBe(item.title);
    expect(tickerCard(cards, '3')).toBeNull();
    expect(tickerCard(cards, null)).toBeNull();
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

describe('the agent announcements (?types=A, G §2 agent footer, §7 "A with group m_home")', () => {
  it('?types=A asks for type A in the home group and lists only those, newest first', () => {
    const list = noticeListOf('A');
    expect(list).toEqual({ types: 'A', groupName: 'm_home', shown: ['A'] });
    const cards = noticeCards(
      [...mixed, announcement(601, 'A', 'Older', false, '2026-01-03 09:00:00'), announcement(603, 'A', 'Newer', false, '2026-01-11 09:00:00')],
      list.shown,
    );
    expect(cards.map((card) => card.id)).toEqual([603, 601]);
  });

  it('no types, or any other, is the message centre list, unchanged', () => {
    for (const query of [null, '', 'B', 'A,PL', 'a']) expect(noticeListOf(query)).toEqual({ types: NOTICE_TYPES, shown: NOTICE_TYPE_ORDER });
    expect(noticeCards([announcement(601, 'A'), announcement(201, 'PL')]).map((card) => card.id)).toEqual([201]);
  });
});
