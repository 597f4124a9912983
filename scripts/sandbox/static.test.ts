// static.ts: the host rules (files, directory indexes, 404.html, caching) and traversal attempts,
// in-process and over a real socket (where the raw, unnormalised path reaches the server).
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, type Listening } from './serve.ts';
import { createStaticHandler, IMMUTABLE, type StaticHandler } from './static.ts';

let dir: string;
let root: string;
let serve: StaticHandler;
let server: Listening;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sandbox-static-'));
  root = join(dir, 'site');
  const files: Record<string, string> = {
    'index.html': '<h1>home</h1>',
    '404.html': '<h1>not found</h1>',
    'en/index.html': '<h1>english</h1>',
    'en/wallet/index.html': '<h1>wallet</h1>',
    '_astro/app.abc123.js': 'console.log(1)',
    '_astro/style.abc123.css': 'body{}',
    'icon.svg': '<svg/>',
    'manifest.webmanifest': '{}',
    'robots.txt': 'User-agent: *',
    'logo.png': 'png',
    'data.json': '{}',
  };
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  mkdirSync(join(root, 'empty-dir'));
  writeFileSync(join(dir, 'secret.txt'), 'outside the root');
  symlinkSync(join(dir, 'secret.txt'), join(root, 'link.txt'));
  serve = createStaticHandler(root);
  server = await listen((request) => serve(request), { port: 0 });
});

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string, init?: RequestInit) => serve(new Request(`http://site.test${path}`, init));

/** Sends the path byte for byte (fetch and URL would normalise `..` away before it leaves). */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ hostname, port, path, method: 'GET' }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('static host rules', () => {
  it('serves files with their content type', async () => {
    const cases: [string, string][] = [
      ['/', 'text/html; charset=utf-8'],
      ['/_astro/app.abc123.js', 'text/javascript; charset=utf-8'],
      ['/_astro/style.abc123.css', 'text/css; charset=utf-8'],
      ['/icon.svg', 'image/svg+xml'],
      ['/logo.png', 'image/png'],
      ['/manifest.webmanifest', 'application/manifest+json; charset=utf-8'],
      ['/robots.txt', 'text/plain; charset=utf-8'],
      ['/data.json', 'application/json; charset=utf-8'],
    ];
    for (const [path, type] of cases) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toBe(type);
    }
  });

  it('serves directory indexes with and without the slash, without redirecting', async () => {
    for (const path of ['/en', '/en/', '/en/wallet', '/en/wallet/', '/en/wallet?x=1']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
    }
    expect(await (await get('/en')).text()).toBe('<h1>english</h1>');
    expect(await (await get('/en/wallet/')).text()).toBe('<h1>wallet</h1>');
  });

  it('caches hashed assets forever and revalidates html', async () => {
    expect((await get('/_astro/app.abc123.js')).headers.get('cache-control')).toBe(IMMUTABLE);
    expect((await get('/en/')).headers.get('cache-control')).toBe('no-cache');
    const first = await get('/en/');
    const again = await get('/en/', { headers: { 'If-None-Match': first.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
  });

  it('answers unknown paths with 404.html and status 404', async () => {
    for (const path of ['/nope', '/en/nope/', '/empty-dir', '/empty-dir/', '/robots.txt/', '/index.html/x']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toBe('<h1>not found</h1>');
    }
  });

  it('answers HEAD without a body, and refuses other methods', async () => {
    const head = await get('/robots.txt', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('13');
    expect(await head.text()).toBe('');
    expect((await get('/', { method: 'POST', body: 'x' })).status).toBe(405);
  });
});

describe('traversal', () => {
  const attempts = [
    '/../secret.txt',
    '/en/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E/secret.txt',
    '/..%2fsecret.txt',
    '/%2e%2e%2fsecret.txt',
    '/en/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/..%5csecret.txt',
    '/%00',
    '/robots.txt%00.html',
    '/%E0%A4%A', // malformed escape
    '/link.txt', // symlink leading out of the root
  ];

  it.each(attempts)('never escapes the root in-process: %s', async (path) => {
    const response = await get(path);
    expect([400, 404]).toContain(response.status);
    expect(await response.text()).not.toContain('outside the root');
  });

  it.each(attempts)('never escapes the root over HTTP: %s', async (path) => {
    const response = await rawGet(path);
    expect([400, 404]).toContain(response.status);
    expect(response.body).not.toContain('outside the root');
  });
});
