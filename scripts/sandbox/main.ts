// npm run sandbox: the sandbox platform alone on http://127.0.0.1:${SANDBOX_PORT:-4322},
// brand from BRAND (default lotus), database .sandbox-data/<brand>.sqlite (SANDBOX_DB overrides;
// SANDBOX_FRESH=1 re-seeds it on start).
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
}

/** Starts the sandbox on its own port; close() stops the server, then the database. */
export async function startSandboxServer({ brand, port, dbFile, fresh }: SandboxServerOptions): Promise<Listening> {
  const sandbox = createSandbox({ dbFile, brandId: brand, fresh });
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
  };
}

if (import.meta.main) {
  const options = sandboxOptionsFromEnv();
  try {
    const server = await startSandboxServer(options);
    console.log(`Sandbox: ${server.url}/ (brand ${options.brand}, database ${displayPath(options.dbFile)})`);
    stopOnSignals(server.close);
  } catch (error) {
    console.error(error instanceof BrandError ? error.message : `sandbox: ${(error as Error).message}`);
    process.exit(1);
  }
}
