// static.ts: the host rules (files, directory indexes, 404.html, caching, security headers,
// compression) and traversal attempts, in-process and over a real socket (where the raw,
// unnormalised path reaches the server).
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE } from '../site-headers.ts';
import { listen, type Listening } from './serve.ts';
import { createStaticHandler, type StaticHandler } from './static.ts';

const SECURITY = { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' };
const POLICY = { 'Content-Security-Policy': "default-src 'self'" };
/** Long and repetitive, so that compressing it visibly pays. */
const PAGE = `<!doctype html><h1>home</h1>${'<p>a line of text, said again and again</p>'.repeat(200)}`;

let dir: string;
let root: string;
let serve: StaticHandler;
let server: Listening;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sandbox-static-'));
  root = join(dir, 'site');
  const files: Record<string, string> = {
    'index.html': PAGE,
    'sw.js': 'self.addEventListener("fetch", () => {})',
    _headers: '/*\n  X-Test: 1\n',
    'nginx-site.conf': 'location / {}',
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
  serve = createStaticHandler(root, { security: SECURITY, policy: POLICY });
  server = await listen((request) => serve(request), { port: 0 });
});

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string, init?: RequestInit) => serve(new Request(`http://site.test${path}`, init));

/** Sends the path byte for byte (fetch and URL would normalise `..` away before it leaves); the body undecoded. */
function rawGet(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string; bytes: Buffer; headers: Record<string, unknown> }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ hostname, port, path, method: 'GET', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: response.statusCode ?? 0, body: bytes.toString(), bytes, headers: response.headers });
      });
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
    expect((await get('/_astro/style.abc123.css')).headers.get('cache-control')).toBe(IMMUTABLE);
    // Pages, the service worker and the manifest must never be kept stale (an immutable worker would
    // pin every visitor to an old site).
    for (const path of ['/', '/en/', '/en/wallet', '/sw.js', '/manifest.webmanifest', '/icon.svg', '/nope', '/_astro/missing.js']) {
      expect((await get(path)).headers.get('cache-control'), path).toBe('no-cache');
    }
    const first = await get('/en/');
    const again = await get('/en/', { headers: { 'If-None-Match': first.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it("sends the site's security headers with every answer, the policy with every one but the hashed scripts", async () => {
    const page = await get('/');
    const script = await get('/_astro/app.abc123.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-security-policy')).toBeNull(); // a policy governs documents, not the scripts they load
    for (const [name, value] of Object.entries(SECURITY)) expect(script.headers.get(name), name).toBe(value);
    const answers = [
      page,
      await get('/logo.png'),
      await get('/', { headers: { 'If-None-Match': page.headers.get('etag') ?? '' } }),
      await get('/nope'),
      await get('/', { method: 'POST', body: 'x' }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 304, 404, 405]);
    for (const answer of answers) {
      for (const [name, value] of Object.entries({ ...SECURITY, ...POLICY })) expect(answer.headers.get(name), `${answer.status} ${name}`).toBe(value);
    }
  });

  it('does not serve the host files (_headers, the nginx snippet): hosts read them, players never see them', async () => {
    for (const path of ['/_headers', '/nginx-site.conf', '/%5Fheaders']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toBe('<h1>not found</h1>');
    }
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

describe('compression', () => {
  const accept = (encoding: string, init: RequestInit = {}) =>
    get('/', { ...init, headers: { ...(init.headers as Record<string, string>), 'Accept-Encoding': encoding } });
  const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

  it('sends brotli when the browser takes it, else gzip, else the file as it is', async () => {
    const br = await accept('gzip, deflate, br, zstd');
    expect(br.headers.get('content-encoding')).toBe('br');
    const brBody = await bytes(br);
    expect(brotliDecompressSync(brBody).toString()).toBe(PAGE);
    expect(Number(br.headers.get('content-length'))).toBe(brBody.length);
    expect(brBody.length).toBeLessThan(PAGE.length / 10);

    const gzip = await accept('gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gzip)).toString()).toBe(PAGE);

    for (const refused of ['', 'identity', 'br;q=0, gzip;q=0', 'deflate', '*;q=0']) {
      const plain = await accept(refused);
      expect(plain.headers.get('content-encoding'), refused).toBeNull();
      expect(await plain.text(), refused).toBe(PAGE);
    }
    expect((await accept('br;q=0, gzip')).headers.get('content-encoding')).toBe('gzip');
    expect((await accept('*')).headers.get('content-encoding')).toBe('br');
    for (const response of [br, gzip, await accept('')]) expect(response.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('compresses text only: images are sent as they are, without Vary', async () => {
    const png = await get('/logo.png', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(png.headers.get('content-encoding')).toBeNull();
    expect(png.headers.get('vary')).toBeNull();
    for (const path of ['/_astro/app.abc123.js', '/_astro/style.abc123.css', '/icon.svg', '/manifest.webmanifest', '/data.json', '/robots.txt', '/nope']) {
      expect((await get(path, { headers: { 'Accept-Encoding': 'br' } })).headers.get('content-encoding'), path).toBe('br');
    }
  });

  it('tags each coding differently, and answers 304 only for the coding the browser holds', async () => {
    const tags = await Promise.all(['br', 'gzip', ''].map(async (encoding) => (await accept(encoding)).headers.get('etag')));
    expect(new Set(tags).size).toBe(3);
    const [brTag, gzipTag] = tags as [string, string];
    const cached = await accept('br', { headers: { 'If-None-Match': brTag } });
    expect(cached.status).toBe(304);
    expect(cached.headers.get('etag')).toBe(brTag);
    expect(cached.headers.get('vary')).toBe('Accept-Encoding');
    expect((await accept('gzip', { headers: { 'If-None-Match': brTag } })).status).toBe(200);
    expect((await accept('gzip', { headers: { 'If-None-Match': `"x", ${gzipTag}` } })).status).toBe(304);
  });

  it('answers HEAD with the headers of the compressed answer and no body', async () => {
    const head = await accept('br', { method: 'HEAD' });
    const full = await accept('br');
    expect(head.headers.get('content-encoding')).toBe('br');
    expect(head.headers.get('content-length')).toBe(full.headers.get('content-length'));
    expect(head.headers.get('etag')).toBe(full.headers.get('etag'));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it('compresses a rebuilt file anew', async () => {
    writeFileSync(join(root, 'en/index.html'), '<h1>english, rebuilt</h1>');
    const response = await get('/en', { headers: { 'Accept-Encoding': 'br' } });
    expect(brotliDecompressSync(await bytes(response)).toString()).toBe('<h1>english, rebuilt</h1>');
    writeFileSync(join(root, 'en/index.html'), '<h1>english</h1>');
  });

  it('sends compressed bytes over HTTP too, as the headers say', async () => {
    const response = await rawGet('/', { 'Accept-Encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(Number(response.headers['content-length'])).toBe(response.bytes.length);
    expect(brotliDecompressSync(response.bytes).toString()).toBe(PAGE);
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
