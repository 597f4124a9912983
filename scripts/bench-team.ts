// The agent's team list under load (issue 25), for npm run bench (and on its own:
// `node scripts/bench-team.ts [--brand lotus]`, on the built dist/<brand>/): given a page logged in as
// demo_agent on team management (/m/member/team; demo_agent's seeded team of hundreds), Chromium at
// CPU_SLOWDOWN× (scripts/bench-games.ts: a cheap Android phone) scrolls the whole list, tapping Load
// more at each page's end until every member is in, then opens a member's details near the end and
// closes them. It reports, as the game grid's bench does:
// - INP: the slowest interaction's duration, tap to next paint (Event Timing), and what it hit;
// - frames over GOALS.longFrameMs while scrolling and tapping (Long Animation Frames), and those in
//   which our scripts alone ran longer, with the scripts named;
// - CLS while scrolling (Layout Instability).
// Goals of issue 36: INP ≤ TEAM_INP_GOAL_MS, no frame of our scripts over GOALS.longFrameMs.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from '@playwright/test';
import { paths } from '../src/shell/paths.ts';
import { CHROMIUM_ARGS, CPU_SLOWDOWN, GOALS } from './bench-games.ts';
import { HOOK_HEADERS } from './sandbox/handlers/types.ts';
import { startServer } from './start.ts';

/** Issue 36: the list of hundreds answers a tap sooner than the game grid's GOALS.inpMs. */
export const TEAM_INP_GOAL_MS = 80;
const SCROLL_STEP_PX = 900;
/** Ours: the list is done after this many scroll steps with no new rows and no Load more to tap. */
const QUIET_STEPS = 4;

export interface TeamListBench {
  /** Rows in the list at the end, and the team's size the page says. */
  rows: number;
  total: number;
  /** Load more taps it took. */
  pages: number;
  inpMs: number;
  /** The slowest interaction: its event and what it hit, e.g. "click on button.list-more". */
  inpOn: string;
  /** Every frame over GOALS.longFrameMs while scrolling and tapping, whoever's work. */
  framesOver50: number;
  /** Frames in which our scripts ran longer than GOALS.longFrameMs. */
  longFrames: { durationMs: number; scriptMs: number; scripts: string[] }[];
  slowestScriptMs: number;
  cls: number;
}

interface Metrics {
  inp: number;
  inpOn: string;
  cls: number;
  frames: { start: number; duration: number; ours: number; scripts: string[] }[];
}

type Window = { teamBench?: Metrics };

/** Scrolls the whole team list on `page` (team management, logged in as an agent) at CPU_SLOWDOWN× and measures it. */
export async function benchTeamList(page: Page): Promise<TeamListBench> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  try {
    const rows = page.locator('.team-list > li:not(.placeholder-card)');
    await rows.first().waitFor();
    await page.waitForTimeout(1000); // the first page settles: what follows is scrolling and tapping
    const start = await page.evaluate(() => {
      const metrics: Metrics = { inp: 0, inpOn: '', cls: 0, frames: [] };
      (window as Window).teamBench = metrics;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { interactionId?: number; target: Element | null })[]) {
          if (!entry.interactionId || entry.duration <= metrics.inp) continue;
          const control = entry.target?.closest('button, a, input, select');
          metrics.inp = entry.duration;
          metrics.inpOn = `${entry.name} on ${control ? `${control.localName}.${[...control.classList].join('.')}` : (entry.target?.localName ?? 'the page')}`;
        }
      }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) metrics.cls += entry.value;
      }).observe({ type: 'layout-shift' });
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
      }).observe({ type: 'long-animation-frame' });
      return performance.now();
    });

    const more = page.locator('[data-list-more]');
    let pages = 0;
    let quiet = 0;
    let count = await rows.count();
    while (quiet < QUIET_STEPS) {
      await page.mouse.wheel(0, SCROLL_STEP_PX);
      await page.waitForTimeout(300);
      if (await more.isVisible()) {
        const atEnd = await more.evaluate((button) => button.getBoundingClientRect().top < innerHeight);
        if (atEnd) {
          await more.click();
          pages++;
          await page.waitForFunction((before) => document.querySelectorAll('.team-list > li:not(.placeholder-card)').length > before, count);
        }
      }
      const now = await rows.count();
      quiet = now === count && !(await more.isVisible()) ? quiet + 1 : 0;
      count = now;
    }
    // With every member in: a member's details near the end, and closed again.
    const details = page.locator('.team-list [data-part="main"]:is(button), .team-list [data-part="details"]').last();
    await details.scrollIntoViewIfNeeded();
    await details.click();
    await page.waitForTimeout(800);
    await page.keyboard.press('Escape');
    await page.waitForTimeout(800);

    const total = Number((await page.locator('[data-team-count]').textContent())?.match(/\d+/)?.[0] ?? NaN);
    const metrics = await page.evaluate(() => (window as Window).teamBench!);
    const frames = metrics.frames.filter((frame) => frame.start >= start);
    return {
      rows: count,
      total,
      pages,
      inpMs: Math.round(metrics.inp),
      inpOn: metrics.inpOn,
      framesOver50: frames.filter((frame) => frame.duration > GOALS.longFrameMs).length,
      longFrames: frames
        .filter((frame) => frame.ours > GOALS.longFrameMs)
        .map((frame) => ({ durationMs: Math.round(frame.duration), scriptMs: Math.round(frame.ours), scripts: frame.scripts })),
      slowestScriptMs: Math.round(Math.max(0, ...frames.map((frame) => frame.ours))),
      cls: Number(metrics.cls.toFixed(4)),
    };
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
}

/** The team list of `brand`'s built bundle, logged in as demo_agent on its own sandbox, measured by benchTeamList. */
export async function benchTeamScreen(browser: Browser, brand: string, distDir: string): Promise<TeamListBench> {
  const data = mkdtempSync(join(tmpdir(), 'bench-team-'));
  const server = await startServer({ brand, port: 0, dbFile: join(data, 'sandbox.db'), distDir, fresh: true, hooks: true });
  try {
    const answer = await fetch(`${server.url}/__sandbox/session`, { method: 'POST', headers: HOOK_HEADERS, body: JSON.stringify({ username: 'demo_agent' }) });
    const session = JSON.stringify(((await answer.json()) as { value: unknown }).value);
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block', isMobile: true, hasTouch: true });
    await context.addInitScript((session) => {
      localStorage.setItem('ageConfirmed', '99');
      localStorage.setItem('MC_SESSION_INFO', session);
    }, session);
    const page = await context.newPage();
    await page.goto(`${server.url}${paths.team}`);
    const result = await benchTeamList(page);
    await context.close();
    return result;
  } finally {
    await server.close();
    rmSync(data, { recursive: true, force: true });
  }
}

export function formatTeamListBench(bench: TeamListBench): string[] {
  return [
    `team list (${bench.rows} of ${bench.total} members, ${bench.pages} × Load more, ${CPU_SLOWDOWN}× CPU):`,
    `  INP ${bench.inpMs} ms, ${bench.inpOn} (goal ≤ ${TEAM_INP_GOAL_MS} ms), frames over ${GOALS.longFrameMs} ms: ${bench.framesOver50}, ours over ${GOALS.longFrameMs} ms: ${bench.longFrames.length} (slowest ${bench.slowestScriptMs} ms), CLS ${bench.cls}`,
    ...bench.longFrames.map((frame) => `    ${frame.durationMs} ms frame, ${frame.scriptMs} ms ours: ${frame.scripts.join(', ')}`),
  ];
}

// On its own: the built bundle as it is (npm run build first).
if (import.meta.main) {
  const { values } = parseArgs({ options: { brand: { type: 'string', default: 'lotus' } } });
  const brand = values.brand;
  const work = mkdtempSync(join(tmpdir(), 'bench-team-dist-'));
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    cpSync(join('dist', brand), join(work, brand), { recursive: true }); // other tools rewrite dist/<brand>/ meanwhile
    console.log(formatTeamListBench(await benchTeamScreen(browser, brand, join(work, brand))).join('\n'));
  } finally {
    await browser.close();
    rmSync(work, { recursive: true, force: true });
  }
}
