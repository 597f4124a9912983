/**
 * i18next runs at build time: every page is prerendered in one language, so the browser never
 * downloads i18next. Islands that need text get the strings they use as props.
 */
import i18next, { type TFunction } from 'i18next';
import type { LanguageCode } from '../constants.ts';
import en from './locales/en.json' with { type: 'json' };
import my from './locales/my.json' with { type: 'json' };

export const resources = { EN: en, MY: my } as const;

/** The i18next / HTML language tag of a spec language code. */
export const htmlLang: Record<LanguageCode, string> = { EN: 'en', MY: 'my' };

const instance = i18next.createInstance();
await instance.init({
  resources: Object.fromEntries(Object.entries(resources).map(([code, bundle]) => [htmlLang[code as LanguageCode], { translation: bundle }])),
  lng: 'en',
  fallbackLng: false,
  interpolation: { escapeValue: false }, // Astro and React escape on output
  returnNull: false,
  initAsync: false,
});

export function translator(language: LanguageCode): TFunction {
  return instance.getFixedT(htmlLang[language]);
}
