// The build as an operator runs it: a wrong brand file stops it before anything is built.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseJobs, shardOf } from './build-brands.ts';

const root = join(import.meta.dirname, '..');

function build(args: string[], brandsDir?: string) {
  return spawnSync(process.execPath, [join(root, 'scripts/build-brands.ts'), ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, ...(brandsDir ? { BRANDS_DIR: brandsDir } : {}) },
  });
}

describe('npm run build', () => {
  it('stops on a wrong brand file, naming file, field, expected and found, and builds nothing', () => {
    const brands = join(mkdtempSync(join(tmpdir(), 'build-')), 'brands');
    mkdirSync(join(brands, 'acme'), { recursive: true });
    cpSync(join(root, 'brands/lotus/assets'), join(brands, 'acme/assets'), { recursive: true });
    const brand = JSON.parse(readFileSync(join(root, 'brands/lotus/brand.json'), 'utf8'));
    writeFileSync(join(brands, 'acme/brand.json'), JSON.stringify({ ...brand, ageLimit: 17, colour: 'red' }));
    const result = build(['--brand', 'acme'], brands);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('brands/acme/brand.json: ageLimit: expected 18 or 21, got 17');
    expect(result.stderr).toContain('brands/acme/brand.json: colour: unknown field (remove it or check its spelling)');
    expect(existsSync(join(root, 'dist/acme'))).toBe(false);
  });

  it('names the brands there are when asked for one that is not', () => {
    const result = build(['--brand', 'lotus,nope']);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/brands\/nope\/brand\.json: file not found \(brands: harbor, lotus, pebble\)/);
  });
});

describe('--shard k/n', () => {
  const ids = ['a', 'b', 'c', 'd', 'e'];

  it('puts every brand in exactly one of n shares, which differ by one brand at most', () => {
    const shares = [1, 2, 3].map((k) => shardOf(ids, `${k}/3`));
    expect(shares).toEqual([['a', 'd'], ['b', 'e'], ['c']]);
    expect(shardOf(ids, '1/1')).toEqual(ids);
    expect(shardOf(ids, undefined)).toEqual(ids);
  });

  it('refuses a share that is not k/n with 1 ≤ k ≤ n, saying what it expected', () => {
    for (const option of ['0/2', '3/2', '1/0', '2', 'a/b', '1/2/3']) {
      expect(() => shardOf(ids, option)).toThrow(`--shard: expected k/n with 1 ≤ k ≤ n (e.g. 2/4), got "${option}"`);
    }
  });
});

describe('--jobs n', () => {
  it('takes a whole number of workers, at least one, and refuses anything else', () => {
    expect(parseJobs('3')).toBe(3);
    for (const option of ['0', '-1', '1.5', 'two', '']) {
      expect(() => parseJobs(option)).toThrow(`--jobs: expected a whole number ≥ 1, got "${option}"`);
    }
  });
});

describe('astro.config.mjs', () => {
  // Astro imports its config with Node first and, when that fails, starts a Vite server to load it:
  // 0.5 s more of every brand's build, and Vite lets an import that names nothing pass as undefined
  // (the manifest's start_url was lost so).
  it('loads in plain Node', () => {
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', `await import(${JSON.stringify(join(root, 'astro.config.mjs'))})`], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});
