// The game grid under load, for npm run bench: the built bundle and the real sandbox on one origin,
// Chromium at 4× CPU slowdown (a cheap Android phone), /m/slot-games scrolled to the end of the
// slots (every page of 35 the sandbox has) as a member, then taps on a star and a list tab. It reports:
// - INP: the slowest interaction's duration, tap to next paint (Event Timing);
// - long tasks of our code while scrolling and tapping: animation frames in which our scripts
//   (/_astro/, the page) ran for more than 50 ms, from the Long Animation Frames API, which names and
//   times the scripts of each frame (the rest of a long frame is the browser's style, layout and
//   paint); the page's load (React's start-up, hydration) is reported on its own line;
// - CLS of the page (Layout Instability API) and the tiles loaded;
// - Lighthouse's mobile performance score, LCP and CLS on the same page (scripts/lighthouse.ts; a
//   note when it cannot run). `npm run bench:lighthouse` runs it three times for a median.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { GRID_RUN_SIZE } from '../src/constants.ts';
import { paths } from '../src/shell/routes.ts';
import { HOOK_HEADERS } from './sandbox/handlers/types.ts';
import { formatRun, LIGHTHOUSE_GOALS, runLighthouse, type LighthouseRun } from './lighthouse.ts';
import { startServer } from './start.ts';

/** How every bench launches Debian's full Chromium (/usr/bin/chromium): headless, no GPU, nothing running in the background. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const CPU_SLOWDOWN = 4;
/** Goals of issue 10. */
export const GOALS = { inpMs: 100, longFrameMs: 50, cls: LIGHTHOUSE_GOALS.cls } as const;
const SCROLL_STEP_PX = 900;
/** Ours: the grid stops growing after this many quiet scroll steps (the list's end, or a stuck page). */
const QUIET_STEPS = 6;

export interface GridBench {
  brand: string;
  /** Games loaded into the grid, and tiles drawn at the end (the grid draws the runs near the screen). */
  tiles: number;
  drawn: number;
  inpMs: number;
  /** Frames, while scrolling and tapping, in which our scripts ran longer than GOALS.longFrameMs. */
  longFrames: LongFrame[];
  /** Our scripts' longest run in one frame while scrolling and tapping. */
  slowestScriptMs: number;
  /** Frames of the page's load (before the first scroll) in which our scripts ran longer than GOALS.longFrameMs. */
  loadFrames: LongFrame[];
  /** Every frame over GOALS.longFrameMs, whoever's work (most are style and layout). */
  framesOver50: number;
  cls: number;
  lighthouse?: LighthouseRun | { error: string };
}

interface LongFrame {
  durationMs: number;
  scriptMs: number;
  scripts: string[];
}

interface PageMetrics {
  inp: number;
  cls: number;
  frames: { start: number; duration: number; ours: number; scripts: string[] }[];
}

export async function benchGameGrid(browser: Browser, brand: string, distDir: string): Promise<GridBench> {
  const data = mkdtempSync(join(tmpdir(), 'bench-games-'));
  const server = await startServer({ brand, port: 0, dbFile: join(data, 'sandbox.db'), distDir, fresh: true, hooks: true });
  const url = `${server.url}${paths.slotGames}`;
  try {
    // A member: the stars then do what they do for players (a guest's tap opens the login instead).
    const answer = await fetch(`${server.url}/__sandbox/session`, { method: 'POST', headers: HOOK_HEADERS, body: JSON.stringify({ username: 'demo_member' }) });
    const session = JSON.stringify(((await answer.json()) as { value: unknown }).value);
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block', isMobile: true, hasTouch: true });
    await context.addInitScript((session) => {
      localStorage.setItem('ageConfirmed', '99');
      localStorage.setItem('MC_SESSION_INFO', session);
      const metrics: PageMetrics = { inp: 0, cls: 0, frames: [] };
      (window as unknown as { benchMetrics: PageMetrics }).benchMetrics = metrics;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { interactionId?: number })[])
          if (entry.interactionId) metrics.inp = Math.max(metrics.inp, entry.duration);
      }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) metrics.cls += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { scripts: { sourceURL: string; duration: number }[] })[]) {
          const ours = entry.scripts.filter((script) => script.sourceURL.startsWith(location.origin));
          metrics.frames.push({
            start: entry.startTime,
            duration: entry.duration,
            ours: ours.reduce((sum, script) => sum + script.duration, 0),
            scripts: ours.map((script) => `${script.sourceURL.replace(location.origin, '')} ${Math.round(script.duration)} ms`),
          });
        }
      }).observe({ type: 'long-animation-frame', buffered: true });
    }, session);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'load' });
    const tiles = page.locator('.game-grid:not([aria-hidden]) .game-tile');
    await tiles.first().waitFor();
    // Games loaded: the runs before the last (GRID_RUN_SIZE each, drawn or not) and the last run's tiles.
    const loaded = () =>
      page.evaluate((runSize) => {
        const heads = document.querySelectorAll('.game-grid [data-run]');
        const last = heads[heads.length - 1] as HTMLElement;
        return Number(last.dataset.run) * runSize + last.parentElement!.querySelectorAll(`[data-run="${last.dataset.run}"] ~ .game-tile`).length + 1;
      }, GRID_RUN_SIZE);
    await page.waitForTimeout(1000); // the load settles: what follows is scrolling and tapping
    const scrollStart = await page.evaluate(() => performance.now());
    let quiet = 0;
    let count = 0;
    while (quiet < QUIET_STEPS) {
      await page.mouse.wheel(0, SCROLL_STEP_PX);
      await page.waitForTimeout(400);
      const now = await loaded();
      quiet = now === count ? quiet + 1 : 0;
      count = now;
    }
    const drawn = await tiles.count();
    // Interactions with 900+ games loaded: a star on, and off again; then a list tab (New).
    for (const _ of [1, 2]) {
      await tiles.last().locator('.game-star').click();
      await page.waitForTimeout(800);
    }
    await page.locator('.list-tab').nth(1).click();
    await page.waitForTimeout(1500);
    const metrics = await page.evaluate(() => (window as unknown as { benchMetrics: PageMetrics }).benchMetrics);
    await context.close();
    const long = (frame: PageMetrics['frames'][number]) => frame.ours > GOALS.longFrameMs;
    const asLongFrame = (frame: PageMetrics['frames'][number]): LongFrame => ({
      durationMs: Math.round(frame.duration),
      scriptMs: Math.round(frame.ours),
      scripts: frame.scripts,
    });
    const scrolling = metrics.frames.filter((frame) => frame.start >= scrollStart);
    return {
      brand,
      tiles: count,
      drawn,
      inpMs: Math.round(metrics.inp),
      longFrames: scrolling.filter(long).map(asLongFrame),
      slowestScriptMs: Math.round(Math.max(0, ...scrolling.map((frame) => frame.ours))),
      loadFrames: metrics.frames.filter((frame) => frame.start < scrollStart && long(frame)).map(asLongFrame),
      framesOver50: scrolling.filter((frame) => frame.duration > GOALS.longFrameMs).length,
      cls: Number(metrics.cls.toFixed(4)),
      lighthouse: await runLighthouse(url).catch((error: Error) => ({ error: error.message.split('\n')[0]! })),
    };
  } finally {
    await server.close();
    rmSync(data, { recursive: true, force: true });
  }
}

const formatFrame = (frame: LongFrame) => `    frame ${frame.durationMs} ms, ours ${frame.scriptMs} ms: ${frame.scripts.join(', ')}`;

export function formatGridBench(result: GridBench): string[] {
  const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER');
  const lines = [
    `\n${result.brand}: ${paths.slotGames} scrolled to ${result.tiles} games (${result.drawn} tiles drawn near the screen) at ${CPU_SLOWDOWN}× CPU slowdown`,
    `  INP ${result.inpMs} ms (goal ≤ ${GOALS.inpMs}: ${verdict(result.inpMs <= GOALS.inpMs)})`,
    `  frames where our scripts ran over ${GOALS.longFrameMs} ms while scrolling and tapping: ${result.longFrames.length} (goal 0: ${verdict(result.longFrames.length === 0)}); our longest run in a frame ${result.slowestScriptMs} ms`,
    ...result.longFrames.slice(0, 5).map(formatFrame),
    `  frames over ${GOALS.longFrameMs} ms of any work while scrolling and tapping (style, layout, paint included): ${result.framesOver50}`,
    `  at load (React's start-up and hydration), frames where our scripts ran over ${GOALS.longFrameMs} ms: ${result.loadFrames.length}`,
    ...result.loadFrames.slice(0, 5).map(formatFrame),
    `  CLS while scrolling ${result.cls} (goal ≤ ${GOALS.cls}: ${verdict(result.cls <= GOALS.cls)})`,
  ];
  const report = result.lighthouse;
  if (!report) return lines;
  if ('error' in report) return [...lines, `  Lighthouse did not run: ${report.error}`];
  return [...lines, `  Lighthouse mobile: ${formatRun(report)}`];
}
