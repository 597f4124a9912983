/** A page's state before and after it loads: storage an earlier visit left, the settled status gate. */
import { expect, type BrowserContext, type Page, type Request } from '@playwright/test';

/** Puts values into localStorage before any page script runs (as an earlier visit would have). */
export async function seedStorage(page: Page, values: Record<string, string>): Promise<void> {
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem('__seeded')) return; // only before the first page of the test
    sessionStorage.setItem('__seeded', '1');
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, values);
}

/**
 * Waits until the status gate has settled (no splash), fonts are in and the client-only islands (a
 * list screen's grid) have started; home's menu is a plain script, run before the page's load event.
 * The splash drops with the status answer, before the page's scripts, and a script may then send
 * the player on (a guest on a member screen): the
 * fonts are asked of whichever page stays, not of one being left. The islands wait for the first
 * game picture (src/shell/island-hold.ts): until then a tap meets their prerendered copy.
 */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('html')).not.toHaveClass(/awaiting-status/);
  await expect.poll(() => page.evaluate(() => document.fonts.ready.then(() => true)).catch(() => false)).toBe(true);
  await expect(page.locator('astro-island[client="only"][ssr]')).toHaveCount(0);
}

/** How long the network must stay silent to count as quiet (Playwright's 'networkidle' waits 500 ms). */
const QUIET_MS = 150;

/**
 * Watches the page's requests from now on (or every tab's, given the context); the function it
 * returns waits until none is open and none has started or ended for QUIET_MS: the lists a page
 * fills from the platform after it loads have arrived. A page's reads follow each other within a
 * task or two, well inside that window; 'networkidle' waits 500 ms after the last one, a third of a
 * second more on every page read. It is also the wait of a "nothing happens" check on a tap: a
 * navigation or a new tab starts with a request, within a task of the tap.
 */
export function watchNetwork(source: Page | BrowserContext): () => Promise<void> {
  const open = new Set<Request>();
  let lastChange = Date.now();
  const start = (request: Request) => {
    open.add(request);
    lastChange = Date.now();
  };
  const end = (request: Request) => {
    open.delete(request);
    lastChange = Date.now();
  };
  // The same three events on both (their overloads keep the two calls apart).
  if ('goto' in source) {
    source.on('request', start).on('requestfinished', end).on('requestfailed', end);
  } else {
    source.on('request', start).on('requestfinished', end).on('requestfailed', end);
  }
  return () => expect.poll(() => open.size === 0 && Date.now() - lastChange >= QUIET_MS, { intervals: [QUIET_MS / 3] }).toBe(true);
}

/**
 * The page's idle-time work has run and what it asked of the network has arrived: the wait of a
 * "nothing opens" check on work a page starts when idle (home's pop-ups and app offer). The browser
 * runs idle callbacks in the order they were asked, so one asked now runs after the page's own.
 */
export async function idleDone(page: Page, networkQuiet: () => Promise<void>): Promise<void> {
  await networkQuiet();
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
  await networkQuiet();
}
