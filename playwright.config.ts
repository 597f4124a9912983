/**
 * Browser tests against the built bundles (dist/<brand>/) served as a static host would, with the
 * real sandbox platform on the same origin (scripts/start.ts). Each project gets its own servers
 * and databases, so tests that switch the platform to maintenance never meet the others:
 * - e2e: journeys across every brand; e2e-gate (status switches) runs after it on the same servers, then
 *   e2e-hostile (XSS payloads written over the platform's HTML, hostile addresses over its links);
 * - visual-<brand>: screenshots at a phone viewport, one project per brand.
 */
import { defineConfig, devices, chromium } from '@playwright/test';
import { existsSync } from 'node:fs';
import { builtForEmulator } from './scripts/build-brands.ts';
import { READY_TIMEOUT_MS as EMULATOR_READY_TIMEOUT_MS } from './scripts/firebase-emulator.ts';
import { TEST_EMULATOR_HOST, TEST_PORTS } from './scripts/test-ports.ts';
import { listBrands, loadBrand } from './src/brand/load.ts';
import { AGE_LIMITS } from './src/constants.ts';
import { STORAGE_KEYS } from './src/lib/storage-keys.ts';
import { AGE_CONFIRMED_KEY } from './src/widgets/age/age.ts';

/**
 * Debian's Chromium builds, lightest first. The headless shell is the same engine without the
 * browser's windowing layer (what Playwright itself runs headless): on this 2-core machine it spends
 * about 40 % less CPU per page than the full browser in headless mode, and draws the same pixels
 * (every baseline passes on both). The full browser remains the fallback.
 */
const SYSTEM_CHROMIUMS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
const executablePath = SYSTEM_CHROMIUMS.find((path) => existsSync(path));
if (!executablePath && !existsSync(chromium.executablePath())) {
  throw new Error(
    'No browser for the tests. On Debian or Ubuntu: `sudo apt-get install -y chromium-headless-shell fonts-noto-core` ' +
      '(tests use /usr/bin/chromium-headless-shell, else /usr/bin/chromium); elsewhere: `npx playwright install chromium`.',
  );
}

const brands = listBrands();
export const e2eUrl = (brand: string) => `http://127.0.0.1:${TEST_PORTS.e2e + brands.indexOf(brand)}`;
const visualUrl = (brand: string) => `http://127.0.0.1:${TEST_PORTS.visual + brands.indexOf(brand)}`;

// The bundles must talk to this run's Firebase Auth emulator (npm test and test:visual build them so).
const misbuilt = brands.filter((brand) => loadBrand(brand).firebase && builtForEmulator(brand) !== TEST_EMULATOR_HOST);
if (misbuilt.length) {
  throw new Error(
    `dist/ of ${misbuilt.join(', ')} was not built for the test Firebase Auth emulator: run npm test, or ` +
      `FIREBASE_AUTH_EMULATOR_HOST=${TEST_EMULATOR_HOST} npm run build before npm run test:e2e.`,
  );
}

/**
 * Every test device has already confirmed its age and hidden home's pop-ups for the day (the
 * first-visit age modal and the pop-ups would cover the screens under test); the age and pop-up
 * journeys opt out with a storage state of their own.
 */
/** Far beyond any test run (2100-01-01). */
const POPUPS_HIDDEN_UNTIL = Date.UTC(2100, 0, 1);
const ageConfirmedAt = (urls: string[]) => ({
  cookies: [],
  origins: urls.map((origin) => ({
    origin,
    localStorage: [
      { name: AGE_CONFIRMED_KEY, value: String(Math.max(...AGE_LIMITS)) },
      { name: STORAGE_KEYS.popupsHiddenUntil, value: String(POPUPS_HIDDEN_UNTIL) },
    ],
  })),
});

const server = (brand: string, url: string, kind: string) => ({
  command: 'node scripts/start.ts',
  url: `${url}/wps/system/status`,
  env: {
    BRAND: brand,
    PORT: new URL(url).port,
    SANDBOX_DB: `.sandbox-data/test-${kind}-${brand}.sqlite`,
    SANDBOX_FRESH: '1',
    SANDBOX_HOOKS: '1', // the tests' hooks (/__sandbox/); npm start serves none
    NO_BUILD: '1',
    FIREBASE_AUTH_EMULATOR_HOST: TEST_EMULATOR_HOST, // the emulator below, shared by every server
  },
  reuseExistingServer: false,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  timeout: 90_000, // seeding a fresh database takes a few seconds; many times that on a busy machine
});

const phone = {
  ...devices['Pixel 5'],
  viewport: { width: 360, height: 740 },
  deviceScaleFactor: 1,
  launchOptions: {
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  },
};

export default defineConfig({
  testDir: 'tests',
  outputDir: 'test-results',
  timeout: 30_000,
  expect: { timeout: 7_000, toHaveScreenshot: { maxDiffPixels: 0, animations: 'disabled', caret: 'hide', scale: 'css' } },
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  snapshotPathTemplate: '{testDir}/baselines/{projectName}/{arg}{ext}',
  // Service workers are blocked except where a test allows them (tests/e2e/offline.spec.ts): a worker that
  // installs in the background makes other journeys' timing depend on it, and requests it answers escape
  // page.route() interception.
  use: { ...phone, trace: 'retain-on-failure', serviceWorkers: 'block' },
  projects: [
    {
      name: 'e2e',
      testDir: 'tests/e2e',
      testIgnore: /\/(gate|xss|link-policy)\.spec\.ts/,
      fullyParallel: true,
      metadata: { urls: Object.fromEntries(brands.map((b) => [b, e2eUrl(b)])) },
      use: { storageState: ageConfirmedAt(brands.map(e2eUrl)) },
    },
    {
      name: 'e2e-gate',
      testDir: 'tests/e2e',
      testMatch: /\/gate\.spec\.ts/,
      dependencies: ['e2e'],
      metadata: { urls: Object.fromEntries(brands.map((b) => [b, e2eUrl(b)])) },
      use: { storageState: ageConfirmedAt(brands.map(e2eUrl)) },
    },
    {
      // Rewrites the brands' platform HTML with XSS payloads and their addresses with hostile ones
      // (link-policy.spec.ts): alone, after everything else, one file at a time.
      name: 'e2e-hostile',
      testDir: 'tests/e2e',
      testMatch: /\/(xss|link-policy)\.spec\.ts/,
      workers: 1,
      dependencies: ['e2e-gate'],
      metadata: { urls: Object.fromEntries(brands.map((b) => [b, e2eUrl(b)])) },
      use: { storageState: ageConfirmedAt(brands.map(e2eUrl)) },
    },
    ...brands.map((brand) => ({
      name: `visual-${brand}`,
      testDir: 'tests/visual',
      testMatch: /\.visual\.ts$/,
      metadata: { brand },
      use: { baseURL: visualUrl(brand), storageState: ageConfirmedAt([visualUrl(brand)]) },
    })),
  ],
  webServer: [
    // The Firebase Auth emulator the bundles and the sandboxes talk to (social sign-in, phone codes).
    {
      command: 'node scripts/firebase-emulator.ts',
      url: `http://${TEST_EMULATOR_HOST}/`,
      env: { FIREBASE_AUTH_EMULATOR_PORT: String(TEST_PORTS.emulator) },
      reuseExistingServer: false,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      timeout: EMULATOR_READY_TIMEOUT_MS + 10_000, // the script's own deadline first, with its output
    },
    ...brands.map((brand) => server(brand, e2eUrl(brand), 'e2e')),
    ...brands.map((brand) => server(brand, visualUrl(brand), 'visual')),
  ],
});
