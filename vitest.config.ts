import { defineConfig } from 'vitest/config';
import { brandModule, firebaseDefines } from './src/app/brand-integration.ts';
import { loadBrand } from './src/brand/load.ts';

/** Brand the browser modules see in unit tests (every white-label switch on). */
const TEST_BRAND = 'lotus';
const VIRTUAL_BRAND = 'virtual:brand';

// Unit tests sit beside the code they test (src/**, scripts/**); browser journeys are Playwright's.
export default defineConfig({
  define: firebaseDefines(loadBrand(TEST_BRAND)),
  plugins: [
    {
      // The build's `virtual:brand` (src/app/brand-integration.ts), so browser modules such as
      // src/lib/platform.ts run under test with a real brand file.
      name: 'test-virtual-brand',
      resolveId: (id) => (id === VIRTUAL_BRAND ? `\0${VIRTUAL_BRAND}` : undefined),
      load: (id) => (id === `\0${VIRTUAL_BRAND}` ? brandModule(loadBrand(TEST_BRAND), null) : undefined),
    },
  ],
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
