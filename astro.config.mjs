// One static site per brand. `npm run build` (scripts/build-brands.ts) builds many brands in one Astro
// build: BRANDS (comma-separated ids) into BUILD_STAGE, each brand's pages under <id>/, moved to
// dist/<id>/ after. The dev server serves one brand, BRAND (default lotus), at the root. See README.
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { DEFAULT_BRAND, loadBrand } from './src/brand/load.ts';
import { brandIntegration } from './src/app/brand-integration.ts';
import { modulePreloadIntegration } from './scripts/module-preload.ts';
import { islandHoldIntegration } from './scripts/island-hold.ts';
import { inlineCallsPlugin } from './scripts/inline-calls.ts';
import { inlineScriptPlugin } from './scripts/inline-script.ts';
import { noNodeCryptoPlugin } from './scripts/no-node-crypto.ts';
import { CDN_PATH } from './scripts/sandbox/images/paths.ts';

const brands = (process.env.BRANDS || process.env.BRAND || DEFAULT_BRAND).split(',').map((id) => loadBrand(id.trim()));

export default defineConfig({
  output: 'static',
  outDir: process.env.BUILD_STAGE || './dist/.stage/dev',
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'always' },
  devToolbar: { enabled: false },
  integrations: [
    react(),
    brandIntegration(brands),
    // Rewrite the built pages (scripts/module-preload.ts, scripts/island-hold.ts); each brand's service
    // worker and its precache list are written after them (scripts/service-worker.ts).
    modulePreloadIntegration(),
    islandHoldIntegration(),
  ],
  vite: {
    plugins: [inlineScriptPlugin(), inlineCallsPlugin(), noNodeCryptoPlugin()],
    build: {
      rolldownOptions: {
        output: {
          // Fewer, larger shared chunks: each file costs a request and its own gzip start-up, and a
          // page assembled from thirty files of a few hundred bytes paid both (npm run bench).
          // - react: React and its renderer (split, they made three rounds of requests before an
          //   island could start); the nanostores binding runs only with React.
          // - core: what every page's shell script needs (constants, the spec's vocabularies and limits,
          //   storage and its keys, page configuration and its JSON guard, the platform client and
          //   mutateCall (the write path: in the fetcher's chunk, which imports it, it brought
          //   @nanostores/query to every page that writes; on its own, a request more on each),
          //   session, dialogs, status, toasts, nanostores, the age check, the badge text, what the
          //   pages and the service worker agree on), and
          //   rolldown's CommonJS helpers (React, dayjs): each was a file of its own of 0.1-0.6 KB.
          // - game-kit: what every game screen shares (vendors, hot games, favourites, launch rules),
          //   kept out of the account pages; no React in it. Not the vendor panel's shape nor the
          //   hot matches: only the panel uses them, which the list island loads on need.
          codeSplitting: {
            groups: [
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|@nanostores[\\/]react)[\\/]/ },
              {
                name: 'core',
                test: /[\\/]src[\\/](constants|contract[\\/](vocabulary|limits|worker-protocol)|lib[\\/](storage|storage-keys|platform|api-client|announcements-request|session|errors|safe-path|images|timing|answer-lists|parse-json|mutate)|shell[\\/](dialogs|paths|page-config)|stores[\\/](status|system-status)|components[\\/]form[\\/]toast|widgets[\\/](age[\\/]age|unread[\\/]unread-badge))\.ts$|vite[\\/]preload-helper|^\0rolldown[\\/]runtime\.js$|node_modules[\\/](nanostores|@nanostores[\\/]persistent)[\\/]/,
              },
              // The fetcher layer on its own, with @nanostores/query (about 2 KB gzip; what each write makes
              // stale, src/lib/stale-after.ts, loads at the first write): plain-script pages (notices) use it without the game
              // kit, whose tiles import React, and pages that read nothing through it (help, login,
              // settings) do not carry it.
              { name: 'fetcher', test: /[\\/]src[\\/]lib[\\/]fetcher\.ts$|node_modules[\\/]@nanostores[\\/]query[\\/]/ },
              // The vendor list's request and sorting on their own (before the game kit, which would take them
              // with the vendor store): the betting record sorts its filters' choices without the game kit.
              { name: 'vendor-sorting', test: /[\\/]src[\\/]stores[\\/]games[\\/]vendor-sorting\.ts$/ },
              {
                name: 'game-kit',
                test: /[\\/]src[\\/](stores[\\/]games[\\/](favourites|hot|vendors)|widgets[\\/]games[\\/](game-type|launcher|game-errors|game-menu-order|tile-badges|vendor-logo))\.ts$/,
              },
              // The cashier's amount field and the cents it reads and writes (deposit, withdrawal) in one file:
              // the deposit's parts that load on need use the cents without the field (the submit) or the
              // field without the widget around it (the limits' sheet), and left to themselves the two
              // modules went to two files on both pages. The group takes what its modules import, so the
              // two shared ones they import that other pages use without them keep files of their own.
              { name: 'percent', test: /[\\/]src[\\/]lib[\\/]percent\.ts$/ },
              // The plain pages' small list helpers in one file: the list template, the remote list and its
              // tabs, the {{name}} fill and the platform clock, each a file of 0.2-0.6 KB gzip that most
              // list pages take several of. Over HTTP/1.1's six connections at 400 ms (the weak-network
              // bench), the deposit's twelve imports came in three rounds: usable about 0.4 s later (issue
              // 36; npm run bench: deposit 18 → 14 requests and 31.8 → 31.3 KB, the other plain pages one
              // to three requests fewer for at most 1.3 KB more).
              { name: 'page-kit', test: /[\\/]src[\\/](components[\\/]list[\\/](template|remote-list|tabs)|lib[\\/](fill|local-time))\.ts$/ },
              { name: 'amount-field', test: /[\\/]src[\\/](widgets[\\/]cashier[\\/](amount-field|amount)|lib[\\/]minor-units)\.ts$/ },
              // The game tile (React) on its own: the game kit is also what the plain page scripts of
              // home and the lists use, and with the tile inside it they waited for React.
              // The React failed state before it: pulled in with the tiles, it brought them and the
              // game kit (5 KB) to the security centre, which shows no game.
              { name: 'load-failed', test: /[\\/]src[\\/]components[\\/]LoadFailed\.tsx$/ },
              { name: 'game-tiles', test: /[\\/]src[\\/]widgets[\\/]games[\\/]GameTile\.tsx$/ },
            ],
          },
        },
      },
    },
    server: {
      proxy: process.env.SANDBOX_URL
        ? Object.fromEntries(
            Object.values(brands[0].api.prefixes)
              .concat('/__sandbox', CDN_PATH)
              .map((prefix) => [prefix, process.env.SANDBOX_URL]),
          )
        : undefined,
    },
  },
});
