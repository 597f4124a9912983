/**
 * Each game category's icon (issue 21: the menus showed one grey dot for all), shared by the game
 * list screens' tabs, the game menu and home's tabs. Paths by name, so the island's bundle carries
 * these few and not every icon. HOME is home's own first tab.
 */
import type { GameCategory } from '../contract/vocabulary.ts';
import { ball, crown, fish, flame, games, home, rooster, slots, spade, ticket, video } from './icon-paths.ts';

export const CATEGORY_ICONS: Readonly<Record<GameCategory | 'HOME', string>> = {
  HOME: home,
  HOT: flame,
  RNG: slots,
  INHOUSE: crown,
  FISH: fish,
  LIVE: video,
  SPORTS: ball,
  ESPORTS: games,
  PVP: spade,
  COCKFIGHT: rooster,
  LOTT: ticket,
};

/** The icon path of a category (one the platform adds later: the generic games icon). */
export function categoryIcon(category: string): string {
  return CATEGORY_ICONS[category as GameCategory] ?? games;
}
