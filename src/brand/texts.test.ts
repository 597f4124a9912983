import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resources } from '../i18n/index.ts';
import { acmeProblems, copyOfLotus } from './acme.fixture.ts';
import { loadBrand } from './load.ts';

/** brands/acme: a copy of lotus (Burmese and English) with `files` in its locales/ folder. */
function brandWithTexts(files: Record<string, unknown>): string {
  const brands = copyOfLotus();
  mkdirSync(join(brands, 'acme', 'locales'), { recursive: true });
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(join(brands, 'acme', 'locales', name), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return brands;
}

const problems = (files: Record<string, unknown>) => acmeProblems(brandWithTexts(files));

describe('brand text overrides (brands/<id>/locales/<lang>.json)', () => {
  it("a brand's text replaces the default in its language only", () => {
    const brand = loadBrand('acme', brandWithTexts({ 'en.json': { shell: { register: 'Join now' } } }));
    expect(brand.texts).toEqual({ EN: { shell: { register: 'Join now' } } });
    expect(resources.EN.shell.register).toBe('Register'); // the defaults stay as they are
  });

  it('harbor, a demo brand, overrides a text', () => {
    expect(loadBrand('harbor').texts.EN?.shell).toEqual({ downloadTitle: expect.stringContaining('{{brand}}') });
  });

  it('stops an unknown key, naming file and key', () => {
    expect(problems({ 'en.json': { shell: { loginn: 'Log in' } } })).toEqual(['brands/acme/locales/en.json: shell.loginn: unknown text key']);
    expect(problems({ 'my.json': { shel: { login: 'x' } } })).toEqual(['brands/acme/locales/my.json: shel: unknown text key']);
  });

  it('stops a text that drops a placeholder of the default', () => {
    expect(problems({ 'en.json': { shell: { downloadTitle: 'Get our app' } } })).toEqual([
      'brands/acme/locales/en.json: shell.downloadTitle: expected the placeholder {{brand}} of the default text, got "Get our app"',
    ]);
  });

  it('stops a language the brand does not have, a non-text and a file that is not JSON', () => {
    expect(problems({ 'fr.json': { shell: { register: 'Inscription' } } })).toEqual([
      'brands/acme/locales/fr.json: expected a file per language of the brand (my.json, en.json)',
    ]);
    expect(problems({ 'en.json': { shell: { register: { text: 'Join' } } } })).toEqual([
      'brands/acme/locales/en.json: shell.register: expected a text, got {"text":"Join"}',
    ]);
    expect(problems({ 'en.json': '{ "shell": ' })[0]).toMatch(/^brands\/acme\/locales\/en\.json: not valid JSON/);
  });
});
