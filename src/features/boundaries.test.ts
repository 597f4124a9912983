// Feature folders stand alone (ARCHITECTURE.md, after bulletproof-react): a feature may use
// src/components, src/lib, src/stores, src/shell…, never another feature's files. What two features
// share moves down into one of those.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const FEATURES = import.meta.dirname;
const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|astro)$/.test(entry.name) ? [path] : [];
  });
}

const featureOf = (file: string) => relative(FEATURES, file).split(sep)[0];

describe('feature folders', () => {
  it('import nothing from another feature', () => {
    const crossings: string[] = [];
    for (const file of sourceFiles(FEATURES)) {
      if (dirname(file) === FEATURES) continue; // this test
      for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const specifier = match[1] ?? match[2] ?? match[3] ?? '';
        if (!specifier.startsWith('.')) continue;
        const target = resolve(dirname(file), specifier);
        if (!target.startsWith(FEATURES + sep)) continue;
        if (featureOf(target) !== featureOf(file)) crossings.push(`${relative(FEATURES, file)} → ${specifier}`);
      }
    }
    expect(crossings).toEqual([]);
  });
});
