/**
 * Test helpers for the data layer (unit tests only; the site never imports this file):
 * - startTestSandbox(): the real sandbox platform over HTTP on a free port with a throw-away
 *   database, and the browser's `fetch` pointed at it (the brand's baseUrl is the same origin);
 * - fakePlatform(): a recording stand-in for `fetch` that answers chosen values per call, for
 *   timing tests and for calls the sandbox does not implement yet;
 * - memoryStorage(): a `localStorage` for node, Map-based.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { vi } from 'vitest';
import { api } from 'virtual:brand';
import { createSandbox, HOOK_HEADERS, type Sandbox } from '../../scripts/sandbox/app.ts';
import { listen } from '../../scripts/sandbox/serve.ts';
import { CALLS, type CallId } from '../contract/calls.ts';
import { SCHEMAS, type Envelope, type ValueOf } from '../contract/schemas.ts';
import type { SessionInfo } from '../stores/session.ts';

const realFetch = globalThis.fetch;

export interface TestSandbox {
  url: string;
  sandbox: Sandbox;
  /** A fresh session of a seeded member, as the sandbox hook `POST /__sandbox/session` gives it. */
  sessionOf(username: string): Promise<SessionInfo>;
  hook(path: string, body: unknown): Promise<Response>;
  close(): Promise<void>;
}

export async function startTestSandbox(brandId = 'lotus'): Promise<TestSandbox> {
  const dir = mkdtempSync(join(tmpdir(), 'data-layer-'));
  const sandbox = createSandbox({ dbFile: join(dir, 'test.sqlite'), brandId, fresh: true, hooks: true });
  const server = await listen(sandbox.app.fetch, { port: 0 });
  const hook = (path: string, body: unknown) =>
    realFetch(`${server.url}/__sandbox/${path}`, { method: 'POST', headers: HOOK_HEADERS, body: JSON.stringify(body) });
  return {
    url: server.url,
    sandbox,
    hook,
    async sessionOf(username) {
      const answer = (await (await hook('session', { username })).json()) as { success: boolean; value: SessionInfo };
      if (!answer.success) throw new Error(`no session for ${username}`);
      return answer.value;
    },
    async close() {
      await server.close();
      sandbox.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Sends the browser's relative platform URLs (`/wps/…`, `/lgw/…`) to `origin`. */
export function routeFetchTo(origin: string): void {
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => realFetch(input.startsWith('/') ? origin + input : input, init));
}

/** Checks an answer against the contract's zod schema (ApiConfig.validate in tests). */
export function validateAnswer(id: CallId, value: unknown): void {
  SCHEMAS[id].response.parse(value);
}

export interface RecordedRequest {
  id: CallId;
  method: string;
  url: URL;
  headers: Headers;
  /** Parsed JSON body, form fields as an object, or undefined. */
  body: unknown;
}

type Answer<Id extends CallId> = ValueOf<Id> | ((request: RecordedRequest) => ValueOf<Id> | Envelope<never> | Response | Promise<Response>);
export type FakeAnswers = { [Id in CallId]?: Answer<Id> };

/** Which call a URL and method are, with the brand's prefixes. */
function callOf(method: string, path: string): CallId | undefined {
  return (Object.keys(CALLS) as CallId[]).find((id) => CALLS[id].method === method && api.prefixes[CALLS[id].group] + CALLS[id].path === path);
}

/**
 * Replaces `fetch` with a recorder that answers `{ success: true, value }` from `answers` (a value,
 * or a function of the request that may return a whole envelope or Response). Unknown calls: 404.
 */
export function fakePlatform(answers: FakeAnswers) {
  const requests: RecordedRequest[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://site.test');
    const method = init.method ?? 'GET';
    const headers = new Headers(init.headers);
    const text = typeof init.body === 'string' ? init.body : undefined;
    const body = text === undefined ? undefined : /json/.test(headers.get('content-type') ?? '') ? JSON.parse(text) : Object.fromEntries(new URLSearchParams(text));
    const id = callOf(method, url.pathname);
    if (!id) return Response.json({ success: false, code: 'request.notFound', message: `no call at ${method} ${url.pathname}` }, { status: 404 });
    const request = { id, method, url, headers, body };
    requests.push(request);
    const answer = answers[id] as Answer<CallId> | undefined;
    if (answer === undefined) return Response.json({ success: false, code: 'request.notFound', message: `no fake answer for ${id}` }, { status: 404 });
    const result = typeof answer === 'function' ? await answer(request) : answer;
    if (result instanceof Response) return result;
    const envelope = result !== null && typeof result === 'object' && 'success' in result ? result : { success: true, value: result };
    return Response.json(envelope);
  });
  return {
    requests,
    count: (id: CallId) => requests.filter((request) => request.id === id).length,
  };
}

/**
 * A `localStorage` kept in a Map. Works both ways the site uses storage: the Storage methods
 * (src/lib/storage.ts) and plain property access (@nanostores/persistent). Install it before the
 * stores load: `await vi.hoisted(async () => vi.stubGlobal('localStorage', (await import('./testing.ts')).memoryStorage()))`.
 */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  const methods: Storage = {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
  return new Proxy(methods, {
    get: (target, key) => (typeof key === 'string' && !(key in target) ? items.get(key) : Reflect.get(target, key)),
    set: (_target, key, value) => (items.set(String(key), String(value)), true),
    has: (target, key) => (typeof key === 'string' && items.has(key)) || key in target,
    deleteProperty: (_target, key) => (items.delete(String(key)), true),
  });
}
