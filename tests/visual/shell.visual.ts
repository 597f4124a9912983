// Screenshots of each brand at a phone viewport: home, the account screens and modals and
// maintenance (the game area: games.visual.ts), in both themes and every brand language. One project per brand (visual-<brand>), each with its own
// servers; `npm run test:visual -- --update` rewrites the baselines in tests/visual/baselines/.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { brandOf, pageUrl, sandbox, seedStorage, settled } from '../support/index.ts';
import { THEMES } from '../../src/constants.ts';

const FROZEN_TIME = new Date('2026-11-21T10:00:00Z');
const SCREENS = [
  { name: 'home', path: '/m/home' },
  { name: 'login', path: '/m/login' },
  { name: 'register', path: '/m/register' },
  { name: 'forget', path: '/m/forget' },
  { name: 'settings', path: '/m/set' },
] as const;
/** The login and registration modals, opened from the home header. */
const MODALS = ['login-modal', 'register-modal'] as const;
/** Screens a member sees (a real session from the sandbox). */
const MEMBER_SCREENS = [
  { name: 'change-password', path: '/m/changePsw' },
  { name: 'settings-member', path: '/m/set' },
] as const;

test.describe.configure({ mode: 'serial' });

async function shoot(page: Page, name: string) {
  await settled(page);
  // Masked: the balance (live data) and captcha pictures (a new random sum each time).
  await expect(page).toHaveScreenshot(`${name}.png`, { mask: [page.locator('[data-testid="balance"]'), page.locator('.captcha-image')] });
}

/** A fresh tab whose device already chose this language and theme (storage is per context). */
async function tab(context: BrowserContext, storage: Record<string, string>): Promise<Page> {
  const page = await context.newPage();
  await page.clock.setFixedTime(FROZEN_TIME);
  await seedStorage(page, storage);
  return page;
}

test('every screen in every theme and language', async ({ context, request }, testInfo) => {
  test.setTimeout(120_000); // some 40 screenshots in one test: one tab per language and theme
  const brand = brandOf(testInfo.project.metadata.brand as string);
  const base = testInfo.project.use.baseURL!;
  await sandbox(request, base).setStatus({ maintenance: false, regionRestriction: false });
  for (const language of brand.languages) {
    for (const theme of THEMES) {
      const page = await tab(context, { language, theme, status: '0' });
      for (const screen of SCREENS) {
        await page.goto(pageUrl(base, brand, screen.path, language));
        await shoot(page, `${screen.name}-${theme}-${language}`);
      }
      for (const modal of MODALS) {
        await page.goto(pageUrl(base, brand, '/m/home', language));
        await settled(page);
        await page.locator(`.home-header [data-open="${modal}"]`).click();
        // Hydrated and loaded: the submit button exists and is enabled.
        await expect(page.locator(`dialog#${modal} button[type="submit"]`)).toBeEnabled();
        await shoot(page, `${modal}-${theme}-${language}`);
      }
      await page.close();
    }
  }
});

test('member screens in every theme and language', async ({ context, request }, testInfo) => {
  const brand = brandOf(testInfo.project.metadata.brand as string);
  const base = testInfo.project.use.baseURL!;
  const session = await sandbox(request, base).session('demo_member');
  for (const language of brand.languages) {
    for (const theme of THEMES) {
      const page = await tab(context, { language, theme, status: '0', MC_SESSION_INFO: JSON.stringify(session) });
      for (const screen of MEMBER_SCREENS) {
        await page.goto(pageUrl(base, brand, screen.path, language));
        await shoot(page, `${screen.name}-${theme}-${language}`);
      }
      await page.close();
    }
  }
});

test('maintenance page in every theme and language', async ({ context, request }, testInfo) => {
  const brand = brandOf(testInfo.project.metadata.brand as string);
  const base = testInfo.project.use.baseURL!;
  const platform = sandbox(request, base);
  await platform.setStatus({ maintenance: true });
  try {
    for (const language of brand.languages) {
      for (const theme of THEMES) {
        const page = await tab(context, { language, theme, status: '0' });
        await page.goto(pageUrl(base, brand, '/m/home', language));
        await expect(page.getByRole('alert').first()).toBeVisible();
        await shoot(page, `maintenance-${theme}-${language}`);
        await page.close();
      }
    }
  } finally {
    await platform.setStatus({ maintenance: false });
  }
});
