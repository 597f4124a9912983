/**
 * Deposit (/m/voucherCenter, issue 24) against the sandbox's deposit calls, in lotus (the new
 * layout: method tabs, mobileTemplate.dep_func 1) and harbor (the classic one: a method list, then
 * its page). A member pays to the receiving account, sends a receipt, says "I have paid", the back
 * office approves (the deposit-order hook) and the balance on the page changes without a reload;
 * an online gateway with a hostile address is refused and the sandbox's own gateway brings the
 * player back to the order's status; a double tap, a time-out and a reload each make one order;
 * an order can be cancelled; the amount's bounds and the player's own limit speak under the field;
 * a trial account and a guest are kept out; failing calls say why with no uncaught error; axe finds
 * nothing serious in Burmese in both themes at 320 and 360 px, and nothing scrolls sideways.
 *
 * Each test that makes orders or limits uses its own real member of the brand (each brand has its own
 * sandbox): what it makes is that member's. Faults come from
 * page.route (this page only): the every-route walk opens this page in parallel.
 */
import { expect, test, type Page } from '@playwright/test';
import { pngPicture, TRAILING_SCRIPT } from '../../scripts/sandbox/testing/pictures.ts';
import { ERROR_MESSAGE_VALUES } from '../../src/lib/errors.ts';
import { fill } from '../../src/lib/fill.ts';
import { HOOK_HEADERS } from '../../scripts/sandbox/handlers/types.ts';
import { AGE_LIMITS, THEMES, type LanguageCode } from '../../src/constants.ts';
import type { ValueOf } from '../../src/contract/schemas.ts';
import { htmlLang } from '../../src/i18n/index.ts';
import { methodAndChannel } from '../../src/features/cashier/deposit/deposit.ts';
import { formatMoney, moneyFormatOf } from '../../src/lib/money.ts';
import { STORAGE_KEYS } from '../../src/lib/storage-keys.ts';
import { AGE_CONFIRMED_KEY } from '../../src/widgets/age/age.ts';
import { axeViolations, brandOf, brandUrl, pageUrl, resources, sandbox, seedStorage, settled } from '../support/index.ts';

test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

const AGE_SEEN = { [AGE_CONFIRMED_KEY]: String(Math.max(...AGE_LIMITS)) };
const OPTIONS_CALL = /\/cashier\/deposit\/options(\?|$)/;
const CREATE_CALL = /\/cashier\/deposits$/;
type Order = ValueOf<'depositOrder'>;

/** The layout each brand gets from the sandbox, and the e-wallet channel, chip and online method its journeys use. */
const BRANDS = {
  lotus: { layout: 'new', method: 'KBZPay', online: 'MPU Online', chip: 30_000 },
  harbor: { layout: 'classic', method: 'Bank transfer', online: 'Card (Visa / Mastercard)', chip: 50 },
} as const;
type BrandId = keyof typeof BRANDS;

function watch(page: Page) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * A member of the journey's own (POST /__sandbox/member, with a balance): deposits it makes and the
 * back office approves change no account another journey reads (the demo accounts' balances are
 * other journeys' expectations).
 */
const FRESH = 'fresh member';

async function open(page: Page, id: BrandId, username: string | null, { language, theme }: { language?: LanguageCode; theme?: string } = {}) {
  const brand = brandOf(id);
  const lang = language ?? brand.defaultLanguage;
  const base = brandUrl(test.info(), id);
  const hooks = sandbox(page.request, base);
  const session = username === FRESH ? await hooks.member({ balance: '1520.75' }) : username ? await hooks.session(username) : undefined;
  await seedStorage(page, {
    ...AGE_SEEN,
    language: lang,
    ...(theme ? { [STORAGE_KEYS.theme]: theme } : {}),
    ...(session ? { [STORAGE_KEYS.session]: JSON.stringify(session) } : {}),
  });
  await page.goto(pageUrl(base, brand, '/m/voucherCenter', lang));
  await settled(page);
  const texts = resources[lang];
  return { base, brand, lang, texts, t: texts.deposit, money: moneyFormatOf(htmlLang[lang], brand.currency.code) };
}

const hook = async (page: Page, base: string, path: string, data: unknown) => {
  const response = await page.request.post(`${base}/__sandbox/${path}`, { data, headers: HOOK_HEADERS });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
};

/** Opens the brand's e-wallet / bank method the way its layout shows methods. */
async function chooseMethod(page: Page, id: BrandId, name: string) {
  if (BRANDS[id].layout === 'new') await page.getByRole('tab', { name, exact: true }).click();
  else await page.locator('.dep-method', { hasText: name }).first().click();
  await expect(page.locator('[data-part="methodTitle"]')).toHaveText(name);
}

const orderView = (page: Page) => page.locator('[data-part="orderView"]');
const openRows = (page: Page) => page.locator('.dep-open-row');

for (const id of ['lotus', 'harbor'] as const) {
  const setup = BRANDS[id];

  test(`${id}: pay to the account with a receipt and "I have paid"; approved, the balance changes without a reload`, async ({ page, context }) => {
    const problems = watch(page);
    const { base, t, money } = await open(page, id, FRESH);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    await expect(page.locator('.deposit')).toHaveAttribute('data-layout', setup.layout);
    const balance = page.locator('.dep-balance .balance-amount');
    await expect(balance).toHaveText(/\d/);
    const before = await balance.textContent();

    await chooseMethod(page, id, setup.method);
    const amountText = formatMoney(String(setup.chip), money)!;
    // Chips show money, as the range does ("30,000 K", "$50").
    const chipText = formatMoney(String(setup.chip), money, { whole: true })!;
    await page
      .locator('.dep-chip')
      .filter({ hasText: new RegExp(`^${chipText.replace(/[$.]/g, '\\$&')}$`) })
      .click();
    await expect(page.locator('[data-part="summaryAmount"]')).toHaveText(amountText);
    await expect(page.locator('[data-part="summaryFee"]')).toHaveText(t.summaryFree);
    await expect(page.locator('[data-part="summaryCredit"]')).toHaveText(amountText);

    const created = page.waitForResponse(CREATE_CALL);
    await page.getByRole('button', { name: t.submit, exact: true }).click();
    const { value: order } = (await (await created).json()) as { value: Order };
    await expect(orderView(page)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`\\?order=${order.orderId}$`));
    await expect(orderView(page).locator('[data-part="reference"]')).toHaveText(order.reference);
    await expect(orderView(page).locator('[data-part="accountNumber"]')).toHaveText(order.payee!.accountNumber);
    await expect(orderView(page).locator('[data-part="countdown"]')).toHaveText(/^(29|30):\d\d$/);
    await orderView(page)
      .getByRole('button', { name: t.copyWhat.replace('{{what}}', t.accountNumber) })
      .click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(order.payee!.accountNumber);

    // The receipt: a real PNG, its thumbnail, sent once.
    await page.locator('[data-part="receiptFile"]').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: pngPicture() });
    await expect(page.locator('[data-part="receiptThumb"] img')).toBeVisible();
    await page.getByRole('button', { name: t.receiptSend }).click();
    await expect(orderView(page).locator('[data-part="receipt"]')).toBeHidden();
    // Issue 34 item 1: a paid order is a state of its own: no countdown (it no longer expires), what
    // happens next, nothing left to tap; its open-order row says so beside its reference and time.
    await expect(orderView(page).locator('[data-part="status"]')).toHaveText(t.statuses.REVIEW);
    await expect(orderView(page).locator('[data-part="expiry"]')).toBeHidden();
    await expect(orderView(page).locator('[data-part="message"]')).toHaveText(t.underReview);
    await expect(orderView(page).getByRole('button', { name: t.paid, exact: true })).toBeHidden();
    const row = openRows(page).filter({ hasText: order.reference });
    await expect(row.locator('.dep-status')).toHaveText(t.statuses.REVIEW);

    // The back office approves: the poll sees it, the balance follows, no reload.
    await hook(page, base, 'deposit-order', { orderId: order.orderId, status: 'SUCCESS' });
    await expect(orderView(page).locator('[data-part="status"]')).toHaveText(t.statuses.SUCCESS, { timeout: 15_000 });
    await expect(balance).not.toHaveText(before!, { timeout: 10_000 });
    await expect(row, 'a finished order leaves "Your open orders"').toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test(`${id}: a double tap, a lost answer and a reload make one order; it can be cancelled`, async ({ page }) => {
    const problems = watch(page);
    const { t } = await open(page, id, FRESH);
    // Whatever an earlier run left pending: cancelled, so this test counts its own.
    for (let row = openRows(page).filter({ hasText: t.statuses.PENDING }); (await row.count()) > 0;) {
      await row.first().click();
      await page.getByRole('button', { name: t.cancel, exact: true }).click();
      await page.locator('[data-part="confirmCancel"]').click();
      await expect(orderView(page).locator('[data-part="status"]')).toHaveText(t.statuses.CANCELLED);
      await page.locator('[data-part="orderNew"]').click();
    }
    await chooseMethod(page, id, setup.method);
    await page.locator('.dep-chip').first().click();

    // The first answer is lost after the platform acted (a time-out); the page asks again with the same id.
    const sent: string[] = [];
    let lost = false;
    await page.route(CREATE_CALL, async (route) => {
      sent.push((route.request().postDataJSON() as { requestId: string }).requestId);
      const response = await route.fetch();
      if (!lost) {
        lost = true;
        return route.abort('timedout');
      }
      return route.fulfill({ response });
    });
    const submit = page.getByRole('button', { name: t.submit, exact: true });
    await submit.dblclick();
    await expect(orderView(page)).toBeVisible({ timeout: 15_000 });
    expect(sent.length).toBe(2);
    expect(new Set(sent).size).toBe(1);
    await expect(openRows(page).filter({ hasText: t.statuses.PENDING })).toHaveCount(1);

    await page.reload();
    await settled(page);
    await expect(orderView(page)).toBeVisible();
    await expect(openRows(page).filter({ hasText: t.statuses.PENDING })).toHaveCount(1);

    await page.getByRole('button', { name: t.cancel, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t.cancelTitle });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: t.cancel, exact: true }).click();
    await expect(orderView(page).locator('[data-part="status"]')).toHaveText(t.statuses.CANCELLED);
    await expect(openRows(page).filter({ hasText: t.statuses.PENDING })).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test(`${id}: a second order on a channel with one waiting asks first; each open order shows its reference, with Copy`, async ({ page, context }) => {
    const problems = watch(page);
    const { base, t, money } = await open(page, id, FRESH);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    await chooseMethod(page, id, setup.method);
    await page.locator('.dep-chip').first().click();
    const submit = page.getByRole('button', { name: t.submit, exact: true });
    const made = async () => ((await (await page.waitForResponse(CREATE_CALL)).json()) as { value: Order }).value;
    const [first] = await Promise.all([made(), submit.click()]);
    await expect(orderView(page)).toBeVisible();

    // Again on the same channel: asked, naming the open order; "Continue it" shows that order, no new one.
    await page.locator('[data-part="orderNew"]').click();
    await submit.click();
    const ask = page.getByRole('dialog', { name: t.againTitle });
    await expect(ask).toContainText(
      t.againBody.replace('{{amount}}', formatMoney(first.amount, money)!).replace('{{channel}}', methodAndChannel(first.methodName, first.channelName)),
    );
    await ask.getByRole('button', { name: t.againContinue }).click();
    await expect(page).toHaveURL(new RegExp(`\\?order=${first.orderId}$`));
    await expect(orderView(page).locator('[data-part="reference"]')).toHaveText(first.reference);
    await expect(openRows(page)).toHaveCount(1);

    // "Make a new one": a second order, and the rows tell the two apart by reference and time.
    await page.locator('[data-part="orderNew"]').click();
    await submit.click();
    const [second] = await Promise.all([made(), ask.getByRole('button', { name: t.againNew }).click()]);
    expect(second.orderId).not.toBe(first.orderId);
    await expect(openRows(page)).toHaveCount(2);
    for (const order of [first, second]) await expect(openRows(page).filter({ hasText: order.reference })).toHaveCount(1);
    await page.getByRole('button', { name: `${t.copyWhat.replace('{{what}}', t.reference)} ${first.reference}` }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(first.reference);
    expect(problems).toEqual([]);
  });
}

test('lotus: a receipt the browser or the platform refuses says why, translated (issue 34 item 16)', async ({ page }) => {
  const problems = watch(page);
  const { t, texts } = await open(page, 'lotus', FRESH, { language: 'EN' });
  await chooseMethod(page, 'lotus', BRANDS.lotus.method);
  await page.locator('.dep-chip').first().click();
  await page.getByRole('button', { name: t.submit, exact: true }).click();
  await expect(orderView(page)).toBeVisible();
  const message = (key: 'dimensions' | 'corrupt' | 'type') => page.locator('.toast', { hasText: fill(texts.errors.upload[key], ERROR_MESSAGE_VALUES) });
  const file = page.locator('[data-part="receiptFile"]');
  await file.setInputFiles({ name: 'bomb.png', mimeType: 'image/png', buffer: pngPicture({ width: 20_000, height: 20_000 }) });
  await expect(message('dimensions')).toBeVisible();
  await file.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1') });
  await expect(message('type')).toBeVisible();
  // A real picture with a script after its end: the page shows it, the platform refuses it, in words.
  await file.setInputFiles({ name: 'win.png', mimeType: 'image/png', buffer: Buffer.concat([pngPicture(), TRAILING_SCRIPT]) });
  await page.getByRole('button', { name: t.receiptSend }).click();
  await expect(message('corrupt')).toBeVisible();
  expect(problems).toEqual([]);
});

test('lotus: a hostile gateway address is refused; the sandbox gateway brings the player back to the order', async ({ page }) => {
  const problems = watch(page);
  const { base, t } = await open(page, 'lotus', FRESH);
  await hook(page, base, 'gateway-address', { url: 'javascript:alert(document.cookie)' });
  try {
    await chooseMethod(page, 'lotus', BRANDS.lotus.online);
    await page.locator('.dep-chip').first().click();
    await expect(page.locator('[data-part="summaryFee"]')).not.toHaveText(t.summaryFree); // 1.5 %, shown before confirming
    await page.getByRole('button', { name: t.submit, exact: true }).click();
    await expect(page.locator('[data-part="gatewayRefused"]')).toHaveText(t.gatewayRefused);
    expect(new URL(page.url()).pathname).toBe('/m/voucherCenter');
  } finally {
    await hook(page, base, 'gateway-address', { url: null });
  }
  await page.locator('[data-part="orderNew"]').click();
  await page.getByRole('button', { name: t.submit, exact: true }).click();
  // The refused order still waits on this channel: the player chooses a new one.
  await page.getByRole('dialog', { name: t.againTitle }).getByRole('button', { name: t.againNew }).click();
  await page.waitForURL(/\/__sandbox\/gateway\//);
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(/\/m\/voucherCenter/);
  await settled(page);
  await expect(orderView(page).locator('[data-part="status"]')).toHaveText(t.statuses.SUCCESS);
  expect(problems).toEqual([]);
});

test('harbor: bounds and the player’s own limit speak under the field; raising a limit waits', async ({ page }) => {
  const problems = watch(page);
  const { t, texts, money } = await open(page, 'harbor', FRESH);
  await chooseMethod(page, 'harbor', BRANDS.harbor.method);
  const field = page.getByLabel(t.amount, { exact: true });
  const error = page.locator('#dep-amount-error');
  await field.fill('5');
  await field.blur();
  await expect(error).toHaveText(texts.errors.amount.belowMin.replace('{{min}}', formatMoney('10', money)!));
  await field.fill('9999');
  await page.getByRole('button', { name: t.submit, exact: true }).click();
  await expect(error).toHaveText(texts.errors.amount.aboveMax.replace('{{max}}', formatMoney('5000', money)!));

  // A daily limit of 20: at once (a first limit), and the field now says what is left.
  const daily = page.locator('.dl-row[data-period="DAILY"]');
  await daily.getByRole('button').click();
  const sheet = page.getByRole('dialog');
  await sheet.getByLabel(t.limits.newLimit).fill('20');
  await sheet.getByRole('button', { name: t.limits.save }).click();
  await expect(sheet).toBeHidden();
  await expect(daily.locator('[data-part="left"]')).toHaveText(formatMoney('20', money)!);
  await expect(page.locator('#dep-amount-hint')).toContainText(formatMoney('20', money)!);
  await field.fill('30');
  await page.getByRole('button', { name: t.submit, exact: true }).click();
  await expect(error).toHaveText(texts.errors.deposit.limit.replace('{{left}}', formatMoney('20', money)!));

  // Raising waits the platform's cooling-off period, and says so before and after.
  await daily.getByRole('button').click();
  await sheet.getByLabel(t.limits.newLimit).fill('100');
  await expect(sheet.locator('[data-part="limitNote"]')).toHaveText(t.limits.raiseNote.replace('{{hours}}', '24'));
  await sheet.getByRole('button', { name: t.limits.save }).click();
  await expect(daily.locator('[data-part="pending"]')).toBeVisible();
  await expect(daily.locator('[data-part="limit"]')).toHaveText(formatMoney('20', money)!);
  expect(problems).toEqual([]);
});

test('harbor: methods that take no deposit now are marked, last, and say one thing (issue 34 item 3)', async ({ page }) => {
  const { t } = await open(page, 'harbor', FRESH);
  const rows = page.locator('.dep-method-list > li');
  await expect(rows.last()).toBeVisible();
  const names = await rows.locator('[data-part="name"]').allTextContents();
  expect(names.slice(-2).sort()).toEqual(['Crypto (USDT)', 'Neteller']);
  for (const name of names.slice(0, -2)) await expect(rows.filter({ hasText: name })).not.toHaveClass(/dep-method-off/);
  const neteller = rows.filter({ hasText: 'Neteller' });
  const crypto = rows.filter({ hasText: 'Crypto (USDT)' });
  await expect(neteller).toHaveClass(/dep-method-off/);
  await expect(neteller.locator('[data-part="range"]')).toHaveText(t.closed); // switched off: no time promised
  await expect(crypto).toHaveClass(/dep-method-off/);
  await expect(crypto.locator('[data-part="range"]')).toHaveText(t.nothingNow);

  // Inside, the closed channel says why and nothing that contradicts it.
  await neteller.getByRole('button').click();
  await expect(page.locator('[data-part="channelInfo"]')).toHaveText(t.closed);
  await expect(page.locator('[data-part="channelClosed"]')).toHaveText(t.closedOffText);
  await expect(page.locator('.dep-form')).not.toContainText(t.allDay);
});

test('harbor in Burmese: the platform’s own method names and bonus titles in Burmese, banks’ names as they are (issue 34 item 14)', async ({ page }) => {
  await open(page, 'harbor', FRESH, { language: 'MY' });
  const names = page.locator('.dep-method-list > li [data-part="name"]');
  await expect(names.first()).toBeVisible();
  expect((await names.allTextContents()).sort()).toEqual(['Neteller', 'Skrill', 'ကတ် (Visa / Mastercard)', 'ခရစ်ပ်တို (USDT)', 'ဘဏ်ငွေလွှဲ'].sort());
  await page.locator('.dep-method', { hasText: 'ဘဏ်ငွေလွှဲ' }).first().click();
  await expect(page.locator('[data-part="methodTitle"]')).toHaveText('ဘဏ်ငွေလွှဲ');
  await expect(page.locator('.dep-form')).toContainText('ကြိုဆိုဘောနပ်စ် 100%');
});

test('a trial account is told why and a guest goes to login', async ({ page, browser }) => {
  const { texts } = await open(page, 'lotus', 'demo_trial');
  await expect(page.locator('[data-gate="notReal"]')).toBeVisible();
  await expect(page.getByText(texts.errors.account.notReal).first()).toBeVisible();
  await expect(page.locator('.dep-open-row')).toHaveCount(0);
  const guest = await browser.newPage();
  await open(guest, 'harbor', null);
  await expect(guest).toHaveURL(/\/m\/login/);
  await guest.close();
});

test('failing and timed-out calls say why, Try again recovers, nothing is uncaught', async ({ page }) => {
  const problems = watch(page);
  let fail: 'server' | 'timeout' | null = 'server';
  await page.route(OPTIONS_CALL, (route) =>
    fail === 'server' ? route.fulfill({ status: 500, body: 'no' }) : fail === 'timeout' ? route.abort('timedout') : route.fallback(),
  );
  const { t, texts } = await open(page, 'harbor', FRESH, { language: 'EN' });
  const failed = page.locator('.remote-list [data-list-failed]');
  await expect(failed).toContainText(texts.error.server);
  fail = 'timeout';
  await failed.getByRole('button', { name: t.retry }).click();
  await expect(failed).toBeVisible();
  await expect(failed.locator('[data-list-reason]')).not.toBeEmpty();
  fail = null;
  await failed.getByRole('button', { name: t.retry }).click();
  await expect(page.locator('.dep-method').first()).toBeVisible();

  // createDeposit refused (the channel closed meanwhile): its words above the button, nothing made.
  await chooseMethod(page, 'harbor', BRANDS.harbor.method);
  await page.locator('.dep-chip').first().click();
  await page.route(CREATE_CALL, (route) => route.fulfill({ json: { success: false, code: 'channel.closed', message: 'closed' } }), { times: 1 });
  await page.getByRole('button', { name: t.submit, exact: true }).click();
  await expect(page.locator('[data-part="formError"]')).toHaveText(texts.errors.channel.closed);
  // createDeposit never answered: asked again with the same id, then said so; nothing shown as failed or made.
  await page.route(CREATE_CALL, (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.getByRole('button', { name: t.submit, exact: true }).click();
  await expect(page.locator('[data-part="formError"]')).toHaveText(t.unanswered, { timeout: 10_000 });
  await expect(orderView(page)).toBeHidden();
  expect(problems).toEqual([]);
});

for (const id of ['lotus', 'harbor'] as const) {
  test(`${id}: axe finds nothing serious in Burmese, both themes, 320 and 360 px; nothing scrolls sideways`, async ({ page }) => {
    test.slow();
    const problems = watch(page);
    const { t } = await open(page, id, FRESH, { language: 'MY' });
    const check = async (what: string) => {
      for (const width of [320, 360]) {
        await page.setViewportSize({ width, height: 740 });
        const serious = await axeViolations(page);
        expect(serious.map((violation) => `${what} ${width}: ${violation.id} ${violation.nodes.map((node) => node.target).join(' ')}`)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${what} ${width}`).toBeLessThanOrEqual(width);
      }
    };
    for (const theme of THEMES) {
      await page.evaluate((value) => localStorage.setItem('theme', value), theme);
      await page.reload();
      await settled(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      if (BRANDS[id].layout === 'classic') {
        await expect(page.locator('.dep-method').first()).toBeVisible();
        await check(`${theme} methods`);
        await page.locator('.dep-method').first().click();
      }
      await expect(page.locator('.dep-chip').first()).toBeVisible();
      await check(`${theme} form`);
    }
    // The order view, and the limit sheet over it.
    await page.locator('.dep-chip').first().click();
    await page.getByRole('button', { name: t.submit, exact: true }).click();
    await expect(orderView(page)).toBeVisible();
    await check('order');
    await page.getByRole('button', { name: t.cancel, exact: true }).click();
    await page.locator('[data-part="confirmCancel"]').click();
    await expect(orderView(page).locator('[data-part="status"]')).toHaveText(t.statuses.CANCELLED);
    expect(problems).toEqual([]);
  });
}
