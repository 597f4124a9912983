/**
 * Offline (issue 8, item 11: a returning player got the browser's own error page). After one
 * visit, with the network gone: pages the worker saved (visited, or precached: home and login in
 * every language, scripts/precache.ts) open as themselves with a notice that goes away by itself
 * when the network returns; any other page is the brand's offline page in the page's language,
 * which opens the real page by itself when the network returns. No page throws. And a new version
 * of the site is offered with a "Reload" the player presses (src/shell/worker-updates.ts).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startServer } from '../../scripts/start.ts';
import type { Brand } from '../../src/brand/schema.ts';
import { AGE_CONFIRMED_KEY } from '../../src/widgets/age/age.ts';
import type { LanguageCode } from '../../src/constants.ts';
import { htmlLang } from '../../src/i18n/index.ts';
import { brandOf, brandUrl, pageUrl, resources, sandbox, seedStorage, settled } from '../support/index.ts';

// Every other journey blocks service workers (playwright.config.ts); these are about the worker.
test.use({ serviceWorkers: 'allow' });

/** The first visit: the page loads, the worker installs (precache complete) and controls the page. */
async function firstVisit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await settled(page);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The page itself, as saved by the worker: its own title and language, and the offline notice. */
async function expectSavedPage(page: Page, brand: Brand, language: LanguageCode, title: string) {
  await expect(page).toHaveTitle(title);
  await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[language]);
  await expect(page.getByRole('status').filter({ hasText: resources[language].offline.savedCopy })).toBeVisible();
  await expect(page.getByRole('heading', { name: resources[language].offline.title })).toHaveCount(0);
}

/** The brand's offline page in `language`, at the address the player opened. */
async function expectOfflinePage(page: Page, brand: Brand, language: LanguageCode, url: string) {
  const text = resources[language];
  await expect(page).toHaveURL(url);
  await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[language]);
  await expect(page.getByRole('img', { name: brand.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: text.offline.title })).toBeVisible();
  await expect(page.getByText(text.offline.text)).toBeVisible();
  await expect(page.getByRole('button', { name: text.status.retry })).toBeVisible();
  await expect(page.getByRole('link', { name: text.shell.goHome })).toHaveAttribute('href', pageUrl('', brand, '/m/home', language));
}

const titleOf = (brand: Brand, language: LanguageCode, key: keyof (typeof resources)['EN']['title']) => `${resources[language].title[key]} · ${brand.name}`;

for (const id of ['lotus', 'harbor']) {
  const brand = brandOf(id);
  const language = brand.defaultLanguage;
  const other = brand.languages.find((code) => code !== language)!;

  test(`${id}: offline, a returning player gets saved pages or the branded offline page, never the browser's`, async ({ page, context }, testInfo) => {
    const base = brandUrl(testInfo, id);
    const errors = pageErrors(page);
    await firstVisit(page, pageUrl(base, brand, '/m/home'));
    await page.goto(pageUrl(base, brand, '/m/activity')); // visited under the worker: saved as the player saw it
    await settled(page);

    await context.setOffline(true);
    await page.goto(pageUrl(base, brand, '/m/home')); // visited (and precached)
    await expectSavedPage(page, brand, language, brand.name);
    await page.goto(pageUrl(base, brand, '/m/activity')); // visited
    await expectSavedPage(page, brand, language, titleOf(brand, language, 'activity'));
    await page.goto(pageUrl(base, brand, '/m/login')); // never visited, precached
    await expectSavedPage(page, brand, language, titleOf(brand, language, 'login'));
    for (const path of ['/m/slot-games', '/m/help']) {
      await page.goto(pageUrl(base, brand, path)); // never visited, not precached
      await expectOfflinePage(page, brand, language, pageUrl(base, brand, path));
    }

    // The network returns: the offline page becomes the page by itself…
    await context.setOffline(false);
    await expect(page).toHaveTitle(titleOf(brand, language, 'help'));
    await expect(page.getByRole('heading', { name: resources[language].offline.title })).toHaveCount(0);

    // …and a saved page's notice goes away by itself.
    await context.setOffline(true);
    await page.goto(pageUrl(base, brand, '/m/login'));
    await expectSavedPage(page, brand, language, titleOf(brand, language, 'login'));
    await context.setOffline(false);
    await expect(page.locator('[data-offline-notice]')).toBeHidden();
    expect(errors).toEqual([]);
  });

  test(`${id}: offline, a player who chose ${other} gets ${other} pages from any address`, async ({ page, context }, testInfo) => {
    const base = brandUrl(testInfo, id);
    const errors = pageErrors(page);
    await seedStorage(page, { language: other });
    await firstVisit(page, pageUrl(base, brand, '/m/home', other));

    await context.setOffline(true);
    await page.goto(pageUrl(base, brand, '/m/home')); // the default language's address
    await expect(page).toHaveURL(pageUrl(base, brand, '/m/home', other));
    await expectSavedPage(page, brand, other, brand.name);
    await page.goto(pageUrl(base, brand, '/m/help'));
    await expectOfflinePage(page, brand, other, pageUrl(base, brand, '/m/help', other));
    expect(errors).toEqual([]);
  });
}

test('harbor: the network returning while the player leaves an offline page does not keep them there', async ({ page, context }, testInfo) => {
  const brand = brandOf('harbor');
  const base = brandUrl(testInfo, 'harbor');
  await firstVisit(page, pageUrl(base, brand, '/m/home'));
  await context.setOffline(true);
  await page.goto(pageUrl(base, brand, '/m/slot-games'));
  await expectOfflinePage(page, brand, brand.defaultLanguage, pageUrl(base, brand, '/m/slot-games'));
  // What CI saw: the browser reported "online" to the page being left while the next one loaded,
  // and the offline page's reload cancelled the player's navigation. Here the page is told so
  // once the player's navigation away has begun.
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'onLine', { get: () => true });
    addEventListener('beforeunload', () => setTimeout(() => dispatchEvent(new Event('online'))));
  });
  await page.getByRole('link', { name: resources[brand.defaultLanguage].shell.goHome }).click();
  await expect(page).toHaveURL(pageUrl(base, brand, '/m/home'));
  await expect(page).toHaveTitle(brand.name);
});

test("lotus: offline, a member's balance shows that it could not load, not a mask forever", async ({ page, context, request }, testInfo) => {
  const brand = brandOf('lotus');
  const base = brandUrl(testInfo, 'lotus');
  const errors = pageErrors(page);
  const session = await sandbox(request, base).session('demo_member');
  await seedStorage(page, { MC_SESSION_INFO: JSON.stringify(session) });
  await firstVisit(page, pageUrl(base, brand, '/m/home'));
  await expect(page.locator('.home-header [data-testid="balance"]')).toContainText('1,520.75');

  await context.setOffline(true);
  await page.goto(pageUrl(base, brand, '/m/home'));
  await expectSavedPage(page, brand, brand.defaultLanguage, brand.name);
  await expect(page.locator('.home-header').getByRole('button', { name: resources[brand.defaultLanguage].shell.balanceRetry })).toBeVisible();
  expect(errors).toEqual([]);
});

test('lotus: a new version is offered with a Reload the player presses, and then serves the site', async ({ page, context }) => {
  const brand = brandOf('lotus');
  const text = resources[brand.defaultLanguage];
  // A copy of the built site on a server of its own: this test deploys a new version into it.
  const site = mkdtempSync(join(tmpdir(), 'offline-update-'));
  cpSync(join(import.meta.dirname, '../../dist/lotus'), site, { recursive: true });
  const server = await startServer({ brand: 'lotus', port: 0, dbFile: join(site, 'sandbox.sqlite'), distDir: site, fresh: true });
  try {
    const errors = pageErrors(page);
    await seedStorage(page, { [AGE_CONFIRMED_KEY]: String(brand.ageLimit) }); // a returning player (a new origin for the browser)
    await firstVisit(page, pageUrl(server.url, brand, '/m/home'));
    await expect(page.locator('[data-update-prompt]')).toBeHidden();

    // The deploy: the offline page changes, and with it the worker's precache list.
    const offlineFile = join(site, 'offline/index.html');
    const offlineHtml = readFileSync(offlineFile, 'utf8');
    expect(offlineHtml.match(/<\/h1>/g)).toHaveLength(1); // the title's end, whatever markup the words are in
    writeFileSync(offlineFile, offlineHtml.replace('</h1>', ' (2)</h1>'));
    const worker = readFileSync(join(site, 'sw.js'), 'utf8');
    const entry = /\{"revision":"[0-9a-f]+","url":"offline"\}/;
    expect(worker).toMatch(entry);
    writeFileSync(join(site, 'sw.js'), worker.replace(entry, '{"revision":"deployed-2","url":"offline"}'));

    // The browser looks for a new worker when the player opens a page; it installs and waits for the player.
    await page.goto(pageUrl(server.url, brand, '/m/login'));
    const prompt = page.getByRole('status').filter({ hasText: text.update.available });
    await expect(prompt).toBeVisible();
    await page.goto(pageUrl(server.url, brand, '/m/help')); // still waiting: offered on every page
    await expect(prompt).toBeVisible();

    await prompt.getByRole('button', { name: text.update.reload }).click();
    await expect(prompt).toBeHidden();
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();

    // The new worker serves: its offline page is the deployed one.
    await context.setOffline(true);
    await page.goto(pageUrl(server.url, brand, '/m/slot-games'));
    await expect(page.getByRole('heading', { name: `${text.offline.title} (2)` })).toBeVisible();
    await context.setOffline(false);
    expect(errors).toEqual([]);
  } finally {
    await context.close(); // the page's connections first, so the server closes at once
    await server.close();
    rmSync(site, { recursive: true, force: true });
  }
});
