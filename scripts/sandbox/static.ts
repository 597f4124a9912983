/**
 * Serves a built site the way a plain static host / CDN does, so what works here works there:
 * `/a/b` → `a/b` if it is a file, else `a/b/index.html` (no redirect); `/a/b/` → `a/b/index.html`;
 * anything else → the root `404.html` with status 404. Hashed files under /_astro/ are cached
 * forever, everything else revalidates (ETag). Nothing outside the root is ever read.
 */
import { readFile, realpath, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';

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

export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function contentType(file: string): string {
  return CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

export type StaticHandler = (request: Request) => Promise<Response>;

export function createStaticHandler(rootDir: string): StaticHandler {
  const root = resolve(rootDir);
  let realRoot: string | undefined;

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
    if (relative === '' || relative.endsWith('/')) return [`${relative}index.html`];
    return [relative, `${relative}/index.html`];
  }

  async function answer(request: Request, file: { path: string; size: number; mtimeMs: number }, status: number, cacheControl: string) {
    const etag = `W/"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`;
    const headers = new Headers({
      'Content-Type': contentType(file.path),
      'Content-Length': String(file.size),
      'Cache-Control': cacheControl,
      ETag: etag,
      'Last-Modified': new Date(file.mtimeMs).toUTCString(),
      'X-Content-Type-Options': 'nosniff',
    });
    if (status === 200 && request.headers.get('if-none-match') === etag) {
      headers.delete('Content-Length');
      return new Response(null, { status: 304, headers });
    }
    const body = request.method === 'HEAD' ? null : new Uint8Array(await readFile(file.path));
    return new Response(body, { status, headers });
  }

  return async function serveStatic(request) {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' } });
    }
    const { pathname } = new URL(request.url);
    for (const candidate of candidates(pathname)) {
      const file = await fileAt(candidate);
      if (file) return answer(request, file, 200, pathname.startsWith('/_astro/') ? IMMUTABLE : 'no-cache');
    }
    const notFoundPage = await fileAt('404.html');
    if (notFoundPage) return answer(request, notFoundPage, 404, 'no-cache');
    return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' } });
  };
}
