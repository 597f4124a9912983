/**
 * Which game type a game-list screen shows (game §2 "Game list screens"): named routes have their
 * own; any other path reads ?gameType=, default RNG, and e-sports and cockfight show as SPORTS.
 */
import { GAME_CATEGORIES, type GameCategory } from '../../contract/vocabulary.ts';

export const DEFAULT_GAME_TYPE: GameCategory = 'RNG';
const SHOWN_AS: Partial<Record<GameCategory, GameCategory>> = { ESPORTS: 'SPORTS', COCKFIGHT: 'SPORTS' };

export function gameTypeFromQuery(search: string): GameCategory {
  const wanted = new URLSearchParams(search).get('gameType')?.toUpperCase() as GameCategory | undefined;
  const type = wanted && (GAME_CATEGORIES as readonly string[]).includes(wanted) ? wanted : DEFAULT_GAME_TYPE;
  return SHOWN_AS[type] ?? type;
}

/** Vendor-only categories: their screen (SPORTS) lists vendors, not games (G §2). */
const VENDOR_ONLY: readonly GameCategory[] = ['SPORTS', 'ESPORTS', 'COCKFIGHT'];

/** The category whose vendors the SPORTS screen lists: ?gameType=ESPORTS or COCKFIGHT keep theirs. */
export function vendorListCategory(search: string): GameCategory {
  const wanted = new URLSearchParams(search).get('gameType')?.toUpperCase() as GameCategory | undefined;
  return wanted && VENDOR_ONLY.includes(wanted) ? wanted : 'SPORTS';
}
