/**
 * The offline page (src/pages/[...prefix]/offline.astro) loads its address again on Try again and
 * when the network returns: the worker goes to the network first, so the real page comes then.
 */
import { ONLINE_RECHECK_MS } from '../contract/worker-protocol.ts';

const retry = () => location.reload();
document.querySelector('[data-offline-retry]')?.addEventListener('click', retry);

// Once the player has asked for another page, this one must not reload: a reload started while
// their navigation is on its way cancels it and keeps them here. Chromium can report `online` to
// the page being left while the next one loads (seen in CI: from one offline page to the next, the
// browser stayed on the first). beforeunload runs when any navigation away starts. (Try again still
// reloads, should that navigation come to nothing.)
let leaving = false;
addEventListener('beforeunload', () => (leaving = true));
addEventListener('online', () => navigator.onLine && !leaving && retry());

// Chromium 150 no longer sends `online` to a page that was opened while offline (seen with the
// network emulation: navigator.onLine turns true, no event). So the page also asks, while the
// browser says it is online, whether its address answers again (a HEAD the worker leaves to the
// network), and reloads only then: a network that is up but cannot reach the site never makes it
// reload over and over.
setInterval(() => {
  if (leaving || !navigator.onLine || document.hidden) return;
  fetch(location.href, { method: 'HEAD', cache: 'no-store' }).then(
    (answer) => answer.ok && !leaving && retry(),
    () => undefined,
  );
}, ONLINE_RECHECK_MS);
