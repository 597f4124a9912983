/**
 * The server-HTML sanitiser (src/lib/sanitize-html.ts) in a real browser, with each of its engines:
 * the HTML Sanitizer API (Chromium has it) and DOMPurify (the fallback, forced here by removing the
 * API before the page starts). The help centre is the stage: the platform's answer is replaced by one
 * article of real formatting and one article per payload of the XSS corpus (tests/support/xss-corpus.ts).
 * Every payload is shown in turn; nothing may run (0 dialogs, 0 page errors), nothing may load from the
 * payload host, and what reaches the page holds only the allowed elements, attributes and addresses.
 */
import { expect, test, type Page } from '@playwright/test';
import { brandOf, brandUrl, pageUrl, resources, settled } from '../support/index.ts';
import { FORMATTING, PAYLOAD_HOST, XSS_CORPUS } from '../support/xss-corpus.ts';

const HELP_CALL = /\/content\/help\?/;
const brand = brandOf('harbor');
const texts = resources[brand.defaultLanguage];

/** What may be left in the page after the sanitiser: element names and attribute names. */
const ALLOWED_ELEMENTS =
  'p br hr b strong i em u s small sub sup mark del ins span div ul ol li dl dt dd blockquote pre code a img h3 h4 h5 h6 table caption thead tbody tfoot tr td th';
const ALLOWED_ATTRIBUTES = 'href title src alt width height colspan rowspan rel target loading decoding';

/** Everything wrong with what the sanitiser put in `.help-body`: empty when all is well. */
function problems(page: Page): Promise<string[]> {
  return page.locator('.help-body').evaluate(
    (body, [elements, attributes]) => {
      const found: string[] = [];
      const elementSet = new Set(elements!.split(' '));
      const attributeSet = new Set(attributes!.split(' '));
      for (const element of body.querySelectorAll('*')) {
        if (!elementSet.has(element.localName) || element.namespaceURI !== 'http://www.w3.org/1999/xhtml') found.push(`element ${element.localName}`);
        for (const { name, value } of element.attributes) {
          if (!attributeSet.has(name)) found.push(`attribute ${name} on ${element.localName}`);
          // eslint-disable-next-line no-control-regex -- what browsers ignore inside a scheme
          const compact = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
          if ((name === 'href' || name === 'src') && /^(?:javascript|vbscript|data):/.test(compact)) found.push(`${name}=${value}`);
        }
      }
      for (const link of body.querySelectorAll('a[target]')) if (!/noopener/.test(link.getAttribute('rel') ?? '')) found.push('new tab without noopener');
      return found;
    },
    [ALLOWED_ELEMENTS, ALLOWED_ATTRIBUTES],
  );
}

for (const engine of ['sanitizer-api', 'dompurify'] as const) {
  test(`${engine}: keeps the platform's formatting and lets none of ${XSS_CORPUS.length} XSS payloads run or load anything`, async ({ page }) => {
    test.setTimeout(90_000);
    const dialogs: string[] = [];
    const payloadRequests: string[] = [];
    const errors: string[] = [];
    const purifyRequests: string[] = [];
    page.on('dialog', (dialog) => void (dialogs.push(dialog.message()), dialog.dismiss()));
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.hostname === PAYLOAD_HOST) payloadRequests.push(request.url());
      if (/purify/i.test(url.pathname)) purifyRequests.push(url.pathname);
    });
    if (engine === 'dompurify')
      await page.addInitScript(() => {
        delete (Element.prototype as { setHTML?: unknown }).setHTML;
        delete (globalThis as { Sanitizer?: unknown }).Sanitizer;
      });
    const articles = [{ title: 'Formatting', content: FORMATTING }, ...XSS_CORPUS.map((content, index) => ({ title: `Payload ${index + 1}`, content }))];
    await page.route(HELP_CALL, (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify({ success: true, value: articles }) }));

    await page.goto(pageUrl(brandUrl(test.info(), 'harbor'), brand, '/m/help'));
    await settled(page);
    const panel = page.getByRole('tabpanel');
    const body = panel.locator('.help-body');

    // The platform's formatting survives: headings (h1 as h3), emphasis, lists, tables, pictures, links.
    await expect(body.getByRole('heading', { level: 3, name: 'Weekly bonus' })).toBeVisible();
    await expect(body.locator('strong')).toHaveText('10,000');
    await expect(body.locator('em')).toHaveText('20%');
    await expect(body.locator('li')).toHaveText(['One', 'Two']);
    await expect(body.locator('th')).toHaveText('Level');
    await expect(body.getByRole('img', { name: 'Promo' })).toHaveAttribute('src', 'https://cdn.example.com/promo.png');
    await expect(body.getByRole('img', { name: 'Promo' })).toHaveAttribute('loading', 'lazy');
    const away = body.getByRole('link', { name: 'Full rules' });
    await expect(away).toHaveAttribute('href', 'https://example.org/rules');
    await expect(away).toHaveAttribute('target', '_blank'); // another site of the brand's allow-list: a new tab …
    await expect(away).toHaveAttribute('rel', 'noopener noreferrer'); // … with no hold on this one
    await expect(body.getByRole('link', { name: 'Promotions' })).not.toHaveAttribute('target', /./); // this site: in place
    await expect(body.getByText('Unlisted rules')).not.toHaveAttribute('href', /./); // a site off the allow-list: the text only
    expect(await problems(page)).toEqual([]);

    // Each payload in turn, with the arrow key (the tabs pattern): what is shown holds nothing unsafe.
    await page.getByRole('tablist', { name: texts.help.topics }).getByRole('tab', { selected: true }).focus();
    for (let index = 1; index <= XSS_CORPUS.length; index++) {
      await page.keyboard.press('ArrowRight');
      await expect(panel.getByRole('heading', { level: 2 })).toHaveText(`Payload ${index}`);
      // Shown in the same task as the heading: both engines are loaded by now (the formatting article).
      expect(await problems(page), XSS_CORPUS[index - 1]).toEqual([]);
    }
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300); // a handler with a delay (ontoggle, onbegin, lazy image errors) would have fired
    expect(dialogs).toEqual([]);
    expect(payloadRequests).toEqual([]);
    expect(errors).toEqual([]);
    // The engine under test did the work: DOMPurify loads only where the browser lacks the API.
    if (engine === 'dompurify') expect(purifyRequests.length).toBeGreaterThan(0);
    else expect(purifyRequests).toEqual([]);
  });
}
