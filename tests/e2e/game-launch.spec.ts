/**
 * Leaving for a game (issue 21, item 15): a member's tap on a game tile, or on a home category with
 * one vendor (Cockfight), hands the page over to the game's page, here the sandbox's stand-in, which
 * like a vendor's game has not opted in to view transitions. Chrome gave it our page's fade and then
 * rejected it there, an uncaught "Transition was skipped" / "ViewTransition opt-in disabled" that no
 * script of ours could catch. No navigation we start may raise an uncaught error, wherever it goes.
 */
import { expect, test, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/lib/storage-keys.ts';
import { brandOf, brandUrl, pageUrl, resources, sandbox, seedStorage, settled } from '../support/index.ts';

const lotus = brandOf('lotus');
const harbor = brandOf('harbor');

/** Records every uncaught error of every document the page shows, the game's page included. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${new URL(page.url()).pathname}: ${error.name}: ${error.message}`));
  return errors;
}

/** Waits until the game's page has loaded and revealed itself (where the transition was rejected). */
async function onGamePage(page: Page): Promise<void> {
  await page.waitForURL(/\/__sandbox\/play\//);
  await page.waitForLoadState('load');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100)))); // past the reveal
}

async function asMember(page: Page, base: string): Promise<void> {
  const session = await sandbox(page.request, base).session('demo_member');
  await seedStorage(page, { [STORAGE_KEYS.session]: JSON.stringify(session) });
}

test('harbor: a member taps a game tile and the game opens without an uncaught error', async ({ page }, testInfo) => {
  const base = brandUrl(testInfo, 'harbor');
  await asMember(page, base);
  const errors = pageErrors(page);
  await page.goto(pageUrl(base, harbor, '/m/slot-games'));
  await settled(page);
  await page.locator('.game-grid .game-open').first().click();
  await onGamePage(page);
  // And back to the lobby by the game's own link, then a second game from there.
  await page.getByRole('link').first().click();
  await page.waitForURL(/\/m\/slot-games/);
  await settled(page);
  await page.locator('.game-grid .game-open').nth(1).click();
  await onGamePage(page);
  expect(errors).toEqual([]);
});

test('lotus: a member taps a category with one vendor (Cockfight) and its game opens without an uncaught error', async ({ page }, testInfo) => {
  const base = brandUrl(testInfo, 'lotus');
  await asMember(page, base);
  const errors = pageErrors(page);
  await page.goto(pageUrl(base, lotus, '/m/home'));
  await settled(page);
  await page.getByRole('tablist', { name: resources.MY.home.menu }).getByRole('tab', { name: resources.MY.category.COCKFIGHT }).click();
  await onGamePage(page);
  expect(errors).toEqual([]);
});
