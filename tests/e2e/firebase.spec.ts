/**
 * Social login and phone verification through Firebase, against the built bundles, the sandbox and
 * a real Firebase Auth emulator (playwright.config.ts starts it; the bundles are built for it):
 * - lotus (Firebase settings, social flags on): Google sign-in, first and second time into the same
 *   member; Facebook after a failed platform login; Firebase downloaded only once a button is pressed;
 * - harbor (Firebase sends the SMS codes): login by SMS through Firebase, a wrong code;
 *   (forgot password by phone through Firebase: tests/e2e/forget.spec.ts, harbor);
 * - pebble (no Firebase): no buttons, and no Firebase in its pages' downloads (the one client bundle
 *   of every brand holds it in chunks of its own, behind import()).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { TEST_EMULATOR_HOST } from '../../scripts/test-ports.ts';
import { AGE_CONFIRMED_KEY } from '../../src/widgets/age/age.ts';
import { emulatorClient } from '../support/firebase-emulator.ts';
import { brandOf, brandUrl, pageUrl, resources, settled } from '../support/index.ts';

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

async function expectMemberHome(page: Page, base: string, brand = lotus, language = brand.defaultLanguage) {
  await expect(page).toHaveURL(pageUrl(base, brand, '/m/home', language));
  await expect(page.locator('.home-header').getByTestId('balance')).toBeVisible();
}

const sessionUser = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? 'null') as { userName?: string } | null)?.userName);

test.describe('build output: Firebase only where a brand turns it on, only behind import()', () => {
  const scriptsOf = (brand: string) => {
    const dir = join(DIST, brand, '_astro');
    return readdirSync(dir)
      .filter((file) => file.endsWith('.js'))
      .map((file) => ({ file, source: readFileSync(join(dir, file), 'utf8') }));
  };

  // One client bundle serves every brand (src/app/brand-integration.ts), so pebble's folder holds the
  // Firebase chunks too; its pages never load them (below, 'pebble: no Firebase').
  test('Firebase code sits only in chunks of its own, in every brand', () => {
    for (const brand of ['lotus', 'harbor', 'pebble']) {
      const firebaseFiles = scriptsOf(brand)
        .filter(({ source }) => isFirebaseCode(source))
        .map(({ file }) => file);
      expect(firebaseFiles.length, brand).toBeGreaterThan(0);
      expect(
        firebaseFiles.filter((file) => !file.startsWith('firebase-')),
        brand,
      ).toEqual([]);
    }
  });

  test('no lotus page reaches Firebase through static imports: not its HTML, not its islands, not their imports', () => {
    const scripts = new Map(scriptsOf('lotus').map(({ file, source }) => [file, source]));
    // Static imports only: `import … from "./x.js"` and `import "./x.js"`, never `import("./x.js")`.
    const staticImports = (source: string) =>
      [...source.matchAll(/(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([\w.-]+\.js)["']/g)].map((match) => match[1]!);
    const pages = (function walk(dir: string): string[] {
      return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? walk(join(dir, entry.name)) : entry.name.endsWith('.html') ? [join(dir, entry.name)] : [],
      );
    })(join(DIST, 'lotus'));
    expect(pages.length).toBeGreaterThan(20);
    let loaderReached = false;
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
      // Whichever chunk the bundler puts it in, the module holding Firebase's import() (social-auth.ts).
      loaderReached ||= [...reached].some((file) => /import\(\s*[`'"]\.\/firebase-social\.[\w-]+\.js/.test(scripts.get(file)!));
    }
    // The walk does follow imports: it reaches the module holding the import() of Firebase.
    expect(loaderReached).toBe(true);
  });
});

test.describe('lotus: social login through Firebase (Google)', () => {
  // Emulator builds sign in with a made-up Google account of this browser instead of the pop-up,
  // which needs Google's servers (src/lib/firebase/firebase-social.ts).
  test('no Firebase download until the button is pressed; the first sign-in registers, the second signs into the same member', async ({ page }, testInfo) => {
    const base = brandUrl(testInfo, 'lotus');
    const MY = resources.MY;
    const downloads = firebaseDownloads(page);
    await openLogin(page, base);
    const google = page.getByRole('button', { name: MY.login.social.google });
    await expect(google).toBeVisible();
    await expect(page.getByRole('button', { name: MY.login.social.facebook })).toBeVisible();
    expect(downloads).toEqual([]);

    await google.click();
    await expectMemberHome(page, base);
    expect(downloads.length).toBeGreaterThan(0);
    const userName = await sessionUser(page);
    expect(userName).toMatch(/^google_[a-z0-9]{8}$/); // named after the account's e-mail

    // Signed out (the session gone), the same Google account signs into the same member.
    await page.evaluate(() => localStorage.removeItem('MC_SESSION_INFO'));
    await openLogin(page, base);
    await page.getByRole('button', { name: MY.login.social.google }).click();
    await expectMemberHome(page, base);
    expect(await sessionUser(page)).toBe(userName);
  });

  test('a failed platform login after the sign-in ends in a translated message; the buttons work again', async ({ page }, testInfo) => {
    const base = brandUrl(testInfo, 'lotus');
    const EN = resources.EN;
    await openLogin(page, base, lotus, 'EN');
    await page.route('**/wps/member/login', (route) => route.fulfill({ status: 500, body: 'down' }), { times: 1 });
    const facebook = page.getByRole('button', { name: EN.login.social.facebook });
    await facebook.click();
    await expect(page.getByRole('alert').filter({ hasText: EN.error.server })).toBeVisible();
    await expect(facebook).toBeEnabled();
    await facebook.click();
    await expectMemberHome(page, base, lotus, 'EN');
    expect(await sessionUser(page)).toMatch(/^facebook_[a-z0-9]{8}$/);
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
