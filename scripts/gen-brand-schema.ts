// Writes brands/brand.schema.json from src/brand/schema.ts (a unit test fails when it is stale).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BRANDS_DIR } from '../src/brand/load.ts';
import { brandJsonSchema } from '../src/brand/json-schema.ts';

const target = join(BRANDS_DIR, 'brand.schema.json');
writeFileSync(target, brandJsonSchema());
console.log(`wrote ${target}`);
