// npm test: build every brand, then unit tests (vitest), then browser journeys and visual
// regression (Playwright) against the built bundles and the real sandbox.
import { buildBrands, selectBrands } from './build-brands.ts';
import { runCli } from './run.ts';

console.log('\n== build ==');
buildBrands(selectBrands(undefined));
console.log('\n== unit tests (vitest) ==');
const unit = runCli('vitest', ['run']);
console.log('\n== browser and visual tests (Playwright) ==');
const browser = runCli('playwright', ['test', ...process.argv.slice(2)]);
console.log(`\nunit tests: ${unit === 0 ? 'passed' : 'FAILED'}; browser and visual tests: ${browser === 0 ? 'passed' : 'FAILED'}`);
process.exit(unit || browser);
