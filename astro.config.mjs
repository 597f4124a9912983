// One static site per brand: BRAND (default lotus) picks brands/<id>/brand.json; output in dist/<id>/.
// `npm run build` builds every brand (scripts/build-brands.ts); see README.
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { DEFAULT_BRAND, loadBrand } from './src/brand/load.ts';
import { brandIntegration } from './src/brand/integration.ts';

const brand = loadBrand(process.env.BRAND || DEFAULT_BRAND);

export default defineConfig({
  output: 'static',
  outDir: `./dist/${brand.id}`,
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'always' },
  devToolbar: { enabled: false },
  integrations: [react(), brandIntegration(brand)],
  vite: {
    server: { proxy: process.env.SANDBOX_URL ? Object.fromEntries(Object.values(brand.api.prefixes).concat('/__sandbox').map((prefix) => [prefix, process.env.SANDBOX_URL])) : undefined },
  },
});
