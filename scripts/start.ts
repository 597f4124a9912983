// npm start [-- --rebuild]: build dist/<brand>/ if it is missing or older than its sources, then serve
// the site and the sandbox platform on one origin, http://127.0.0.1:${PORT:-4321}.
// Env: BRAND (default lotus), PORT, SANDBOX_DB (database file), SANDBOX_FRESH=1 (re-seed it on start),
// NO_BUILD=1 (skip the freshness check; dist/<brand>/ must exist), SANDBOX_HOOKS=1 (serve the
// sandbox's test hooks under /__sandbox/: the tests set it, a demo runs without).
// A brand with Firebase settings (lotus, harbor) gets the Firebase Auth emulator too, on
// FIREBASE_AUTH_EMULATOR_PORT (default 9099): social sign-in and phone codes then work offline. With
// FIREBASE_AUTH_EMULATOR_HOST set, that emulator is used and none is started (the tests run one).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { Hono } from 'hono';
import { BrandError, DEFAULT_BRAND, loadBrand } from '../src/brand/load.ts';
import { buildBrands, builtForEmulator } from './build-brands.ts';
import { DEFAULT_EMULATOR_PORT, emulatorAnswers, startAuthEmulator, type RunningEmulator } from './firebase-emulator.ts';
import { createSandbox } from './sandbox/app.ts';
import { defaultDbFile } from './sandbox/db.ts';
import { hooksAsked, hooksNote } from './sandbox/main.ts';
import { displayPath, listen, stopOnSignals, type Listening } from './sandbox/serve.ts';
import { createStaticHandler } from './sandbox/static.ts';
import { siteHeaders } from './site-headers.ts';

const root = join(import.meta.dirname, '..');
export const DEFAULT_PORT = 4321;

export interface StartOptions {
  brand: string;
  port: number;
  dbFile: string;
  distDir: string;
  /** Re-seed the database on start. */
  fresh?: boolean;
  /** The Firebase Auth emulator the bundle was built for (its CSP lets the pages reach it), or null. */
  emulatorHost?: string | null;
  /** Serve the sandbox's test hooks. */
  hooks?: boolean;
}

/** One origin: the sandbox's routes (call prefixes, /__sandbox) first, then the static site. */
export async function startServer({ brand, port, dbFile, distDir, fresh, emulatorHost = null, hooks }: StartOptions): Promise<Listening> {
  // The headers the build wrote into the host files, computed again from the same pages.
  const headers = siteHeaders(distDir, loadBrand(brand), emulatorHost);
  const sandbox = createSandbox({ dbFile, brandId: brand, fresh, hooks });
  const serveStatic = createStaticHandler(distDir, headers);
  const site = new Hono();
  site.route('/', sandbox.app);
  site.all('*', (c) => serveStatic(c.req.raw));
  try {
    const server = await listen(site.fetch, { port });
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

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), info.mtimeMs);
}

/** Why dist/<brand>/ must be built, or null when it is newer than every source. */
export function staleReason(brand: string, distDir: string, emulator: string | null = null): string | null {
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) return `${relative(root, index)} is missing`;
  const built = builtForEmulator(brand);
  if (built !== undefined && built !== emulator)
    return emulator ? `it was not built for the Firebase Auth emulator at ${emulator}` : 'it was built for a Firebase Auth emulator';
  const builtAt = statSync(index).mtimeMs;
  const sources = ['src', 'public', join('brands', brand), 'astro.config.mjs'];
  const changed = sources.find((source) => newestMtime(join(root, source)) > builtAt);
  return changed ? `${changed} changed since the last build` : null;
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { rebuild: { type: 'boolean', default: false } } });
  const brand = process.env.BRAND || DEFAULT_BRAND;
  const port = Number(process.env.PORT || DEFAULT_PORT);
  const dbFile = process.env.SANDBOX_DB || defaultDbFile(brand);
  const distDir = join(root, 'dist', brand);
  let emulatorStart: Promise<RunningEmulator | Error> | null = null;
  const stopEmulator = async () => {
    const emulator = await emulatorStart;
    if (emulator && !(emulator instanceof Error)) await emulator.stop();
  };
  try {
    const { firebase } = loadBrand(brand);
    // Started first: it gets ready (about 7 s) while the build runs.
    if (firebase && !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
      const emulatorPort = Number(process.env.FIREBASE_AUTH_EMULATOR_PORT || DEFAULT_EMULATOR_PORT);
      const host = `127.0.0.1:${emulatorPort}`;
      if (await emulatorAnswers(host)) console.log(`Firebase Auth emulator: using the one already running at http://${host}/`);
      else emulatorStart = startAuthEmulator({ port: emulatorPort }).catch((error: Error) => error);
      process.env.FIREBASE_AUTH_EMULATOR_HOST = host; // for the build and the sandbox
    }
    const emulatorHost = firebase ? (process.env.FIREBASE_AUTH_EMULATOR_HOST ?? null) : null;
    const reason = values.rebuild ? '--rebuild' : process.env.NO_BUILD === '1' ? null : staleReason(brand, distDir, emulatorHost);
    if (reason) {
      console.log(`Building brand ${brand} (${reason})…`);
      await buildBrands([brand]);
    }
    if (!existsSync(join(distDir, 'index.html'))) throw new Error(`${relative(root, distDir)}/index.html is missing (run without NO_BUILD=1)`);
    const emulator = await emulatorStart;
    if (emulator instanceof Error) {
      console.log(`Firebase Auth emulator not started, so social sign-in and Firebase phone codes will fail: ${emulator.message.split('\n')[0]}`);
    } else if (emulator) {
      console.log(`Firebase Auth emulator: http://${emulator.host}/ (social sign-in and phone codes of the demo)`);
    }
    const hooks = hooksAsked();
    const server = await startServer({
      brand,
      port,
      dbFile,
      distDir,
      fresh: process.env.SANDBOX_FRESH === '1',
      emulatorHost: builtForEmulator(brand) ?? null,
      hooks,
    });
    console.log(`Site: ${server.url}/ (brand ${brand}, sandbox database ${displayPath(dbFile)}${hooksNote(hooks)})`);
    stopOnSignals(async () => {
      await server.close();
      await stopEmulator();
    });
  } catch (error) {
    await stopEmulator();
    console.error(error instanceof BrandError ? error.message : `start: ${(error as Error).message}`);
    process.exit(1);
  }
}
