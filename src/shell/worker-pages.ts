/**
 * Which saved page answers a navigation, for the service worker (./sw.ts) and the precache list
 * (scripts/precache.ts). No worker or DOM globals: unit-tested in Node.
 */
import { HTML_ALIASES, isHomePath, paths } from './routes.ts';

/** The page shown for a page that is neither online nor saved, under each language prefix (`/en/offline`). */
export const OFFLINE_PATH = '/offline';

/** The language prefix a path starts with: one of `prefixes` (e.g. `/en`), or '' (the default language). */
export function prefixOf(pathname: string, prefixes: readonly string[]): string {
  return prefixes.find((prefix) => prefix !== '' && (pathname === prefix || pathname.startsWith(`${prefix}/`))) ?? '';
}

/**
 * The one saved copy of a page: its path without query (pages read it on the client), trailing
 * slash, home alias (`/`, `/m`, `/m/index` … are home) or `.html` alias, keeping its language prefix.
 */
export function pageKey(pathname: string, prefixes: readonly string[]): string {
  const prefix = prefixOf(pathname, prefixes);
  const path = (pathname.slice(prefix.length) || '/').replace(/(.)\/+$/, '$1');
  return prefix + (isHomePath(path) ? paths.home : (HTML_ALIASES[path] ?? path));
}

/** The offline page in the language of the address. */
export function offlinePagePath(pathname: string, prefixes: readonly string[]): string {
  return prefixOf(pathname, prefixes) + OFFLINE_PATH;
}
