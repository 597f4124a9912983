/**
 * Home's banner carousel and notice ticker (G §2 "Home", "Notices"; §9: 5000 ms autoplay, 1000 ms
 * slides), against the built bundles and the sandbox, in lotus (Burmese first, dark; its colours
 * also in harbor, English first, light): the welcome banner before any script, the m_home banners
 * taking its box without moving anything (the first painted from the HTML, before the page's module
 * scripts arrive), a tap opening only what the allow-list takes, autoplay
 * with its pause button (and none for reduced motion or a hidden page), the player notices' titles
 * leading to /m/notice?index=N, a failing call leaving the welcome banner and the 'no announcement'
 * text, no sideways scrolling at 320 px and no serious axe-core violation in either theme.
 *
 * Autoplay runs on Playwright's clock (installed before the page loads, time still flowing), so a
 * test moves 5 s on at once; swiper's slide itself is a CSS transition on real time, and the next
 * autoplay step is timed from its end, so each step waits for that transition to end.
 * A failing call is made with page.route: a sandbox fault would hit whichever page of the parallel
 * journeys asked next.

 */
import { expect, test, type Page } from '@playwright/test';
import { HOME_BANNER_TARGETS } from '../../scripts/sandbox/data/content-announcements.ts';
import { BANNER_AUTOPLAY_DELAY_MS, THEMES } from '../../src/constants.ts';
import { STORAGE_KEYS } from '../../src/lib/storage-keys.ts';
import type { Announcement } from '../../src/contract/schemas.ts';
import { createApiClient } from '../../src/lib/node-api-client.ts';
import { localePath } from '../../src/shell/routes.ts';
import { asRead, axeViolations, brandOf, brandUrl, JOURNEY_BRAND, pageUrl, resources, seedStorage, settled } from '../support/index.ts';

const ANNOUNCEMENTS_CALL = /\/content\/announcements\?/;
/** Where the sandbox's banner to another site points: answered here, the tests never leave the machine. */
const OTHER_SITE = new URL(HOME_BANNER_TARGETS.otherSite);

/** A translated text with its {{placeholders}} filled. */
const fill = (text: string, values: Record<string, number>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

for (const id of ['lotus', 'harbor']) {
  const brand = brandOf(id);
  const language = brand.defaultLanguage;
  const texts = resources[language].banner;

  const carousel = (page: Page) => page.getByRole('region', { name: texts.carousel.name });
  const slide = (page: Page, index: number, count: number) => carousel(page).getByRole('group', { name: fill(texts.carousel.slide, { index, count }) });
  const bullet = (page: Page, index: number) => carousel(page).getByRole('button', { name: fill(texts.carousel.show, { index }) });
  const rotation = (page: Page) =>
    carousel(page).getByRole('button', { name: new RegExp(`^(${asRead(texts.carousel.pause)}|${asRead(texts.carousel.play)})$`) });
  const ticker = (page: Page) => page.getByRole('region', { name: texts.ticker.name });
  /** The platform's banners are in, with their controls (swiper may not have come yet: it comes when the carousel first moves). */
  const controlsShown = (page: Page) => expect(carousel(page).locator('.home-banner-bullet').nth(1)).toBeVisible();
  const engineStarted = (page: Page) => expect(page.locator('[data-home-banner]')).toHaveAttribute('data-carousel', 'ready');
  /** The requests for swiper's chunk this page makes. */
  const engineRequests = (page: Page) => {
    const urls: string[] = [];
    page.on('request', (request) => void (/\/banner-swiper\.[\w-]+\.js$/.test(request.url()) && urls.push(request.url())));
    return urls;
  };

  /** What the platform answers this brand's home, in its first language. */
  async function platform(base: string): Promise<{ banners: Announcement[]; notices: Announcement[] }> {
    const api = createApiClient({ baseUrl: base, prefixes: brand.api.prefixes, merchantCode: brand.merchantCode });
    const ask = async (types: string, groupName?: string) =>
      (await api('announcements', { types, platform: 'M', merchantCode: brand.merchantCode, language, ...(groupName ? { groupName } : {}) })).list;
    return { banners: await ask('B', 'm_home'), notices: await ask('PL') };
  }

  async function openHome(page: Page, base: string) {
    await page.goto(pageUrl(base, brand, '/m/home'));
    await settled(page);
  }

  /** Moves the clock by one autoplay delay and waits for the slide it starts to end (its CSS transition runs on real time). */
  async function autoplayStep(page: Page) {
    const slid = page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          document.querySelector('.home-banner .swiper-wrapper')!.addEventListener('transitionend', () => resolve(), { once: true }),
        ),
    );
    await page.clock.fastForward(BANNER_AUTOPLAY_DELAY_MS);
    await slid;
  }

  // The journeys run on one brand (home's carousel and ticker are the same code in every brand); the accessibility
  // checks below read each brand's colours.
  if (id === JOURNEY_BRAND) {
    test(`${id}: the welcome banner shows before any script, and the m_home banners take its box without moving anything`, async ({
      browser,
      page,
    }, testInfo) => {
      const base = brandUrl(testInfo, id);
      const { banners } = await platform(base);
      expect(banners.length).toBeGreaterThan(1);

      // The page as it arrives: the brand's welcome banner in the box, no script needed.
      const bare = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize()! });
      const before = await bare.newPage();
      await before.goto(pageUrl(base, brand, '/m/home'));
      const welcome = slide(before, 1, 1).getByRole('img', { name: brand.name, exact: true });
      await expect(welcome).toBeVisible();
      await expect(welcome).toHaveAttribute('src', `/brand/${brand.assets.welcomeBanner}`);
      const size = await carousel(before).boundingBox();
      await bare.close();

      // With scripts: where the carousel and the menu under it are before any of the page's module
      // scripts runs (they run once the document is parsed), and every layout shift from the first paint.
      await page.addInitScript(() => {
        const record = window as unknown as { __before: DOMRect[]; __shifts: string[] };
        record.__shifts = [];
        // Each shift with what moved, from where to where: a failure says which element it was.
        type Shift = PerformanceEntry & { value: number; sources: { node?: Element; previousRect: DOMRect; currentRect: DOMRect }[] };
        const box = (rect: DOMRect) => [rect.x, rect.y, rect.width, rect.height].map(Math.round).join(',');
        new PerformanceObserver((list) =>
          (list.getEntries() as Shift[]).forEach((entry) =>
            record.__shifts.push(
              `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ` +
                entry.sources
                  .map((source) => `${source.node?.outerHTML.slice(0, 80) ?? '?'} [${box(source.previousRect)}] -> [${box(source.currentRect)}]`)
                  .join('; '),
            ),
          ),
        ).observe({ type: 'layout-shift', buffered: true });
        document.addEventListener('readystatechange', () => {
          if (document.readyState !== 'interactive') return;
          record.__before = ['.home-banner', '.category-tabs'].map((selector) => document.querySelector(selector)!.getBoundingClientRect());
        });
      });
      const engine = engineRequests(page);
      await openHome(page, base);
      const first = slide(page, 1, banners.length);
      await expect(first.getByRole('img', { name: banners[0]!.title })).toBeVisible();
      for (let index = 2; index <= banners.length; index++) await expect(bullet(page, index)).toBeVisible();
      await expect(ticker(page).getByRole('link').first()).toBeVisible();
      const after = await page.evaluate(() =>
        ['.home-banner', '.category-tabs'].map((selector) => document.querySelector(selector)!.getBoundingClientRect().toJSON()),
      );
      expect(after).toEqual(await page.evaluate(() => (window as unknown as { __before: DOMRect[] }).__before.map((rect) => rect.toJSON())));
      expect({ width: after[0]!.width, height: after[0]!.height }).toEqual({ width: size!.width, height: size!.height });
      expect(await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)).toEqual([]);
      // Swiper is not part of the page's load: it comes when the carousel first has to move. (Not
      // networkidle: the icons beyond the first row load after the banners now, and on a busy machine
      // that outlasted the first automatic turn, which rightly asks for swiper.)
      await page.waitForLoadState('load');
      expect(engine).toEqual([]);
      await bullet(page, 1).focus();
      await engineStarted(page);
      expect(engine).toHaveLength(1);
      expect(await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)).toEqual([]);
      // The welcome banner is gone; the banners out of view are out of reach (inert: not read, not focusable).
      await expect(carousel(page).getByRole('img', { name: brand.name, exact: true })).toHaveCount(0);
      await expect(first).not.toHaveAttribute('inert');
      for (let index = 2; index <= banners.length; index++) await expect(slide(page, index, banners.length)).toHaveAttribute('inert', '');
    });

    test(`${id}: only the first banner loads before the first row of games; the others after it, at low priority, at the width of their box`, async ({
      page,
    }, testInfo) => {
      const base = brandUrl(testInfo, id);
      const { banners } = await platform(base);
      expect(banners.length).toBeGreaterThan(1);
      const folder = (url: string) => /(?:^|\/)banners\/([^/]+)\//.exec(url)?.[1];
      const asked: string[] = [];
      page.on('request', (request) => void (request.url().includes('/cdn/banners/') && asked.push(folder(request.url())!)));
      // The game icons held: the first row of games cannot load meanwhile.
      let release = () => {};
      const icons = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/cdn/games/**', async (route) => {
        await icons;
        await route.continue();
      });
      await page.goto(pageUrl(base, brand, '/m/home'), { waitUntil: 'domcontentloaded' }); // a held picture holds the load event
      const first = slide(page, 1, 1).getByRole('img', { name: banners[0]!.title });
      await expect(first).toBeVisible();
      await expect(page.locator('.game-grid:not([aria-hidden]) .game-tile').first()).toBeVisible();
      await page.waitForTimeout(1000); // time enough for the other banners to be asked, were they asked now
      expect(asked).toEqual([folder(banners[0]!.announcementImages[0]!.url)]);
      release();
      await controlsShown(page);
      expect(new Set(asked)).toEqual(new Set(banners.map((banner) => folder(banner.announcementImages[0]!.url))));
      const later = slide(page, 2, banners.length).getByRole('img');
      expect(await later.evaluate((image: HTMLImageElement) => image.fetchPriority)).toBe('low');
      // Each banner at the widths the image CDN offers; the one taken is the box's (360 px phone, 1x).
      const shown = slide(page, 1, banners.length).getByRole('img', { name: banners[0]!.title });
      await expect(shown).toHaveAttribute('srcset', /-360x150\.png 360w, .*-1440x600\.png 1440w$/);
      await expect(shown).toHaveAttribute('sizes', /.+/);
      expect(await shown.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/-360x150\.png$/);
    });

    test(`${id}: the first banner paints from the HTML before the page's module scripts arrive, and the carousel's script takes it as it is`, async ({
      page,
    }, testInfo) => {
      const base = brandUrl(testInfo, id);
      const { banners } = await platform(base);
      const folder = (url: string) => /(?:^|\/)banners\/([^/]+)\//.exec(url)?.[1];
      const asked: string[] = [];
      page.on('request', (request) => void (request.url().includes('/cdn/banners/') && asked.push(folder(request.url())!)));
      // The page's module scripts held until the first banner shows: only the HTML can paint it.
      let release = () => {};
      const scripts = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/_astro/*.js', async (route) => {
        await scripts;
        await route.continue();
      });
      await page.goto(pageUrl(base, brand, '/m/home'), { waitUntil: 'commit' }); // held module scripts hold DOMContentLoaded
      const first = slide(page, 1, 1).getByRole('img', { name: banners[0]!.title });
      await expect(first).toBeVisible();
      expect(await first.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true); // decoded before it showed
      await expect(carousel(page).getByRole('img', { name: brand.name, exact: true })).toHaveCount(0);
      await first.evaluate((image) => image.closest('.swiper-slide')!.setAttribute('data-painted', 'inline'));
      release();
      await controlsShown(page);
      // The same slide, now the first of all; its picture asked once.
      await expect(slide(page, 1, banners.length)).toHaveAttribute('data-painted', 'inline');
      expect(asked.filter((name) => name === folder(banners[0]!.announcementImages[0]!.url))).toHaveLength(1);
    });

    test(`${id}: a tap opens this site's path here, another site in a new tab, and a hostile target nothing`, async ({ page, context }, testInfo) => {
      const base = brandUrl(testInfo, id);
      const { banners } = await platform(base);
      const position = (url: string | null) => banners.findIndex((banner) => banner.url === url) + 1;
      await context.route(`${OTHER_SITE.origin}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Partner</title>' }));
      const popups: string[] = [];
      const dialogs: string[] = [];
      page.on('popup', (popup) => popups.push(popup.url()));
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await openHome(page, base);
      await controlsShown(page);

      // Another site: a new tab, which cannot reach back to this one (noopener).
      const otherSite = position(HOME_BANNER_TARGETS.otherSite);
      await bullet(page, otherSite).click();
      await expect(bullet(page, otherSite)).toHaveAttribute('aria-current', 'true');
      const link = slide(page, otherSite, banners.length).getByRole('link');
      await expect(link).toHaveAttribute('rel', 'noopener');
      const popup = page.waitForEvent('popup');
      await link.click();
      const partner = await popup;
      await expect(partner).toHaveURL(HOME_BANNER_TARGETS.otherSite);
      expect(await partner.evaluate(() => window.opener)).toBeNull();
      await partner.close();
      await expect(page).toHaveURL(pageUrl(base, brand, '/m/home'));

      // A hostile target: a picture only; tapping it opens nothing and runs nothing.
      const hostile = position(HOME_BANNER_TARGETS.hostile);
      await bullet(page, hostile).click();
      const hostileSlide = slide(page, hostile, banners.length);
      await expect(hostileSlide.getByRole('img', { name: banners[hostile - 1]!.title })).toBeVisible();
      await expect(hostileSlide.getByRole('link')).toHaveCount(0);
      await hostileSlide.click();
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveURL(pageUrl(base, brand, '/m/home'));
      expect(popups).toEqual([HOME_BANNER_TARGETS.otherSite]);
      expect(dialogs).toEqual([]);
      await expect(slide(page, position(HOME_BANNER_TARGETS.none), banners.length).getByRole('link')).toHaveCount(0);

      // This site's path: opens here.
      const sitePath = position(HOME_BANNER_TARGETS.page);
      await bullet(page, sitePath).click();
      await slide(page, sitePath, banners.length).getByRole('link').click();
      await expect(page).toHaveURL(pageUrl(base, brand, HOME_BANNER_TARGETS.page));
    });

    test(`${id}: autoplay moves on every ${BANNER_AUTOPLAY_DELAY_MS} ms; the pause button and a hidden page stop it`, async ({ page }, testInfo) => {
      const base = brandUrl(testInfo, id);
      await page.clock.install();
      const engine = engineRequests(page);
      await openHome(page, base);
      await controlsShown(page);
      await page.mouse.move(0, 0); // not over the carousel (a mouse over it holds autoplay)
      await expect(bullet(page, 1)).toHaveAttribute('aria-current', 'true');
      await expect(rotation(page)).toHaveAccessibleName(texts.carousel.pause);
      expect(engine).toEqual([]);

      // The first turn brings swiper, and turns on time.
      await autoplayStep(page);
      await expect(bullet(page, 2)).toHaveAttribute('aria-current', 'true');
      expect(engine).toHaveLength(1);
      await autoplayStep(page);
      await expect(bullet(page, 3)).toHaveAttribute('aria-current', 'true');

      await rotation(page).click();
      await expect(rotation(page)).toHaveAccessibleName(texts.carousel.play);
      await page.mouse.move(0, 0);
      await page.clock.fastForward(3 * BANNER_AUTOPLAY_DELAY_MS);
      await expect(bullet(page, 3)).toHaveAttribute('aria-current', 'true');

      await rotation(page).click();
      await expect(rotation(page)).toHaveAccessibleName(texts.carousel.pause);
      await page.mouse.move(0, 0);
      await autoplayStep(page);
      await expect(bullet(page, 4)).toHaveAttribute('aria-current', 'true');

      // The page goes to the background: nothing moves until it is back.
      const setVisibility = (state: 'hidden' | 'visible') =>
        page.evaluate((state) => {
          Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
          document.dispatchEvent(new Event('visibilitychange'));
        }, state);
      await setVisibility('hidden');
      await page.clock.fastForward(3 * BANNER_AUTOPLAY_DELAY_MS);
      await expect(bullet(page, 4)).toHaveAttribute('aria-current', 'true');
      await setVisibility('visible');
      await autoplayStep(page);
      const count = await carousel(page).locator('.home-banner-bullet').count();
      await expect(bullet(page, (4 % count) + 1)).toHaveAttribute('aria-current', 'true');
    });

    test(`${id}: a player who prefers reduced motion sees nothing move by itself`, async ({ page }, testInfo) => {
      const base = brandUrl(testInfo, id);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.clock.install();
      const engine = engineRequests(page);
      await openHome(page, base);
      await controlsShown(page);
      await page.mouse.move(0, 0);
      await expect(rotation(page)).toHaveAccessibleName(texts.carousel.play);
      await page.clock.fastForward(3 * BANNER_AUTOPLAY_DELAY_MS);
      await expect(bullet(page, 1)).toHaveAttribute('aria-current', 'true');
      expect(engine).toEqual([]); // nothing moves, so nothing of swiper loads
      // A bullet still shows its banner.
      await bullet(page, 3).click();
      await expect(bullet(page, 3)).toHaveAttribute('aria-current', 'true');

      await expect(ticker(page).getByRole('link').first()).toBeVisible();
      expect(await page.locator('.notice-ticker-track').evaluate((track) => track.getAnimations().length)).toBe(0);
      await expect(ticker(page).getByRole('button')).toHaveCount(0);
    });

    test(`${id}: banners and notices keep the player in the page's language`, async ({ page }, testInfo) => {
      const other = brand.languages.find((code) => code !== language)!;
      const base = brandUrl(testInfo, id);
      await page.goto(pageUrl(base, brand, '/m/home', other));
      await settled(page);
      const otherTexts = resources[other].banner;
      await expect(page.getByRole('region', { name: otherTexts.carousel.name }).getByRole('link').first()).toHaveAttribute(
        'href',
        localePath(HOME_BANNER_TARGETS.page, other, language),
      );
      await expect(page.getByRole('region', { name: otherTexts.ticker.name }).getByRole('link').first()).toHaveAttribute(
        'href',
        localePath('/m/notice?index=0', other, language),
      );
    });

    test(`${id}: the ticker moves the player notices' titles, pauses, and a tap opens the notices page at that notice`, async ({ page }, testInfo) => {
      const base = brandUrl(testInfo, id);
      const { notices } = await platform(base);
      await openHome(page, base);
      const titles = ticker(page).getByRole('link');
      // Newest first, whatever order the platform sends (its dates read 'YYYY-MM-DD HH:mm:ss').
      const newest = [...notices].sort((a, b) => b.startDate.localeCompare(a.startDate));
      await expect(titles).toHaveText(newest.map((notice) => notice.title));
      const track = page.locator('.notice-ticker-track');
      const playState = () => track.evaluate((element) => getComputedStyle(element).animationPlayState);
      await expect.poll(playState).toBe('running');

      const toggle = ticker(page).getByRole('button', { name: texts.ticker.pause });
      await toggle.click();
      await expect(ticker(page).getByRole('button', { name: texts.ticker.play })).toBeVisible();
      await page.mouse.move(0, 0);
      expect(await playState()).toBe('paused');
      await ticker(page).getByRole('button', { name: texts.ticker.play }).click();
      await page.mouse.move(0, 0);
      expect(await playState()).toBe('running');

      // A pointer over the titles holds them, so the one under it can be tapped.
      await page.locator('.notice-ticker-viewport').hover();
      expect(await playState()).toBe('paused');
      await titles.nth(1).click();
      await expect(page).toHaveURL(pageUrl(base, brand, '/m/notice?index=1'));
    });

    test(`${id}: a failing announcements call leaves the welcome banner and the 'no announcement' text, without an error`, async ({ page }, testInfo) => {
      const base = brandUrl(testInfo, id);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const engine = engineRequests(page); // swiper comes only for two banners or more
      await page.route(ANNOUNCEMENTS_CALL, (route) => route.fulfill({ status: 500, body: 'down' }));
      await openHome(page, base);
      await expect(ticker(page).getByText(texts.ticker.none)).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(slide(page, 1, 1).getByRole('img', { name: brand.name, exact: true })).toBeVisible();
      await expect(carousel(page).getByRole('button')).toHaveCount(0);
      await expect(ticker(page).getByRole('link')).toHaveCount(0);

      // An answer without banners or notices reads the same.
      await page.unroute(ANNOUNCEMENTS_CALL);
      await page.route(ANNOUNCEMENTS_CALL, (route) =>
        route.fulfill({ json: { success: true, value: { list: [], unreadCount: 0, footer: { unreadCount: 0 } } } }),
      );
      await page.reload();
      await expect(ticker(page).getByText(texts.ticker.none)).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(slide(page, 1, 1).getByRole('img', { name: brand.name, exact: true })).toBeVisible();
      expect(errors).toEqual([]);
      expect(engine).toEqual([]);
    });

    test(`${id}: a banner whose picture does not load leaves the carousel; with none loading the welcome banner stays`, async ({ page }, testInfo) => {
      const base = brandUrl(testInfo, id);
      const { banners } = await platform(base);
      // Every width of the picture (the browser takes the one its box needs).
      const missing = `/cdn/${banners[0]!.announcementImages[0]!.url.replace(/\d+x\d+\.png$/, '*')}`;
      await page.route(`**${missing}`, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }));
      await openHome(page, base);
      await controlsShown(page);
      await expect(slide(page, 1, banners.length - 1).getByRole('img', { name: banners[1]!.title })).toBeVisible();
      await expect(bullet(page, banners.length)).toHaveCount(0);

      await page.route('**/cdn/banners/**', (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }));
      await page.reload();
      await expect(ticker(page).getByRole('link').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(slide(page, 1, 1).getByRole('img', { name: brand.name, exact: true })).toBeVisible();
      await expect(carousel(page).getByRole('button')).toHaveCount(0);
    });

    test(`${id}: nothing scrolls sideways on a 320 px phone`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await openHome(page, brandUrl(testInfo, id));
      await bullet(page, 2).click(); // swiper started (it lays out the slides it loops through)
      await engineStarted(page);
      await expect(ticker(page).getByRole('link').first()).toBeVisible();
      const width = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
      expect(width).toBeLessThanOrEqual(320);
    });
  }

  for (const theme of THEMES) {
    test(`${id}: home's carousel and ticker have no serious accessibility violation (${theme} theme)`, async ({ page }, testInfo) => {
      await seedStorage(page, { [STORAGE_KEYS.theme]: theme });
      await openHome(page, brandUrl(testInfo, id));
      await controlsShown(page);
      await expect(ticker(page).getByRole('link').first()).toBeVisible();
      const blocking = await axeViolations(page);
      expect(blocking.map(({ id: rule, nodes }) => `${rule}: ${nodes.map(({ target }) => target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
}
