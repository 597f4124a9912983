/**
 * Registers the service worker (src/app/sw.ts) once the page has loaded, so that its precache
 * downloads never compete with the page, and shows "A new version is available — Reload"
 * (src/components/AppNotices.astro) when a new worker waits. Production builds only: the dev
 * server has no worker.
 */
import { SERVICE_WORKER_URL } from '../contract/worker-protocol.ts';
import { acceptUpdate, throttledUpdate, watchForWaitingWorker } from './worker-updates.ts';

async function start(container: ServiceWorkerContainer): Promise<void> {
  // Refused (some private modes) or stubbed out (test browsers that block workers resolve with
  // nothing): the site works without it, online.
  const registration = await container.register(SERVICE_WORKER_URL).catch(() => undefined);
  if (!registration) return;
  const prompt = document.querySelector<HTMLElement>('[data-update-prompt]');
  const button = prompt?.querySelector('button');
  let waiting: ServiceWorker | null = null;
  button?.addEventListener('click', () => {
    if (!waiting) return;
    button.disabled = true;
    acceptUpdate(waiting, container, () => location.reload());
  });
  watchForWaitingWorker(
    registration,
    () => container.controller !== null,
    (worker) => {
      waiting = worker;
      if (prompt) prompt.hidden = false;
    },
  );
  const update = throttledUpdate(registration);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') update();
  });
  addEventListener('online', update);
}

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const container = navigator.serviceWorker;
  if (document.readyState === 'complete') void start(container);
  else addEventListener('load', () => void start(container), { once: true });
}
