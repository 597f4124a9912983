/**
 * The promotions list (/m/activity) and detail (/m/activityDetail?id=), G §2 "Promotions", in lotus
 * (Burmese first, dark; its colours also in harbor, English first, light), against the sandbox's
 * promotions: every promotion with its dates (the long-term label when it never expires), the
 * category menu filters, the accordion opens and closes from the keyboard and the address follows,
 * `?id=` opens and scrolls to one; the detail page, an unknown id; Join as guest, trial and member,
 * the Apply link; failing calls (the list: error and Try again; the categories: All only), a
 * logged-out answer; the content runs nothing and nothing scrolls sideways at 320 px; no serious
 * axe-core violation.
 */
import { expect, test, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/lib/storage-keys.ts';
import { THEMES, type LanguageCode } from '../../src/constants.ts';
import type { Announcement } from '../../src/contract/schemas.ts';
import { createApiClient } from '../../src/lib/node-api-client.ts';
import {
  axeViolations,
  brandOf,
  brandUrl,
  JOURNEY_BRAND,
  pageFaults,
  pageUrl,
  PLAYER_ZONE,
  playerTime,
  resources,
  sandbox,
  seedStorage,
  settled,
} from '../support/index.ts';

/** The list's call (types=Promotion), not the other announcement calls a page may make. */
const PROMOTIONS_CALL = /\/content\/announcements\?.*types=Promotion/;
/** Seeded promotions (scripts/sandbox/data/content-announcements.ts): Join (N/N) and Apply (Y/Y), never expiring and expiring. */
const JOIN_FOREVER = 401;
const JOIN_EXPIRING = 402;
const APPLY_LAST = 408;

/** `2026-01-01 00:00:00` as the promotion screens show it. */
/** A promotion's date on the player's clock (the pages run in Yangon). */
const day = (timestamp: string) => playerTime(timestamp, 'promotion');
test.use({ timezoneId: PLAYER_ZONE });

/** Every journey ends without an uncaught error or unhandled rejection on the page. */
let pageErrors: string[] = [];
test.beforeEach(({ page }) => {
  pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
});
test.afterEach(() => expect(pageErrors).toEqual([]));

for (const id of ['lotus', 'harbor']) {
  const brand = brandOf(id);
  const language = brand.defaultLanguage;
  const texts = resources[language];
  const menu = (page: Page) => page.getByRole('group', { name: texts.activity.categories });
  const cards = (page: Page) => page.locator('[data-list] article.promo');
  const visibleTitles = (page: Page) => page.locator('[data-list] article.promo:visible .promo-title');
  /** A promotion's header: named by what it shows, its title, then its dates (WCAG 2.5.3 label in name). */
  const toggle = (page: Page, title: string) =>
    page.getByRole('heading', { level: 2 }).getByRole('button', { name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\d`) });
  const toasts = (page: Page) => page.locator('.toasts');

  function platform(base: string) {
    return createApiClient({ baseUrl: base, prefixes: brand.api.prefixes, merchantCode: brand.merchantCode });
  }
  /** The platform's promotions and category names in `lang`: what the screens must end up showing. */
  async function promotionsOf(base: string, lang: LanguageCode = language) {
    const api = platform(base);
    const { list } = await api('announcements', { types: 'Promotion', platform: 'M', merchantCode: brand.merchantCode, language: lang });
    return { list, categories: await api('promotionCategories', { language: lang }) };
  }
  const byId = (list: readonly Announcement[], promotionId: number) => list.find((promotion) => promotion.id === promotionId)!;

  async function open(page: Page, path: string, lang: LanguageCode = language) {
    await page.goto(pageUrl(brandUrl(test.info(), id), brand, path, lang));
    await settled(page);
  }

  async function asMember(page: Page, username: string) {
    const session = await sandbox(page.request, brandUrl(test.info(), id)).session(username);
    await seedStorage(page, { [STORAGE_KEYS.session]: JSON.stringify(session) });
  }

  // The journeys run on one brand (the promotions are the same code in every brand); the accessibility
  // checks below read each brand's colours.
  if (id === JOURNEY_BRAND) {
    test(`${id}: every promotion with its dates or the long-term label; the category menu filters`, async ({ page }) => {
      const { list, categories } = await promotionsOf(brandUrl(test.info(), id));
      expect(list.length).toBeGreaterThan(3);
      await open(page, '/m/activity');
      await expect(cards(page).locator('.promo-title')).toHaveText(list.map((promotion) => promotion.title));

      const forever = byId(list, JOIN_FOREVER);
      const expiring = byId(list, JOIN_EXPIRING);
      expect(forever.noExpiry).toBe(1);
      expect(expiring.noExpiry).toBe(0);
      await expect(toggle(page, forever.title)).toHaveAccessibleName(`${forever.title} ${day(forever.startDate)} - ${texts.activity.longTerm}`);
      await expect(toggle(page, expiring.title)).toHaveAccessibleName(`${expiring.title} ${day(expiring.startDate)} - ${day(expiring.endDate!)}`);
      // Covers: the first at once, the rest when scrolled to; each box of the same size before and after its picture.
      await expect(cards(page).first().locator('.promo-cover img')).toHaveAttribute('loading', 'eager');
      await expect(cards(page).nth(1).locator('.promo-cover img')).toHaveAttribute('loading', 'lazy');
      await expect(cards(page).first().locator('.promo-cover')).toHaveClass(/loaded/);
      // A plain script: the page never loads React (its chunk is ~66 KB gzip of the 100 KB budget).
      const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
      expect(scripts.some((name) => name.includes('/promotion-view.'))).toBe(true);
      expect(scripts.filter((name) => /\/_astro\/react\./.test(name))).toEqual([]);

      const carried = new Set(list.flatMap((promotion) => promotion.promoAnnouncementCategoryIds));
      const named = categories.filter((category) => carried.has(category.id));
      expect(named.length).toBeGreaterThan(2);
      await expect(menu(page).getByRole('button')).toHaveText([texts.activity.all, ...named.map((category) => category.name)]);
      await expect(menu(page).getByRole('button', { name: texts.activity.all })).toHaveAttribute('aria-pressed', 'true');

      const slots = named.find((category) => category.id === 3)!;
      await menu(page).getByRole('button', { name: slots.name }).click();
      await expect(menu(page).getByRole('button', { name: slots.name })).toHaveAttribute('aria-pressed', 'true');
      await expect(menu(page).getByRole('button', { name: texts.activity.all })).toHaveAttribute('aria-pressed', 'false');
      const inSlots = list.filter((promotion) => promotion.promoAnnouncementCategoryIds.includes(slots.id));
      expect(inSlots.length).toBeGreaterThan(0);
      expect(inSlots.length).toBeLessThan(list.length);
      await expect(visibleTitles(page)).toHaveText(inSlots.map((promotion) => promotion.title));
      await menu(page).getByRole('button', { name: texts.activity.all }).click();
      await expect(visibleTitles(page)).toHaveCount(list.length);
    });

    test(`${id}: the accordion opens and closes from the keyboard, one at a time, and the address follows`, async ({ page }) => {
      const { list } = await promotionsOf(brandUrl(test.info(), id));
      const [first, second] = [list[0]!, list[1]!];
      await open(page, '/m/activity');
      const firstToggle = toggle(page, first.title);
      const secondToggle = toggle(page, second.title);
      await expect(firstToggle).toHaveAttribute('aria-expanded', 'false');
      const firstPanel = page.locator(`#${await firstToggle.getAttribute('aria-controls')}`);
      await expect(firstPanel).toBeHidden();

      await firstToggle.focus();
      await page.keyboard.press('Enter');
      await expect(firstToggle).toHaveAttribute('aria-expanded', 'true');
      await expect(firstPanel).toBeVisible();
      await expect(firstPanel).toHaveAccessibleName(first.title);
      await expect(firstPanel.locator('.promo-body')).toContainText(
        first.content
          .replace(/<[^>]+>/g, ' ')
          .split(/\s+/)
          .slice(0, 3)
          .join(' '),
      );
      await expect(page).toHaveURL(new RegExp(`[?&]id=${first.id}$`));

      await secondToggle.focus();
      await page.keyboard.press('Space');
      await expect(secondToggle).toHaveAttribute('aria-expanded', 'true');
      await expect(firstToggle).toHaveAttribute('aria-expanded', 'false');
      await expect(firstPanel).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`[?&]id=${second.id}$`));
      await page.keyboard.press('Enter');
      await expect(secondToggle).toHaveAttribute('aria-expanded', 'false');
      await expect(page).not.toHaveURL(/[?&]id=/);
    });

    test(`${id}: ?id= opens that promotion and scrolls to it; the Apply link goes to the reward form in the page's language`, async ({ page }) => {
      const { list } = await promotionsOf(brandUrl(test.info(), id));
      const last = byId(list, APPLY_LAST);
      expect(list.indexOf(last)).toBeGreaterThan(3);
      await open(page, `/m/activity?id=${APPLY_LAST}`);
      const lastToggle = toggle(page, last.title);
      await expect(lastToggle).toHaveAttribute('aria-expanded', 'true');
      await expect(lastToggle).toBeInViewport();
      await expect(toggle(page, list[0]!.title)).not.toBeInViewport();
      await expect(page.locator('[aria-expanded="true"]')).toHaveCount(1);
      const panel = page.getByRole('region', { name: last.title });
      await expect(panel.getByRole('link', { name: texts.activity.apply })).toHaveAttribute('href', `/m/applyReward?id=${APPLY_LAST}`);
      await expect(panel.getByRole('button', { name: texts.activity.join })).toHaveCount(0);

      // The form needs a session: a guest's tap opens the login modal, which then goes on to the form.
      await panel.getByRole('link', { name: texts.activity.apply }).click();
      await expect(page.locator('dialog#login-modal')).toBeVisible();
      await expect(page.locator('dialog#login-modal')).toHaveAttribute('data-next', `/m/applyReward?id=${APPLY_LAST}`);
      await expect(page).toHaveURL(new RegExp(`/m/activity\\?id=${APPLY_LAST}$`));

      // A member, in the other language: the link under its prefix lands on the form.
      await asMember(page, 'demo_member');
      const other = brand.languages.find((code) => code !== language)!;
      await open(page, `/m/activity?id=${APPLY_LAST}`, other);
      const prefixed = page.getByRole('link', { name: resources[other].activity.apply });
      await expect(prefixed).toHaveAttribute('href', `/${other.toLowerCase()}/m/applyReward?id=${APPLY_LAST}`);
      await prefixed.click();
      await expect(page).toHaveURL(new RegExp(`/${other.toLowerCase()}/m/applyReward\\?id=${APPLY_LAST}$`));
      await expect(page.locator('form.reward-form')).toBeVisible();
    });

    test(`${id}: the detail page shows one promotion; an unknown or missing id says so and links to the list`, async ({ page }) => {
      const { list } = await promotionsOf(brandUrl(test.info(), id));
      const forever = byId(list, JOIN_FOREVER);
      await open(page, `/m/activityDetail?id=${JOIN_FOREVER}`);
      const detail = page.locator('[data-detail]');
      await expect(detail.getByRole('heading', { level: 2 })).toHaveText(forever.title);
      await expect(detail.locator('.promo-dates')).toHaveText(`${day(forever.startDate)} - ${texts.activity.longTerm}`);
      await expect(detail.locator('.promo-body strong')).toHaveText('10,000');
      await expect(detail.locator('.promo-cover')).toHaveClass(/loaded/);
      await expect(detail.getByRole('button', { name: texts.activity.join })).toBeVisible();

      for (const query of ['?id=987654', '?id=abc', '']) {
        await open(page, `/m/activityDetail${query}`);
        await expect(page.getByText(texts.activity.notFound), query).toBeVisible();
        await expect(detail).toBeHidden();
        await expect(page.getByRole('link', { name: texts.activity.backToList })).toHaveAttribute('href', '/m/activity');
      }
      await page.getByRole('link', { name: texts.activity.backToList }).click();
      await expect(cards(page).first()).toBeVisible();
    });

    test(`${id}: Join as a guest opens the login`, async ({ page }) => {
      const { list } = await promotionsOf(brandUrl(test.info(), id));
      const expiring = byId(list, JOIN_EXPIRING);
      await open(page, `/m/activity?id=${JOIN_EXPIRING}`);
      const join = page.getByRole('region', { name: expiring.title }).getByRole('button', { name: texts.activity.join });
      await join.click();
      await expect(page.locator('dialog#login-modal')).toBeVisible();
    });

    test(`${id}: Join as a trial account shows free_reject; as a member, joined or the translated error`, async ({ page }) => {
      const base = brandUrl(test.info(), id);
      await asMember(page, 'demo_trial');
      await open(page, `/m/activityDetail?id=${JOIN_EXPIRING}`);
      const join = page.locator('[data-detail]').getByRole('button', { name: texts.activity.join });
      await join.click();
      await expect(toasts(page)).toContainText(texts.errors.account.trial);
      await expect(toasts(page)).not.toContainText(texts.errors.account.trial); // 1 s, then gone
      await expect(page.locator('dialog#login-modal')).toBeHidden();

      const session = await sandbox(page.request, base).session('demo_empty');
      await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [STORAGE_KEYS.session, JSON.stringify(session)]);
      await page.reload();
      await join.click();
      await expect(toasts(page)).toContainText(texts.activity.joined);

      await (await pageFaults(page, base)).fault({ call: 'promotionJoin', httpStatus: 500, times: 1 });
      await join.click();
      await expect(toasts(page)).toContainText(texts.error.server);
    });

    test(`${id}: a failing list shows its reason and Try again recovers; failing categories leave All; no promotions, the empty text`, async ({ page }) => {
      const { list } = await promotionsOf(brandUrl(test.info(), id));
      await page.route(PROMOTIONS_CALL, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
      await open(page, '/m/activity');
      const failed = page.getByRole('alert').filter({ hasText: texts.error.server });
      await expect(failed).toBeVisible();
      await expect(menu(page)).toBeHidden();
      await page.unroute(PROMOTIONS_CALL);
      await failed.getByRole('button', { name: texts.activity.retry }).click();
      await expect(cards(page)).toHaveCount(list.length);
      await expect(failed).toBeHidden();

      await (await pageFaults(page, brandUrl(test.info(), id))).fault({ call: 'promotionCategories', httpStatus: 500, times: 1 });
      await page.reload();
      await expect(cards(page)).toHaveCount(list.length);
      await expect(menu(page).getByRole('button')).toHaveText([texts.activity.all]);

      await page.route(PROMOTIONS_CALL, (route) =>
        route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({ success: true, value: { list: [], unreadCount: 0, footer: { unreadCount: 0 } } }),
        }),
      );
      await page.reload();
      await expect(page.getByText(texts.activity.empty)).toBeVisible();
      await expect(menu(page)).toBeHidden();

      await page.route(PROMOTIONS_CALL, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
      await open(page, `/m/activityDetail?id=${JOIN_FOREVER}`);
      await expect(page.getByRole('alert').filter({ hasText: texts.error.server })).toBeVisible();
      await page.unroute(PROMOTIONS_CALL);
      await page.getByRole('alert').getByRole('button', { name: texts.activity.retry }).click();
      await expect(page.locator('[data-detail]').getByRole('heading', { level: 2 })).toHaveText(byId(list, JOIN_FOREVER).title);
    });

    test(`${id}: a logged-out answer ends the session, says so, and the promotions show as to a guest`, async ({ page }) => {
      const { list } = await promotionsOf(brandUrl(test.info(), id));
      await asMember(page, 'demo_member');
      // The platform no longer knows the session: every ask carrying it is refused as logged out.
      let askedAsGuest = false;
      await page.route(PROMOTIONS_CALL, (route) => {
        if (route.request().headers()['authorization']) return route.fulfill({ status: 401, body: '' });
        askedAsGuest = true;
        return route.continue();
      });
      await open(page, '/m/activity');
      await expect(toasts(page)).toContainText(texts.error.loggedOut);
      await expect(page.locator('html')).not.toHaveClass(/has-session/);
      await expect(cards(page)).toHaveCount(list.length);
      expect(askedAsGuest).toBe(true);
    });

    test(`${id}: content HTML runs nothing, a broken cover keeps its place, nothing scrolls sideways at 320 px`, async ({ page }) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => void (dialogs.push(dialog.message()), dialog.dismiss()));
      const { list } = await promotionsOf(brandUrl(test.info(), id));
      const payload = `<p>Read <strong>this</strong><img src=x onerror="alert('img')"><script>alert('script')</script><a href="javascript:alert('link')">bad</a></p>`;
      const hostile = list.map((promotion, index) =>
        index === 0
          ? { ...promotion, title: 'A very long promotion title that must wrap on a small phone without pushing the page sideways', content: payload }
          : index === 1
            ? { ...promotion, announcementImages: [{ url: 'https://127.0.0.1:9/missing-cover.png', sequence: 1 }] }
            : promotion,
      );
      await page.route(PROMOTIONS_CALL, (route) =>
        route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({ success: true, value: { list: hostile, unreadCount: 0, footer: { unreadCount: 0 } } }),
        }),
      );
      await page.setViewportSize({ width: 320, height: 700 });
      await open(page, `/m/activity?id=${list[0]!.id}`);
      const body = page.locator('.promo-body').first();
      await expect(body.locator('strong')).toHaveText('this');
      await expect(body.locator('script, [onerror]')).toHaveCount(0);
      await expect(body.getByText('bad')).not.toHaveAttribute('href');

      const broken = cards(page).nth(1).locator('.promo-cover');
      await broken.scrollIntoViewIfNeeded();
      await expect(broken).toHaveClass(/failed/);
      const [brokenBox, goodBox] = [await broken.boundingBox(), await cards(page).nth(2).locator('.promo-cover').boundingBox()];
      expect(brokenBox!.height).toBeGreaterThan(100);
      expect(Math.abs(brokenBox!.height - goodBox!.height)).toBeLessThan(1);
      await page.waitForLoadState('networkidle');
      expect(dialogs).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      await open(page, `/m/activityDetail?id=${list[0]!.id}`);
      await expect(page.locator('[data-detail] .promo-body strong')).toHaveText('this');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    });
  }

  for (const theme of THEMES) {
    test(`${id}: no serious accessibility violation (${theme} theme)`, async ({ page }) => {
      await seedStorage(page, { [STORAGE_KEYS.theme]: theme });
      for (const path of [`/m/activity?id=${JOIN_FOREVER}`, `/m/activityDetail?id=${APPLY_LAST}`, '/m/activityDetail?id=1']) {
        await open(page, path);
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        const blocking = await axeViolations(page);
        expect(blocking.map(({ id: rule, nodes }) => `${path} ${rule}: ${nodes.map(({ target }) => target.join(' ')).join(', ')}`)).toEqual([]);
      }
    });
  }
}
