// Runs a package's CLI on the project's Node (never the machine's), inheriting the terminal.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const CLIS = {
  astro: 'node_modules/astro/bin/astro.mjs',
  eslint: 'node_modules/eslint/bin/eslint.js',
  vitest: 'node_modules/vitest/vitest.mjs',
  playwright: 'node_modules/@playwright/test/cli.js',
  prettier: 'node_modules/prettier/bin/prettier.cjs',
} as const;

/** Exit status of `<cli> ...args` (0 when it passed). */
export function runCli(cli: keyof typeof CLIS, args: string[]): number {
  const result = spawnSync(process.execPath, [join(root, CLIS[cli]), ...args], { cwd: root, stdio: 'inherit' });
  return result.status ?? 1;
}
