/**
 * Crafted addresses never send a player off the site (issue 8, item 8): `https://<brand>/en//evil/`
 * once made the pre-paint language switch navigate to `http://evil/`. Every page the browser shows
 * during the visit must be on the brand's origin.
 */
import { expect, test, type Page } from '@playwright/test';
import { brandOf, brandUrl, pageUrl, seedStorage } from '../support/index.ts';

/** Every main-frame address the page passes through. */
function addresses(page: Page): string[] {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(frame.url());
  });
  return seen;
}

for (const id of ['lotus', 'harbor']) {
  const brand = brandOf(id);
  const other = brand.languages.find((language) => language !== brand.defaultLanguage)!;
  const prefix = `/${other.toLowerCase()}`;

  test(`${id}: crafted addresses in the other language's pages stay on the site`, async ({ page }, testInfo) => {
    const base = brandUrl(testInfo, id);
    // The player chose the default language earlier, so a page in the other one switches before painting.
    await seedStorage(page, { language: brand.defaultLanguage });
    const seen = addresses(page);
    const crafted = [
      `${prefix}//m/home`, // the reported one: once sent players to http://m/home
      `${prefix}/\\m/home`, // the browser reads \ as /
      `${prefix}///m/login?x=1`,
      `${prefix}//evil.example/`,
      `${prefix}/%2F%2Fevil.example/`,
      `//evil.example/`, // unknown path → 404 → home
      `/\\evil.example/`,
    ];
    for (const path of crafted) {
      await page.goto(base + path);
      await page.waitForLoadState('load');
      await expect(page.locator('html'), path).toHaveAttribute('data-language', brand.defaultLanguage);
      expect(new URL(page.url()).origin, path).toBe(base);
    }
    expect(seen.filter((url) => new URL(url).origin !== base)).toEqual([]);
    // The reported address lands on home in the player's language, as the switch intends.
    await page.goto(`${base}${prefix}//m/home`);
    await expect(page).toHaveURL(pageUrl(base, brand, '/m/home'));
  });
}
