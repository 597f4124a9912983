/**
 * Money as the player sees it (G §2 "Balance widget", A §3, §5): one format for every amount in the
 * page's language, the trial balance labelled as play money with the wallet entries closed and
 * saying why, a wallet that cannot answer saying so with a retry, and the login and registration
 * forms sending a signed-in account home. Sessions come from the sandbox hook; nothing here changes
 * a demo account.
 */
import { expect, test, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { AGE_LIMITS, DEPOSIT_BONUS_AMOUNT, type LanguageCode } from '../../src/constants.ts';
import { AGE_CONFIRMED_KEY } from '../../src/widgets/age/age.ts';
import { htmlLang } from '../../src/i18n/index.ts';
import { formatMoney, moneyFormatOf } from '../../src/lib/money.ts';
import { brandOf, brandUrl, pageUrl, resources, sandbox, seedStorage, settled } from '../support/index.ts';

const lotus = brandOf('lotus');
const EN = resources.EN;
/** The wallet call (src/contract/calls.ts `wallet`). */
const WALLET = '**/wps/member/wallet';
/** The demo member's wallet total in the sandbox seed. */
const DEMO_BALANCE = '1520.75';
const AGE_SEEN = { [AGE_CONFIRMED_KEY]: String(Math.max(...AGE_LIMITS)) };

async function signedIn(page: Page, request: APIRequestContext, base: string, username: string, language?: LanguageCode) {
  const session = await sandbox(request, base).session(username);
  await seedStorage(page, { MC_SESSION_INFO: JSON.stringify(session), ...AGE_SEEN, ...(language ? { language } : {}) });
}

const header = (page: Page) => page.locator('.home-header');
const sidebar = (page: Page) => page.locator('#sidebar');

test.describe('one money format', () => {
  for (const [id, username, language] of [
    ['lotus', 'demo_member', 'MY'],
    ['lotus', 'demo_member', 'EN'],
    ['harbor', 'demo_member', 'EN'],
  ] as const) {
    test(`${id} ${language}: the header balance and the deposit bubble write money the same way, in the text colour`, async ({ page, request }, testInfo) => {
      const brand = brandOf(id);
      const base = brandUrl(testInfo, id);
      await signedIn(page, request, base, username, language);
      await page.goto(pageUrl(base, brand, '/m/home', language));
      await settled(page);
      const money = moneyFormatOf(htmlLang[language], brand.currency.code);
      const balance = header(page).getByTestId('balance').locator('.balance-amount');
      await expect(balance).toHaveText(formatMoney(DEMO_BALANCE, money)!);
      await expect(page.locator('.bonus-bubble')).toHaveText(formatMoney(DEPOSIT_BONUS_AMOUNT, money, { whole: true })!);
      // Same currency mark on the same side of the number in both: "K 1,520.75" / "K 10,000", "1,520.75 K" / "10,000 K".
      const [amount, bubble] = [await balance.textContent(), await page.locator('.bonus-bubble').textContent()];
      const symbolSide = (text: string) => (/^\d/.test(text) ? 'after' : 'before');
      expect(symbolSide(amount!)).toBe(symbolSide(bubble!));
      expect(amount!.replace(/[\d.,]/g, '').trim()).toBe(bubble!.replace(/[\d.,]/g, '').trim());
      // Balances read in the text colour, not the warning (accent) colour.
      const colours = await page.evaluate(() => ({
        balance: getComputedStyle(document.querySelector('.home-header .balance-amount')!).color,
        text: getComputedStyle(document.body).color,
      }));
      expect(colours.balance).toBe(colours.text);
    });
  }
});

test.describe('signed in, the login and registration forms send the account home', () => {
  for (const language of lotus.languages) {
    test(`lotus ${language}: a member opening /m/login and /m/register lands on home without the form`, async ({ page, request }, testInfo) => {
      const base = brandUrl(testInfo, 'lotus');
      await signedIn(page, request, base, 'demo_member', language);
      for (const path of ['/m/login', '/m/register']) {
        // Watch for the form: it must never have been painted.
        await page.goto(pageUrl(base, lotus, path, language));
        await expect(page, path).toHaveURL(pageUrl(base, lotus, '/m/home', language));
        await expect(header(page).getByTestId('balance')).toBeVisible();
        await expect(page.locator('input[type="password"]:visible')).toHaveCount(0);
      }
    });
  }

  test('the login form coming back with Back after signing in goes home too', async ({ page, request }, testInfo) => {
    const base = brandUrl(testInfo, 'lotus');
    await seedStorage(page, { language: 'EN', ...AGE_SEEN });
    await page.goto(pageUrl(base, lotus, '/m/login', 'EN'));
    await settled(page);
    await expect(page.getByRole('button', { name: EN.login.submit, exact: true })).toBeEnabled();
    // Signed in (as the form does: the session stored), then on to home.
    const session = await sandbox(request, base).session('demo_member');
    await page.evaluate((info) => localStorage.setItem('MC_SESSION_INFO', info), JSON.stringify(session));
    await page.goto(pageUrl(base, lotus, '/m/home', 'EN'));
    await settled(page);
    await page.goBack();
    await expect(page).toHaveURL(pageUrl(base, lotus, '/m/home', 'EN'));
    await expect(page.getByRole('button', { name: EN.login.submit, exact: true })).toHaveCount(0);
  });

  test('a trial account keeps the forms: they are how it becomes a real account', async ({ page, request }, testInfo) => {
    const base = brandUrl(testInfo, 'lotus');
    await signedIn(page, request, base, 'demo_trial', 'EN');
    await page.goto(pageUrl(base, lotus, '/m/register', 'EN'));
    await settled(page);
    await expect(page).toHaveURL(pageUrl(base, lotus, '/m/register', 'EN'));
  });
});

test.describe('a trial balance is play money', () => {
  test('free play: header and side menu label the balance; Deposit and Withdraw show why they are closed before a tap', async ({ page }, testInfo) => {
    const base = brandUrl(testInfo, 'lotus');
    await seedStorage(page, { language: 'EN', ...AGE_SEEN });
    await page.goto(pageUrl(base, lotus, '/m/trail', 'EN'));
    await settled(page);
    await page.getByRole('button', { name: EN.trial.start }).click();
    await expect(page).toHaveURL(pageUrl(base, lotus, '/m/home', 'EN'));
    await settled(page);
    const headerBalance = header(page).getByTestId('balance');
    await expect(headerBalance).toContainText(/2,000\.00/);
    await expect(headerBalance.getByText(EN.shell.playMoney)).toBeVisible();

    await page.getByRole('button', { name: EN.shell.openMenu }).click();
    const menuBalance = sidebar(page).getByTestId('balance');
    await expect(menuBalance.getByText(EN.shell.playMoney)).toBeVisible();
    // Closed, with the reason in words, without a tap.
    for (const name of [EN.shell.deposit, EN.shell.withdraw]) {
      await expect(sidebar(page).getByRole('button', { name })).toBeDisabled();
      await expect(sidebar(page).getByRole('link', { name })).toHaveCount(0);
    }
    await expect(sidebar(page).getByText(EN.errors.account.notReal)).toBeVisible();
    await expect(sidebar(page).getByRole('button', { name: EN.shell.deposit })).toHaveAccessibleDescription(new RegExp(EN.errors.account.notReal));
  });

  test('a real member sees neither the label nor closed entries', async ({ page, request }, testInfo) => {
    const base = brandUrl(testInfo, 'lotus');
    await signedIn(page, request, base, 'demo_member', 'EN');
    await page.goto(pageUrl(base, lotus, '/m/home', 'EN'));
    await settled(page);
    await expect(header(page).getByTestId('balance')).toContainText('1,520.75');
    await expect(header(page).getByText(EN.shell.playMoney)).toBeHidden();
    await page.getByRole('button', { name: EN.shell.openMenu }).click();
    await expect(sidebar(page).getByRole('link', { name: EN.shell.deposit })).toBeVisible();
    await expect(sidebar(page).getByText(EN.errors.account.notReal)).toBeHidden();
  });
});

/** Every text the home header's balance amount has shown since the page started, in order. */
async function recordHeaderAmounts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __amounts: string[] }).__amounts = seen;
    const note = () => {
      const amount = document.querySelector('.home-header .balance-amount');
      const text = amount && !amount.closest('[hidden]') && !(amount as HTMLElement).hidden ? (amount.textContent ?? '') : null;
      if (text !== null && seen.at(-1) !== text) seen.push(text);
    };
    new MutationObserver(note).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { __amounts: string[] }).__amounts);
}

test.describe('loading or failing is never shown as asterisks (issue 34 item 15)', () => {
  test('a slow wallet: a placeholder of the same size, then the amount', async ({ page, request }, testInfo) => {
    const base = brandUrl(testInfo, 'lotus');
    await signedIn(page, request, base, 'demo_member', 'EN');
    const amounts = await recordHeaderAmounts(page);
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route(WALLET, async (route) => {
      await answered;
      await route.continue();
    });
    await page.goto(pageUrl(base, lotus, '/m/home', 'EN'));
    const widget = header(page).getByTestId('balance');
    const amount = widget.locator('.balance-amount');
    await expect(amount).toHaveAttribute('aria-busy', 'true');
    await expect(widget).toHaveClass(/balance-loading/);
    const placeholder = await amount.boundingBox();
    answer();
    await expect(amount).toContainText('1,520.75');
    await expect(amount).toHaveAttribute('aria-busy', 'false');
    expect((await amount.boundingBox())!.height).toBe(placeholder!.height);
    expect((await amounts()).filter((text) => text.includes('*'))).toEqual([]);
  });

  test('a failing wallet as demo_member on home: the message and retry at once, never asterisks', async ({ page, request }, testInfo) => {
    const base = brandUrl(testInfo, 'lotus');
    await signedIn(page, request, base, 'demo_member', 'MY');
    const amounts = await recordHeaderAmounts(page);
    await page.route(WALLET, (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.goto(pageUrl(base, lotus, '/m/home', 'MY'));
    await expect(header(page).getByRole('button', { name: resources.MY.shell.balanceRetry })).toBeVisible();
    await expect(header(page).getByRole('alert')).toHaveText(resources.MY.shell.balanceUnavailable);
    // The fetcher retries a server error by itself: the message stays while it does.
    await page.waitForRequest(WALLET);
    await expect(header(page).getByRole('alert')).toBeVisible();
    expect((await amounts()).filter((text) => text.includes('*'))).toEqual([]);
  });
});

test.describe('the wallet call fails', () => {
  const failures: Record<string, (route: Route) => Promise<void>> = {
    'a server error': (route) => route.fulfill({ status: 500, body: 'down' }),
    'a malformed answer': (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":true,"value":{"sumBalance":"lots"}}' }),
    'a dropped connection': (route) => route.abort('connectionreset'),
  };
  for (const [name, fail] of Object.entries(failures)) {
    test(`${name}: header and side menu say the balance is unavailable and retry; once it answers, the balance shows`, async ({ page, request }, testInfo) => {
      const base = brandUrl(testInfo, 'lotus');
      await signedIn(page, request, base, 'demo_member', 'EN');
      await page.route(WALLET, fail);
      await page.goto(pageUrl(base, lotus, '/m/home', 'EN'));
      await settled(page);

      // Header (short of space): one retry button that says what happened.
      const retry = header(page).getByRole('button', { name: EN.shell.balanceRetry });
      await expect(retry).toBeVisible();
      await expect(header(page).getByTestId('balance')).not.toContainText('--');
      await expect(header(page).getByRole('alert')).toHaveText(EN.shell.balanceUnavailable);
      // Side menu: the message in words beside the retry.
      await page.getByRole('button', { name: EN.shell.openMenu }).click();
      await expect(sidebar(page).getByText(EN.shell.balanceUnavailable)).toBeVisible();
      await expect(sidebar(page).getByRole('button', { name: EN.shell.balanceRetry })).toBeVisible();
      await page.keyboard.press('Escape');

      // Retrying while it still fails asks again and still says so.
      const asked = page.waitForRequest((call) => new URL(call.url()).pathname === '/wps/member/wallet');
      await retry.click();
      await asked;
      await expect(header(page).getByRole('button', { name: EN.shell.balanceRetry })).toBeVisible();

      // The platform answers again: one retry shows the balance everywhere.
      await page.unroute(WALLET);
      await header(page).getByRole('button', { name: EN.shell.balanceRetry }).click();
      await expect(header(page).getByTestId('balance')).toContainText('K 1,520.75');
      await expect(header(page).getByRole('button', { name: EN.shell.balanceRetry })).toHaveCount(0);
      await page.getByRole('button', { name: EN.shell.openMenu }).click();
      await expect(sidebar(page).getByTestId('balance')).toContainText('K 1,520.75');
      await expect(sidebar(page).getByText(EN.shell.balanceUnavailable)).toBeHidden();
    });
  }
});
