// The first visit on a weak network, for npm run bench (and on its own:
// `node scripts/bench-weak-network.ts [--brand lotus,harbor] [--runs 3]`, on the built dist/<brand>/):
// a first-time guest (empty cache and storage, the age question not answered) opens home and a game
// list at 400 kbps down and up with 400 ms of latency (CDP Network.emulateNetworkConditions) and 4×
// CPU slowdown, on a 360 px phone at 2x. It reports, from navigation start:
// - first paint (Paint Timing);
// - game names shown: the first game tile's name drawn on screen;
// - first game picture: the first game tile's icon loaded and painted (the frame after it completed).
// Goals of issue 21: home names ≤ 4 s and first picture ≤ 6 s; a game list ≤ 3 s and ≤ 4 s.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import { paths } from '../src/shell/routes.ts';
import { selectBrands } from './build-brands.ts';
import { CHROMIUM_ARGS } from './bench-games.ts';
import { startServer } from './start.ts';

export const WEAK_NETWORK = { downloadKbps: 400, uploadKbps: 400, latencyMs: 400, cpuSlowdown: 4 } as const;
export const WEAK_NETWORK_PAGES = [paths.home, paths.slotGames] as const;
/** Goals per page (ms from navigation start). */
export const WEAK_NETWORK_GOALS: Record<string, { namesMs: number; pictureMs: number }> = {
  [paths.home]: { namesMs: 4000, pictureMs: 6000 },
  [paths.slotGames]: { namesMs: 3000, pictureMs: 4000 },
};
/** Ours: a page that shows no game picture by then is reported as not showing one. */
const GIVE_UP_MS = 40_000;

export interface WeakNetworkRun {
  brand: string;
  page: string;
  firstPaintMs?: number;
  namesMs?: number;
  pictureMs?: number;
  error?: string;
}

interface Marks {
  names?: number;
  picture?: number;
}

/** One first visit. */
export async function weakNetworkVisit(browser: Browser, origin: string, brand: string, page: string): Promise<WeakNetworkRun> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  try {
    await context.addInitScript(() => {
      // Checked every frame: the first tile with a game (not a placeholder) whose name is drawn, and
      // the first whose icon has loaded; a picture counts as painted in the frame after it completed.
      const marks: Marks = {};
      (window as unknown as { weakMarks: Marks }).weakMarks = marks;
      let pictureDone: number | undefined;
      const check = () => {
        const tile = document.querySelector('.game-tile:not(.placeholder-tile)');
        const name = tile?.querySelector('.game-name');
        if (marks.names === undefined && name?.textContent?.trim() && name.checkVisibility()) marks.names = performance.now();
        const image = tile?.querySelector('img');
        if (pictureDone !== undefined && marks.picture === undefined) marks.picture = performance.now();
        if (pictureDone === undefined && image?.complete && image.naturalWidth > 0) pictureDone = performance.now();
        if (marks.picture === undefined) requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    const bytesPerSecond = (kbps: number) => (kbps * 1000) / 8;
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: WEAK_NETWORK.latencyMs,
      downloadThroughput: bytesPerSecond(WEAK_NETWORK.downloadKbps),
      uploadThroughput: bytesPerSecond(WEAK_NETWORK.uploadKbps),
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: WEAK_NETWORK.cpuSlowdown });
    await tab.goto(origin + page, { waitUntil: 'commit', timeout: GIVE_UP_MS });
    await tab
      .waitForFunction(() => (window as unknown as { weakMarks?: Marks }).weakMarks?.picture !== undefined, null, { timeout: GIVE_UP_MS, polling: 250 })
      .catch(() => {});
    const result = await tab.evaluate(() => ({
      marks: (window as unknown as { weakMarks: Marks }).weakMarks,
      firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime,
    }));
    const round = (value: number | undefined) => (value === undefined ? undefined : Math.round(value));
    return { brand, page, firstPaintMs: round(result.firstPaint), namesMs: round(result.marks.names), pictureMs: round(result.marks.picture) };
  } catch (error) {
    return { brand, page, error: (error as Error).message.split('\n')[0] };
  } finally {
    await context.close();
  }
}

/** Every page of WEAK_NETWORK_PAGES in a brand, RUNS times each, with the real sandbox (fresh database). */
export async function benchWeakNetwork(browser: Browser, brand: string, distDir: string, runs = 1): Promise<WeakNetworkRun[]> {
  const data = mkdtempSync(join(tmpdir(), 'bench-weak-'));
  const server = await startServer({ brand, port: 0, dbFile: join(data, 'sandbox.db'), distDir, fresh: true, hooks: false });
  try {
    const results: WeakNetworkRun[] = [];
    for (const page of WEAK_NETWORK_PAGES) {
      const visits: WeakNetworkRun[] = [];
      for (let run = 0; run < runs; run++) visits.push(await weakNetworkVisit(browser, server.url, brand, page));
      results.push(medianVisit(visits));
    }
    return results;
  } finally {
    await server.close();
    rmSync(data, { recursive: true, force: true });
  }
}

/** The median visit by the time of the first picture (a visit without one counts as the slowest). */
export function medianVisit(visits: readonly WeakNetworkRun[]): WeakNetworkRun {
  const sorted = [...visits].sort((a, b) => (a.pictureMs ?? Infinity) - (b.pictureMs ?? Infinity));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

export function formatWeakNetwork(results: readonly WeakNetworkRun[]): string[] {
  const w = WEAK_NETWORK;
  const seconds = (ms: number | undefined) => (ms === undefined ? 'never' : `${(ms / 1000).toFixed(1)} s`);
  const verdict = (ms: number | undefined, goal: number) => (ms !== undefined && ms <= goal ? 'ok' : 'OVER');
  return [
    `\nfirst visit of a guest at ${w.downloadKbps} kbps / ${w.latencyMs} ms latency, ${w.cpuSlowdown}× CPU (360 px at 2x)`,
    ...results.map((run) => {
      if (run.error) return `  ${run.brand} ${run.page}: failed: ${run.error}`;
      const goal = WEAK_NETWORK_GOALS[run.page];
      return [
        `  ${run.brand} ${run.page}: first paint ${seconds(run.firstPaintMs)}`,
        `game names ${seconds(run.namesMs)}${goal ? ` (≤ ${seconds(goal.namesMs)}: ${verdict(run.namesMs, goal.namesMs)})` : ''}`,
        `first game picture ${seconds(run.pictureMs)}${goal ? ` (≤ ${seconds(goal.pictureMs)}: ${verdict(run.pictureMs, goal.pictureMs)})` : ''}`,
      ].join(', ');
    }),
  ];
}

// On its own: the built bundles as they are (npm run build first).
if (import.meta.main) {
  const { values } = parseArgs({ options: { brand: { type: 'string' }, runs: { type: 'string' } } });
  const brands = values.brand ? selectBrands(values.brand) : ['lotus', 'harbor'];
  const work = mkdtempSync(join(tmpdir(), 'bench-weak-dist-'));
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const results: WeakNetworkRun[] = [];
    for (const brand of brands) {
      cpSync(join('dist', brand), join(work, brand), { recursive: true }); // other tools rewrite dist/<brand>/ meanwhile
      results.push(...(await benchWeakNetwork(browser, brand, join(work, brand), Number(values.runs ?? 1))));
    }
    console.log(formatWeakNetwork(results).join('\n'));
  } finally {
    await browser.close();
    rmSync(work, { recursive: true, force: true });
  }
}
