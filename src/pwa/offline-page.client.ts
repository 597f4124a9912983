/**
 * The offline page (src/pages/[...prefix]/offline.astro) loads its address again on Try again and
 * when the network returns: the worker goes to the network first, so the real page comes then.
 */
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
