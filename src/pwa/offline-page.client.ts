/**
 * The offline page (src/pages/[...prefix]/offline.astro) loads its address again on Try again and
 * when the network returns: the worker goes to the network first, so the real page comes then.
 */
const retry = () => location.reload();
document.querySelector('[data-offline-retry]')?.addEventListener('click', retry);
addEventListener('online', retry);
