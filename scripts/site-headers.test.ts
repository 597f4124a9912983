// The built brands (dist/<id>/, built by npm test before the unit tests): every inline script of
// every page is allowed by the CSP of both host files, the host files are the headers npm start
// sends, and every path gets one Cache-Control.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listBrands, loadBrand } from '../src/brand/load.ts';
import { builtForEmulator } from './build-brands.ts';
import { inlineScripts, policyDirectives, scriptHashSource } from './csp.ts';
import { HEADERS_FILE, HEADERS_LINE_LIMIT, headersFile, NGINX_FILE, nginxSnippet } from './host-config.ts';
import { IMMUTABLE, REVALIDATE, siteHeaders } from './site-headers.ts';

const root = join(import.meta.dirname, '..');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? htmlFiles(join(dir, entry.name)) : entry.name.endsWith('.html') ? [join(dir, entry.name)] : [],
  );
}

/** The rules of a `_headers` file, in order: path pattern and its headers. */
function headerRules(text: string): { path: string; headers: [string, string][] }[] {
  const rules: { path: string; headers: [string, string][] }[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ path: line.trim(), headers: [] });
    else {
      const colon = line.indexOf(':');
      rules.at(-1)!.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

/** Every value of `name` a host applies to `path` (a `*` matches anything, as on Netlify and Cloudflare). */
function valuesFor(rules: ReturnType<typeof headerRules>, path: string, name: string): string[] {
  const matches = (pattern: string) => new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*')}$`).test(path);
  return rules.filter((rule) => matches(rule.path)).flatMap((rule) => rule.headers.filter(([header]) => header === name).map(([, value]) => value));
}

for (const id of listBrands()) {
  const distDir = join(root, 'dist', id);

  describe(`dist/${id}/`, () => {
    const read = (file: string) => {
      const path = join(distDir, file);
      if (!existsSync(path)) {
        throw new Error(`${relative(root, path)} is missing: build first (npm run build; npm test builds before the unit tests)`);
      }
      return readFileSync(path, 'utf8');
    };

    it('allows every inline script of every page in the CSP of _headers and of the nginx snippet', () => {
      const fromHeaders = valuesFor(headerRules(read(HEADERS_FILE)), '/m/home', 'Content-Security-Policy');
      const fromNginx = [...read(NGINX_FILE).matchAll(/add_header Content-Security-Policy "([^"]*)" always;/g)].map((match) => match[1]!);
      expect(fromHeaders).toHaveLength(1);
      expect(fromNginx).toHaveLength(1); // location / only: the scripts under /_astro/ need none (scripts/site-headers.ts)
      const pages = htmlFiles(distDir);
      expect(pages.length).toBeGreaterThan(30);
      for (const policy of [...fromHeaders, ...fromNginx]) {
        const allowed = new Set(policyDirectives(policy).get('script-src'));
        expect(allowed.has("'unsafe-inline'")).toBe(false);
        for (const page of pages) {
          const html = readFileSync(page, 'utf8');
          const scripts = inlineScripts(html);
          // Every <script> element is either loaded from a file, one of these, or the page's brand
          // values (a JSON data block, src/app/brand-values.ts): a new kind of element shows up
          // here to be thought about, not skipped silently.
          const files = (html.match(/<script\b[^>]*\ssrc=/gi) ?? []).length;
          const brandValues = (html.match(/<script type="application\/json" id="brand-values">/g) ?? []).length;
          expect(brandValues, relative(distDir, page)).toBeLessThanOrEqual(1);
          expect((html.match(/<script\b/gi) ?? []).length, relative(distDir, page)).toBe(files + brandValues + scripts.length);
          for (const script of scripts) expect(allowed.has(scriptHashSource(script)), `${relative(distDir, page)}: ${script.slice(0, 60)}`).toBe(true);
        }
      }
    });

    it("holds the headers npm start sends for this build, within Cloudflare's line limit", () => {
      const site = siteHeaders(distDir, loadBrand(id), builtForEmulator(id) ?? null);
      expect(read(HEADERS_FILE)).toBe(headersFile(site, distDir));
      expect(read(NGINX_FILE)).toBe(nginxSnippet(site, id));
      for (const line of read(HEADERS_FILE).split('\n')) expect(line.length).toBeLessThanOrEqual(HEADERS_LINE_LIMIT);
    });

    it('gives every path one Cache-Control: immutable under /_astro/ only, the security headers everywhere, the policy but on /_astro/', () => {
      const rules = headerRules(read(HEADERS_FILE));
      const script = readdirSync(join(distDir, '_astro')).find((file) => file.endsWith('.js'));
      const cases: [string, string][] = [
        [`/_astro/${script}`, IMMUTABLE],
        ...['/', '/index.html', '/m', '/m/', '/m/home', '/m/home/', '/m/register.html', '/404.html', '/sw.js', '/manifest.webmanifest', '/brand/logo.svg'].map(
          (path): [string, string] => [path, REVALIDATE],
        ),
      ];
      for (const [path, cache] of cases) {
        expect(valuesFor(rules, path, 'Cache-Control'), path).toEqual([cache]);
        for (const name of ['Permissions-Policy', 'Referrer-Policy', 'X-Content-Type-Options']) {
          expect(valuesFor(rules, path, name), `${path} ${name}`).toHaveLength(1);
        }
        expect(valuesFor(rules, path, 'Content-Security-Policy'), path).toHaveLength(cache === IMMUTABLE ? 0 : 1);
      }
    });
  });
}
