/**
 * The right sidebar's entries (G §2 "Right sidebar"; issue 23): each behind its white-label flag
 * (lotus has them all on, pebble the records and the point mall off), shown to the audience it
 * concerns, and a screen not built yet says "coming soon" for a second while the player stays put
 * (G §8). Sessions come from the sandbox hook; nothing here changes a demo account.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { AGE_LIMITS } from '../../src/constants.ts';
import { COMING_SOON_TOAST_MS } from '../../src/features/account/gates/gates.ts';
import { AGE_CONFIRMED_KEY } from '../../src/widgets/age/age.ts';
import { brandOf, brandUrl, pageUrl, resources, sandbox, seedStorage, settled } from '../support/index.ts';

const EN = resources.EN;
const AGE_SEEN = { [AGE_CONFIRMED_KEY]: String(Math.max(...AGE_LIMITS)) };
const ENTRIES = {
  rewardCenter: EN.title.rewardCenter,
  pointMall: EN.title.pointMall,
  gameRecord: EN.title.gameRecord,
  transactionRecord: EN.title.transactionRecord,
  securityCenter: EN.title.securityCenter,
  myAccount: EN.shell.myAccount,
  agencyCentre: EN.shell.agencyCentre,
};

async function openMenu(page: Page, request: APIRequestContext, brand: string, base: string, username?: string) {
  const session = username ? await sandbox(request, base).session(username) : undefined;
  await seedStorage(page, { ...AGE_SEEN, language: 'EN', ...(session ? { MC_SESSION_INFO: JSON.stringify(session) } : {}) });
  await page.goto(pageUrl(base, brandOf(brand), '/m/home', 'EN'));
  await settled(page);
  await page.getByRole('button', { name: EN.shell.openMenu }).click();
  return page.locator('#sidebar');
}

async function expectEntries(sidebar: ReturnType<Page['locator']>, shown: (keyof typeof ENTRIES)[]) {
  for (const [key, name] of Object.entries(ENTRIES)) {
    const entry = sidebar.getByRole('link', { name, exact: true });
    if (shown.includes(key as keyof typeof ENTRIES)) await expect(entry, key).toBeVisible();
    else await expect(entry, key).toBeHidden();
  }
}

test('a guest sees the offers, Register and Login, and none of a member’s own entries', async ({ page, request }, testInfo) => {
  const sidebar = await openMenu(page, request, 'lotus', brandUrl(testInfo, 'lotus'));
  await expectEntries(sidebar, ['rewardCenter', 'pointMall']);
  await expect(sidebar.getByRole('link', { name: EN.shell.login, exact: true })).toBeVisible();
});

test('a member sees every entry the brand turns on', async ({ page, request }, testInfo) => {
  const sidebar = await openMenu(page, request, 'lotus', brandUrl(testInfo, 'lotus'), 'demo_member');
  await expectEntries(sidebar, ['rewardCenter', 'pointMall', 'gameRecord', 'transactionRecord', 'securityCenter', 'myAccount']);
  // The avatar leads to the member centre too (G §2 "Avatar to member home").
  await expect(sidebar.getByRole('link', { name: EN.title.memberHome, exact: true })).toHaveAttribute('href', /\/m\/member\/home$/);
});

test('pebble’s flags leave out the reward centre, the point mall and the records', async ({ page, request }, testInfo) => {
  const sidebar = await openMenu(page, request, 'pebble', brandUrl(testInfo, 'pebble'), 'demo_member');
  await expectEntries(sidebar, ['securityCenter', 'myAccount']);
});

test('an agent also sees the agency centre', async ({ page, request }, testInfo) => {
  const sidebar = await openMenu(page, request, 'lotus', brandUrl(testInfo, 'lotus'), 'demo_agent');
  await expectEntries(sidebar, ['rewardCenter', 'pointMall', 'gameRecord', 'transactionRecord', 'securityCenter', 'myAccount', 'agencyCentre']);
});

test('an entry whose screen is not built yet says "coming soon" for a second and the player stays put', async ({ page, request }, testInfo) => {
  const base = brandUrl(testInfo, 'lotus');
  const sidebar = await openMenu(page, request, 'lotus', base, 'demo_agent');
  for (const name of [ENTRIES.rewardCenter, ENTRIES.pointMall]) {
    await sidebar.getByRole('link', { name, exact: true }).click();
    const notice = page.locator('.toast', { hasText: EN.trial.gate.comingSoon });
    await expect(notice, name).toBeVisible();
    await expect(sidebar, name).toBeHidden(); // the notice shows over the page, not under the menu
    await expect(page, name).toHaveURL(`${base}/en/m/home`);
    await expect(notice, name).toBeHidden({ timeout: COMING_SOON_TOAST_MS + 2_000 });
    await page.getByRole('button', { name: EN.shell.openMenu }).click();
  }
});

test("the agency centre opens the agent home (issue 25: built, so no longer 'coming soon')", async ({ page, request }, testInfo) => {
  const base = brandUrl(testInfo, 'lotus');
  const sidebar = await openMenu(page, request, 'lotus', base, 'demo_agent');
  await sidebar.getByRole('link', { name: ENTRIES.agencyCentre, exact: true }).click();
  await expect(page).toHaveURL(`${base}/en/m/agent`);
  await expect(page.locator('.toast', { hasText: EN.trial.gate.comingSoon })).toHaveCount(0);
});

test('opened directly, a screen not built yet is a page that says so, not a 404', async ({ page }, testInfo) => {
  const base = brandUrl(testInfo, 'lotus');
  await seedStorage(page, { ...AGE_SEEN, language: 'EN' });
  for (const path of ['/m/rewardCenter', '/m/mall/mallHome']) {
    const answer = await page.goto(pageUrl(base, brandOf('lotus'), path, 'EN'));
    expect(answer?.status(), path).toBe(200);
    await expect(page.locator('main'), path).toContainText(EN.shell.comingSoon);
  }
});
