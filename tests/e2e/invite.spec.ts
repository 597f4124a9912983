/**
 * Invite and share (/m/inviteFriends, issue 23), in lotus (Burmese first, dark, every switch on)
 * and harbor (English first, light, mobile registration off), against the sandbox's inviteInfo:
 * the member sees the link, the code, the figures and the referral promotion's rules; Copy puts the
 * link on the clipboard with the "Copied" toast; Share uses the phone's share sheet, and without
 * one copies; the QR code decodes to the link; the link opened on another device fills in the
 * registration's invitation code; guests go to login; with the referral promotion off the page
 * says so; a failing call shows its reason and Try again recovers; axe-core finds nothing serious
 * in Burmese in either theme at 320 and 360 px, and nothing scrolls sideways.
 *
 * Faults come from page.route (this page only), not the sandbox's fault hook: the every-route walk
 * opens this page in parallel and would take a one-time fault meant for this file.
 */
import { expect, test, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { AGE_LIMITS, THEMES } from '../../src/constants.ts';
import type { ValueOf } from '../../src/contract/schemas.ts';
import { REFERRAL_CACHE_KEY } from '../../src/features/account/gates/referral.ts';
import { formatMoney, moneyFormatOf } from '../../src/lib/money.ts';
import { STORAGE_KEYS } from '../../src/lib/storage-keys.ts';
import { AGE_CONFIRMED_KEY } from '../../src/widgets/age/age.ts';
import { axeViolations, brandOf, brandUrl, pageUrl, resources, sandbox, seedStorage, settled } from '../support/index.ts';
import { htmlLang } from '../../src/i18n/index.ts';

// Handlers below rewrite answers they fetch (route.fetch): let running ones finish before the page closes.
test.afterEach(({ page }) => page.unrouteAll({ behavior: 'wait' }));

const INVITE_CALL = /\/wps\/member\/invite(\?|$)/;
const AGE_SEEN = { [AGE_CONFIRMED_KEY]: String(Math.max(...AGE_LIMITS)) };
/** The member every test here signs in as; nothing here changes what the others read. */
const MEMBER = 'demo_member';

for (const id of ['lotus', 'harbor']) {
  const brand = brandOf(id);
  const language = brand.defaultLanguage;
  const texts = resources[language];
  const base = () => brandUrl(test.info(), id);

  /** Opens the invite page as demo_member in `lang`, with `storage` seeded before the first page. */
  async function openInvite(page: Page, { lang = language, storage = {} }: { lang?: typeof language; storage?: Record<string, string> } = {}) {
    const session = await sandbox(page.request, base()).session(MEMBER);
    await seedStorage(page, { ...AGE_SEEN, [STORAGE_KEYS.session]: JSON.stringify(session), ...storage });
    await page.goto(pageUrl(base(), brand, '/m/inviteFriends', lang));
    await settled(page);
  }

  const card = (page: Page) => page.locator('.invite-body');
  const linkText = (page: Page) => page.locator('.invite-link');
  /** The toast's words (a success toast has a ✓ before them). */
  const toastText = (page: Page) => page.locator('.toast > span:not([aria-hidden])');

  test(`${id}: the member sees link, code, figures and the rules; Copy puts the link on the clipboard`, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base() });
    const answered = page.waitForResponse(INVITE_CALL);
    await openInvite(page);
    const { value: info } = (await (await answered).json()) as { value: ValueOf<'inviteInfo'> };
    expect(info.link).toBe(`${base()}/m/register?affiliateCode=${info.code}`);
    await expect(linkText(page)).toHaveText(info.link);
    await expect(page.locator('.invite-code')).toHaveText(info.code);
    await expect(page.getByRole('heading', { name: texts.invite.rules })).toBeVisible();
    await expect(card(page).locator('h3')).toHaveText(info.promotion!.title);
    await expect(card(page).locator('.server-html')).toContainText('5%');
    const money = moneyFormatOf(htmlLang[language], brand.currency.code);
    const figures = card(page).locator('.invite-figures');
    await expect(figures.locator('dt')).toHaveText([texts.invite.invited, texts.invite.qualified, texts.invite.reward]);
    await expect(figures.locator('dd')).toHaveText([
      String(info.figures.invited),
      String(info.figures.qualified),
      formatMoney(info.figures.rewardEarned, money)!,
    ]);

    await page.getByRole('button', { name: texts.invite.copyLink }).click();
    await expect(toastText(page)).toHaveText(texts.invite.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(info.link);
    await page.getByRole('button', { name: texts.invite.copyCode }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(info.code);
  });

  test(`${id}: Share opens the share sheet with the link; without one it copies the link`, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base() });
    // A phone's share sheet, recorded.
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { __shared: shared });
      Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: (data: ShareData) => (shared.push(data), Promise.resolve()) });
      Object.defineProperty(Navigator.prototype, 'canShare', { configurable: true, value: () => true });
    });
    await openInvite(page);
    await expect(linkText(page)).not.toBeEmpty();
    const link = await linkText(page).innerText();
    const code = await page.locator('.invite-code').innerText();
    await page.getByRole('button', { name: texts.invite.share, exact: true }).click();
    const shared = await page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared);
    expect(shared).toHaveLength(1);
    expect(shared[0]!.url).toBe(link);
    expect(shared[0]!.text).toContain(code);
    await expect(page.locator('.toast')).toHaveCount(0);

    // No Web Share API (most desktop browsers): Share copies the link and says so.
    await page.addInitScript(() => {
      delete (Navigator.prototype as Partial<Navigator>).share;
      delete (Navigator.prototype as Partial<Navigator>).canShare;
    });
    await page.reload();
    await settled(page);
    await expect(linkText(page)).toHaveText(link);
    expect(await page.evaluate(() => 'share' in navigator)).toBe(false);
    await page.evaluate(() => navigator.clipboard.writeText('something else'));
    await page.getByRole('button', { name: texts.invite.share, exact: true }).click();
    await expect(toastText(page)).toHaveText(texts.invite.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  });

  test(`${id}: with the clipboard refused, Copy copies the selected text the old way, or leaves it selected and says so`, async ({ page }) => {
    // No permission granted, and the Clipboard API refuses outright.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
      });
    });
    await openInvite(page);
    const code = await page.locator('.invite-code').innerText();
    await expect(page.locator('.invite-code')).not.toBeEmpty();
    await page.getByRole('button', { name: texts.invite.copyCode }).click();
    await expect(toastText(page)).toHaveText(texts.invite.copied); // document.execCommand('copy') from the selected code
    await expect(page.locator('.toast')).toHaveCount(0, { timeout: 5000 });

    // That refused too: the code stays selected for the phone's own Copy, and the toast says so.
    await page.evaluate(() => Object.defineProperty(document, 'execCommand', { configurable: true, value: () => false }));
    await page.getByRole('button', { name: texts.invite.copyCode }).click();
    await expect(toastText(page)).toHaveText(texts.invite.copyFailed);
    await expect(page.locator('.toast')).toHaveAttribute('data-kind', 'error');
    expect(await page.evaluate(() => getSelection()?.toString())).toBe(code);
  });

  test(`${id}: the QR code decodes to the link, and the link fills in the registration's invitation code`, async ({ page, browser }) => {
    await openInvite(page);
    const canvas = page.getByRole('img', { name: texts.invite.qrLabel });
    await expect(canvas).toBeVisible();
    const link = await linkText(page).innerText();
    // The canvas holds one pixel per module (quiet zone included); enlarge it for the decoder.
    const pixels = await canvas.evaluate((element: HTMLCanvasElement) => {
      const { width, height } = element;
      return { width, height, data: [...element.getContext('2d')!.getImageData(0, 0, width, height).data] };
    });
    expect(pixels.width).toBeGreaterThan(20);
    const SCALE = 8;
    const width = pixels.width * SCALE;
    const height = pixels.height * SCALE;
    const big = new Uint8ClampedArray(width * height * 4);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const from = (Math.floor(y / SCALE) * pixels.width + Math.floor(x / SCALE)) * 4;
        big.set(pixels.data.slice(from, from + 4), (y * width + x) * 4);
      }
    expect(jsQR(big, width, height)?.data).toBe(link);

    // A friend's phone: another device (a fresh context) opens the link.
    const friend = await browser.newContext({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });
    const friendPage = await friend.newPage();
    await seedStorage(friendPage, AGE_SEEN);
    await friendPage.goto(link);
    await settled(friendPage);
    const code = new URL(link).searchParams.get('affiliateCode')!;
    const field = friendPage.locator('input[name="affiliateCode"]');
    await expect(field).toHaveValue(code);
    await expect(field).toHaveAttribute('readonly', '');
    await friend.close();
  });

  test(`${id}: guests go to login`, async ({ page }) => {
    await seedStorage(page, AGE_SEEN);
    await page.goto(pageUrl(base(), brand, '/m/inviteFriends'));
    await expect(page).toHaveURL(pageUrl(base(), brand, '/m/login'));
  });

  test(`${id}: with the referral promotion known off, a direct visit shows "coming soon" and asks nothing`, async ({ page }) => {
    // The promotions list said so earlier in the visit: the gate decides before paint.
    await page.addInitScript((key) => sessionStorage.setItem(key, '0'), REFERRAL_CACHE_KEY);
    let asked = 0;
    await page.route(INVITE_CALL, (route) => (asked++, route.continue()));
    await openInvite(page);
    const gated = page.locator('[data-gate-page]');
    await expect(gated).toHaveAttribute('data-gate', 'comingSoon');
    await expect(gated.getByText(texts.trial.gate.comingSoon, { exact: true })).toBeVisible();
    await expect(gated.getByText(texts.trial.gate.comingSoonText)).toBeVisible();
    await expect(gated.getByRole('link', { name: texts.shell.goHome })).toBeVisible();
    await expect(page.locator('.invite-body')).toBeHidden();
    await page.waitForLoadState('networkidle');
    expect(asked).toBe(0);
  });

  test(`${id}: when the platform says no referral promotion runs, the page says inviting is closed`, async ({ page }) => {
    // The gate cannot tell (the promotions list fails), so the page opens and inviteInfo has the last word.
    await page.route(/\/content\/announcements\?/, (route) => route.fulfill({ json: { success: false, code: 'server.busy', message: 'down' } }));
    await page.route(INVITE_CALL, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { success: true; value: ValueOf<'inviteInfo'> };
      await route.fulfill({ response, json: { ...body, value: { ...body.value, promotion: null } } });
    });
    await openInvite(page);
    await expect(page.getByText(texts.invite.closed)).toBeVisible();
    await expect(page.getByRole('link', { name: texts.invite.promotions })).toHaveAttribute('href', pageUrl('', brand, '/m/activity'));
    await expect(linkText(page)).toHaveCount(0);
  });

  test(`${id}: a failing call shows its reason and Try again recovers`, async ({ page }) => {
    await page.route(INVITE_CALL, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openInvite(page);
    const failed = page.getByRole('alert').filter({ hasText: texts.error.server });
    await expect(failed).toBeVisible();
    await page.unroute(INVITE_CALL);
    await failed.getByRole('button', { name: texts.invite.retry }).click();
    await expect(linkText(page)).not.toBeEmpty();
    await expect(failed).toBeHidden();

    // A malformed answer (a link that is no web address) is a failure too, never drawn.
    await page.route(INVITE_CALL, (route) =>
      route.fulfill({ json: { success: true, value: { code: 'X1', link: 'javascript:alert(1)', promotion: null, figures: {} } } }),
    );
    await page.reload();
    await expect(page.getByRole('alert').filter({ hasText: texts.error.malformed })).toBeVisible();
    await expect(linkText(page)).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  for (const theme of THEMES) {
    test(`${id}: Burmese, ${theme} theme: nothing serious for axe-core at 320 and 360 px, nothing scrolls sideways`, async ({ page }) => {
      const my = resources.MY;
      await openInvite(page, { lang: 'MY', storage: { [STORAGE_KEYS.theme]: theme, language: 'MY' } });
      await expect(page.getByRole('img', { name: my.invite.qrLabel })).toBeVisible();
      await expect(page.locator('.invite-figures dd').first()).not.toBeEmpty();
      for (const width of [320, 360]) {
        await page.setViewportSize({ width, height: 740 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);
        const blocking = await axeViolations(page);
        expect(blocking.map(({ id: rule, nodes }) => `${width}px ${rule}: ${nodes.map(({ target }) => target.join(' ')).join(', ')}`)).toEqual([]);
      }
    });
  }
}
