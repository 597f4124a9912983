// scripts/start.ts startServer: the sandbox and a static site on one origin.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../start.ts';
import { HOOK_HEADERS } from './app.ts';
import { hooksAsked } from './main.ts';
import type { Listening } from './serve.ts';

let dir: string;
let distDir: string;
let server: Listening;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sandbox-start-'));
  distDir = join(dir, 'dist');
  mkdirSync(join(distDir, 'en'), { recursive: true });
  writeFileSync(join(distDir, 'index.html'), '<h1>lotus</h1>');
  writeFileSync(join(distDir, 'en', 'index.html'), '<h1>lotus en</h1>');
  writeFileSync(join(distDir, '404.html'), '<h1>lost</h1>');
  server = await startServer({ brand: 'lotus', port: 0, dbFile: join(dir, 'db.sqlite'), distDir, hooks: true });
});

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('startServer', () => {
  it('serves the contract, the hooks and the site on one origin', async () => {
    const status = await fetch(`${server.url}/wps/system/status`);
    expect(await status.json()).toMatchObject({ success: true, value: { maintenance: false } });

    const session = await fetch(`${server.url}/__sandbox/session`, {
      method: 'POST',
      headers: HOOK_HEADERS,
      body: JSON.stringify({ username: 'demo_member' }),
    });
    const { value } = (await session.json()) as { value: { token: string; merchantCode: string } };
    expect(value.merchantCode).toBe('LOTUS01');
    const wallet = await fetch(`${server.url}/wps/member/wallet`, { headers: { Authorization: `Bearer ${value.token}` } });
    expect(await wallet.json()).toEqual({ success: true, value: { sumBalance: '1520.75' } });

    expect(await (await fetch(`${server.url}/`)).text()).toBe('<h1>lotus</h1>');
    expect(await (await fetch(`${server.url}/en`)).text()).toBe('<h1>lotus en</h1>');
  });

  it('keeps 404 envelopes under the prefixes and 404.html elsewhere', async () => {
    const api = await fetch(`${server.url}/wps/nope`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ success: false, code: 'request.notFound' });
    const page = await fetch(`${server.url}/nope`);
    expect(page.status).toBe(404);
    expect(await page.text()).toBe('<h1>lost</h1>');
  });

  it('serves no test hooks unless SANDBOX_HOOKS=1 asks for them; the live-chat stand-in works either way', async () => {
    expect(hooksAsked({})).toBe(false);
    expect(hooksAsked({ SANDBOX_HOOKS: '1' })).toBe(true);
    const demo = await startServer({ brand: 'lotus', port: 0, dbFile: join(dir, 'demo.sqlite'), distDir, hooks: hooksAsked({}) });
    try {
      const session = await fetch(`${demo.url}/__sandbox/session`, {
        method: 'POST',
        headers: HOOK_HEADERS,
        body: JSON.stringify({ username: 'demo_member' }),
      });
      expect(session.status).toBe(404);
      expect((await fetch(`${demo.url}/__sandbox/outbox`, { headers: HOOK_HEADERS })).status).toBe(404);
      const chat = await fetch(`${demo.url}/__sandbox/chat?language=EN`);
      expect(chat.status).toBe(200);
      expect(await chat.text()).toContain('Live chat');
    } finally {
      await demo.close();
    }
  });
});
