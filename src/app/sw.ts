/**
 * The service worker, bundled by scripts/service-worker.ts into dist/<brand>/sw.js with the brand's
 * languages and the precache list of scripts/precache.ts. Why a worker of our own rather than a generated one: a
 * generated worker serves every precached page cache-first (stale until the next worker), and
 * its offline fallback is one fixed page, not the one in the language of the address.
 *
 * - Pages: network first. When the network fails, or has not answered within
 *   PAGE_NETWORK_TIMEOUT_MS, the saved copy: the last one this browser loaded, else the precached
 *   one, marked with a Server-Timing entry so the page can say it is a saved copy. With neither,
 *   the offline page in the language of the address (the pre-paint script then switches to the
 *   player's language as on any page).
 * - Everything else precached (scripts, styles, brand images of the precached pages) comes from
 *   the precache; other hashed scripts are cached on first use, brand images revalidated.
 * - A new worker waits until the player accepts the reload (src/shell/service-worker.client.ts
 *   posts SKIP_WAITING); the first one takes control of the open page at once.
 */
import { defaultLanguage, languages } from 'virtual:brand';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { addRoute, cleanupOutdatedCaches, matchPrecache, precache, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { languagePrefix } from '../shell/paths.ts';
import { offlinePagePath, pageKey } from '../shell/worker-pages.ts';
import { SAVED_COPY_TIMING, SKIP_WAITING } from '../contract/worker-protocol.ts';

/** Ours: a page the network has not sent within this time comes from the worker's saved copy, if it has one. */
export const PAGE_NETWORK_TIMEOUT_MS = 3000;

/** The worker's global scope, as far as this file uses it (the project's type check runs with the DOM library). */
declare const self: {
  __WB_MANIFEST: PrecacheEntry[];
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
};

/** Ours: hashed scripts kept besides the precache (the site has about 40). */
const SCRIPT_CACHE_MAX_ENTRIES = 80;

const prefixes = languages.map((language) => languagePrefix(language, defaultLanguage));
const pathOf = (url: string) => new URL(url).pathname;

precache(self.__WB_MANIFEST);
cleanupOutdatedCaches();
enableNavigationPreload();
clientsClaim();

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});

function asSavedCopy(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set('Server-Timing', SAVED_COPY_TIMING);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

// The pages cache holds one copy per page (pageKey) and only pages the host answered with 200: at
// most the number of built pages, so it needs no expiry.
const pages = new NetworkFirst({
  cacheName: 'pages',
  networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_MS / 1000,
  plugins: [
    {
      cacheKeyWillBeUsed: async ({ request }) => new URL(pageKey(pathOf(request.url), prefixes), self.location.origin).href,
      cachedResponseWillBeUsed: async ({ request, cachedResponse }) => {
        const saved = cachedResponse ?? (await matchPrecache(pageKey(pathOf(request.url), prefixes)));
        return saved ? asSavedCopy(saved) : null;
      },
      handlerDidError: async ({ request }) => (await matchPrecache(offlinePagePath(pathOf(request.url), prefixes))) ?? Response.error(),
    },
  ],
});

// Order matters: the first matching route answers, so pages go network first even when precached.
registerRoute(new NavigationRoute(pages));
addRoute();
const sameOrigin = (url: URL, folder: string) => url.origin === self.location.origin && url.pathname.startsWith(folder);
registerRoute(
  ({ url }) => sameOrigin(url, '/_astro/'),
  new CacheFirst({ cacheName: 'scripts', plugins: [new ExpirationPlugin({ maxEntries: SCRIPT_CACHE_MAX_ENTRIES })] }),
);
registerRoute(({ url }) => sameOrigin(url, '/brand/'), new StaleWhileRevalidate({ cacheName: 'brand' }));
