/**
 * Every text a player reads on a Burmese page is Burmese (issue 8, item 3: the footer's copyright
 * was one untranslated brand string). Latin-script words are allowed only for names that are the
 * same in every language: the brand's, the currency symbol, networks and products, and each
 * language's own name in the language picker.
 */
import { expect, test, type Page } from '@playwright/test';
import { COUNTRIES } from '../../scripts/sandbox/accounts/countries.ts';
import { listBrands } from '../../src/brand/load.ts';
import { PAGE_PATHS, paths } from '../../src/shell/routes.ts';
import { brandOf, brandUrl, pageUrl, sandbox, seedStorage, settled } from '../support/index.ts';

/** Names that stay in Latin script on a Burmese page. Keep it short: anything else is a missing translation. */
const NAMES = ['Facebook', 'Google', 'YouTube', 'TikTok', 'Instagram', 'Twitter', 'Telegram', 'WhatsApp', 'SMS', 'QR', 'English', 'iPhone', 'Android'];

/**
 * What a player reads on the page now: visible text, the title, placeholders and the names of
 * controls; and apart, the names the platform sends (games, vendors, lotteries), which the page
 * marks translate="no" and shows as sent in every language.
 */
function readable(page: Page): Promise<{ text: string; names: string }> {
  return page.evaluate(() => {
    const shown = (element: Element) => (element as HTMLElement).checkVisibility?.() ?? true;
    const attributes = [...document.querySelectorAll('[placeholder], [aria-label], img[alt]')]
      .filter(shown)
      .map((element) => [element.getAttribute('placeholder'), element.getAttribute('aria-label'), element.getAttribute('alt')].join(' '));
    const options = [...document.querySelectorAll('select')].filter(shown).map((select) => select.innerText);
    const names = [...document.querySelectorAll('[translate="no"]')].filter(shown).map((element) => element.textContent);
    return { text: [document.title, document.body.innerText, ...attributes, ...options].join('\n'), names: names.join('\n') };
  });
}

/** The Latin words of a page that are neither allowed names nor the platform's own names on it. */
async function untranslated(page: Page, allowed: Set<string>): Promise<string[]> {
  const { text, names } = await readable(page);
  return latinWords(text, new Set([...allowed, ...latinWords(names, new Set())]));
}

/** Latin-script words (a user name such as demo_member is one word) that are not allowed. */
function latinWords(text: string, allowed: Set<string>): string[] {
  return [...new Set(text.match(/[A-Za-z][\w'’-]*/g) ?? [])].filter((word) => !allowed.has(word));
}

for (const id of listBrands().filter((brand) => brandOf(brand).languages.includes('MY'))) {
  const brand = brandOf(id);
  const names = new Set([...NAMES, ...`${brand.name} ${brand.pwa.name} ${brand.pwa.shortName} ${brand.currency.symbol}`.split(/\s+/)]);

  for (const who of ['guest', 'member'] as const) {
    const allowed = new Set(names);
    test(`${id}: Burmese pages show no untranslated text (${who})`, async ({ page, request }, testInfo) => {
      test.setTimeout(90_000);
      const base = brandUrl(testInfo, id);
      const session = who === 'member' ? await sandbox(request, base).session('demo_member') : undefined;
      await seedStorage(page, { language: 'MY', ...(session ? { MC_SESSION_INFO: JSON.stringify(session) } : {}) });
      if (session) allowed.add(session.userName); // the player's own name, shown in the menu and settings
      const found: string[] = [];
      for (const path of PAGE_PATHS) {
        await page.goto(pageUrl(base, brand, path, 'MY'));
        // A signed-in member is sent home from the sign-in forms before they paint: read home then.
        if (session && (path === paths.login || path === paths.register)) await page.waitForURL(pageUrl(base, brand, paths.home, 'MY'));
        await settled(page);
        await page.waitForLoadState('networkidle');
        // A dialling-code picker is read once the player touches its form (the country names load then).
        const picker = page.locator('select[name="countryDialingCode"]:visible').first();
        if (await picker.count()) {
          await picker.focus();
          await expect(picker).not.toContainText(COUNTRIES[0]!.name); // the platform's English name gave way
        }
        for (const word of await untranslated(page, allowed)) found.push(`${path}: ${word}`);
      }
      // The side menu (language picker, links) and the sign-in sheets are read too.
      await page.goto(pageUrl(base, brand, '/m/home', 'MY'));
      await settled(page);
      await page.locator('[data-open="sidebar"]').first().click();
      await expect(page.locator('#sidebar')).toBeVisible();
      for (const word of await untranslated(page, allowed)) found.push(`side menu: ${word}`);
      expect(found).toEqual([]);
    });
  }
}
