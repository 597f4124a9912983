/**
 * The account tests' rig (scripts/sandbox/account*.test.ts): the sandbox on a temporary
 * database behind a real server on port 0, spoken to with the site's own client (which encrypts
 * like the browser and, here, checks every answer against its response schema), the test hooks,
 * and a clock the tests move.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CallId } from '../../../src/contract/calls.ts';
import { SCHEMAS, type RequestOf } from '../../../src/contract/schemas.ts';
import { createApiClient, type ApiCall } from '../../../src/lib/node-api-client.ts';
import type { CaptchaPeek } from '../accounts/captchas.ts';
import type { OutboxMessage } from '../accounts/outbox.ts';
import { createSandbox, SANDBOX_ENCRYPTION_KEY, type Sandbox } from '../app.ts';
import { DEMO_DIALING_CODE } from '../data/accounts.ts';
import { listen, type Listening } from '../serve.ts';
import { hookOf, type Hook } from './hooks.ts';

/** Where the tests' clock starts: mid-January, mid-morning (UTC). */
export const TEST_START = Date.UTC(2026, 0, 15, 10, 0, 0);

export interface AccountRig {
  /** The site's client, pointed at the rig's server. */
  call: ApiCall;
  /** A test hook's value (`/__sandbox/<path>`): GET, or POST with `body` as JSON. */
  hook: Hook;
  /** POST /__sandbox/reset: the seed again (clock back to TEST_START). */
  reset(): Promise<void>;
  /** The sandbox's clock, in ms; tests move it. */
  clock: { now: number };
  readonly sandbox: Sandbox;
  readonly url: string;
  /** Closes server and database, and opens the same database file again. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/**
 * brandId null: the sandbox without a brand (default prefixes and encryption key).
 * firebaseAuthEmulatorHost: the emulator that vouches for Firebase tokens; none (default) refuses them.
 */
export async function startRig({
  brandId = 'lotus',
  firebaseAuthEmulatorHost = null,
}: { brandId?: string | null; firebaseAuthEmulatorHost?: string | null } = {}): Promise<AccountRig> {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-accounts-'));
  const dbFile = join(dir, 'accounts.sqlite');
  const clock = { now: TEST_START };
  let sandbox: Sandbox;
  let server: Listening;
  let call: ApiCall;

  async function open(): Promise<void> {
    sandbox = createSandbox({ dbFile, brandId: brandId ?? undefined, now: () => clock.now, firebaseAuthEmulatorHost, hooks: true });
    server = await listen(sandbox.app.fetch, { port: 0 });
    call = createApiClient({
      baseUrl: server.url,
      prefixes: sandbox.prefixes,
      merchantCode: sandbox.brand?.merchantCode ?? 'SANDBOX',
      encryptionKey: sandbox.brand?.api.encryptionKey ?? SANDBOX_ENCRYPTION_KEY,
      validate: (id: CallId, value: unknown) => SCHEMAS[id].response.parse(value),
    });
  }
  async function shut(): Promise<void> {
    await server.close();
    sandbox.close();
  }
  await open();

  return {
    call: ((...args: Parameters<ApiCall>) => call(...args)) as ApiCall,
    hook: (path, body) => hookOf(server.url)(path, body),
    async reset() {
      clock.now = TEST_START;
      await hookOf(server.url)('reset', {});
    },
    clock,
    get sandbox() {
      return sandbox;
    },
    get url() {
      return server.url;
    },
    async restart() {
      await shut();
      await open();
    },
    async close() {
      await shut();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A fresh captcha and its answer, read from the hook as a test would. */
export async function solvedCaptcha(rig: AccountRig): Promise<{ captchaKey: string; captcha: string }> {
  const { captchaKey } = await rig.call('captcha', {});
  const peek = await rig.hook<CaptchaPeek>(`captcha/${captchaKey}`);
  return { captchaKey, captcha: peek.answer };
}

/** Has a code sent to the number and reads it from the outbox. */
export async function smsCode(rig: AccountRig, mobileNum: string, purpose: RequestOf<'sendSmsCode'>['purpose']): Promise<string> {
  await rig.call('sendSmsCode', { mobileNum, countryDialingCode: DEMO_DIALING_CODE, purpose, ...(await solvedCaptcha(rig)) });
  const [latest] = await rig.hook<OutboxMessage[]>(`outbox?to=${encodeURIComponent(`+${DEMO_DIALING_CODE}${mobileNum}`)}`);
  if (!latest?.code) throw new Error(`outbox: no code for ${mobileNum}`);
  return latest.code;
}

/** The UTC calendar day of a moment, as the agent calls take it. */
export const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
