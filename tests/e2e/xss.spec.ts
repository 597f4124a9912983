/**
 * A hostile platform: the sandbox's test hook writes the whole XSS corpus (tests/support/xss-corpus.ts)
 * over every piece of platform HTML (promotions, announcements, inbox messages, help), and a member
 * opens every content page that shows server HTML, opening every card and message. Nothing may run
 * (0 dialogs, 0 page errors) and nothing may load from the payload host, while the payload's own
 * text markers show that the page did render what the platform sent. (Home's pop-ups show the same
 * HTML through the same function: tests/e2e/home-extras.spec.ts.)
 *
 * It rewrites the brands' shared sandbox data, so it runs in its own project after every other
 * journey (playwright.config.ts `e2e-hostile`), and puts the seed back at the end.
 */
import { expect, test, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/lib/storage-keys.ts';
import { createApiClient } from '../../src/lib/node-api-client.ts';
import { brandOf, brandUrl, pageUrl, sandbox, seedStorage, settled, watchCsp } from '../support/index.ts';
import { PAYLOAD_HOST, XSS_CORPUS } from '../support/xss-corpus.ts';

const START = 'payload-start';
const END = 'payload-end';
/**
 * Payloads (by number in the corpus) that keep everything after them inside their own MathML tree,
 * which the sanitiser drops whole: they come last, after the end marker, so the others are seen.
 */
const SWALLOWING = new Set([10, 28]);
const block = (payload: string) => `<div>${payload}</div>`;
const HOSTILE_HTML = [
  `<p>${START}</p>`,
  ...XSS_CORPUS.filter((_, index) => !SWALLOWING.has(index + 1)).map(block),
  `<p>${END}</p>`,
  ...XSS_CORPUS.filter((_, index) => SWALLOWING.has(index + 1)).map(block),
].join('');

test.describe.configure({ mode: 'serial' });

for (const id of ['lotus', 'harbor']) {
  const brand = brandOf(id);

  test(`${id}: the XSS corpus as the platform's HTML runs nothing and loads nothing on any content page`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const base = brandUrl(test.info(), id);
    const hooks = sandbox(request, base);
    await hooks.serverHtml(HOSTILE_HTML);
    try {
      const api = createApiClient({ baseUrl: base, prefixes: brand.api.prefixes, merchantCode: brand.merchantCode });
      const [promotion] = (await api('announcements', { types: 'Promotion', platform: 'M', merchantCode: brand.merchantCode })).list;
      const [notice] = (await api('announcements', { types: 'B,PL,PU', platform: 'M', merchantCode: brand.merchantCode })).list;
      expect(promotion?.content).toBe(HOSTILE_HTML);
      expect(notice?.content).toBe(HOSTILE_HTML);

      const dialogs: string[] = [];
      const loads: string[] = [];
      const errors: string[] = [];
      page.on('dialog', (dialog) => void (dialogs.push(dialog.message()), dialog.dismiss()));
      page.on('request', (asked) => void (new URL(asked.url()).hostname === PAYLOAD_HOST && loads.push(asked.url())));
      page.on('pageerror', (error) => errors.push(error.message));
      // Issue 34 item 17: sanitising happens in an inert document, so no handler ever meets the page's CSP.
      const violations = await watchCsp(page);
      await seedStorage(page, { [STORAGE_KEYS.session]: JSON.stringify(await hooks.session('demo_member')) });

      /** Opens a page, taps every closed card or message open, and waits until the payload's end marker shows. */
      const visit = async (path: string, open?: (page: Page) => Promise<void>) => {
        await page.goto(pageUrl(base, brand, path));
        await settled(page);
        await open?.(page);
        await expect(page.locator('.server-html:visible').filter({ hasText: END }).first(), path).toBeVisible();
        await expect(page.locator('.server-html:visible').filter({ hasText: START }).first(), path).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect({ path, dialogs, loads, errors, violations }).toEqual({ path, dialogs: [], loads: [], errors: [], violations: [] });
      };
      /** Taps every closed header of `list` open, in order (promotions keep one open: the last stays). */
      const openAll = (list: string) => async (page: Page) => {
        const headers = page.locator(`${list} [aria-expanded]`);
        await expect(headers.first()).toBeVisible();
        for (let index = 0, count = await headers.count(); index < count; index++)
          if ((await headers.nth(index).getAttribute('aria-expanded')) === 'false') await headers.nth(index).click();
      };

      await visit('/m/activity', openAll('.promo-list'));
      await visit(`/m/activityDetail?id=${promotion!.id}`);
      await visit('/m/notice', openAll('.notice-list'));
      await visit('/m/notice?index=1'); // the home ticker's link: the card opens with the page
      await visit(`/m/noticeDetail?id=${notice!.id}`);
      await visit('/m/webEmail', openAll('.inbox-list'));
      await visit('/m/help');
    } finally {
      await hooks.reset();
    }
  });
}

/**
 * Issue 21 item 20: sanitising platform HTML with event handlers and a `<base>` makes the page report
 * no CSP violation, with either engine (an operator collecting CSP reports would get one per view).
 * DOMPurify, given a string, parsed it with DOMParser, whose document inherits the page's policy.
 */
const HANDLERS_HTML =
  '<p>handlers-marker</p><img src="sandbox-missing-picture.png" alt="picture" onerror="alert(1)">' +
  '<a href="/m/help" onclick="alert(2)">help</a><base href="https://xss.invalid/base/"><div onmouseover="alert(3)">over</div>' +
  '<svg><image href="x" onerror="alert(4)"></image></svg>';

for (const engine of ['sanitizer-api', 'dompurify'] as const) {
  test(`harbor, ${engine}: a notice and a promotion whose HTML has onerror, onclick and a <base> raise no CSP violation`, async ({ page, request }) => {
    const id = 'harbor';
    const brand = brandOf(id);
    const base = brandUrl(test.info(), id);
    const hooks = sandbox(request, base);
    await hooks.serverHtml(HANDLERS_HTML);
    try {
      if (engine === 'dompurify')
        await page.addInitScript(() => {
          delete (Element.prototype as { setHTML?: unknown }).setHTML;
          delete (globalThis as { Sanitizer?: unknown }).Sanitizer;
        });
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => void (dialogs.push(dialog.message()), dialog.dismiss()));
      const violations = await watchCsp(page);
      await seedStorage(page, { [STORAGE_KEYS.session]: JSON.stringify(await hooks.session('demo_member')) });
      const api = createApiClient({ baseUrl: base, prefixes: brand.api.prefixes, merchantCode: brand.merchantCode });
      const [promotion] = (await api('announcements', { types: 'Promotion', platform: 'M', merchantCode: brand.merchantCode })).list;
      const [notice] = (await api('announcements', { types: 'B,PL,PU', platform: 'M', merchantCode: brand.merchantCode })).list;
      for (const path of [`/m/noticeDetail?id=${notice!.id}`, `/m/activityDetail?id=${promotion!.id}`]) {
        const [route, query] = path.split('?');
        await page.goto(`${pageUrl(base, brand, route!)}?${query}`);
        await settled(page);
        await expect(page.locator('.server-html:visible').filter({ hasText: 'handlers-marker' }).first(), path).toBeVisible();
        await expect(page.locator('.server-html [onerror], .server-html [onclick], .server-html base')).toHaveCount(0);
        await page.waitForLoadState('networkidle');
        expect({ path, violations, dialogs }).toEqual({ path, violations: [], dialogs: [] });
      }
    } finally {
      await hooks.reset();
    }
  });
}
