// The sandbox platform in-process (app.request): test hooks and their guard, reset, sessions, bad input.
// Per-call coverage (a handler and a schema-valid answer for every call) is in contract.test.ts.
import { fromMinor, toMinor } from '../../src/lib/minor-units.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { envelope, SCHEMAS } from '../../src/contract/schemas.ts';
import { createSandbox, HOOK_HEADERS, SESSION_TTL_MS, type Sandbox } from './app.ts';
import { SEED_MEMBERS } from './db.ts';
import { teamPlan } from './data/agent-team.ts';

let dir: string;
let dbFile: string;
let sandbox: Sandbox;
let clock: number;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sandbox-app-'));
  dbFile = join(dir, 'test.sqlite');
  clock = Date.UTC(2026, 0, 1);
  sandbox = createSandbox({ dbFile, brandId: 'lotus', now: () => clock, hooks: true });
});

afterEach(() => {
  sandbox.close();
  rmSync(dir, { recursive: true, force: true });
});

const json = (body: unknown) => ({ method: 'POST', headers: HOOK_HEADERS, body: JSON.stringify(body) });
const hook = (path: string, body: unknown = {}) => sandbox.app.request(`/__sandbox/${path}`, json(body));

async function login(username = 'demo_member'): Promise<string> {
  const response = await hook('session', { username });
  expect(response.status).toBe(200);
  return ((await response.json()) as { value: { token: string } }).value.token;
}

async function status() {
  const { value } = (await (await sandbox.app.request('/wps/system/status')).json()) as { value: { maintenance: boolean; regionRestriction: boolean } };
  return { maintenance: value.maintenance, regionRestriction: value.regionRestriction };
}
const count = (table: string) => (sandbox.db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;

describe('site information', () => {
  it('derives the site information from the brand', async () => {
    const body = (await (await sandbox.app.request('/wps/system/status')).json()) as { value: { info: Record<string, unknown>; location: { ip: string } } };
    expect(body.value.info.customerService).toContainEqual({ csType: 'TELEGRAM', url: 'https://t.me/lotus_palace_help' });
    expect(body.value.info.resources).toContainEqual({ resourceType: 'Android', url: 'https://apps.lotus-palace.example/lotus.apk' });
    expect((body.value.info.whitelabel as Record<string, boolean>).MAILCEN).toBe(true);
    expect(body.value.location.ip).toBe('127.0.0.1');
  });

  it('answers a 404 envelope under the prefixes, and 404 for unknown hooks', async () => {
    for (const path of ['/wps/nope', '/lgw/anything/at/all', '/wps', '/__sandbox/nope']) {
      const response = await sandbox.app.request(path, { headers: HOOK_HEADERS });
      expect(response.status, path).toBe(404);
      expect(await response.json()).toMatchObject({ success: false, code: 'request.notFound' });
    }
  });

  it('uses the default prefixes without a brand', async () => {
    const plain = createSandbox({ dbFile: join(dir, 'plain.sqlite') });
    try {
      const body = envelope(SCHEMAS.systemStatus.response).parse(await (await plain.app.request('/wps/system/status')).json());
      expect(body.success && body.value.info.customerService).toEqual([]);
    } finally {
      plain.close();
    }
  });
});

describe('test hooks', () => {
  it('are not served unless asked for (SANDBOX_HOOKS=1); the stand-in pages players are sent to are', async () => {
    const demo = createSandbox({ dbFile: join(dir, 'demo.sqlite'), brandId: 'lotus' });
    try {
      const session = await demo.app.request('/__sandbox/session', {
        method: 'POST',
        headers: HOOK_HEADERS,
        body: JSON.stringify({ username: 'demo_member' }),
      });
      expect(session.status).toBe(404);
      for (const path of ['/__sandbox/outbox', '/__sandbox/captcha/latest'])
        expect((await demo.app.request(path, { headers: HOOK_HEADERS })).status, path).toBe(404);
      expect((await demo.app.request('/__sandbox/reset', { method: 'POST', headers: HOOK_HEADERS })).status).toBe(404);
      expect(demo.db.prepare('SELECT count(*) AS n FROM tokens').get()).toEqual({ n: 0 });
      for (const path of ['/__sandbox/chat?language=EN', '/__sandbox/play/demo-1']) {
        const page = await demo.app.request(path);
        expect(page.status, path).toBe(200);
        expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      }
    } finally {
      demo.close();
    }
  });

  it('refuse a request without the JSON type and the hook header: a cross-site form or text/plain POST gets no session', async () => {
    const body = JSON.stringify({ username: 'demo_member' });
    const attempts: Record<string, string>[] = [
      { 'Content-Type': 'text/plain' }, // what a page of another site can send without asking first
      { 'Content-Type': 'text/plain', 'X-Sandbox-Hook': '1' },
      { 'Content-Type': 'application/x-www-form-urlencoded' },
      { 'Content-Type': 'application/json' },
      { 'Content-Type': 'application/json', 'X-Sandbox-Hook': '0' },
    ];
    for (const headers of attempts) {
      const response = await sandbox.app.request('/__sandbox/session', { method: 'POST', headers, body });
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(await response.text()).not.toMatch(/token/);
    }
    expect(count('tokens')).toBe(0);
    expect(
      (
        await sandbox.app.request('/__sandbox/session', {
          method: 'POST',
          headers: { ...HOOK_HEADERS, 'Content-Type': 'application/json; charset=utf-8' },
          body,
        })
      ).status,
    ).toBe(200);
  });

  it('refuse reads of secrets (captcha answers, codes sent) without the headers, and grant no cross-origin preflight', async () => {
    await sandbox.app.request('/wps/captcha');
    for (const path of ['/__sandbox/captcha/latest', '/__sandbox/outbox']) {
      expect((await sandbox.app.request(path)).status, path).toBe(403);
      expect((await sandbox.app.request(path, { headers: HOOK_HEADERS })).status, path).toBe(200);
    }
    expect((await sandbox.app.request('/__sandbox/fault', { method: 'DELETE' })).status).toBe(403);
    const preflight = await sandbox.app.request('/__sandbox/session', {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type, x-sandbox-hook' },
    });
    expect(preflight.ok).toBe(false);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('every answer says X-Content-Type-Options: nosniff: calls, refusals, 404s, hooks, pages', async () => {
    const answers = [
      await sandbox.app.request('/wps/system/status'),
      await sandbox.app.request('/wps/member/wallet'),
      await sandbox.app.request('/wps/nope'),
      await hook('session', { username: 'demo_member' }),
      await sandbox.app.request('/__sandbox/session', { method: 'POST' }),
      await sandbox.app.request('/__sandbox/chat'),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 401, 404, 200, 403, 200]);
    for (const answer of answers) expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('member hook', () => {
  it('makes a new real member with its balance, payee name and payment password, logged in', async () => {
    const made = await hook('member', { balance: '250000.50', payeeName: 'Khin Mar Win', paymentPassword: '135790' });
    const { value } = (await made.json()) as { value: { token: string; userName: string; type: number } };
    expect(value).toMatchObject({ userName: expect.stringMatching(/^cashier_[0-9a-f]{10}$/), type: 0 });
    const wallet = await sandbox.app.request('/wps/member/wallet', { headers: { Authorization: `Bearer ${value.token}` } });
    expect(await wallet.json()).toEqual({ success: true, value: { sumBalance: '250000.50' } });
    const row = sandbox.db.prepare('SELECT payee_name, payment_password_hash FROM members WHERE username = ?').get(value.userName) as Record<string, string>;
    expect(row.payee_name).toBe('Khin Mar Win');
    expect(row.payment_password_hash).not.toContain('135790');
    expect((await hook('member', { balance: '1.234' })).status).toBe(400);
  });
});

describe('compression', () => {
  const hotGames = '/lgw/games/hot?isPlatform=2&language=EN&platform=html5&merchantCode=SANDBOX';

  it('answers JSON compressed in the coding the client accepts, as a gateway does, and plain to one that accepts none', async () => {
    const plain = await sandbox.app.request(hotGames);
    const plainText = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();
    for (const encoding of ['br', 'gzip'] as const) {
      const answer = await sandbox.app.request(hotGames, { headers: { 'Accept-Encoding': encoding } });
      expect(answer.headers.get('content-encoding')).toBe(encoding);
      expect(answer.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      const body = Buffer.from(await answer.arrayBuffer());
      expect(body.length).toBeLessThan(plainText.length / 4);
      expect((encoding === 'br' ? brotliDecompressSync(body) : gunzipSync(body)).toString()).toBe(plainText);
    }
  });

  it('leaves a small answer as it is', async () => {
    const answer = await sandbox.app.request('/wps/member/wallet', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(((await answer.json()) as { code: string }).code).toBe('session.expired');
  });
});

describe('status hook', () => {
  it('starts with both flags off', async () => {
    expect(await status()).toEqual({ maintenance: false, regionRestriction: false });
  });

  it.each([
    [{ maintenance: true }, { maintenance: true, regionRestriction: false }],
    [{ regionRestriction: true }, { maintenance: false, regionRestriction: true }],
    [
      { maintenance: true, regionRestriction: true },
      { maintenance: true, regionRestriction: true },
    ],
  ])('flips %j and the change survives a restart', async (change, expected) => {
    const response = await hook('status', change);
    expect(response.status).toBe(200);
    expect(await status()).toEqual(expected);
    sandbox.close();
    sandbox = createSandbox({ dbFile, brandId: 'lotus', hooks: true });
    expect(await status()).toEqual(expected);
  });

  it('changes only the flags it is given', async () => {
    await hook('status', { maintenance: true, regionRestriction: true });
    await hook('status', { maintenance: false });
    expect(await status()).toEqual({ maintenance: false, regionRestriction: true });
  });
});

describe('server-html hook', () => {
  it('writes one HTML over every announcement, help article and inbox message, and reset brings the seed back', async () => {
    const contents = () =>
      [
        'SELECT content AS html FROM announcements',
        'SELECT content AS html FROM announcement_texts',
        'SELECT content AS html FROM help_articles',
        'SELECT body AS html FROM inbox_messages',
      ].flatMap((query) =>
        sandbox.db
          .prepare(query)
          .all()
          .map((row) => (row as { html: string }).html),
      );
    const seeded = contents();
    expect(seeded.length).toBeGreaterThan(10);
    const payload = '<img src=x onerror=alert(1)>';
    expect((await hook('server-html', { html: payload })).status).toBe(200);
    expect(new Set(contents())).toEqual(new Set([payload]));
    expect((await hook('server-html', { html: 42 })).status).toBe(400);
    await hook('reset');
    expect(contents()).toEqual(seeded);
  });
});

describe('reset hook', () => {
  it('returns to the seed', async () => {
    await hook('status', { maintenance: true });
    await login();
    sandbox.db.prepare("UPDATE members SET balance_cents = 100 WHERE username = 'demo_member'").run();
    sandbox.db.prepare("DELETE FROM members WHERE username = 'demo_agent'").run();

    expect((await hook('reset')).status).toBe(200);
    expect(await status()).toEqual({ maintenance: false, regionRestriction: false });
    expect(count('tokens')).toBe(0);
    const rows = sandbox.db.prepare('SELECT id, username, type, nickname, balance_cents FROM members ORDER BY id').all() as {
      id: number;
      username: string;
      type: number;
      nickname: string;
      balance_cents: number;
    }[];
    const members = rows.map(({ balance_cents, ...row }) => ({ ...row, balance: fromMinor(balance_cents) }));
    expect(members.slice(0, SEED_MEMBERS.length)).toEqual(SEED_MEMBERS.map((member) => ({ ...member, balance: fromMinor(toMinor(member.balance)!) })));
    // Then demo_agent's generated team (data/agent-team.ts), in the plan's order.
    expect(members.slice(SEED_MEMBERS.length).map((member) => member.username)).toEqual(teamPlan().map((member) => member.username));
  });

  it('fresh: true re-seeds on open', async () => {
    await hook('status', { regionRestriction: true });
    sandbox.close();
    sandbox = createSandbox({ dbFile, brandId: 'lotus', fresh: true, hooks: true });
    expect(await status()).toEqual({ maintenance: false, regionRestriction: false });
  });
});

describe('wallet and sessions', () => {
  it('is 401 session.expired without a token or with a bogus one', async () => {
    const attempts: Record<string, string>[] = [{}, { Authorization: 'Bearer nope' }, { Authorization: 'Basic abc' }, { Authorization: "Bearer ' OR '1'='1" }];
    for (const headers of attempts) {
      const response = await sandbox.app.request('/wps/member/wallet', { headers });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ success: false, code: 'session.expired', message: 'The account has been logged out, please log in again' });
    }
  });

  it('answers the balance for a session from the hook', async () => {
    for (const [username, balance] of [
      ['demo_member', '1520.75'],
      ['demo_agent', '98200.50'],
      ['demo_trial', '2000.00'],
    ] as const) {
      const response = await sandbox.app.request('/wps/member/wallet', { headers: { Authorization: `Bearer ${await login(username)}` } });
      expect(await response.json()).toEqual({ success: true, value: { sumBalance: balance } });
    }
  });

  it('answers the balance to the cent as a decimal string, never through a float', async () => {
    sandbox.db.prepare("UPDATE members SET balance_cents = 9007199254740991 WHERE username = 'demo_member'").run();
    const response = await sandbox.app.request('/wps/member/wallet', { headers: { Authorization: `Bearer ${await login()}` } });
    expect(await response.json()).toEqual({ success: true, value: { sumBalance: '90071992547409.91' } });
  });

  it('gives the session info the site stores', async () => {
    const response = await hook('session', { username: 'demo_agent' });
    const body = (await response.json()) as { value: Record<string, unknown> };
    expect(body.value).toEqual({ token: expect.any(String), merchantCode: 'LOTUS01', userName: 'demo_agent', type: 1, firstTimeLogin: false });
  });

  it('expires tokens after 24 hours', async () => {
    const token = await login();
    clock += SESSION_TTL_MS - 1;
    expect((await sandbox.app.request('/wps/member/wallet', { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);
    clock += 2;
    expect((await sandbox.app.request('/wps/member/wallet', { headers: { Authorization: `Bearer ${token}` } })).status).toBe(401);
  });

  it('is 404 for an unknown username', async () => {
    const response = await hook('session', { username: 'nobody' });
    expect(response.status).toBe(404);
    expect(count('tokens')).toBe(0);
  });
});

describe('bad input', () => {
  const huge = 'x'.repeat(100_000);
  const payloads = ["' OR 1=1 --", "demo_member'; DROP TABLE members; --", '<script>alert(1)</script>', huge];

  afterEach(async () => {
    // Nothing was stored: seed data, flags and tokens untouched.
    expect(count('tokens')).toBe(0);
    expect(count('members')).toBe(SEED_MEMBERS.length + teamPlan().length);
    expect(await status()).toEqual({ maintenance: false, regionRestriction: false });
  });

  async function expectRefused(response: Response, status = 400) {
    expect(response.status).toBe(status);
    const body = (await response.json()) as { success: boolean; code: string; message: string };
    expect(body.success).toBe(false);
    return body;
  }

  it('refuses wrong types in hook bodies with field: problem', async () => {
    const body = await expectRefused(await hook('status', { maintenance: 'yes' }));
    expect(body).toMatchObject({ code: 'request.invalid', message: expect.stringMatching(/^maintenance: /) });
    await expectRefused(await hook('status', { maintenance: 1 }));
    await expectRefused(await hook('status', { other: true }));
    await expectRefused(await hook('status', [true]));
    await expectRefused(await hook('status', null));
    await expectRefused(await hook('session', { username: 42 }));
    await expectRefused(await hook('session', {}));
    await expectRefused(await hook('fault', { call: 'wallet', latencyMs: -5 }));
    await expectRefused(await hook('fault', { call: 'wallet' }));
    await expectRefused(await hook('fault', { call: 'wallet', httpStatus: 503, drop: true }));
    await expectRefused(await hook('fault', { call: 'nope', drop: true }));
  });

  it('refuses bodies that are not JSON', async () => {
    for (const body of ['{', 'maintenance=1', '\u0000\u0001']) {
      const refusal = await expectRefused(await sandbox.app.request('/__sandbox/status', { method: 'POST', headers: HOOK_HEADERS, body }));
      expect(refusal.message).toBe('body: not valid JSON');
    }
  });

  it.each(payloads.map((payload) => [payload.slice(0, 30), payload]))('refuses the payload %j in hook bodies', async (_, payload) => {
    const session = await hook('session', { username: payload });
    expect([400, 404]).toContain(session.status);
    await expectRefused(await hook('status', { maintenance: payload }));
    await expectRefused(await hook('status', { [payload]: true }));
    await expectRefused(await hook('fault', { call: payload, drop: true }));
  });

  it.each(payloads.map((payload) => [payload.slice(0, 30), payload]))('refuses the payload %j in query strings', async (_, payload) => {
    const query = new URLSearchParams({ q: payload, [payload]: '1' }).toString();
    const body = await expectRefused(await sandbox.app.request(`/wps/system/status?${query}`));
    expect(body.code).toBe('request.invalid');
    const token = await login();
    await expectRefused(await sandbox.app.request(`/wps/member/wallet?${query}`, { headers: { Authorization: `Bearer ${token}` } }));
    sandbox.db.exec('DELETE FROM tokens'); // the "nothing stored" check is about the payload, not this login
  });

  it('refuses a body over 1 MB with 413', async () => {
    await expectRefused(await hook('session', { username: 'y'.repeat(2 * 1024 * 1024) }), 413);
  });
});

describe('faults in-process', () => {
  it('drop answers a network-error Response when there is no socket to cut', async () => {
    await hook('fault', { call: 'systemStatus', drop: true });
    expect((await sandbox.app.request('/wps/system/status')).type).toBe('error');
    expect((await sandbox.app.request('/wps/system/status')).status).toBe(200);
  });

  it('reset clears pending faults', async () => {
    await hook('fault', { call: 'systemStatus', httpStatus: 503, times: 3 });
    await hook('reset');
    expect((await sandbox.app.request('/wps/system/status')).status).toBe(200);
  });
});
