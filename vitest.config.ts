import { defineConfig } from 'vitest/config';
import { brandVitePlugin } from './src/app/brand-integration.ts';
import { loadBrand } from './src/brand/load.ts';

/** Brand the browser modules see in unit tests (every white-label switch on). */
const TEST_BRAND = 'lotus';

// Unit tests sit beside the code they test (src/**, scripts/**); browser journeys are Playwright's.
export default defineConfig({
  // The dev server's `virtual:brand` (src/app/brand-integration.ts), so browser modules such as
  // src/lib/platform.ts run under test with a real brand file.
  plugins: [brandVitePlugin([loadBrand(TEST_BRAND)], 'one')],
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
