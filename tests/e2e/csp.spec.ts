/**
 * The Content-Security-Policy npm start sends (the one the build writes into `_headers` and the nginx
 * snippet, scripts/site-headers.ts) lets the whole site work (issue 8, item 7). Every page of every
 * brand in every language, as a guest and as a member, is walked by every-route.spec.ts, which fails
 * on any violation; here: what loads lazily (the login and registration sheets, Firebase sign-in
 * and Firebase SMS codes) raises none either, and the policy has teeth: a script the build did not
 * hash is refused.
 */
import { expect, test, type Page, type Response } from '@playwright/test';
import { listBrands } from '../../src/brand/load.ts';
import type { LanguageCode } from '../../src/constants.ts';
import { policyDirectives } from '../../scripts/csp.ts';
import { brandOf, brandUrl, pageUrl, resources, settled, watchCsp } from '../support/index.ts';

/** The page came with the site's policy: scripts from the site and hashed inline ones only. */
function expectPolicy(response: Response | null, url: string): void {
  const policy = response?.headers()['content-security-policy'];
  expect(policy, url).toBeTruthy();
  const scripts = policyDirectives(policy!).get('script-src') ?? [];
  expect(scripts[0], url).toBe("'self'");
  expect(
    scripts.some((source) => source.startsWith("'sha256-")),
    url,
  ).toBe(true);
  expect(
    scripts.filter((source) => source.startsWith("'unsafe")),
    url,
  ).toEqual([]);
}

async function visit(page: Page, url: string): Promise<void> {
  expectPolicy(await page.goto(url), url);
  await settled(page); // gated pages send a guest on to login, the 404 page sends everyone home
  await page.waitForLoadState('networkidle'); // islands hydrated, their platform calls answered
}

test('the policy bites: an inline script the build never saw does not run', async ({ page }, testInfo) => {
  const id = listBrands()[0]!;
  const violations = await watchCsp(page);
  await visit(page, pageUrl(brandUrl(testInfo, id), brandOf(id), '/m/home'));
  expect(violations).toEqual([]);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.head.append(script);
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(violations[0]).toContain('script-src');
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
});

test.describe('what loads later runs under the policy too', () => {
  test('lotus: the registration and login sheets hydrate and work without a violation', async ({ page }, testInfo) => {
    const lotus = brandOf('lotus');
    const text = resources.EN;
    const base = brandUrl(testInfo, 'lotus');
    const violations = await watchCsp(page);
    await visit(page, pageUrl(base, lotus, '/m/home', 'EN'));
    await page.locator('.home-header').getByRole('link', { name: text.shell.register, exact: true }).click();
    const register = page.locator('dialog#register-modal');
    await expect(register.locator('img[src^="data:image/png"]')).toBeVisible(); // the captcha, a data: image
    await register.getByRole('link', { name: text.register.login }).click();
    const login = page.locator('dialog#login-modal');
    await expect(login.getByRole('button', { name: text.login.submit, exact: true })).toBeEnabled();
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });

  test('lotus: Firebase sign-in (Google, through the emulator) logs in without a violation', async ({ page }, testInfo) => {
    const lotus = brandOf('lotus');
    const MY = resources.MY;
    const base = brandUrl(testInfo, 'lotus');
    const violations = await watchCsp(page);
    await visit(page, pageUrl(base, lotus, '/m/login'));
    await page.getByRole('button', { name: MY.login.social.google }).click();
    await expect(page).toHaveURL(pageUrl(base, lotus, '/m/home'));
    await expect(page.locator('.home-header').getByTestId('balance')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });

  test('harbor: a Firebase SMS code is sent without a violation', async ({ page }, testInfo) => {
    const harbor = brandOf('harbor');
    const language: LanguageCode = 'EN';
    const text = resources[language];
    const base = brandUrl(testInfo, 'harbor');
    const violations = await watchCsp(page);
    await visit(page, pageUrl(base, harbor, '/m/login', language));
    await page.getByRole('tab', { name: text.login.methodSms }).click();
    await page.locator('#login-dialing-code').selectOption('95');
    await page.getByRole('textbox', { name: text.login.mobile }).fill('9750000005');
    await page.getByRole('button', { name: text.form.sms.send }).click();
    await expect(page.locator('.sms-button')).toHaveAttribute('data-countdown', /\d+/);
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });
});
