/**
 * i18next runs at build time: every page is prerendered in one language, so the browser never
 * downloads i18next. Islands that need text get the strings they use as props.
 */
import i18next, { type TFunction } from 'i18next';
import type { LanguageCode } from '../constants.ts';
import en from './locales/en.json' with { type: 'json' };
import my from './locales/my.json' with { type: 'json' };
import en_form from './locales/en/form.json' with { type: 'json' };
import my_form from './locales/my/form.json' with { type: 'json' };
import en_login from './locales/en/login.json' with { type: 'json' };
import my_login from './locales/my/login.json' with { type: 'json' };
import en_register from './locales/en/register.json' with { type: 'json' };
import my_register from './locales/my/register.json' with { type: 'json' };
import en_password from './locales/en/password.json' with { type: 'json' };
import my_password from './locales/my/password.json' with { type: 'json' };
import en_settings from './locales/en/settings.json' with { type: 'json' };
import my_settings from './locales/my/settings.json' with { type: 'json' };
import en_feedback from './locales/en/feedback.json' with { type: 'json' };
import my_feedback from './locales/my/feedback.json' with { type: 'json' };
import en_age from './locales/en/age.json' with { type: 'json' };
import my_age from './locales/my/age.json' with { type: 'json' };
import en_trial from './locales/en/trial.json' with { type: 'json' };
import my_trial from './locales/my/trial.json' with { type: 'json' };

/**
 * Every string per language: the shell's file plus one file per feature namespace
 * (locales/<lang>/<namespace>.json), so features add text without touching each other's files.
 */
export const resources = {
  EN: { ...en, form: en_form, login: en_login, register: en_register, password: en_password, settings: en_settings, feedback: en_feedback, age: en_age, trial: en_trial },
  MY: { ...my, form: my_form, login: my_login, register: my_register, password: my_password, settings: my_settings, feedback: my_feedback, age: my_age, trial: my_trial },
} as const;

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
