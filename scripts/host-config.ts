/**
 * The host files of a built brand, written into dist/<id>/ by `npm run build` from ./site-headers.ts
 * (the headers `npm start` sends): `_headers` for Netlify and Cloudflare Pages, used as-is, and
 * `nginx-site.conf`, to include in an nginx server block. See README "Deploying to a static host".
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { IMMUTABLE, IMMUTABLE_PREFIX, REVALIDATE, type SiteHeaders } from './site-headers.ts';

export const HEADERS_FILE = '_headers';
export const NGINX_FILE = 'nginx-site.conf';
/** Configuration of the host, not content of the site: never served (Netlify and Cloudflare consume `_headers`). */
export const HOST_FILES: readonly string[] = [HEADERS_FILE, NGINX_FILE];
/** Cloudflare Pages ignores a `_headers` line longer than this (its documented limit). */
export const HEADERS_LINE_LIMIT = 2000;

/** Types worth compressing, as nginx names them (text/html is always compressed when gzip is on). */
const COMPRESSIBLE_TYPES =
  'text/css text/javascript application/javascript application/json application/manifest+json image/svg+xml text/plain application/xml';

const SITE_HEADER_NOTE = 'written by npm run build from scripts/site-headers.ts (the headers npm start sends); do not edit, rebuild';

/**
 * Paths that revalidate, one rule each: every top-level file and folder except the immutable one;
 * they also carry the Content-Security-Policy, which the immutable scripts do not need (./site-headers.ts).
 * `/*` cannot carry Cache-Control too: hosts merge a header two matching rules set differently
 * (Cloudflare joins the values: "no-cache, public, max-age=…"), so no two rules set the same one.
 */
function revalidatedPaths(distDir: string): string[] {
  const immutableDir = IMMUTABLE_PREFIX.replaceAll('/', '');
  const entries = readdirSync(distDir, { withFileTypes: true }).filter((entry) => entry.name !== immutableDir && !HOST_FILES.includes(entry.name));
  return ['/', ...entries.flatMap((entry) => (entry.isDirectory() ? [`/${entry.name}`, `/${entry.name}/*`] : [`/${entry.name}`])).sort()];
}

/** `_headers` (Netlify / Cloudflare Pages). */
export function headersFile(site: SiteHeaders, distDir: string): string {
  const rule = (path: string, headers: Record<string, string>) => [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return (
    [
      `# ${SITE_HEADER_NOTE}`,
      rule('/*', { ...site.security }),
      rule(`${IMMUTABLE_PREFIX}*`, { 'Cache-Control': IMMUTABLE }),
      ...revalidatedPaths(distDir).map((path) => rule(path, { 'Cache-Control': REVALIDATE, ...site.policy })),
    ].join('\n\n') + '\n'
  );
}

/** nginx quotes: a value must hold no double quote, backslash or `$` (nginx would read a variable). */
function nginxQuoted(value: string): string {
  if (/["$\\]/.test(value)) throw new Error(`header value not safe for nginx: ${value}`);
  return `"${value}"`;
}

/** The server-block part of an nginx site: files and 404 page as a static host serves them, headers, gzip. */
export function nginxSnippet(site: SiteHeaders, brandId: string): string {
  // nginx inherits add_header only into blocks that set none of their own: each location sets all.
  const headers = (cache: string, policy: Readonly<Record<string, string>>) =>
    Object.entries({ 'Cache-Control': cache, ...site.security, ...policy }).map(([name, value]) => `    add_header ${name} ${nginxQuoted(value)} always;`);
  return [
    `# nginx: brand ${brandId}, ${SITE_HEADER_NOTE}.`,
    '# Include it in the server block whose root is this folder, e.g.',
    `#   server { listen 443 ssl; server_name casino.example; root /srv/${brandId}; include /srv/${brandId}/${NGINX_FILE}; }`,
    'charset utf-8;',
    'index index.html;',
    'error_page 404 /404.html;',
    'gzip on;',
    'gzip_vary on;',
    `gzip_types ${COMPRESSIBLE_TYPES};`,
    `# With the ngx_brotli module loaded, add: brotli on; brotli_types ${COMPRESSIBLE_TYPES};`,
    '',
    'location / {',
    '    try_files $uri $uri/index.html =404;',
    ...headers(REVALIDATE, site.policy),
    '}',
    `location ${IMMUTABLE_PREFIX} {`,
    ...headers(IMMUTABLE, {}),
    '}',
    ...HOST_FILES.map((file) => `location = /${file} { return 404; }`),
    '',
  ].join('\n');
}

export function writeHostConfig(distDir: string, brandId: string, site: SiteHeaders): void {
  writeFileSync(join(distDir, HEADERS_FILE), headersFile(site, distDir));
  writeFileSync(join(distDir, NGINX_FILE), nginxSnippet(site, brandId));
}
