/**
 * Each brand's service worker (src/app/sw.ts) and web app manifest, written into its dist/<id>/
 * after the pages (scripts/build-brands.ts). The worker is bundled once per build, its brand
 * values (`virtual:brand`: the languages, for the offline page of an address) read from
 * `self.__BRAND__`, which each brand's copy sets in its first line before its precache list
 * (scripts/precache.ts). One Astro build renders many brands, so a plugin that builds one worker
 * per Astro build (@vite-pwa/astro) no longer fits.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import type { Brand } from '../src/brand/schema.ts';
import { SERVICE_WORKER_URL, WEB_MANIFEST_URL } from '../src/contract/worker-protocol.ts';
import { languagePrefix, paths } from '../src/shell/paths.ts';
import { precacheManifest } from './precache.ts';

const PRECACHE_PLACEHOLDER = 'self.__WB_MANIFEST';

/** src/app/sw.ts as one minified classic script, brand-neutral. */
export async function bundleServiceWorker(): Promise<string> {
  const { outputFiles } = await build({
    entryPoints: [join(import.meta.dirname, '..', 'src', 'app', 'sw.ts')],
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    write: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' }, // workbox's development logging out
    plugins: [
      {
        name: 'worker-brand',
        setup(bundler) {
          bundler.onResolve({ filter: /^virtual:brand$/ }, () => ({ path: 'brand', namespace: 'worker-brand' }));
          bundler.onLoad({ filter: /.*/, namespace: 'worker-brand' }, () => ({
            contents: 'export const { defaultLanguage, languages } = self.__BRAND__;',
            loader: 'js',
          }));
        },
      },
    ],
  });
  const code = outputFiles[0]!.text;
  if (!code.includes(PRECACHE_PLACEHOLDER)) throw new Error(`src/app/sw.ts: the bundled worker has no ${PRECACHE_PLACEHOLDER} to put the precache list in`);
  return code;
}

/** dist/<id>/sw.js (the bundle with the brand's values and precache list) and manifest.webmanifest. */
export function writeServiceWorker(distDir: string, brand: Brand, bundle: string): void {
  const prefixes = brand.languages.map((language) => languagePrefix(language, brand.defaultLanguage));
  const manifest = precacheManifest({ brand: brand.id, distDir, prefixes });
  const values = { defaultLanguage: brand.defaultLanguage, languages: brand.languages };
  writeFileSync(
    join(distDir, SERVICE_WORKER_URL),
    `self.__BRAND__=${JSON.stringify(values)};\n${bundle.replace(PRECACHE_PLACEHOLDER, JSON.stringify(manifest))}`,
  );
  writeFileSync(join(distDir, WEB_MANIFEST_URL), JSON.stringify(webManifest(brand)));
}

/** The installable app (account §1: registration records the PWA channel). */
export function webManifest(brand: Brand) {
  return {
    name: brand.pwa.name,
    short_name: brand.pwa.shortName,
    description: brand.name,
    start_url: paths.home,
    display: 'standalone',
    background_color: brand.pwa.backgroundColor,
    theme_color: brand.pwa.themeColor,
    lang: brand.defaultLanguage.toLowerCase(),
    scope: '/',
    icons: [{ src: `/brand/${brand.assets.icon}`, sizes: 'any', type: brand.assets.icon.endsWith('.svg') ? 'image/svg+xml' : 'image/png', purpose: 'any' }],
  };
}
