/**
 * Login and registration as modals (A §2 "Login can also appear as a modal", "Opening a
 * registration modal refreshes the captcha", A §4 "Login modal shown or hidden (a body class is
 * added or removed)"): opened in place from the header, side menu and bottom bar, and by the gates
 * when a guest taps a member-only entry; after success the player stays where they were or goes
 * on to what they tapped. lotus (Burmese first) and harbor (English first, fewer flags).
 */
import { expect, test, type Page } from '@playwright/test';
import { AGE_CONFIRMED_KEY } from '../../src/widgets/age/age.ts';
import { brandOf, brandUrl, captchaAnswer, nextCaptchaKey, pageUrl, resources, seedStorage, settled, uniqueName } from '../support/index.ts';

const lotus = brandOf('lotus');
const harbor = brandOf('harbor');
const EN = resources.EN;
const MY = resources.MY;

const loginModal = (page: Page) => page.locator('dialog#login-modal');
const registerModal = (page: Page) => page.locator('dialog#register-modal');

test.beforeEach(async ({ page }) => {
  await seedStorage(page, { [AGE_CONFIRMED_KEY]: '21' });
});

test("lotus: the side menu's Login opens the modal in place; logging in keeps the player on the page, now as a member", async ({ page }) => {
  const base = brandUrl(test.info(), 'lotus');
  const home = pageUrl(base, lotus, '/m/home');
  await page.goto(home);
  await settled(page);
  await page.getByRole('button', { name: MY.shell.openMenu }).click();
  await page.locator('#sidebar').getByRole('link', { name: MY.shell.login, exact: true }).click();
  const modal = loginModal(page);
  await expect(modal).toBeVisible();
  await expect(page).toHaveURL(home);
  await expect(page.locator('body')).toHaveClass(/login-modal-open/);
  await expect(page.locator('dialog#sidebar')).not.toHaveAttribute('open');
  await expect(modal.getByRole('heading', { name: MY.title.login })).toBeVisible();
  await expect(modal.getByRole('button', { name: MY.login.submit, exact: true })).toBeEnabled();

  await modal.getByRole('textbox', { name: MY.login.username, exact: true }).fill('demo_empty');
  await modal.getByLabel(MY.login.password, { exact: true }).fill('Demo1234');
  await modal.getByRole('button', { name: MY.login.submit, exact: true }).click();

  await expect(page.locator('html')).toHaveClass(/has-session/);
  await expect(page).toHaveURL(home);
  await expect(loginModal(page)).toBeHidden();
  await expect(page.locator('body')).not.toHaveClass(/login-modal-open/);
});

test('lotus: a guest tapping Member in the bottom bar logs in in the modal and goes on to the member centre', async ({ page }) => {
  const base = brandUrl(test.info(), 'lotus');
  await page.goto(pageUrl(base, lotus, '/m/home', 'EN'));
  await settled(page);
  await page.locator('.bottom-bar').getByRole('link', { name: EN.shell.member }).click();
  const modal = loginModal(page);
  await expect(modal).toBeVisible();
  await expect(page).toHaveURL(pageUrl(base, lotus, '/m/home', 'EN'));
  await modal.getByRole('textbox', { name: EN.login.username, exact: true }).fill('demo_player40');
  await modal.getByLabel(EN.login.password, { exact: true }).fill('Demo1234');
  await modal.getByRole('button', { name: EN.login.submit, exact: true }).click();
  await expect(page).toHaveURL(pageUrl(base, lotus, '/m/member/home', 'EN'));
  await expect(page.locator('html')).toHaveClass(/has-session/);
});

test('lotus: a failed login in the modal shows the message and the captcha inside it; closing and reopening keeps what was typed', async ({ page }) => {
  const base = brandUrl(test.info(), 'lotus');
  await page.goto(pageUrl(base, lotus, '/m/home', 'EN'));
  await settled(page);
  await page.locator('.home-header').getByRole('link', { name: EN.shell.login, exact: true }).click();
  const modal = loginModal(page);
  await modal.getByRole('textbox', { name: EN.login.username, exact: true }).fill('demo_agent42');
  await modal.getByLabel(EN.login.password, { exact: true }).fill('wrong-password');
  const shown = nextCaptchaKey(page);
  await modal.getByRole('button', { name: EN.login.submit, exact: true }).click();
  await expect(modal.getByRole('alert')).toHaveText(EN.errors.login.invalid);
  const key = await shown;
  await expect(modal.getByRole('textbox', { name: EN.form.captcha.label })).toBeVisible();

  await modal.getByRole('button', { name: EN.shell.close }).click();
  await expect(modal).toBeHidden();
  await expect(page.locator('body')).not.toHaveClass(/login-modal-open/);
  // Reopened: what was typed is still there, with a fresh captcha (the shown one may have expired).
  const fresh = nextCaptchaKey(page);
  await page.locator('.home-header').getByRole('link', { name: EN.shell.login, exact: true }).click();
  await expect(modal.getByRole('textbox', { name: EN.login.username, exact: true })).toHaveValue('demo_agent42');
  const freshKey = await fresh;
  expect(freshKey).not.toBe(key);

  await modal.getByLabel(EN.login.password, { exact: true }).fill('Demo1234');
  await modal.getByRole('textbox', { name: EN.form.captcha.label }).fill(await captchaAnswer(page.request, base, freshKey));
  await modal.getByRole('button', { name: EN.login.submit, exact: true }).click();
  await expect(page.locator('html')).toHaveClass(/has-session/);
  await expect(page).toHaveURL(pageUrl(base, lotus, '/m/home', 'EN'));
});

test('harbor: the registration modal takes a new captcha each time it opens, swaps with the login modal, and registers in place', async ({ page }) => {
  const base = brandUrl(test.info(), 'harbor');
  const start = pageUrl(base, harbor, '/m/home');
  await page.goto(start);
  await settled(page);
  const header = page.locator('.home-header');

  const first = nextCaptchaKey(page);
  await header.getByRole('link', { name: EN.shell.register, exact: true }).click();
  const modal = registerModal(page);
  await expect(modal).toBeVisible();
  await expect(page.locator('body')).toHaveClass(/register-modal-open/);
  await expect(modal.getByRole('heading', { name: EN.register.heading.replace('{{brand}}', harbor.name) })).toBeVisible();
  const firstKey = await first;

  // "Log in" inside swaps to the login modal, and "Sign up" there back to registration: a new captcha.
  await modal.getByRole('link', { name: EN.register.login }).click();
  await expect(loginModal(page)).toBeVisible();
  await expect(modal).toBeHidden();
  const second = nextCaptchaKey(page);
  await loginModal(page)
    .getByRole('link', { name: new RegExp(EN.login.register) })
    .click();
  await expect(modal).toBeVisible();
  const secondKey = await second;
  expect(secondKey).not.toBe(firstKey);

  const username = uniqueName('modal_');
  await modal.locator('input[name="username"]').fill(username);
  await modal.locator('input[name="password"]').fill('Secret123');
  await modal.locator('input[name="confimpsw"]').fill('Secret123');
  await modal.locator('#register-identifying').fill(await captchaAnswer(page.request, base, secondKey));
  await modal.getByRole('button', { name: EN.register.submit, exact: true }).click();

  await expect(page.locator('html')).toHaveClass(/has-session/);
  await expect(page).toHaveURL(start);
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? 'null'));
  expect(session).toMatchObject({ userName: username, type: 0 });
});

test('lotus: a refused registration in the modal shows the message there and leaves the new captcha unmarked, with the focus in it', async ({ page }) => {
  const base = brandUrl(test.info(), 'lotus');
  await page.goto(pageUrl(base, lotus, '/m/home', 'EN'));
  await settled(page);
  const first = nextCaptchaKey(page);
  await page.locator('.home-header').getByRole('link', { name: EN.shell.register, exact: true }).click();
  const modal = registerModal(page);
  await expect(modal).toBeVisible();
  await modal.locator('input[name="username"]').fill(uniqueName('modal_'));
  await modal.locator('input[name="password"]').fill('Secret123');
  await modal.locator('input[name="confimpsw"]').fill('Secret123');
  const captcha = modal.locator('#register-identifying');
  await captcha.fill(String(Number(await captchaAnswer(page.request, base, await first)) + 1));
  const next = nextCaptchaKey(page);
  await modal.getByRole('button', { name: EN.register.submit, exact: true }).click();
  await expect(modal.locator('.form-message')).toHaveText(EN.errors.captcha.invalid);
  await next;
  await expect(captcha).toBeFocused();
  await expect(captcha).toHaveValue('');
  await expect(captcha).not.toHaveAttribute('aria-invalid', 'true');
  await expect(modal.locator('#register-identifying-error')).toHaveCount(0);
});

test('harbor: the form screens have no modals; their links still open the other page', async ({ page }) => {
  const base = brandUrl(test.info(), 'harbor');
  await page.goto(pageUrl(base, harbor, '/m/login'));
  await settled(page);
  await expect(page.locator('dialog#login-modal, dialog#register-modal')).toHaveCount(0);
  await page.getByRole('link', { name: new RegExp(EN.login.register) }).click();
  await expect(page).toHaveURL(pageUrl(base, harbor, '/m/register'));
  await expect(page.locator('dialog#login-modal, dialog#register-modal')).toHaveCount(0);
});
