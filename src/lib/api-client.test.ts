// The api client against the real sandbox platform over HTTP (port 0, throw-away database), with
// the contract's zod schemas as the response validator.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, merchantCode } from 'virtual:brand';
import { type CallId } from '../contract/calls.ts';
import { DEVICE_HEADER, ENCRYPTION_HEADER, ENCRYPTION_SCHEME, MERCHANT_HEADER } from '../contract/headers.ts';
import { HOOK_HEADERS, SANDBOX_ENCRYPTION_KEY } from '../../scripts/sandbox/app.ts';
import { DEMO_PASSWORD } from '../../scripts/sandbox/data/accounts.ts';
import { ApiError, MODULE_HEADER, type ApiConfig } from './api-client.ts';
import { createApiClient } from './node-api-client.ts';
import { decryptBody, type EncryptedBody } from './body-crypto.ts';
import { startTestSandbox, type TestSandbox } from '../../scripts/sandbox/testing/index.ts';
import { validateAnswer } from '../../tests/support/browser-fakes.ts';

let platform: TestSandbox;
let token: string;

beforeAll(async () => {
  platform = await startTestSandbox();
  token = (await platform.sessionOf('demo_member')).token;
});
afterAll(() => platform.close());
afterEach(async () => {
  await fetch(`${platform.url}/__sandbox/fault`, { method: 'DELETE', headers: HOOK_HEADERS });
});

interface Sent {
  url: string;
  method: string;
  headers: Headers;
  body: string | undefined;
  cache?: RequestCache;
}

/** A client of the test sandbox that also records what went over the wire. */
function client(overrides: Partial<ApiConfig> = {}) {
  const sent: Sent[] = [];
  const call = createApiClient({
    ...api,
    baseUrl: platform.url,
    merchantCode,
    validate: validateAnswer,
    fetch: (input, init = {}) => {
      sent.push({ url: String(input), method: init.method ?? 'GET', headers: new Headers(init.headers), body: init.body as string | undefined });
      return fetch(input, init);
    },
    ...overrides,
  });
  return { call, sent };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('api client against the sandbox', () => {
  it('builds the URL from the brand base URL and prefix, and names the merchant', async () => {
    const { call, sent } = client();
    const status = await call('systemStatus', {});
    expect(status.location.ip).toBe('127.0.0.1');
    expect(sent[0]!.url).toBe(`${platform.url}${api.prefixes.wps}/system/status`);
    expect(sent[0]!.headers.get(MERCHANT_HEADER)).toBe(merchantCode);
  });

  it('sends the token as a bearer header; without it an auth call is logged out', async () => {
    const { call, sent } = client();
    expect(await call('wallet', {}, { token })).toEqual({ sumBalance: '1520.75' });
    expect(sent[0]!.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(await failure(call('wallet', {}))).toMatchObject({ kind: 'loggedOut', code: 'session.expired' });
    expect(await failure(call('wallet', {}, { token: 'not-a-session-token' }))).toMatchObject({ kind: 'loggedOut' });
  });

  it('encrypts the body of encrypted calls with the brand key: the sandbox decrypts it (login round trip)', async () => {
    const { call, sent } = client();
    const login = { type: 'username', username: 'demo_member', password: DEMO_PASSWORD } as const;
    expect(await call('login', login)).toMatchObject({ userName: 'demo_member', type: 0 });
    const wire = sent[0]!;
    expect(wire.headers.get(ENCRYPTION_HEADER)).toBe(ENCRYPTION_SCHEME);
    const sealed = JSON.parse(wire.body!) as EncryptedBody;
    expect(Object.keys(sealed).sort()).toEqual(['data', 'iv']);
    expect(wire.body).not.toContain(DEMO_PASSWORD);
    expect(decryptBody(sealed, api.encryptionKey)).toEqual(login);
    // A refusal inside an encrypted call keeps its code (the platform read the body to refuse it).
    expect(await failure(call('login', { ...login, password: 'wrong-password' }))).toMatchObject({ kind: 'platform', code: 'login.invalid' });
  });

  it('a body sealed with another key is refused as undecryptable (so the check above means something)', async () => {
    const { call } = client({ encryptionKey: SANDBOX_ENCRYPTION_KEY });
    const error = await failure(call('login', { type: 'username', username: 'demo_member', password: 'x' }));
    expect(error).toMatchObject({ kind: 'platform', code: 'request.invalid' });
    expect(error.platformMessage).toMatch(/decrypt/);
  });

  it('times out a slow answer (fault hook latency)', async () => {
    await platform.hook('fault', { call: 'systemStatus', latencyMs: 400 });
    const { call } = client({ timeoutMs: 100 });
    expect((await failure(call('systemStatus', {}))).kind).toBe('timeout');
  });

  it('maps server errors, malformed answers and dropped connections', async () => {
    const { call } = client();
    await platform.hook('fault', { call: 'systemStatus', httpStatus: 503 });
    expect(await failure(call('systemStatus', {}))).toMatchObject({ kind: 'server', code: '503' });
    await platform.hook('fault', { call: 'systemStatus', malformed: true });
    expect((await failure(call('systemStatus', {}))).kind).toBe('malformed');
    await platform.hook('fault', { call: 'systemStatus', drop: true });
    expect((await failure(call('systemStatus', {}))).kind).toBe('network');
  });

  it("keeps a refusal's code, message and value", async () => {
    const { call } = client();
    const error = await failure(call('usernameCheck', { username: 'x'.repeat(65) }));
    expect(error).toMatchObject({ kind: 'platform', code: 'request.invalid' });
    expect(error.platformMessage).toMatch(/username/);
  });

  it('an answer that breaks the contract fails as malformed when a validator is given', async () => {
    const { call } = client({ validate: (id: CallId) => (id === 'wallet' ? validateAnswer('systemStatus', {}) : undefined) });
    expect(await failure(call('wallet', {}, { token }))).toMatchObject({ kind: 'malformed' });
  });
});

describe('api client on the wire (fake fetch)', () => {
  function recorder(answer: unknown = { success: true, value: {} }, status = 200, overrides: Partial<ApiConfig> = {}) {
    const sent: Sent[] = [];
    const call = createApiClient({
      ...api,
      merchantCode,
      ...overrides,
      fetch: async (input, init = {}) => {
        sent.push({
          url: String(input),
          method: init.method ?? 'GET',
          headers: new Headers(init.headers),
          body: init.body as string | undefined,
          cache: init.cache,
        });
        return Response.json(answer, { status });
      },
    });
    return { call, sent };
  }

  it('puts the module id in the request where the schema has the field, else in a header', async () => {
    const { call, sent } = recorder();
    await call('testPlay', {});
    expect(JSON.parse(sent[0]!.body!)).toEqual({ moduleId: 'FREEPLAY3' });
    expect(sent[0]!.headers.get(MODULE_HEADER)).toBeNull();
    await call('register', { method: 'username', registerMethod: 'H5', registerUrl: 'site.test', username: 'new_player' });
    expect(sent[1]!.headers.get(MODULE_HEADER)).toBe('REGISTER3');
    expect(decryptBody(JSON.parse(sent[1]!.body!) as EncryptedBody, api.encryptionKey)).not.toHaveProperty('moduleId');
  });

  it('sends a JSON body with DELETE (remove favourite), a query string with GET, a form where the call says so', async () => {
    const { call, sent } = recorder();
    await call('removeFavourite', { nodeId: 'n1', vendor: 'PG' }, { token: 't' });
    expect(sent[0]).toMatchObject({ method: 'DELETE', body: '{"nodeId":"n1","vendor":"PG"}' });
    expect(sent[0]!.headers.get('Content-Type')).toBe('application/json');
    await call('usernameCheck', { username: 'a b' });
    expect(sent[1]!.url).toMatch(/\/register\/username\?username=a\+b$/);
    expect(sent[1]!.body).toBeUndefined();
    await call('forgotPasswordEmail', { username: 'u', email: 'u@example.com' });
    expect(sent[2]!.body).toBe('username=u&email=u%40example.com');
  });

  it("never takes a member's answer from the HTTP cache (Back would show an old balance); a guest's may", async () => {
    const { call, sent } = recorder();
    await call('memberInfo', {}, { token: 't' });
    await call('usernameCheck', { username: 'u' });
    expect(sent.map((request) => request.cache)).toEqual(['no-store', undefined]);
  });

  it("takes a GET's answer asked ahead for the same URL and token (the inline starters), else asks itself", async () => {
    const asked: [string, string | undefined][] = [];
    const early = (url: string, token?: string) => {
      asked.push([url, token]);
      return token === 't' ? Promise.resolve(Response.json({ success: true, value: { sumBalance: '1.00' } })) : undefined;
    };
    const { call, sent } = recorder({ success: true, value: { sumBalance: '2.00' } }, 200, { early });
    expect(await call('wallet', {}, { token: 't' })).toEqual({ sumBalance: '1.00' });
    expect(await call('wallet', {}, { token: 'other' })).toEqual({ sumBalance: '2.00' });
    await call('login', { type: 'username', username: 'u', password: 'p' }, { headers: { [DEVICE_HEADER]: 'OTHERS' } });
    expect(asked.map(([url, token]) => [url.replace(/^.*\/wps/, '/wps'), token])).toEqual([
      ['/wps/member/wallet', 't'],
      ['/wps/member/wallet', 'other'],
    ]);
    expect(sent).toHaveLength(2);
  });

  it('passes extra headers (the device header of login)', async () => {
    const { call, sent } = recorder();
    await call('login', { type: 'username', username: 'u', password: 'p' }, { headers: { [DEVICE_HEADER]: 'OTHERS' } });
    expect(sent[0]!.headers.get(DEVICE_HEADER)).toBe('OTHERS');
  });

  it('a "session expired" refusal is a logged-out answer whatever the HTTP status', async () => {
    const { call } = recorder({ success: false, code: 'session.expired', message: 'logged out' });
    expect(await failure(call('memberInfo', {}, { token: 't' }))).toMatchObject({ kind: 'loggedOut', code: 'session.expired' });
  });

  it('an envelope without a success flag is malformed', async () => {
    const { call } = recorder({ value: 1 });
    expect((await failure(call('systemStatus', {}))).kind).toBe('malformed');
  });
});
