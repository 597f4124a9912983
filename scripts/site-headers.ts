/**
 * The response headers of a built brand (dist/<id>/), in one place: `npm start` sends them
 * (scripts/sandbox/static.ts) and the build writes them for the operator's host
 * (./host-config.ts: `_headers`, nginx), so what the tests check is what gets deployed.
 *
 * One Content-Security-Policy for the whole site, with the union of every page's inline-script
 * hashes, rather than one per page: a brand has about 19 distinct inline scripts (measured on
 * lotus and harbor; 13 on pebble): the pre-paint script per language, the service-worker
 * registration, Astro's island loaders, the age gate's, the 404 page's, and the member-page gates
 * (one per gated route and language). Per-page policies would shave a few of them off each page but
 * need a rule per page in `_headers` (Cloudflare allows 100) and in nginx; the union only lets one
 * of our own scripts run on a page that does not carry it, which gives an attacker nothing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Brand } from '../src/brand/schema.ts';
import { contentSecurityPolicy, inlineScripts, scriptHashSource } from './csp.ts';

/** Hashed build output: a file there never changes, so it may be cached for a year (issue 8 item 7). */
export const IMMUTABLE_PREFIX = '/_astro/';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (pages, /sw.js, the manifest, brand images) is checked with the server on every use. */
export const REVALIDATE = 'no-cache';

/** Features the site never uses, turned off for it and anything it embeds. */
export const PERMISSIONS_POLICY = 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

export function cacheControl(pathname: string): string {
  return pathname.startsWith(IMMUTABLE_PREFIX) ? IMMUTABLE : REVALIDATE;
}

/** Every header but Cache-Control of the answer at `pathname` (see SiteHeaders). */
export function headersOf(site: Pick<SiteHeaders, 'security' | 'policy'>, pathname: string): Readonly<Record<string, string>> {
  return pathname.startsWith(IMMUTABLE_PREFIX) ? site.security : { ...site.security, ...site.policy };
}

export interface SiteHeaders {
  /** Sent with every answer of the site: pages, assets, the 404 page. */
  security: Readonly<Record<string, string>>;
  /**
   * The Content-Security-Policy: with every answer but the hashed scripts and styles under
   * IMMUTABLE_PREFIX. A policy governs the document (and a worker) it comes with, never a script a
   * page loads, and its 1.4 KB on each of the 27 files home asks for before its first banner was
   * 39 KB of headers on a slow line (Lighthouse's largest paint, issue 36).
   */
  policy: Readonly<Record<string, string>>;
  /** Hash sources of every inline script of the site's pages, sorted. */
  scriptHashes: readonly string[];
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? htmlFiles(join(dir, entry.name)) : entry.name.endsWith('.html') ? [join(dir, entry.name)] : [],
  );
}

/** The headers of the site built in `distDir` for `brand` (and the emulator it was built for, if any). */
export function siteHeaders(distDir: string, brand: Pick<Brand, 'api' | 'firebase'>, emulatorHost: string | null): SiteHeaders {
  const hashes = new Set(htmlFiles(distDir).flatMap((file) => inlineScripts(readFileSync(file, 'utf8')).map(scriptHashSource)));
  const scriptHashes = [...hashes].sort();
  return {
    scriptHashes,
    policy: { 'Content-Security-Policy': contentSecurityPolicy({ brand, emulatorHost, scriptHashes }) },
    security: {
      'Permissions-Policy': PERMISSIONS_POLICY,
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Content-Type-Options': 'nosniff',
    },
  };
}
