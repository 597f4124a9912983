// npm test: lint (scripts/lint.ts: types, the layering, React hooks, a11y; a failure stops everything),
// then build every brand (for the test Firebase Auth emulator), then unit tests (vitest), then
// browser journeys and visual regression (Playwright) against the built bundles, the real sandbox
// and the real emulator.
import { buildBrands, selectBrands } from './build-brands.ts';
import { lint } from './lint.ts';
import { runCli } from './run.ts';
import { TEST_EMULATOR_HOST } from './test-ports.ts';

// The bundles talk to the Firebase Auth emulator Playwright starts (playwright.config.ts).
process.env.FIREBASE_AUTH_EMULATOR_HOST = TEST_EMULATOR_HOST;
if (!lint()) {
  console.error('Fix the problems above (npm run lint shows them again); nothing else was run.');
  process.exit(1);
}
console.log('\n== build ==');
buildBrands(selectBrands(undefined));
console.log('\n== unit tests (vitest) ==');
const unit = runCli('vitest', ['run']);
console.log('\n== browser and visual tests (Playwright) ==');
const browser = runCli('playwright', ['test', ...process.argv.slice(2)]);
console.log(`\nunit tests: ${unit === 0 ? 'passed' : 'FAILED'}; browser and visual tests: ${browser === 0 ? 'passed' : 'FAILED'}`);
process.exit(unit || browser);
