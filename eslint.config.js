// npm run lint (and the first step of npm test). The layers and what each may import are written
// down in README.md (Architecture, "Layers"); eslint-plugin-boundaries enforces them and
// scripts/lint.test.ts pins that. jsx-a11y is the -x fork: eslint-plugin-jsx-a11y 6.10 does not
// declare ESLint 10, the fork does, and eslint-plugin-astro's a11y rules for .astro accept either.
import { defineConfig } from 'eslint/config';
import boundaries from 'eslint-plugin-boundaries';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Layers from top to bottom, by folder. */
const ELEMENTS = [
  // Pages, layouts and the entry points that wire the layers together: the Astro integration (build), the service worker.
  { type: 'app', pattern: ['src/pages', 'src/layouts', 'src/app'] },
  { type: 'feature', pattern: 'src/features/*/*', capture: ['area', 'name'] },
  { type: 'widget', pattern: 'src/widgets' },
  { type: 'component', pattern: 'src/components' },
  { type: 'shell', pattern: 'src/shell' },
  { type: 'store', pattern: 'src/stores' },
  { type: 'lib', pattern: 'src/lib' },
  { type: 'i18n', pattern: 'src/i18n' },
  { type: 'brand', pattern: 'src/brand' },
  // Agreements with another party: the platform's calls; what pages and the service worker tell each other.
  { type: 'contract', pattern: 'src/contract' },
  { type: 'base', pattern: 'src/styles' },
].map((descriptor) => ({ partialMatch: false, ...descriptor }));

/** Single files that a folder's layer does not describe. */
const FILES = [
  // The part of lib that talks to the platform (and Firebase): for widgets, stores, features and up.
  {
    category: 'platform',
    pattern: ['src/lib/platform.ts', 'src/lib/fetcher.ts', 'src/lib/mutate.ts', 'src/lib/api-client.ts', 'src/lib/encrypted-call.ts', 'src/lib/firebase/**'],
  },
  // src/constants.ts: every layer may import it (an element is a folder, so it is classified here).
  { category: 'base', pattern: 'src/constants.ts' },
  // Tests may import anything (the sandbox too).
  { category: 'test', pattern: '**/*.test.ts' },
];

const BELOW_LIB = ['i18n', 'brand', 'contract', 'base'];
const BELOW_COMPONENT = ['shell', 'lib', ...BELOW_LIB];

/** What each layer may import besides itself (a feature: only its own folder, not another of its area). */
const ALLOWED = {
  app: ['feature', 'widget', 'component', 'store', ...BELOW_COMPONENT],
  feature: ['widget', 'component', 'store', ...BELOW_COMPONENT],
  widget: ['component', 'store', ...BELOW_COMPONENT],
  component: BELOW_COMPONENT,
  shell: ['store', 'lib', ...BELOW_LIB],
  store: ['lib', ...BELOW_LIB],
  lib: BELOW_LIB,
  i18n: ['base'],
  brand: ['i18n', 'base'],
  contract: ['brand', 'base'],
  base: [],
};
const EVERY_LAYER = Object.keys(ALLOWED);
const anyOf = (types) => ({ to: { element: { types: { anyOf: types } } } });

// The last policy that matches an import decides.
const POLICIES = [
  ...Object.entries(ALLOWED).map(([type, below]) => ({
    from: { element: { type } },
    allow: anyOf(type === 'feature' ? below : [type, ...below]),
  })),
  {
    from: { element: { type: 'feature' } },
    allow: { to: { element: { type: 'feature', captured: { area: '{{ from.element.captured.area }}', name: '{{ from.element.captured.name }}' } } } },
  },
  { allow: { to: { file: { categories: 'base' } } } },
  // Presentational components (and what sits below them) never call the platform.
  {
    from: { element: { types: { anyOf: ['component', 'shell', 'lib', ...BELOW_LIB] } } },
    disallow: { to: { file: { categories: 'platform' } } },
  },
  { from: { file: { categories: 'platform' } }, allow: { to: { file: { categories: 'platform' } } } },
  { from: { file: { categories: 'test' } }, allow: anyOf(EVERY_LAYER) },
];

export default defineConfig(
  { ignores: ['dist/', 'node_modules/', '.astro/', 'test-results/', 'playwright-report/', '.sandbox-data/', 'dev-dist/'] },
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  ...astro.configs['jsx-a11y-recommended'],
  { files: ['**/*.tsx'], ...jsxA11y.configs.recommended },
  { files: ['**/*.tsx', '**/*.ts'], ...reactHooks.configs.flat.recommended },
  {
    files: ['src/**/*.{ts,tsx,astro}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': ELEMENTS,
      'boundaries/files': FILES,
      'boundaries/include': ['src/**/*'],
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies: POLICIES }],
    },
  },
  {
    rules: {
      // React Compiler diagnostics: we do not build with the compiler, and the islands reset state in
      // effects on purpose (a dialog opening, a store changing); rewriting them is not a lint fix.
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off',
      // The one core rule the code already asks for (src/lib/safe-path.ts strips control characters).
      'no-control-regex': 'error',
      // `_name` is how the code drops a field or an argument on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // README "Reads and writes": a feature's platform calls are its api.ts; its controllers import them by name.
    files: ['src/features/**/*.{ts,tsx,astro}'],
    ignores: ['src/features/*/*/api.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/lib/platform.ts'], importNames: ['platformCall'], message: "Call the platform through the feature's api.ts." },
            { group: ['**/lib/encrypted-call.ts'], importNames: ['encryptedCall'], message: "Call the platform through the feature's api.ts." },
            { group: ['**/lib/mutate.ts'], importNames: ['mutateCall'], message: "Write through the feature's api.ts." },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', 'tests/**', 'scripts/**'],
    // Tests and tooling walk malformed or untyped JSON (broken brand files, locale trees).
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
