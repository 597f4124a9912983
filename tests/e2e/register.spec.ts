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
import { COUNTRIES } from '../../scripts/sandbox/accounts/countries.ts';
import { htmlLang } from '../../src/i18n/index.ts';
import { regionNames } from '../../src/i18n/region-names.ts';
import { AGE_CONFIRMED_KEY } from '../../src/widgets/age/age.ts';
import { CAPTCHA_MAX_LENGTH, MOBILE_MAX_LENGTH, SMS_CODE_MAX_LENGTH, USERNAME_MAX_LENGTH } from '../../src/contract/limits.ts';
import {
  brandOf,
  brandUrl,
  captchaAnswer,
  nextCaptchaKey,
  pageUrl,
  paste,
  resources,
  seedStorage,
  settled,
  sendSmsCode,
  smsCode,
  tooLongText,
  uniqueMobile,
  uniqueName,
} from '../support/index.ts';

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
      // The new captcha is a new question: empty, and not marked, since the player did nothing wrong there.
      const captcha = page.locator('#register-identifying');
      await expect(captcha).toHaveValue('');
      await expect(captcha).not.toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('#register-identifying-error')).toHaveCount(0);
      await expect(page).toHaveURL(/\/m\/register/);
    });

    test('a wrong captcha: the message shows, the new captcha gets the focus and is marked only once the player submits again', async ({ page, request }) => {
      const base = brandUrl(test.info(), id);
      const key = await open(page);
      await page.locator('input[name="username"]').fill(uniqueName('e2e_'));
      await page.locator('input[name="password"]').fill(PASSWORD);
      await page.locator('input[name="confimpsw"]').fill(PASSWORD);
      const captcha = page.locator('#register-identifying');
      await captcha.fill(String(Number(await captchaAnswer(request, base, await key)) + 1));
      const next = nextCaptchaKey(page);
      await submit(page).click();
      await expect(page.locator('.register .form-message')).toHaveText(text.errors.captcha.invalid);
      await expect(captcha).toBeFocused();
      await expect(captcha).toHaveValue('');
      await expect(captcha).not.toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('#register-identifying-error')).toHaveCount(0);
      const nextKey = await next;
      // Submitting again without an answer: now it is marked.
      await submit(page).click();
      await expect(page.locator('#register-identifying-error')).toHaveText(
        text.register.validation.required.replace('{{label}}', text.register.fields.identifying),
      );
      await expect(captcha).toBeFocused();
      await captcha.fill(await captchaAnswer(request, base, nextKey));
      await submit(page).click();
      await expect(page).toHaveURL(pageUrl(base, brand, '/m/home'));
    });

    test('a pasted user name longer than the limit is kept whole, counted and refused; the account gets the name the player sees', async ({
      page,
      request,
    }) => {
      const base = brandUrl(test.info(), id);
      const key = await open(page);
      let registerCalls = 0;
      page.on('request', (sent) => void (sent.method() === 'PUT' && sent.url().includes('/member/register') && registerCalls++));
      const name = page.locator('input[name="username"]');
      const counter = page.locator('#register-username-count');
      const chosen = uniqueName('e2e_').padEnd(USERNAME_MAX_LENGTH, '0'); // unique in its first 20 characters
      const pasted = `${chosen}abcde`; // 25 characters
      await paste(page, name, pasted);
      // Nothing cut: the field holds all 25, the counter and the message say so at once.
      await expect(name).toHaveValue(pasted);
      await expect(counter).toContainText(`25/${USERNAME_MAX_LENGTH}`);
      await expect(counter).toHaveAttribute('data-over', 'true');
      await expect(page.locator('#register-username-error')).toHaveText(tooLongText(text, 25, USERNAME_MAX_LENGTH));
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      // Typing on drops nothing either.
      await name.press('End');
      await name.pressSequentially('fg');
      await expect(name).toHaveValue(`${pasted}fg`);
      await expect(page.locator('#register-username-error')).toHaveText(tooLongText(text, 27, USERNAME_MAX_LENGTH));

      await page.locator('input[name="password"]').fill(PASSWORD);
      await page.locator('input[name="confimpsw"]').fill(PASSWORD);
      await page.locator('#register-identifying').fill(await captchaAnswer(request, base, await key));
      await submit(page).click();
      await expect(name).toBeFocused();
      expect(registerCalls).toBe(0);

      // Shortened by the player: the message goes, and the account is the name on the screen.
      await name.fill(chosen);
      await expect(counter).toContainText(`${USERNAME_MAX_LENGTH}/${USERNAME_MAX_LENGTH}`);
      await expect(counter).not.toHaveAttribute('data-over', 'true');
      await expect(page.locator('#register-username-error')).toHaveCount(0);
      await submit(page).click();
      await expect(page).toHaveURL(pageUrl(base, brand, '/m/home'));
      const session = await page.evaluate(() => JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? 'null'));
      expect(session).toMatchObject({ userName: chosen });
    });

    test('the captcha keeps a too-long answer and says so at once', async ({ page }) => {
      await open(page);
      const captcha = page.locator('#register-identifying');
      await paste(page, captcha, '1234567');
      await expect(captcha).toHaveValue('1234567');
      await expect(page.locator('#register-identifying-error')).toHaveText(tooLongText(text, 7, CAPTCHA_MAX_LENGTH));
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

        // The platform's codes need the bot check; Firebase runs its own.
        if (brand.firebase?.phoneVerification) await page.getByRole('button', { name: text.form.sms.send }).click();
        else await sendSmsCode(page, base, text);
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

    if (both && language !== 'EN') {
      test("the dialling-code picker names countries in the page's language, loaded with the first touch of the form", async ({ page }) => {
        const names: string[] = [];
        page.on('request', (request) => void (/region-names/.test(request.url()) && names.push(request.url())));
        await open(page);
        await page.waitForLoadState('networkidle');
        expect(names).toEqual([]); // not part of the page's load
        const code = brand.registration.defaultCountryDialingCode;
        const option = page.locator('select[name="countryDialingCode"]').first().locator(`option[value="${code}"]`);
        await page.locator('input[name="username"]').focus();
        const region = COUNTRIES.find((country) => country.dialingCode === code)!.code;
        await expect(option).toHaveText(`+${code} ${regionNames(htmlLang[language])[region]}`);
        expect(names).toHaveLength(1);
      });
    }

    if (both) {
      test('mobile number and SMS code show what would be sent: separators go, a country code and extra digits stay and are refused', async ({ page }) => {
        await open(page);
        await page.getByRole('tab', { name: text.register.methods.mobile }).click();
        const mobile = page.locator('input[name="mobileNum2"]');
        const getCode = page.getByRole('button', { name: text.form.sms.send });
        // Pasted with the country code: not glued onto the number (that would send +95 95…).
        await paste(page, mobile, '+95 9 750 000 001');
        await expect(mobile).toHaveValue('+959750000001');
        await expect(getCode).toBeDisabled();
        await mobile.blur();
        await expect(page.locator('#register-mobileNum2-error')).toBeVisible();
        // Spaces and dashes of a written-out number are dropped as typed: the field shows what is sent.
        await paste(page, mobile, '9 750-000 001');
        await expect(mobile).toHaveValue('9750000001');
        await expect(page.locator('#register-mobileNum2-error')).toHaveCount(0);
        // Too many digits: all kept, refused at once.
        const long = '9'.repeat(MOBILE_MAX_LENGTH + 1);
        await paste(page, mobile, long);
        await expect(mobile).toHaveValue(long);
        await expect(page.locator('#register-mobileNum2-error')).toContainText(tooLongText(text, MOBILE_MAX_LENGTH + 1, MOBILE_MAX_LENGTH));
        await expect(getCode).toBeDisabled();
        // A 12-digit code: all kept, refused at once, and submitting focuses it.
        await paste(page, mobile, uniqueMobile());
        const code = page.locator('input[name="messageCode1"]');
        const twelve = '123456789012';
        await paste(page, code, twelve);
        await expect(code).toHaveValue(twelve);
        await expect(page.locator('#register-messageCode1-error')).toContainText(tooLongText(text, twelve.length, SMS_CODE_MAX_LENGTH));
        await submit(page).click();
        await expect(code).toBeFocused();
      });
    }
  });
}
