import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_REQUEST_SCRIPT, EARLY_REQUESTS, earlyRequests, earlyValue, requestKey, takeEarlyRequest } from './early-requests.ts';

/** Runs the starter as the browser would, its element carrying `early`, with a fetch that records what it was asked and `stored` as localStorage. */
function runStarter(early: string, search = '', stored: Record<string, string> = {}) {
  const asked: { url: string; init: RequestInit }[] = [];
  const window: Record<string, unknown> = {};
  const fetch = (url: string, init: RequestInit) => {
    asked.push({ url, init });
    return Promise.resolve(new Response(url));
  };
  const localStorage = { getItem: (key: string) => stored[key] ?? null };
  runInNewContext(EARLY_REQUEST_SCRIPT, { window, location: { search }, fetch, localStorage, document: { currentScript: { dataset: { early } } } });
  return { asked, started: window[EARLY_REQUESTS] as Record<string, Promise<Response>> | undefined };
}

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[EARLY_REQUESTS];
});

describe('early requests (the inline starter of home and the game lists)', () => {
  const urls = ['/lgw/games?merchant=M&language=EN&pageNo=1', '/wps/system/status'];
  const script = earlyRequests(urls, { Accept: 'application/json', 'X-Merchant-Code': 'M' });

  it('asks each URL at once, with the headers and without credentials, as the platform client does', () => {
    const { asked } = runStarter(script);
    expect(asked.map(({ url }) => url)).toEqual(urls);
    for (const { init } of asked) expect(init).toEqual({ headers: { Accept: 'application/json', 'X-Merchant-Code': 'M' }, credentials: 'omit' });
  });

  it('asks nothing when the page was opened with a query (another list than the built one)', () => {
    expect(runStarter(script, '?vassalage=JL').asked).toEqual([]);
  });

  it('hands each response over once, to a request for the same URL with its fields in any order', async () => {
    const { started } = runStarter(script);
    (globalThis as Record<string, unknown>)[EARLY_REQUESTS] = started;
    const response = takeEarlyRequest('/lgw/games?pageNo=1&language=EN&merchant=M');
    expect(await (await response!).text()).toBe(urls[0]);
    expect(takeEarlyRequest('/lgw/games?pageNo=1&language=EN&merchant=M')).toBeUndefined();
    expect(takeEarlyRequest('/lgw/games?pageNo=2&language=EN&merchant=M')).toBeUndefined();
    expect(takeEarlyRequest('/wps/system/status')).toBeDefined();
  });

  it('keys a URL by its path and sorted fields', () => {
    expect(requestKey('/a?b=1&a=2')).toBe(requestKey('/a?a=2&b=1'));
    expect(requestKey('/a?b=1')).not.toBe(requestKey('/b?b=1'));
  });

  it("gives an inline painter an answer's value from a copy, leaving the response for the platform client", async () => {
    const answers: Record<string, Promise<Response>> = {
      ok: Promise.resolve(Response.json({ success: true, value: { list: [1] } })),
      refused: Promise.resolve(Response.json({ success: false, code: 'x' })),
      down: Promise.resolve(new Response('down', { status: 500 })),
      garbage: Promise.resolve(new Response('not json')),
      unreachable: Promise.reject(new TypeError('Failed to fetch')),
    };
    (globalThis as Record<string, unknown>)[EARLY_REQUESTS] = answers;
    expect(await earlyValue('ok')).toEqual({ list: [1] });
    expect(await (await answers.ok!).json()).toEqual({ success: true, value: { list: [1] } }); // still readable
    for (const key of ['refused', 'down', 'garbage', 'unreachable']) expect(await earlyValue(key), key).toBeNull();
    expect(earlyValue('never asked')).toBeUndefined();
  });
});

describe("early requests of a member's page (the deposit's options)", () => {
  const url = '/wps/cashier/deposit/options?language=EN';
  const headers = { Accept: 'application/json', 'X-Merchant-Code': 'M' };
  const script = earlyRequests([url], headers, { key: 'SESSION', types: [0, 1, 2] });
  const session = (token: string, type: number) => ({ SESSION: JSON.stringify({ token, type, userName: 'u' }) });

  it("asks with the stored session's token, never from the HTTP cache, as the platform client asks a member's call", () => {
    const { asked } = runStarter(script, '', session('t1', 0));
    expect(asked).toEqual([{ url, init: { headers: { ...headers, Authorization: 'Bearer t1' }, credentials: 'omit', cache: 'no-store' } }]);
  });

  it('asks nothing for a guest, an unreadable session, or an account the page does not open for', () => {
    expect(runStarter(script).asked).toEqual([]);
    expect(runStarter(script, '', { SESSION: '{not json' }).asked).toEqual([]);
    expect(runStarter(script, '', { SESSION: JSON.stringify({ token: '', type: 0 }) }).asked).toEqual([]);
    expect(runStarter(script, '', session('t1', 4)).asked).toEqual([]);
  });

  it('hands the response only to a call with the same token', async () => {
    const { started } = runStarter(script, '', session('t1', 1));
    (globalThis as Record<string, unknown>)[EARLY_REQUESTS] = started;
    expect(takeEarlyRequest(url)).toBeUndefined();
    expect(takeEarlyRequest(url, 't2')).toBeUndefined();
    expect(await (await takeEarlyRequest(url, 't1'))!.text()).toBe(url);
    expect(takeEarlyRequest(url, 't1')).toBeUndefined();
  });

  it("leaves a guest's request to a call without a token", () => {
    const { started } = runStarter(earlyRequests([url], headers));
    (globalThis as Record<string, unknown>)[EARLY_REQUESTS] = started;
    expect(takeEarlyRequest(url, 't1')).toBeUndefined();
    expect(takeEarlyRequest(url)).toBeDefined();
  });
});
