/**
 * Game tiles at the narrowest phone (issue 21, item 8): at most two labels a tile, none of them
 * under the favourite star, and the vendor's name off the art (vendors' art carries its own mark).
 * Lotus shows Burmese first, whose labels are the longest; harbor English. The slots' first page
 * has games with all three flags (hot, new, top), so the rule that picks two is exercised.
 */
import { expect, test } from '@playwright/test';
import { PAGE_SIZE } from '../../src/contract/limits.ts';
import { TILE_BADGE_MAX } from '../../src/constants.ts';
import { createApiClient } from '../../src/lib/node-api-client.ts';
import { brandOf, brandUrl, pageUrl, settled } from '../support/index.ts';

test.use({ viewport: { width: 320, height: 740 } });

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

for (const id of ['lotus', 'harbor']) {
  const brand = brandOf(id);
  test(`${id}: at 320 px a tile shows at most ${TILE_BADGE_MAX} labels, none under the star, and its vendor off the art`, async ({ page }, testInfo) => {
    const base = brandUrl(testInfo, id);
    const api = createApiClient({ baseUrl: base, prefixes: brand.api.prefixes, merchantCode: brand.merchantCode });
    const first = await api('gameList', {
      merchant: brand.merchantCode,
      platform: 'html5',
      clientType: 2,
      language: brand.defaultLanguage,
      pageNo: 1,
      pageSize: PAGE_SIZE,
      gameType: 'RNG',
    });
    const flags = first.games.map((game) => game.isHot + game.isNew + game.isTop);
    expect(Math.max(...flags), 'a game of the first page carries all three flags').toBe(3);

    await page.goto(pageUrl(base, brand, '/m/slot-games'));
    await settled(page);
    const tiles = page.locator('.game-grid:not([aria-hidden]) .game-tile');
    await expect(tiles).toHaveCount(first.games.length);
    await expect(tiles.first().locator('.vendor-badge')).toBeVisible();
    // Each tile measured on screen (off-screen tiles skip layout: content-visibility).
    const measured = await tiles.evaluateAll((elements) =>
      elements.map((tile) => {
        tile.scrollIntoView({ block: 'center' });
        const box = (element: Element | null) => {
          const { x, y, width, height } = element!.getBoundingClientRect();
          return { x, y, width, height };
        };
        return {
          name: tile.querySelector('.game-name')!.textContent!,
          art: box(tile.querySelector('.game-art')),
          star: box(tile.querySelector('.game-star')),
          vendor: box(tile.querySelector('.vendor-badge')),
          badges: [...tile.querySelectorAll('.game-badge')].map(box),
        };
      }),
    );
    const problems: string[] = [];
    for (const [index, tile] of measured.entries()) {
      const where = `${tile.name} (${flags[index]} flags)`;
      if (tile.badges.length > TILE_BADGE_MAX) problems.push(`${where}: ${tile.badges.length} labels`);
      if (tile.badges.length !== Math.min(flags[index]!, TILE_BADGE_MAX)) problems.push(`${where}: ${tile.badges.length} labels shown`);
      for (const badge of tile.badges) {
        if (intersects(badge, tile.star)) problems.push(`${where}: a label under the star`);
        if (!inside(badge, tile.art)) problems.push(`${where}: a label outside the art`);
      }
      if (tile.vendor.width === 0 || tile.vendor.height === 0) problems.push(`${where}: no vendor`);
      if (intersects(tile.vendor, tile.art)) problems.push(`${where}: the vendor over the art`);
    }
    expect(problems).toEqual([]);
    expect(measured.some((tile) => tile.badges.length === TILE_BADGE_MAX)).toBe(true);
  });
}
