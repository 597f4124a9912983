/**
 * What the service worker (src/app/sw.ts) saves on a player's first visit, in the background after
 * the page has loaded: the offline page of every brand language, then the shell pages in every
 * language while the total stays within PRECACHE_BUDGET_BYTES (gzip, as the bytes travel), each
 * with the scripts, styles and brand images it references, so that a saved page works offline as
 * it does online. Pages left out are still saved when visited, and answered by the offline page
 * until then. Chosen when each brand's worker is written (scripts/service-worker.ts).
 *
 * Measured (two languages): a page is 14-19 KB of gzip HTML; the scripts home and
 * login share (React, the sign-in sheets) about 105 KB; every page of a brand about 1.2 MB.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OFFLINE_PATH } from '../src/shell/worker-pages.ts';
import { paths } from '../src/shell/routes.ts';
import { gzipBytes } from './bench-lib.ts';

/**
 * Ours: about twice a React page's JavaScript budget (scripts/bench-lib.ts PAGE_BUDGET_KB), downloaded once
 * per version. Enough for home in two languages and the first language's login (lotus 202 KB, harbor
 * 198 KB); all pages (1.2 MB) would cost a player on a prepaid plan more than the pages they visit.
 * It was 200 KB until the content screens' styles, which every page carries inline (README
 * "Noticed"), left lotus's login out; 210 KB until home's prerendered client-only fallback and
 * game tile template (issue 21, the first games painted before React) did again (lotus: home in
 * both languages and the first language's login 212 KB; all six pages 229 KB); 220 KB until home's
 * first hot row and the deposit's options were asked for from the HTML (issue 36: lotus 221 KB).
 */
export const PRECACHE_BUDGET_BYTES = 225 * 1024;
/** The pages a returning player opens first: the installed app's start page, and where a signed-out player lands. */
export const SHELL_PAGES = [paths.home, paths.login] as const;

export interface PrecacheChoice {
  /** Files under the site's root, e.g. `m/home/index.html`, `_astro/client.x.js`. */
  files: Set<string>;
  /** Pages chosen and left out, as paths (`/en/m/login`). */
  pages: string[];
  leftOut: string[];
  gzipBytes: number;
}

/** The file of a page path: `/en/m/home` → `en/m/home/index.html`. */
export const pageFile = (path: string): string => `${path.slice(1)}/index.html`;

/** Same-origin files a built file loads: scripts, islands and styles of a page; static imports of a script (not `import()`). */
export function references(file: string, text: string): string[] {
  if (file.endsWith('.html')) {
    const attributes = text.matchAll(/(?:src|href|component-url|renderer-url|before-hydration-url)="\/((?:_astro|brand)\/[^"?#]+)"/g);
    const cssUrls = text.matchAll(/url\(["']?\/((?:_astro|brand)\/[^"')?#]+)/g);
    // A page that holds its scripts lists them in an inline loader (src/shell/script-hold.ts).
    const heldScripts = text.matchAll(/"\/(_astro\/[^"?#]+\.js)"/g);
    return [...new Set([...attributes, ...cssUrls, ...heldScripts].map((match) => match[1]!))];
  }
  if (file.endsWith('.js')) {
    return [...text.matchAll(/\b(?:from|import)\s*["']\.\/([^"']+)["']/g)].map((match) => `_astro/${match[1]}`);
  }
  return [];
}

/** A built file and everything it loads, transitively (files that exist only). */
export function closure(distDir: string, file: string): Set<string> {
  const found = new Set([file]);
  const pending = [file];
  while (pending.length) {
    const next = pending.pop()!;
    for (const reference of references(next, readFileSync(join(distDir, next), 'utf8'))) {
      if (!found.has(reference) && existsSync(join(distDir, reference))) {
        found.add(reference);
        pending.push(reference);
      }
    }
  }
  return found;
}

/**
 * The offline pages always (the worker's last answer), then the shell pages language by language
 * (the brand's first first), while the total fits the budget. `prefixes`: every brand language's prefix, in the brand's order.
 */
export function choosePrecache(distDir: string, prefixes: readonly string[], budget = PRECACHE_BUDGET_BYTES): PrecacheChoice {
  const sizes = new Map<string, number>();
  const sizeOf = (file: string) => sizes.get(file) ?? sizes.set(file, gzipBytes(readFileSync(join(distDir, file)))).get(file)!;
  const choice: PrecacheChoice = { files: new Set(), pages: [], leftOut: [], gzipBytes: 0 };
  const add = (path: string, required: boolean) => {
    const added = [...closure(distDir, pageFile(path))].filter((file) => !choice.files.has(file));
    const bytes = added.reduce((sum, file) => sum + sizeOf(file), 0);
    if (!required && choice.gzipBytes + bytes > budget) {
      choice.leftOut.push(path);
      return;
    }
    for (const file of added) choice.files.add(file);
    choice.gzipBytes += bytes;
    choice.pages.push(path);
  };
  for (const prefix of prefixes) add(prefix + OFFLINE_PATH, true);
  // Page by page, each in every language (the brand's first first): every returning player's home,
  // the installed app's start page, comes before any login page. Language by language, a player
  // of the second language lost home offline as soon as the first language's pages grew.
  for (const path of SHELL_PAGES) for (const prefix of prefixes) add(prefix + path, false);
  return choice;
}

/** What the worker precaches: a file and its revision (null for `_astro/` files, whose names carry their hash). */
export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/**
 * The worker's precache list (`self.__WB_MANIFEST`, scripts/service-worker.ts): the chosen files,
 * pages under the address players open (`m/home/index.html` → `m/home`), each with the MD5 of its
 * bytes as workbox revisions them; says what it chose in the build's output.
 */
export function precacheManifest(options: { brand: string; distDir: string; prefixes: readonly string[] }): PrecacheEntry[] {
  const choice = choosePrecache(options.distDir, options.prefixes);
  // Revision first, as workbox writes its entries.
  const manifest = [...choice.files].map((file) => ({
    revision: file.startsWith('_astro/')
      ? null
      : createHash('md5')
          .update(readFileSync(join(options.distDir, file)))
          .digest('hex'),
    url: file.endsWith('/index.html') ? file.slice(0, -'/index.html'.length) : file,
  }));
  const leftOut = choice.leftOut.length ? `; left out (over budget): ${choice.leftOut.join(' ')}` : '';
  console.log(
    `${options.brand}: precache ${choice.pages.length} pages, ${manifest.length} files, ${(choice.gzipBytes / 1024).toFixed(0)} KB gzip ` +
      `(budget ${PRECACHE_BUDGET_BYTES / 1024} KB)${leftOut}`,
  );
  return manifest;
}
