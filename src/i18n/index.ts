/**
 * i18next runs at build time: every page is prerendered in one language, so the browser never
 * downloads i18next. Islands that need text get a subtree of their language's texts as props.
 */
import i18next, { type TFunction } from 'i18next';
import { LANGUAGE_CODES, type LanguageCode } from '../constants.ts';
import { localeFiles } from './locale-files.ts';
import { breakSyllablesIn } from './myanmar-breaks.ts';
import type { Texts } from './types.ts';

export type { Texts } from './types.ts';

/** The i18next / HTML language tag of a spec language code; also the name of its locale files. */
export const htmlLang: Record<LanguageCode, string> = { EN: 'en', MY: 'my' };

/**
 * A language's texts: its shell file, plus each `locales/<lang>/<namespace>.json` under `<namespace>`;
 * Burmese with a line-break opportunity between syllables (./myanmar-breaks.ts), so the files stay readable.
 */
function filesOf(language: LanguageCode): Texts {
  const tag = htmlLang[language];
  const texts: Record<string, unknown> = { ...localeFiles[`./locales/${tag}.json`] };
  for (const [path, file] of Object.entries(localeFiles)) {
    const namespace = path.match(new RegExp(`^\\./locales/${tag}/([\\w-]+)\\.json$`))?.[1];
    if (namespace) texts[namespace] = file;
  }
  return breakSyllablesIn(texts) as Texts;
}

/** Every string per language, as the locale files give it (Burmese with its syllable breaks; before a brand's overrides). */
export const resources = Object.fromEntries(LANGUAGE_CODES.map((code) => [code, filesOf(code)])) as Record<LanguageCode, Texts>;

/** One brand's texts: the defaults with `overrides` over them (validated by src/brand/texts.ts). */
export interface BrandTexts {
  translator(language: LanguageCode): TFunction;
  /** A language's texts as `translator` reads them (overrides included), for handing an island a subtree. */
  textsOf(language: LanguageCode): Texts;
}

/** The texts of a brand with `overrides` (Astro code gets its brand's through ./brand.ts). */
export function brandTexts(overrides: Partial<Record<LanguageCode, object>>): BrandTexts {
  const instance = i18next.createInstance();
  void instance.init({
    // A copy: a brand's overrides merge into i18next's store, never into the defaults above.
    resources: Object.fromEntries(LANGUAGE_CODES.map((code) => [htmlLang[code], { translation: structuredClone(resources[code]) }])),
    lng: 'en',
    fallbackLng: false,
    interpolation: { escapeValue: false }, // Astro and React escape on output
    returnNull: false,
    initAsync: false,
  });
  for (const [code, tree] of Object.entries(overrides)) instance.addResourceBundle(htmlLang[code as LanguageCode], 'translation', tree, true, true);
  return {
    translator: (language) => instance.getFixedT(htmlLang[language]),
    textsOf: (language) => instance.getResourceBundle(htmlLang[language], 'translation') as Texts,
  };
}

/** The defaults, for Node code that has no brand (tests, the sandbox). */
export const { translator, textsOf } = brandTexts({});
