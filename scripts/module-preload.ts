/**
 * `<link rel="modulepreload">` in every built page for each script it runs at once, so the browser
 * asks for all of them while the HTML arrives. Without them the requests came in rounds: an island
 * is named only by its `<astro-island component-url>` (loaded when Astro's inline script runs), and
 * each file's own imports only once that file has arrived. On a game list that was HTML → island →
 * React and the shared chunks → the list call → the first row's icons (Lighthouse's largest paint):
 * one round trip of 150 ms on slow 4G less, before anything else could start.
 *
 * What a page runs at once: its module scripts and its `client:load` islands (component and
 * renderer), with their static imports. Islands that wait (`client:visible`, …) and `import()`
 * stay on demand. Runs when the build is done, before the service worker's manifest is made (its
 * revisions hash the pages), as an integration listed before AstroPWA (astro.config.mjs).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { closure } from './precache.ts';

const MODULE_SCRIPT = /<script type="module" src="\/(_astro\/[^"]+\.js)"/g;
const LOAD_ISLAND = /<astro-island\b[^>]*>/g;
const ISLAND_URL = /\b(?:component-url|renderer-url|before-hydration-url)="\/(_astro\/[^"]+\.js)"/g;
/** After the charset declaration, which must stay within the page's first 1,024 bytes. */
const CHARSET = /<meta charset="[^"]*">/i;

/**
 * The files a page should preload: what its module scripts and load-at-once islands import, except
 * the scripts the page names itself.
 */
export function modulePreloads(distDir: string, html: string): string[] {
  const scripts = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1]!);
  const islands = [...html.matchAll(LOAD_ISLAND)]
    .filter(([tag]) => tag.includes(' client="load"'))
    .flatMap(([tag]) => [...tag.matchAll(ISLAND_URL)].map((match) => match[1]!));
  const files = new Set([...scripts, ...islands].flatMap((entry) => [...closure(distDir, entry)]));
  for (const script of scripts) files.delete(script); // the preload scanner finds these in the HTML
  // Largest first: the longest download (React) starts first, also where a connection limit queues the rest.
  const size = (file: string) => statSync(join(distDir, file)).size;
  return [...files].filter((file) => file.endsWith('.js')).sort((a, b) => size(b) - size(a) || a.localeCompare(b));
}

/** The page with its preloads after the charset declaration (unchanged when it has none to add). */
export function withModulePreloads(distDir: string, html: string): string {
  const links = modulePreloads(distDir, html)
    .map((file) => `<link rel="modulepreload" href="/${file}" fetchpriority="low">`)
    .join('');
  if (!links) return html;
  if (!CHARSET.test(html)) throw new Error('a built page has no <meta charset>: nowhere to put its module preloads');
  return html.replace(CHARSET, (meta) => meta + links);
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? htmlFiles(join(dir, entry.name)) : entry.name.endsWith('.html') ? [join(dir, entry.name)] : [],
  );
}

export function modulePreloadIntegration(): AstroIntegration {
  return {
    name: 'module-preload',
    hooks: {
      'astro:build:done': ({ dir }) => {
        const distDir = fileURLToPath(dir);
        for (const file of htmlFiles(distDir)) writeFileSync(file, withModulePreloads(distDir, readFileSync(file, 'utf8')));
      },
    },
  };
}
