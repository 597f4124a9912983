/**
 * Forgot-password journeys (A §2 "Forgot-password screen", §4, §5, §8): by e-mail in every brand,
 * by phone where CHNGPASSVERIF3 is on (lotus, harbor), and its absence where it is off (pebble).
 *
 * Phone journeys change passwords, so each one registers its own account first (through the
 * platform, with a Firebase emulator token standing in for the SMS step: one SMS per number and
 * minute is all the sandbox allows, and the journey itself needs that one). Where the brand has
 * Firebase send the codes (harbor), the journey reads its code from the emulator, else from the
 * sandbox's outbox. Demo accounts are only read: the e-mail journey sends demo_member's reset mail,
 * which changes nothing.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { AGE_CONFIRMED_KEY } from '../../src/widgets/age/age.ts';
import { createApiClient } from '../../src/lib/node-api-client.ts';
import { TEST_EMULATOR_HOST } from '../../scripts/test-ports.ts';
import { emulatorClient } from '../support/firebase-emulator.ts';
import { EMAIL_MAX_LENGTH, MOBILE_MAX_LENGTH, SMS_CODE_MAX_LENGTH, USERNAME_MAX_LENGTH } from '../../src/contract/limits.ts';
import {
  brandOf,
  brandUrl,
  captchaAnswer,
  outbox,
  pageUrl,
  paste,
  resources,
  seedStorage,
  sendSmsCode,
  settled,
  smsCode as platformSmsCode,
  tooLongText,
  uniqueMobile,
  uniqueName,
} from '../support/index.ts';

const firebase = emulatorClient(TEST_EMULATOR_HOST);

/** The newest SMS code sent to `to` (e.g. +959612345678), by Firebase or by the platform. */
const smsCode = (request: APIRequestContext, base: string, to: string, byFirebase: boolean): Promise<string> =>
  byFirebase ? firebase.verificationCode(to) : platformSmsCode(request, base, to);

/**
 * A new account with a user name, a password and a mobile number (the username method works in
 * every brand; an emulator token proves the number where REGMOBVERF3 asks for proof).
 */
async function phoneAccount(request: APIRequestContext, base: string, id: string, password: string) {
  const brand = brandOf(id);
  const api = createApiClient({ baseUrl: base, prefixes: brand.api.prefixes, merchantCode: brand.merchantCode, encryptionKey: brand.api.encryptionKey });
  const dialingCode = brand.registration.defaultCountryDialingCode;
  const mobileNum = uniqueMobile();
  const { captchaKey } = await api('captcha', {});
  const captcha = await captchaAnswer(request, base, captchaKey);
  const username = uniqueName('e2e_');
  await api('register', {
    method: 'username',
    username,
    type: 0,
    registerMethod: 'H5',
    registerUrl: 'e2e.test',
    mobileNum,
    countryDialingCode: dialingCode,
    password,
    confirmPassword: password,
    firebaseIdToken: brand.whitelabel.REGMOBVERF3 ? await firebase.phoneIdToken(`+${dialingCode}${mobileNum}`) : undefined,
    captcha,
    captchaKey,
  });
  return { username, mobileNum, phone: `+${dialingCode}${mobileNum}` };
}

for (const id of ['lotus', 'harbor', 'pebble']) {
  const brand = brandOf(id);
  const language = brand.defaultLanguage;
  const text = resources[language];
  const forget = text.password.forget;
  const phoneOffered = brand.whitelabel.CHNGPASSVERIF3;
  const byFirebase = Boolean(brand.firebase?.phoneVerification);

  test.describe(`${id} forgot password`, () => {
    test.beforeEach(async ({ page }) => {
      await seedStorage(page, { [AGE_CONFIRMED_KEY]: String(brand.ageLimit) });
    });

    async function open(page: Page) {
      await page.goto(pageUrl(brandUrl(test.info(), id), brand, '/m/forget'));
      await settled(page);
    }

    test(phoneOffered ? 'phone is offered and is the default' : 'only the e-mail form shows, without a phone method', async ({ page }) => {
      await open(page);
      if (phoneOffered) {
        await expect(page.getByRole('tab', { name: forget.methods.phone })).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByRole('tab', { name: forget.methods.email })).toHaveAttribute('aria-selected', 'false');
        await expect(page.locator('input[name="mobileNum"]')).toBeVisible();
        // Nothing touched yet: submit waits.
        await expect(page.getByRole('button', { name: forget.phone.submit })).toBeDisabled();
      } else {
        await expect(page.getByRole('tab')).toHaveCount(0);
        await expect(page.locator('input[name="mobileNum"]')).toHaveCount(0);
        await expect(page.locator('input[name="email"]')).toBeVisible();
      }
    });

    test('by e-mail: checks the fields, confirms, goes back, and the e-mail is sent', async ({ page, request }) => {
      const base = brandUrl(test.info(), id);
      const started = Date.now();
      // Arrive from home by a link, as a player would: back leads there.
      await page.goto(pageUrl(base, brand, '/m/home'));
      await settled(page);
      await page.evaluate((url) => void (window.location.href = url), pageUrl(base, brand, '/m/forget'));
      await settled(page);
      if (phoneOffered) await page.getByRole('tab', { name: forget.methods.email }).click();

      const submit = page.getByRole('button', { name: forget.email.submit });
      await submit.click();
      await expect(page.locator('#forget-username-error')).toHaveText(text.form.rules.usernameRequired);
      await expect(page.locator('input[name="username"]')).toBeFocused();
      await page.locator('input[name="username"]').fill('bad name!');
      await page.locator('input[name="email"]').fill('nope@');
      await expect(page.locator('#forget-username-error')).toHaveText(text.form.rules.usernamePattern.replace('{{min}}', '1').replace('{{max}}', '20'));
      await expect(page.locator('#forget-email-error')).toHaveText(text.errors.email.invalid);

      // Trimmed before sending.
      await page.locator('input[name="username"]').fill('  demo_member ');
      await page.locator('input[name="email"]').fill(' demo_member@example.com ');
      await submit.click();
      await expect(page.getByRole('status').filter({ hasText: forget.email.success })).toBeVisible();
      await expect(page).toHaveURL(pageUrl(base, brand, '/m/home'));

      const sent = await outbox(request, base, 'demo_member@example.com');
      expect(sent.some((message) => message.kind === 'email' && message.createdAt >= started - 1000)).toBe(true);
    });

    test('by e-mail: a pasted user name or address over its limit is kept whole and refused at once', async ({ page }) => {
      await open(page);
      if (phoneOffered) await page.getByRole('tab', { name: forget.methods.email }).click();
      const username = page.locator('input[name="username"]');
      const longName = 'demo_member_'.repeat(3); // 36 characters
      await paste(page, username, longName);
      await expect(username).toHaveValue(longName);
      await expect(page.locator('#forget-username-error')).toHaveText(tooLongText(text, longName.length, USERNAME_MAX_LENGTH));
      const email = page.locator('input[name="email"]');
      const longEmail = `${'a'.repeat(EMAIL_MAX_LENGTH)}@example.com`;
      await paste(page, email, longEmail);
      await expect(email).toHaveValue(longEmail);
      await expect(page.locator('#forget-email-error')).toHaveText(tooLongText(text, longEmail.length, EMAIL_MAX_LENGTH));
      await page.getByRole('button', { name: forget.email.submit }).click();
      await expect(username).toBeFocused();
    });

    test('by e-mail: a user name and address that do not match are refused, the form stays', async ({ page }) => {
      await open(page);
      if (phoneOffered) await page.getByRole('tab', { name: forget.methods.email }).click();
      await page.locator('input[name="username"]').fill('demo_member');
      await page.locator('input[name="email"]').fill('someone.else@example.com');
      await page.getByRole('button', { name: forget.email.submit }).click();
      await expect(page.getByRole('alert').filter({ hasText: text.errors.email.notMatching })).toBeVisible();
      await expect(page).toHaveURL(/\/m\/forget/);
      await expect(page.getByRole('button', { name: forget.email.submit })).toBeEnabled();
    });

    test('by e-mail: a failed call ends in a message and the form can send again', async ({ page }) => {
      await open(page);
      if (phoneOffered) await page.getByRole('tab', { name: forget.methods.email }).click();
      await page.route('**/password/forgot', (route) => route.fulfill({ status: 500, body: 'oops' }), { times: 1 });
      await page.locator('input[name="username"]').fill('demo_member');
      await page.locator('input[name="email"]').fill('demo_member@example.com');
      const submit = page.getByRole('button', { name: forget.email.submit });
      await submit.click();
      await expect(page.getByRole('alert').filter({ hasText: text.error.server })).toBeVisible();
      await expect(submit).toBeEnabled();
      await expect(page.locator('input[name="email"]')).toHaveValue('demo_member@example.com');
    });

    if (phoneOffered) {
      /** Fills the phone form up to the code: number typed, code sent and read where it went. */
      async function phoneUpToCode(page: Page, request: APIRequestContext, account: { username: string; mobileNum: string; phone: string }) {
        const base = brandUrl(test.info(), id);
        await open(page);
        await page.locator('input[name="mobileNum"]').fill(account.mobileNum);
        // The platform's codes need the bot check; Firebase runs its own.
        if (byFirebase) await page.getByRole('button', { name: text.form.sms.send }).click();
        else await sendSmsCode(page, base, text);
        const code = await smsCode(request, base, account.phone, byFirebase);
        await expect(page.locator('.sms-button')).toHaveAttribute('data-countdown', /\d+/);
        return code;
      }

      test(`by phone (codes by ${byFirebase ? 'Firebase' : 'the platform'}): sets the new password and logs in with it`, async ({ page, request }) => {
        const base = brandUrl(test.info(), id);
        const account = await phoneAccount(request, base, id, 'OldPass123');
        const code = await phoneUpToCode(page, request, account);
        await page.locator('input[name="verificationCode"]').fill(code);
        await page.locator('input[name="newPassword"]').fill('NewPass456');
        await page.getByRole('button', { name: forget.phone.submit }).click();
        await expect(page).toHaveURL(pageUrl(base, brand, '/m/home'));
        await expect(page.locator('.home-header .when-member').first()).toBeVisible();
        const session = await page.evaluate(() => JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? 'null'));
        expect(session).toMatchObject({ userName: account.username, merchantCode: brand.merchantCode });
        // The new password works, the old one no longer does (in this order: a failed login may ask for a captcha next).
        const api = createApiClient({ baseUrl: base, prefixes: brand.api.prefixes, merchantCode: brand.merchantCode, encryptionKey: brand.api.encryptionKey });
        await expect(api('login', { type: 'username', username: account.username, password: 'NewPass456' })).resolves.toMatchObject({
          userName: account.username,
        });
        await expect(api('login', { type: 'username', username: account.username, password: 'OldPass123' })).rejects.toThrow();
      });

      test('by phone: the same password as before clears the password field', async ({ page, request }) => {
        const base = brandUrl(test.info(), id);
        const account = await phoneAccount(request, base, id, 'Same1234');
        const code = await phoneUpToCode(page, request, account);
        await page.locator('input[name="verificationCode"]').fill(code);
        await page.locator('input[name="newPassword"]').fill('Same1234');
        await page.getByRole('button', { name: forget.phone.submit }).click();
        await expect(page.getByRole('alert').filter({ hasText: text.errors.modify.new.old.same })).toBeVisible();
        await expect(page.locator('input[name="newPassword"]')).toHaveValue('');
        await expect(page.locator('input[name="verificationCode"]')).toHaveValue(code);
        await expect(page.getByRole('button', { name: forget.phone.submit })).toBeDisabled();
        await expect(page).toHaveURL(/\/m\/forget/);
      });

      test('by phone: a wrong code clears the code field', async ({ page, request }) => {
        const base = brandUrl(test.info(), id);
        const account = await phoneAccount(request, base, id, 'Wrong1234');
        const code = await phoneUpToCode(page, request, account);
        await page.locator('input[name="verificationCode"]').fill(code === '000000' ? '111111' : '000000');
        await page.locator('input[name="newPassword"]').fill('Other5678');
        await page.getByRole('button', { name: forget.phone.submit }).click();
        await expect(page.getByRole('alert').filter({ hasText: text.errors.sms.invalid })).toBeVisible();
        await expect(page.locator('input[name="verificationCode"]')).toHaveValue('');
        await expect(page.locator('input[name="newPassword"]')).toHaveValue('Other5678');
      });

      test('by phone: a pasted number or code over its limit is kept whole and refused at once', async ({ page }) => {
        await open(page);
        const mobile = page.locator('input[name="mobileNum"]');
        const digits = '9'.repeat(MOBILE_MAX_LENGTH + 1);
        await paste(page, mobile, digits);
        await expect(mobile).toHaveValue(digits);
        await expect(page.locator('#forget-mobileNum-error')).toHaveText(tooLongText(text, digits.length, MOBILE_MAX_LENGTH));
        await expect(page.getByRole('button', { name: text.form.sms.send })).toBeDisabled();
        const code = page.locator('input[name="verificationCode"]');
        await paste(page, code, '123456789012');
        await expect(code).toHaveValue('123456789012');
        await expect(page.locator('#forget-verificationCode-error')).toHaveText(tooLongText(text, 12, SMS_CODE_MAX_LENGTH));
        await expect(page.getByRole('button', { name: forget.phone.submit })).toBeDisabled();
      });

      test('by phone: the number is checked before a code can be asked for', async ({ page }) => {
        await open(page);
        const send = page.getByRole('button', { name: text.form.sms.send });
        await expect(send).toBeDisabled();
        await page.locator('input[name="mobileNum"]').fill('123');
        await page.locator('input[name="mobileNum"]').blur();
        await expect(page.locator('#forget-mobileNum-error')).toBeVisible();
        await expect(send).toBeDisabled();
        await page.locator('input[name="mobileNum"]').fill('9750000001');
        await expect(page.locator('#forget-mobileNum-error')).toHaveCount(0);
        await expect(send).toBeEnabled();
      });
    }
  });
}
