/**
 * Every text a player reads on a Burmese page is Burmese (issue 8, item 3: the footer's copyright
 * was one untranslated brand string). Latin-script words are allowed only for names that are the
 * same in every language: the brand's, the currency symbol, networks and products, and each
 * language's own name in the language picker. Read on every Burmese page of the route walk
 * (tests/e2e/every-route.spec.ts), which loads them anyway.
 */
import { expect, type Page } from '@playwright/test';
import { COUNTRIES } from '../../scripts/sandbox/accounts/countries.ts';
import type { Brand } from '../../src/brand/schema.ts';

/**
 * Names that stay in Latin script on a Burmese page: networks, products, picture formats (the
 * reward form's "JPG or PNG"). Keep it short: anything else is a missing translation.
 */
const NAMES = [
  'Facebook',
  'Google',
  'YouTube',
  'TikTok',
  'Instagram',
  'Twitter',
  'Telegram',
  'WhatsApp',
  'SMS',
  'QR',
  'English',
  'iPhone',
  'Android',
  'JPG',
  'PNG',
];

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
async function untranslatedWords(page: Page, allowed: Set<string>): Promise<string[]> {
  const { text, names } = await readable(page);
  return latinWords(text, new Set([...allowed, ...latinWords(names, new Set())]));
}

/** Latin-script words (a user name such as demo_member is one word) that are not allowed. */
function latinWords(text: string, allowed: Set<string>): string[] {
  return [...new Set(text.match(/[A-Za-z][\w'’-]*/g) ?? [])].filter((word) => !allowed.has(word));
}

/** The names a brand's Burmese pages may show in Latin script; `userName`, the signed-in player's own. */
export function allowedLatinNames(brand: Brand, userName?: string): Set<string> {
  const names = [...NAMES, ...`${brand.name} ${brand.pwa.name} ${brand.pwa.shortName} ${brand.currency.symbol}`.split(/\s+/)];
  return new Set(userName ? [...names, userName] : names);
}

/**
 * The untranslated words of the Burmese page as it is now. A dialling-code picker is read once the
 * player touches its form (the country names load then): it is focused first, so read the page's
 * other checks before this one.
 */
export async function untranslated(page: Page, allowed: Set<string>): Promise<string[]> {
  const picker = page.locator('select[name="countryDialingCode"]:visible').first();
  if (await picker.count()) {
    await picker.focus();
    await expect(picker).not.toContainText(COUNTRIES[0]!.name); // the platform's English name gave way
  }
  return untranslatedWords(page, allowed);
}
