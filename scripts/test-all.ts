// npm test: lint (scripts/lint.ts: types, the layering, React hooks, a11y; a failure stops everything),
// then build every brand (for the test Firebase Auth emulator), then unit tests (vitest), then
// browser journeys and visual regression (Playwright) against the built bundles, the real sandbox
// and the real emulator. Ends with each phase's wall time (issue 35: the suite's budget is 20 minutes).
import { buildBrands, selectBrands } from './build-brands.ts';
import { lint } from './lint.ts';
import { runCli } from './run.ts';
import { TEST_EMULATOR_HOST } from './test-ports.ts';

const times: [string, number][] = [];
/** Runs one phase, noting its wall time. */
async function phase<T>(name: string, run: () => T | Promise<T>): Promise<T> {
  const started = performance.now();
  console.log(`\n== ${name} ==`);
  try {
    return await run();
  } finally {
    times.push([name, performance.now() - started]);
  }
}
function printTimes(): void {
  const minutes = (ms: number) => `${(ms / 60_000).toFixed(1)} min`;
  console.log('\nwall time per phase:');
  for (const [name, ms] of times) console.log(`  ${name.padEnd(36)} ${minutes(ms)}`);
  console.log(`  ${'total'.padEnd(36)} ${minutes(times.reduce((sum, [, ms]) => sum + ms, 0))}`);
}

// The bundles talk to the Firebase Auth emulator Playwright starts (playwright.config.ts).
process.env.FIREBASE_AUTH_EMULATOR_HOST = TEST_EMULATOR_HOST;
if (!(await phase('lint', lint))) {
  printTimes();
  console.error('Fix the problems above (npm run lint shows them again); nothing else was run.');
  process.exit(1);
}
await phase('build', () => buildBrands(selectBrands(undefined)));
const unit = await phase('unit tests (vitest)', () => runCli('vitest', ['run']));
const browser = await phase('browser and visual tests (Playwright)', () => runCli('playwright', ['test', ...process.argv.slice(2)]));
printTimes();
console.log(`\nunit tests: ${unit === 0 ? 'passed' : 'FAILED'}; browser and visual tests: ${browser === 0 ? 'passed' : 'FAILED'}`);
process.exit(unit || browser);
