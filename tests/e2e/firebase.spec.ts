/**
 * Social login and phone verification through Firebase, against the built bundles, the sandbox and
 * a real Firebase Auth emulator (playwright.config.ts starts it; the bundles are built for it):
 * - lotus (Firebase settings, social flags on): Google sign-in through the emulator's pop-up, first
 *   and second time into the same member; Firebase downloaded only once a button is pressed;
 * - harbor (Firebase sends the SMS codes): login by SMS through Firebase, a wrong code;
 *   (forgot password by phone through Firebase: tests/e2e/forget.spec.ts, harbor);
 * - pebble (no Firebase): no buttons, and no Firebase in its bundle or its pages' downloads.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { TEST_EMULATOR_HOST } from '../../scripts/test-ports.ts';
import { AGE_CONFIRMED_KEY } from '../../src/features/age/age.ts';
import { emulatorClient } from '../firebase-emulator-client.ts';
import { brandOf, brandUrl, pageUrl, resources, settled } from '../support.ts';

const lotus = brandOf('lotus');
const harbor = brandOf('harbor');
const pebble = brandOf('pebble');
const firebase = emulatorClient(TEST_EMULATOR_HOST);
const DIST = join(import.meta.dirname, '..', '..', 'dist');

/** Text only the Firebase SDK carries: how a script (file or download) is recognised as Firebase. */
const isFirebaseCode = (source: string) => source.includes('@firebase/auth') || source.includes('FirebaseError');

test.beforeEach(async ({ page }) => {
  await page.addInitScript(([key, age]) => localStorage.setItem(key, age), [AGE_CONFIRMED_KEY, '21'] as const);
});

/** Collects the Firebase scripts a page downloads from now on. */
function firebaseDownloads(page: Page): string[] {
  const found: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    if (isFirebaseCode(body)) found.push(new URL(response.url()).pathname);
  });
  return found;
}

async function openLogin(page: Page, base: string, brand = lotus, language = brand.defaultLanguage) {
  await page.goto(pageUrl(base, brand, '/m/login', language));
  await settled(page);
  await expect(page.getByRole('button', { name: resources[language].login.submit, exact: true })).toBeEnabled();
  await page.waitForLoadState('networkidle');
}

async function expectMemberHome(page: Page, base: string, brand = lotus) {
  await expect(page).toHaveURL(pageUrl(base, brand, '/m/home'));
  await expect(page.locator('.home-header').getByTestId('balance')).toBeVisible();
}

const sessionUser = (page: Page) => page.evaluate(() => (JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? 'null') as { userName?: string } | null)?.userName);

/** Drives the emulator's sign-in pop-up: a new made-up account (its e-mail is answered). */
async function newAccount(popup: Page): Promise<string> {
  await popup.locator('#add-account-button').click();
  await popup.locator('#autogen-button').click();
  const email = await popup.locator('#email-input').inputValue();
  expect(email).toContain('@');
  await popup.locator('#sign-in').click();
  return email;
}

test.describe('build output: Firebase only where a brand turns it on, only behind import()', () => {
  const scriptsOf = (brand: string) => {
    const dir = join(DIST, brand, '_astro');
    return readdirSync(dir).filter((file) => file.endsWith('.js')).map((file) => ({ file, source: readFileSync(join(dir, file), 'utf8') }));
  };

  test('pebble (no Firebase settings) has no Firebase code at all; lotus has it in its own chunks', () => {
    expect(existsSync(join(DIST, 'pebble', '_astro'))).toBe(true);
    expect(scriptsOf('pebble').filter(({ source }) => isFirebaseCode(source)).map(({ file }) => file)).toEqual([]);
    expect(scriptsOf('lotus').some(({ source }) => isFirebaseCode(source))).toBe(true);
  });

  test('no lotus page reaches Firebase through static imports: not its HTML, not its islands, not their imports', () => {
    const scripts = new Map(scriptsOf('lotus').map(({ file, source }) => [file, source]));
    // Static imports only: `import … from "./x.js"` and `import "./x.js"`, never `import("./x.js")`.
    const staticImports = (source: string) => [...source.matchAll(/(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([\w.-]+\.js)["']/g)].map((match) => match[1]!);
    const pages = (function walk(dir: string): string[] {
      return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? walk(join(dir, entry.name)) : entry.name.endsWith('.html') ? [join(dir, entry.name)] : [],
      );
    })(join(DIST, 'lotus'));
    expect(pages.length).toBeGreaterThan(20);
    for (const html of pages.map((file) => readFileSync(file, 'utf8'))) {
      // Entry scripts: module scripts and the islands' component and renderer URLs.
      const entries = [...html.matchAll(/(?:src|component-url|renderer-url)="\/_astro\/([\w.-]+\.js)"/g)].map((match) => match[1]!);
      const reached = new Set<string>();
      const visit = (file: string) => {
        if (reached.has(file) || !scripts.has(file)) return;
        reached.add(file);
        staticImports(scripts.get(file)!).forEach(visit);
      };
      entries.forEach(visit);
      expect(isFirebaseCode(html)).toBe(false);
      expect([...reached].filter((file) => isFirebaseCode(scripts.get(file)!))).toEqual([]);
    }
  });
});

test.describe('lotus: social login through Firebase (Google)', () => {
  test('no Firebase download until the button is pressed; the first sign-in registers, the second signs into the same member', async ({ page }, testInfo) => {
    const base = brandUrl(testInfo, 'lotus');
    const MY = resources.MY;
    const downloads = firebaseDownloads(page);
    await openLogin(page, base);
    const google = page.getByRole('button', { name: MY.login.social.google });
    await expect(google).toBeVisible();
    await expect(page.getByRole('button', { name: MY.login.social.facebook })).toBeVisible();
    expect(downloads).toEqual([]);

    const [popup] = await Promise.all([page.waitForEvent('popup'), google.click()]);
    expect(downloads.length).toBeGreaterThan(0);
    const email = await newAccount(popup);
    await expectMemberHome(page, base);
    const userName = await sessionUser(page);
    expect(userName).toMatch(/^[a-z0-9_]{4,20}$/);

    // Signed out (a new visit without the session), the same Google account signs into the same member.
    await page.evaluate(() => localStorage.removeItem('MC_SESSION_INFO'));
    await openLogin(page, base);
    const [again] = await Promise.all([page.waitForEvent('popup'), google.click()]);
    await again.getByText(email).click(); // the pop-up lists the emulator's accounts
    await expectMemberHome(page, base);
    expect(await sessionUser(page)).toBe(userName);
  });

  test('a closed pop-up ends in the translated "cancelled" message and the buttons work again', async ({ page }, testInfo) => {
    const base = brandUrl(testInfo, 'lotus');
    const MY = resources.MY;
    await openLogin(page, base);
    const google = page.getByRole('button', { name: MY.login.social.google });
    const [popup] = await Promise.all([page.waitForEvent('popup'), google.click()]);
    await popup.close();
    await expect(page.getByRole('alert').filter({ hasText: MY.errors.signIn.cancelled })).toBeVisible();
    await expect(google).toBeEnabled();
    await expect(page.getByRole('button', { name: MY.login.social.facebook })).toBeEnabled();
  });
});

test.describe('harbor: login by SMS code through Firebase', () => {
  const EN = resources.EN;
  const MOBILE = '9750000005'; // demo_empty

  async function askForCode(page: Page, base: string) {
    await openLogin(page, base, harbor);
    await page.getByRole('tab', { name: EN.login.methodSms }).click();
    await page.locator('#login-dialing-code').selectOption('95');
    await page.getByRole('textbox', { name: EN.login.mobile }).fill(MOBILE);
    await page.getByRole('button', { name: EN.form.sms.send }).click();
    await expect(page.locator('.sms-button')).toHaveAttribute('data-countdown', /\d+/);
    return firebase.verificationCode(`+95${MOBILE}`);
  }

  test('the code Firebase sent logs the member in; a wrong one first is refused with the translated message', async ({ page }, testInfo) => {
    const base = brandUrl(testInfo, 'harbor');
    const code = await askForCode(page, base);
    const codeBox = page.getByRole('textbox', { name: EN.login.smsCode });
    await codeBox.fill(code === '000000' ? '111111' : '000000');
    const submit = page.getByRole('button', { name: EN.login.submit, exact: true });
    await submit.click();
    await expect(page.locator('#login-sms-code-error')).toHaveText(EN.errors.sms.invalid);
    await expect(submit).toBeEnabled();

    await codeBox.fill(code);
    await submit.click();
    await expectMemberHome(page, base, harbor);
    expect(await sessionUser(page)).toBe('demo_empty');
  });
});

test.describe('pebble: no Firebase', () => {
  test('the login page shows no social buttons and downloads no Firebase', async ({ page }, testInfo) => {
    const base = brandUrl(testInfo, 'pebble');
    const downloads = firebaseDownloads(page);
    await openLogin(page, base, pebble);
    await expect(page.locator('.social-login')).toHaveCount(0);
    await page.goto(pageUrl(base, pebble, '/m/register'));
    await settled(page);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.social-login')).toHaveCount(0);
    expect(downloads).toEqual([]);
  });
});
