// npm run lint (and the first step of npm test): every check that reads the code without running it.
// - types: `astro check` type-checks the .astro files and every .ts/.tsx of tsconfig.json (so a
//   misspelt translation key or a route without a title fails here), after generating Astro's types;
// - eslint: the layers (README "Layers"), React hooks, accessibility, typescript-eslint's rules;
// - formatting: Prettier (.prettierrc.json; `npx prettier --write .` fixes what it reports).
// Each check runs even when an earlier one failed, so one run shows every problem.
import { runCli } from './run.ts';

const CHECKS: [name: string, run: () => number][] = [
  ['types (astro check)', () => runCli('astro', ['check', '--minimumSeverity', 'warning'])],
  ['eslint', () => runCli('eslint', ['.'])],
  ['formatting (prettier)', () => runCli('prettier', ['--check', '--log-level', 'warn', '.'])],
];

export function lint(): boolean {
  const failed = CHECKS.filter(([name, run]) => {
    console.log(`\n== lint: ${name} ==`);
    return run() !== 0;
  }).map(([name]) => name);
  if (failed.length) console.error(`\nlint FAILED: ${failed.join(', ')}`);
  return failed.length === 0;
}

if (import.meta.main) process.exit(lint() ? 0 : 1);
