/**
 * The rig of the data layer's unit tests in src/: the real sandbox platform over HTTP
 * on a free port with a throw-away database. Point the browser's `fetch` at it with routeFetchTo
 * (tests/support/browser-fakes.ts): the brand's baseUrl is the same origin.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SessionInfo } from '../../../src/lib/session.ts';
import { afterAll, beforeAll } from 'vitest';
import { createSandbox, type Sandbox } from '../app.ts';
import { listen } from '../serve.ts';
import { hookOf, type Hook } from './hooks.ts';

export interface TestSandbox {
  url: string;
  sandbox: Sandbox;
  /** A fresh session of a seeded member, as the sandbox hook `POST /__sandbox/session` gives it. */
  sessionOf(username: string): Promise<SessionInfo>;
  /** A test hook's value (`/__sandbox/<path>`): GET, or POST with `body` as JSON. */
  hook: Hook;
  close(): Promise<void>;
}

export async function startTestSandbox(brandId = 'lotus'): Promise<TestSandbox> {
  const dir = mkdtempSync(join(tmpdir(), 'data-layer-'));
  const sandbox = createSandbox({ dbFile: join(dir, 'test.sqlite'), brandId, fresh: true, hooks: true });
  const server = await listen(sandbox.app.fetch, { port: 0 });
  const hook = hookOf(server.url);
  return {
    url: server.url,
    sandbox,
    hook,
    sessionOf: (username) => hook<SessionInfo>('session', { username }),
    async close() {
      await server.close();
      sandbox.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The sandbox of one suite (call it at the top of a file or a describe): started before its tests,
 * closed after them. What it returns stands for the running sandbox inside tests and hooks.
 */
export function sandboxForSuite(brandId = 'lotus'): TestSandbox {
  let started: TestSandbox | undefined;
  beforeAll(async () => {
    started = await startTestSandbox(brandId);
  });
  afterAll(() => started?.close());
  const running = () => {
    if (!started) throw new Error('the suite sandbox runs only inside its tests and hooks');
    return started;
  };
  return {
    get url() {
      return running().url;
    },
    get sandbox() {
      return running().sandbox;
    },
    sessionOf: (username) => running().sessionOf(username),
    hook: (path, body) => running().hook(path, body),
    close: () => running().close(),
  };
}
