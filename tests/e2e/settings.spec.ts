/**
 * Settings, sign out and change password (A §2, §4, §5, §8; G §2 "Settings", "Right sidebar").
 *
 * Tests here run in parallel with other specs on the same sandbox: sessions come from the sandbox
 * hook (a logout ends only that token), and the password change uses an account registered for
 * the test, so no demo account's password ever changes under another spec.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { AGE_LIMITS } from '../../src/constants.ts';
import { SIGN_IN_KEYS } from '../../src/lib/storage-keys.ts';
import { AGE_CONFIRMED_KEY } from '../../src/widgets/age/age.ts';
import { createApiClient } from '../../src/lib/node-api-client.ts';
import { brandOf, brandUrl, captchaAnswer, pageUrl, resources, sandbox, seedStorage, settled } from '../support/index.ts';

const lotus = brandOf('lotus');
const EN = resources.EN;
const MY = resources.MY;
const AGE_SEEN = { [AGE_CONFIRMED_KEY]: String(Math.max(...AGE_LIMITS)) };

/** A device where this member is logged in (as after a login with auto-login on). */
async function memberDevice(page: Page, request: APIRequestContext, base: string, username: string, extra: Record<string, string> = {}) {
  const session = await sandbox(request, base).session(username);
  await seedStorage(page, { ...AGE_SEEN, MC_SESSION_INFO: JSON.stringify(session), [SIGN_IN_KEYS.autoLogin]: '1', ...extra });
  return session;
}

async function expectLoggedOut(page: Page, base: string, path: string) {
  await expect(page).toHaveURL(base + path);
  await settled(page);
  // Polled: signing out from home reloads home, so the address alone does not say it is done, and a read
  // made while the page reloads is lost (undefined) and read again.
  const stored = (key: string) => page.evaluate((name) => localStorage.getItem(name), key).catch(() => undefined);
  await expect.poll(() => stored('MC_SESSION_INFO')).toBeNull();
  await expect.poll(() => stored(SIGN_IN_KEYS.autoLogin)).toBe('0');
  await expect(page.locator('html')).not.toHaveClass(/has-session/);
  const header = page.locator('.home-header');
  await expect(header.getByRole('link', { name: EN.shell.login, exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: EN.shell.register, exact: true })).toBeVisible();
  await expect(page.locator('.toast')).toHaveCount(0);
}

test.describe('settings and sign out', () => {
  test('guest: a login prompt instead of the account entries', async ({ page }, testInfo) => {
    const base = brandUrl(testInfo, 'lotus');
    await seedStorage(page, AGE_SEEN);
    await page.goto(pageUrl(base, lotus, '/m/set'));
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(MY.title.set);
    await expect(page.getByRole('heading', { name: MY.settings.guestTitle })).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: MY.shell.login })).toHaveAttribute('href', '/m/login');
    await expect(page.getByRole('button', { name: MY.settings.signOut })).toBeHidden();
  });

  test('sign out from settings: confirm, session gone, auto-login 0, home with Login / Register', async ({ page, request }, testInfo) => {
    const base = brandUrl(testInfo, 'lotus');
    const session = await memberDevice(page, request, base, 'demo_member');
    await page.goto(pageUrl(base, lotus, '/m/set', 'EN'));
    await settled(page);
    await expect(page.locator('main [data-session-name]')).toHaveText('demo_member');
    await expect(page.getByRole('link', { name: EN.settings.changePassword })).toHaveAttribute('href', '/en/m/changePsw');

    // Cancel keeps the session.
    await page.getByRole('button', { name: EN.settings.signOut }).click();
    const dialog = page.getByRole('dialog', { name: EN.settings.signOutTitle });
    await expect(dialog).toContainText(EN.settings.signOutBody);
    await dialog.getByRole('button', { name: EN.form.dialog.cancel }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('MC_SESSION_INFO'))).not.toBeNull();

    const logoutCall = page.waitForRequest((request) => request.method() === 'DELETE' && request.url().endsWith('/wps/member/session'));
    await page.getByRole('button', { name: EN.settings.signOut }).click();
    await dialog.getByRole('button', { name: EN.settings.signOut }).click();
    expect((await logoutCall).headers().authorization).toBe(`Bearer ${session.token}`);
    await expectLoggedOut(page, base, '/en/m/home');
    // The platform ended the token too.
    const after = await request.get(`${base}/wps/member/info`, { headers: { Authorization: `Bearer ${session.token}` } });
    expect(after.status()).toBe(401);
  });

  test('sign out from the side menu, even when the logout call fails', async ({ page, request }, testInfo) => {
    const base = brandUrl(testInfo, 'lotus');
    await memberDevice(page, request, base, 'demo_subagent', { language: 'EN' });
    await page.route('**/wps/member/session', (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.goto(pageUrl(base, lotus, '/m/home', 'EN'));
    await settled(page);
    await page.getByRole('button', { name: EN.shell.openMenu }).click();
    const menu = page.locator('#sidebar');
    await menu.getByRole('button', { name: EN.settings.signOut }).click();
    await page.getByRole('dialog', { name: EN.settings.signOutTitle }).getByRole('button', { name: EN.settings.signOut }).click();
    await expectLoggedOut(page, base, '/en/m/home');
    await expect(menu).toBeHidden();
  });
});

test.describe('change password', () => {
  test('without a session: home, before the form shows', async ({ page }, testInfo) => {
    const base = brandUrl(testInfo, 'lotus');
    await seedStorage(page, AGE_SEEN);
    await page.goto(pageUrl(base, lotus, '/m/changePsw', 'EN'));
    await expect(page).toHaveURL(`${base}/en/m/home`);
  });

  test('rules: required fields, mismatch, same password popup; the user name is read-only', async ({ page, request }, testInfo) => {
    const base = brandUrl(testInfo, 'lotus');
    await memberDevice(page, request, base, 'demo_empty');
    await page.goto(pageUrl(base, lotus, '/m/changePsw', 'EN'));
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(EN.title.changePsw);
    await expect(page.getByRole('link', { name: EN.shell.back })).toHaveCount(0);
    await expect(page.locator('.form-banner img').first()).toBeVisible();
    const userName = page.getByRole('textbox', { name: EN.password.change.userName });
    await expect(userName).toHaveValue('demo_empty');
    await expect(userName).not.toBeEditable();

    const save = page.getByRole('button', { name: EN.password.change.submit });
    await save.click();
    await expect(page.getByText(EN.password.change.oldRequired)).toBeVisible();
    await expect(page.getByText(EN.password.change.newRequired)).toBeVisible();
    await expect(page.getByText(EN.password.change.confirmRequired)).toBeVisible();
    await expect(page.getByLabel(EN.password.change.oldPassword)).toBeFocused();

    await page.getByLabel(EN.password.change.oldPassword).fill('Demo1234');
    await page.getByLabel(EN.password.change.newPassword, { exact: true }).fill('Other5678');
    await page.getByLabel(EN.password.change.confirmPassword).fill('Other5679');
    await save.click();
    await expect(page.getByRole('alert')).toHaveText(EN.password.change.in_confirmation_correct);
    await expect(page.getByLabel(EN.password.change.confirmPassword)).toBeFocused();

    await page.getByLabel(EN.password.change.newPassword, { exact: true }).fill('Demo1234');
    await page.getByLabel(EN.password.change.confirmPassword).fill('Demo1234');
    await save.click();
    const popup = page.getByRole('dialog', { name: EN.password.change.sameTitle });
    await expect(popup).toContainText(EN.password.change.sameBody);
    await popup.getByRole('button', { name: EN.form.dialog.confirm }).click();
    await expect(popup).toBeHidden();
    await expect(page).toHaveURL(`${base}/en/m/changePsw`);
  });

  test("what is typed before the page's script runs is kept (slow phones)", async ({ page, request }, testInfo) => {
    const base = brandUrl(testInfo, 'lotus');
    await memberDevice(page, request, base, 'demo_agent');
    // Hold the form's script back until the player has typed.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_astro/change-password.island*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(pageUrl(base, lotus, '/m/changePsw', 'EN'));
    await page.getByLabel(EN.password.change.oldPassword).fill('typed-early');
    release();
    await expect(page.getByRole('textbox', { name: EN.password.change.userName })).toHaveValue('demo_agent'); // hydrated
    await expect(page.getByLabel(EN.password.change.oldPassword)).toHaveValue('typed-early');
  });

  test('success: saved, home; the new password logs in and the old one does not', async ({ page, request }, testInfo) => {
    const base = brandUrl(testInfo, 'lotus');
    const username = `acct${Date.now().toString(36)}${testInfo.workerIndex}`.slice(0, 20);
    await registerAccount(request, base, username, 'Start2026');
    await seedStorage(page, { ...AGE_SEEN, language: 'EN' });

    await login(page, base, username, 'Start2026');
    await page.goto(pageUrl(base, lotus, '/m/changePsw', 'EN'));
    await settled(page);
    await page.getByLabel(EN.password.change.oldPassword).fill('Start2026');
    await page.getByLabel(EN.password.change.newPassword, { exact: true }).fill('Later2027');
    await page.getByLabel(EN.password.change.confirmPassword).fill('Later2027');
    await page.getByRole('button', { name: EN.password.change.submit }).click();
    await expect(page.locator('.toast', { hasText: EN.password.change.saved })).toBeVisible();
    await expect(page).toHaveURL(`${base}/en/m/home`);

    // Sign out, then the old password is refused and the new one works.
    await page.goto(pageUrl(base, lotus, '/m/set', 'EN'));
    await page.getByRole('button', { name: EN.settings.signOut }).click();
    await page.getByRole('dialog', { name: EN.settings.signOutTitle }).getByRole('button', { name: EN.settings.signOut }).click();
    await expect(page).toHaveURL(`${base}/en/m/home`);
    await login(page, base, username, 'Start2026', false);
    await expect(page.getByRole('alert').filter({ hasText: EN.errors.login.invalid })).toBeVisible();
    await expect(page.getByRole('textbox', { name: EN.form.captcha.label })).toBeVisible(); // asked after a failure
    await login(page, base, username, 'Later2027');
  });
});

/** A new account, registered through the platform API as the registration form would. */
async function registerAccount(request: APIRequestContext, base: string, username: string, password: string) {
  const api = createApiClient({ baseUrl: base, prefixes: lotus.api.prefixes, merchantCode: lotus.merchantCode, encryptionKey: lotus.api.encryptionKey });
  const { captchaKey } = await api('captcha', {});
  const answer = await captchaAnswer(request, base, captchaKey);
  await api('register', {
    method: 'username',
    registerMethod: 'H5',
    registerUrl: new URL(base).hostname,
    username,
    password,
    confirmPassword: password,
    captcha: answer,
    captchaKey,
  });
}

/** The key of the captcha a page showed last (the login form asks for one after a failure). */
const captchaKeys = new WeakMap<Page, string>();
function watchCaptcha(page: Page) {
  if (captchaKeys.has(page)) return;
  captchaKeys.set(page, '');
  page.on('response', async (response) => {
    if (!new URL(response.url()).pathname.endsWith('/wps/captcha')) return;
    const answer = (await response.json().catch(() => null)) as { value?: { captchaKey?: string } } | null;
    if (answer?.value?.captchaKey) captchaKeys.set(page, answer.value.captchaKey);
  });
}

/** Logs in through the login form (the captcha answered when it shows). */
async function login(page: Page, base: string, username: string, password: string, succeeds = true) {
  watchCaptcha(page);
  if (!page.url().endsWith('/en/m/login')) {
    await page.goto(pageUrl(base, lotus, '/m/login', 'EN'));
    await settled(page);
  }
  const submit = page.getByRole('button', { name: EN.login.submit, exact: true });
  await expect(submit).toBeEnabled();
  await page.getByRole('textbox', { name: EN.login.username, exact: true }).fill(username);
  await page.getByLabel(EN.login.password, { exact: true }).fill(password);
  const captcha = page.getByRole('textbox', { name: EN.form.captcha.label });
  if (await captcha.isVisible()) {
    await expect.poll(() => captchaKeys.get(page)).toBeTruthy();
    await captcha.fill(await captchaAnswer(page.request, base, captchaKeys.get(page)!));
  }
  await submit.click();
  if (succeeds) {
    await expect(page).toHaveURL(`${base}/en/m/home`);
    await expect(page.locator('html')).toHaveClass(/has-session/);
  }
}
