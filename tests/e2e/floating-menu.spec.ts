/**
 * The floating side menu and the chrome's icons (issue 21, items 1 and 10), against the built
 * bundles and the sandbox:
 * - at 320 and 360 px, on home and a game list, real taps at the centre of every favourite star,
 *   winner Play and "More games" on the first screen reach that control, not the floating button,
 *   also after the player scrolls down and up a little (when a floating button comes back);
 * - the menu is one button with aria-expanded that opens a menu of named entries, each support
 *   channel with its own icon; Escape closes it and gives the focus back;
 * - every game category shows its own icon, and each theme choice the icon of the theme it names.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { GAME_CATEGORIES } from '../../src/contract/vocabulary.ts';
import { paths } from '../../src/shell/routes.ts';
import * as icons from '../../src/components/icon-paths.ts';
import { brandOf, brandUrl, pageUrl, resources, settled, watchNetwork } from '../support/index.ts';

const lotus = brandOf('lotus');
const WIDTHS = [320, 360];
const PAGES = ['/m/home', '/m/slot-games'];
/** The controls the floating buttons used to cover (issue 21, item 1). */
const TARGETS = '.game-star, .winner-play, .block-more';

/** The targets whose centre is on the screen. */
async function onScreen(page: Page): Promise<Locator[]> {
  const found: Locator[] = [];
  const { width, height } = page.viewportSize()!;
  for (const target of await page.locator(TARGETS).all()) {
    const box = await target.boundingBox();
    if (!box || !(await target.isVisible())) continue;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    // A row that scrolls sideways has tiles beyond the screen's edge: not on the screen.
    if (y > 0 && y < height && x > 0 && x < width) found.push(target);
  }
  return found;
}

/**
 * What a tap at the control's centre reaches: the control (or inside it) or the floating menu; and
 * whether that point is under one of the page's own bars (the sticky header, the bottom bar, the
 * home menu's sticky tabs), off the player's screen as much as ours.
 */
function reachable(target: Locator): Promise<{ hit: boolean; floating: boolean; underBar: boolean }> {
  return target.evaluate((control) => {
    const rect = control.getBoundingClientRect();
    const [x, y] = [rect.left + rect.width / 2, rect.top + rect.height / 2];
    const hit = document.elementFromPoint(x, y);
    const bars = [...document.querySelectorAll('.home-header, .navbar, .bottom-bar, .home-tabs .category-tabs')].map((bar) => bar.getBoundingClientRect());
    return {
      hit: hit !== null && control.contains(hit),
      floating: hit?.closest('.floating-menu') != null,
      underBar: bars.some((bar) => x >= bar.left && x <= bar.right && y >= bar.top && y <= bar.bottom),
    };
  });
}

/** Checks every target on the screen (not under the page's bars) is what a tap there reaches. Answers how many. */
async function checkTargets(page: Page, where: string): Promise<number> {
  let reached = 0;
  for (const target of await onScreen(page)) {
    const { hit, floating, underBar } = await reachable(target);
    if (underBar) continue;
    const name = `${where}: ${await target.getAttribute('class')} ${await target.getAttribute('aria-label')}`;
    expect(floating, `${name} is under the floating menu`).toBe(false);
    expect(hit, `${name} takes a tap at its centre`).toBe(true);
    reached++;
  }
  return reached;
}

type Scrolling = Window & { scrollEnded?: Promise<void> };
/** A turn of the mouse wheel, once the scroll it starts has ended. */
async function wheel(page: Page, deltaY: number): Promise<void> {
  await page.evaluate(() => {
    (window as Scrolling).scrollEnded = new Promise((resolve) => addEventListener('scrollend', () => resolve(), { once: true }));
  });
  await page.mouse.wheel(0, deltaY);
  await page.evaluate(() => (window as Scrolling).scrollEnded);
}

for (const width of WIDTHS) {
  for (const path of PAGES) {
    test(`lotus ${path} at ${width} px: every star, Play and More games of the screen takes a real tap, also after a scroll back up`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(180_000);
      const texts = resources[lotus.defaultLanguage];
      await page.setViewportSize({ width, height: 740 });
      const quiet = watchNetwork(page);
      await page.goto(pageUrl(brandUrl(testInfo, 'lotus'), lotus, path));
      await settled(page);
      await expect(page.locator('.game-star').first()).toBeVisible();
      await quiet();
      await expect(page.locator('[data-floating-menu] [data-fab-toggle]')).toBeVisible();

      const first = await onScreen(page);
      expect(first.length, 'targets on the first screen').toBeGreaterThan(2);
      expect(await checkTargets(page, `${path} first screen`)).toBeGreaterThan(2);

      // Real taps at the centre: a guest's star opens the login sheet (so the tap reached the star).
      const login = page.locator('dialog#login-modal');
      for (const target of first) {
        if (!(await target.evaluate((control) => control.matches('.game-star, .winner-play')))) continue;
        const { underBar } = await reachable(target);
        if (underBar) continue;
        const box = (await target.boundingBox())!;
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
        await expect(login, `${path}: a tap on ${await target.getAttribute('aria-label')}`).toBeVisible();
        await login.getByRole('button', { name: texts.shell.close }).first().click();
        await expect(login).toBeHidden();
      }

      // Down a screen and a little back up: what shows then is reachable too.
      await wheel(page, 700);
      await wheel(page, -250);
      await expect(page.locator('[data-floating-menu] [data-fab-toggle]')).toBeVisible();
      await checkTargets(page, `${path} after scrolling up`);

      // More games (home): a real tap opens the category's list.
      const more = page.locator('.block-more').first();
      if (path === '/m/home') {
        await page.evaluate(() => scrollTo(0, 0));
        await more.scrollIntoViewIfNeeded();
        const box = (await more.boundingBox())!;
        expect((await reachable(more)).hit).toBe(true);
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
        await page.waitForURL(/gameType=|-games/);
      }
    });
  }
}

test('lotus: the floating menu is one button that opens a menu of named entries, each channel with its own icon', async ({ page }, testInfo) => {
  const texts = resources[lotus.defaultLanguage];
  await page.goto(pageUrl(brandUrl(testInfo, 'lotus'), lotus, '/m/home'));
  await settled(page);
  const menu = page.locator('[data-floating-menu]');
  const toggle = menu.getByRole('button', { name: texts.shell.supportMenu });
  await expect(menu.getByRole('button')).toHaveCount(1);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const entries = menu.locator('#fab-menu .fab-item:visible');
  await expect(entries.first()).toBeFocused();
  // Download, the four channels of lotus (live chat, Telegram, WhatsApp, Facebook), share.
  await expect(entries).toHaveCount(2 + lotus.customerService.length);
  for (const entry of lotus.customerService) {
    const expected = { LIVECHAT: icons.service, TELEGRAM: icons.telegram, WHATSAPP: icons.whatsapp, FACEBOOK: icons.facebook }[entry.type as string];
    const link = menu.locator(`a.fab-item[href="${entry.url}"]`);
    await expect(link).toHaveAccessibleName(entry.label ?? texts.support[entry.type as keyof typeof texts.support]);
    await expect(link.locator('svg path')).toHaveAttribute('d', expected!);
  }
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  await expect(entries).toHaveCount(0);

  // A tap opens it, a tap elsewhere closes it; an entry does its job (the app sheet).
  await toggle.click();
  await menu.getByRole('button', { name: texts.shell.download }).click();
  await expect(page.locator('dialog#download-popup')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('lotus: every game category shows its own icon, and each theme choice the icon of the theme it names', async ({ page }, testInfo) => {
  const texts = resources[lotus.defaultLanguage];
  await page.goto(pageUrl(brandUrl(testInfo, 'lotus'), lotus, '/m/slot-games'));
  await settled(page);
  const tabIcons = await page
    .locator('nav.category-tabs li')
    .evaluateAll((items) => items.map((item) => [item.getAttribute('data-category'), item.querySelector('svg path')?.getAttribute('d') ?? ''] as const));
  expect(tabIcons.map(([category]) => category).sort()).toEqual([...GAME_CATEGORIES].sort());
  expect(new Set(tabIcons.map(([, d]) => d)).size).toBe(GAME_CATEGORIES.length);
  expect(tabIcons.every(([, d]) => d !== '')).toBe(true);

  await page.getByRole('button', { name: texts.shell.games }).first().click();
  const menuIcons = await page.locator('#game-menu li').evaluateAll((items) => items.map((item) => item.querySelector('svg path')?.getAttribute('d') ?? ''));
  expect(new Set(menuIcons).size).toBe(menuIcons.length);
  await page.keyboard.press('Escape');

  await page.goto(pageUrl(brandUrl(testInfo, 'lotus'), lotus, '/m/home'));
  await settled(page);
  const homeIcons = await page
    .locator('.home-tabs [role="tab"]')
    .evaluateAll((tabs) => tabs.map((tab) => tab.querySelector('svg path')?.getAttribute('d') ?? ''));
  expect(homeIcons.length).toBeGreaterThan(3);
  expect(new Set(homeIcons).size).toBe(homeIcons.length);

  await page.getByRole('button', { name: texts.shell.openMenu }).click();
  await expect(page.getByRole('button', { name: texts.shell.themeLight }).locator('svg path')).toHaveAttribute('d', icons.sun);
  await expect(page.getByRole('button', { name: texts.shell.themeDark }).locator('svg path')).toHaveAttribute('d', icons.moon);
  const sidebar = page.locator('#sidebar');
  // Settings is a member's entry (hidden here): its icon is in the page all the same.
  await expect(sidebar.locator(`a[href$="${paths.help}"] svg path`).first()).toHaveAttribute('d', icons.help);
  await expect(sidebar.locator(`a[href$="${paths.set}"] svg path`).first()).toHaveAttribute('d', icons.settings);
  expect(icons.help).not.toBe(icons.settings);
});
