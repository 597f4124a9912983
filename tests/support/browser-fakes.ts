/**
 * Stand-ins for the browser in the data layer's unit tests (the unit tests in src/; the site never
 * imports this file). The real sandbox for them is scripts/sandbox/testing (startTestSandbox).
 * - routeFetchTo(): the browser's `fetch` pointed at a sandbox (the brand's baseUrl is the same origin);
 * - fakePlatform(): a recording stand-in for `fetch` that answers chosen values per call, for
 *   timing tests and for calls the sandbox does not implement yet;
 * - memoryStorage(): a `localStorage` for node, Map-based.
 */
import { vi } from 'vitest';
import { api } from 'virtual:brand';
import { CALLS, type CallId } from '../../src/contract/calls.ts';
import { SCHEMAS, type Envelope, type ValueOf } from '../../src/contract/schemas.ts';

const realFetch = globalThis.fetch;

/**
 * Sends the browser's relative platform URLs (`/wps/…`, `/lgw/…`) to `origin`, noting which call
 * each request was (`count('favouriteIds')`: how many requests a page made).
 */
export function routeFetchTo(origin: string) {
  const sent: { id: CallId | undefined; url: URL }[] = [];
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    const url = new URL(input, origin);
    sent.push({ id: callOf(init?.method ?? 'GET', url.pathname), url });
    return realFetch(input.startsWith('/') ? origin + input : input, init);
  });
  return { sent, count: (id: CallId) => sent.filter((request) => request.id === id).length };
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
    const body =
      text === undefined ? undefined : /json/.test(headers.get('content-type') ?? '') ? JSON.parse(text) : Object.fromEntries(new URLSearchParams(text));
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
 * stores load: `await vi.hoisted(async () => vi.stubGlobal('localStorage', (await import('…/tests/support/browser-fakes.ts')).memoryStorage()))`.
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
