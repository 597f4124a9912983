// npm run test:visual [-- --update]: visual regression only (one Playwright project per brand).
// --update rewrites the baselines in tests/visual/baselines/; look at the PNGs before committing.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { listBrands } from '../src/brand/load.ts';
import { buildBrands } from './build-brands.ts';
import { runCli } from './run.ts';

const brands = listBrands();
const missing = brands.filter((id) => !existsSync(join(import.meta.dirname, '..', 'dist', id, 'index.html')));
if (missing.length) buildBrands(missing);
const args = process.argv.slice(2).map((arg) => (arg === '--update' ? '--update-snapshots' : arg));
process.exit(runCli('playwright', ['test', ...brands.map((id) => `--project=visual-${id}`), ...args]));
