import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acmeProblems, copyOfLotus } from './acme.fixture.ts';
import { brandJsonSchema } from './json-schema.ts';
import { BRANDS_DIR, listBrands, loadBrand } from './load.ts';

/** Writes brands/acme/brand.json (lotus with `change` applied) in a temp brands folder. */
function brandWith(change: (brand: Record<string, any>) => void): string {
  const brands = copyOfLotus();
  const file = join(brands, 'acme', 'brand.json');
  const brand = JSON.parse(readFileSync(file, 'utf8'));
  change(brand);
  writeFileSync(file, JSON.stringify(brand));
  return brands;
}

const problems = (change: (brand: Record<string, any>) => void) => acmeProblems(brandWith(change));

describe('brand files', () => {
  it('every demo brand is valid and the set contrasts (languages, theme, age)', () => {
    const brands = listBrands().map((id) => loadBrand(id));
    expect(brands.length).toBeGreaterThanOrEqual(3);
    expect(new Set(brands.map((brand) => brand.defaultLanguage)).size).toBeGreaterThan(1);
    expect(new Set(brands.map((brand) => brand.theme.default)).size).toBe(2);
    expect(new Set(brands.map((brand) => brand.ageLimit)).size).toBe(2);
  });

  it('names file, field, expectation and what was found', () => {
    expect(problems((brand) => (brand.ageLimit = 17))).toEqual(['brands/acme/brand.json: ageLimit: expected 18 or 21, got 17']);
    expect(problems((brand) => (brand.theme.default = 'blue'))).toEqual(['brands/acme/brand.json: theme.default: expected "dark" or "light", got "blue"']);
    expect(problems((brand) => (brand.whitelabel.CBS3 = 'yes'))).toEqual(['brands/acme/brand.json: whitelabel.CBS3: expected boolean, got "yes"']);
    expect(problems((brand) => delete brand.name)).toEqual(['brands/acme/brand.json: name: expected string, got nothing']);
    expect(problems((brand) => (brand.languages = ['MY', 'FR']))).toEqual(['brands/acme/brand.json: languages[1]: expected "MY" or "EN", got "FR"']);
    expect(problems((brand) => (brand.theme.dark.primary = 'red'))).toEqual([
      'brands/acme/brand.json: theme.dark.primary: expected a colour like #1a2b3c, got "red"',
    ]);
  });

  it('stops a theme whose text would be hard to read, naming the two tokens (WCAG AA 4.5:1)', () => {
    // The colours pebble's light theme once had: white on #138a5a is 4.37:1.
    expect(problems((brand) => (brand.theme.light.primary = '#138a5a'))).toEqual([
      'brands/acme/brand.json: theme.light.primary: expected at least 4.5:1 contrast against theme.light.background (#faf6fd); it is 4.09:1, got "#138a5a"',
      'brands/acme/brand.json: theme.light.primary: expected at least 4.5:1 contrast against theme.light.surface (#ffffff); it is 4.37:1, got "#138a5a"',
      'brands/acme/brand.json: theme.light.primary: expected at least 4.5:1 contrast against the raised surface (theme.light.surface mixed with theme.light.text); it is 3.40:1, got "#138a5a"',
      'brands/acme/brand.json: theme.light.onPrimary: expected at least 4.5:1 contrast against theme.light.primary (#138a5a); it is 4.37:1, got "#ffffff"',
    ]);
    expect(problems((brand) => (brand.theme.dark.muted = '#6f5d86'))).toEqual([
      'brands/acme/brand.json: theme.dark.muted: expected at least 4.5:1 contrast against theme.dark.background (#160b22); it is 3.24:1, got "#6f5d86"',
      'brands/acme/brand.json: theme.dark.muted: expected at least 4.5:1 contrast against theme.dark.surface (#24133a); it is 2.92:1, got "#6f5d86"',
      'brands/acme/brand.json: theme.dark.muted: expected at least 4.5:1 contrast against the raised surface (theme.dark.surface mixed with theme.dark.text); it is 2.12:1, got "#6f5d86"',
    ]);
  });

  it('rejects unknown keys, wrong cross-field values and missing assets', () => {
    expect(problems((brand) => (brand.theme.colour = '#000000'))).toEqual([
      'brands/acme/brand.json: theme.colour: unknown field (remove it or check its spelling)',
    ]);
    expect(problems((brand) => delete brand.whitelabel.GOOGLELOGIN3)).toEqual([
      'brands/acme/brand.json: whitelabel.GOOGLELOGIN3: expected boolean, got nothing',
    ]);
    expect(problems((brand) => ((brand.defaultLanguage = 'EN'), (brand.languages = ['MY'])))).toEqual([
      'brands/acme/brand.json: defaultLanguage: expected one of languages (MY), got "EN"',
    ]);
    expect(problems((brand) => delete brand.footer.about.EN)).toEqual([
      "brands/acme/brand.json: footer.about.EN: expected a text for EN, one of the brand's languages, got nothing",
    ]);
    expect(problems((brand) => delete brand.footer.copyright.MY)).toEqual([
      "brands/acme/brand.json: footer.copyright.MY: expected a text for MY, one of the brand's languages, got nothing",
    ]);
    expect(problems((brand) => ((brand.footer as { copyright: unknown }).copyright = '© 2026 Acme'))).toEqual([
      'brands/acme/brand.json: footer.copyright: expected a text per language, e.g. {"MY": "…", "EN": "…"}, got "© 2026 Acme"',
    ]);
    expect(problems((brand) => (brand.assets.logo = 'missing.svg'))).toEqual([
      'brands/acme/brand.json: assets.logo: expected a file in acme/assets/, got "missing.svg" (not found)',
    ]);
    expect(problems((brand) => (brand.app.userAgentPattern = '(['))).toEqual([
      'brands/acme/brand.json: app.userAgentPattern: expected a valid regular expression, got "(["',
    ]);
  });

  it('Firebase settings are optional, checked field by field, phone verification off unless set', () => {
    expect(problems((brand) => delete brand.firebase)).toEqual([]);
    expect(problems((brand) => (brand.firebase.projectId = 'My Project'))).toEqual([
      'brands/acme/brand.json: firebase.projectId: expected a project id like my-project, got "My Project"',
    ]);
    expect(problems((brand) => (brand.firebase.secret = 'x'))).toEqual([
      'brands/acme/brand.json: firebase.secret: unknown field (remove it or check its spelling)',
    ]);
    const brands = brandWith((brand) => delete brand.firebase.phoneVerification);
    expect(loadBrand('acme', brands).firebase?.phoneVerification).toBe(false);
  });

  it('reports bad JSON with the file name', () => {
    const brands = brandWith(() => {});
    writeFileSync(join(brands, 'acme', 'brand.json'), '{ "name": ');
    expect(() => loadBrand('acme', brands)).toThrow(/^brands\/acme\/brand\.json: not valid JSON/);
  });

  it('brands/brand.schema.json is generated from the schema (run `npm run brand:schema`)', () => {
    expect(readFileSync(join(BRANDS_DIR, 'brand.schema.json'), 'utf8')).toBe(brandJsonSchema());
  });

  it('every brand file points editors at the schema', () => {
    for (const id of listBrands()) {
      expect(JSON.parse(readFileSync(join(BRANDS_DIR, id, 'brand.json'), 'utf8')).$schema).toBe('../brand.schema.json');
    }
  });
});
