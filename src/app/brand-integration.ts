/**
 * Astro integration that turns validated brands into a build:
 * - `virtual:brand`: the brand as named exports (types: ../brand/virtual.d.ts), made one of three ways:
 *   - the dev server and unit tests (one brand): constants, as any module's;
 *   - a build's server side (every brand of the build, one Astro build for many brands, README
 *     "Many brands"): live bindings that `useBrand` (`virtual:brand-build`) points at the brand of
 *     the page being rendered — pages render one at a time;
 *   - a build's browser side: the values the page carries (`<script type="application/json"
 *     id="brand-values">`, ./brand-values.ts), so one client bundle serves every brand;
 * - `virtual:brand-build`: the brands of the build, whether its pages sit under `<brand id>/`, `useBrand`;
 * - `virtual:region-names`: country names in the build's languages (src/i18n/region-names.ts);
 * - the brand's assets/ served at /brand/ (dev server; a build copies them: scripts/build-brands.ts).
 */
import type { AstroIntegration } from 'astro';
import { existsSync, readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { htmlLang } from '../i18n/index.ts';
import { REGION_NAMES_ID, regionNamesModule } from '../i18n/region-names.ts';
import { BRAND_ASSET_BASE } from '../brand/assets.ts';
import { BRANDS_DIR } from '../brand/load.ts';
import type { Brand } from '../brand/schema.ts';
import { BRAND_VALUES_ID, CLIENT_BRAND_FIELDS, brandValues, type BrandValues } from './brand-values.ts';

const VIRTUAL_ID = 'virtual:brand';
const BUILD_ID = 'virtual:brand-build';
const resolved = (id: string) => `\0${id}`;

/**
 * `one`: a single brand with its values baked in (dev server, unit tests); `many`: a build of
 * `brands`, pages under `<brand id>/`, the browser reading the values from the page.
 */
export type BrandMode = 'one' | 'many';

export function brandIntegration(brands: Brand[]): AstroIntegration {
  return {
    name: 'brand',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        const mode: BrandMode = command === 'build' ? 'many' : 'one';
        updateConfig({ vite: { plugins: [brandVitePlugin(mode === 'one' ? brands.slice(0, 1) : brands, mode)] } });
      },
      'astro:server:setup': ({ server }) => {
        const assetsDir = join(BRANDS_DIR, brands[0]!.id, 'assets');
        server.middlewares.use((request, response, next) => {
          const url = request.url?.split('?')[0] ?? '';
          if (!url.startsWith(BRAND_ASSET_BASE)) return next();
          const file = normalize(join(assetsDir, url.slice(BRAND_ASSET_BASE.length)));
          if (!file.startsWith(assetsDir) || !existsSync(file)) return next();
          response.setHeader('Content-Type', file.endsWith('.svg') ? 'image/svg+xml' : 'application/octet-stream');
          response.end(readFileSync(file));
        });
      },
    },
  };
}

/** The Vite plugin behind `virtual:brand`, `virtual:brand-build` and `virtual:region-names` (also the unit tests', vitest.config.ts). */
export function brandVitePlugin(brands: Brand[], mode: BrandMode) {
  const emulator = emulatorHost();
  const languages = [...new Set(brands.flatMap((brand) => brand.languages))];
  return {
    name: 'virtual-brand',
    resolveId: (id: string) => ([VIRTUAL_ID, BUILD_ID, REGION_NAMES_ID].includes(id) ? resolved(id) : undefined),
    load(id: string, options?: { ssr?: boolean }) {
      if (id === resolved(VIRTUAL_ID)) {
        if (mode === 'one') return brandModule(brands[0]!, emulator);
        return options?.ssr ? liveBrandModule(brands, emulator) : pageBrandModule();
      }
      if (id === resolved(BUILD_ID)) {
        return `export { useBrand } from ${JSON.stringify(VIRTUAL_ID)};\nexport const builtBrands = ${JSON.stringify(brands.map(({ id, languages, defaultLanguage }) => ({ id, languages, defaultLanguage })))};\nexport const prefixed = ${mode === 'many'};`;
      }
      if (id === resolved(REGION_NAMES_ID)) return regionNamesModule(languages, (language) => htmlLang[language]);
      return undefined;
    },
  };
}

/** FIREBASE_AUTH_EMULATOR_HOST at build time (host:port), or null. */
export function emulatorHost(env: NodeJS.ProcessEnv = process.env): string | null {
  return env.FIREBASE_AUTH_EMULATOR_HOST?.trim() || null;
}

const exportNames = (values: BrandValues) => Object.keys(values);

/** One brand's values as constants: a bundler folds them (a brand without Firebase carries no Firebase code). */
export function brandModule(brand: Brand, firebaseAuthEmulatorHost: string | null): string {
  const values = brandValues(brand, firebaseAuthEmulatorHost);
  return [
    ...Object.entries(values).map(([key, value]) => `export const ${key} = ${JSON.stringify(value)};`),
    `export function useBrand(id) { if (id !== ${JSON.stringify(brand.id)}) throw new Error('this build has only brand ${brand.id}, not ' + id); }`,
  ].join('\n');
}

/** Every brand of a build; the exports are live bindings that `useBrand(id)` points at one of them. */
export function liveBrandModule(brands: Brand[], firebaseAuthEmulatorHost: string | null): string {
  const all = Object.fromEntries(brands.map((brand) => [brand.id, brandValues(brand, firebaseAuthEmulatorHost)]));
  const names = exportNames(brandValues(brands[0]!, firebaseAuthEmulatorHost));
  return [
    `const brands = ${JSON.stringify(all)};`,
    `export let ${names.join(', ')};`,
    // Names that cannot be an export's: the assignment below must reach every one of them.
    `export function useBrand(__id) {`,
    `  const __brand = brands[__id];`,
    `  if (!__brand) throw new Error('brand ' + __id + ' is not in this build');`,
    `  ({ ${names.join(', ')} } = __brand);`,
    `}`,
    `useBrand(${JSON.stringify(brands[0]!.id)});`,
  ].join('\n');
}

/** The browser's side of a build: the values the page carries (./brand-values.ts clientBrandValues). */
export function pageBrandModule(): string {
  return `export const { ${CLIENT_BRAND_FIELDS.join(', ')} } = JSON.parse(document.getElementById(${JSON.stringify(BRAND_VALUES_ID)}).textContent);`;
}
