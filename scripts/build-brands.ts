// npm run build [-- --brand a,b --shard k/n --jobs n]: validate brand files, then build each brand
// into dist/<id>/. Prints one line per brand (pages, size, seconds) and a total. Exits 1 naming the
// file and field of any invalid brand before building anything. `--shard k/n` builds the k-th of n
// equal shares of the brands, so that n CI machines build them side by side (README "Many brands").
//
// The brands are split into `--jobs` shares (default: one per core), each built by one worker
// process (./build-worker.ts) in one Astro build: the server and client bundles are built once for
// the share, brand-neutral (src/app/brand-integration.ts), and every brand's pages are rendered from
// them under <stage>/<id>/; then each brand's folder becomes dist/<id>/, a whole site of its own
// (finishBrand). README "Many brands" has the profile.
import { fork, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { emulatorHost } from '../src/app/brand-integration.ts';
import { BRAND_ASSET_BASE } from '../src/brand/assets.ts';
import { BrandError, BRANDS_DIR, listBrands, loadBrand } from '../src/brand/load.ts';
import type { Brand } from '../src/brand/schema.ts';
import { HTML_ALIASES, languagePrefix } from '../src/shell/routes.ts';
import { writeHostConfig } from './host-config.ts';
import { writeServiceWorker } from './service-worker.ts';
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

/** Where a worker's Astro build writes its share of the brands (`BUILD_STAGE`, astro.config.mjs). */
export const stageDir = (worker: string) => join(root, 'dist', '.stage', worker);

/** `from`'s files hard-linked into `to` (the shared client bundle: one copy on disk, a whole site per brand). */
function linkTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (entry.isDirectory()) linkTree(join(from, entry.name), join(to, entry.name));
    else linkSync(join(from, entry.name), join(to, entry.name));
  }
}

/**
 * Everything of one brand's build after Astro's (./build-worker.ts runs that first, for its share of
 * the brands, into `stage`): its pages become dist/<id>/ with the shared files of the build (the
 * client bundle in _astro/), the brand's assets, the spec's `.html` paths, 404.html, its service
 * worker and manifest, the record of what it was built for, the host's header files, and its size.
 * `seconds`: its share of the Astro build, to which its own steps are added.
 */
export function finishBrand(id: string, stage: string, workerBundle: string, seconds: number): BuildResult {
  const started = performance.now();
  const brand = loadBrand(id);
  const emulator = emulatorFor(brand);
  const distDir = join(root, 'dist', id);
  rmSync(distDir, { recursive: true, force: true });
  renameSync(join(stage, id), distDir);
  for (const entry of readdirSync(stage, { withFileTypes: true })) {
    if (entry.isDirectory() && existsSync(join(stage, entry.name, 'index.html'))) continue; // another brand's pages
    if (entry.isDirectory()) linkTree(join(stage, entry.name), join(distDir, entry.name));
    else linkSync(join(stage, entry.name), join(distDir, entry.name));
  }
  renameSync(join(distDir, '404', 'index.html'), join(distDir, '404.html'));
  rmSync(join(distDir, '404'), { recursive: true });
  cpSync(join(BRANDS_DIR, id, 'assets'), join(distDir, BRAND_ASSET_BASE), { recursive: true });
  for (const language of brand.languages) {
    const prefix = languagePrefix(language, brand.defaultLanguage);
    for (const [alias, target] of Object.entries(HTML_ALIASES)) cpSync(join(distDir, prefix, target, 'index.html'), join(distDir, prefix, alias));
  }
  writeServiceWorker(distDir, brand, workerBundle);
  writeFileSync(recordFile(id), `${JSON.stringify({ firebaseAuthEmulatorHost: emulator })}\n`);
  writeHostConfig(distDir, id, siteHeaders(distDir, brand, emulator));
  const files = walk(distDir);
  return {
    id,
    pages: files.filter((file) => file.endsWith('.html')).length,
    bytes: files.reduce((sum, file) => sum + statSync(file).size, 0),
    seconds: seconds + (performance.now() - started) / 1000,
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
  /** One worker building `batch` in one Astro build; resolves when it has finished them all. */
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
  try {
    await Promise.all(shares.map(runWorker));
  } finally {
    for (const worker of running) worker.kill(); // after a failure, the others stop
    rmSync(join(root, 'dist', '.stage'), { recursive: true, force: true });
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
