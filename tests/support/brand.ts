/** Brand facts and the URLs of each project's servers, for the browser tests. */
import type { TestInfo } from '@playwright/test';
import { loadBrand } from '../../src/brand/load.ts';
import type { Brand } from '../../src/brand/schema.ts';
import type { LanguageCode } from '../../src/constants.ts';
import { resources } from '../../src/i18n/index.ts';
import { localePath } from '../../src/shell/routes.ts';

export { resources };

/**
 * A text as Playwright reads a page's text or a name before it tries a pattern on it: without the
 * zero-width spaces our Burmese texts carry between syllables (src/i18n/myanmar-breaks.ts). A
 * string Playwright compares itself; a RegExp built from a text needs this.
 */
export const asRead = (text: string) => text.replaceAll('\u200b', '');

export function brandUrl(testInfo: TestInfo, brand: string): string {
  const urls = testInfo.project.metadata.urls as Record<string, string> | undefined;
  const url = urls?.[brand] ?? testInfo.project.use.baseURL;
  if (!url) throw new Error(`no server for brand ${brand} in project ${testInfo.project.name}`);
  return url;
}

export const brandOf = (id: string): Brand => loadBrand(id);

/** Absolute URL of a spec path in a brand language. */
export function pageUrl(base: string, brand: Brand, path: string, language: LanguageCode = brand.defaultLanguage): string {
  return base + localePath(path, language, brand.defaultLanguage);
}

/**
 * The brand a journey runs on where the brands do not differ in what it checks: lotus, with every
 * feature flag on and Burmese (the longest words) as its first language. Tests run on more brands
 * only for what brands set differently (language, currency, flags, age limit, theme colours).
 */
export const JOURNEY_BRAND = 'lotus';
