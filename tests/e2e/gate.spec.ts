// Status gate against the real sandbox switches. Runs after the other e2e tests (project
// e2e-gate), serially, because it changes the platform's state for everyone on these servers.
import { expect, test } from '@playwright/test';
import { brandOf, brandUrl, pageUrl, resources, sandbox, seedStorage, settled } from '../support/index.ts';

test.describe.configure({ mode: 'serial' });

const id = 'lotus';
const brand = brandOf(id);

test.afterEach(async ({ request }, testInfo) => {
  const platform = sandbox(request, brandUrl(testInfo, id));
  await platform.clearFaults();
  await platform.setStatus({ maintenance: false, regionRestriction: false });
});

test('maintenance switched on shows the translated maintenance page; off brings the page back', async ({ page, request }, testInfo) => {
  const base = brandUrl(testInfo, id);
  const platform = sandbox(request, base);
  await page.goto(pageUrl(base, brand, '/m/slot-games'));
  await settled(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(resources.MY.title.slotGames);

  await platform.setStatus({ maintenance: true, regionRestriction: true }); // maintenance wins
  await page.reload();
  const gate = page.getByRole('alert');
  await expect(gate.getByRole('heading')).toHaveText(resources.MY.status.maintenanceTitle);
  await expect(gate.getByRole('img', { name: brand.name })).toBeVisible();
  await expect(page.locator('.app')).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('status'))).toBe('1');

  await platform.setStatus({ maintenance: false, regionRestriction: false });
  await gate.getByRole('button', { name: resources.MY.status.retry }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(resources.MY.title.slotGames);
  await expect(page).toHaveURL(pageUrl(base, brand, '/m/slot-games'));
});

test('region restriction alone shows the access-restricted page, in the chosen language', async ({ page, request }, testInfo) => {
  const base = brandUrl(testInfo, id);
  await sandbox(request, base).setStatus({ regionRestriction: true });
  await seedStorage(page, { language: 'EN' });
  await page.goto(`${base}/m/home`);
  await expect(page.getByRole('alert').getByRole('heading')).toHaveText('Access restricted');
  await expect(page.getByRole('alert')).toContainText('Access restricted by location or IP.');
});

test('the cached status shows first and is refreshed in the background', async ({ page, request }, testInfo) => {
  const base = brandUrl(testInfo, id);
  const platform = sandbox(request, base);
  await seedStorage(page, { status: '1' });
  await platform.fault({ call: 'systemStatus', latencyMs: 1500 });
  await page.goto(`${base}/m/home`);
  await expect(page.getByRole('alert').getByRole('heading')).toHaveText(resources.MY.status.maintenanceTitle);
  await expect(page.locator('.home-header')).toBeVisible({ timeout: 5000 });
  await expect(page.getByRole('alert')).toBeHidden();
});

test('first visit: the splash waits for the status, then the page shows', async ({ page, request }, testInfo) => {
  const base = brandUrl(testInfo, id);
  await sandbox(request, base).fault({ call: 'systemStatus', latencyMs: 1200 });
  // Looked at as soon as the page is there: by its load event (pictures) the answer may have come.
  await page.goto(`${base}/m/home`, { waitUntil: 'commit' });
  await expect(page.locator('div.splash')).toBeVisible();
  await settled(page);
  await expect(page.locator('div.splash')).toBeHidden();
  await expect(page.locator('.home-header')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('status'))).toBe('0');
});

for (const fault of [{ httpStatus: 500 }, { malformed: true }, { drop: true }]) {
  test(`a broken status call (${Object.keys(fault)[0]}) never leaves a blank screen`, async ({ page, request }, testInfo) => {
    const base = brandUrl(testInfo, id);
    await sandbox(request, base).fault({ call: 'systemStatus', ...fault });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${base}/m/home`);
    await settled(page);
    await expect(page.locator('.home-header')).toBeVisible();
    expect(errors).toEqual([]);
  });
}
