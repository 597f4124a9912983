/**
 * Astro integration that turns one validated brand into a build:
 * - `virtual:brand`: the brand as named exports (islands import only the fields they use, and
 *   tree-shaking drops the rest from the bundle), plus the Firebase Auth emulator of a test build;
 * - `virtual:region-names`: country names in the brand's languages (src/i18n/region-names.ts);
 * - the brand's assets/ served at /brand/ (dev) and copied to dist/<id>/brand/ (build);
 * - the spec's `.html` paths written as copies of their pages (static hosts serve them as files).
 */
import type { AstroIntegration } from 'astro';
import { copyFileSync, cpSync, existsSync, readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HTML_ALIASES, languagePrefix } from '../shell/routes.ts';
import { htmlLang } from '../i18n/index.ts';
import { REGION_NAMES_ID, regionNamesModule } from '../i18n/region-names.ts';
import { BRAND_ASSET_BASE } from '../brand/assets.ts';
import { BRANDS_DIR } from '../brand/load.ts';
import type { Brand } from '../brand/schema.ts';

const VIRTUAL_ID = 'virtual:brand';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

export function brandIntegration(brand: Brand): AstroIntegration {
  const assetsDir = join(BRANDS_DIR, brand.id, 'assets');
  return {
    name: 'brand',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            define: firebaseDefines(brand),
            plugins: [brandVitePlugin(brand)],
          },
        });
      },
      'astro:server:setup': ({ server }) => {
        server.middlewares.use((request, response, next) => {
          const url = request.url?.split('?')[0] ?? '';
          if (!url.startsWith(BRAND_ASSET_BASE)) return next();
          const file = normalize(join(assetsDir, url.slice(BRAND_ASSET_BASE.length)));
          if (!file.startsWith(assetsDir) || !existsSync(file)) return next();
          response.setHeader('Content-Type', file.endsWith('.svg') ? 'image/svg+xml' : 'application/octet-stream');
          response.end(readFileSync(file));
        });
      },
      'astro:build:done': ({ dir }) => {
        const out = fileURLToPath(dir);
        cpSync(assetsDir, join(out, BRAND_ASSET_BASE), { recursive: true });
        for (const language of brand.languages) {
          const prefix = languagePrefix(language, brand.defaultLanguage);
          for (const [alias, target] of Object.entries(HTML_ALIASES)) {
            const source = join(out, prefix, target, 'index.html');
            copyFileSync(source, join(out, prefix, alias));
          }
        }
      },
    },
  };
}

/** The Vite plugin behind `virtual:brand` and `virtual:region-names`; the service worker's build uses it too (astro.config.mjs). */
export function brandVitePlugin(brand: Brand) {
  return {
    name: 'virtual-brand',
    resolveId: (id: string) => (id === VIRTUAL_ID ? RESOLVED_ID : id === REGION_NAMES_ID ? `\0${REGION_NAMES_ID}` : undefined),
    load: (id: string) =>
      id === RESOLVED_ID
        ? brandModule(brand, emulatorHost())
        : id === `\0${REGION_NAMES_ID}`
          ? regionNamesModule(brand.languages, (language) => htmlLang[language])
          : undefined,
  };
}

/**
 * Build-time constants (types: ./virtual.d.ts) the bundler folds before it splits chunks: the
 * `import()` of Firebase sits behind them, so a brand without Firebase settings (or without Firebase
 * phone verification) has no Firebase chunk at all, not merely one it never loads; nor does a brand
 * without social login buttons carry their code.
 */
export function firebaseDefines(brand: Pick<Brand, 'firebase' | 'whitelabel'>): Record<string, string> {
  return {
    __BRAND_FIREBASE__: JSON.stringify(Boolean(brand.firebase)),
    __BRAND_FIREBASE_PHONE__: JSON.stringify(Boolean(brand.firebase?.phoneVerification)),
    // The brand shows a social login button (src/lib/firebase/social-auth.ts socialProviders):
    // without one, the login and registration islands carry no social login code.
    __BRAND_SOCIAL__: JSON.stringify(Boolean(brand.firebase) && (brand.whitelabel.FACEBOOKLOGIN3 || brand.whitelabel.GOOGLELOGIN3)),
  };
}

/** FIREBASE_AUTH_EMULATOR_HOST at build time (host:port), or null. */
export function emulatorHost(env: NodeJS.ProcessEnv = process.env): string | null {
  return env.FIREBASE_AUTH_EMULATOR_HOST?.trim() || null;
}

/**
 * The source of `virtual:brand` (types: ./virtual.d.ts): every brand field as a named export,
 * `firebase` null when the brand has none, and the emulator a test build talks to.
 */
export function brandModule(brand: Brand, firebaseAuthEmulatorHost: string | null): string {
  return Object.entries({ ...brand, firebase: brand.firebase ?? null, firebaseAuthEmulatorHost })
    .map(([key, value]) => `export const ${key} = ${JSON.stringify(value)};`)
    .join('\n');
}
