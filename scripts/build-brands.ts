// npm run build [-- --brand a,b --shard k/n --jobs n]: validate brand files, then build each brand
// into dist/<id>/. Prints one line per brand (pages, size, seconds) and a total. Exits 1 naming the
// file and field of any invalid brand before building anything. `--shard k/n` builds the k-th of n
// equal shares of the brands, so that n CI machines build them side by side (README "Many brands").
//
// The brands are built `--jobs` at a time (default: one per core), each slot building its share
// one brand after another in one worker process (./build-worker.ts; a fresh one every
// BRANDS_PER_WORKER brands): a process of its own per brand spent about 0.7 s of CPU starting Node
// and loading Astro, Vite and our plugins again, 15-20 % of a brand's build (README "Many brands").
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { emulatorHost } from '../src/app/brand-integration.ts';
import { BrandError, listBrands, loadBrand } from '../src/brand/load.ts';
import type { Brand } from '../src/brand/schema.ts';
import { writeHostConfig } from './host-config.ts';
import { siteHeaders } from './site-headers.ts';

export const root = join(import.meta.dirname, '..');

export interface BuildResult {
  id: string;
  pages: number;
  bytes: number;
  seconds: number;
}

export function selectBrands(option: string | undefined): string[] {
  const all = listBrands();
  if (!option) return all;
  const wanted = option
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const unknown = wanted.filter((id) => !all.includes(id));
  if (unknown.length) throw new BrandError(unknown.map((id) => `brands/${id}/brand.json: file not found (brands: ${all.join(', ')})`));
  return wanted;
}

/**
 * The k-th of n shares of `ids` (`--shard k/n`, k from 1): every n-th brand from the k-th, so that
 * the shares differ by one brand at most and each brand is in exactly one; all of them without.
 */
export function shardOf(ids: readonly string[], option: string | undefined): string[] {
  if (option === undefined) return [...ids];
  const match = /^(\d+)\/(\d+)$/.exec(option);
  const [k, n] = match ? [Number(match[1]), Number(match[2])] : [0, 0];
  if (!(n >= 1 && k >= 1 && k <= n)) throw new Error(`--shard: expected k/n with 1 ≤ k ≤ n (e.g. 2/4), got ${JSON.stringify(option)}`);
  return ids.filter((_, index) => index % n === k - 1);
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)]));
}

/** What a build was made for, beside dist/<id>/ (not inside: a host would serve it). */
const BUILD_RECORD = z.object({ firebaseAuthEmulatorHost: z.string().nullable() });
const recordFile = (id: string) => join(root, 'dist', `${id}.build.json`);

/** The Firebase Auth emulator dist/<id>/ talks to (null: real Firebase or none), or undefined when unknown. */
export function builtForEmulator(id: string): string | null | undefined {
  const file = recordFile(id);
  if (!existsSync(file)) return undefined;
  return BUILD_RECORD.parse(JSON.parse(readFileSync(file, 'utf8'))).firebaseAuthEmulatorHost;
}

/**
 * Everything of one brand's build but Astro's own (./build-worker.ts runs that first): the record of
 * what it was built for, the host's header files, and its size. `started`: performance.now() when
 * the brand's build began.
 */
export function finishBrand(id: string, started: number): BuildResult {
  const brand = loadBrand(id);
  const emulator = emulatorFor(brand);
  writeFileSync(recordFile(id), `${JSON.stringify({ firebaseAuthEmulatorHost: emulator })}\n`);
  const distDir = join(root, 'dist', id);
  writeHostConfig(distDir, id, siteHeaders(distDir, brand, emulator));
  const files = walk(distDir);
  return {
    id,
    pages: files.filter((file) => file.endsWith('.html')).length,
    bytes: files.reduce((sum, file) => sum + statSync(file).size, 0),
    seconds: (performance.now() - started) / 1000,
  };
}

/** Only a brand with Firebase settings has anything to point at the emulator. */
const emulatorFor = (brand: Pick<Brand, 'firebase'>) => (brand.firebase ? emulatorHost() : null);

export function formatResult({ id, pages, bytes, seconds }: BuildResult): string {
  return `${id.padEnd(12)} ${String(pages).padStart(4)} pages  ${(bytes / 1024).toFixed(0).padStart(6)} KB  ${seconds.toFixed(1).padStart(5)} s`;
}

/** `--jobs n`: a whole number of worker processes, at least one. */
export function parseJobs(option: string): number {
  const jobs = Number(option);
  if (!Number.isInteger(jobs) || jobs < 1) throw new Error(`--jobs: expected a whole number ≥ 1, got ${JSON.stringify(option)}`);
  return jobs;
}

/** One worker per core, never more workers than brands. */
export const defaultJobs = (brands: number) => Math.max(1, Math.min(brands, availableParallelism()));

/**
 * Brands one worker process builds before a fresh one takes over: each build leaves about 45 MB
 * behind in the process (2.8 GB after 50 brands), and a new worker costs 0.7 s of CPU.
 */
const BRANDS_PER_WORKER = 20;

/** What a worker (./build-worker.ts) sends for each brand it has built. */
export type WorkerMessage = { built: BuildResult } | { failed: string };

/** Builds the brands, `jobs` worker processes side by side, printing each brand's line as it is done and then the total (wall time). */
export async function buildBrands(ids: string[], jobs = defaultJobs(ids.length)): Promise<BuildResult[]> {
  const brands = ids.map((id) => loadBrand(id)); // every file valid before the first build starts
  // Loud: a bundle built like this signs players in against a local emulator, never real Firebase.
  const forEmulator = brands.filter((brand) => emulatorFor(brand)).map((brand) => brand.id);
  if (forEmulator.length) {
    console.log(
      `!! ${forEmulator.join(', ')}: built for the Firebase Auth emulator at ${emulatorHost()} (FIREBASE_AUTH_EMULATOR_HOST): for tests and demos only, never deploy it`,
    );
  }
  const started = performance.now();
  const results: BuildResult[] = [];
  const shares = Array.from({ length: jobs }, (_, index) => shardOf(ids, `${index + 1}/${jobs}`)).filter((share) => share.length);
  const running = new Set<ChildProcess>();
  /** One worker building `batch` one brand after another; resolves when it has built them all. */
  const runWorker = (batch: string[]) =>
    new Promise<void>((resolve, reject) => {
      const worker = fork(join(import.meta.dirname, 'build-worker.ts'), batch, {
        cwd: root,
        env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      running.add(worker);
      let failed: string | undefined;
      worker.on('message', (message: WorkerMessage) => {
        if ('failed' in message) failed = message.failed;
        else {
          console.log(formatResult(message.built));
          results.push(message.built);
        }
      });
      worker.on('exit', (code, signal) => {
        running.delete(worker);
        const unfinished = batch.find((id) => !results.some((result) => result.id === id));
        if (code === 0) resolve();
        else reject(new Error(`build of brand ${failed ?? unfinished} failed (exit ${code ?? signal})`));
      });
    });
  let stopped = false;
  try {
    await Promise.all(
      shares.map(async (share) => {
        for (let start = 0; start < share.length && !stopped; start += BRANDS_PER_WORKER) await runWorker(share.slice(start, start + BRANDS_PER_WORKER));
      }),
    );
  } finally {
    stopped = true; // after a failure: no new worker, and the running ones stop
    for (const worker of running) worker.kill();
  }
  const total = results.reduce((sum, result) => ({ ...sum, pages: sum.pages + result.pages, bytes: sum.bytes + result.bytes }), {
    id: 'total',
    pages: 0,
    bytes: 0,
    seconds: (performance.now() - started) / 1000,
  });
  if (results.length > 1) console.log(`${formatResult(total)}  (${shares.length} at a time)`);
  return ids.map((id) => results.find((result) => result.id === id)!);
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { brand: { type: 'string' }, shard: { type: 'string' }, jobs: { type: 'string' } } });
  try {
    const ids = shardOf(selectBrands(values.brand), values.shard);
    await buildBrands(ids, values.jobs === undefined ? undefined : parseJobs(values.jobs));
  } catch (error) {
    console.error(error instanceof BrandError ? error.message : (error as Error).message);
    process.exit(1);
  }
}
