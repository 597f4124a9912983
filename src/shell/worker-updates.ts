/**
 * The page's side of service-worker updates, with the spec's two numbers (game §9, src/constants.ts):
 * - a new worker still waiting SW_WAITING_TIMEOUT_MS after it installed has not taken over by
 *   itself (skipWaiting), so the player is offered the reload; one that takes over at once never asks;
 * - the page asks the host for a newer worker at most once per SW_UPDATE_WINDOW_MS. Browsers check
 *   on every navigation; this covers a page left open, e.g. the installed app brought back to the front.
 * Our worker (src/app/sw.ts) never takes over by itself: the player decides when to reload.
 */
import { SKIP_WAITING } from '../contract/worker-protocol.ts';

/**
 * Service worker helper (game §9): "waiting timeout 200 ms, update window 60000 ms". They are the
 * two constants of workbox-window, the helper the original site used (WAITING_TIMEOUT_DURATION,
 * REGISTRATION_TIMEOUT_DURATION). Our reading, in src/shell/worker-updates.ts: a new worker still
 * waiting 200 ms after it installed has not taken over by itself (skipWaiting), so the player is
 * offered the reload; and the page asks for an update at most once per 60 s window.
 */
export const SW_WAITING_TIMEOUT_MS = 200;
export const SW_UPDATE_WINDOW_MS = 60_000;

type Registration = Pick<ServiceWorkerRegistration, 'waiting' | 'installing' | 'addEventListener' | 'update'>;

/** Calls `offer` with each new worker that waits to replace the one controlling this page. */
export function watchForWaitingWorker(registration: Registration, controlled: () => boolean, offer: (worker: ServiceWorker) => void): void {
  const follow = (worker: ServiceWorker | null) =>
    worker?.addEventListener('statechange', () => {
      if (worker.state !== 'installed' || !controlled()) return; // a first worker replaces nothing
      setTimeout(() => {
        if (registration.waiting === worker) offer(worker);
      }, SW_WAITING_TIMEOUT_MS);
    });
  if (registration.waiting && controlled()) offer(registration.waiting); // found waiting by an earlier page
  follow(registration.installing);
  registration.addEventListener('updatefound', () => follow(registration.installing));
}

/** Asks for an update unless one was asked within the window; registering counts as the first. */
export function throttledUpdate(registration: Registration, now: () => number = () => performance.now()): () => void {
  let last = now();
  return () => {
    if (now() - last < SW_UPDATE_WINDOW_MS) return;
    last = now();
    registration.update().catch(() => undefined); // offline or host down: the next window tries again
  };
}

/** The player accepted: the waiting worker takes over, then the page reloads under it. */
export function acceptUpdate(worker: ServiceWorker, container: Pick<ServiceWorkerContainer, 'addEventListener'>, reload: () => void): void {
  container.addEventListener('controllerchange', reload, { once: true });
  worker.postMessage({ type: SKIP_WAITING });
}
