/**
 * Trial accounts, member-type gates and the age confirmation (A §4, §5, §6; G §6).
 * Sessions come from the sandbox hook or from trial logins of their own; nothing here changes a
 * demo account, so it runs in parallel with the other specs.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { AGE_LIMITS } from '../../src/constants.ts';
import { SIGN_IN_KEYS } from '../../src/lib/storage-keys.ts';
import { AGE_CONFIRMED_KEY } from '../../src/widgets/age/age.ts';
import { REFERRAL_CACHE_KEY } from '../../src/features/account/gates/referral.ts';
import { brandOf, brandUrl, pageUrl, resources, sandbox, seedStorage, settled } from '../support/index.ts';

// Handlers below rewrite answers they fetch (route.fetch). A page that has moved on may still be
// asking when the test ends, and closing it disposes the answer a handler is reading
// ("Response has been disposed"): let running handlers finish first.
test.afterEach(({ page }) => page.unrouteAll({ behavior: 'wait' }));

const lotus = brandOf('lotus');
const harbor = brandOf('harbor');
const EN = resources.EN;
const AGE_SEEN = { [AGE_CONFIRMED_KEY]: String(Math.max(...AGE_LIMITS)) };

async function device(page: Page, request: APIRequestContext, base: string, username?: string) {
  const session = username ? await sandbox(request, base).session(username) : undefined;
  await seedStorage(page, { ...AGE_SEEN, language: 'EN', ...(session ? { MC_SESSION_INFO: JSON.stringify(session) } : {}) });
}

const storedSession = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? 'null') as { type: number; userName: string } | null);

test.describe('free play and trial accounts', () => {
  test('the free-trial page opens a type-4 session, keeps the trial name and goes home', async ({ page, request }, testInfo) => {
    const base = brandUrl(testInfo, 'lotus');
    await device(page, request, base);
    await page.goto(pageUrl(base, lotus, '/m/trail', 'EN'));
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(EN.title.trail);
    await expect(page.getByRole('link', { name: EN.shell.back })).toHaveAttribute('href', '/en/m/home');
    const trial = page.waitForRequest((call) => call.method() === 'GET' && new URL(call.url()).pathname === '/wps/member/trial');
    await page.getByRole('button', { name: EN.trial.start }).click();
    await trial;
    await expect(page).toHaveURL(`${base}/en/m/home`);
    const session = await storedSession(page);
    expect(session?.type).toBe(4);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), SIGN_IN_KEYS.trialName)).toBe(session?.userName);
    await expect(page.locator('.home-header').getByTestId('balance')).toContainText('2,000.00');
    await expect(page.locator('.toast')).toHaveCount(0);
  });

  test('a refused trial login says why and the button works again', async ({ page, request }, testInfo) => {
    const base = brandUrl(testInfo, 'lotus');
    await device(page, request, base);
    await page.route('**/wps/member/trial', (route) => route.fulfill({ status: 500, body: 'down' }), { times: 1 });
    await page.goto(pageUrl(base, lotus, '/m/trail', 'EN'));
    await settled(page);
    const start = page.getByRole('button', { name: EN.trial.start });
    await start.click();
    await expect(page.locator('main').getByRole('alert')).toHaveText(EN.error.server);
    await expect(start).toBeEnabled();
    expect(await storedSession(page)).toBeNull();
    await start.click();
    await expect(page).toHaveURL(`${base}/en/m/home`);
  });

  test('the side menu Free play entry opens a test-play session (FREEPLAY3)', async ({ page, request }, testInfo) => {
    const base = brandUrl(testInfo, 'lotus');
    await device(page, request, base);
    await page.goto(pageUrl(base, lotus, '/m/home', 'EN'));
    await settled(page);
    await page.getByRole('button', { name: EN.shell.openMenu }).click();
    const testPlay = page.waitForRequest((call) => call.method() === 'POST' && new URL(call.url()).pathname === '/wps/member/test-play');
    await page.locator('#sidebar').getByRole('button', { name: EN.trial.freePlay }).click();
    expect((await testPlay).postDataJSON()).toEqual({ moduleId: 'FREEPLAY3' });
    await expect(page.locator('html')).toHaveClass(/has-session/);
    // Free play then opens home again: read the session once that navigation has settled.
    await expect
      .poll(() =>
        storedSession(page).then(
          (session) => session?.type,
          () => undefined,
        ),
      )
      .toBe(4);
  });

  test('trial: member centre asks Cancel / Register now; deposit says "actual account"', async ({ page, request }, testInfo) => {
    const base = brandUrl(testInfo, 'lotus');
    await device(page, request, base, 'demo_trial');
    await page.goto(pageUrl(base, lotus, '/m/home', 'EN'));
    await settled(page);

    await page.locator('.bottom-bar').getByRole('link', { name: EN.shell.member }).click();
    const prompt = page.getByRole('dialog', { name: EN.trial.gate.trialTitle });
    await expect(prompt).toContainText(EN.errors.account.trial);
    await prompt.getByRole('button', { name: EN.form.dialog.cancel }).click();
    await expect(prompt).toBeHidden();
    await expect(page).toHaveURL(`${base}/en/m/home`);

    await page.locator('.home-header').getByRole('link', { name: EN.shell.deposit }).click();
    await expect(page.locator('.toast')).toHaveText('Please login an actual account to use this function.');
    await expect(page).toHaveURL(`${base}/en/m/home`);

    // The side menu's Deposit and Withdraw say it before a tap: closed, with the reason beside them.
    await page.getByRole('button', { name: EN.shell.openMenu }).click();
    await expect(page.locator('#sidebar').getByRole('button', { name: EN.shell.deposit })).toBeDisabled();
    await expect(page.locator('#sidebar').getByText(EN.errors.account.notReal)).toBeVisible();
    await page.keyboard.press('Escape');

    // Register now, from the bottom bar's prompt: the registration modal, in place.
    await page.locator('.bottom-bar').getByRole('link', { name: EN.shell.member }).click();
    await prompt.getByRole('button', { name: EN.trial.gate.registerNow }).click();
    await expect(page.locator('dialog#register-modal')).toBeVisible();
    await expect(page).toHaveURL(`${base}/en/m/home`);

    // Opened directly: the deposit page explains; the member centre prompts, Register now leads on.
    await page.goto(pageUrl(base, lotus, '/m/voucherCenter', 'EN'));
    await expect(page.locator('main').getByRole('alert')).toContainText(EN.errors.account.notReal);
    await page.goto(pageUrl(base, lotus, '/m/member/home', 'EN'));
    await page.getByRole('dialog', { name: EN.trial.gate.trialTitle }).getByRole('button', { name: EN.trial.gate.registerNow }).click();
    await expect(page.locator('dialog#register-modal')).toBeVisible();
    await expect(page).toHaveURL(`${base}/en/m/member/home`);
  });

  test('a real member enters member centre and deposit', async ({ page, request }, testInfo) => {
    const base = brandUrl(testInfo, 'lotus');
    await device(page, request, base, 'demo_member');
    await page.goto(pageUrl(base, lotus, '/m/home', 'EN'));
    await settled(page);
    await page.locator('.home-header').getByRole('link', { name: EN.shell.deposit }).click();
    await expect(page).toHaveURL(`${base}/en/m/voucherCenter`);
    await expect(page.locator('[data-gate-page]')).toHaveAttribute('data-gate', 'go');
    await page.locator('.bottom-bar').getByRole('link', { name: EN.shell.member }).click();
    await expect(page).toHaveURL(`${base}/en/m/member/home`);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('member-type gates', () => {
  test('guests on member centre, deposit, withdraw and invite go to login', async ({ page, request }, testInfo) => {
    const base = brandUrl(testInfo, 'lotus');
    await device(page, request, base);
    for (const path of ['/m/member/home', '/m/voucherCenter', '/m/withdraw', '/m/inviteFriends']) {
      await page.goto(pageUrl(base, lotus, path, 'EN'));
      await expect(page, path).toHaveURL(`${base}/en/m/login`);
    }
  });

  test('agent: agency entry, no share entry, invite opens the agent modal', async ({ page, request }, testInfo) => {
    const base = brandUrl(testInfo, 'lotus');
    await device(page, request, base, 'demo_agent');
    await page.goto(pageUrl(base, lotus, '/m/home', 'EN'));
    await settled(page);
    await expect(page.getByRole('complementary', { name: EN.shell.customerService }).getByRole('link', { name: EN.shell.share })).toBeHidden();
    await page.getByRole('button', { name: EN.shell.openMenu }).click();
    await expect(page.locator('#sidebar').getByRole('link', { name: EN.shell.agencyCentre })).toBeVisible();
    await expect(page.locator('#sidebar').getByRole('button', { name: EN.settings.signOut })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.locator('.bottom-bar').getByRole('link', { name: EN.shell.invite }).click();
    const modal = page.getByRole('dialog', { name: EN.trial.gate.agentTitle });
    await expect(modal).toContainText(EN.trial.gate.agentText);
    await modal.getByRole('button', { name: EN.trial.gate.agentGo }).click();
    await expect(page).toHaveURL(`${base}/en/m/agent`);
  });

  test('member: no agency entry; share and invite with the referral promotion on, "coming soon" with it off', async ({ page, request }, testInfo) => {
    const base = brandUrl(testInfo, 'lotus');
    await device(page, request, base, 'demo_member');
    await page.goto(pageUrl(base, lotus, '/m/home', 'EN'));
    await settled(page);
    await page.getByRole('button', { name: EN.shell.openMenu }).click();
    await expect(page.locator('#sidebar').getByRole('link', { name: EN.shell.agencyCentre })).toBeHidden();
    await expect(page.locator('#sidebar').getByRole('link', { name: EN.title.set })).toBeVisible();
    await page.keyboard.press('Escape');
    // The seed has a running "Refer a Friend" promotion.
    await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), REFERRAL_CACHE_KEY)).toBe('1');
    const supportMenu = page.getByRole('complementary', { name: EN.shell.supportMenu });
    const share = supportMenu.getByRole('link', { name: EN.shell.share });
    await supportMenu.getByRole('button', { name: EN.shell.supportMenu }).click();
    await expect(share).toBeVisible();
    await share.click();
    await expect(page).toHaveURL(`${base}/en/m/inviteFriends`);

    // The referral promotion off (as the promotions list would say): no share entry, invite is "coming soon" for a second.
    await page.evaluate((key) => sessionStorage.setItem(key, '0'), REFERRAL_CACHE_KEY);
    await page.goto(pageUrl(base, lotus, '/m/home', 'EN'));
    await settled(page);
    await supportMenu.getByRole('button', { name: EN.shell.supportMenu }).click();
    await expect(supportMenu.getByRole('button', { name: EN.shell.download })).toBeVisible(); // the menu is open
    await expect(share).toBeHidden();
    await supportMenu.getByRole('button', { name: EN.shell.supportMenu }).click();
    await page.locator('.bottom-bar').getByRole('link', { name: EN.shell.invite }).click();
    await expect(page.locator('.toast')).toHaveText(EN.trial.gate.comingSoon);
    await expect(page.locator('.toast')).toHaveCount(0, { timeout: 2500 });
    await expect(page).toHaveURL(`${base}/en/m/home`);
  });
});

test.describe('age confirmation', () => {
  // A device that has never been here (whatever the project seeds).
  test.use({ storageState: { cookies: [], origins: [] } });

  for (const { brand, age } of [
    { brand: lotus, age: 18 },
    { brand: harbor, age: 21 },
  ]) {
    test(`${brand.id}: asked once with ${age}, remembered on the device`, async ({ page }, testInfo) => {
      const base = brandUrl(testInfo, brand.id);
      await page.goto(pageUrl(base, brand, '/m/home', 'EN'));
      await settled(page);
      const gate = page.getByRole('dialog', { name: `Are you ${age} or older?` });
      await expect(gate).toBeVisible();
      await expect(gate).toContainText(`${brand.name} is only for players aged ${age} or over.`);
      await gate.getByRole('button', { name: `Yes, I am ${age} or older` }).click();
      await expect(gate).toBeHidden();
      expect(await page.evaluate((key) => localStorage.getItem(key), AGE_CONFIRMED_KEY)).toBe(String(age));
      await page.goto(pageUrl(base, brand, '/m/help', 'EN'));
      await settled(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(EN.title.help);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  }

  test('a "no" shows a polite exit message on every page of the visit, never the site', async ({ page }, testInfo) => {
    const base = brandUrl(testInfo, 'harbor');
    await page.goto(pageUrl(base, harbor, '/m/login', 'EN'));
    await settled(page);
    await page.getByRole('button', { name: EN.age.decline.replace('{{age}}', '21') }).click();
    const exit = page.getByRole('dialog', { name: EN.age.exitTitle });
    await expect(exit).toContainText('only for players aged 21 or over');
    await page.keyboard.press('Escape');
    await expect(exit).toBeVisible();
    await page.goto(pageUrl(base, harbor, '/m/home', 'EN'));
    await expect(page.getByRole('dialog', { name: EN.age.exitTitle })).toBeVisible();
    await expect(page.locator('.app')).toBeHidden();
    // A mistake can be corrected.
    await page.getByRole('button', { name: EN.age.answerAgain }).click();
    await page.getByRole('button', { name: 'Yes, I am 21 or older' }).click();
    await expect(page.getByRole('dialog', { name: EN.age.exitTitle })).toHaveCount(0);
    await expect(page.locator('#age-gate')).not.toHaveAttribute('open');
    await expect(page.locator('.home-header')).toBeVisible(); // (a first visit's home pop-ups may follow)
  });

  test('gives way to the maintenance page when the status says so', async ({ page }, testInfo) => {
    const base = brandUrl(testInfo, 'lotus');
    await page.route('**/wps/system/status', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { value: Record<string, unknown> };
      await route.fulfill({ response, json: { ...body, value: { ...body.value, maintenance: true } } });
    });
    await page.goto(pageUrl(base, lotus, '/m/home', 'EN'));
    await expect(page.getByRole('alert').filter({ hasText: EN.status.maintenanceTitle })).toBeVisible();
    await expect(page.locator('#age-gate')).not.toHaveAttribute('open');
  });
});
