/**
 * The help centre (/m/help?i=N, G §2 "Help centre"), in lotus (Burmese first, dark; its colours
 * also in harbor, English first, light), against the sandbox's help articles: a tab per article in
 * the page's language, the one of `?i=` open (out of range or not a number: the first), taps and
 * arrow keys switch and the address follows; a failing call shows its translated reason and Try
 * again recovers; no articles shows the empty text; the article's HTML keeps its formatting and
 * runs nothing; no sideways scrolling at 320 px and no serious axe-core violation in either theme.
 */
import { expect, test, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/lib/storage-keys.ts';
import { THEMES } from '../../src/constants.ts';
import { createApiClient } from '../../src/lib/node-api-client.ts';
import { axeViolations, brandOf, brandUrl, JOURNEY_BRAND, pageUrl, resources, seedStorage, settled } from '../support/index.ts';

const HELP_CALL = /\/content\/help\?/;

for (const id of ['lotus', 'harbor']) {
  const brand = brandOf(id);
  const language = brand.defaultLanguage;
  const texts = resources[language];
  const tabList = (page: Page) => page.getByRole('tablist', { name: texts.help.topics });
  const panel = (page: Page) => page.getByRole('tabpanel');

  /** The platform's articles in the brand's first language. */
  async function articles(base: string) {
    const api = createApiClient({ baseUrl: base, prefixes: brand.api.prefixes, merchantCode: brand.merchantCode });
    return api('helpCentre', { lang: language, device: 'MOBILE' });
  }

  async function openHelp(page: Page, query = '') {
    await page.goto(pageUrl(brandUrl(test.info(), id), brand, '/m/help') + query);
    await settled(page);
  }

  // The journeys run on one brand (the help centre is the same code in every brand); the accessibility
  // checks below read each brand's colours.
  if (id === JOURNEY_BRAND) {
    test(`${id}: a tab per article, the one of ?i= open; taps and arrows switch and the address follows`, async ({ page }) => {
      const list = await articles(brandUrl(test.info(), id));
      expect(list.length).toBeGreaterThan(2);
      await openHelp(page, '?i=1');
      await expect(tabList(page).getByRole('tab')).toHaveText(list.map((article) => article.title));
      await expect(tabList(page).getByRole('tab', { selected: true })).toHaveText(list[1]!.title);
      await expect(panel(page).getByRole('heading', { level: 2 })).toHaveText(list[1]!.title);
      await expect(panel(page)).toHaveAccessibleName(list[1]!.title);

      await tabList(page).getByRole('tab', { name: list[2]!.title }).click();
      await expect(panel(page).getByRole('heading', { level: 2 })).toHaveText(list[2]!.title);
      await expect(page).toHaveURL(/[?&]i=2$/);
      await page.keyboard.press('ArrowLeft');
      await expect(tabList(page).getByRole('tab', { name: list[1]!.title })).toBeFocused();
      await page.keyboard.press('Home');
      await expect(tabList(page).getByRole('tab', { selected: true })).toHaveText(list[0]!.title);
      await expect(page).toHaveURL(/[?&]i=0$/);
      await page.reload();
      await expect(tabList(page).getByRole('tab', { selected: true })).toHaveText(list[0]!.title);

      for (const query of ['?i=99', '?i=-1', '?i=abc', '']) {
        await openHelp(page, query);
        await expect(tabList(page).getByRole('tab', { selected: true }), query).toHaveText(list[0]!.title);
      }
    });

    test(`${id}: the article's HTML keeps its formatting and nothing runs; the page never scrolls sideways at 320 px`, async ({ page }) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => void (dialogs.push(dialog.message()), dialog.dismiss()));
      const payload = `<p>Read <strong>this</strong> <a href="https://example.org/rules">rules</a><img src=x onerror="alert('img')"><script>alert('script')</script><a href="javascript:alert('link')">bad</a></p>`;
      await page.route(HELP_CALL, (route) =>
        route.fulfill({ contentType: 'application/json', body: JSON.stringify({ success: true, value: [{ title: 'Rules', content: payload }] }) }),
      );
      await page.setViewportSize({ width: 320, height: 700 });
      await openHelp(page);
      const body = panel(page).locator('.help-body');
      await expect(body.locator('strong')).toHaveText('this');
      await expect(body.getByRole('link', { name: 'rules' })).toHaveAttribute('href', 'https://example.org/rules');
      await expect(body.locator('script, [onerror]')).toHaveCount(0);
      await expect(body.getByText('bad')).not.toHaveAttribute('href');
      await page.waitForLoadState('networkidle');
      expect(dialogs).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    });

    test(`${id}: a failing call shows its reason and Try again recovers; no articles shows the empty text`, async ({ page }) => {
      await page.route(HELP_CALL, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
      await openHelp(page);
      const failed = page.getByRole('alert').filter({ hasText: texts.error.server });
      await expect(failed).toBeVisible();
      await page.unroute(HELP_CALL);
      await failed.getByRole('button', { name: texts.help.retry }).click();
      await expect(tabList(page).getByRole('tab').first()).toBeVisible();
      await expect(failed).toBeHidden();

      await page.route(HELP_CALL, (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify({ success: true, value: [] }) }));
      await page.reload();
      await expect(page.getByText(texts.help.empty)).toBeVisible();
      await expect(tabList(page)).toBeHidden();
    });
  }

  for (const theme of THEMES) {
    test(`${id}: no serious accessibility violation (${theme} theme)`, async ({ page }) => {
      await seedStorage(page, { [STORAGE_KEYS.theme]: theme });
      await openHelp(page);
      await expect(panel(page).getByRole('heading', { level: 2 })).toBeVisible();
      const blocking = await axeViolations(page);
      expect(blocking.map(({ id: rule, nodes }) => `${rule}: ${nodes.map(({ target }) => target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
}
