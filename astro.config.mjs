// One static site per brand: BRAND (default lotus) picks brands/<id>/brand.json; output in dist/<id>/.
// `npm run build` builds every brand (scripts/build-brands.ts); see README.
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import AstroPWA from '@vite-pwa/astro';
import { DEFAULT_BRAND, loadBrand } from './src/brand/load.ts';
import { brandIntegration } from './src/brand/integration.ts';

const brand = loadBrand(process.env.BRAND || DEFAULT_BRAND);

export default defineConfig({
  output: 'static',
  outDir: `./dist/${brand.id}`,
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'always' },
  devToolbar: { enabled: false },
  integrations: [
    react(),
    brandIntegration(brand),
    // Installable web app (account §1: registration records the PWA channel). The worker precaches
    // nothing (a cheap phone on a slow network should not download every script up front); it keeps
    // the hashed scripts and brand images a page actually used. Pages and platform calls always go
    // to the network.
    AstroPWA({
      injectRegister: 'inline',
      registerType: 'autoUpdate',
      includeManifestIcons: false,
      manifest: {
        name: brand.pwa.name,
        description: brand.name,
        lang: brand.defaultLanguage.toLowerCase(),
        short_name: brand.pwa.shortName,
        theme_color: brand.pwa.themeColor,
        background_color: brand.pwa.backgroundColor,
        display: 'standalone',
        start_url: '/m/home',
        scope: '/',
        icons: [{ src: `/brand/${brand.assets.icon}`, sizes: 'any', type: brand.assets.icon.endsWith('.svg') ? 'image/svg+xml' : 'image/png', purpose: 'any' }],
      },
      workbox: {
        globPatterns: [],
        navigateFallback: null,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          { urlPattern: /\/_astro\//, handler: 'CacheFirst', options: { cacheName: 'scripts', expiration: { maxEntries: 80 } } },
          { urlPattern: /\/brand\//, handler: 'StaleWhileRevalidate', options: { cacheName: 'brand' } },
        ],
      },
    }),
  ],
  vite: {
    server: { proxy: process.env.SANDBOX_URL ? Object.fromEntries(Object.values(brand.api.prefixes).concat('/__sandbox').map((prefix) => [prefix, process.env.SANDBOX_URL])) : undefined },
  },
});
