/**
 * The first row of a game grid: its icons are a list screen's largest paint (Lighthouse's LCP), so
 * they load first: eagerly and at high priority in the grid (GameGrid), and preloaded by the list
 * screen's page script as soon as the first page and the image CDN are known, while React is still
 * on its way (src/features/games/first-page.client.ts).
 */
import type { Game } from '../../contract/schemas.ts';
import { gameIconField, resolveImageUrl } from '../../lib/images.ts';

/** Tiles per row at phone widths (games.css .game-grid; four from 420 px, where the fourth loads lazily). */
export const TILES_PER_ROW = 3;

/** Asks for the first row's icons now, at the addresses the tiles will show (GameTile). */
export function preloadFirstRow(games: readonly Game[], imageCdns: readonly string[]): void {
  for (const game of games.slice(0, TILES_PER_ROW)) {
    const href = resolveImageUrl(gameIconField(game), imageCdns);
    if (!href || !/^https?:$/.test(new URL(href, location.href).protocol)) continue; // no icon, or a data: one: nothing to fetch
    const link = Object.assign(document.createElement('link'), { rel: 'preload', as: 'image', href, fetchPriority: 'high' });
    document.head.append(link);
  }
}
