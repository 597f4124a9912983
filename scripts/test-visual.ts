// npm run test:visual [-- --update]: visual regression only (one Playwright project per brand).
// --update rewrites the baselines in tests/visual/baselines/; look at the PNGs before committing.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { listBrands, loadBrand } from '../src/brand/load.ts';
import { buildBrands, builtForEmulator } from './build-brands.ts';
import { runCli } from './run.ts';
import { TEST_EMULATOR_HOST } from './test-ports.ts';

const brands = listBrands();
// Built for the test emulator, as npm test builds (playwright.config.ts refuses other builds).
process.env.FIREBASE_AUTH_EMULATOR_HOST = TEST_EMULATOR_HOST;
const wanted = (id: string) => (loadBrand(id).firebase ? TEST_EMULATOR_HOST : null);
const stale = brands.filter((id) => !existsSync(join(import.meta.dirname, '..', 'dist', id, 'index.html')) || builtForEmulator(id) !== wanted(id));
if (stale.length) await buildBrands(stale);
const args = process.argv.slice(2).map((arg) => (arg === '--update' ? '--update-snapshots' : arg));
process.exit(runCli('playwright', ['test', ...brands.map((id) => `--project=visual-${id}`), ...args]));
