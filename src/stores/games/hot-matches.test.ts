import { describe, expect, it } from 'vitest';
import { announcement } from '../../contract/fixtures.ts';
import type { Announcement, HotMatch } from '../../contract/schemas.ts';
import { matchesOf } from './hot-matches.ts';

const fixture = (category: HotMatch['category'], kickOff: string, extra: Partial<HotMatch> = {}): HotMatch => ({
  category,
  vassalage: category === 'SPORTS' ? 'SMT' : 'IMES',
  sport: category === 'SPORTS' ? 'Football' : 'Dota 2',
  league: 'League',
  home: 'Home',
  away: 'Away',
  kickOff,
  ...extra,
});

// `match` is the platform's data, unchecked here: the code under test reads it defensively.
const item = (id: number, match: unknown, type: Announcement['type'] = 'H') =>
  announcement(id, type, { title: `Match ${id}`, content: '', ...({ match } as Partial<Announcement>) });

describe('hot matches of a category', () => {
  it("keeps the category's matches, soonest kick-off first, one time in the platform's order", () => {
    const list = [
      item(1, fixture('SPORTS', '2026-11-27 20:00:00')),
      item(2, fixture('ESPORTS', '2026-11-26 19:00:00')),
      item(3, fixture('SPORTS', '2026-11-26 21:15:00')),
      item(4, fixture('SPORTS', '2026-11-27 20:00:00')),
    ];
    expect(matchesOf(list, 'SPORTS').map((match) => match.id)).toEqual([3, 1, 4]);
    expect(matchesOf(list, 'ESPORTS').map((match) => [match.id, match.vassalage])).toEqual([[2, 'IMES']]);
  });

  it('leaves out other types and fixtures the screen cannot show (the browser does not validate answers)', () => {
    const list = [
      item(1, fixture('SPORTS', '2026-11-26 20:00:00'), 'PL'),
      item(2, undefined),
      item(3, null),
      item(4, fixture('SPORTS', 'tonight')),
      item(5, fixture('SPORTS', '2026-11-26 20:00:00', { home: ' ' })),
      item(6, fixture('SPORTS', '2026-11-26 20:00:00', { vassalage: undefined as unknown as string })),
      item(7, fixture('SPORTS', '2026-11-26 20:00:00')),
    ];
    expect(matchesOf(list, 'SPORTS').map((match) => match.id)).toEqual([7]);
    expect(matchesOf([], 'SPORTS')).toEqual([]);
  });
});
