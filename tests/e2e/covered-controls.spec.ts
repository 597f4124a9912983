/**
 * Nothing floating covers a control (issue 34 item 8): on every route, signed in as the demo member
 * and the demo agent, at 320 and 360 px, the page scrolled to its end (where its last controls come
 * to rest), every button, link, field and QR code in the lower half of the screen is what the
 * browser hits at its centre and along its edges: not the bottom bar, its deposit coin or bonus
 * bubble, nor a floating button. The brands share that chrome: lotus in Burmese is walked, the
 * brand with every feature flag on and the longest words. The bottom bar's labels are read in both.
 */
import { expect, test, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/lib/storage-keys.ts';
import { PAGE_PATHS, paths } from '../../src/shell/routes.ts';
import { brandOf, brandUrl, pageUrl, sandbox, seedStorage, settled } from '../support/index.ts';

const WIDTHS = [320, 360] as const;
const PAGES_PER_TEST = 12;
/** Routes that are the home page itself, or that send a signed-in account elsewhere before painting. */
const SKIPPED = new Set(['/', '/m', '/m/index', paths.login, paths.register]);
const CONTROLS = 'button, a[href], input:not([type="hidden"]), select, textarea, canvas, [role="button"], [role="tab"]';

/** Controls in the lower half of the screen that something else covers, scrolled to the page's end. */
function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(async (selector) => {
    // To the end, and again while the page grows (lists that load more, a QR code drawn when in view).
    const atEnd = () => scrollY + innerHeight >= document.documentElement.scrollHeight - 1;
    for (let round = 0; round < 10; round++) {
      window.scrollTo(0, document.documentElement.scrollHeight);
      await new Promise((resolve) => setTimeout(resolve, 250));
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      if (atEnd()) break;
    }
    // A list that still grows can always lift its last row further: nothing to judge there.
    if (!atEnd()) return [];
    const found: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>(selector)) {
      if (control.closest('dialog, .bottom-bar, .floating-menu, header, [hidden], [inert]')) continue;
      const box = control.getBoundingClientRect();
      if (box.width < 1 || box.height < 1 || box.top < innerHeight / 2 || box.bottom > innerHeight + 1) continue;
      if (getComputedStyle(control).visibility === 'hidden') continue;
      const inset = Math.min(4, box.width / 4, box.height / 4);
      // The centre, and rows along its top and bottom edges every 8 px: the bubble is narrower than a button.
      const points = [[box.left + box.width / 2, box.top + box.height / 2]];
      for (let x = box.left + inset; x <= box.right - inset; x += 8) points.push([x, box.top + inset], [x, box.bottom - inset]);
      for (const [x, y] of points) {
        // What floats over the page: the bottom bar (its coin and bubble) and the floating buttons.
        const by = document.elementFromPoint(x!, y!)?.closest('.bottom-bar, .floating-menu');
        if (by) {
          const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 30);
          found.push(`${control.tagName.toLowerCase()} "${name}" under ${by.tagName.toLowerCase()}.${[...by.classList].join('.')}`);
          break;
        }
      }
    }
    return found;
  }, CONTROLS);
}

const pages = PAGE_PATHS.filter((path) => !SKIPPED.has(path));
for (const [id, language, username] of [
  ['lotus', 'MY', 'demo_member'],
  ['lotus', 'MY', 'demo_agent'],
] as const) {
  for (let first = 0; first < pages.length; first += PAGES_PER_TEST) {
    const chunk = pages.slice(first, first + PAGES_PER_TEST);
    test(`${id} ${language}, ${username}: pages ${first + 1}-${first + chunk.length} of ${pages.length}: nothing floating covers a control at 320 or 360 px`, async ({
      page,
    }) => {
      test.setTimeout(30_000 + chunk.length * 10_000);
      const brand = brandOf(id);
      const base = brandUrl(test.info(), id);
      const session = await sandbox(page.request, base).session(username);
      await seedStorage(page, { language, [STORAGE_KEYS.session]: JSON.stringify(session) });
      const covered: string[] = [];
      for (const path of chunk) {
        await page.setViewportSize({ width: WIDTHS[0], height: 740 });
        await page.goto(pageUrl(base, brand, path, language));
        await settled(page);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 740 });
          covered.push(...(await coveredControls(page)).map((entry) => `${path} at ${width} px: ${entry}`));
        }
      }
      expect(covered).toEqual([]);
    });
  }
}

for (const [id, language] of [
  ['lotus', 'MY'],
  ['harbor', 'EN'],
] as const) {
  test(`${id} ${language}: the bottom bar's labels fit whole at 320 px, apart and on the screen`, async ({ page }) => {
    const brand = brandOf(id);
    const base = brandUrl(test.info(), id);
    const session = await sandbox(page.request, base).session('demo_member');
    await seedStorage(page, { language, [STORAGE_KEYS.session]: JSON.stringify(session) });
    await page.setViewportSize({ width: 320, height: 740 });
    await page.goto(pageUrl(base, brand, paths.home, language));
    await settled(page);
    const labels = await page.locator('.bottom-bar .bottom-item > span:not(.bonus-bubble, .bonus-coin, .unread-badge)').evaluateAll((spans) =>
      spans
        .filter((span) => span.getClientRects().length > 0)
        .map((span) => {
          const box = span.getBoundingClientRect();
          return {
            text: span.textContent,
            cut: span.scrollWidth > span.clientWidth + 1 || span.scrollHeight > span.clientHeight + 1,
            left: box.left,
            right: box.right,
          };
        }),
    );
    expect(labels).toHaveLength(5);
    expect(labels.filter((label) => label.cut).map((label) => label.text)).toEqual([]);
    for (const [index, label] of labels.entries()) {
      expect(label.left, `${label.text} on the screen`).toBeGreaterThanOrEqual(0);
      expect(label.right, `${label.text} on the screen`).toBeLessThanOrEqual(320);
      if (index > 0) expect(label.left, `${label.text} apart from the one before`).toBeGreaterThanOrEqual(labels[index - 1]!.right);
    }
  });
}
