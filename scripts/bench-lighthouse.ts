// npm run bench:lighthouse [-- --brand lotus,harbor] [--runs 3] [--page /m/home,/m/slot-games]:
// by default every brand and its key routes (home, slot-games, activity, login, register: the pages
// a first visit opens; the other game lists are slot-games' screen); builds each brand, serves it with the real sandbox on loopback (as `npm start` does), and runs
// Lighthouse mobile (scripts/lighthouse.ts) on each page RUNS times, printing every run and the
// median (by score). A fresh profile each run: the first visit, age confirmation included.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { paths } from '../src/shell/routes.ts';
import { buildBrands, selectBrands } from './build-brands.ts';
import { formatRun, LIGHTHOUSE_GOALS, medianRun, runLighthouse, type LighthouseRun } from './lighthouse.ts';
import { startServer } from './start.ts';

/** Every brand and its key routes (issue 36: Lighthouse ≥ 98 on each, home's LCP ≤ 1.5 s). */
const DEFAULT_BRANDS = selectBrands(undefined);
const DEFAULT_PAGES = [paths.home, paths.slotGames, paths.activity, paths.login, paths.register];
const DEFAULT_RUNS = 3;

const { values } = parseArgs({ options: { brand: { type: 'string' }, page: { type: 'string' }, runs: { type: 'string' } } });
const list = (option: string | undefined, fallback: string[]) =>
  option
    ?.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean) ?? fallback;
const brands = list(values.brand, DEFAULT_BRANDS);
const pages = list(values.page, DEFAULT_PAGES);
const runs = Number(values.runs ?? DEFAULT_RUNS);

const work = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
let failed = false;
try {
  for (const brand of brands) {
    console.log(`building ${brand}…`);
    await buildBrands([brand]);
    const dist = join(work, brand);
    cpSync(join('dist', brand), dist, { recursive: true }); // other tools rewrite dist/<brand>/ meanwhile
    const server = await startServer({ brand, port: 0, dbFile: join(work, `${brand}.db`), distDir: dist, fresh: true, hooks: false });
    try {
      for (const page of pages) {
        const results: LighthouseRun[] = [];
        const lcpGoal = page === paths.home ? LIGHTHOUSE_GOALS.homeLcpMs : LIGHTHOUSE_GOALS.lcpMs;
        for (let run = 1; run <= runs; run++) {
          try {
            const result = await runLighthouse(server.url + page);
            results.push(result);
            console.log(`  ${brand} ${page} run ${run}: ${formatRun(result, lcpGoal)}`);
          } catch (error) {
            failed = true;
            console.error(`  ${brand} ${page} run ${run} failed: ${(error as Error).message.split('\n')[0]}`);
          }
        }
        if (results.length) console.log(`${brand} ${page} median of ${results.length}: ${formatRun(medianRun(results), lcpGoal)}\n`);
      }
    } finally {
      await server.close();
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
