// One static site per brand: BRAND (default lotus) picks brands/<id>/brand.json; output in dist/<id>/.
// `npm run build` builds every brand (scripts/build-brands.ts); see README.
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import AstroPWA from '@vite-pwa/astro';
import { DEFAULT_BRAND, loadBrand } from './src/brand/load.ts';
import { brandIntegration, brandVitePlugin } from './src/brand/integration.ts';
import { HOME_PATH, languagePrefix } from './src/shell/routes.ts';
import { precacheTransform } from './scripts/precache.ts';
import { CDN_PATH } from './scripts/sandbox/images/paths.ts';

const brand = loadBrand(process.env.BRAND || DEFAULT_BRAND);
const distDir = `./dist/${brand.id}`;

export default defineConfig({
  output: 'static',
  outDir: distDir,
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'always' },
  devToolbar: { enabled: false },
  integrations: [
    react(),
    brandIntegration(brand),
    // Installable web app (account §1: registration records the PWA channel) that works offline:
    // our own worker (src/pwa/sw.ts: pages network first, saved copies, the offline page in the
    // address's language), registered by the page after load with an update prompt
    // (src/shell/service-worker.client.ts), precaching what scripts/precache.ts chooses within its budget.
    AstroPWA({
      strategies: 'injectManifest',
      srcDir: 'src/pwa',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      includeManifestIcons: false,
      manifest: {
        name: brand.pwa.name,
        description: brand.name,
        lang: brand.defaultLanguage.toLowerCase(),
        short_name: brand.pwa.shortName,
        theme_color: brand.pwa.themeColor,
        background_color: brand.pwa.backgroundColor,
        display: 'standalone',
        start_url: HOME_PATH,
        scope: '/',
        icons: [{ src: `/brand/${brand.assets.icon}`, sizes: 'any', type: brand.assets.icon.endsWith('.svg') ? 'image/svg+xml' : 'image/png', purpose: 'any' }],
      },
      injectManifest: {
        globPatterns: ['**/*'],
        manifestTransforms: [
          precacheTransform({ brand: brand.id, distDir, prefixes: brand.languages.map((language) => languagePrefix(language, brand.defaultLanguage)) }),
        ],
        rollupFormat: 'iife',
        minify: true,
        buildPlugins: { vite: [brandVitePlugin(brand)] },
      },
      // The worker's own Vite build: quiet, like the site's (`astro build --silent`).
      integration: { configureCustomSWViteBuild: (config) => void (config.logLevel = 'warn') },
    }),
  ],
  vite: {
    build: {
      rolldownOptions: {
        output: {
          // React and its renderer in one chunk: split, they made three rounds of requests before an
          // island could start (the renderer, then react-dom, then its runtime), each a round trip on a
          // slow phone network ahead of the page's largest paint (npm run bench, Lighthouse). The
          // nanostores binding runs only with React: one file fewer.
          codeSplitting: { groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|@nanostores[\\/]react)[\\/]/ }] },
        },
      },
    },
    server: {
      proxy: process.env.SANDBOX_URL
        ? Object.fromEntries(
            Object.values(brand.api.prefixes)
              .concat('/__sandbox', CDN_PATH)
              .map((prefix) => [prefix, process.env.SANDBOX_URL]),
          )
        : undefined,
    },
  },
});
