/**
 * Pure helpers of `npm run bench` (scripts/bench.ts), kept apart so they can be unit-tested:
 * page discovery, gzip sizing, the report (inline scripts: ./csp.ts).
 */
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { PageKind } from '../src/shell/routes.ts';

/**
 * KB of gzip JavaScript a page may load before any action, inline scripts included, by its kind
 * (src/shell/routes.ts pageKind; issue 36): React alone is 67.9, so one bar for all pages would be
 * either out of reach for the islands or no bar at all for the rest. Home paints its games without
 * React; an island's page has React, the shell's core and layout script and the pre-paint (about
 * 21) and 15 for the island; a plain page the shell and its own script.
 */
export const PAGE_BUDGET_KB = { home: 50, react: 104, plain: 32 } as const satisfies Record<PageKind, number>;

/** Who opens the page: a first-time guest, or a session of the sandbox's demo accounts (scripts/bench.ts SESSIONS). */
export type Scenario = 'guest' | 'member' | 'trial' | 'agent';

export interface PageResult {
  brand: string;
  url: string;
  /** 'guest' (fresh visitor), or a signed-in account (session in localStorage, islands hydrate): a real member, a trial account, an agent. */
  scenario: Scenario;
  /** What the page is made of, from the route table: its budget is PAGE_BUDGET_KB[kind]. */
  kind: PageKind;
  /** Language of the URL and its prefix ('' for the brand's default language). */
  language: string;
  prefix: string;
  externalBytes: number;
  inlineBytes: number;
  totalBytes: number;
  requests: number;
  /** What the page's HTML and scripts weigh on the wire as npm start sends them (brotli, scripts/sandbox/compression.ts). */
  transferBytes: number;
  scripts: { url: string; gzipBytes: number }[];
  /** Uncaught page errors and failed script loads: reported, not fatal. */
  warnings: string[];
  /** Set when the page did not load at all: fatal (exit 1). */
  error?: string;
  /** The path the page sent this visitor to (a gate's redirect): two documents, so not counted. */
  leftFor?: string;
}

export const kb = (bytes: number): number => bytes / 1024;

/** Transfer-size estimate of a script, as a CDN would serve it. */
export function gzipBytes(data: string | Uint8Array): number {
  return gzipSync(data, { level: 9 }).length;
}

/**
 * Every page URL of a built site: `a/b/index.html` → `/a/b`, `index.html` → `/`, plus other
 * `*.html` files at their own path (e.g. `/m/register.html`); 404.html is not a page.
 */
export function pageUrls(distDir: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)]));
  return walk(distDir)
    .map((file) => relative(distDir, file).split(sep).join('/'))
    .filter((path) => path.endsWith('.html') && path !== '404.html')
    .map((path) => (path === 'index.html' ? '/' : path.endsWith('/index.html') ? `/${path.slice(0, -'/index.html'.length)}` : `/${path}`))
    .sort();
}

/** Which of the brand's languages a URL is in, by its prefix (longest first; none = default). */
export function languageOf(url: string, prefixes: Record<string, string>): { language: string; prefix: string } {
  const entries = Object.entries(prefixes).sort(([, a], [, b]) => b.length - a.length);
  for (const [language, prefix] of entries) {
    if (prefix === '' || url === prefix || url.startsWith(`${prefix}/`)) return { language, prefix };
  }
  return { language: '?', prefix: '' };
}

const fixed = (bytes: number, width: number): string => kb(bytes).toFixed(1).padStart(width);

/** A measured page over its kind's budget. */
export const overBudget = (page: PageResult): boolean => !page.error && !page.leftFor && kb(page.totalBytes) > PAGE_BUDGET_KB[page.kind];

const budgetsText = () =>
  Object.entries(PAGE_BUDGET_KB)
    .map(([kind, budget]) => `${kind} ${budget} KB`)
    .join(', ');

/** One brand's table plus its summary lines (build time, max, every page over budget). */
export function formatBrandReport(brand: string, buildSeconds: number, pages: PageResult[]): string[] {
  const label = (page: PageResult) => (page.scenario === 'guest' ? page.url : `${page.url} [${page.scenario}]`);
  const width = Math.max(24, ...pages.map((page) => label(page).length)) + 2;
  const lines = [
    '',
    `== ${brand} ==`,
    `${'route'.padEnd(width)}${'lang'.padEnd(10)}${'kind'.padEnd(7)}${'ext KB'.padStart(8)}${'inline KB'.padStart(11)}${'total KB'.padStart(10)}${'budget'.padStart(8)}${'reqs'.padStart(6)}${'HTML+JS br KB'.padStart(15)}`,
  ];
  for (const page of pages) {
    const lang = `${page.language}${page.prefix ? ` ${page.prefix}` : ''}`;
    lines.push(
      page.error
        ? `${label(page).padEnd(width)}${lang.padEnd(10)}  FAILED: ${page.error}`
        : page.leftFor
          ? `${label(page).padEnd(width)}${lang.padEnd(10)}  sent to ${page.leftFor}: not measured`
          : `${label(page).padEnd(width)}${lang.padEnd(10)}${page.kind.padEnd(7)}${fixed(page.externalBytes, 8)}${fixed(page.inlineBytes, 11)}${fixed(page.totalBytes, 10)}${String(PAGE_BUDGET_KB[page.kind]).padStart(8)}${String(page.requests).padStart(6)}${fixed(page.transferBytes, 15)}${overBudget(page) ? '  OVER' : ''}`,
    );
  }
  const measured = pages.filter((page) => !page.error && !page.leftFor);
  const max = measured.reduce<PageResult | undefined>((top, page) => (!top || page.totalBytes > top.totalBytes ? page : top), undefined);
  lines.push(
    `${brand}: build ${buildSeconds.toFixed(1)} s, ${measured.length} pages measured, max ${max ? `${kb(max.totalBytes).toFixed(1)} KB gzip JS (${label(max)})` : '-'}`,
  );
  const over = measured.filter(overBudget);
  for (const page of over)
    lines.push(`OVER BUDGET ${brand} ${label(page)}: ${kb(page.totalBytes).toFixed(1)} KB gzip JS > ${PAGE_BUDGET_KB[page.kind]} KB (${page.kind})`);
  if (!over.length && measured.length) lines.push(`${brand}: every page within its kind's budget (${budgetsText()})`);
  for (const page of pages) for (const warning of page.warnings) lines.push(`warning ${brand} ${label(page)}: ${warning}`);
  return lines;
}

/**
 * The game list screens on their own (issue 10): each route's JS as guest and member, the largest per
 * route over the brand's languages. `isGameList` tells a page path (no language prefix) of those routes.
 */
export function formatGameScreens(brand: string, pages: PageResult[], isGameList: (path: string) => boolean): string[] {
  const rows = new Map<string, { guest: number; member?: number }>();
  for (const page of pages.filter((entry) => !entry.error && !entry.leftFor)) {
    const path = page.url.slice(page.prefix.length) || '/';
    if (!isGameList(path)) continue;
    const row = rows.get(path) ?? { guest: 0 };
    if (page.scenario === 'member') row.member = Math.max(row.member ?? 0, page.totalBytes);
    else row.guest = Math.max(row.guest, page.totalBytes);
    rows.set(path, row);
  }
  const lines = ['', `-- ${brand}: game list screens, KB gzip JS before any action (guest / member) --`];
  for (const [path, row] of rows) lines.push(`${path.padEnd(24)}${fixed(row.guest, 8)}${row.member === undefined ? '' : fixed(row.member, 8)}`);
  return lines;
}
