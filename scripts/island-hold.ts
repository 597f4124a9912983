/**
 * Swaps Astro's `client:only` directive script in every built page for the held one
 * (src/shell/island-hold.ts): those islands start once the page's first row of games has its first
 * picture, on the pages that ask for it (the game lists: ISLAND_HOLD_MARKER). Runs when the build is
 * done, before the service worker's manifest and the CSP hashes are made from the pages
 * (scripts/build-brands.ts writes both after Astro's build). A page that asks for the hold without Astro's known
 * directive script stops the build: Astro changed it, and the hold must be looked at again.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { heldOnlyDirective } from '../src/shell/island-hold.ts';
import { htmlFiles } from './module-preload.ts';

/** Astro's `client:only` directive script as Astro 7 writes it (astro/dist/runtime/client/only.prebuilt.js). */
export const ASTRO_ONLY_DIRECTIVE =
  '(()=>{var e=async t=>{await(await t())()};(self.Astro||(self.Astro={})).only=e;window.dispatchEvent(new Event("astro:only"));})();';

/** Where a page asks for the hold: on the element around its client-only island (GameListPage.astro). */
export const ISLAND_HOLD_MARKER = 'data-island-hold';

/** The page with its client-only islands held (unchanged when it does not ask for the hold). */
export function withHeldIslands(html: string, file = 'a page'): string {
  if (!html.includes(ISLAND_HOLD_MARKER)) return html;
  const parts = html.split(ASTRO_ONLY_DIRECTIVE);
  if (parts.length !== 2) throw new Error(`${file}: asks for the island hold but has not Astro's client:only directive script once (scripts/island-hold.ts)`);
  return parts.join(heldOnlyDirective());
}

export function islandHoldIntegration(): AstroIntegration {
  return {
    name: 'island-hold',
    hooks: {
      'astro:build:done': ({ dir }) => {
        for (const file of htmlFiles(fileURLToPath(dir))) writeFileSync(file, withHeldIslands(readFileSync(file, 'utf8'), file));
      },
    },
  };
}
