import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code they test (src/**, scripts/**); browser journeys are Playwright's.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
