/**
 * The account record (/m/transaction/record) and the betting record (/m/gameRecord), issue 24, on
 * the sandbox's seeded history: a member sees the week's movements with the range's totals,
 * narrows them by range, type and status, opens an entry's details; the agent tile's `?types=A`
 * shows agent income; a range that cannot be asked for says why; bets narrow by category; a
 * failed call says so and Try again recovers; guests go to login and trial accounts get the
 * register prompt; no serious axe violation. Reads only: no journey changes what these show.
 * Faults come from page.route (this page only): the every-route walk opens these pages in parallel.
 */
import { expect, test, type Page } from '@playwright/test';
import { AGE_LIMITS, THEMES, type LanguageCode } from '../../src/constants.ts';
import { STORAGE_KEYS } from '../../src/lib/storage-keys.ts';
import { AGE_CONFIRMED_KEY } from '../../src/widgets/age/age.ts';
import { axeViolations, brandOf, brandUrl, pageUrl, resources, sandbox, seedStorage, settled } from '../support/index.ts';

const AGE_SEEN = { [AGE_CONFIRMED_KEY]: String(Math.max(...AGE_LIMITS)) };
const TRANSACTIONS_CALL = /\/records\/transactions\?/;
const BETS_CALL = /\/records\/bets\?/;

function watch(page: Page) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

async function open(
  page: Page,
  id: string,
  path: string,
  username: string | undefined,
  { language = 'EN', theme }: { language?: LanguageCode; theme?: string } = {},
) {
  const brand = brandOf(id);
  const base = brandUrl(test.info(), id);
  const session = username ? await sandbox(page.request, base).session(username) : undefined;
  await seedStorage(page, {
    ...AGE_SEEN,
    language,
    ...(theme ? { [STORAGE_KEYS.theme]: theme } : {}),
    ...(session ? { [STORAGE_KEYS.session]: JSON.stringify(session) } : {}),
  });
  await page.goto(pageUrl(base, brand, path, language));
  await settled(page);
  return { base, texts: resources[language] };
}

const rows = (page: Page, name: string) => page.getByRole('list', { name }).locator(':scope > li:not(.placeholder-card)');

test('a member sees the week’s movements with totals, narrows them and opens one', async ({ page }) => {
  const problems = watch(page);
  await page.setViewportSize({ width: 360, height: 800 });
  const { texts } = await open(page, 'lotus', '/m/transaction/record', 'demo_member');
  const t = texts.records;
  const list = rows(page, t.list);
  await expect(page.getByRole('radio', { name: t.presets.last7 })).toBeChecked();
  await expect(list.first()).toBeVisible();
  await expect(page.locator('[data-total="in"]')).toHaveText(/K\s?[\d,]+\.\d{2}/);

  // 30 days: at least what the week had; Withdrawal only: every row a withdrawal.
  const week = await list.count();
  await page.getByRole('radio', { name: t.presets.last30 }).check();
  await expect.poll(() => list.count()).toBeGreaterThanOrEqual(week);
  await page.getByLabel(t.type).selectOption({ label: t.types.W });
  // Until the filtered answer is in, the 30 days' rows stay: wait until every row is a withdrawal.
  await expect.poll(async () => [...new Set(await list.locator('.record-kind').allTextContents())]).toEqual([t.types.W]);
  for (const amount of await list.locator('.record-amount').allTextContents()) expect(amount).toMatch(/^−/);

  // An entry's details in a sheet that takes the focus and gives it back.
  await list.first().getByRole('button').click();
  const sheet = page.getByRole('dialog', { name: t.detailTitle });
  await expect(sheet).toBeVisible();
  await expect(sheet.locator('[data-detail="type"]')).toHaveText(t.types.W);
  await expect(sheet.locator('[data-detail="reference"]')).not.toHaveText('');
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(problems).toEqual([]);
});

test('a new member’s empty records offer the next step; a pending deposit reopens its order; a reference copies (issue 34 item 5)', async ({
  page,
  context,
}) => {
  const brand = brandOf('lotus');
  const base = brandUrl(test.info(), 'lotus');
  const session = await sandbox(page.request, base).member({ balance: '1520.75' });
  await seedStorage(page, { ...AGE_SEEN, language: 'EN', [STORAGE_KEYS.session]: JSON.stringify(session) });
  const texts = resources.EN;
  const t = texts.records;

  // Nothing yet: each record says what to do next.
  await page.goto(pageUrl(base, brand, '/m/transaction/record', 'EN'));
  await settled(page);
  await expect(page.getByRole('link', { name: t.deposit })).toHaveAttribute('href', pageUrl('', brand, '/m/voucherCenter', 'EN'));
  await page.goto(pageUrl(base, brand, '/m/gameRecord', 'EN'));
  await settled(page);
  await expect(page.getByRole('link', { name: t.bets.play })).toHaveAttribute('href', pageUrl('', brand, '/m/home', 'EN'));

  // A deposit made and left waiting for its receipt.
  await page.goto(pageUrl(base, brand, '/m/voucherCenter', 'EN'));
  await settled(page);
  await page.getByRole('tab', { name: 'KBZPay', exact: true }).click();
  await page.locator('.dep-chip').first().click();
  const created = page.waitForResponse(/\/cashier\/deposits$/);
  await page.getByRole('button', { name: texts.deposit.submit, exact: true }).click();
  const { value: order } = (await (await created).json()) as { value: { orderId: string; reference: string; methodName: string; channelName: string } };

  await page.goto(pageUrl(base, brand, '/m/transaction/record', 'EN'));
  await settled(page);
  const list = rows(page, t.list);
  await expect(list).toHaveCount(1);
  await list.first().getByRole('button').click();
  const sheet = page.getByRole('dialog', { name: t.detailTitle });
  await expect(sheet.locator('[data-detail="detail"]')).toHaveText(`${order.methodName} · ${order.channelName}`);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
  await sheet.getByRole('button', { name: t.copy }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(order.orderId);
  await sheet.getByRole('link', { name: t.openOrder }).click();
  await expect(page).toHaveURL(new RegExp(`/m/voucherCenter\\?order=${order.orderId}$`));
  await expect(page.locator('[data-part="orderView"] [data-part="reference"]')).toHaveText(order.reference);
  await expect(page.locator('[data-part="receiptFile"]')).toBeAttached();
});

test('a custom range that cannot be asked for says why and asks nothing', async ({ page }) => {
  const { texts } = await open(page, 'harbor', '/m/transaction/record', 'demo_member');
  const t = texts.records;
  await expect(rows(page, t.list).first()).toBeVisible();
  let asked = 0;
  await page.route(TRANSACTIONS_CALL, (route) => (asked++, route.continue()));
  await page.getByRole('radio', { name: t.presets.custom }).check();
  await page.getByLabel(t.from, { exact: true }).fill('2026-03-10');
  await page.getByLabel(t.to, { exact: true }).fill('2026-03-01');
  await page.getByRole('button', { name: t.apply }).click();
  await expect(page.getByRole('alert').filter({ hasText: t.rangeProblems.order })).toBeVisible();
  await expect(page.getByLabel(t.to, { exact: true })).toHaveAttribute('aria-invalid', 'true');
  expect(asked).toBe(0);
  // A good range is asked for and shown.
  await page.getByLabel(t.from, { exact: true }).fill('2026-03-01');
  await page.getByLabel(t.to, { exact: true }).fill('2026-03-10');
  await page.getByRole('button', { name: t.apply }).click();
  await expect.poll(() => asked).toBe(1);
  await expect(page.getByRole('alert').filter({ hasText: t.rangeProblems.order })).toHaveCount(0);
});

test('the agent tile’s ?types=A shows agent income only', async ({ page }) => {
  const { texts } = await open(page, 'lotus', '/m/transaction/record?types=A', 'demo_agent');
  const t = texts.records;
  await expect(page.getByLabel(t.type)).toHaveValue('A');
  await page.getByRole('radio', { name: t.presets.last30 }).check();
  const list = rows(page, t.list);
  await expect(list.first()).toBeVisible();
  for (const kind of await list.locator('.record-kind').allTextContents()) expect(kind).toBe(t.types.A);
});

test('in Burmese, the platform writes each entry’s detail in Burmese (issue 34 item 14)', async ({ page }) => {
  const { texts } = await open(page, 'lotus', '/m/transaction/record?types=A', 'demo_agent', { language: 'MY' });
  const t = texts.records;
  const list = rows(page, t.list);
  await list.first().getByRole('button').click();
  const sheet = page.getByRole('dialog', { name: t.detailTitle });
  await expect(sheet.locator('[data-detail="detail"]')).toHaveText('နေ့စဉ် လစာ'); // the seeded "Daily salary"
});

test('a failed records call says so; Try again shows them', async ({ page }) => {
  const problems = watch(page);
  let fail = true;
  await page.route(TRANSACTIONS_CALL, (route) => (fail ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }) : route.continue()));
  const { texts } = await open(page, 'lotus', '/m/transaction/record', 'demo_member');
  const failed = page.getByRole('alert').filter({ hasText: texts.error.server });
  await expect(failed).toBeVisible();
  await expect(page.locator('[data-total="in"]')).toHaveText('–');
  fail = false;
  await failed.getByRole('button', { name: texts.records.retry }).click();
  await expect(rows(page, texts.records.list).first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('bets show game, provider and result with the range’s totals, and narrow by category', async ({ page }) => {
  const problems = watch(page);
  const { texts } = await open(page, 'lotus', '/m/gameRecord', 'demo_member');
  const t = texts.records;
  await page.getByRole('radio', { name: t.presets.last30 }).check();
  const list = rows(page, t.bets.list);
  await expect(list.first()).toBeVisible();
  await expect(list.first().locator('.bet-game')).not.toBeEmpty();
  await expect(page.locator('[data-total="count"]')).toHaveText(/^\d+$/);
  const category = page.getByLabel(t.bets.category);
  await expect(category.locator('option')).not.toHaveCount(1);
  const asked = page.waitForRequest(BETS_CALL);
  await category.selectOption({ index: 1 });
  expect(new URL((await asked).url()).searchParams.get('gameType')).toBe(await category.inputValue());
  expect(problems).toEqual([]);
});

test('each bet names its bet ID; a sports bet its match, pick and odds (issue 34 item 5)', async ({ page }) => {
  const problems = watch(page);
  const { texts } = await open(page, 'lotus', '/m/gameRecord', 'demo_member', { language: 'EN' });
  const t = texts.records.bets;
  await page.getByRole('radio', { name: texts.records.presets.last30 }).check();
  const list = rows(page, t.list);
  await expect(list.first()).toBeVisible();
  const answered = page.waitForResponse(BETS_CALL);
  await page.getByLabel(t.category).selectOption('SPORTS');
  const { value } = (await (await answered).json()) as {
    value: { records: { id: string; sportsBet: { match: string; pick: string; odds: string } | null }[] };
  };
  const bet = value.records[0]!;
  expect(bet.sportsBet, 'the seeded sports bets carry their match').not.toBeNull();
  const row = list.filter({ hasText: t.betId.replace('{{id}}', bet.id) });
  await expect(row).toHaveCount(1);
  await expect(row.locator('[data-part="match"]')).toHaveText(bet.sportsBet!.match);
  await expect(row.locator('[data-part="pick"]')).toHaveText(t.pick.replace('{{pick}}', bet.sportsBet!.pick).replace('{{odds}}', bet.sportsBet!.odds));
  expect(problems).toEqual([]);
});

test('a guest goes to login; a trial account gets the register prompt', async ({ page, context }) => {
  await open(page, 'lotus', '/m/gameRecord', undefined);
  await expect(page).toHaveURL(/\/m\/login/);
  const trial = await context.newPage();
  await open(trial, 'lotus', '/m/transaction/record', 'demo_trial');
  await expect(trial.locator('[data-for="trialPrompt"]')).toBeVisible();
  await expect(trial.locator('.records')).toBeHidden();
});

for (const theme of THEMES) {
  for (const path of ['/m/transaction/record', '/m/gameRecord']) {
    test(`${path}: Burmese, ${theme} theme: nothing serious for axe-core at 320 and 360 px, nothing scrolls sideways`, async ({ page }) => {
      const { texts } = await open(page, 'lotus', path, 'demo_member', { language: 'MY', theme });
      await expect(page.locator('.records [data-list-items] > li:not(.placeholder-card)').first()).toBeVisible();
      // With the custom range open: every control on screen.
      await page.getByRole('radio', { name: texts.records.presets.custom }).check();
      for (const width of [320, 360]) {
        await page.setViewportSize({ width, height: 740 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);
        const blocking = await axeViolations(page);
        expect(blocking.map(({ id: rule, nodes }) => `${width}px ${rule}: ${nodes.map(({ target }) => target.join(' ')).join(', ')}`)).toEqual([]);
      }
    });
  }
}
