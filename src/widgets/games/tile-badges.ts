/**
 * Which labels a game tile shows (G §2 "Game tile": Hot, New, Popular), at most TILE_BADGE_MAX, the
 * rarest and most time-bound first: New (a game just added), then Hot (one of the platform's hot
 * games: the HOT category and the lists' Hot tab show exactly these), then Top (isTop, the
 * platform's recommended games: home's "Top slots"). Each word means one thing: "Popular" was a
 * second name for the hot games in Burmese (both "liked by many"), so isTop is called Top, as
 * home's Top lists already were.
 */
import { TILE_BADGE_MAX } from '../../constants.ts';
import type { Game } from '../../contract/schemas.ts';
import { pageConfig } from '../../shell/page-config.ts';

export type TileBadge = 'new' | 'hot' | 'top';

/** The badges' words in the page's language, on the tile template (TileTemplate.tsx) for the tiles painted without React. */
export const TILE_BADGE_WORDS = pageConfig<Record<TileBadge, string>>('badges', 'top', 'new', 'hot');

/** The vendor whose badge has its own look (G §2 "a vendor badge (JL has its own)"). */
export const OWN_BADGE_VENDOR = 'JL';

const FLAGS: readonly (readonly [TileBadge, (game: Pick<Game, 'isNew' | 'isHot' | 'isTop'>) => boolean])[] = [
  ['new', (game) => game.isNew === 1],
  ['hot', (game) => game.isHot === 1],
  ['top', (game) => game.isTop === 1],
];

export function tileBadges(game: Pick<Game, 'isNew' | 'isHot' | 'isTop'>): TileBadge[] {
  return FLAGS.filter(([, has]) => has(game))
    .map(([badge]) => badge)
    .slice(0, TILE_BADGE_MAX);
}
