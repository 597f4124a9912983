// npm run contract:openapi [-- --brand a,b]: writes dist/openapi/<brand>.json, the platform
// contract as OpenAPI 3.1 with that brand's base URL and path prefixes, for every brand (or the
// ones given), and prints each file with its operation count. Exits 1 naming any invalid brand file.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { BrandError, loadBrand } from '../src/brand/load.ts';
import { buildOpenApi } from '../src/contract/openapi.ts';
import { selectBrands } from './build-brands.ts';

const root = join(import.meta.dirname, '..');
export const OPENAPI_DIR = join(root, 'dist', 'openapi');

/** Writes one brand's document; answers the file written. */
export function writeOpenApi(brandId: string, dir = OPENAPI_DIR): string {
  const document = buildOpenApi(loadBrand(brandId));
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${brandId}.json`);
  writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
  return file;
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { brand: { type: 'string' } } });
  try {
    const brands = selectBrands(values.brand);
    for (const id of brands) loadBrand(id); // every file valid before the first one is written
    for (const id of brands) console.log(relative(process.cwd(), writeOpenApi(id)));
  } catch (error) {
    console.error(error instanceof BrandError ? error.message : (error as Error).message);
    process.exit(1);
  }
}
