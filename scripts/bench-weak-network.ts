// The first visit on a weak network, for npm run bench (and on its own:
// `node scripts/bench-weak-network.ts [--brand lotus,harbor] [--runs 3]`, on the built dist/<brand>/):
// a first visit (empty cache) at 400 kbps down and up with 400 ms of latency (CDP
// Network.emulateNetworkConditions) and 4× CPU slowdown, on a 360 px phone at 2x:
// - a first-time guest (the age question not answered) opens home and a game list; reported from
//   navigation start: first paint (Paint Timing); game names shown (the first game tile's name drawn
//   on screen); first game picture (the first game tile's icon loaded and painted: the frame after it
//   completed);
// - the demo member (signed in, the age question answered) opens the member centre, deposit,
//   withdrawal and game records, and the demo agent the team list; reported: first paint and usable,
//   the first frame in which the screen's content is on view (the member gate's "go" part) with no
//   placeholder and no list still loading (`aria-busy`) on view: its first real content.
// Goals of issue 36: home names ≤ 3 s and first picture ≤ 4.5 s; a game list ≤ 3 s and ≤ 4 s; each
// signed-in screen usable ≤ 3 s.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import { paths } from '../src/shell/routes.ts';
import { selectBrands } from './build-brands.ts';
import { CHROMIUM_ARGS } from './bench-games.ts';
import { HOOK_HEADERS } from './sandbox/handlers/types.ts';
import { startServer } from './start.ts';

export const WEAK_NETWORK = { downloadKbps: 400, uploadKbps: 400, latencyMs: 400, cpuSlowdown: 4 } as const;
/** A guest's pages, with their goals (ms from navigation start). */
export const WEAK_NETWORK_GAME_PAGES: Record<string, { namesMs: number; pictureMs: number }> = {
  [paths.home]: { namesMs: 3000, pictureMs: 4500 },
  [paths.slotGames]: { namesMs: 3000, pictureMs: 4000 },
};
/** The signed-in screens, each opened by the demo account it is for (scripts/sandbox/data/accounts.ts). */
export const WEAK_NETWORK_SIGNED_IN_PAGES: Record<string, string> = {
  [paths.memberHome]: 'demo_member',
  [paths.voucherCenter]: 'demo_member',
  [paths.withdraw]: 'demo_member',
  [paths.gameRecord]: 'demo_member',
  [paths.team]: 'demo_agent',
};
export const WEAK_NETWORK_USABLE_MS = 3000;
/** The age a signed-in visit has answered (any over every brand's limit). */
const AGE_ANSWER = '99';
/** Ours: a page that shows no game picture by then is reported as not showing one. */
const GIVE_UP_MS = 40_000;

export interface WeakNetworkRun {
  brand: string;
  page: string;
  firstPaintMs?: number;
  namesMs?: number;
  pictureMs?: number;
  /** A signed-in screen: when its first real content was on view. */
  usableMs?: number;
  error?: string;
}

interface Marks {
  names?: number;
  picture?: number;
  usable?: number;
}

/** One first visit; `session` (the platform's session record) makes it a signed-in one. */
export async function weakNetworkVisit(browser: Browser, origin: string, brand: string, page: string, session?: string): Promise<WeakNetworkRun> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  try {
    if (session)
      await context.addInitScript(
        ({ session, age }) => {
          localStorage.setItem('MC_SESSION_INFO', session);
          localStorage.setItem('ageConfirmed', age);
        },
        { session, age: AGE_ANSWER },
      );
    await context.addInitScript((signedIn) => {
      const marks: Marks = {};
      (window as unknown as { weakMarks: Marks }).weakMarks = marks;
      if (signedIn) {
        // Checked every frame: the gate's content on view, and nothing on view in it still a placeholder or loading.
        const waiting = '[class*="placeholder"], [aria-busy="true"]';
        const usable = () => {
          const content = document.querySelector('main [data-for="go"]');
          if (marks.usable !== undefined) return;
          if (content?.checkVisibility() && ![...content.querySelectorAll(waiting)].some((part) => part.checkVisibility())) marks.usable = performance.now();
          else requestAnimationFrame(usable);
        };
        requestAnimationFrame(usable);
        return;
      }
      // Checked every frame: the first tile with a game (not a placeholder) whose name is drawn, and
      // the first whose icon has loaded; a picture counts as painted in the frame after it completed.
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
    }, session !== undefined);
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
      .waitForFunction(
        (signedIn) => {
          const marks = (window as unknown as { weakMarks?: Marks }).weakMarks;
          return (signedIn ? marks?.usable : marks?.picture) !== undefined;
        },
        session !== undefined,
        { timeout: GIVE_UP_MS, polling: 250 },
      )
      .catch(() => {});
    // A screen usable in its first frame is marked just before that frame is painted: its paint entry
    // comes a moment later, and the screen counts as usable once painted.
    await tab.waitForFunction(() => performance.getEntriesByName('first-paint').length > 0, null, { timeout: 5_000 }).catch(() => {});
    const result = await tab.evaluate(() => ({
      marks: (window as unknown as { weakMarks: Marks }).weakMarks,
      firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime,
    }));
    const round = (value: number | undefined) => (value === undefined ? undefined : Math.round(value));
    const { names, picture, usable } = result.marks;
    return {
      brand,
      page,
      firstPaintMs: round(result.firstPaint),
      ...(session
        ? { usableMs: round(usable === undefined ? undefined : Math.max(usable, result.firstPaint ?? 0)) }
        : { namesMs: round(names), pictureMs: round(picture) }),
    };
  } catch (error) {
    return { brand, page, error: (error as Error).message.split('\n')[0] };
  } finally {
    await context.close();
  }
}

/** Every guest and signed-in page in a brand, RUNS times each, with the real sandbox (fresh database). */
export async function benchWeakNetwork(browser: Browser, brand: string, distDir: string, runs = 1): Promise<WeakNetworkRun[]> {
  const data = mkdtempSync(join(tmpdir(), 'bench-weak-'));
  const server = await startServer({ brand, port: 0, dbFile: join(data, 'sandbox.db'), distDir, fresh: true, hooks: true });
  const sessionOf = async (username: string) => {
    const answer = await fetch(`${server.url}/__sandbox/session`, { method: 'POST', headers: HOOK_HEADERS, body: JSON.stringify({ username }) });
    return JSON.stringify(((await answer.json()) as { value: unknown }).value);
  };
  try {
    const results: WeakNetworkRun[] = [];
    const median = async (page: string, session?: string) => {
      const visits: WeakNetworkRun[] = [];
      for (let run = 0; run < runs; run++) visits.push(await weakNetworkVisit(browser, server.url, brand, page, session));
      results.push(medianVisit(visits));
    };
    for (const page of Object.keys(WEAK_NETWORK_GAME_PAGES)) await median(page);
    for (const [page, username] of Object.entries(WEAK_NETWORK_SIGNED_IN_PAGES)) await median(page, await sessionOf(username));
    return results;
  } finally {
    await server.close();
    rmSync(data, { recursive: true, force: true });
  }
}

/** The median visit by the time of the first picture, or of usable (a visit without one counts as the slowest). */
export function medianVisit(visits: readonly WeakNetworkRun[]): WeakNetworkRun {
  const last = (visit: WeakNetworkRun) => visit.pictureMs ?? visit.usableMs ?? Infinity;
  const sorted = [...visits].sort((a, b) => last(a) - last(b));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

export function formatWeakNetwork(results: readonly WeakNetworkRun[]): string[] {
  const w = WEAK_NETWORK;
  const seconds = (ms: number | undefined) => (ms === undefined ? 'never' : `${(ms / 1000).toFixed(1)} s`);
  const verdict = (ms: number | undefined, goal: number) => (ms !== undefined && ms <= goal ? 'ok' : 'OVER');
  return [
    `\nfirst visit at ${w.downloadKbps} kbps / ${w.latencyMs} ms latency, ${w.cpuSlowdown}× CPU (360 px at 2x): a guest's game pages, the demo accounts' screens`,
    ...results.map((run) => {
      if (run.error) return `  ${run.brand} ${run.page}: failed: ${run.error}`;
      if (run.page in WEAK_NETWORK_SIGNED_IN_PAGES)
        return `  ${run.brand} ${run.page} [${WEAK_NETWORK_SIGNED_IN_PAGES[run.page]}]: first paint ${seconds(run.firstPaintMs)}, usable ${seconds(run.usableMs)} (≤ ${seconds(WEAK_NETWORK_USABLE_MS)}: ${verdict(run.usableMs, WEAK_NETWORK_USABLE_MS)})`;
      const goal = WEAK_NETWORK_GAME_PAGES[run.page];
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
