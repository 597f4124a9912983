// npm run bench [-- --brand a,b] [-- --pages-only] [-- --page /m/deposit,/m/withdraw]: build each brand, serve dist/<brand>/ with the real
// sandbox platform on loopback (as npm start does, fresh seeded database), open every page in Chromium
// and sum the JavaScript it loads before any user action, gzip -9, and what its HTML and scripts weigh
// on the wire (brotli). Each page is measured for the first visitor who stays on it: a first-time
// guest, else the demo member, else the demo agent (a guest sent to login, or a member sent home from
// an agent screen, would measure two documents, and how much of the second arrived before the idle cap
// was luck). MEMBER_PAGES are measured as a member too, ACCOUNT_PAGES as a trial account and an agent.
// Prints a table per brand and its game list screens on their own, each page against its kind's
// budget (PAGE_BUDGET_KB, the kind from the route table), then
// (unless --pages-only) measures the game grid with the real sandbox (./bench-games.ts), the agent's
// team list of hundreds (./bench-team.ts), the server-HTML sanitiser's two engines
// (./bench-sanitizer.ts) and a guest's first visit on a weak network (./bench-weak-network.ts), and
// writes dist/bench.json. `--page` measures only the pages whose URL ends with one of the paths given
// (in every language; implies --pages-only): a quick check of a page being made lighter.
// Exit 1 when a build fails, a page does not load or a page is over its kind's budget.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import { BrandError, loadBrand } from '../src/brand/load.ts';
import { languagePrefix, pageKind, paths, routeFor } from '../src/shell/routes.ts';
import { buildBrands, selectBrands, type BuildResult } from './build-brands.ts';
import { benchGameGrid, CHROMIUM_ARGS, formatGridBench, type GridBench } from './bench-games.ts';
import { benchTeamScreen, formatTeamListBench, type TeamListBench } from './bench-team.ts';
import { benchSanitizer, formatSanitizerBench, type EngineBench } from './bench-sanitizer.ts';
import { benchWeakNetwork, formatWeakNetwork, type WeakNetworkRun } from './bench-weak-network.ts';
import {
  formatBrandReport,
  formatGameScreens,
  gzipBytes,
  languageOf,
  overBudget,
  PAGE_BUDGET_KB,
  pageUrls,
  type PageResult,
  type Scenario,
} from './bench-lib.ts';
import { inlineScripts } from './csp.ts';
import { compress } from './sandbox/compression.ts';
import { HOOK_HEADERS } from './sandbox/handlers/types.ts';
import { startServer } from './start.ts';

const root = join(import.meta.dirname, '..');
/** The brands of the weak-network first visit when none is asked for (issue 21: lotus and harbor). */
const WEAK_NETWORK_BRANDS = ['lotus', 'harbor'];
const CONCURRENCY = 2; // small machines: more pages at once only queue for the same CPU
const IDLE_CAP_MS = 3000; // a page that keeps polling never goes idle: stop waiting after this
/** Pages measured as a logged-in member too: islands hydrate there, and guests are sent to login from the others. */
const MEMBER_PAGES = [
  paths.home,
  paths.memberHome,
  paths.securityCenter,
  paths.inviteFriends,
  paths.voucherCenter,
  paths.withdraw,
  paths.transactionRecord,
  paths.gameRecord,
  paths.changePsw,
  paths.set,
  paths.slotGames,
  paths.sportGames,
  paths.gameList,
  paths.activity,
  paths.notice,
  paths.message,
  paths.webEmail,
];
/** A page path of a game list screen (reported on its own). */
const isGameList = (path: string) => {
  try {
    return routeFor(path).category !== undefined;
  } catch {
    return false;
  }
};
/** Pages also measured for a trial account and an agent: what they tap first (every page within its budget for each). */
const ACCOUNT_PAGES = [paths.home, paths.memberHome, paths.securityCenter, paths.inviteFriends, paths.agent, paths.slotGames, paths.set, paths.webEmail];
/** The sandbox's demo accounts of the signed-in scenarios (scripts/sandbox/data/accounts.ts), who have answered the age question (a guest bench visit has not). */
const SESSIONS = { member: 'demo_member', trial: 'demo_trial', agent: 'demo_agent' } as const satisfies Record<Exclude<Scenario, 'guest'>, string>;
const AGE_ANSWER = '99';

type Job = { url: string; scenario: PageResult['scenario'] };
/** Who is tried, in order, on a page a guest cannot stay on. */
const STAYING_VISITORS = ['guest', 'member', 'agent'] as const satisfies Scenario[];

/** Open one page in a fresh context (empty cache and storage) and sum the JS it loaded. */
async function measure(
  browser: Browser,
  origin: string,
  brand: string,
  prefixes: Record<string, string>,
  sessions: Record<Exclude<Scenario, 'guest'>, string>,
  { url, scenario }: Job,
): Promise<PageResult> {
  const language = languageOf(url, prefixes);
  const result: PageResult = {
    brand,
    url,
    scenario,
    kind: pageKind(url.slice(language.prefix.length) || '/'),
    ...language,
    externalBytes: 0,
    inlineBytes: 0,
    totalBytes: 0,
    requests: 0,
    transferBytes: 0,
    scripts: [],
    warnings: [],
  };
  // Service workers blocked: their precache downloads happen beside the page, not for it.
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });
  try {
    if (scenario !== 'guest')
      await context.addInitScript(
        ({ session, age }) => {
          localStorage.setItem('MC_SESSION_INFO', session);
          localStorage.setItem('ageConfirmed', age);
        },
        { session: sessions[scenario], age: AGE_ANSWER },
      );
    const page = await context.newPage();
    const bodies = new Map<string, Promise<Buffer | null>>(); // each script URL counted once per page
    page.on('pageerror', (error) => result.warnings.push(`uncaught ${error.message.split('\n')[0]}`));
    page.on('response', (response) => {
      const isScript = response.request().resourceType() === 'script' || /\.m?js$/.test(new URL(response.url()).pathname);
      if (!isScript) return;
      result.requests++;
      if (!response.ok()) result.warnings.push(`script ${response.url().replace(origin, '')} → HTTP ${response.status()}`);
      else if (!bodies.has(response.url()))
        bodies.set(
          response.url(),
          response.body().catch(() => null),
        );
    });
    const response = await page.goto(origin + url, { waitUntil: 'load', timeout: 20_000 });
    if (!response?.ok()) throw new Error(`HTTP ${response?.status() ?? 'no response'}`);
    await page.waitForLoadState('networkidle', { timeout: IDLE_CAP_MS }).catch(() => {});
    // A page that moves itself to another document (a gate's redirect) measured two: say so. Its own
    // query string (a list's ?gameType=) is the same document.
    const left = new URL(page.url()).pathname !== new URL(response.url()).pathname;
    if (left) result.leftFor = new URL(page.url()).pathname;
    for (const [scriptUrl, body] of bodies) {
      const bytes = await body;
      if (!bytes) {
        result.warnings.push(`script ${scriptUrl.replace(origin, '')}: body unavailable, not counted`);
        continue;
      }
      const size = gzipBytes(bytes);
      result.scripts.push({ url: scriptUrl.replace(origin, ''), gzipBytes: size });
      result.externalBytes += size;
      result.transferBytes += compress(new Uint8Array(bytes), 'br').length;
    }
    // Inline scripts travel inside the HTML, which is gzipped as a whole: size them together. The
    // HTML is fetched again: a page that redirected itself (a guest on a member page) has let go of it.
    const html = new Uint8Array(await (await fetch(origin + url)).arrayBuffer());
    const inline = inlineScripts(new TextDecoder().decode(html)).join('\n');
    result.inlineBytes = inline ? gzipBytes(inline) : 0;
    result.totalBytes = result.externalBytes + result.inlineBytes;
    result.transferBytes += compress(html, 'br').length;
  } catch (error) {
    result.error = (error as Error).message.split('\n')[0];
  } finally {
    await context.close();
  }
  return result;
}

/** Run jobs with a small fixed concurrency, keeping their order in the result. */
async function pool<T, R>(items: T[], limit: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { brand: { type: 'string' }, 'pages-only': { type: 'boolean' }, page: { type: 'string' } } });
  const ids = selectBrands(values.brand);
  const only = values.page?.split(',').map((path) => path.trim().replace(/\/$/, ''));
  const wanted = (url: string) => !only || only.some((path) => url === path || url.endsWith(path));
  const pagesOnly = values['pages-only'] || only !== undefined;
  const brands = ids.map((id) => loadBrand(id)); // every brand valid before the first build

  // Builds first: a broken build fails fast, before a browser is started. Each bundle is then copied
  // aside, because other tools (e2e, dev builds) rewrite dist/<brand>/ while we measure.
  const snapshots = mkdtempSync(join(tmpdir(), 'bench-'));
  const report: { brand: string; build: BuildResult; pages: PageResult[] }[] = [];
  let grid: GridBench | undefined;
  let teamList: TeamListBench | undefined;
  let sanitizer: EngineBench[] | undefined;
  const weakNetwork: WeakNetworkRun[] = [];
  try {
    const builds = await buildBrands(ids);
    for (const id of ids) cpSync(join(root, 'dist', id), join(snapshots, id), { recursive: true });
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
    try {
      for (const [index, brand] of brands.entries()) {
        const dist = join(snapshots, brand.id);
        const prefixes = Object.fromEntries(brand.languages.map((language) => [language, languagePrefix(language, brand.defaultLanguage)]));
        const roleJobs: Job[] = [
          ...MEMBER_PAGES.map((url) => ({ url, scenario: 'member' as const })),
          ...ACCOUNT_PAGES.flatMap((url) => [
            { url, scenario: 'trial' as const },
            { url, scenario: 'agent' as const },
          ]),
        ];
        const urls = pageUrls(dist).filter(wanted);
        console.log(`measuring ${brand.id}: ${urls.length} pages, ${roleJobs.length} as a signed-in role…`);
        const server = await startServer({ brand: brand.id, port: 0, dbFile: join(snapshots, `${brand.id}.db`), distDir: dist, fresh: true, hooks: true });
        try {
          const sessionOf = async (username: string) => {
            const answer = await fetch(`${server.url}/__sandbox/session`, { method: 'POST', headers: HOOK_HEADERS, body: JSON.stringify({ username }) });
            return JSON.stringify(((await answer.json()) as { value: unknown }).value);
          };
          const sessions = { member: await sessionOf(SESSIONS.member), trial: await sessionOf(SESSIONS.trial), agent: await sessionOf(SESSIONS.agent) };
          const run = (job: Job) => measure(browser, server.url, brand.id, prefixes, sessions, job);
          // Each page for the first visitor who stays on it.
          const staying = async (url: string): Promise<PageResult> => {
            let result: PageResult | undefined;
            for (const scenario of STAYING_VISITORS) {
              result = await run({ url, scenario });
              if (!result.leftFor) return result;
            }
            return result!;
          };
          const ownPages = await pool(urls, CONCURRENCY, staying);
          // A role sent elsewhere (a trial account on the agent home) is said, not measured; a row
          // the staying visitor already measured is not measured twice.
          const measured = new Set(ownPages.map((page) => `${page.url} ${page.scenario}`));
          const rolePages = await pool(
            roleJobs.filter((job) => wanted(job.url) && !measured.has(`${job.url} ${job.scenario}`)),
            CONCURRENCY,
            run,
          );
          const pages = [...ownPages, ...rolePages];
          report.push({ brand: brand.id, build: builds[index]!, pages });
          console.log(formatBrandReport(brand.id, builds[index]!.seconds, pages).join('\n'));
          console.log(formatGameScreens(brand.id, pages, isGameList).join('\n'));
        } finally {
          await server.close();
        }
      }
      if (!pagesOnly) {
        // The game grid with the real sandbox, in the first brand measured (a long run: one brand is enough).
        console.log(`\nmeasuring the game grid of ${ids[0]} (scroll, interactions, Lighthouse)…`);
        grid = await benchGameGrid(browser, ids[0]!, join(snapshots, ids[0]!));
        console.log(formatGridBench(grid).join('\n'));
        // The agent's team list of hundreds (issue 25), in the same brand.
        teamList = await benchTeamScreen(browser, ids[0]!, join(snapshots, ids[0]!));
        console.log(formatTeamListBench(teamList).join('\n'));
        sanitizer = await benchSanitizer(browser, ids[0]!, join(snapshots, ids[0]!));
        console.log(`\n${formatSanitizerBench(sanitizer).join('\n')}`);
        // The first visit on a weak network (400 kbps, 400 ms, 4× CPU): home and a game list of the
        // default brands, or of the brands asked for.
        for (const id of values.brand ? ids : ids.filter((brand) => WEAK_NETWORK_BRANDS.includes(brand))) {
          weakNetwork.push(...(await benchWeakNetwork(browser, id, join(snapshots, id))));
        }
        console.log(formatWeakNetwork(weakNetwork).join('\n'));
      }
    } finally {
      await browser.close();
    }
  } finally {
    rmSync(snapshots, { recursive: true, force: true });
  }

  const file = join(root, 'dist', 'bench.json');
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), budgetKB: PAGE_BUDGET_KB, brands: report, gameGrid: grid, teamList, sanitizer, weakNetwork }, null, 2)}\n`,
  );
  console.log(`\nwrote ${file}`);
  const failed = report.flatMap(({ pages }) => pages.filter((page) => page.error));
  for (const page of failed) console.error(`FAILED ${page.brand} ${page.url} [${page.scenario}]: ${page.error}`);
  const over = report.flatMap(({ pages }) => pages.filter(overBudget));
  if (over.length) console.error(`${over.length} page loads over their kind's budget (OVER BUDGET lines above)`);
  return failed.length || over.length ? 1 : 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof BrandError ? error.message : (error as Error).message);
  process.exitCode = 1;
}
