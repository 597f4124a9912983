// Fault injection over real HTTP, seen through the site's own client (src/lib/api-client.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/lib/api-client.ts';
import { createApiClient } from '../../src/lib/node-api-client.ts';
import { createSandbox, HOOK_HEADERS, type Sandbox } from './app.ts';
import { listen, type Listening } from './serve.ts';
import { FAULT_SCOPE_HEADER } from './testing/faults.ts';

let dir: string;
let sandbox: Sandbox;
let server: Listening;
let call: ReturnType<typeof createApiClient>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sandbox-faults-'));
  sandbox = createSandbox({ dbFile: join(dir, 'test.sqlite'), brandId: 'lotus', hooks: true });
  server = await listen(sandbox.app.fetch, { port: 0 });
  call = createApiClient({ baseUrl: server.url, prefixes: { wps: '/wps', lgw: '/lgw' }, merchantCode: 'LOTUS01', timeoutMs: 1000 });
});

afterAll(async () => {
  await server.close();
  sandbox.close();
  rmSync(dir, { recursive: true, force: true });
});

afterEach(async () => {
  await fetch(`${server.url}/__sandbox/fault`, { method: 'DELETE', headers: HOOK_HEADERS });
});

async function inject(fault: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${server.url}/__sandbox/fault`, {
    method: 'POST',
    headers: HOOK_HEADERS,
    body: JSON.stringify(fault),
  });
  expect(response.status).toBe(200);
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('fault injection through the api client', () => {
  it('answers normally without a fault', async () => {
    expect(await call('systemStatus', {})).toMatchObject({ maintenance: false, location: { ip: '127.0.0.1' } });
  });

  it('latency beyond the client limit is a timeout; within it, just slower', async () => {
    await inject({ call: 'systemStatus', latencyMs: 400 });
    expect((await failure(call('systemStatus', {}, { timeoutMs: 100 }))).kind).toBe('timeout');
    await inject({ call: 'systemStatus', latencyMs: 150 });
    const started = performance.now();
    await call('systemStatus', {});
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('httpStatus 503 is a server error', async () => {
    await inject({ call: 'systemStatus', httpStatus: 503 });
    const error = await failure(call('systemStatus', {}));
    expect(error).toMatchObject({ kind: 'server', code: '503' });
  });

  it('malformed is a malformed answer', async () => {
    await inject({ call: 'systemStatus', malformed: true });
    expect((await failure(call('systemStatus', {}))).kind).toBe('malformed');
  });

  it('drop is a network error', async () => {
    await inject({ call: 'systemStatus', drop: true });
    expect((await failure(call('systemStatus', {}))).kind).toBe('network');
  });

  it('is one-shot by default, N-shot with times, and only for its call', async () => {
    await inject({ call: 'systemStatus', httpStatus: 503, times: 2 });
    expect((await failure(call('wallet', {}))).kind).toBe('loggedOut'); // another call: untouched
    expect((await failure(call('systemStatus', {}))).kind).toBe('server');
    expect((await failure(call('systemStatus', {}))).kind).toBe('server');
    await expect(call('systemStatus', {})).resolves.toMatchObject({ maintenance: false });
  });

  it('DELETE clears pending faults', async () => {
    await inject({ call: 'systemStatus', drop: true, times: 5 });
    await fetch(`${server.url}/__sandbox/fault`, { method: 'DELETE', headers: HOOK_HEADERS });
    await expect(call('systemStatus', {})).resolves.toMatchObject({ maintenance: false });
  });

  it('a scoped fault meets only requests of its scope, and clearing a scope leaves the others', async () => {
    const status = (scope?: string) =>
      fetch(`${server.url}/wps/system/status`, { headers: scope ? { [FAULT_SCOPE_HEADER]: scope } : {} }).then((r) => r.status);
    await inject({ call: 'systemStatus', httpStatus: 503, times: 5, scope: 'journey-a' });
    await inject({ call: 'systemStatus', httpStatus: 502, times: 5, scope: 'journey-b' });
    expect(await status()).toBe(200); // no scope: a journey beside them
    expect(await status('journey-c')).toBe(200);
    expect(await status('journey-a')).toBe(503);
    await fetch(`${server.url}/__sandbox/fault?scope=journey-a`, { method: 'DELETE', headers: HOOK_HEADERS });
    expect(await status('journey-a')).toBe(200);
    expect(await status('journey-b')).toBe(502);
  });

  it('applies to auth calls before the session check', async () => {
    await inject({ call: 'wallet', httpStatus: 500 });
    expect((await failure(call('wallet', {}))).kind).toBe('server');
  });

  it('keeps the server healthy: a huge query string is a 4xx, not a crash', async () => {
    const response = await fetch(`${server.url}/wps/system/status?q=${'x'.repeat(100_000)}`);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    await expect(call('systemStatus', {})).resolves.toMatchObject({ maintenance: false });
  });
});
