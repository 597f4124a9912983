import { describe, expect, it } from 'vitest';
import { TILE_BADGE_MAX } from '../../constants.ts';
import { tileBadges } from './tile-badges.ts';

const game = (isNew: 0 | 1, isHot: 0 | 1, isTop: 0 | 1) => ({ isNew, isHot, isTop });

describe('tile badges', () => {
  it(`shows at most ${TILE_BADGE_MAX}: New, then Hot, then Top`, () => {
    expect(tileBadges(game(1, 1, 1))).toEqual(['new', 'hot']);
    expect(tileBadges(game(0, 1, 1))).toEqual(['hot', 'top']);
    expect(tileBadges(game(1, 0, 1))).toEqual(['new', 'top']);
    expect(tileBadges(game(1, 1, 0))).toEqual(['new', 'hot']);
  });

  it('shows each flag the game carries, and none without flags', () => {
    expect(tileBadges(game(1, 0, 0))).toEqual(['new']);
    expect(tileBadges(game(0, 1, 0))).toEqual(['hot']);
    expect(tileBadges(game(0, 0, 1))).toEqual(['top']);
    expect(tileBadges(game(0, 0, 0))).toEqual([]);
  });
});
