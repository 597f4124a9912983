/**
 * The member centre (/m/member/home; issue 23): lotus has the new layout and avatar uploads, harbor
 * the classic layout and presets only (the sandbox's mobileTemplate.mem_cen). A member sees their
 * name, VIP label, balance, unread messages and an entry to every member screen; an agent also the
 * agency centre; a trial account the register prompt; a guest goes to login. The avatar picked shows
 * in three places; the wallets move back to the main one, and a vendor failing half-way keeps its
 * money; every call's failure says so with a way to try again; no serious axe violation.
 * Accounts that change (avatar, wallets) are ones no other journey reads.
 */
import { expect, test, type Page } from '@playwright/test';
import { AGE_LIMITS, THEMES, type LanguageCode } from '../../src/constants.ts';
import { STORAGE_KEYS } from '../../src/lib/storage-keys.ts';
import { AGE_CONFIRMED_KEY } from '../../src/widgets/age/age.ts';
import { HOOK_HEADERS } from '../../scripts/sandbox/handlers/types.ts';
import { pngPicture } from '../../scripts/sandbox/testing/pictures.ts';
import { ERROR_MESSAGE_VALUES } from '../../src/lib/errors.ts';
import { fill } from '../../src/lib/fill.ts';
import { VENDORS } from '../../src/contract/vocabulary.ts';
import { axeViolations, brandOf, brandUrl, pageFaults, pageUrl, resources, sandbox, seedStorage, settled } from '../support/index.ts';

const AGE_SEEN = { [AGE_CONFIRMED_KEY]: String(Math.max(...AGE_LIMITS)) };
const LAYOUTS = { lotus: 'new', harbor: 'classic' } as const;
/** The sandbox's lottery wallet (scripts/sandbox/accounts/wallets.ts). */
const LOTTERY_WALLET = VENDORS.lottery[1];

function watch(page: Page) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

async function openAs(page: Page, id: string, username: string | undefined, { language, theme }: { language?: LanguageCode; theme?: string } = {}) {
  const brand = brandOf(id);
  const base = brandUrl(test.info(), id);
  const session = username ? await sandbox(page.request, base).session(username) : undefined;
  await seedStorage(page, {
    ...AGE_SEEN,
    ...(theme ? { [STORAGE_KEYS.theme]: theme } : {}),
    ...(session ? { [STORAGE_KEYS.session]: JSON.stringify(session) } : {}),
  });
  await page.goto(pageUrl(base, brand, '/m/member/home', language ?? brand.defaultLanguage));
  await settled(page);
  return { brand, base, texts: resources[language ?? brand.defaultLanguage] };
}

const centre = (page: Page) => page.locator('.member-centre');
const entries = (page: Page, name: string) => page.getByRole('navigation', { name });

for (const id of ['lotus', 'harbor'] as const) {
  test(`${id}: a member sees name, VIP label, balance, unread messages and every member screen (${LAYOUTS[id]} layout)`, async ({ page }) => {
    const problems = watch(page);
    await page.setViewportSize({ width: 320, height: 720 });
    const { brand, texts } = await openAs(page, id, 'demo_member');
    const t = texts.member;
    await expect(centre(page)).toHaveAttribute('data-layout', LAYOUTS[id]);
    await expect(page.locator('#mc-name')).toHaveText('Demo Member');
    await expect(page.locator('[data-vip]')).toContainText('VIP 3');
    await expect(page.locator('[data-member-account]')).toHaveText('demo_member');
    await expect(page.locator('.mc-wallet [data-testid="balance"]')).toContainText('1,520.75');
    await expect(page.locator('#mc-unread-badge')).toBeVisible();
    const nav = entries(page, t.entries);
    await expect(nav.locator('#mc-inbox-badge')).toHaveText('3');
    const links = {
      [texts.title.transactionRecord]: '/m/transaction/record',
      [texts.title.gameRecord]: '/m/gameRecord',
      [texts.title.securityCenter]: '/m/securityCenter',
      [texts.title.webEmail]: '/m/webEmail',
      [texts.title.inviteFriends]: '/m/inviteFriends',
      [texts.title.set]: '/m/set',
    };
    for (const [name, path] of Object.entries(links)) {
      const flagged = { '/m/transaction/record': 'TRANSREC3', '/m/gameRecord': 'TRANSBETREPMEM3', '/m/securityCenter': 'SECPRIV' }[path];
      const link = nav.locator(`a[href$="${path}"]`);
      if (flagged && !brand.whitelabel[flagged as keyof typeof brand.whitelabel]) await expect(link, name).toHaveCount(0);
      else await expect(link, name).toHaveAttribute('href', new RegExp(`${path}$`));
    }
    await expect(nav.locator('a[href$="/m/agent"]')).toBeHidden();
    await expect(page.getByRole('link', { name: texts.shell.deposit }).last()).toBeVisible();
    // Every entry leads to a working screen (issue 23 "No dead ends"; the records are issue 24's).
    const record = nav.locator('a[href$="/m/gameRecord"]');
    if (await record.count()) {
      await record.click();
      await expect(page).toHaveURL(/\/m\/gameRecord$/);
      await expect(page.getByRole('list', { name: texts.records.bets.list })).toBeVisible();
      await page.goBack();
    }
    await nav.getByRole('button', { name: texts.shell.customerService }).click();
    await expect(page.locator('#service-modal')).toBeVisible();
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(problems).toEqual([]);
  });

  test(`${id}: an agent also sees the agency centre; a trial account gets the register prompt; a guest goes to login`, async ({ page, context, browser }) => {
    const { texts } = await openAs(page, id, 'demo_agent');
    await expect(entries(page, texts.member.entries).locator('a[href$="/m/agent"]')).toBeVisible();

    const trial = await context.newPage();
    await openAs(trial, id, 'demo_trial');
    await expect(trial.locator('[data-for="trialPrompt"]')).toBeVisible();
    await expect(trial.locator('[data-for="trialPrompt"] a[href$="/m/register"]')).toBeVisible();
    await expect(centre(trial)).toBeHidden();

    const guest = await (await browser.newContext()).newPage();
    await openAs(guest, id, undefined);
    await expect(guest).toHaveURL(/\/m\/login/);
    await guest.context().close();
  });
}

test('lotus: a preset tapped while the picker’s script still loads stays picked', async ({ page }) => {
  // A slow phone: the sheet opens at once, its script (loaded on first opening) only after the tap.
  let scriptComes = () => {};
  const tapped = new Promise<void>((resolve) => (scriptComes = resolve));
  await page.route(/avatar-sheet\.[\w-]+\.js$/, async (route) => {
    await tapped;
    await route.continue();
  });
  const { texts } = await openAs(page, 'lotus', 'team_ben', { language: 'EN' });
  const t = texts.member;
  const asked = page.waitForResponse((response) => response.url().includes('/member/head-icon')); // the script's first act
  await page.getByRole('button', { name: t.changeAvatar }).click();
  const sheet = page.locator('#avatar-sheet');
  await sheet.getByText(t.preset.replace('{{number}}', '5'), { exact: true }).locator('..').click();
  scriptComes();
  await asked;
  await expect(sheet.getByRole('radio', { name: t.preset.replace('{{number}}', '5'), exact: true })).toBeChecked();
});

test('lotus: the avatar picked shows at once in the member centre, the header and the side menu; an own photo is shrunk', async ({ page }) => {
  const { brand, base, texts } = await openAs(page, 'lotus', 'team_ava', { language: 'EN' });
  const t = texts.member;
  await page.getByRole('button', { name: t.changeAvatar }).click();
  const sheet = page.locator('#avatar-sheet');
  await sheet.getByText(t.preset.replace('{{number}}', '7'), { exact: true }).locator('..').click();
  // The pick holds, even when the sheet's script arrives after the tap (it once reset it to the current one).
  await expect(sheet.getByRole('radio', { name: t.preset.replace('{{number}}', '7'), exact: true })).toBeChecked();
  await sheet.getByRole('button', { name: t.save }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByText(t.saved)).toBeVisible();
  await expect(page.locator('.mc-avatar [data-avatar]')).toHaveAttribute('data-preset', '7');
  await page.goto(pageUrl(base, brand, '/m/home', 'EN'));
  await settled(page);
  await expect(page.locator('.home-header [data-avatar]')).toHaveAttribute('data-preset', '7');
  await expect(page.locator('#sidebar [data-avatar]').first()).toHaveAttribute('data-preset', '7');

  // An own photo: 1200 × 900 drawn in the browser, sent at AVATAR_EDGE_PX on its longest side.
  await page.goto(pageUrl(base, brand, '/m/member/home', 'EN'));
  await settled(page);
  const photo = await page.evaluate(async () => {
    const canvas = Object.assign(document.createElement('canvas'), { width: 1200, height: 900 });
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#2a7';
    context.fillRect(0, 0, 1200, 900);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
    return Array.from(new Uint8Array(await blob.arrayBuffer()));
  });
  await page.getByRole('button', { name: t.changeAvatar }).click();
  await sheet.locator('[data-upload-input]').setInputFiles({ name: 'holiday', mimeType: 'application/octet-stream', buffer: Buffer.from(photo) });
  await expect(sheet.locator('[data-own-choice] img')).toBeVisible();
  await sheet.getByRole('button', { name: t.save }).click();
  await expect(sheet).toBeHidden();
  const picture = page.locator('.mc-avatar [data-avatar] img');
  await expect(picture).toHaveAttribute('src', /\/avatars\/\d+-[0-9a-f]{12}\.jpg$/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([256, 192]);
  await page.goto(pageUrl(base, brand, '/m/home', 'EN'));
  await expect(page.locator('.home-header [data-avatar] img')).toHaveAttribute('src', /\/avatars\//);

  // A file that is not a JPEG or PNG by content is refused, whatever its name.
  await page.goto(pageUrl(base, brand, '/m/member/home', 'EN'));
  await page.getByRole('button', { name: t.changeAvatar }).click();
  await sheet
    .locator('[data-upload-input]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1') });
  await expect(sheet.locator('[data-avatar-result]')).toHaveText(texts.errors.upload.type);
  await expect(sheet.locator('[data-own-choice] input')).toBeChecked(); // the photo shown stays the choice
  // Issue 34 item 16: a decompression bomb is refused by its header, in words.
  await sheet.locator('[data-upload-input]').setInputFiles({ name: 'bomb.png', mimeType: 'image/png', buffer: pngPicture({ width: 20_000, height: 20_000 }) });
  await expect(sheet.locator('[data-avatar-result]')).toHaveText(fill(texts.errors.upload.dimensions, ERROR_MESSAGE_VALUES));
});

test('harbor: presets only, no upload offered', async ({ page }) => {
  const { texts } = await openAs(page, 'harbor', 'team_ben');
  const answered = page.waitForResponse(/\/member\/head-icon/);
  await page.getByRole('button', { name: texts.member.changeAvatar }).click();
  const sheet = page.locator('#avatar-sheet');
  await expect(sheet.getByRole('radio')).toHaveCount(12);
  await answered;
  await expect(sheet.getByText(texts.member.upload)).toBeHidden();
});

test('lotus: wallets move back to the main one; a vendor failing half-way keeps its money and says so', async ({ page }) => {
  const { base, texts } = await openAs(page, 'lotus', 'demo_subagent', { language: 'EN' });
  const t = texts.member;
  const sheet = page.locator('#wallets-sheet');
  const rows = sheet.locator('.wallet-row');
  const fault = (vendor: string | null) => page.request.post(`${base}/__sandbox/transfer-fault`, { headers: HOOK_HEADERS, data: { vendor } });

  await page.getByRole('button', { name: t.wallets }).click();
  await expect(rows).toHaveCount(3);
  for (const [index, name, amount] of [
    [0, t.mainWallet, '21,350.00'],
    [1, 'BGS Originals', '6,100.00'],
    [2, 'TCG Southeast Asia', '3,050.00'],
  ] as const) {
    await expect(rows.nth(index)).toContainText(name);
    await expect(rows.nth(index)).toContainText(amount);
  }
  // The lottery vendor's gateway refuses: in-house moves, lottery keeps its money.
  await fault(LOTTERY_WALLET);
  try {
    await sheet.getByRole('button', { name: t.transferAll }).click();
    await expect(sheet.locator('[data-transfer-result]')).toContainText('BGS Originals');
    await expect(sheet.locator('[data-transfer-result]')).toContainText(t.transferPartial.split('{{')[0]!.trim());
    await expect(rows.nth(1)).toContainText('0.00');
    await expect(rows.nth(2)).toContainText('3,050.00');
  } finally {
    await fault(null);
  }
  // Again with the vendor back: the rest moves; the total never changed.
  await sheet.getByRole('button', { name: t.transferAll }).click();
  await expect(sheet.locator('[data-transfer-result]')).toContainText('TCG Southeast Asia');
  await expect(rows.nth(0)).toContainText('30,500.00');
  await expect(rows.nth(2)).toContainText('0.00');
  await page.keyboard.press('Escape');
  await expect(page.locator('.mc-wallet [data-testid="balance"]')).toContainText('30,500.00');
});

test('lotus: faults: member info, wallets and the avatar save say what failed, and trying again recovers', async ({ page }) => {
  const base = brandUrl(test.info(), 'lotus');
  const hooks = await pageFaults(page, base);
  const problems = watch(page);
  try {
    // Answers that cannot be read are final (no retry by itself): the error stays until Try again.
    await hooks.fault({ call: 'memberInfo', malformed: true });
    const { texts } = await openAs(page, 'lotus', 'team_cara', { language: 'EN' });
    const t = texts.member;
    const failed = page.locator('[data-info-failed]');
    await expect(failed).toContainText(t.infoFailed);
    await expect(page.locator('#mc-name')).toHaveText('team_cara'); // the user name meanwhile, never a blank
    await hooks.clearFaults();
    await failed.getByRole('button', { name: t.retry }).click();
    await expect(failed).toBeHidden();

    await hooks.fault({ call: 'merchantWallet', malformed: true });
    await page.getByRole('button', { name: t.wallets }).click();
    const sheet = page.locator('#wallets-sheet');
    await expect(sheet.getByRole('alert')).toContainText(texts.error.malformed);
    await hooks.clearFaults();
    await sheet.getByRole('button', { name: t.retry }).click();
    await expect(sheet.locator('.wallet-row')).toHaveCount(3);
    await page.keyboard.press('Escape');

    await hooks.fault({ call: 'setHeadIcon', httpStatus: 503, times: 1 });
    await page.getByRole('button', { name: t.changeAvatar }).click();
    const picker = page.locator('#avatar-sheet');
    await picker.getByText(t.preset.replace('{{number}}', '3'), { exact: true }).locator('..').click();
    await picker.getByRole('button', { name: t.save }).click();
    await expect(picker.locator('[data-avatar-result]')).toHaveText(texts.error.server);
    await picker.getByRole('button', { name: t.save }).click();
    await expect(picker).toBeHidden();
    await expect(page.locator('.mc-avatar [data-avatar]')).toHaveAttribute('data-preset', '3');
  } finally {
    await hooks.clearFaults();
  }
  expect(problems).toEqual([]);
});

test('harbor: sign out from the member centre asks first, then leaves as a guest', async ({ page }) => {
  const { texts } = await openAs(page, 'harbor', 'team_eve');
  await page.locator('.mc-signout').getByRole('button', { name: texts.settings.signOut }).click();
  const dialog = page.getByRole('dialog', { name: texts.settings.signOutTitle });
  await dialog.getByRole('button', { name: texts.form.dialog.cancel }).click();
  await expect(centre(page)).toBeVisible();
  await page.locator('.mc-signout').getByRole('button', { name: texts.settings.signOut }).click();
  await dialog.getByRole('button', { name: texts.settings.signOut }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await page.evaluate(() => localStorage.getItem('MC_SESSION_INFO'))).toBeNull();
});

for (const theme of THEMES) {
  for (const width of [320, 360]) {
    test(`lotus (Burmese): no serious accessibility violation, ${theme} theme, ${width} px, with each sheet open`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      const { texts } = await openAs(page, 'lotus', 'demo_member', { theme });
      const check = async (what: string) => {
        // Label in name (WCAG 2.5.3) whatever its tags, as the every-route walk checks it.
        const blocking = await axeViolations(page);
        expect(blocking.map(({ id: rule, nodes }) => `${what} ${rule}: ${nodes.map(({ target }) => target.join(' ')).join(', ')}`)).toEqual([]);
      };
      await expect(page.locator('#mc-name')).toHaveText('Demo Member');
      await check('member centre');
      await page.getByRole('button', { name: texts.member.wallets }).click();
      await expect(page.locator('#wallets-sheet .wallet-row')).toHaveCount(3);
      await check('wallets');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: texts.member.changeAvatar }).click();
      await expect(page.locator('#avatar-sheet [data-upload]')).toBeVisible();
      await check('avatar');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
}
