import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gzipBytes } from './bench-lib.ts';
import { choosePrecache, closure, precacheManifest, references } from './precache.ts';

// A miniature built site in two languages: offline, home and login pages sharing scripts.
let site: string;
const page = (scripts: string[], extra = '') =>
  `<html><head><style>:root{--logo:url("/brand/logo.svg")}</style>${scripts.map((src) => `<script type="module" src="/_astro/${src}"></script>`).join('')}</head><body>${extra}</body></html>`;
const files: Record<string, string> = {
  'offline/index.html': page(['offline.js']),
  'en/offline/index.html': page(['offline.js']),
  'm/home/index.html': page(['layout.js'], '<astro-island component-url="/_astro/Balance.js" renderer-url="/_astro/client.js"></astro-island>'),
  'en/m/home/index.html': page(['layout.js'], '<astro-island component-url="/_astro/Balance.js" renderer-url="/_astro/client.js"></astro-island>'),
  'm/login/index.html': page(['layout.js', 'login.js']),
  'en/m/login/index.html': page(['layout.js', 'login.js']),
  'm/help/index.html': page(['layout.js']),
  '_astro/offline.js': 'addEventListener("online",()=>location.reload())',
  '_astro/layout.js': 'import{a}from"./shared.js";import"./notices.js";a()',
  '_astro/shared.js': 'export const a=()=>import("./lazy.js")',
  '_astro/notices.js': 'document.title',
  '_astro/lazy.js': 'export const big=1',
  '_astro/Balance.js': 'import{r}from"./react.js";export default r',
  '_astro/client.js': 'import{r}from"./react.js";export{r}',
  '_astro/react.js': `export const r=${JSON.stringify('x'.repeat(2000))}`,
  '_astro/login.js': 'import{r}from"./react.js";r',
  'brand/logo.svg': '<svg/>',
};
beforeAll(() => {
  site = mkdtempSync(join(tmpdir(), 'precache-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(site, file, '..'), { recursive: true });
    writeFileSync(join(site, file), text);
  }
});
afterAll(() => rmSync(site, { recursive: true, force: true }));

const bytesOf = (list: string[]) => list.reduce((sum, file) => sum + gzipBytes(files[file]!), 0);

describe('references', () => {
  it('reads scripts, islands and CSS images of a page, and static imports of a script', () => {
    expect(references('m/home/index.html', files['m/home/index.html']!).sort()).toEqual([
      '_astro/Balance.js',
      '_astro/client.js',
      '_astro/layout.js',
      'brand/logo.svg',
    ]);
    expect(references('_astro/layout.js', files['_astro/layout.js']!).sort()).toEqual(['_astro/notices.js', '_astro/shared.js']);
    expect(references('_astro/shared.js', files['_astro/shared.js']!)).toEqual([]); // import() loads on demand: not precached
  });
});

describe('closure', () => {
  it('follows what a page loads, transitively', () => {
    expect([...closure(site, 'm/home/index.html')].sort()).toEqual([
      '_astro/Balance.js',
      '_astro/client.js',
      '_astro/layout.js',
      '_astro/notices.js',
      '_astro/react.js',
      '_astro/shared.js',
      'brand/logo.svg',
      'm/home/index.html',
    ]);
  });
});

describe('choosePrecache', () => {
  it("takes the offline pages, then home in every language, then login (the brand's first language first), each with what it loads", () => {
    const choice = choosePrecache(site, ['', '/en'], 1024 * 1024);
    expect(choice.pages).toEqual(['/offline', '/en/offline', '/m/home', '/en/m/home', '/m/login', '/en/m/login']);
    expect(choice.leftOut).toEqual([]);
    expect(choice.files.has('m/help/index.html')).toBe(false);
    expect(choice.files.has('_astro/lazy.js')).toBe(false);
    expect(choice.gzipBytes).toBe(bytesOf([...choice.files])); // shared files counted once
  });

  it('leaves out the shell pages that do not fit the budget, never the offline pages', () => {
    const offline = bytesOf(['offline/index.html', 'en/offline/index.html', '_astro/offline.js', 'brand/logo.svg']);
    const home = [...closure(site, 'm/home/index.html')].filter((file) => file !== 'brand/logo.svg');
    const choice = choosePrecache(site, ['', '/en'], offline + bytesOf(home));
    expect(choice.pages).toEqual(['/offline', '/en/offline', '/m/home']);
    expect(choice.leftOut).toEqual(['/en/m/home', '/m/login', '/en/m/login']);
    expect(choosePrecache(site, ['', '/en'], 0).pages).toEqual(['/offline', '/en/offline']);
  });
});

describe('precacheManifest', () => {
  it('lists the chosen files, pages at the address players open, hashed names without a revision', () => {
    const manifest = precacheManifest({ brand: 'test', distDir: site, prefixes: ['', '/en'] });
    const urls = manifest.map((entry) => entry.url);
    expect(urls).toEqual(
      expect.arrayContaining(['offline', 'en/offline', 'm/home', 'en/m/home', 'm/login', 'en/m/login', '_astro/react.js', 'brand/logo.svg']),
    );
    expect(urls).not.toContain('m/help');
    expect(urls.some((url) => url.endsWith('.html'))).toBe(false);
    expect(manifest.find((entry) => entry.url === '_astro/react.js')!.revision).toBeNull();
    expect(manifest.find((entry) => entry.url === 'm/home')!.revision).toMatch(/^[0-9a-f]{32}$/);
  });
});
