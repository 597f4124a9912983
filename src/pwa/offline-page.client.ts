/**
 * The offline page (src/pages/[...prefix]/offline.astro) loads its address again on Try again and
 * when the network returns: the worker goes to the network first, so the real page comes then.
 */
const retry = () => location.reload();
document.querySelector('[data-offline-retry]')?.addEventListener('click', retry);
// Only when the browser really is online again: an `online` event can arrive while a later
// navigation is on its way, and reloading then would take the player back here.
addEventListener('online', () => navigator.onLine && retry());
