/**
 * The agent home (/m/agent; issue 25, G §2 "Agent home", §6, §8) in lotus and harbor, whose agent
 * flags differ (harbor: no red envelope rain, no rebate settings): an agent of type 1, 41 or 42
 * sees the greeting, name and balance, today's team counters of their own downline, the tiles of
 * the brand's flags and the agent footer; contract prompts come one at a time for type 1 only,
 * Cancel keeps one away for the visit and Go opens its contract page; types 0, 4, 40 and guests go
 * home; the footer's announcements list the agent notices; each call's failure says so and Try
 * again recovers; no serious axe violation. Every journey that needs data makes its own fresh agent
 * (member hook) and its contracts (contract-request hook). Faults come from page.route (this page
 * only): the sandbox's fault hook would reach every journey running beside these.
 */
import { expect, test, type Page } from '@playwright/test';
import { AGE_LIMITS, THEMES, type LanguageCode } from '../../src/constants.ts';
import { STORAGE_KEYS } from '../../src/lib/storage-keys.ts';
import { AGE_CONFIRMED_KEY } from '../../src/widgets/age/age.ts';
import { agentTiles, KPI_COUNTERS } from '../../src/features/agent/home/agent-home.ts';
import { axeProblemsInEveryTheme, brandOf, brandUrl, pageUrl, resources, sandbox, seedStorage, settled } from '../support/index.ts';

const AGE_SEEN = { [AGE_CONFIRMED_KEY]: String(Math.max(...AGE_LIMITS)) };
const CALLS = { teamKpi: /\/agent\/team\/kpi\?/, contractRequests: /\/agent\/contracts(\?|$)/, announcements: /\/content\/announcements\?.*types=A(&|$)/ };
const BRANDS = ['lotus', 'harbor'] as const;

// The sandbox counts a team's day in UTC (scripts/sandbox/accounts/team.ts): the browser's "today"
// is then the sandbox's today whatever zone the machine running the tests is in.
test.use({ timezoneId: 'UTC' });

type Session = { userName: string; token: string; type: number };

function watch(page: Page) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Opens the agent home (or `path`) with `session` stored, as a player who logged in earlier. */
async function open(page: Page, id: string, session: Session | undefined, { language, path = '/m/agent' }: { language?: LanguageCode; path?: string } = {}) {
  const brand = brandOf(id);
  const base = brandUrl(test.info(), id);
  const lang = language ?? brand.defaultLanguage;
  await seedStorage(page, {
    ...AGE_SEEN,
    [STORAGE_KEYS.language]: lang,
    ...(session ? { [STORAGE_KEYS.session]: JSON.stringify(session) } : {}),
  });
  await page.goto(pageUrl(base, brand, path, lang));
  await settled(page);
  return { brand, base, texts: resources[lang], t: resources[lang]['agent-home'] };
}

/** A fresh agent of `type` (its own account: nothing another journey does changes what it sees). */
const freshAgent = (page: Page, id: string, fields: { type: number; balance?: string; parent?: string }) =>
  sandbox(page.request, brandUrl(test.info(), id)).member(fields) as Promise<Session>;

const counter = (page: Page, name: string) =>
  page
    .locator('.ah-counter')
    .filter({ has: page.getByRole('term').filter({ hasText: name }) })
    .getByRole('definition');
const prompt = (page: Page) => page.locator('dialog#contract-prompt');

for (const id of BRANDS) {
  test(`${id}: a type 1 agent sees greeting, balance, today's team, the brand's tiles and the footer`, async ({ page }) => {
    const problems = watch(page);
    const agent = await freshAgent(page, id, { type: 1, balance: '1234.5' });
    // A downline two levels deep, registered (and so online) today.
    const sub = await freshAgent(page, id, { type: 2, parent: agent.userName });
    await freshAgent(page, id, { type: 0, parent: sub.userName });
    await freshAgent(page, id, { type: 0, parent: agent.userName });
    const { brand, texts, t } = await open(page, id, agent);
    await expect(page.locator('[data-greeting]')).toHaveText(new RegExp(`^(${Object.values(t.greeting).join('|')})$`));
    await expect(page.locator('#ah-name')).toHaveText(agent.userName);
    await expect(page.locator('.ah-band [data-testid="balance"]')).toContainText('1,234.50');
    await expect(page.locator('.ah-band').getByRole('link', { name: texts.shell.deposit })).toHaveAttribute('href', /\/m\/voucherCenter$/);
    await expect(page.locator('.ah-band').getByRole('link', { name: texts.shell.withdraw })).toHaveAttribute('href', /\/m\/withdraw$/);
    await expect(counter(page, t.kpi.teamRegisterMemberCount)).toHaveText('3');
    await expect(counter(page, t.kpi.teamOnlineCount)).toHaveText('3');
    await expect(counter(page, t.kpi.teamBetMemberCount)).toHaveText('0');
    await expect(page.locator('.ah-counter dd')).toHaveCount(KPI_COUNTERS.length);
    // The tiles the brand's flags turn on, in order; harbor has neither red envelope rain nor rebate settings.
    const menu = page.getByRole('navigation', { name: t.menu });
    const expected = agentTiles(brand.whitelabel).map((tile) => t.tiles[tile.id]);
    await expect(menu.getByRole('listitem')).toHaveText(expected.map((name) => new RegExp(name)));
    if (id === 'harbor') {
      await expect(menu.getByText(t.tiles.redRain)).toHaveCount(0);
      await expect(menu.getByText(t.tiles.agentRebate)).toHaveCount(0);
    } else {
      await expect(menu.getByRole('link', { name: t.tiles.redRain })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: t.tiles.transactionRecord })).toHaveAttribute('href', /\/m\/transaction\/record\?types=A$/);
    await expect(menu.getByRole('button', { name: t.tiles.service })).toBeVisible();
    // No contract offered: no prompt; no dividend entry; the agent notices' unread count.
    const footer = page.getByRole('navigation', { name: t.footer.label });
    await expect(footer.getByRole('link', { name: t.footer.agentRegister })).toHaveAttribute('href', /\/m\/agentRegister$/);
    await expect(footer.locator('[data-notices-badge]')).toContainText('3');
    await expect(footer.getByRole('link', { name: t.footer.agentDividend })).toBeHidden();
    await expect(prompt(page)).toBeHidden();
    // Online service opens the customer service sheet, as everywhere on the site.
    await menu.getByRole('button', { name: t.tiles.service }).click();
    await expect(page.locator('dialog#service-modal')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test(`${id}: contract prompts one at a time; Cancel keeps one away for the visit, Go opens its page`, async ({ page }) => {
    const problems = watch(page);
    const agent = await freshAgent(page, id, { type: 1 });
    const hooks = sandbox(page.request, brandUrl(test.info(), id));
    await hooks.contractRequest({ username: agent.userName, daily: 'DS-77', hourly: 'HS-77', dividendEnabled: true });
    const { t } = await open(page, id, agent);
    const dialog = prompt(page);
    await expect(dialog.getByRole('heading')).toHaveText(t.prompts.daily.title);
    await expect(dialog).toContainText(t.prompts.daily.body);
    // The dividend entry shows: the contract answer enables it.
    await expect(page.getByRole('navigation', { name: t.footer.label }).getByRole('link', { name: t.footer.agentDividend })).toHaveAttribute(
      'href',
      /\/m\/member\/agent\/agentDivident$/,
    );
    await dialog.getByRole('button', { name: t.prompts.cancel }).click();
    // The next one, after the first is answered.
    await expect(dialog.getByRole('heading')).toHaveText(t.prompts.hourly.title);
    await dialog.getByRole('button', { name: t.prompts.cancel }).click();
    await expect(dialog).toBeHidden();
    const answered = page.waitForResponse(CALLS.contractRequests);
    await page.reload();
    await answered;
    await expect(counter(page, t.kpi.teamOnlineCount)).toHaveText('0');
    await expect(dialog).toBeHidden();
    // A new request asks again; Go opens its contract page.
    await hooks.contractRequest({ username: agent.userName, hourly: '', dividend: 'DV-77' });
    await page.reload();
    await expect(dialog.getByRole('heading')).toHaveText(t.prompts.dividend.title);
    await dialog.getByRole('button', { name: t.prompts.go }).click();
    await expect(page).toHaveURL(/\/m\/member\/agent\/getDevidendContract$/);
    expect(problems).toEqual([]);
  });

  for (const type of [41, 42]) {
    test(`${id}: a type ${type} agent sees the home and never a contract prompt`, async ({ page }) => {
      const agent = await freshAgent(page, id, { type });
      await sandbox(page.request, brandUrl(test.info(), id)).contractRequest({ username: agent.userName, daily: 'DS-1', dividend: 'DV-1', hourly: 'HS-1' });
      await freshAgent(page, id, { type: 0, parent: agent.userName });
      const answered = page.waitForResponse(CALLS.contractRequests);
      const { brand, t } = await open(page, id, agent);
      await answered;
      await expect(page.locator('#ah-name')).toHaveText(agent.userName);
      await expect(counter(page, t.kpi.teamRegisterMemberCount)).toHaveText('1');
      await expect(page.getByRole('navigation', { name: t.menu }).getByRole('listitem')).toHaveCount(agentTiles(brand.whitelabel).length);
      await expect(page.getByRole('navigation', { name: t.footer.label }).getByRole('link', { name: t.footer.home })).toBeVisible();
      await expect(prompt(page)).toBeHidden();
    });
  }
}

test('types 0, 4 and 40 and guests go home', async ({ page, context }) => {
  const base = brandUrl(test.info(), 'lotus');
  const hooks = sandbox(page.request, base);
  const accounts: (Session | undefined)[] = [await hooks.member({ type: 0 }), await hooks.session('demo_trial'), await hooks.member({ type: 40 }), undefined];
  for (const account of accounts) {
    const tab = await context.newPage();
    await open(tab, 'lotus', account);
    await expect(tab, `type ${account?.type ?? 'guest'}`).toHaveURL(/\/m\/home$/);
    await tab.close();
  }
});

test('with the session gone, a tile or footer tap goes nowhere', async ({ page }) => {
  const agent = await freshAgent(page, 'lotus', { type: 1 });
  const { t } = await open(page, 'lotus', agent);
  await expect(counter(page, t.kpi.teamOnlineCount)).toHaveText('0');
  // Signed out in another tab (the session leaves storage), then a tap on a tile and on a footer entry at once.
  const clicked = await page.evaluate((key) => {
    localStorage.removeItem(key);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: null, storageArea: localStorage }));
    return ['.ah-tiles a[data-tile="team"]', '.ah-footer a'].map((selector) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      document.querySelector(selector)!.dispatchEvent(event);
      return event.defaultPrevented;
    });
  }, STORAGE_KEYS.session);
  expect(clicked).toEqual([true, true]);
  // The page stays, or the gate takes it home: never to the tile's screen.
  await page.waitForLoadState();
  expect(page.url()).not.toMatch(/\/m\/member\/team/);
});

for (const id of BRANDS) {
  test(`${id}: the footer's announcements list the agent notices in each language; one read counts one fewer`, async ({ context }) => {
    const brand = brandOf(id);
    for (const language of brand.languages) {
      // A tab per language: the language a device chose is stored, and the seeded one wins.
      const page = await context.newPage();
      const problems = watch(page);
      const agent = await freshAgent(page, id, { type: 1 });
      const { t, texts } = await open(page, id, agent, { language });
      await page.getByRole('navigation', { name: t.footer.label }).getByRole('link', { name: t.footer.announcements }).click();
      await expect(page).toHaveURL(/\/m\/member\/notice\?types=A$/);
      const list = page.getByRole('list', { name: texts.notice.list }).locator(':scope > li:not(.placeholder-card)');
      await expect(list).toHaveCount(3);
      if (language === 'EN') await expect(list.first()).toContainText('Agent contract renewals');
      else await expect(list.first()).toContainText('ကိုယ်စားလှယ် စာချုပ်');
      // Reading one: back on the agent home, the footer counts one fewer.
      const read = page.waitForResponse((response) => /\/content\/announcements\/read/.test(response.url()));
      await list.first().getByRole('button').click();
      await read;
      // Opened again (not Back: Chromium answers a history navigation's calls from its HTTP cache, and the sandbox sends no no-store).
      await page.goto(pageUrl(brandUrl(test.info(), id), brand, '/m/agent', language));
      await expect(page.getByRole('navigation', { name: t.footer.label }).locator('[data-notices-badge]')).toContainText('2');
      expect(problems).toEqual([]);
      await page.close();
    }
  });
}

for (const [call, label] of [
  ['teamKpi', 'kpiFailed'],
  ['contractRequests', 'contractsFailed'],
  ['announcements', 'noticesFailed'],
] as const) {
  for (const failure of ['http', 'malformed'] as const) {
    test(`a failed ${call} call (${failure}) says so; Try again recovers`, async ({ page }) => {
      const problems = watch(page);
      const agent = await freshAgent(page, 'lotus', { type: 1 });
      await sandbox(page.request, brandUrl(test.info(), 'lotus')).contractRequest({ username: agent.userName, dividendEnabled: true });
      let fail = true;
      await page.route(CALLS[call], (route) =>
        !fail
          ? route.continue()
          : failure === 'http'
            ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' })
            : route.fulfill({ json: { success: true, value: { unexpected: true } } }),
      );
      const { t, texts } = await open(page, 'lotus', agent);
      const alert = page.getByRole('alert').filter({ hasText: t[label] });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText(failure === 'http' ? texts.error.server : texts.error.malformed);
      fail = false;
      await alert.getByRole('button', { name: t.retry }).click();
      await expect(alert).toBeHidden();
      if (call === 'teamKpi') await expect(counter(page, t.kpi.teamOnlineCount)).toHaveText('0');
      if (call === 'contractRequests')
        await expect(page.getByRole('navigation', { name: t.footer.label }).getByRole('link', { name: t.footer.agentDividend })).toBeVisible();
      if (call === 'announcements') await expect(page.locator('[data-notices-badge]')).toContainText('3');
      expect(problems).toEqual([]);
    });
  }
}

test(`Burmese, both themes: nothing serious for axe-core at 320 and 360 px, nothing scrolls sideways, with and without a prompt`, async ({ page }) => {
  const agent = await freshAgent(page, 'lotus', { type: 1, balance: '98200.5' });
  await sandbox(page.request, brandUrl(test.info(), 'lotus')).contractRequest({ username: agent.userName, daily: 'DS-5', dividendEnabled: true });
  const { t } = await open(page, 'lotus', agent, { language: 'MY' });
  await expect(prompt(page)).toBeVisible();
  for (const state of ['prompt', 'page'] as const) {
    if (state === 'page') {
      await prompt(page).getByRole('button', { name: t.prompts.cancel }).click();
      await expect(prompt(page)).toBeHidden();
    }
    await expect(counter(page, t.kpi.teamOnlineCount)).toHaveText('0');
    for (const width of [320, 360]) {
      await page.setViewportSize({ width, height: 740 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${state} ${width} px`).toBeLessThanOrEqual(width);
      expect(await axeProblemsInEveryTheme(page, `${state} ${width}px`, THEMES)).toEqual([]);
    }
  }
});
