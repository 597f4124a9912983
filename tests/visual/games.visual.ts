// Screenshots of the game area per brand, theme and language: every game list screen, the filter
// panel and the game menu open, the empty and the error state, the lottery lobby. Icons are real files from the
// sandbox's CDN; a shot waits until every icon on screen has loaded (or failed, for the broken ones).
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { THEMES } from '../../src/constants.ts';
import { brandOf, pageUrl, resources, sandbox, seedStorage, settled } from '../support/index.ts';

const FROZEN_TIME = new Date('2026-11-21T10:00:00Z');
const SCREENS = [
  { name: 'slot-games', path: '/m/slot-games' },
  { name: 'slot-inhouse', path: '/m/slot-inhouse' },
  { name: 'live-games', path: '/m/live-games' },
  { name: 'poker-games', path: '/m/poker-games' },
  { name: 'fishing-games', path: '/m/fishing-games' },
  { name: 'sport-games', path: '/m/sport-games' },
  { name: 'hot-games', path: '/m/gameList?gameType=HOT' },
  { name: 'games-empty', path: '/m/slot-games?name=zzzz' },
] as const;

test.describe.configure({ mode: 'serial' });

/** Every image in the viewport has loaded or failed, and nothing is still on its way. */
async function iconsSettled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() =>
    [...document.images].every((image) => image.complete || image.getBoundingClientRect().top > innerHeight || image.loading === 'lazy'),
  );
}

async function shoot(page: Page, name: string) {
  await settled(page);
  await expect(page.locator('.game-list [aria-busy="true"]')).toHaveCount(0);
  await iconsSettled(page);
  await expect(page).toHaveScreenshot(`${name}.png`);
}

async function tab(context: BrowserContext, storage: Record<string, string>): Promise<Page> {
  const page = await context.newPage();
  await page.clock.setFixedTime(FROZEN_TIME);
  await seedStorage(page, storage);
  return page;
}

test('game screens in every theme and language', async ({ context, request }, testInfo) => {
  test.setTimeout(240_000);
  const brand = brandOf(testInfo.project.metadata.brand as string);
  const base = testInfo.project.use.baseURL!;
  const platform = sandbox(request, base);
  for (const language of brand.languages) {
    const text = resources[language];
    for (const theme of THEMES) {
      const page = await tab(context, { language, theme, status: '0' });
      for (const screen of SCREENS) {
        await page.goto(pageUrl(base, brand, screen.path, language));
        await shoot(page, `${screen.name}-${theme}-${language}`);
      }
      // The filter panel and the game menu, open over the slots.
      await page.goto(pageUrl(base, brand, '/m/slot-games', language));
      await settled(page);
      await page.getByRole('button', { name: text.games.filter.open }).click();
      await expect(page.getByRole('dialog', { name: text.games.filter.title })).toBeVisible();
      await shoot(page, `filter-panel-${theme}-${language}`);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: text.shell.games, exact: true }).click();
      await expect(page.getByRole('dialog', { name: text.shell.gameMenu })).toBeVisible();
      await shoot(page, `game-menu-${theme}-${language}`);
      // The lottery lobby: draw times and results follow the sandbox's clock, so they are masked.
      await page.goto(pageUrl(base, brand, '/m/lottery', language));
      await settled(page);
      await expect(page.locator('.lottery-placeholder')).toHaveCount(0);
      await iconsSettled(page);
      await expect(page).toHaveScreenshot(`lottery-${theme}-${language}.png`, {
        mask: [page.locator('.lottery-countdown'), page.locator('.lottery-draw'), page.locator('.lottery-result')],
      });
      // A list the platform fails to send.
      await platform.fault({ call: 'gameList', httpStatus: 500, times: 1 });
      await page.goto(pageUrl(base, brand, '/m/live-games', language));
      await expect(page.getByRole('alert')).toBeVisible();
      await shoot(page, `games-error-${theme}-${language}`);
      await page.close();
    }
  }
});
