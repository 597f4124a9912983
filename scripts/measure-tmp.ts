import { chromium } from '@playwright/test';
import { startServer } from './start.ts';
import { HOOK_HEADERS } from './sandbox/handlers/types.ts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const dir = mkdtempSync(join(tmpdir(), 'shot-'));
const server = await startServer({ brand: 'lotus', port: Number(process.env.TEST_PORT_BASE) + 42, dbFile: join(dir, 'db.sqlite'), distDir: 'dist/lotus', fresh: true, emulatorHost: `127.0.0.1:${Number(process.env.TEST_PORT_BASE) + 30}`, hooks: true });
const session = (await (await fetch(`${server.url}/__sandbox/session`, { method: 'POST', headers: HOOK_HEADERS, body: JSON.stringify({ username: 'demo_agent' }) })).json()).value;
for (const [lang, width] of [['EN', 320], ['MY', 320], ['EN', 360], ['MY', 360]] as const) {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(([s, l]) => { localStorage.setItem('MC_SESSION_INFO', s); localStorage.setItem('ageConfirmed', '99'); localStorage.setItem('language', l); }, [JSON.stringify(session), lang]);
  for (const path of ['/m/agent/team/pnl', '/m/teamBetting']) {
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto(`${server.url}${lang === 'MY' ? '' : ''}${path}`);
    const ph = await page.evaluate(() => [...document.querySelectorAll('.placeholder-card')].map((e) => (e as HTMLElement).offsetHeight)[0]);
    await page.unroute(/\.js$/);
    await page.goto(`${server.url}${path}`);
    await page.waitForTimeout(1500);
    await page.locator('input[value="thisMonth"]').check();
    await page.waitForTimeout(1500);
    const rows = await page.evaluate(() => [...document.querySelectorAll('.report-row:not(.placeholder-card)')].map((e) => (e as HTMLElement).offsetHeight));
    console.log(lang, width, path, 'placeholder', ph, 'rows', [...new Set(rows)].join(','));
  }
  await context.close();
}
await browser.close(); await server.close();
