/**
 * The bottom bar's game menu (G §2 "Bottom footer"): HOT plus the categories of the platform's
 * vendor sorting in its order, never ELOTT; the default list while the answer is missing.
 */
import { expect, test, type Page } from '@playwright/test';
import { GAME_CATEGORIES } from '../../src/contract/vocabulary.ts';
import { brandOf, brandUrl, pageUrl, resources, settled } from '../support/index.ts';

// Handlers below rewrite answers they fetch (route.fetch). A page that has moved on may still be
// asking when the test ends, and closing it disposes the answer a handler is reading
// ("Response has been disposed"): let running handlers finish first.
test.afterEach(({ page }) => page.unrouteAll({ behavior: 'wait' }));

const brand = brandOf('lotus');
const text = resources[brand.defaultLanguage];
const VENDOR_CALL = /\/vendors\?/;

async function openMenu(page: Page) {
  await page.getByRole('button', { name: text.shell.games, exact: true }).click();
  const menu = page.getByRole('dialog', { name: text.shell.gameMenu });
  await expect(menu).toBeVisible();
  return menu;
}

const titles = (categories: string[]) => categories.map((category) => text.category[category as keyof typeof text.category]);

test("lotus: the game menu lists the categories in the platform's order and hides what it does not offer", async ({ page }, testInfo) => {
  const base = brandUrl(testInfo, 'lotus');
  // The sandbox's real answer, reordered by the "platform": LIVE first; FISH no longer offered.
  await page.route(VENDOR_CALL, async (route) => {
    const answer = await (await route.fetch()).json();
    const sorting: { gameCategory: string }[] = answer.value.sorting;
    const live = sorting.find((entry) => entry.gameCategory === 'LIVE')!;
    answer.value.sorting = [live, ...sorting.filter((entry) => entry !== live && entry.gameCategory !== 'FISH')];
    await route.fulfill({ json: answer });
  });
  await page.goto(pageUrl(base, brand, '/m/slot-games'));
  await settled(page);
  // The list screen's category menu follows the same order.
  const tabs = page.locator('.category-tabs li:not([hidden]) a');
  await expect(tabs.nth(1)).toHaveText(text.category.LIVE);
  await expect(tabs.filter({ hasText: text.category.FISH })).toHaveCount(0);
  const menu = await openMenu(page);
  const links = menu.getByRole('link');
  await expect(links.first()).toHaveText(text.category.HOT);
  await expect(links.nth(1)).toHaveText(text.category.LIVE);
  const shown = await links.allTextContents();
  expect(shown).not.toContain(text.category.FISH);
  expect(shown.indexOf(text.category.SPORTS)).toBeLessThan(shown.indexOf(text.category.ESPORTS));
  await menu.getByRole('link', { name: text.category.LIVE }).click();
  await expect(page).toHaveURL(/\/m\/gameList\?gameType=LIVE$/);
});

test('lotus: without the vendor answer the game menu keeps every category in the default order', async ({ page }, testInfo) => {
  const base = brandUrl(testInfo, 'lotus');
  await page.route(VENDOR_CALL, (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto(pageUrl(base, brand, '/m/slot-games'));
  await settled(page);
  const failed = page.waitForResponse(VENDOR_CALL);
  const menu = await openMenu(page);
  await failed;
  await expect(menu.getByRole('link')).toHaveText(titles([...GAME_CATEGORIES]));
});
