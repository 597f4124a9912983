import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modulePreloads, withModulePreloads } from './module-preload.ts';

// A miniature built site: a page script with imports of its own, and an island.
let site: string;
const files: Record<string, string> = {
  '_astro/layout.js': 'import{a}from"./shared.js";import"./big.js";a()',
  '_astro/shared.js': 'import"./small.js";export const a=()=>import("./lazy.js")',
  '_astro/small.js': 'export const s=1',
  '_astro/big.js': `export const b=${JSON.stringify('x'.repeat(2000))}`,
  '_astro/lazy.js': 'export const l=1',
  '_astro/List.island.js': 'import"./react.js";export default 1',
  '_astro/client.js': 'import"./react.js"',
  '_astro/react.js': `export const r=${JSON.stringify('x'.repeat(4000))}`,
};
const page =
  '<!DOCTYPE html><html><head><meta charset="utf-8"><title>t</title></head><body>' +
  '<astro-island uid="a" component-url="/_astro/List.island.js" renderer-url="/_astro/client.js" client="load"></astro-island>' +
  '<script type="module" src="/_astro/layout.js"></script></body></html>';
beforeAll(() => {
  site = mkdtempSync(join(tmpdir(), 'module-preload-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(site, file, '..'), { recursive: true });
    writeFileSync(join(site, file), text);
  }
});
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('module preloads', () => {
  it("are what the page's module scripts import, transitively, largest first", () => {
    expect(modulePreloads(site, page)).toEqual(['_astro/big.js', '_astro/shared.js', '_astro/small.js']);
  });

  it('leave out the scripts the page names itself, islands (React) and what loads on demand', () => {
    const preloads = modulePreloads(site, page);
    for (const file of ['_astro/layout.js', '_astro/List.island.js', '_astro/client.js', '_astro/react.js', '_astro/lazy.js'])
      expect(preloads).not.toContain(file);
  });

  it('go right after the charset declaration, at low priority (the page paints first)', () => {
    const html = withModulePreloads(site, page);
    expect(html).toContain(
      '<meta charset="utf-8"><link rel="modulepreload" href="/_astro/big.js" fetchpriority="low"><link rel="modulepreload" href="/_astro/shared.js" fetchpriority="low">',
    );
    expect(html.replace(/<link rel="modulepreload"[^>]*>/g, '')).toBe(page);
  });

  it('leave a page without scripts as it is, and stop the build on a page that has nowhere to put them', () => {
    expect(withModulePreloads(site, '<html><head></head><body>static</body></html>')).toBe('<html><head></head><body>static</body></html>');
    expect(() => withModulePreloads(site, page.replace('<meta charset="utf-8">', ''))).toThrow(/charset/);
  });
});

describe('a page that holds its scripts for its first picture (src/shell/script-hold.ts)', () => {
  const held = page.replace('<body>', '<body><section data-script-hold><img src="/brand/banner.svg"></section>');

  it('loads its module scripts and their preloads from the loader at the end of the body, none from its head', () => {
    const html = withModulePreloads(site, held);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    const loader = html.slice(html.lastIndexOf('<script>'), html.indexOf('</body>'));
    expect(loader).toContain('["/_astro/big.js","/_astro/shared.js","/_astro/small.js"],["/_astro/layout.js"]');
    expect(html.indexOf('<astro-island')).toBeLessThan(html.indexOf(loader)); // islands are left as they were
  });

  it('a module script the loader cannot take stops the build', () => {
    expect(() => withModulePreloads(site, held.replace('</body>', '<script type="module">x()</script></body>'))).toThrow(/cannot move/);
  });
});
