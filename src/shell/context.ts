/** What every shell component needs to render one page in one language. */
import type { TFunction } from 'i18next';
import * as brand from 'virtual:brand';
import { minifySync } from 'vite';
import { MEMBER_TYPES, STORAGE_KEYS, type LanguageCode } from '../constants.ts';
import { translator } from '../i18n/brand.ts';
import { sameOriginPath } from '../lib/safe-path.ts';
import { prepaint, type PrepaintConfig } from './prepaint.ts';
import { chromeFor, languagePrefix, localePath, routeFor, type Chrome, type Route } from './routes.ts';

export interface PageContext {
  /** The path this page answers, without language prefix (e.g. `/m/index`). */
  path: string;
  language: LanguageCode;
  route: Route;
  chrome: Chrome;
  t: TFunction;
  /** A path in this page's language. */
  link: (path: string) => string;
}

export function pageContext(path: string, language: LanguageCode): PageContext {
  return {
    path,
    language,
    route: routeFor(path),
    chrome: chromeFor(path),
    t: translator(language),
    link: (target) => localePath(target, language, brand.defaultLanguage),
  };
}

/** Strings the balance island shows, in the page's language. */
export function balanceLabels(t: TFunction) {
  return { balance: t('shell.balance'), hide: t('shell.hideBalance'), show: t('shell.showBalance'), refresh: t('shell.refreshBalance') };
}

/** The inline pre-paint script of a page in `language` (./prepaint.ts), first in its <head>. */
export function prepaintScript(language: LanguageCode): string {
  const config: PrepaintConfig = {
    language,
    prefixes: Object.fromEntries(brand.languages.map((code) => [code, languagePrefix(code, brand.defaultLanguage)])),
    defaultTheme: brand.theme.default,
    appPattern: brand.app.userAgentPattern,
    keys: STORAGE_KEYS,
    agentTypes: MEMBER_TYPES.agent,
  };
  // Minified here (the page's own scripts are by the build): it is inline in every page, before the first paint.
  return minifySync('prepaint.js', `(${prepaint.toString()})(${JSON.stringify(config)},window,${sameOriginPath.toString()})`).code;
}
