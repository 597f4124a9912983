import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatBrandReport, languageOf, pageUrls, type PageResult } from './bench-lib.ts';

// A miniature built site: root page, directory pages, a flat .html page and the 404 page.
let site: string;
beforeAll(() => {
  site = mkdtempSync(join(tmpdir(), 'bench-'));
  for (const dir of ['m/home', 'en/m/home', '_astro']) mkdirSync(join(site, dir), { recursive: true });
  for (const file of ['index.html', '404.html', 'm/index.html', 'm/home/index.html', 'm/register.html', 'en/m/home/index.html']) {
    writeFileSync(join(site, file), `<p>${file}</p>`);
  }
  writeFileSync(join(site, '_astro/app.js'), 'export {}');
});
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('pageUrls', () => {
  it('maps index.html to its directory and keeps other pages, without 404.html', () => {
    expect(pageUrls(site)).toEqual(['/', '/en/m/home', '/m', '/m/home', '/m/register.html']);
  });
});

describe('languageOf', () => {
  const prefixes = { MY: '', EN: '/en' };
  it('reads the language from the URL prefix', () => {
    expect(languageOf('/en/m/home', prefixes)).toEqual({ language: 'EN', prefix: '/en' });
    expect(languageOf('/en', prefixes)).toEqual({ language: 'EN', prefix: '/en' });
    expect(languageOf('/m/home', prefixes)).toEqual({ language: 'MY', prefix: '' });
    expect(languageOf('/enrol', prefixes)).toEqual({ language: 'MY', prefix: '' });
  });
});

describe('formatBrandReport', () => {
  const page = (url: string, totalBytes: number, extra: Partial<PageResult> = {}): PageResult => ({
    brand: 'b',
    url,
    scenario: 'guest',
    kind: 'plain',
    language: 'EN',
    prefix: '',
    externalBytes: totalBytes,
    inlineBytes: 0,
    totalBytes,
    requests: 1,
    transferBytes: totalBytes,
    scripts: [],
    warnings: [],
    ...extra,
  });
  it("flags every page over its kind's budget, names the largest, and leaves redirected pages out", () => {
    const lines = formatBrandReport('b', 1.5, [
      page('/a', 31 * 1024),
      page('/b', 33 * 1024),
      page('/m/home', 51 * 1024, { kind: 'home' }),
      page('/m/login', 103 * 1024, { kind: 'react' }),
      page('/m/member/home', 120 * 1024, { leftFor: '/m/login' }),
      page('/a', 40 * 1024, { scenario: 'member' }),
      page('/c', 0, { error: 'HTTP 404' }),
    ]);
    expect(lines.filter((line) => line.startsWith('OVER BUDGET'))).toEqual([
      'OVER BUDGET b /b: 33.0 KB gzip JS > 32 KB (plain)',
      'OVER BUDGET b /m/home: 51.0 KB gzip JS > 50 KB (home)',
      'OVER BUDGET b /a [member]: 40.0 KB gzip JS > 32 KB (plain)',
    ]);
    expect(lines).toContain('b: build 1.5 s, 5 pages measured, max 103.0 KB gzip JS (/m/login)');
    expect(lines.some((line) => line.includes('/m/member/home') && line.includes('sent to /m/login: not measured'))).toBe(true);
    expect(lines.some((line) => line.includes('/c') && line.includes('FAILED: HTTP 404'))).toBe(true);
  });
});
