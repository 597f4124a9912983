// npm run sandbox: the sandbox platform alone on http://127.0.0.1:${SANDBOX_PORT:-4322},
// brand from BRAND (default lotus), database .sandbox-data/<brand>.sqlite (SANDBOX_DB overrides;
// SANDBOX_FRESH=1 re-seeds it on start). SANDBOX_HOOKS=1 serves the test hooks (/__sandbox/).
// npm run dev and npm start read the same variables.
import { BrandError, DEFAULT_BRAND } from '../../src/brand/load.ts';
import { createSandbox } from './app.ts';
import { defaultDbFile } from './db.ts';
import { displayPath, listen, stopOnSignals, type Listening } from './serve.ts';

export const DEFAULT_SANDBOX_PORT = 4322;

export interface SandboxServerOptions {
  brand: string;
  port: number;
  dbFile: string;
  /** Re-seed the database on start. */
  fresh?: boolean;
  /** Serve the test hooks (app.ts SandboxOptions.hooks). */
  hooks?: boolean;
}

/** Starts the sandbox on its own port; close() stops the server, then the database. */
export async function startSandboxServer({ brand, port, dbFile, fresh, hooks }: SandboxServerOptions): Promise<Listening> {
  const sandbox = createSandbox({ dbFile, brandId: brand, fresh, hooks });
  try {
    const server = await listen(sandbox.app.fetch, { port });
    return {
      url: server.url,
      async close() {
        await server.close();
        sandbox.close();
      },
    };
  } catch (error) {
    sandbox.close();
    throw error;
  }
}

export function sandboxOptionsFromEnv(env = process.env): SandboxServerOptions {
  const brand = env.BRAND || DEFAULT_BRAND;
  return {
    brand,
    port: Number(env.SANDBOX_PORT || DEFAULT_SANDBOX_PORT),
    dbFile: env.SANDBOX_DB || defaultDbFile(brand),
    fresh: env.SANDBOX_FRESH === '1',
    hooks: hooksAsked(env),
  };
}

/** SANDBOX_HOOKS=1: the tests set it; a demo runs without the hooks. */
export const hooksAsked = (env = process.env) => env.SANDBOX_HOOKS === '1';

/** What a start-up line says about the hooks. */
export const hooksNote = (hooks: boolean | undefined) => (hooks ? ', test hooks on' : '');

if (import.meta.main) {
  const options = sandboxOptionsFromEnv();
  try {
    const server = await startSandboxServer(options);
    console.log(`Sandbox: ${server.url}/ (brand ${options.brand}, database ${displayPath(options.dbFile)}${hooksNote(options.hooks)})`);
    stopOnSignals(server.close);
  } catch (error) {
    console.error(error instanceof BrandError ? error.message : `sandbox: ${(error as Error).message}`);
    process.exit(1);
  }
}
