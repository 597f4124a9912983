/**
 * The client-only islands (the list screens' GameList, home's HomeTabs) start once the first game
 * picture of the page's first row has loaded. Their page scripts paint that row before React
 * arrives (src/widgets/games/paint-tiles.ts); started at once, the islands fetched React (67 KB
 * gzip) beside the first picture, and on a weak line they shared it: Lighthouse's largest paint
 * (that picture) came 0.6-0.8 s later, 2.4-2.8 s on harbor's lists against 1.8 s held. The bytes
 * are the same either way, so React is ready about when it was, and the painted tiles stay `inert`
 * until the island replaces them.
 *
 * Astro starts a `client:only` island through `self.Astro.only`, an inline script it writes before
 * the first such island; the build (scripts/island-hold.ts) swaps that script for heldOnlyDirective().
 * The page scripts call releaseHeldIslands() when the picture has loaded or failed, when there is no
 * row to paint, or when the list call fails; and ISLAND_HOLD_MAX_MS after the island's start it goes
 * anyway, whatever happened to the page script.
 */
import { FIRST_ROW_HEAD_START_MS } from '../constants.ts';

/** The longest an island waits: the first row's head start (GameGrid), as a stuck picture holds no one longer. */
export const ISLAND_HOLD_MAX_MS = FIRST_ROW_HEAD_START_MS;
const RELEASED_FLAG = '__islandsReleased';
const RELEASE_EVENT = 'islands-released';

/** Lets the held islands start (again: harmless). */
export function releaseHeldIslands(): void {
  (window as unknown as Record<string, boolean>)[RELEASED_FLAG] = true;
  window.dispatchEvent(new Event(RELEASE_EVENT));
}

/** The same directive, loading the island once released (or after ISLAND_HOLD_MAX_MS). */
export function heldOnlyDirective(): string {
  const flag = JSON.stringify(RELEASED_FLAG);
  const event = JSON.stringify(RELEASE_EVENT);
  const released = `new Promise(r=>{if(window[${flag}])r();else{addEventListener(${event},r,{once:true});setTimeout(r,${ISLAND_HOLD_MAX_MS})}})`;
  return `(()=>{var e=async t=>{await ${released};await(await t())()};(self.Astro||(self.Astro={})).only=e;window.dispatchEvent(new Event("astro:only"));})();`;
}
