/**
 * Set-up of the contract tests (contract.test.ts): the sandbox on a real HTTP server (port 0),
 * spoken to with the site's own client (src/lib/api-client.ts) configured as the brand configures
 * it: prefixes, merchant code, encryption key, plus the response schemas as its validate hook.
 *
 * One server for the whole file; behind it, `fresh()` puts a new sandbox on a copy of one seeded
 * database (seeding, 1,200 games and password hashes, takes ~100 ms; a copy a few), so calls that
 * change state (logout, changePassword, register, SMS rate limits …) cannot break other tests.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Brand } from '../../src/brand/schema.ts';
import type { CallId } from '../../src/contract/calls.ts';
import { SCHEMAS } from '../../src/contract/schemas.ts';
import { ApiError, createApiClient, type ApiCall, type ApiErrorKind } from '../../src/lib/api-client.ts';
import { createSandbox, HOOK_HEADERS, HOOKS_PREFIX, type Sandbox } from './app.ts';
import { listen, type Listening } from './serve.ts';

/** A transport fault for POST /__sandbox/fault (scripts/sandbox/app.ts). */
export interface FaultSpec {
  call: CallId;
  latencyMs?: number;
  httpStatus?: number;
  malformed?: boolean;
  drop?: boolean;
  times?: number;
}

export interface ContractRig {
  /** Where the server listens, e.g. http://127.0.0.1:39123. */
  readonly url: string;
  readonly brand: Brand;
  /** The site's client pointed at the server; every successful answer is checked against its response schema. */
  readonly call: ApiCall;
  /** Closes the current sandbox and opens a new one, on a fresh copy of the seeded database, behind the same server. */
  fresh(): void;
  /** A test hook's value (`/__sandbox/<path>`): GET, or POST with `body` as JSON. */
  hook<T>(path: string, body?: unknown): Promise<T>;
  /** A session token for a seeded member (POST /__sandbox/session). */
  session(username: string): Promise<string>;
  /** Arms a transport fault for the next request of `fault.call`. */
  inject(fault: FaultSpec): Promise<void>;
  close(): Promise<void>;
}

export async function startContractRig(brandId: string): Promise<ContractRig> {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-contract-'));
  const seeded = join(dir, 'seeded.sqlite');
  const first = createSandbox({ dbFile: seeded, brandId });
  const brand = first.brand;
  first.close(); // closing checkpoints the WAL into the file
  if (!brand) throw new Error(`brand ${brandId}: not loaded`);

  let copies = 0;
  const open = (): Sandbox => {
    const dbFile = join(dir, `test-${++copies}.sqlite`);
    copyFileSync(seeded, dbFile);
    return createSandbox({ dbFile, brandId, hooks: true });
  };
  let sandbox: Sandbox = open();

  // The server asks for the current sandbox on each request. A request still in flight when the
  // sandbox changes (a latency fault the client gave up on) finishes in the old one, which answers
  // 503 once closed (app.ts) to a client that has long gone.
  let server: Listening;
  try {
    server = await listen((request, env) => sandbox.app.fetch(request, env), { port: 0 });
  } catch (error) {
    sandbox.close();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const url = server.url;

  const call = createApiClient({
    baseUrl: url,
    prefixes: brand.api.prefixes,
    merchantCode: brand.merchantCode,
    encryptionKey: brand.api.encryptionKey,
    validate: (id, value) => SCHEMAS[id].response.parse(value),
  });

  async function hook<T>(path: string, body?: unknown): Promise<T> {
    const response = await fetch(
      `${url}${HOOKS_PREFIX}/${path}`,
      body === undefined ? { headers: HOOK_HEADERS } : { method: 'POST', headers: HOOK_HEADERS, body: JSON.stringify(body) },
    );
    const answer = (await response.json()) as { success: boolean; value: T };
    if (response.status !== 200 || !answer.success) throw new Error(`hook ${path} answered HTTP ${response.status} ${JSON.stringify(answer).slice(0, 300)}`);
    return answer.value;
  }

  return {
    url,
    brand,
    call,
    fresh() {
      sandbox.close();
      sandbox = open();
    },
    hook,
    async session(username) {
      return (await hook<{ token: string }>('session', { username })).token;
    },
    async inject(fault) {
      await hook('fault', fault);
    },
    async close() {
      await server.close();
      sandbox.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The ApiError a call ends with; fails the test, naming the value, when the call succeeds or throws anything else. */
export async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    (value: unknown) => new Error(`expected the call to fail, it answered ${JSON.stringify(value)?.slice(0, 300)}`),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** The fields of an ApiError a test asserts on (toMatchObject on the error itself prints poorly). */
export function describeError(error: ApiError): { kind: ApiErrorKind; code?: string; value?: Record<string, unknown>; message: string } {
  return { kind: error.kind, code: error.code, value: error.value, message: error.message };
}
