/**
 * axe-core on a page as it is now: the serious and critical WCAG 2.2 A/AA violations, the ones
 * that fail a test (the standard: "axe-core clean, no serious or critical violation").
 *
 * axe runs inside the page itself, injected once per document. @axe-core/playwright's AxeBuilder
 * injects axe into every frame again on each run and finishes each run in a new blank page: on
 * this machine it took about 1 s a run, against 0.3 s here (measured over 12 pages). Our pages
 * have no frames; the game page (not ours) is not read.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
/** The rules whose outcome depends on colours: all a second theme is read for. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
/**
 * Checked whatever its tags: label in name (WCAG 2.5.3) was experimental before axe-core 4.14 and
 * is the one that found every game tile and promotion header (issue 21, item 12).
 */
const ALWAYS_CHECKED = { 'label-content-name-mismatch': { enabled: true } };

/** The page's serious and critical violations; `rules` limits the read to those rules (e.g. COLOUR_RULES). */
export async function axeViolations(page: Page, { rules }: { rules?: readonly string[] } = {}): Promise<Result[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const { violations } = await page.evaluate(
    ([tags, only, always]) => {
      const runOnly = only ? { type: 'rule' as const, values: only } : { type: 'tag' as const, values: tags };
      const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe;
      return axe.run(document, { runOnly, rules: only ? {} : always, resultTypes: ['violations'] });
    },
    [WCAG_TAGS, rules ?? null, ALWAYS_CHECKED] as const,
  );
  return violations.filter(({ impact }) => BLOCKING_IMPACTS.has(impact ?? ''));
}

/** The violations as lines a failed test prints: "where: rule × count: target (why); …". */
export async function axeProblems(page: Page, where: string, options?: { rules?: readonly string[] }): Promise<string[]> {
  return (await axeViolations(page, options)).map((violation) => {
    const targets = violation.nodes.slice(0, 3).map(({ target, any }) => `${target.join(' ')} (${any[0]?.message ?? violation.help})`);
    return `${where}: ${violation.id} × ${violation.nodes.length}: ${targets.join('; ')}`;
  });
}

/**
 * Every rule in the page's theme, then the colour rules in each other theme (names, roles and
 * sizes do not change with colours): one load read in every theme. Leaves the page's theme as it was.
 */
export async function axeProblemsInEveryTheme(page: Page, where: string, themes: readonly string[]): Promise<string[]> {
  const first = await page.evaluate(() => document.documentElement.dataset.theme!);
  const found = await axeProblems(page, `${where} (${first})`);
  for (const theme of themes.filter((theme) => theme !== first)) {
    await page.evaluate((theme) => (document.documentElement.dataset.theme = theme), theme);
    found.push(...(await axeProblems(page, `${where} (${theme})`, { rules: COLOUR_RULES })));
  }
  await page.evaluate((theme) => (document.documentElement.dataset.theme = theme), first);
  return found;
}
