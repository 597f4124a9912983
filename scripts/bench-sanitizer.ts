// The server-HTML sanitiser's two engines (src/lib/sanitize-html.ts), for npm run bench: the help
// centre of the built bundle on the real sandbox, Chromium at 4× CPU slowdown, its answer replaced by
// ARTICLES articles of a promotion's typical HTML. Each engine (the HTML Sanitizer API, then DOMPurify,
// forced by removing the API before the page starts) shows every article in turn; reported per engine:
// the JavaScript it downloads (gzip) and the time to sanitise and show one article.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { paths } from '../src/shell/routes.ts';
import { gzipBytes } from './bench-lib.ts';
import { CPU_SLOWDOWN } from './bench-games.ts';
import { startServer } from './start.ts';

const ARTICLES = 30;
/** About 3 KB: a promotion with a heading, rules, a table, a picture and links. */
const TYPICAL_HTML = `<h1>Weekly bonus</h1>${'<p>Deposit <strong>10,000</strong> and get <em>20%</em> more, <a href="https://example.com/rules">rules</a>.</p>'.repeat(8)}<ul><li>One</li><li>Two</li><li>Three</li></ul><table><tr><th>Level</th><td>Bonus</td></tr><tr><th>VIP</th><td>30%</td></tr></table><p><img src="/favicon.svg" alt="Promo" width="300" height="150"></p>${'<p><font color="red">Terms</font> apply <span onclick="x()">here</span>.</p>'.repeat(10)}`;

export interface EngineBench {
  engine: 'sanitizer-api' | 'dompurify';
  /** JavaScript the engine itself downloaded, gzip. */
  downloadBytes: number;
  /** Sanitise and show one article, mean over ARTICLES. */
  msPerArticle: number;
}

export async function benchSanitizer(browser: Browser, brand: string, distDir: string): Promise<EngineBench[]> {
  const data = mkdtempSync(join(tmpdir(), 'bench-sanitizer-'));
  const server = await startServer({ brand, port: 0, dbFile: join(data, 'sandbox.db'), distDir, fresh: true, hooks: true });
  const results: EngineBench[] = [];
  try {
    for (const engine of ['sanitizer-api', 'dompurify'] as const) {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });
      if (engine === 'dompurify')
        await context.addInitScript(() => {
          delete (Element.prototype as { setHTML?: unknown }).setHTML;
          delete (globalThis as { Sanitizer?: unknown }).Sanitizer;
        });
      const articles = Array.from({ length: ARTICLES }, (_, index) => ({ title: `Article ${index + 1}`, content: TYPICAL_HTML }));
      await context.route(/\/content\/help\?/, (route) =>
        route.fulfill({ contentType: 'application/json', body: JSON.stringify({ success: true, value: articles }) }),
      );
      let downloadBytes = 0;
      const page = await context.newPage();
      page.on('response', (response) => {
        if (/purify/i.test(new URL(response.url()).pathname)) void response.body().then((body) => (downloadBytes += gzipBytes(body)));
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.goto(`${server.url}${paths.help}`);
      await page.locator('.help-body h3').waitFor(); // the first article, with the engine loaded
      // Every other article in turn, as the arrow key would: sanitised and shown, then the next.
      const ms = await page.evaluate(async (count) => {
        const tabs = document.querySelector('[data-help-tabs]')!;
        const start = performance.now();
        for (let index = 1; index < count; index++) {
          tabs.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
          await new Promise<void>((shown) => {
            if (document.querySelector('.help-body h3')) return shown();
            const watch = new MutationObserver(() => document.querySelector('.help-body h3') && (watch.disconnect(), shown()));
            watch.observe(document.body, { childList: true, subtree: true });
          });
        }
        return (performance.now() - start) / (count - 1);
      }, ARTICLES);
      await page.waitForLoadState('networkidle');
      results.push({ engine, downloadBytes, msPerArticle: ms });
      await context.close();
    }
  } finally {
    await server.close();
    rmSync(data, { recursive: true, force: true });
  }
  return results;
}

export function formatSanitizerBench(results: readonly EngineBench[]): string[] {
  return [
    `server HTML sanitiser (help centre, ${ARTICLES} articles of ${(TYPICAL_HTML.length / 1024).toFixed(1)} KB, ${CPU_SLOWDOWN}× CPU):`,
    ...results.map(
      (result) =>
        `  ${result.engine.padEnd(14)} downloads ${(result.downloadBytes / 1024).toFixed(1).padStart(5)} KB gzip, ${result.msPerArticle.toFixed(1).padStart(5)} ms per article`,
    ),
  ];
}
