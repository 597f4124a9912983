/**
 * `<link rel="modulepreload">` in every built page for what its module scripts import, so the
 * browser asks for all of it while the HTML arrives. Without them the requests came in rounds: a
 * script's imports are found only once the script has arrived, and theirs after that. On a game
 * list the page script asks for the first page before the island starts (src/features/games/games/
 * first-page.client.ts): the preloads take a round trip out of that, on the way to the first row's
 * icons, the screen's largest paint.
 *
 * Islands are left to Astro: their imports include React, and preloaded it took 66 KB of bandwidth
 * before home's largest paint, a banner no script draws (Lighthouse LCP 1.3 s → 2.0 s). The links
 * are `fetchpriority="low"`: at high priority Lighthouse counts them as holding the first paint.
 * Runs when the build is done, before the service worker's manifest is made (its revisions hash
 * the pages, scripts/service-worker.ts).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { closure } from './precache.ts';
import { heldScriptsLoader, SCRIPT_HOLD_MARKER } from '../src/shell/script-hold.ts';

const MODULE_SCRIPT = /<script type="module" src="\/(_astro\/[^"]+\.js)"/g;
/** After the charset declaration, which must stay within the page's first 1,024 bytes. */
const CHARSET = /<meta charset="[^"]*">/i;

/** The files a page should preload: what its module scripts import, transitively (the preload scanner finds the scripts themselves). */
export function modulePreloads(distDir: string, html: string): string[] {
  const scripts = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1]!);
  const files = new Set(scripts.flatMap((script) => [...closure(distDir, script)]));
  for (const script of scripts) files.delete(script);
  // Largest first: the longest download starts first, also where a connection limit queues the rest.
  const size = (file: string) => statSync(join(distDir, file)).size;
  return [...files].filter((file) => file.endsWith('.js')).sort((a, b) => size(b) - size(a) || a.localeCompare(b));
}

/**
 * The page with its preloads after the charset declaration (unchanged when it has none to add); on a
 * page that holds its scripts (src/shell/script-hold.ts), its module scripts and preloads in the
 * loader at the end of its body instead.
 */
export function withModulePreloads(distDir: string, html: string): string {
  if (html.includes(SCRIPT_HOLD_MARKER)) return withHeldScripts(distDir, html);
  const links = modulePreloads(distDir, html)
    .map((file) => `<link rel="modulepreload" href="/${file}" fetchpriority="low">`)
    .join('');
  if (!links) return html;
  if (!CHARSET.test(html)) throw new Error('a built page has no <meta charset>: nowhere to put its module preloads');
  return html.replace(CHARSET, (meta) => meta + links);
}

const MODULE_SCRIPT_ELEMENT = /<script type="module" src="\/_astro\/[^"]+\.js"><\/script>/g;

function withHeldScripts(distDir: string, html: string): string {
  const scripts = [...html.matchAll(MODULE_SCRIPT)].map((match) => `/${match[1]!}`);
  const preloads = modulePreloads(distDir, html).map((file) => `/${file}`);
  const rest = html.replace(MODULE_SCRIPT_ELEMENT, '');
  if (rest.match(/<script type="module"/g) || !rest.includes('</body>'))
    throw new Error('a page that holds its scripts has a module script the build cannot move, or no </body> (scripts/module-preload.ts)');
  return rest.replace('</body>', `<script>${heldScriptsLoader(preloads, scripts)}</script></body>`);
}

export function htmlFiles(dir: string): string[] {
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
