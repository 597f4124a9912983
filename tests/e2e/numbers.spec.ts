/**
 * Numbers written one way (issue 34 item 10): on every route of lotus in Burmese (the language with
 * digits of its own, every feature flag on; times are written by the same code in every brand and
 * language), signed in as the demo agent (who sees the member and the agent screens), with the phone
 * in Yangon (UTC+6:30, half an hour behind the platform's UTC+7 clock):
 * - no Burmese digits beside the Latin ones every amount is written in;
 * - no time the platform sent is shown on the platform's clock: every `YYYY-MM-DD HH:mm:ss` in the
 *   page's answers is looked for, as written, in the page's text. The half-hour offset makes each
 *   one differ from its local form (a raw time that is also some other time's local form is allowed).
 */
import { expect, test, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/lib/storage-keys.ts';
import { PAGE_PATHS, paths } from '../../src/shell/routes.ts';
import { brandOf, brandUrl, pageUrl, PLAYER_ZONE, playerTime, sandbox, seedStorage, settled } from '../support/index.ts';

const PAGES_PER_TEST = 14;
/** Routes that are the home page itself, or that send a signed-in account elsewhere before painting. */
const SKIPPED = new Set(['/', '/m', '/m/index', paths.login, paths.register]);
const PLATFORM_TIME = /\b(\d{4})-(\d{2})-(\d{2}) (\d{2}:\d{2}):\d{2}\b/g;
const BURMESE_DIGIT = /[\u1040-\u1049]+/g;

test.use({ timezoneId: PLAYER_ZONE });

/** Every platform time in the JSON answers the page receives from now on. */
function collectPlatformTimes(page: Page): Set<string> {
  const times = new Set<string>();
  page.on('response', async (response) => {
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    const body = await response.text().catch(() => '');
    for (const match of body.matchAll(PLATFORM_TIME)) times.add(match[0]);
  });
  return times;
}

/** How a time would read on the platform's clock, in the two date forms the site writes. */
const rawForms = (time: string) => {
  const [, year, month, day, clock] = new RegExp(PLATFORM_TIME.source).exec(time)!;
  return [`${year}-${month}-${day} ${clock}`, `${year}/${month}/${day} ${clock}`];
};

const pages = PAGE_PATHS.filter((path) => !SKIPPED.has(path));
for (const [id, language] of [['lotus', 'MY']] as const) {
  for (let first = 0; first < pages.length; first += PAGES_PER_TEST) {
    const chunk = pages.slice(first, first + PAGES_PER_TEST);
    test(`${id} ${language}: pages ${first + 1}-${first + chunk.length} of ${pages.length} write digits one way and times on the player's clock`, async ({
      page,
    }) => {
      test.setTimeout(30_000 + chunk.length * 5_000);
      const brand = brandOf(id);
      const base = brandUrl(test.info(), id);
      const session = await sandbox(page.request, base).session('demo_agent');
      await seedStorage(page, { language, [STORAGE_KEYS.session]: JSON.stringify(session) });
      const times = collectPlatformTimes(page);
      const found: string[] = [];
      let timesShown = 0;
      for (const path of chunk) {
        times.clear();
        await page.goto(pageUrl(base, brand, path, language));
        await settled(page);
        await page.waitForLoadState('networkidle');
        const text = await page.locator('body').innerText();
        for (const digits of text.match(BURMESE_DIGIT) ?? []) found.push(`${path}: Burmese digits "${digits}"`);
        const localForms = new Set([...times].map((time) => playerTime(time, 'row')));
        for (const time of times) {
          if (text.includes(playerTime(time, 'row'))) timesShown++;
          for (const raw of rawForms(time)) if (!localForms.has(raw) && text.includes(raw)) found.push(`${path}: ${raw} on the platform's clock`);
        }
      }
      expect(found).toEqual([]);
      // The scan saw something: pages with rows show their times on the player's clock.
      if (chunk.includes(paths.transactionRecord)) expect(timesShown).toBeGreaterThan(0);
    });
  }
}
