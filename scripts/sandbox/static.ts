/**
 * Serves a built site the way a static host / CDN does, so what works here works there:
 * `/a/b` → `a/b` if it is a file, else `a/b/index.html` (no redirect); `/a/b/` → `a/b/index.html`;
 * anything else → the root `404.html` with status 404. Caching and security headers are the
 * site's (scripts/site-headers.ts: hashed files under /_astro/ cached forever, everything else
 * revalidates by ETag); text is sent brotli- or gzip-compressed (./compression.ts). The host files
 * (`_headers`, the nginx snippet) are not served. Nothing outside the root is ever read.
 */
import { readFile, realpath, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { HOST_FILES } from '../host-config.ts';
import { cacheControl, headersOf, REVALIDATE, type SiteHeaders } from '../site-headers.ts';
import { chooseEncoding, createCompressionCache, isCompressible } from './compression.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

export function contentType(file: string): string {
  return CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

export type StaticHandler = (request: Request) => Promise<Response>;

/** Does the client already hold this version (If-None-Match: a list of tags or `*`, compared weakly)? */
function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/** `site`'s headers go with every answer (a brand's come from scripts/site-headers.ts; the policy not with /_astro/). */
export function createStaticHandler(rootDir: string, site: Pick<SiteHeaders, 'security' | 'policy'>): StaticHandler {
  const securityHeaders = { ...site.security, ...site.policy }; // answers that are no file, as a page's
  const root = resolve(rootDir);
  let realRoot: string | undefined;
  const compressed = createCompressionCache();

  /** The file inside the root that `relative` names, or null (missing, a directory, or outside). */
  async function fileAt(relative: string): Promise<{ path: string; size: number; mtimeMs: number } | null> {
    const path = resolve(root, relative);
    if (path !== root && !path.startsWith(root + sep)) return null;
    try {
      const info = await stat(path);
      if (!info.isFile()) return null;
      realRoot ??= await realpath(root);
      const real = await realpath(path); // a symlink must not lead out either
      if (!real.startsWith(realRoot + sep)) return null;
      return { path, size: info.size, mtimeMs: info.mtimeMs };
    } catch {
      return null;
    }
  }

  /** Request path → candidate files, or [] when the path is not a clean one. */
  function candidates(pathname: string): string[] {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return [];
    }
    const segments = decoded.split('/').slice(1);
    if (segments.some((segment) => segment === '..' || segment === '.' || segment.includes('\\') || segment.includes('\0'))) return [];
    const relative = segments.join('/');
    if (HOST_FILES.includes(relative)) return [];
    if (relative === '' || relative.endsWith('/')) return [`${relative}index.html`];
    return [relative, `${relative}/index.html`];
  }

  async function answer(request: Request, file: { path: string; size: number; mtimeMs: number }, status: number, cacheControlValue: string) {
    const type = contentType(file.path);
    const encoding = isCompressible(type) ? chooseEncoding(request.headers.get('accept-encoding')) : null;
    const version = `${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}`;
    // Each coding is a different body, so it gets its own tag (RFC 9110 §8.8.3).
    const etag = `W/"${version}${encoding ? `-${encoding}` : ''}"`;
    const headers = new Headers({
      ...headersOf(site, new URL(request.url).pathname),
      'Content-Type': type,
      'Cache-Control': cacheControlValue,
      ETag: etag,
      'Last-Modified': new Date(file.mtimeMs).toUTCString(),
    });
    if (isCompressible(type)) headers.set('Vary', 'Accept-Encoding');
    if (status === 200 && matches(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers });
    const read = async () => new Uint8Array(await readFile(file.path));
    const body = encoding ? await compressed(file.path, version, encoding, read) : await read();
    if (encoding) headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(body.length));
    return new Response(request.method === 'HEAD' ? null : body, { status, headers });
  }

  return async function serveStatic(request) {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response('Method Not Allowed', {
        status: 405,
        headers: { ...securityHeaders, Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' },
      });
    }
    const { pathname } = new URL(request.url);
    for (const candidate of candidates(pathname)) {
      const file = await fileAt(candidate);
      if (file) return answer(request, file, 200, cacheControl(pathname));
    }
    const notFoundPage = await fileAt('404.html');
    if (notFoundPage) return answer(request, notFoundPage, 404, REVALIDATE);
    return new Response('Not Found', {
      status: 404,
      headers: { ...securityHeaders, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': REVALIDATE },
    });
  };
}
