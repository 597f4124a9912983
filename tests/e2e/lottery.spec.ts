/**
 * The lottery lobby (/m/lottery, issue 10), in lotus (Burmese first, dark; its colours also in
 * harbor, English first, light): the popular lotteries come first, the menu's tabs switch the
 * cards, each card counts down to its draw and shows numbers, a guest's tap asks to log in (and,
 * logged in, the lottery opens), a failing lottery list shows its error and Try again recovers;
 * axe-core finds no serious or critical violation in either theme.
 */
import { expect, test, type Page } from '@playwright/test';
import { LOTTERIES, LOTTERY_MENUS } from '../../scripts/sandbox/data/content-lottery.ts';
import { STORAGE_KEYS } from '../../src/lib/storage-keys.ts';
import { THEMES } from '../../src/constants.ts';
import { axeViolations, brandOf, brandUrl, JOURNEY_BRAND, pageUrl, resources, seedStorage, settled } from '../support/index.ts';

const LIST_CALL = /\/lottery\?language=/;

const lotteryNamed = (code: string) => LOTTERIES.find((lottery) => lottery.code === code)!.name;
const firstOfMenu = (menu: string) => LOTTERIES.find((lottery) => lottery.menu === menu)!.name;

for (const id of ['lotus', 'harbor']) {
  const brand = brandOf(id);
  const texts = resources[brand.defaultLanguage];
  const lottery = texts.games.lottery;
  const tabs = (page: Page) => page.getByRole('group', { name: lottery.menus });
  const card = (page: Page, name: string) => page.locator('.lottery-card').filter({ has: page.getByRole('button', { name }) });

  async function openLobby(page: Page) {
    const base = brandUrl(test.info(), id);
    await page.goto(pageUrl(base, brand, '/m/lottery'));
    await settled(page);
    await expect(tabs(page)).toBeVisible();
  }

  // The journeys run on one brand (the lottery lobby is the same code in every brand); the accessibility
  // checks below read each brand's colours.
  if (id === JOURNEY_BRAND) {
    test(`${id}: popular lotteries first, then the menu's tabs, each card with its countdown and numbers`, async ({ page }) => {
      await openLobby(page);
      const popular = page.getByRole('region', { name: lottery.popular });
      await expect(popular.getByRole('button', { name: lotteryNamed('VN_NORTH') })).toBeVisible();
      const popularBox = (await popular.boundingBox())!;
      expect(popularBox.y).toBeLessThan((await tabs(page).boundingBox())!.y);

      const [vn, fast] = LOTTERY_MENUS;
      await expect(tabs(page).getByRole('button', { name: vn!.name })).toHaveAttribute('aria-pressed', 'true');
      const north = card(page, lotteryNamed('VN_NORTH'));
      await expect(north.locator('.lottery-countdown')).toHaveText(/^(\d+:)?\d{2}:\d{2}$/);
      await expect(north.locator('.lottery-ball')).toHaveCount(3); // the regional result: special prize and the next two

      await tabs(page).getByRole('button', { name: fast!.name }).click();
      await expect(tabs(page).getByRole('button', { name: fast!.name })).toHaveAttribute('aria-pressed', 'true');
      await expect(tabs(page).getByRole('button', { name: vn!.name })).toHaveAttribute('aria-pressed', 'false');
      const fastCard = card(page, firstOfMenu(fast!.code));
      await expect(fastCard).toBeVisible();
      await expect(fastCard.getByText(lottery.hotNumbers)).toBeVisible();
      await expect(card(page, lotteryNamed('VN_NORTH'))).toHaveCount(0);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
    });

    test(`${id}: a guest tapping a lottery gets the login modal, and once logged in the lottery opens`, async ({ page }) => {
      await openLobby(page);
      await card(page, lotteryNamed('VN_SOUTH'))
        .getByRole('button', { name: lotteryNamed('VN_SOUTH') })
        .click();
      const modal = page.locator('dialog#login-modal');
      await expect(modal).toBeVisible();
      await modal.getByRole('textbox', { name: texts.login.username, exact: true }).fill('demo_player40');
      await modal.getByLabel(texts.login.password, { exact: true }).fill('Demo1234');
      await modal.getByRole('button', { name: texts.login.submit, exact: true }).click();
      await expect(page).toHaveURL(/\/play\/\d+\?/);
    });

    test(`${id}: a failing lottery list shows its error and Try again recovers`, async ({ page }) => {
      await page.route(LIST_CALL, (route) => route.fulfill({ status: 500, body: 'down' }));
      const base = brandUrl(test.info(), id);
      await page.goto(pageUrl(base, brand, '/m/lottery'));
      await settled(page);
      const failed = page.getByRole('alert').filter({ hasText: texts.error.server });
      await expect(failed).toBeVisible();
      // The popular row does not depend on the list: it still shows.
      await expect(page.getByRole('region', { name: lottery.popular }).getByRole('button').first()).toBeVisible();
      await page.unroute(LIST_CALL);
      await failed.getByRole('button', { name: texts.games.retry }).click();
      await expect(tabs(page)).toBeVisible();
      await expect(failed).toHaveCount(0);
    });
  }

  for (const theme of THEMES) {
    test(`${id}: the lobby has no serious accessibility violation (${theme} theme)`, async ({ page }) => {
      await seedStorage(page, { [STORAGE_KEYS.theme]: theme });
      await openLobby(page);
      await expect(page.locator('.lottery-ball').first()).toBeVisible();
      const blocking = await axeViolations(page);
      expect(blocking.map(({ id: rule, nodes }) => `${rule}: ${nodes.map(({ target }) => target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
}
