/** What every shell component needs to render one page in one language. */
import type { TFunction } from 'i18next';
import * as brand from 'virtual:brand';
import { minifySync } from 'vite';
import { MEMBER_TYPES } from '../contract/vocabulary.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import { type LanguageCode } from '../constants.ts';
import { htmlLang, translator } from '../i18n/brand.ts';
import { moneyFormatOf, type MoneyFormat } from '../lib/money.ts';
import { sameOriginPath } from '../lib/safe-path.ts';
import { routePath, type RoutePath, type RouteQuery } from './paths.ts';
import { prepaint, type PrepaintConfig } from './prepaint.ts';
import { chromeFor, languagePrefix, localePath, paths, routeFor, type Chrome, type Route } from './routes.ts';

export interface PageContext {
  /** The path this page answers, without language prefix (e.g. `/m/index`). */
  path: string;
  language: LanguageCode;
  route: Route;
  chrome: Chrome;
  t: TFunction;
  /** A path in this page's language. */
  link: (path: string) => string;
  /** A route that reads a query, in this page's language: give it its query with `withQuery` (./paths.ts). */
  routeLink: <R extends keyof RouteQuery>(name: R) => RoutePath<R>;
}

/** The props of every component that renders a part of a page: `type Props = PageProps;`. */
export interface PageProps {
  ctx: PageContext;
}

export function pageContext(path: string, language: LanguageCode): PageContext {
  return {
    path,
    language,
    route: routeFor(path),
    chrome: chromeFor(path),
    t: translator(language),
    link: (target) => localePath(target, language, brand.defaultLanguage),
    routeLink: (name) => routePath(name, languagePrefix(language, brand.defaultLanguage)),
  };
}

/** Per brand and language: many parts of every page ask, and each answer made its own Intl.NumberFormat. */
const moneyFormats = new Map<string, MoneyFormat>();

/** How money is written on a page in `language`: its language and the brand's currency, resolved at build time (src/lib/money.ts). */
export function moneyFormat(language: LanguageCode): MoneyFormat {
  const key = `${brand.id} ${language}`;
  let found = moneyFormats.get(key);
  if (!found) {
    found = moneyFormatOf(htmlLang[language], brand.currency.code);
    moneyFormats.set(key, found);
  }
  return found;
}

/**
 * Inline scripts minified once per distinct source: every page carries the same few (the pre-paint
 * script per language and status, the age gate's), and minifying each page's copy again was about
 * 5 % of the time a brand's pages take to render (issue 36, `node --cpu-prof` of the build).
 */
const minifiedScripts = new Map<string, string>();

/** `source` minified for an inline `<script>` (`file` names it in minifier errors). */
export function minifiedInlineScript(file: string, source: string): string {
  let found = minifiedScripts.get(source);
  if (found === undefined) {
    found = minifySync(file, source).code;
    minifiedScripts.set(source, found);
  }
  return found;
}

/** Every member type the spec names but trial ones (A §3): anything else counts as trial, as src/lib/session.ts isTrial. */
const KNOWN_ACCOUNT_TYPES = [...new Set([...MEMBER_TYPES.real, ...MEMBER_TYPES.nonAgent, ...MEMBER_TYPES.agent])].filter(
  (type) => !(MEMBER_TYPES.trial as readonly number[]).includes(type),
);

/** The inline pre-paint script of a page in `language` (./prepaint.ts), first in its <head>. */
export function prepaintScript(language: LanguageCode, { status, ageDeclinedKey }: Pick<PrepaintConfig, 'status' | 'ageDeclinedKey'>): string {
  const config: PrepaintConfig = {
    language,
    prefixes: Object.fromEntries(brand.languages.map((code) => [code, languagePrefix(code, brand.defaultLanguage)])),
    defaultTheme: brand.theme.default,
    appPattern: brand.app.userAgentPattern,
    keys: STORAGE_KEYS,
    agentTypes: MEMBER_TYPES.agent,
    realTypes: MEMBER_TYPES.real,
    accountTypes: KNOWN_ACCOUNT_TYPES,
    signedOut: { paths: [paths.login, paths.register], home: localePath(paths.home, language, brand.defaultLanguage) },
    status,
    ageDeclinedKey,
  };
  // Minified here (the page's own scripts are by the build): it is inline in every page, before the first paint.
  return minifiedInlineScript('prepaint.js', `(${prepaint.toString()})(${JSON.stringify(config)},window,${sameOriginPath.toString()})`);
}
