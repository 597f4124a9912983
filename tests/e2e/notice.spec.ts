/**
 * Announcements (/m/notice, /m/noticeDetail?id=N; G §2 "Notices", §4 mark-as-read, §6), in lotus
 * (Burmese first, dark; its colours also in harbor, English first, light), against the sandbox's
 * announcements: the message centre's types (B, PL, PU) newest first by date; cards open and close
 * from their header button; unread styling for members only (never guests or trial accounts); a tap
 * marks an unread card read at once and the platform keeps it read; the home ticker's item k opens
 * the card of player notice k; the detail page and an unknown id; the notice with a script payload
 * runs nothing; a failing list shows its reason and Try again recovers; a failing mark-read throws
 * nothing and the card turns unread again; no sideways scrolling at 320 px; no serious axe-core
 * violation in either theme.
 *
 * Members: demo_player40 only looks (its read flags never change here), demo_agent41 marks: each
 * brand has its own sandbox, and the tests that mark pick announcements unread at their start.

 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { UNSAFE_ANNOUNCEMENT_ID } from '../../scripts/sandbox/data/content-announcements.ts';
import { STORAGE_KEYS } from '../../src/lib/storage-keys.ts';
import { THEMES, type LanguageCode } from '../../src/constants.ts';
import type { Announcement } from '../../src/contract/schemas.ts';
import { createApiClient } from '../../src/lib/node-api-client.ts';
import {
  asRead,
  axeViolations,
  brandOf,
  brandUrl,
  JOURNEY_BRAND,
  pageUrl,
  PLAYER_ZONE,
  playerTime,
  resources,
  sandbox,
  seedStorage,
  settled,
  watchNetwork,
} from '../support/index.ts';

test.use({ timezoneId: PLAYER_ZONE }); // times on the player's clock

const LIST_CALL = /\/content\/announcements\?/;
const READ_CALL = /\/content\/announcements\/read(\?|$)/;
/** The page's cards: the types it shows, newest first by start date, one date in the platform's order (a stable sort). */
const noticeCards = (list: readonly Announcement[]) =>
  list.filter((item) => ['PL', 'PU', 'B'].includes(item.type)).sort((a, b) => b.startDate.localeCompare(a.startDate));

for (const id of ['lotus', 'harbor']) {
  const brand = brandOf(id);
  const language: LanguageCode = brand.defaultLanguage;
  const t = resources[language];

  /** The cards, as a screen reader lists them. */
  const cards = (page: Page) => page.getByRole('list', { name: t.notice.list }).getByRole('listitem');
  const base = () => brandUrl(test.info(), id);
  const api = () => createApiClient({ baseUrl: base(), prefixes: brand.api.prefixes, merchantCode: brand.merchantCode });
  /** The cards the page must show, in order, as the platform answers them for `token`. */
  const platformCards = async (token?: string): Promise<Announcement[]> =>
    noticeCards((await api()('announcements', { types: 'B,PL,PU', platform: 'M', merchantCode: brand.merchantCode, language }, { token })).list);
  const toggleOf = (page: Page, title: string) => page.getByRole('button', { name: new RegExp(`^${escape(title)}`) });
  const card = (page: Page, index: number) => cards(page).nth(index);
  const unreadWord = (page: Page) => cards(page).getByText(t.notice.unread, { exact: false });

  async function asMember(page: Page, username: string, storage: Record<string, string> = {}): Promise<string> {
    const session = (await sandbox(page.request, base()).session(username)) as { token: string };
    await seedStorage(page, { ...storage, [STORAGE_KEYS.session]: JSON.stringify(session) });
    return session.token;
  }

  async function openNotices(page: Page, query = '') {
    await page.goto(pageUrl(base(), brand, '/m/notice') + query);
    await settled(page);
    await expect(cards(page).first().getByRole('button')).toBeVisible();
  }

  // The journeys run on one brand (the notices are the same code in every brand); the accessibility
  // checks below read each brand's colours.
  if (id === JOURNEY_BRAND) {
    test(`${id}: a guest sees every card in order without unread styling; a header button opens and closes its card`, async ({ page }) => {
      const expected = await platformCards();
      expect(expected.map((item) => item.type)).toContain('PU');
      await openNotices(page);
      await expect(cards(page).locator('.notice-title')).toHaveText(expected.map((item) => item.title));
      await expect(card(page, 0).locator('time')).toHaveText(playerTime(expected[0]!.startDate, 'notice')); // YYYY-MM-DD HH:mm:ss
      // Newest first, though the platform answers in its own order (the sandbox: notices, then pop-ups, then the rest).
      const shown = await cards(page).locator('time').allTextContents();
      expect(shown.length).toBeGreaterThan(6);
      expect(shown).toEqual([...shown].sort().reverse());
      await expect(page.locator('.notice-card.is-unread')).toHaveCount(0);
      await expect(unreadWord(page)).toHaveCount(0);

      const first = expected[1]!;
      const button = toggleOf(page, first.title);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      const region = page.locator(`#${await button.getAttribute('aria-controls')}`);
      await expect(region).toBeHidden();
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(region).toBeVisible();
      await expect(region).toHaveAccessibleName(new RegExp(escape(first.title)));
      await expect(region.locator('p').first()).not.toBeEmpty();
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(region).toBeHidden();
    });

    test(`${id}: a member sees the unread ones marked (a dot, bold title, and the word for screen readers)`, async ({ page }) => {
      const token = await asMember(page, 'demo_player40');
      const expected = await platformCards(token);
      const unread = expected.filter((item) => !item.read);
      expect(unread.length).toBeGreaterThan(2);
      await openNotices(page);
      await expect(page.locator('.notice-card.is-unread .notice-title')).toHaveText(unread.map((item) => item.title));
      await expect(unreadWord(page)).toHaveCount(unread.length);
      const title = page.locator('.notice-card.is-unread .notice-title').first();
      expect(Number(await title.evaluate((element) => getComputedStyle(element).fontWeight))).toBeGreaterThanOrEqual(700);
      await expect(toggleOf(page, unread[0]!.title)).toHaveAccessibleName(new RegExp(escape(asRead(t.notice.unread))));
    });

    test(`${id}: tapping an unread card marks it read at once, and the platform keeps it read`, async ({ page }) => {
      const token = await asMember(page, 'demo_agent41');
      const target = (await platformCards(token)).find((item) => !item.read && item.type === 'PL');
      expect(target, 'an unread player notice').toBeDefined();
      await openNotices(page);
      const cardOf = cards(page).filter({ has: toggleOf(page, target!.title) });
      await expect(cardOf).toHaveClass(/is-unread/);

      // Hold the platform's answer: the card must read as read before it comes.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const marks: Request[] = [];
      await page.route(READ_CALL, async (route) => {
        marks.push(route.request());
        await held;
        await route.continue();
      });
      await toggleOf(page, target!.title).click();
      await expect(cardOf).not.toHaveClass(/is-unread/);
      await expect(cardOf.getByText(t.notice.unread, { exact: false })).toHaveCount(0);
      await expect.poll(() => marks.length).toBe(1);
      expect(marks[0]!.postDataJSON()).toMatchObject({ announcementId: target!.id, read: true });
      const answered = page.waitForResponse(READ_CALL);
      release();
      expect((await answered).ok()).toBe(true);

      // A second tap (close) sends nothing more: it would have gone at once.
      const quiet = watchNetwork(page);
      await toggleOf(page, target!.title).click();
      await quiet();
      expect(marks).toHaveLength(1);

      expect((await platformCards(token)).find((item) => item.id === target!.id)?.read).toBe(true);
      const fresh = await page.context().newPage();
      await openNotices(fresh);
      await expect(cards(fresh).filter({ has: toggleOf(fresh, target!.title) })).not.toHaveClass(/is-unread/);
      await expect(fresh.locator('.notice-card.is-unread').first()).toBeVisible(); // others still unread: the styling is there
    });

    test(`${id}: a trial account sees no unread styling and tapping reports nothing`, async ({ page }) => {
      await asMember(page, 'demo_trial');
      const marks: string[] = [];
      page.on('request', (request) => void (READ_CALL.test(request.url()) && marks.push(request.url())));
      await openNotices(page);
      await expect(page.locator('html')).toHaveClass(/has-session/);
      await expect(page.locator('.notice-card.is-unread')).toHaveCount(0);
      await expect(unreadWord(page)).toHaveCount(0);
      for (const index of [0, 1]) {
        await card(page, index).getByRole('button').click();
        await expect(card(page, index).getByRole('button')).toHaveAttribute('aria-expanded', 'true');
      }
      await page.waitForLoadState('networkidle');
      expect(marks).toEqual([]);
    });

    test(`${id}: the home ticker's item k (newest first) opens player notice k and scrolls to it; ?index= out of range opens nothing`, async ({ page }) => {
      const notices = (await platformCards()).filter((item) => item.type === 'PL');
      await page.goto(pageUrl(base(), brand, '/m/home'));
      await settled(page);
      const titles = page.getByRole('region', { name: t.banner.ticker.name }).getByRole('link');
      await expect(titles.first()).toBeVisible();
      await expect(titles.first()).toHaveText(notices[0]!.title); // the newest first
      const k = 2;
      const title = (await titles.nth(k).textContent())!;
      await page.locator('.notice-ticker-viewport').hover(); // holds the moving titles
      await titles.nth(k).click();
      await expect(page).toHaveURL(new RegExp(`/m/notice\\?i(ndex)?=${k}$`));
      expect(title).toBe(notices[k]!.title);
      const opened = cards(page).filter({ has: toggleOf(page, title) });
      await expect(opened.getByRole('button')).toHaveAttribute('aria-expanded', 'true');
      await expect(opened.getByRole('region')).toBeInViewport();
      await expect(page.getByRole('button', { expanded: true })).toHaveCount(1);

      await openNotices(page, '?index=3');
      await expect(page.getByRole('button', { expanded: true })).toHaveText(new RegExp(escape(notices[3]!.title)));
      for (const query of [`?index=${notices.length}`, '?index=-1', '?index=x']) {
        await openNotices(page, query);
        await expect(page.getByRole('button', { expanded: true }), query).toHaveCount(0);
      }
    });

    test(`${id}: the detail page shows title, start date and content, and marks it read; an unknown id says so`, async ({ page }) => {
      const token = await asMember(page, 'demo_agent41');
      const target = (await platformCards(token)).find((item) => !item.read && item.type === 'PU') ?? (await platformCards(token))[0]!;
      await page.goto(pageUrl(base(), brand, '/m/noticeDetail') + `?id=${target.id}`);
      await settled(page);
      await expect(page.getByRole('heading', { level: 2 })).toHaveText(target.title);
      await expect(page.locator('.notice-article time')).toHaveText(playerTime(target.startDate, 'notice'));
      await expect(page.locator('.notice-article-body p').first()).toBeVisible();
      await expect(page.locator('.bottom-bar')).toBeHidden();
      await expect.poll(async () => (await platformCards(token)).find((item) => item.id === target.id)?.read).toBe(true);

      await page.goto(pageUrl(base(), brand, '/m/noticeDetail') + '?id=999999');
      await expect(page.getByText(t.notice.notFound)).toBeVisible();
      await page.getByRole('link', { name: t.notice.backToList }).click();
      await expect(page).toHaveURL(pageUrl(base(), brand, '/m/notice'));
      await expect(cards(page).first().getByRole('button')).toBeVisible();
    });

    test(`${id}: the notice with a script payload runs nothing, in the list and on its own page; nothing scrolls sideways at 320 px`, async ({ page }) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => void (dialogs.push(dialog.message()), dialog.dismiss()));
      const unsafe = (await platformCards()).find((item) => item.id === UNSAFE_ANNOUNCEMENT_ID)!;
      expect(unsafe.content).toContain('<script>');
      await page.setViewportSize({ width: 320, height: 700 });
      await openNotices(page);
      for (const index of [0, 1, 2, 3]) await card(page, index).getByRole('button').click();
      const region = cards(page)
        .filter({ has: toggleOf(page, unsafe.title) })
        .getByRole('region');
      await expect(region.locator('p').first()).toBeVisible();
      await expect(region.locator('script, [onerror]')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

      await page.goto(pageUrl(base(), brand, '/m/noticeDetail') + `?id=${UNSAFE_ANNOUNCEMENT_ID}`);
      await expect(page.getByRole('heading', { level: 2 })).toHaveText(unsafe.title);
      await expect(page.locator('.notice-article-body p').first()).toBeVisible();
      await expect(page.locator('.notice-article script, .notice-article [onerror]')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      expect(dialogs).toEqual([]);
    });

    test(`${id}: a failing list shows its reason and Try again recovers; no announcements shows the empty text`, async ({ page }) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await page.route(LIST_CALL, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
      await page.goto(pageUrl(base(), brand, '/m/notice'));
      const failed = page.getByRole('alert').filter({ hasText: t.error.server });
      await expect(failed).toBeVisible();
      await page.unroute(LIST_CALL);
      await failed.getByRole('button', { name: t.notice.retry }).click();
      await expect(cards(page).first().getByRole('button')).toBeVisible();
      await expect(failed).toBeHidden();

      await page.route(LIST_CALL, (route) =>
        route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({ success: true, value: { list: [], unreadCount: 0, footer: { unreadCount: 0 } } }),
        }),
      );
      await page.reload();
      await expect(page.getByText(t.notice.empty)).toBeVisible();
      await expect(cards(page)).toHaveCount(0);
      // The detail page's call failing: its reason and Try again too.
      await page.route(LIST_CALL, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
      await page.goto(pageUrl(base(), brand, '/m/noticeDetail') + '?id=201');
      await expect(failed).toBeVisible();
      await page.unroute(LIST_CALL);
      await failed.getByRole('button', { name: t.notice.retry }).click();
      await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
      expect(errors).toEqual([]);
    });

    test(`${id}: a failing mark-read throws nothing, and the card reads unread again`, async ({ page }) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      const token = await asMember(page, 'demo_agent41');
      const target = (await platformCards(token)).find((item) => !item.read && item.type === 'B');
      expect(target, 'an unread banner').toBeDefined();
      let failures = 0;
      // The failure comes once the card has been seen read, before the platform's truth returns.
      let fail = () => {};
      const failing = new Promise<void>((resolve) => (fail = resolve));
      await page.route(READ_CALL, async (route) => {
        await failing;
        failures++;
        await route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
      });
      await openNotices(page);
      const cardOf = cards(page)
        .filter({ has: toggleOf(page, target!.title) })
        .first();
      await expect(cardOf).toHaveClass(/is-unread/);
      await cardOf.getByRole('button').click();
      await expect(cardOf).not.toHaveClass(/is-unread/);
      fail();
      await expect.poll(() => failures).toBe(1);
      await expect(cardOf).toHaveClass(/is-unread/); // the refreshed list tells the truth
      expect((await platformCards(token)).find((item) => item.id === target!.id)?.read).toBe(false);
      expect(errors).toEqual([]);
    });
  }

  for (const theme of THEMES) {
    test(`${id}: no serious accessibility violation (${theme} theme)`, async ({ page }) => {
      await asMember(page, 'demo_player40', { [STORAGE_KEYS.theme]: theme });
      await openNotices(page);
      await expect(page.locator('.notice-card.is-unread').first()).toBeVisible();
      // Opening reports it read: answered here, so demo_player40's read flags stay as the other tests expect.
      await page.route(READ_CALL, (route) =>
        route.fulfill({ contentType: 'application/json', body: JSON.stringify({ success: true, value: { announcementId: 0, read: true } }) }),
      );
      await card(page, 0).getByRole('button').click();
      await expect(card(page, 0).getByRole('region')).toBeVisible();
      const scan = async () => {
        const blocking = await axeViolations(page);
        expect(blocking.map(({ id: rule, nodes }) => `${rule}: ${nodes.map(({ target }) => target.join(' ')).join(', ')}`)).toEqual([]);
      };
      await scan();
      await page.goto(pageUrl(base(), brand, '/m/noticeDetail') + '?id=202');
      await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
      await scan();
    });
  }
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
