import { describe, expect, it } from 'vitest';
import { NOTICE_TICKER_PX_PER_S } from './notice-items.ts';
import { announcement as fixture } from '../../../../contract/fixtures.ts';
import type { Announcement } from '../../../../contract/schemas.ts';
import { noticeItems, tickerSeconds } from './notice-items.ts';
import { routePath } from '../../../../shell/paths.ts';

const announcement = (id: number, type: Announcement['type'], title: string) => fixture(id, type, { title });

describe('notice ticker entries', () => {
  it('lists the player notices in order, each linking to the notices page with its index', () => {
    const list = [
      announcement(101, 'B', 'A banner'),
      announcement(201, 'PL', 'Maintenance on Sunday'),
      announcement(301, 'PU', 'A pop-up'),
      announcement(202, 'PL', 'New slots'),
      announcement(501, 'H', 'A hot match'),
    ];
    expect(noticeItems(list, routePath('notice'))).toEqual([
      { title: 'Maintenance on Sunday', href: '/m/notice?index=0' },
      { title: 'New slots', href: '/m/notice?index=1' },
    ]);
    expect(noticeItems(list, routePath('notice', '/en')).map((item) => item.href)).toEqual(['/en/m/notice?index=0', '/en/m/notice?index=1']);
  });

  it('shows no untitled notice, and the next keeps its own index', () => {
    const list = [announcement(201, 'PL', '  '), announcement(202, 'PL', ' Keep your account safe ')];
    expect(noticeItems(list, routePath('notice'))).toEqual([{ title: 'Keep your account safe', href: '/m/notice?index=1' }]);
  });

  it('has nothing without player notices', () => {
    expect(noticeItems([announcement(101, 'B', 'A banner')], routePath('notice'))).toEqual([]);
    expect(noticeItems([], routePath('notice'))).toEqual([]);
  });

  it('moves at the ticker speed, never faster than one pass a second', () => {
    expect(tickerSeconds(NOTICE_TICKER_PX_PER_S * 12)).toBe(12);
    expect(tickerSeconds(3)).toBe(1);
  });
});
