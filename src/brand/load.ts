/**
 * Build-time brand loading: read `brands/<id>/brand.json` (and its text overrides, ./texts.ts), validate them, and turn every problem
 * into a line that names the file, the field, what was expected and what was found, e.g.
 *   brands/acme/brand.json: ageLimit: expected 18 or 21, got 17
 * Runs in Node only (build, sandbox, tests); never shipped to the browser.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { z } from 'zod';
import { brandSchema, type Brand } from './schema.ts';
import { breakSyllablesIn } from '../i18n/myanmar-breaks.ts';
import { loadBrandTexts } from './texts.ts';

/** brands/ of the project; BRANDS_DIR points elsewhere (tests build deliberately broken brands). */
export const BRANDS_DIR = process.env.BRANDS_DIR ?? join(import.meta.dirname, '..', '..', 'brands');
export const DEFAULT_BRAND = 'lotus';

export class BrandError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(problems.join('\n'));
    this.name = 'BrandError';
    this.problems = problems;
  }
}

/** Brand ids are folder names under brands/ that hold a brand.json. */
export function listBrands(brandsDir = BRANDS_DIR): string[] {
  return readdirSync(brandsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(brandsDir, entry.name, 'brand.json')))
    .map((entry) => entry.name)
    .sort();
}

export function brandFilePath(id: string, brandsDir = BRANDS_DIR): string {
  return join(brandsDir, id, 'brand.json');
}

export function loadBrand(id: string, brandsDir = BRANDS_DIR): Brand {
  const file = brandFilePath(id, brandsDir);
  const label = relative(join(brandsDir, '..'), file);
  if (!/^[a-z0-9][a-z0-9-]{0,30}$/.test(id)) {
    throw new BrandError([`${label}: brand id: expected lower-case letters, digits and -, got ${JSON.stringify(id)}`]);
  }
  if (!existsSync(file)) throw new BrandError([`${label}: file not found`]);
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new BrandError([`${label}: not valid JSON (${(error as Error).message})`]);
  }
  const result = brandSchema.safeParse(data);
  if (!result.success) {
    throw new BrandError(result.error.issues.map((issue) => `${label}: ${describeIssue(issue, data)}`));
  }
  const { $schema: _schema, ...config } = result.data;
  const missingAssets = Object.entries(config.assets)
    .filter(([, fileName]) => !existsSync(join(brandsDir, id, 'assets', fileName)))
    .map(([field, fileName]) => `${label}: assets.${field}: expected a file in ${id}/assets/, got ${JSON.stringify(fileName)} (not found)`);
  if (missingAssets.length) throw new BrandError(missingAssets);
  const texts = loadBrandTexts(join(brandsDir, id, 'locales'), relative(join(brandsDir, '..'), join(brandsDir, id, 'locales')), config.languages);
  if (texts.problems.length) throw new BrandError(texts.problems);
  // Burmese texts get their line-break opportunities here, as the locale files do (src/i18n/myanmar-breaks.ts).
  return { id, ...config, footer: breakSyllablesIn(config.footer), texts: breakSyllablesIn(texts.texts) };
}

function formatPath(path: readonly PropertyKey[]): string {
  if (!path.length) return '(file)';
  return path.map((part, index) => (typeof part === 'number' ? `[${part}]` : `${index ? '.' : ''}${String(part)}`)).join('');
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let current = data;
  for (const part of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[part];
  }
  return current;
}

function show(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function describeIssue(issue: z.core.$ZodIssue, data: unknown): string {
  const got = show(valueAt(data, issue.path));
  switch (issue.code) {
    case 'unrecognized_keys':
      return issue.keys.map((key) => `${formatPath([...issue.path, key])}: unknown field (remove it or check its spelling)`).join('\n');
    case 'invalid_type': {
      // A schema's own wording (e.g. localizedText's) says more than zod's type name.
      const expected = issue.message.startsWith('Invalid input') ? issue.expected : issue.message;
      return `${formatPath(issue.path)}: expected ${expected}, got ${got}`;
    }
    case 'invalid_value':
      return `${formatPath(issue.path)}: expected ${issue.values.map((value) => show(value)).join(' or ')}, got ${got}`;
    case 'invalid_format':
    case 'custom':
    case 'too_small':
    case 'too_big':
    default: {
      const expected = issue.message.replace(/^Invalid string: must match pattern .*$/, 'a different format');
      return `${formatPath(issue.path)}: expected ${expected.replace(/^(expected|Invalid input: expected) /i, '')}, got ${got}`;
    }
  }
}
