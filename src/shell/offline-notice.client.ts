/**
 * "You are offline — showing a saved copy" (src/components/AppNotices.astro): shown while the
 * browser is offline, or when the service worker answered this page with its saved copy (it marks
 * those with a Server-Timing entry, src/app/sw.ts); it goes away by itself when the network returns.
 */
import { ONLINE_RECHECK_MS, SAVED_COPY_TIMING } from '../contract/worker-protocol.ts';

const notice = document.querySelector<HTMLElement>('[data-offline-notice]');
const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
const savedCopy = navigation?.serverTiming?.some((entry) => entry.name === SAVED_COPY_TIMING) ?? false;

if (notice) {
  notice.hidden = navigator.onLine && !savedCopy;
  addEventListener('offline', () => (notice.hidden = false));
  addEventListener('online', () => (notice.hidden = true));
  // Chromium 150 does not send `online` to a page opened while offline (its navigator.onLine does
  // turn true): a saved copy's notice checks now and then, until it is gone.
  if (!notice.hidden) {
    const check = setInterval(() => {
      if (navigator.onLine) notice.hidden = true;
      if (notice.hidden) clearInterval(check);
    }, ONLINE_RECHECK_MS);
  }
}
