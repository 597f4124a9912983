// npm run build [-- --brand a,b --shard k/n]: validate brand files, then build each brand into
// dist/<id>/. Prints one line per brand (pages, size, seconds) and a total. Exits 1 naming the file
// and field of any invalid brand before building anything. `--shard k/n` builds the k-th of n equal
// shares of the brands, so that n CI machines build them side by side (README "Many brands").
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { emulatorHost } from '../src/app/brand-integration.ts';
import { BrandError, listBrands, loadBrand } from '../src/brand/load.ts';
import { writeHostConfig } from './host-config.ts';
import { siteHeaders } from './site-headers.ts';

const root = join(import.meta.dirname, '..');

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

export function buildBrand(id: string): BuildResult {
  const started = performance.now();
  const brand = loadBrand(id);
  // Only a brand with Firebase settings has anything to point at the emulator.
  const emulator = brand.firebase ? emulatorHost() : null;
  if (emulator) {
    // Loud: a bundle built like this signs players in against a local emulator, never real Firebase.
    console.log(`!! ${id}: built for the Firebase Auth emulator at ${emulator} (FIREBASE_AUTH_EMULATOR_HOST): for tests and demos only, never deploy it`);
  }
  const result = spawnSync(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'build', '--silent'], {
    cwd: root,
    env: { ...process.env, BRAND: id, ASTRO_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`build of brand ${id} failed (exit ${result.status})`);
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

export function formatResult({ id, pages, bytes, seconds }: BuildResult): string {
  return `${id.padEnd(12)} ${String(pages).padStart(4)} pages  ${(bytes / 1024).toFixed(0).padStart(6)} KB  ${seconds.toFixed(1).padStart(5)} s`;
}

export function buildBrands(ids: string[]): BuildResult[] {
  for (const id of ids) loadBrand(id); // every file valid before the first build starts
  const results: BuildResult[] = [];
  for (const id of ids) {
    const result = buildBrand(id);
    console.log(formatResult(result));
    results.push(result);
  }
  const total = results.reduce(
    (sum, result) => ({ id: 'total', pages: sum.pages + result.pages, bytes: sum.bytes + result.bytes, seconds: sum.seconds + result.seconds }),
    { id: 'total', pages: 0, bytes: 0, seconds: 0 },
  );
  console.log(formatResult(total));
  return results;
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { brand: { type: 'string' }, shard: { type: 'string' } } });
  try {
    buildBrands(shardOf(selectBrands(values.brand), values.shard));
  } catch (error) {
    console.error(error instanceof BrandError ? error.message : (error as Error).message);
    process.exit(1);
  }
}
