// npm run sandbox: the sandbox platform alone on http://127.0.0.1:${SANDBOX_PORT:-4322},
// brand from BRAND (default lotus), database .sandbox-data/<brand>.sqlite (SANDBOX_DB overrides).
import { relative } from 'node:path';
import { BrandError, DEFAULT_BRAND } from '../../src/brand/load.ts';
import { createSandbox } from './app.ts';
import { defaultDbFile } from './db.ts';
import { listen, stopOnSignals, type Listening } from './serve.ts';

export const DEFAULT_SANDBOX_PORT = 4322;

export interface SandboxServerOptions {
  brand: string;
  port: number;
  dbFile: string;
}

/** Starts the sandbox on its own port; close() stops the server, then the database. */
export async function startSandboxServer({ brand, port, dbFile }: SandboxServerOptions): Promise<Listening> {
  const sandbox = createSandbox({ dbFile, brandId: brand });
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
  return { brand, port: Number(env.SANDBOX_PORT || DEFAULT_SANDBOX_PORT), dbFile: env.SANDBOX_DB || defaultDbFile(brand) };
}

if (import.meta.main) {
  const options = sandboxOptionsFromEnv();
  try {
    const server = await startSandboxServer(options);
    console.log(`Sandbox: ${server.url}/ (brand ${options.brand}, database ${relative(process.cwd(), options.dbFile)})`);
    stopOnSignals(server.close);
  } catch (error) {
    console.error(error instanceof BrandError ? error.message : `sandbox: ${(error as Error).message}`);
    process.exit(1);
  }
}
