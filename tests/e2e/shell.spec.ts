import { expect, test } from '@playwright/test';
import { listBrands } from '../../src/brand/load.ts';
import { HOME_PATHS, ROUTES, chromeFor, routeFor } from '../../src/shell/routes.ts';
import { brandOf, brandUrl, pageUrl, resources, sandbox, seedStorage, settled } from '../support/index.ts';

/** The floating menu: its region and its one button share the name. */
const SUPPORT_MENU = resources.EN.shell.supportMenu;

const brands = listBrands();
const SPEC_PATHS = [
  ...HOME_PATHS,
  ...Object.values(ROUTES)
    .map((route) => route.path)
    .filter((path) => path !== '/m/home'),
  '/m/register.html',
];

for (const id of brands) {
  const brand = brandOf(id);

  test.describe(`${id}`, () => {
    test('every route answers in every language with its translated title', async ({ request }, testInfo) => {
      const base = brandUrl(testInfo, id);
      for (const language of brand.languages) {
        const text = resources[language];
        for (const path of SPEC_PATHS) {
          const response = await request.get(pageUrl(base, brand, path, language));
          expect(response.status(), `${language} ${path}`).toBe(200);
          const html = await response.text();
          expect(html, `${language} ${path}`).toContain(`data-language="${language}"`);
          const route = routeFor(path);
          const title = text.title[route.name as keyof typeof text.title];
          expect(html, `${language} ${path}`).toContain(chromeFor(path).isHome ? `<title>${brand.name}</title>` : `<title>${title} · ${brand.name}</title>`);
        }
      }
    });

    test('unknown paths land on home, in the language of the path', async ({ page }, testInfo) => {
      const base = brandUrl(testInfo, id);
      await page.goto(`${base}/m/no-such-page?x=1`);
      await expect(page).toHaveURL(pageUrl(base, brand, '/m/home'));
      const other = brand.languages.find((language) => language !== brand.defaultLanguage);
      if (other) {
        await page.goto(`${base}/${other.toLowerCase()}/nowhere/deep`);
        await expect(page).toHaveURL(pageUrl(base, brand, '/m/home', other));
        await expect(page.locator('html')).toHaveAttribute('lang', other === 'MY' ? 'my' : 'en');
      }
    });

    test('home shows the brand in its default language and theme, footer with the age limit', async ({ page }, testInfo) => {
      const base = brandUrl(testInfo, id);
      const text = resources[brand.defaultLanguage];
      await page.goto(pageUrl(base, brand, '/'));
      await settled(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', brand.theme.default);
      await expect(page.getByRole('img', { name: brand.name }).first()).toBeVisible();
      await expect(page.locator('.home-header').getByRole('link', { name: text.shell.login })).toBeVisible();
      await expect(page.locator('.home-header').getByRole('link', { name: text.shell.register })).toBeVisible();
      await expect(page.locator('.home-footer')).toContainText(`${brand.ageLimit}+`);
      await expect(page.locator('.home-footer')).toContainText(brand.footer.about[brand.defaultLanguage]!);
      await expect(page.locator('.bottom-bar')).toBeVisible();
      await expect(page.locator('.navbar')).toHaveCount(0);
    });

    test('a stored theme wins, anything unknown falls back to the brand default', async ({ page }, testInfo) => {
      const base = brandUrl(testInfo, id);
      const other = brand.theme.default === 'dark' ? 'light' : 'dark';
      await seedStorage(page, { theme: other });
      await page.goto(pageUrl(base, brand, '/m/help'));
      await expect(page.locator('html')).toHaveAttribute('data-theme', other);
      await page.evaluate(() => localStorage.setItem('theme', 'purple'));
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-theme', brand.theme.default);
    });
  });
}

test.describe('lotus (Burmese default, every flag on)', () => {
  const brand = brandOf('lotus');

  test('switching language keeps the page, remembers the choice and never shows the other language', async ({ page }, testInfo) => {
    const base = brandUrl(testInfo, 'lotus');
    await page.goto(`${base}/m/home`);
    await settled(page);
    await expect(page.locator('.home-header')).toContainText(resources.MY.shell.login);

    await page.getByRole('button', { name: resources.MY.shell.openMenu }).click();
    const english = page.locator('#sidebar').getByRole('link', { name: 'English' });
    await expect(page.locator('#sidebar').locator('[aria-current="true"]')).toContainText(resources.MY.meta.languageName);
    await english.click();
    await expect(page).toHaveURL(`${base}/en/m/home`);
    await expect(page.locator('.home-header')).toContainText(resources.EN.shell.login);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('EN');

    // A Burmese URL now opens its English twin before painting.
    await page.goto(`${base}/m/notice?id=7`);
    await expect(page).toHaveURL(`${base}/en/m/notice?id=7`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(resources.EN.title.notice);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('chrome per path: navbar title, back arrow, bars', async ({ page }, testInfo) => {
    const base = brandUrl(testInfo, 'lotus');
    const text = resources.MY;
    await page.goto(`${base}/m/home`);
    await settled(page);
    await page.locator('.bottom-bar').getByRole('link', { name: text.shell.promotion }).click();
    await expect(page).toHaveURL(`${base}/m/activity`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title.activity);
    // activity: back goes to home, not history
    await expect(page.getByRole('link', { name: text.shell.back })).toHaveAttribute('href', '/m/home');

    await page.goto(`${base}/m/login`);
    await expect(page.locator('.bottom-bar')).toHaveCount(0);
    await expect(page.locator('.navbar.plain')).toBeVisible();
    await expect(page.getByRole('button', { name: text.shell.customerService })).toHaveCount(0);

    await page.goto(`${base}/m/changePsw`);
    await expect(page.getByRole('link', { name: text.shell.back })).toHaveCount(0);

    await page.goto(`${base}/m/gameList?gameType=LIVE`);
    await expect(page.locator('.bottom-bar')).toHaveCount(0);
    await expect(page.locator('.category-tabs [aria-current="page"]')).toHaveText(text.category.LIVE);
    await page.goto(`${base}/m/gameCenter?gameType=ESPORTS`);
    await expect(page.locator('.bottom-bar')).toBeVisible();
    await expect(page.locator('.category-tabs [aria-current="page"]')).toHaveText(text.category.SPORTS);
    await page.goto(`${base}/m/gameCenter`);
    await expect(page.locator('.category-tabs [aria-current="page"]')).toHaveText(text.category.RNG);
  });

  test('back arrow goes back in history on ordinary pages, and home from a game list', async ({ page }, testInfo) => {
    const base = brandUrl(testInfo, 'lotus');
    await page.goto(`${base}/m/slot-games`);
    await settled(page);
    await page.locator('.category-tabs').getByRole('link', { name: resources.MY.category.LIVE }).click();
    await expect(page).toHaveURL(`${base}/m/gameList?gameType=LIVE`);
    // A game list's arrow replaces the location with home (G §2): back from home leaves the list behind.
    await page.getByRole('link', { name: resources.MY.shell.back }).click();
    await expect(page).toHaveURL(`${base}/m/home`);
    await page.goBack();
    await expect(page).toHaveURL(`${base}/m/slot-games`);
    // An ordinary page reached from another of ours goes back to it.
    await page.goto(`${base}/m/notice`);
    await page.goto(`${base}/m/help`, { referer: `${base}/m/notice` });
    await settled(page);
    await page.getByRole('link', { name: resources.MY.shell.back }).click();
    await expect(page).toHaveURL(`${base}/m/notice`);
    // Opened directly (no page of ours before it), the arrow still leads somewhere: home.
    await page.goto(`${base}/m/help`);
    await page.getByRole('link', { name: resources.MY.shell.back }).click();
    await expect(page).toHaveURL(`${base}/m/home`);
  });

  test('service modal lists the brand channels and closes on a route change', async ({ page }, testInfo) => {
    const base = brandUrl(testInfo, 'lotus');
    await page.goto(`${base}/en/m/notice`);
    await settled(page);
    await page.getByRole('button', { name: 'Customer service' }).click();
    const modal = page.getByRole('dialog', { name: 'Contact us' });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('link')).toHaveText(['Live chat', 'Telegram', 'WhatsApp', 'Facebook']);
    await expect(modal.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', brand.customerService[1]!.url);
    await page.goto(`${base}/en/m/help`);
    await page.goBack();
    await expect(page.getByRole('dialog', { name: 'Contact us' })).toBeHidden();
  });

  test('floating menu: one button opens download, the channels and share; share opens login for a guest', async ({ page }, testInfo) => {
    const base = brandUrl(testInfo, 'lotus');
    await page.goto(`${base}/en/m/home`);
    await settled(page);
    const menu = page.getByRole('complementary', { name: SUPPORT_MENU });
    const toggle = menu.getByRole('button', { name: SUPPORT_MENU });
    await expect(menu.getByRole('link', { name: 'Telegram' })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Telegram' })).toBeVisible();
    await menu.getByRole('button', { name: 'Download' }).click();
    await expect(page.getByRole('dialog', { name: 'Get the Lotus Palace app' }).getByRole('link')).toHaveText(['Download for iPhone', 'Download for Android']);
    await page.keyboard.press('Escape');
    // Share, for a guest: login (the link's target; with scripts, the login modal in place).
    await toggle.click();
    const share = menu.getByRole('link', { name: 'Share' });
    await expect(share).toHaveAttribute('href', '/en/m/login');
    await share.click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await expect(page).toHaveURL(`${base}/en/m/home`);
  });

  test('theme switch in the side menu applies at once and is remembered', async ({ page }, testInfo) => {
    const base = brandUrl(testInfo, 'lotus');
    await page.goto(`${base}/en/m/home`);
    await settled(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Light' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.getByRole('button', { name: 'Light' })).toHaveAttribute('aria-pressed', 'true');
    await page.goto(`${base}/en/m/notice`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  test('a member sees the balance from the wallet, Deposit, hide toggle; a logged-out answer clears the session', async ({ page, request }, testInfo) => {
    const base = brandUrl(testInfo, 'lotus');
    const session = await sandbox(request, base).session('demo_member');
    await seedStorage(page, { MC_SESSION_INFO: JSON.stringify(session), language: 'EN' });
    await page.goto(`${base}/m/home`);
    await settled(page);
    const header = page.locator('.home-header');
    await expect(header.getByRole('link', { name: 'Login' })).toBeHidden();
    await expect(header.getByRole('link', { name: 'Deposit' })).toBeVisible();
    await expect(header.getByTestId('balance')).toContainText('K 1,520.75');
    // On a 360 px phone the hide toggle is the side menu's; hiding there masks the header's balance too.
    await expect(header.getByRole('button', { name: 'Hide balance' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#sidebar').getByRole('button', { name: 'Hide balance' }).click();
    await page.keyboard.press('Escape');
    await expect(header.getByTestId('balance')).toContainText('K ****');
    await page.reload();
    await expect(page.locator('.home-header').getByTestId('balance')).toContainText('K ****');
    // A phone 400 px wide or more has room for the toggle in the header itself.
    await page.setViewportSize({ width: 412, height: 740 });
    await page.locator('.home-header').getByRole('button', { name: 'Show balance' }).click();
    await expect(page.locator('.home-header').getByTestId('balance')).toContainText('K 1,520.75');
    await page.setViewportSize({ width: 360, height: 740 });

    // Agency entry only for agent types.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#sidebar').getByRole('link', { name: 'Agency centre' })).toBeHidden();
    await expect(page.locator('#sidebar').locator('[data-session-name]')).toHaveText('demo_member');
    await page.keyboard.press('Escape');

    // The platform forgets the token: the next wallet call clears the session and guest chrome returns.
    await page.evaluate(() => {
      const info = JSON.parse(localStorage.getItem('MC_SESSION_INFO')!);
      localStorage.setItem('MC_SESSION_INFO', JSON.stringify({ ...info, token: 'revoked-token' }));
    });
    await page.reload();
    await expect(page.locator('.home-header').getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('MC_SESSION_INFO'))).toBeNull();
  });

  test('agents see the agency entry and no share button (A §6)', async ({ page, request }, testInfo) => {
    const base = brandUrl(testInfo, 'lotus');
    const session = await sandbox(request, base).session('demo_agent');
    await seedStorage(page, { MC_SESSION_INFO: JSON.stringify(session), language: 'EN' });
    await page.goto(`${base}/en/m/home`);
    await settled(page);
    await expect(page.locator('.home-header').getByTestId('balance')).toContainText('K 98,200.50');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#sidebar').getByRole('link', { name: 'Agency centre' })).toBeVisible();
    await page.keyboard.press('Escape');
    const menu = page.getByRole('complementary', { name: SUPPORT_MENU });
    await menu.getByRole('button', { name: SUPPORT_MENU }).click();
    await expect(menu.getByRole('button', { name: 'Download' })).toBeVisible(); // the menu is open
    await expect(menu.getByRole('link', { name: 'Share' })).toBeHidden();
  });

  test('members reach invite from the floating share while the referral promotion runs', async ({ page, request }, testInfo) => {
    const base = brandUrl(testInfo, 'lotus');
    const session = await sandbox(request, base).session('demo_empty');
    await seedStorage(page, { MC_SESSION_INFO: JSON.stringify(session), language: 'EN' });
    await page.goto(`${base}/en/m/home`);
    await settled(page);
    const menu = page.getByRole('complementary', { name: SUPPORT_MENU });
    await menu.getByRole('button', { name: SUPPORT_MENU }).click();
    await menu.getByRole('link', { name: 'Share' }).click();
    await expect(page).toHaveURL(`${base}/en/m/inviteFriends`);
  });
});

test.describe('download-app button: home only, outside the app, only with a link for the device', () => {
  const cases = [
    { brand: 'lotus', ua: 'Mozilla/5.0 (Linux; Android 13; Pixel 5)', visible: true },
    { brand: 'lotus', ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', visible: true },
    { brand: 'lotus', ua: 'Mozilla/5.0 (Linux; Android 13) LotusPalaceApp/3.0', visible: false },
    { brand: 'lotus', ua: 'Mozilla/5.0 (X11; Linux x86_64)', visible: false },
    { brand: 'harbor', ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', visible: false },
    { brand: 'harbor', ua: 'Mozilla/5.0 (Linux; Android 14)', visible: true },
    { brand: 'pebble', ua: 'Mozilla/5.0 (Linux; Android 14)', visible: false },
  ];
  for (const { brand: id, ua, visible } of cases) {
    test(`${id} ${ua.slice(13, 40)}: ${visible ? 'shown' : 'hidden'}`, async ({ browser }, testInfo) => {
      const brand = brandOf(id);
      const context = await browser.newContext({ userAgent: ua, viewport: { width: 360, height: 740 } });
      const page = await context.newPage();
      await page.goto(pageUrl(brandUrl(testInfo, id), brand, '/m/home', 'EN'));
      const button = page.locator('.home-header').getByRole('link', { name: resources.EN.shell.downloadApp });
      if (visible) await expect(button).toBeVisible();
      else await expect(button).toBeHidden();
      await context.close();
    });
  }
});

test('download bar: closing it lasts for the visit; the next visit shows it again', async ({ browser }, testInfo) => {
  const brand = brandOf('lotus');
  const base = brandUrl(testInfo, 'lotus');
  const context = await browser.newContext({ userAgent: 'Mozilla/5.0 (Linux; Android 13; Pixel 5)', viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto(pageUrl(base, brand, '/m/home', 'EN'));
  const bar = page.getByRole('complementary', { name: 'Download app' });
  await expect(bar).toContainText('Play faster in the Lotus Palace app');
  await bar.getByRole('button', { name: 'Close' }).click();
  await expect(bar).toBeHidden();
  await page.goto(pageUrl(base, brand, '/m/notice', 'EN'));
  await page.goto(pageUrl(base, brand, '/m/home', 'EN'));
  await expect(page.getByRole('complementary', { name: 'Download app' })).toBeHidden();

  const nextVisit = await context.newPage(); // a new tab: a new visit, same device storage
  await nextVisit.goto(pageUrl(base, brand, '/m/home', 'EN'));
  await expect(nextVisit.getByRole('complementary', { name: 'Download app' })).toBeVisible();
  await context.close();
});

test('on a slow network the first paint waits for the visible part of the page: header and floating menu never move', async ({ page }, testInfo) => {
  test.slow(); // the whole page at 200 KB/s, on a CI machine busy with a second worker
  const brand = brandOf('lotus');
  // Every layout shift, with the element that moved (a failure names it).
  await page.addInitScript(() => {
    const record = window as unknown as { __shifts: string[] };
    record.__shifts = [];
    type Shift = PerformanceEntry & { value: number; sources: { node?: Element }[] };
    new PerformanceObserver((list) =>
      (list.getEntries() as Shift[]).forEach((entry) =>
        record.__shifts.push(`${entry.value.toFixed(4)}: ${entry.sources.map((source) => source.node?.className).join(', ')}`),
      ),
    ).observe({ type: 'layout-shift', buffered: true });
  });
  // A phone's mobile data: the page arrives in pieces, and the browser would paint each piece.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 50, downloadThroughput: 200_000, uploadThroughput: 100_000 });
  await page.goto(pageUrl(brandUrl(testInfo, 'lotus'), brand, '/m/home'));
  await page.waitForLoadState('load');
  await expect(page.locator('.floating-menu')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)).toEqual([]);
});
