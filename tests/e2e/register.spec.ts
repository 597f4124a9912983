/**
 * Registration journeys (A §2 "Registration screen", §5, §8) in brands with different flags:
 * lotus (every switch on: username / mobile toggle, SMS code in both methods), harbor and pebble
 * (mobile registration off: username only, no toggle, no SMS code).
 *
 * Captcha answers come from the sandbox by the key the page received (GET /__sandbox/captcha/:key),
 * SMS codes from the outbox filtered by number, so tests running in parallel never read each
 * other's; every account is new (unique names and numbers), so the demo accounts stay untouched.
 */
import { expect, test, type Page } from '@playwright/test';
import { AGE_CONFIRMED_KEY } from '../../src/components/age/age.ts';
import { brandOf, brandUrl, captchaAnswer, nextCaptchaKey, pageUrl, resources, seedStorage, settled, smsCode, uniqueMobile, uniqueName } from '../support.ts';

const PASSWORD = 'Secret123';

for (const id of ['lotus', 'harbor', 'pebble']) {
  const brand = brandOf(id);
  const language = brand.defaultLanguage;
  const text = resources[language];
  const both = brand.whitelabel.USERNAMEREG3 && brand.whitelabel.MOBILENUMREG3;
  const age = (template: string) => template.replace('{{age}}', String(brand.ageLimit));
  const ageLabel = age(text.age.checkbox);

  test.describe(`${id} registration`, () => {
    test.beforeEach(async ({ page }) => {
      await seedStorage(page, { [AGE_CONFIRMED_KEY]: String(brand.ageLimit) });
    });

    /** Opens the page (optionally with a query) and resolves once the form and its captcha are there. */
    async function open(page: Page, query = '') {
      const key = nextCaptchaKey(page);
      await page.goto(pageUrl(brandUrl(test.info(), id), brand, '/m/register') + query);
      await settled(page);
      await expect(page.locator('input[name="username"], input[name="mobileNum2"]').first()).toBeVisible();
      return key;
    }

    const submit = (page: Page) => page.getByRole('button', { name: text.register.submit, exact: true });

    test('registers by username and is logged in on home', async ({ page, request }) => {
      const base = brandUrl(test.info(), id);
      const key = await open(page);
      // Method toggle only when both methods are on; no SMS code in the username method without REGMOBVERF3.
      await expect(page.getByRole('tab')).toHaveCount(both ? 2 : 0);
      await expect(page.locator('input[name="messageCode2"]')).toHaveCount(brand.whitelabel.REGMOBVERF3 ? 1 : 0);
      await expect(page.locator('input[name="mobileNum2"]')).toHaveCount(0);
      // The age confirmed on this device (the age gate) ticks the registration's age checkbox.
      await expect(page.locator('.register').getByRole('checkbox', { name: ageLabel })).toBeChecked();
      await expect(page.getByRole('link', { name: text.register.login })).toHaveAttribute('href', /\/m\/login$/);

      const username = uniqueName('e2e_');
      await page.locator('input[name="username"]').fill(username);
      await page.locator('input[name="password"]').fill(PASSWORD);
      await page.locator('input[name="confimpsw"]').fill(PASSWORD);
      await page.locator('#register-identifying').fill(await captchaAnswer(request, base, await key));
      await submit(page).click();

      await expect(page).toHaveURL(pageUrl(base, brand, '/m/home'));
      await expect(page.locator('.home-header .when-member').first()).toBeVisible();
      const session = await page.evaluate(() => JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? 'null'));
      expect(session).toMatchObject({ userName: username, type: 0, merchantCode: brand.merchantCode });
    });

    test('a taken username is refused under the field, with a new captcha', async ({ page, request }) => {
      const base = brandUrl(test.info(), id);
      const key = await open(page);
      await page.locator('input[name="username"]').fill('demo_member');
      await page.locator('input[name="password"]').fill(PASSWORD);
      await page.locator('input[name="confimpsw"]').fill(PASSWORD);
      await page.locator('#register-identifying').fill(await captchaAnswer(request, base, await key));
      const next = nextCaptchaKey(page);
      await submit(page).click();
      await expect(page.locator('#register-username-error')).toContainText(text.errors.username.exists);
      await expect(page.locator('input[name="username"]')).toBeFocused();
      expect(await next).not.toBe(await key); // the used captcha was replaced
      await expect(page).toHaveURL(/\/m\/register/);
    });

    test('a mismatched confirmation is caught before sending, and the field gets the focus', async ({ page }) => {
      await open(page);
      let registerCalls = 0;
      page.on('request', (request) => void (request.method() === 'PUT' && request.url().includes('/member/register') && registerCalls++));
      await page.locator('input[name="username"]').fill(uniqueName('e2e_'));
      await page.locator('input[name="password"]').fill(PASSWORD);
      await page.locator('input[name="confimpsw"]').fill(`${PASSWORD}x`);
      await page.locator('#register-identifying').fill('1');
      await submit(page).click();
      await expect(page.locator('#register-confimpsw-error')).toHaveText(text.errors.password.mismatch);
      await expect(page.locator('input[name="confimpsw"]')).toBeFocused();
      // Empty confirmation: the incorrect-password message.
      await page.locator('input[name="confimpsw"]').fill('');
      await expect(page.locator('#register-confimpsw-error')).toHaveText(text.register.validation.confirmRequired);
      expect(registerCalls).toBe(0);
    });

    test('required fields are named and the first invalid one is focused', async ({ page }) => {
      await open(page);
      await submit(page).click();
      await expect(page.locator('input[name="username"]')).toBeFocused();
      await expect(page.locator('#register-username-error')).toHaveText(text.register.validation.required.replace('{{label}}', text.register.fields.username));
      await page.locator('input[name="username"]').fill('ab');
      // A value breaking the server's rule: the format message and the rule's own, joined by a comma.
      await expect(page.locator('#register-username-error')).toContainText(', ');
    });

    test('the privacy policy is agreed by default; unchecking it disables submit (also at /m/register.html)', async ({ page }) => {
      await page.goto(pageUrl(brandUrl(test.info(), id), brand, '/m/register.html'));
      await settled(page);
      const privacy = page.getByRole('checkbox', { name: text.register.privacy });
      await expect(privacy).toBeChecked();
      await expect(submit(page)).toBeEnabled();
      await privacy.uncheck();
      await expect(submit(page)).toBeDisabled();
      await privacy.check();
      await expect(submit(page)).toBeEnabled();
    });

    test('the age confirmation is required', async ({ page }) => {
      await open(page);
      let registerCalls = 0;
      page.on('request', (request) => void (request.method() === 'PUT' && request.url().includes('/member/register') && registerCalls++));
      const box = page.locator('.register').getByRole('checkbox', { name: ageLabel });
      await box.uncheck();
      await page.locator('input[name="username"]').fill(uniqueName('e2e_'));
      await page.locator('input[name="password"]').fill(PASSWORD);
      await page.locator('input[name="confimpsw"]').fill(PASSWORD);
      await page.locator('#register-identifying').fill('1');
      await submit(page).click();
      await expect(page.getByRole('alert').filter({ hasText: age(text.age.checkboxRequired) })).toBeVisible();
      await expect(box).toBeFocused();
      expect(registerCalls).toBe(0);
    });

    test('a form that cannot load says so and tries again', async ({ page }) => {
      let failures = 1;
      await page.route('**/register/settings', (route) => (failures-- > 0 ? route.fulfill({ status: 503, body: 'down' }) : route.continue()));
      await page.goto(pageUrl(brandUrl(test.info(), id), brand, '/m/register'));
      await settled(page);
      await expect(page.getByRole('alert').filter({ hasText: text.register.loadFailed })).toContainText(text.error.server);
      await page.getByRole('button', { name: text.register.retry }).click();
      await expect(page.locator('input[name="username"]')).toBeVisible();
    });

    test('a failed registration call ends in a message, a new captcha and a usable form', async ({ page, request }) => {
      const base = brandUrl(test.info(), id);
      const key = await open(page);
      await page.route('**/member/register', (route) => route.abort('internetdisconnected'), { times: 1 });
      await page.locator('input[name="username"]').fill(uniqueName('e2e_'));
      await page.locator('input[name="password"]').fill(PASSWORD);
      await page.locator('input[name="confimpsw"]').fill(PASSWORD);
      await page.locator('#register-identifying').fill(await captchaAnswer(request, base, await key));
      const next = nextCaptchaKey(page);
      await submit(page).click();
      await expect(page.getByRole('alert').filter({ hasText: text.error.network })).toBeVisible();
      await expect(submit(page)).toBeEnabled();
      // Try again with the new captcha: it goes through.
      await page.locator('#register-identifying').fill(await captchaAnswer(request, base, await next));
      await submit(page).click();
      await expect(page).toHaveURL(pageUrl(base, brand, '/m/home'));
    });

    test('an invalid invitation code from the link blocks registration', async ({ page }) => {
      await open(page, '?i=NOPE9999');
      await expect(page.locator('#register-affiliateCode-error')).toHaveText(text.errors.affiliate.invalid);
      await expect(page.getByRole('alert').filter({ hasText: text.errors.affiliate.invalid }).first()).toBeVisible();
      await expect(submit(page)).toBeDisabled();
      await expect(page.getByRole('link', { name: text.register.inviteWithout })).toBeVisible();
    });

    test('a valid invitation code from the link is filled in and kept', async ({ page }) => {
      await open(page, '?affiliateCode=agent001');
      const field = page.locator('input[name="affiliateCode"]');
      await expect(field).toHaveValue('AGENT001');
      await expect(field).toHaveAttribute('readonly', '');
      await expect(submit(page)).toBeEnabled();
    });

    test('the birthday picker fills the field and closes', async ({ page }) => {
      await open(page);
      await page.getByRole('button', { name: text.register.birthdayOpen }).click();
      const dialog = page.getByRole('dialog', { name: text.register.birthday.title });
      await expect(dialog).toBeVisible();
      const year = dialog.locator('select[name="birthday-year"]');
      await expect(year.locator('option').first()).toHaveText(String(new Date().getFullYear()));
      await expect(year.locator('option').last()).toHaveText('1900');
      await year.selectOption('1992');
      await dialog.locator('select[name="birthday-month"]').selectOption('2');
      await dialog.locator('select[name="birthday-day"]').selectOption('29');
      await dialog.getByRole('button', { name: text.register.birthday.done }).click();
      await expect(dialog).toBeHidden();
      await expect(page.locator('input[name="birthday"]')).toHaveValue('1992-02-29');
    });

    if (both) {
      test('registers by mobile number with the SMS code and is logged in', async ({ page, request }) => {
        const base = brandUrl(test.info(), id);
        const key = await open(page);
        const mobile = uniqueMobile();
        // Typed in the username method, carried to the mobile method.
        await page.locator('input[name="mobileNum1"]').fill(mobile);
        await page.getByRole('tab', { name: text.register.methods.mobile }).click();
        await expect(page.getByRole('tab', { name: text.register.methods.mobile })).toHaveAttribute('aria-selected', 'true');
        await expect(page.locator('input[name="mobileNum2"]')).toHaveValue(mobile);
        await expect(page.locator('input[name="username"]')).toHaveCount(0);

        await page.getByRole('button', { name: text.form.sms.send }).click();
        const code = await smsCode(request, base, `+${brand.registration.defaultCountryDialingCode}${mobile}`);
        await expect(page.locator('.sms-button')).toHaveAttribute('data-countdown', /\d+/);
        await page.locator('input[name="messageCode1"]').fill(code);
        if (brand.whitelabel.MOBILENUMPASSREG3) {
          await page.locator('input[name="password"]').fill(PASSWORD);
          await page.locator('input[name="confimpsw"]').fill(PASSWORD);
        }
        await page.locator('#register-identifying').fill(await captchaAnswer(request, base, await key));
        await submit(page).click();

        await expect(page).toHaveURL(pageUrl(base, brand, '/m/home'));
        await expect(page.locator('.home-header .when-member').first()).toBeVisible();
        const session = await page.evaluate(() => JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? 'null'));
        expect(session).toMatchObject({ userName: mobile, type: 0 });
      });
    }
  });
}
