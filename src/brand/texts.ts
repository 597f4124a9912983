/**
 * A brand's own wording: `brands/<id>/locales/<lang>.json` (lower-case language tags, as in
 * src/i18n/locales) holds any texts of that language to use instead of the defaults, nested like
 * the locale files, e.g. `{ "shell": { "downloadTitle": "Get {{brand}} on your phone" } }`.
 * Checked here so that a typo stops the build naming file and key: a key the defaults do not have,
 * a language the brand does not speak, a text that drops a placeholder of the default ({{brand}}).
 * Runs in Node only (the brand loader).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LanguageCode } from '../constants.ts';
import { htmlLang, resources } from '../i18n/index.ts';
import type { TextTree } from './schema.ts';

const PLACEHOLDER = /\{\{(\w+)\}\}/g;
const placeholders = (text: string) => new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]!));

/** Problems of one override tree against the defaults, as `<key>: <what is wrong>`. */
function problemsOf(override: unknown, defaults: unknown, prefix = ''): string[] {
  if (override === null || typeof override !== 'object' || Array.isArray(override)) {
    return [`${prefix || '(file)'}: expected an object of texts, got ${JSON.stringify(override)}`];
  }
  return Object.entries(override).flatMap(([key, value]) => {
    const path = `${prefix}${key}`;
    const fallback = (defaults as Record<string, unknown>)[key];
    if (fallback === undefined) return [`${path}: unknown text key`];
    if (typeof fallback !== 'string') return problemsOf(value, fallback, `${path}.`);
    if (typeof value !== 'string' || !value.trim()) return [`${path}: expected a text, got ${JSON.stringify(value)}`];
    const kept = placeholders(value);
    return [...placeholders(fallback)]
      .filter((name) => !kept.has(name))
      .map((name) => `${path}: expected the placeholder {{${name}}} of the default text, got ${JSON.stringify(value)}`);
  });
}

/**
 * The brand's overrides per language, or every problem as `brands/<id>/locales/<file>: <problem>`
 * (`label` is the folder as messages name it).
 */
export function loadBrandTexts(
  dir: string,
  label: string,
  languages: readonly LanguageCode[],
): { texts: Partial<Record<LanguageCode, TextTree>>; problems: string[] } {
  const texts: Partial<Record<LanguageCode, TextTree>> = {};
  const problems: string[] = [];
  if (!existsSync(dir)) return { texts, problems };
  for (const file of readdirSync(dir).sort()) {
    const where = `${label}/${file}`;
    const language = languages.find((code) => `${htmlLang[code]}.json` === file);
    if (!language) {
      problems.push(`${where}: expected a file per language of the brand (${languages.map((code) => `${htmlLang[code]}.json`).join(', ')})`);
      continue;
    }
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    } catch (error) {
      problems.push(`${where}: not valid JSON (${(error as Error).message})`);
      continue;
    }
    const found = problemsOf(data, resources[language]);
    problems.push(...found.map((problem) => `${where}: ${problem}`));
    if (!found.length) texts[language] = data as TextTree;
  }
  return { texts, problems };
}
