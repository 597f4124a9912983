/**
 * What the pages and the service worker (./sw.ts) agree on. No imports: every page's script
 * carries these few bytes.
 */

/** The worker's script, at the site's root so that it controls every page. */
export const SERVICE_WORKER_URL = '/sw.js';
/** The web app manifest (scripts/service-worker.ts writes it with the worker). */
export const WEB_MANIFEST_URL = '/manifest.webmanifest';
/** The worker answers this message by taking over (the de facto SKIP_WAITING of workbox-window). */
export const SKIP_WAITING = 'SKIP_WAITING';
/** Server-Timing entry of a page the worker answered with its saved copy instead of the network's. */
export const SAVED_COPY_TIMING = 'saved-copy';

/** How often a page opened offline checks whether the network is back (Chromium 150 sends it no `online` event). */
export const ONLINE_RECHECK_MS = 3000;
