/**
 * The game lists' client-only island (GameList) starts once the first game picture of the first
 * row has been drawn. The row is painted before React arrives (src/features/games/games/first-row.inline.ts);
 * started at once, the island fetched React (67 KB gzip) beside the first picture, and on a weak line
 * they shared it: Lighthouse's largest paint (that picture) came 0.6-0.8 s later, 2.4-2.8 s on
 * harbor's lists. The bytes are the same either way, so React is ready about when it was, and the
 * painted tiles stay `inert` until the island replaces them. Home has no island to hold: its menu
 * is a plain script (src/features/home/README.md).
 *
 * Astro starts a `client:only` island through `self.Astro.only`, an inline script it writes before
 * the first such island; the build (scripts/island-hold.ts) swaps that script for heldOnlyDirective()
 * on the pages that ask (`data-island-hold`). The list's page script calls releaseHeldIslands() when
 * the picture has been drawn or failed, when there is no row to paint, or when the list call fails;
 * and ISLAND_HOLD_MAX_MS after the island's start it goes anyway, whatever happened to the page script.
 */
import { FIRST_ROW_HEAD_START_MS } from '../constants.ts';

/** The longest an island waits: the first row's head start (GameGrid), as a stuck picture holds no one longer. */
export const ISLAND_HOLD_MAX_MS = FIRST_ROW_HEAD_START_MS;
const RELEASED_FLAG = '__islandsReleased';
const RELEASE_EVENT = 'islands-released';
const STARTED_FLAG = '__islandsStarted';

/** Lets the held islands start (again: harmless). */
export function releaseHeldIslands(): void {
  (window as unknown as Record<string, boolean>)[RELEASED_FLAG] = true;
  window.dispatchEvent(new Event(RELEASE_EVENT));
}

/**
 * Whether the islands have started loading: released, or held for ISLAND_HOLD_MAX_MS before a page
 * script that arrived later still. Such a script must not ask for what an island may already have
 * asked itself (the list's first page: asked twice, drawn twice).
 */
export function heldIslandsStarted(): boolean {
  return (window as unknown as Record<string, boolean | undefined>)[STARTED_FLAG] === true;
}

/** The same directive, loading the island once released (or after ISLAND_HOLD_MAX_MS). */
export function heldOnlyDirective(): string {
  const flag = JSON.stringify(RELEASED_FLAG);
  const event = JSON.stringify(RELEASE_EVENT);
  const released = `new Promise(r=>{if(window[${flag}])r();else{addEventListener(${event},r,{once:true});setTimeout(r,${ISLAND_HOLD_MAX_MS})}})`;
  const started = `window[${JSON.stringify(STARTED_FLAG)}]=!0`;
  return `(()=>{var e=async t=>{await ${released};${started};await(await t())()};(self.Astro||(self.Astro={})).only=e;window.dispatchEvent(new Event("astro:only"));})();`;
}
