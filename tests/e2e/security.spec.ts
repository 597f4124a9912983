/**
 * The security centre (/m/securityCenter, issue 23) in lotus (Burmese first, dark, SMS codes by the
 * platform) and pebble (English only, dark): the member's items with their states and masked
 * values; the payment password set, then changed (a wrong old one refused, translated; a double tap
 * sends once); a mobile number bound with an SMS code (a wrong code and a number another member has
 * refused); an e-mail address bound (format and length checked); guests sent to login, trial
 * accounts the free_reject prompt; a failure of each call translated (the load with Try again, the
 * saves as the form's message); no uncaught error; axe-clean and nothing wider than the phone at
 * 320 and 360 px in both themes, in Burmese.
 *
 * Journeys that write use an account registered for the test, so no demo account changes under
 * another spec; the read-only journeys use demo_member.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Brand } from '../../src/brand/schema.ts';
import { CALLS, type CallId } from '../../src/contract/calls.ts';
import { THEMES, type LanguageCode } from '../../src/constants.ts';
import { LENGTH_LIMITS } from '../../src/components/form/length.ts';
import { createApiClient } from '../../src/lib/node-api-client.ts';
import { STORAGE_KEYS } from '../../src/lib/storage-keys.ts';
import {
  asRead,
  axeViolations,
  brandOf,
  brandUrl,
  captchaAnswer,
  pageUrl,
  resources,
  sandbox,
  seedStorage,
  sendSmsCode,
  settled,
  smsCode,
  tooLongText,
  uniqueMobile,
  uniqueName,
} from '../support/index.ts';

const PATH = '/m/securityCenter';
/** The login password of the accounts these journeys register. */
const PASSWORD = 'Start2026';

// The failure journey rewrites answers: a route handler still running when a test ends is disposed with the page.
test.afterEach(({ page }) => page.unrouteAll({ behavior: 'wait' }));

/**
 * The next answer of this call to this page fails: HTTP 500, or an answer that is not JSON. Not a
 * sandbox fault: that one hits whichever journey asks first, and these journeys run side by side
 * on the same sandbox (the payment, e-mail and failure journeys call the same calls).
 */
async function failOnce(page: Page, brand: Brand, id: CallId, how: 'server' | 'malformed') {
  const path = `${brand.api.prefixes[CALLS[id].group]}${CALLS[id].path}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const body = how === 'server' ? { status: 500, body: '{}' } : { status: 200, body: 'not json' };
  await page.route(new RegExp(`${path}(\\?|$)`), (route) => route.fulfill({ contentType: 'application/json', ...body }), { times: 1 });
}

/** Watches for what must never happen: an uncaught error. */
function watch(page: Page) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** A new account (user name and password only), registered through the platform API as the registration form would. */
async function newAccount(request: APIRequestContext, base: string, brand: Brand): Promise<string> {
  const api = createApiClient({ baseUrl: base, prefixes: brand.api.prefixes, merchantCode: brand.merchantCode, encryptionKey: brand.api.encryptionKey });
  const { captchaKey } = await api('captcha', {});
  const username = uniqueName('sec');
  await api('register', {
    method: 'username',
    registerMethod: 'H5',
    registerUrl: new URL(base).hostname,
    username,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    captcha: await captchaAnswer(request, base, captchaKey),
    captchaKey,
  });
  return username;
}

async function asMember(page: Page, base: string, username: string, storage: Record<string, string> = {}) {
  const session = await sandbox(page.request, base).session(username);
  await seedStorage(page, { ...storage, [STORAGE_KEYS.session]: JSON.stringify(session) });
}

async function open(page: Page, base: string, brand: Brand, language: LanguageCode = brand.defaultLanguage) {
  await page.goto(pageUrl(base, brand, PATH, language));
  await settled(page);
}

const JOURNEYS = [
  { id: 'lotus', language: 'MY' },
  { id: 'pebble', language: 'EN' },
] as const;

for (const { id, language } of JOURNEYS) {
  const brand = brandOf(id);
  const texts = resources[language];
  const s = texts.security;
  const list = (page: Page) => page.getByRole('list', { name: s.list });
  const item = (page: Page, key: 'loginPassword' | 'payment' | 'mobile' | 'email') => page.locator(`[data-item="${key}"]`);
  const state = (row: Locator) => row.locator('.security-state');
  const toggle = (row: Locator) => row.locator('[data-toggle]');
  const field = (row: Locator, label: string) => row.getByLabel(label, { exact: true });

  test(`${id}: a member sees each item with its state, contact details masked`, async ({ page }) => {
    const problems = watch(page);
    const base = brandUrl(test.info(), id);
    await asMember(page, base, 'demo_member');
    await open(page, base, brand, language);
    await expect(list(page).getByRole('listitem')).toHaveCount(4);
    await expect(state(item(page, 'loginPassword'))).toHaveText(s.state.set);
    await expect(item(page, 'loginPassword').getByRole('link', { name: s.loginPassword.change })).toHaveAttribute(
      'href',
      pageUrl('', brand, '/m/changePsw', language),
    );
    await expect(state(item(page, 'payment'))).toHaveText(s.state.notSet);
    await expect(toggle(item(page, 'payment'))).toHaveText(s.payment.set);
    await expect(state(item(page, 'mobile'))).toHaveText('+95 9•••••001');
    await expect(toggle(item(page, 'mobile'))).toHaveText(s.mobile.change);
    await expect(state(item(page, 'email'))).toHaveText('d•••@example.com');
    await expect(page.locator('main')).not.toContainText('9750000001');
    expect(problems).toEqual([]);
  });

  test(`${id}: payment password set, then changed; a wrong old one is refused; a double tap sends once`, async ({ page }) => {
    const problems = watch(page);
    const base = brandUrl(test.info(), id);
    await asMember(page, base, await newAccount(page.request, base, brand));
    await open(page, base, brand, language);
    const row = item(page, 'payment');
    await expect(state(row)).toHaveText(s.state.notSet);
    await toggle(row).click();
    await expect(toggle(row)).toHaveAttribute('aria-expanded', 'true');
    // Issue 34 item 6: the login password first, so a borrowed phone cannot set it.
    const login = field(row, s.payment.loginPassword);
    await expect(login).toBeFocused();
    const newField = field(row, s.payment.new);
    await expect(newField).toHaveAttribute('inputmode', 'numeric');
    await expect(field(row, s.payment.old)).toHaveCount(0); // nothing to change yet

    // Checked before sending: six digits, and the two must match.
    const sends: string[] = [];
    page.on('request', (request) => void (/\/member\/payment-password/.test(request.url()) && sends.push(new URL(request.url()).pathname)));
    await newField.fill('1234');
    await field(row, s.payment.confirm).fill('1234');
    await row.getByRole('button', { name: s.payment.submit }).click();
    await expect(row.getByRole('alert').filter({ hasText: asRead(s.payment.format.replace('{{length}}', '6')) })).toBeVisible();
    await newField.fill('135790');
    await field(row, s.payment.confirm).fill('135791');
    await row.getByRole('button', { name: s.payment.submit }).click();
    await expect(row.getByRole('alert').filter({ hasText: asRead(s.payment.mismatch) })).toBeVisible();
    expect(sends).toEqual([]);

    await field(row, s.payment.confirm).fill('135790');
    await row.getByRole('button', { name: s.payment.submit }).click();
    await expect(row.getByRole('alert').filter({ hasText: asRead(s.payment.loginRequired) })).toBeVisible();
    expect(sends).toEqual([]);
    await login.fill('Wrong2026');
    await row.getByRole('button', { name: s.payment.submit }).click();
    await expect(row.getByRole('alert').filter({ hasText: asRead(texts.errors.password.loginWrong) })).toBeVisible();
    await expect(login).toBeFocused();
    sends.length = 0;
    await login.fill(PASSWORD);
    await row.getByRole('button', { name: s.payment.submit }).dblclick();
    await expect(page.locator('.toast', { hasText: asRead(s.payment.saved) })).toBeVisible();
    await expect(state(row)).toHaveText(s.state.set);
    await expect(toggle(row)).toBeFocused();
    expect(sends.filter((path) => path.endsWith('/member/payment-password'))).toHaveLength(1);

    // Change: the old one now, and the platform refuses a wrong one in our words.
    await expect(toggle(row)).toHaveText(s.payment.change);
    await toggle(row).click();
    await expect(field(row, s.payment.old)).toBeFocused();
    await field(row, s.payment.old).fill('000000');
    await field(row, s.payment.new).fill('246801');
    await field(row, s.payment.confirm).fill('246801');
    await row.getByRole('button', { name: s.payment.submit }).click();
    await expect(row.getByRole('alert').filter({ hasText: asRead(s.payment.oldWrong) })).toBeVisible();
    await expect(field(row, s.payment.old)).toBeFocused();
    await field(row, s.payment.old).fill('135790');
    await row.getByRole('button', { name: s.payment.submit }).click();
    await expect(page.locator('.toast', { hasText: asRead(s.payment.saved) }).last()).toBeVisible();
    await expect(row.locator('form')).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test(`${id}: e-mail bound after its format and length are checked`, async ({ page }) => {
    const problems = watch(page);
    const base = brandUrl(test.info(), id);
    await asMember(page, base, await newAccount(page.request, base, brand));
    await open(page, base, brand, language);
    const row = item(page, 'email');
    await expect(state(row)).toHaveText(s.state.notBound);
    await toggle(row).click();
    const email = field(row, s.email.label);
    await email.fill('name@example');
    await row.getByRole('button', { name: s.email.submit }).click();
    await expect(row.getByRole('alert').filter({ hasText: asRead(s.email.invalid) })).toBeVisible();
    const long = `${'a'.repeat(LENGTH_LIMITS.email)}@example.com`;
    await email.fill(long);
    await expect(row.getByText(asRead(tooLongText(texts, long.length, LENGTH_LIMITS.email)))).toBeVisible();
    await email.fill('new.name@example.org');
    await row.getByRole('button', { name: s.email.submit }).click();
    await expect(page.locator('.toast', { hasText: asRead(s.email.saved) })).toBeVisible();
    await expect(state(row)).toHaveText('n•••@example.org');
    await expect(toggle(row)).toHaveText(s.email.change);
    expect(problems).toEqual([]);
  });
}

test('lotus: mobile bound with an SMS code; a wrong code and a taken number are refused, translated', async ({ page }) => {
  const problems = watch(page);
  const brand = brandOf('lotus');
  const base = brandUrl(test.info(), 'lotus');
  const texts = resources.EN;
  const s = texts.security;
  await asMember(page, base, await newAccount(page.request, base, brand));
  await open(page, base, brand, 'EN');
  const row = page.locator('[data-item="mobile"]');
  await expect(row.locator('.security-state')).toHaveText(s.state.notBound);
  await row.locator('[data-toggle]').click();
  const mobile = row.getByRole('textbox', { name: s.mobile.label });
  await expect(mobile).toBeFocused();
  await expect(row.getByRole('combobox', { name: texts.form.mobile.dialingCode })).toHaveValue('95');

  // Another member's number: refused when the code is asked for.
  await mobile.fill('9750000002');
  await sendSmsCode(page, base, texts);
  await expect(row.getByRole('alert').filter({ hasText: s.mobile.taken })).toBeVisible();

  const number = uniqueMobile();
  await mobile.fill(number);
  await sendSmsCode(page, base, texts);
  await expect(row.getByRole('button', { name: /\d+ s/ })).toBeDisabled(); // the countdown
  const code = await smsCode(page.request, base, `+95${number}`);
  const codeField = row.getByRole('textbox', { name: s.mobile.code });
  await expect(codeField).toBeFocused();
  await codeField.fill(code === '000000' ? '000001' : '000000');
  await row.getByRole('button', { name: s.mobile.submit }).click();
  await expect(row.getByRole('alert').filter({ hasText: texts.errors.sms.invalid })).toBeVisible();
  await codeField.fill(code);
  await row.getByRole('button', { name: s.mobile.submit }).click();
  await expect(page.locator('.toast', { hasText: s.mobile.saved })).toBeVisible();
  await expect(row.locator('.security-state')).toHaveText(`+95 9•••••${number.slice(-3)}`);
  await expect(row.locator('[data-toggle]')).toHaveText(s.mobile.change);
  expect(problems).toEqual([]);
});

test('lotus: a forgotten payment password is reset with the login password and a code to the bound mobile, then back to the withdrawal (issue 34 item 6)', async ({
  page,
}) => {
  const problems = watch(page);
  const brand = brandOf('lotus');
  const base = brandUrl(test.info(), 'lotus');
  const s = resources.EN.security;
  const mobileNum = uniqueMobile();
  const member = (await sandbox(page.request, base).member({ balance: '50000', paymentPassword: '135790', password: PASSWORD, mobileNum })) as {
    token: string;
  };
  await seedStorage(page, { [STORAGE_KEYS.session]: JSON.stringify(member) });
  // From the withdrawal's PIN pad or its lock card: the reset's own link.
  await page.goto(`${pageUrl(base, brand, PATH, 'EN')}?item=payment&mode=reset&back=withdraw`);
  await settled(page);
  const row = page.locator('[data-item="payment"]');
  await expect(row.locator('.security-hint')).toContainText('9•••');
  await expect(row.getByLabel(s.payment.old, { exact: true })).toHaveCount(0);
  await row.getByRole('button', { name: resources.EN.form.sms.send }).click();
  const code = await smsCode(page.request, base, `+95${mobileNum}`);
  await row.getByLabel(s.payment.loginPassword, { exact: true }).fill(PASSWORD);
  await row.getByLabel(s.payment.code, { exact: true }).fill(code);
  await row.getByLabel(s.payment.new, { exact: true }).fill('246801');
  await row.getByLabel(s.payment.confirm, { exact: true }).fill('246801');
  await row.getByRole('button', { name: s.payment.submit }).click();
  await expect(page).toHaveURL(pageUrl(base, brand, '/m/withdraw', 'EN'));
  // The new one is the payment password now.
  const api = createApiClient({ baseUrl: base, prefixes: brand.api.prefixes, merchantCode: brand.merchantCode, encryptionKey: brand.api.encryptionKey });
  await expect(
    api('changePaymentPassword', { oldPassword: '246801', newPassword: '111111', confirmPassword: '111111' }, { token: member.token }),
  ).resolves.toEqual({
    paymentPasswordSet: true,
  });
  expect(problems).toEqual([]);
});

test('pebble: without a bound mobile, a reset offers to bind one or customer service', async ({ page }) => {
  const brand = brandOf('pebble');
  const base = brandUrl(test.info(), 'pebble');
  const s = resources.EN.security;
  const member = await sandbox(page.request, base).member({ paymentPassword: '135790', password: PASSWORD });
  await seedStorage(page, { [STORAGE_KEYS.session]: JSON.stringify(member) });
  await page.goto(`${pageUrl(base, brand, PATH, 'EN')}?item=payment&mode=reset`);
  await settled(page);
  const row = page.locator('[data-item="payment"]');
  await expect(row).toContainText(s.payment.resetNoMobile);
  await row.getByRole('button', { name: s.payment.customerService }).click();
  await expect(page.locator('#service-modal')).toBeVisible();
  await page.keyboard.press('Escape');
  await row.getByRole('button', { name: s.mobile.bind }).click();
  await expect(page.locator('[data-item="mobile"] form')).toBeVisible();
});

test('lotus: a guest is sent to login', async ({ page }) => {
  const base = brandUrl(test.info(), 'lotus');
  await seedStorage(page, { language: 'EN' });
  await page.goto(pageUrl(base, brandOf('lotus'), PATH, 'EN'));
  await expect(page).toHaveURL(`${base}/en/m/login`);
});

test('lotus: a trial account gets the free_reject prompt and no security call', async ({ page }) => {
  const base = brandUrl(test.info(), 'lotus');
  const texts = resources.EN;
  const asked: string[] = [];
  page.on('request', (request) => void (/\/member\/security/.test(request.url()) && asked.push(request.url())));
  await asMember(page, base, 'demo_trial');
  await open(page, base, brandOf('lotus'), 'EN');
  await expect(page.getByRole('dialog', { name: texts.trial.gate.trialTitle })).toBeVisible();
  await expect(page.getByRole('list', { name: texts.security.list })).toBeHidden();
  expect(asked).toEqual([]);
});

test('pebble: a failure of each call shows its translated message; Try again loads the items', async ({ page }) => {
  const problems = watch(page);
  const brand = brandOf('pebble');
  const base = brandUrl(test.info(), 'pebble');
  const texts = resources.EN;
  const s = texts.security;
  await asMember(page, base, await newAccount(page.request, base, brand));

  await failOnce(page, brand, 'securityInfo', 'malformed');
  await open(page, base, brand, 'EN');
  const failed = page.getByRole('alert').filter({ hasText: texts.error.malformed });
  await expect(failed).toBeVisible();
  await failed.getByRole('button', { name: s.retry }).click();
  await expect(page.getByRole('list', { name: s.list }).getByRole('listitem')).toHaveCount(4);

  const formMessage = (row: Locator, text: string) => row.locator('.form-message[role="alert"]', { hasText: text });
  // setPaymentPassword
  const payment = page.locator('[data-item="payment"]');
  await payment.locator('[data-toggle]').click();
  await payment.getByLabel(s.payment.loginPassword, { exact: true }).fill(PASSWORD);
  await payment.getByLabel(s.payment.new, { exact: true }).fill('135790');
  await payment.getByLabel(s.payment.confirm, { exact: true }).fill('135790');
  await failOnce(page, brand, 'setPaymentPassword', 'server');
  await payment.getByRole('button', { name: s.payment.submit }).click();
  await expect(formMessage(payment, texts.error.server)).toBeVisible();
  await payment.getByRole('button', { name: s.payment.submit }).click(); // the failure is spent: saved
  await expect(payment.locator('.security-state')).toHaveText(s.state.set);
  // changePaymentPassword
  await payment.locator('[data-toggle]').click();
  await payment.getByLabel(s.payment.old, { exact: true }).fill('135790');
  await payment.getByLabel(s.payment.new, { exact: true }).fill('246801');
  await payment.getByLabel(s.payment.confirm, { exact: true }).fill('246801');
  await failOnce(page, brand, 'changePaymentPassword', 'malformed');
  await payment.getByRole('button', { name: s.payment.submit }).click();
  await expect(formMessage(payment, texts.error.malformed)).toBeVisible();
  await payment.getByRole('button', { name: texts.security.cancel }).click();
  // bindEmail
  const email = page.locator('[data-item="email"]');
  await email.locator('[data-toggle]').click();
  await email.getByLabel(s.email.label, { exact: true }).fill('someone@example.com');
  await failOnce(page, brand, 'bindEmail', 'malformed');
  await email.getByRole('button', { name: s.email.submit }).click();
  await expect(formMessage(email, texts.error.malformed)).toBeVisible();
  await email.getByRole('button', { name: texts.security.cancel }).click();
  // bindMobile (the failure comes before the platform could check the code)
  const mobile = page.locator('[data-item="mobile"]');
  await mobile.locator('[data-toggle]').click();
  await mobile.getByRole('textbox', { name: s.mobile.label }).fill(uniqueMobile());
  await mobile.getByRole('textbox', { name: s.mobile.code }).fill('123456');
  await failOnce(page, brand, 'bindMobile', 'server');
  await mobile.getByRole('button', { name: s.mobile.submit }).click();
  await expect(formMessage(mobile, texts.error.server)).toBeVisible();
  expect(problems).toEqual([]);
});

for (const theme of THEMES) {
  for (const width of [320, 360]) {
    test(`lotus, Burmese: no serious accessibility violation and nothing wider than the phone (${theme} theme, ${width} px)`, async ({ page }) => {
      const problems = watch(page);
      const brand = brandOf('lotus');
      const base = brandUrl(test.info(), 'lotus');
      const s = resources.MY.security;
      await page.setViewportSize({ width, height: 740 });
      await asMember(page, base, 'demo_member', { [STORAGE_KEYS.theme]: theme });
      await open(page, base, brand, 'MY');
      await expect(page.getByRole('list', { name: s.list }).getByRole('listitem')).toHaveCount(4);
      for (const key of ['payment', 'mobile', 'email'] as const) {
        const row = page.locator(`[data-item="${key}"]`);
        await row.locator('[data-toggle]').click();
        await row.getByRole('button', { name: s[key].submit }).click(); // every field's message shows
        await expect(row.locator('form')).toBeVisible();
        const blocking = await axeViolations(page);
        expect(blocking.map(({ id: rule, nodes }) => `${key} ${rule}: ${nodes.map(({ target }) => target.join(' ')).join(', ')}`)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), key).toBeLessThanOrEqual(width);
      }
      expect(problems).toEqual([]);
    });
  }
}
