/**
 * The contract tests' rig (contract.test.ts): the sandbox on a real HTTP server (port 0),
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
import type { Brand } from '../../../src/brand/schema.ts';
import { SCHEMAS } from '../../../src/contract/schemas.ts';
import { createApiClient, type ApiCall } from '../../../src/lib/node-api-client.ts';
import { createSandbox, type Sandbox } from '../app.ts';
import { listen, type Listening } from '../serve.ts';
import type { FaultSpec } from './faults.ts';
import { hookOf, type Hook } from './hooks.ts';

export interface ContractRig {
  /** Where the server listens, e.g. http://127.0.0.1:39123. */
  readonly url: string;
  readonly brand: Brand;
  /** The site's client pointed at the server; every successful answer is checked against its response schema. */
  readonly call: ApiCall;
  /** Closes the current sandbox and opens a new one, on a fresh copy of the seeded database, behind the same server. */
  fresh(): void;
  /** A test hook's value (`/__sandbox/<path>`): GET, or POST with `body` as JSON. */
  hook: Hook;
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

  const hook = hookOf(url);

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
