import { chromium } from '@playwright/test';
import { startServer } from './start.ts';
import { HOOK_HEADERS } from './sandbox/handlers/types.ts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
const [brand = 'lotus', user = 'demo_member', theme = 'dark', lang = 'EN', ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const dir = mkdtempSync(join(tmpdir(), 'shot-'));
const server = await startServer({ brand, port: 4660, dbFile: join(dir, 'db.sqlite'), distDir: `dist/${brand}`, fresh: true, emulatorHost: '127.0.0.1:4440', hooks: true });
const session = user === 'guest' ? null : (await (await fetch(`${server.url}/__sandbox/session`, { method: 'POST', headers: HOOK_HEADERS, body: JSON.stringify({ username: user }) })).json()).value;
const context = await browser.newContext({ viewport: { width: 360, height: 800 }, deviceScaleFactor: 1 });
const page = await context.newPage();
page.on('pageerror', (e) => console.log('pageerror', e.message));
await page.addInitScript(([s, t, l]) => { if (s) localStorage.setItem('MC_SESSION_INFO', s); localStorage.setItem('ageConfirmed', '99'); localStorage.setItem('theme', t); localStorage.setItem('language', l); }, [session ? JSON.stringify(session) : '', theme, lang]);
for (const [i, p] of paths.entries()) {
  const [path, action] = p.split('#');
  await page.goto(`${server.url}${path}`);
  await page.waitForTimeout(2500);
  if (action) { await page.locator(action).first().click(); await page.waitForTimeout(800); }
  await page.screenshot({ path: `/tmp/shot-${i}.png`, fullPage: true });
  console.log('shot', i, path, await page.evaluate(() => document.documentElement.scrollWidth));
}
await browser.close(); await server.close();
