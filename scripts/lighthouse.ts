// Lighthouse's mobile defaults (simulated Slow 4G: 150 ms RTT, 1.6 Mbps; 4× CPU) on one page, with
// Debian's Chromium and the lighthouse package of devDependencies (offline). Shared by
// `npm run bench` (the game grid) and `npm run bench:lighthouse`.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { z } from 'zod';

export interface LighthouseRun {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** What the largest paint was (a selector), so a report says which element to speed up. */
  lcpElement: string;
}

/** Goals of issue 36: score ≥ 98 on every key route, home's largest paint ≤ 1.5 s (issue 21: ≤ 2.0 s elsewhere). */
export const LIGHTHOUSE_GOALS = { score: 98, lcpMs: 2000, homeLcpMs: 1500, tbtMs: 100, cls: 0.02 } as const;

/** What is read of Lighthouse's JSON report (the rest passes unread). */
const LIGHTHOUSE_REPORT = z.object({
  categories: z.object({ performance: z.object({ score: z.number() }) }),
  audits: z.record(z.string(), z.object({ numericValue: z.number().optional(), details: z.object({ items: z.unknown().optional() }).optional() })),
});
/** A report item that names an element. */
const SELECTOR = z.object({ selector: z.string() });

/** One run; async, so a server in this process goes on answering the page. */
export async function runLighthouse(url: string): Promise<LighthouseRun> {
  const { stdout } = await promisify(execFile)(
    'npx',
    [
      '--no',
      'lighthouse',
      url,
      '--only-categories=performance',
      '--output=json',
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, maxBuffer: 64 * 1024 * 1024, timeout: 180_000 },
  );
  const report = LIGHTHOUSE_REPORT.parse(JSON.parse(stdout));
  const audit = (id: string) => report.audits[id]!.numericValue ?? NaN;
  // An audit's items are a list in most audits, an object in some (document-latency-insight): read as a list where one is needed.
  const items = report.audits['lcp-breakdown-insight']?.details?.items;
  const element = (Array.isArray(items) ? items : []).map((item) => SELECTOR.safeParse(item).data?.selector).find(Boolean) ?? '?';
  return {
    score: Math.round(report.categories.performance.score * 100),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(4)),
    lcpElement: element,
  };
}

/** The median run by score (of an odd number of runs): Lighthouse varies from run to run. */
export function medianRun(runs: readonly LighthouseRun[]): LighthouseRun {
  const sorted = [...runs].sort((a, b) => a.score - b.score || b.lcpMs - a.lcpMs);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** `lcpGoalMs`: the page's (LIGHTHOUSE_GOALS.homeLcpMs on home). */
export function formatRun(run: LighthouseRun, lcpGoalMs: number = LIGHTHOUSE_GOALS.lcpMs): string {
  const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER');
  const g = LIGHTHOUSE_GOALS;
  return [
    `performance ${run.score} (goal ≥ ${g.score}: ${verdict(run.score >= g.score)})`,
    `LCP ${run.lcpMs} ms (≤ ${lcpGoalMs}: ${verdict(run.lcpMs <= lcpGoalMs)})`,
    `TBT ${run.tbtMs} ms (≤ ${g.tbtMs}: ${verdict(run.tbtMs <= g.tbtMs)})`,
    `CLS ${run.cls} (≤ ${g.cls}: ${verdict(run.cls <= g.cls)})`,
    `largest paint: ${run.lcpElement}`,
  ].join(', ');
}
