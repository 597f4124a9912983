// Lighthouse's mobile defaults (simulated Slow 4G: 150 ms RTT, 1.6 Mbps; 4× CPU) on one page, with
// Debian's Chromium and the lighthouse package of devDependencies (offline). Shared by
// `npm run bench` (the game grid) and `npm run bench:lighthouse`.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

export interface LighthouseRun {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** What the largest paint was (a selector), so a report says which element to speed up. */
  lcpElement: string;
}

/** Goals of issue 11 for home (score ≥ 95, goal 98) and of issue 10 for the game lists (≥ 95). */
export const LIGHTHOUSE_GOALS = { score: 95, scoreAim: 98, lcpMs: 2000, tbtMs: 100, cls: 0.02 } as const;

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
  const report = JSON.parse(stdout) as {
    categories: { performance: { score: number } };
    audits: Record<string, { numericValue: number; details?: { items?: { items?: unknown; selector?: string }[] } }>;
  };
  const audit = (id: string) => report.audits[id]!.numericValue;
  const element = report.audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.selector)?.selector ?? '?';
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

export function formatRun(run: LighthouseRun): string {
  const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER');
  const g = LIGHTHOUSE_GOALS;
  return [
    `performance ${run.score} (goal ≥ ${g.score}, aim ${g.scoreAim}: ${verdict(run.score >= g.score)})`,
    `LCP ${run.lcpMs} ms (≤ ${g.lcpMs}: ${verdict(run.lcpMs <= g.lcpMs)})`,
    `TBT ${run.tbtMs} ms (≤ ${g.tbtMs}: ${verdict(run.tbtMs <= g.tbtMs)})`,
    `CLS ${run.cls} (≤ ${g.cls}: ${verdict(run.cls <= g.cls)})`,
    `largest paint: ${run.lcpElement}`,
  ].join(', ');
}
