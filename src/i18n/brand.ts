/**
 * The texts of the brand being rendered: the defaults with `brands/<id>/locales/<lang>.json` over
 * them, one set per brand of the build (a build renders many brands, src/app/brand-integration.ts).
 * Pages (Astro, Vite) import `translator` and `textsOf` from here; Node code that has no brand
 * (tests/support.ts, the sandbox) imports ./index.ts for the defaults.
 */
import * as brand from 'virtual:brand';
import type { TFunction } from 'i18next';
import type { LanguageCode } from '../constants.ts';
import { brandTexts, type BrandTexts, type Texts } from './index.ts';

const byBrand = new Map<string, BrandTexts>();

function current(): BrandTexts {
  let found = byBrand.get(brand.id);
  if (!found) {
    found = brandTexts(brand.texts);
    byBrand.set(brand.id, found);
  }
  return found;
}

export const translator = (language: LanguageCode): TFunction => current().translator(language);
export const textsOf = (language: LanguageCode): Texts => current().textsOf(language);
export { htmlLang } from './index.ts';
