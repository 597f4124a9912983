/**
 * The agent's team screens (issue 25): team overview (/m/agent/team/overview) and team management
 * (/m/member/team), in lotus and harbor. Exact figures come from fresh agents and teams made by the
 * member hook (`type`, `parent`): journeys beside these never change them. demo_agent's seeded team
 * of hundreds is only read (search, filters, a preset's figures changing).
 * Faults come from page.route (this page only): the sandbox's fault hook is one per call for the
 * whole sandbox, and journeys beside these (the every-route walk) open the same calls in parallel.
 */
import { expect, test, type Page } from '@playwright/test';
import { AGE_LIMITS, THEMES, type LanguageCode } from '../../src/constants.ts';
import { STORAGE_KEYS } from '../../src/lib/storage-keys.ts';
import { AGE_CONFIRMED_KEY } from '../../src/widgets/age/age.ts';
import { axeProblemsInEveryTheme, brandOf, brandUrl, pageUrl, resources, sandbox, seedStorage, settled } from '../support/index.ts';

const AGE_SEEN = { [AGE_CONFIRMED_KEY]: String(Math.max(...AGE_LIMITS)) };
const OVERVIEW = '/m/agent/team/overview';
const TEAM = '/m/member/team';
const CALLS = { teamOverview: /\/agent\/team\/overview\?/, teamMembers: /\/agent\/team\/members\?/, teamMemberDetail: /\/agent\/team\/member\?/ } as const;

interface Session {
  token: string;
  userName: string;
  type: number;
}

function watch(page: Page) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** A fresh agent with a chain below it: sub (agent) › subsub (agent) › player. */
async function freshTeam(page: Page, brand: string) {
  const hooks = sandbox(page.request, brandUrl(test.info(), brand));
  const agent = (await hooks.member({ type: 1 })) as Session;
  const sub = (await hooks.member({ type: 2, parent: agent.userName, balance: '1500.50' })) as Session;
  const subsub = (await hooks.member({ type: 2, parent: sub.userName })) as Session;
  const player = (await hooks.member({ type: 0, parent: subsub.userName, balance: '20' })) as Session;
  return { agent, sub: sub.userName, subsub: subsub.userName, player: player.userName };
}

async function open(page: Page, brandId: string, path: string, session: Session | string, { language = 'EN' }: { language?: LanguageCode } = {}) {
  const brand = brandOf(brandId);
  const base = brandUrl(test.info(), brandId);
  const stored = typeof session === 'string' ? await sandbox(page.request, base).session(session) : session;
  await seedStorage(page, {
    ...AGE_SEEN,
    language,
    [STORAGE_KEYS.session]: JSON.stringify(stored),
  });
  await page.goto(pageUrl(base, brand, path, language));
  await settled(page);
  return { base, brand, t: resources[language]['agent-team'], texts: resources[language] };
}

const figure = (page: Page, name: string) => page.locator(`[data-figure="${name}"]`);
const rows = (page: Page, name: string) => page.getByRole('list', { name }).locator(':scope > li:not(.placeholder-card)');
const crumbs = (page: Page, name: string) => page.getByRole('navigation', { name }).getByRole('listitem');

test('overview: a fresh team’s figures, and the presets change what the agent sees', async ({ page }) => {
  const problems = watch(page);
  const team = await freshTeam(page, 'lotus');
  const { t } = await open(page, 'lotus', OVERVIEW, team.agent);
  await expect(page.getByRole('radio', { name: t.presets.today })).toBeChecked();
  await expect(figure(page, 'teamSize')).toHaveText('3');
  await expect(figure(page, 'directMembers')).toHaveText('1');
  await expect(figure(page, 'indirectMembers')).toHaveText('2');
  await expect(figure(page, 'registrations')).toHaveText('3'); // all three registered today
  await expect(figure(page, 'deposits')).toHaveText(/0\.00/);
  await page.getByRole('radio', { name: t.presets.yesterday }).check();
  await expect(figure(page, 'registrations')).toHaveText('0');
  await expect(figure(page, 'teamSize')).toHaveText('3'); // the team now, whatever the range
  await page.getByRole('radio', { name: t.presets.thisMonth }).check();
  await expect(figure(page, 'registrations')).toHaveText('3');
  // A custom range that cannot be asked for says why and asks nothing.
  await page.getByRole('radio', { name: t.presets.custom }).check();
  await page.getByLabel(t.from, { exact: true }).fill('2026-01-10');
  await page.getByLabel(t.to, { exact: true }).fill('2026-01-01');
  await page.getByRole('button', { name: t.apply }).click();
  await expect(page.getByRole('alert').filter({ hasText: t.rangeProblems.order })).toBeVisible();
  await expect(figure(page, 'registrations')).toHaveText('3');
  expect(problems).toEqual([]);
});

test("overview: demo_agent's big team has other figures yesterday than today", async ({ page }) => {
  const { t } = await open(page, 'harbor', OVERVIEW, 'demo_agent');
  await expect(figure(page, 'teamSize')).toHaveText(/^\d{3}$/);
  await expect(figure(page, 'bets')).toHaveText(/\d/);
  const today = await figure(page, 'bets').textContent();
  await page.getByRole('radio', { name: t.presets.yesterday }).check();
  await expect(figure(page, 'bets')).not.toHaveText(today!);
  await expect(figure(page, 'bets')).toHaveText(/\d/);
  await expect(page.locator('[data-count="deposits"]')).toHaveText(/\d/);
});

test('team list: search and filters narrow demo_agent’s team', async ({ page }) => {
  const problems = watch(page);
  const { t } = await open(page, 'harbor', TEAM, 'demo_agent');
  const list = rows(page, t.list);
  await expect(list).toHaveCount(30); // a page
  await expect(page.locator('[data-team-count]')).toHaveText(t.total.replace('{{count}}', '340'));
  await expect(crumbs(page, t.crumbs)).toHaveText(['demo_agent']);
  await page.getByLabel(t.search).fill('team_');
  await expect(list).toHaveCount(6);
  await expect(page.locator('[data-team-count]')).toHaveText(t.total.replace('{{count}}', '6'));
  await page.getByLabel(t.search).fill('');
  // Until the new answer is in, the rows of the last one stay: wait until every row is of the filter.
  const shown = (part: string) => async () => [...new Set(await list.locator(`[data-part="${part}"]`).allTextContents())];
  await page.getByRole('combobox', { name: t.level }).selectOption('3');
  await expect.poll(shown('level')).toEqual([t.levelN.replace('{{level}}', '3')]);
  await page.getByRole('combobox', { name: t.status }).selectOption('locked');
  await expect.poll(shown('status')).toEqual([t.statuses.locked]);
  await expect.poll(shown('level')).toEqual([t.levelN.replace('{{level}}', '3')]);
  // Load more brings the next page under the first, which stays put.
  await page.getByRole('combobox', { name: t.level }).selectOption('');
  await page.getByRole('combobox', { name: t.status }).selectOption('');
  // The whole team again, and its answer in: More before that would extend a list about to be replaced.
  await expect(page.locator('[data-team-count]')).toHaveText(t.total.replace('{{count}}', '340'));
  await expect(page.getByRole('list', { name: t.list })).not.toHaveAttribute('aria-busy', 'true');
  await expect(list).toHaveCount(30);
  const first = await list.first().textContent();
  await page.getByRole('button', { name: t.more }).click();
  await expect(list).toHaveCount(60);
  await expect(list.first()).toHaveText(first!);
  expect(problems).toEqual([]);
});

test('team list: into a sub-agent’s team, two levels down, and back by breadcrumb and browser Back', async ({ page }) => {
  const problems = watch(page);
  const team = await freshTeam(page, 'lotus');
  const { t } = await open(page, 'lotus', TEAM, team.agent);
  const list = rows(page, t.list);
  const path = crumbs(page, t.crumbs);
  await expect(list).toHaveCount(3);
  await expect(path).toHaveText([team.agent.userName]);

  await list.filter({ hasText: team.sub }).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`\\?parent=${team.sub}$`));
  await expect(path).toHaveText([team.agent.userName, `›${team.sub}`].map((text) => new RegExp(text.replace('›', '›?'))));
  await expect(list).toHaveCount(2);

  await list.filter({ hasText: team.subsub }).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`\\?parent=${team.subsub}$`));
  await expect(path).toHaveCount(3);
  await expect(path.last()).toContainText(team.subsub);
  await expect(list).toHaveCount(1);
  await expect(list.first()).toContainText(team.player);
  await expect(list.first()).toContainText(t.levelN.replace('{{level}}', '3'));

  // Reload keeps the place; browser Back goes up one; the agent's crumb goes to the top.
  await page.reload();
  await expect(path).toHaveCount(3);
  await expect(list).toHaveCount(1);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`\\?parent=${team.sub}$`));
  await expect(path).toHaveCount(2);
  await expect(list).toHaveCount(2);
  await path.first().getByRole('link', { name: team.agent.userName }).click();
  await expect(page).not.toHaveURL(/parent=/);
  await expect(path).toHaveCount(1);
  await expect(list).toHaveCount(3);
  expect(problems).toEqual([]);
});

test("team list: a member's details, with this month's money, in a sheet that gives the focus back", async ({ page }) => {
  const problems = watch(page);
  const team = await freshTeam(page, 'harbor');
  // The player lost 50 on a slot this month: the house's result from the agent's side is a profit.
  await sandbox(page.request, brandUrl(test.info(), 'harbor')).teamBet({ username: team.player, gameType: 'RNG', amount: '50', winLoss: '-50' });
  const { t } = await open(page, 'harbor', TEAM, team.agent);
  const list = rows(page, t.list);
  const sheet = page.getByRole('dialog', { name: t.detailTitle });
  const player = list.filter({ hasText: team.player }).getByRole('button');
  await player.click();
  await expect(sheet).toBeVisible();
  await expect(sheet.locator('[data-detail="name"]')).toHaveText(team.player);
  await expect(sheet.locator('[data-detail="level"]')).toHaveText(t.levelN.replace('{{level}}', '3'));
  await expect(sheet.locator('[data-detail="balance"]')).toHaveText(/20\.00/);
  await expect(sheet.locator('[data-month="deposits"]')).toHaveText(/0\.00/);
  // Issue 34 item 12: the player's own figure says so, in the agent screens' one convention.
  await expect(sheet.getByText(t.ownProfit, { exact: true })).toBeVisible();
  const profit = sheet.locator('[data-month="profit"]');
  await expect(profit).toHaveText(`+$50.00 ${resources.EN['agent-reports'].profit}`);
  await expect(profit).toHaveAttribute('data-tone', 'in');
  await expect(sheet.getByRole('link', { name: t.viewTeam })).toBeHidden(); // no team below a player
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(player).toBeFocused();

  // An agent's details lead into its team.
  await list
    .filter({ hasText: team.sub })
    .getByRole('button', { name: t.detailsOf.replace('{{name}}', team.sub) })
    .click();
  await expect(sheet.locator('[data-detail="balance"]')).toHaveText(/1,500\.50/);
  await expect(sheet.locator('[data-detail="teamSize"]')).toHaveText('2');
  await sheet.getByRole('link', { name: t.viewTeam }).click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`\\?parent=${team.sub}$`));
  await expect(list).toHaveCount(2);
  expect(problems).toEqual([]);
});

test('every call’s failure says so in the page’s language, and Try again recovers', async ({ page }) => {
  const problems = watch(page);
  const team = await freshTeam(page, 'lotus');
  const failOnce = async (call: keyof typeof CALLS) => {
    let failed = false;
    await page.route(CALLS[call], async (route) => {
      if (failed) return route.continue();
      failed = true;
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
    });
  };
  // Burmese: the translated reason, not the platform's words.
  await failOnce('teamOverview');
  const { t, texts } = await open(page, 'lotus', OVERVIEW, team.agent, { language: 'MY' });
  const failure = page.getByRole('alert').filter({ hasText: texts.error.server });
  await expect(failure).toBeVisible();
  await failure.getByRole('button', { name: t.retry }).click();
  await expect(figure(page, 'teamSize')).toHaveText('3');

  await failOnce('teamMembers');
  await page.goto(page.url().replace(OVERVIEW, TEAM));
  await expect(page.getByRole('alert').filter({ hasText: texts.error.server })).toBeVisible();
  await page.getByRole('button', { name: t.retry }).click();
  await expect(rows(page, t.list)).toHaveCount(3);

  await failOnce('teamMemberDetail');
  await rows(page, t.list).filter({ hasText: team.player }).getByRole('button').click();
  const sheet = page.getByRole('dialog', { name: t.detailTitle });
  await expect(sheet.getByRole('alert')).toContainText(texts.error.server);
  await sheet.getByRole('button', { name: t.retry }).click();
  await expect(sheet.locator('[data-month="bets"]')).toHaveText(/0\.00/);
  await expect(sheet.getByRole('alert')).toBeHidden();
  expect(problems).toEqual([]);
});

test('a parent outside the team is refused with the translated reason', async ({ page }) => {
  const team = await freshTeam(page, 'harbor');
  const { t, texts } = await open(page, 'harbor', `${TEAM}?parent=demo_subagent`, team.agent, { language: 'MY' });
  await expect(page.getByRole('alert').filter({ hasText: texts.errors.agent.notInTeam })).toBeVisible();
  await expect(rows(page, t.list)).toHaveCount(0);
});

for (const path of [OVERVIEW, TEAM]) {
  test(`${path}: Burmese, both themes: nothing serious for axe-core at 320 and 360 px, nothing scrolls sideways`, async ({ page }) => {
    const { t } = await open(page, 'lotus', path, 'demo_agent', { language: 'MY' });
    if (path === OVERVIEW) {
      await expect(figure(page, 'teamSize')).toHaveText(/\d/);
      await page.getByRole('radio', { name: t.presets.custom }).check(); // every control on screen
    } else {
      await expect(rows(page, t.list).first()).toBeVisible();
    }
    for (const width of [320, 360]) {
      await page.setViewportSize({ width, height: 740 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);
      // The team list with a member's detail sheet open (opened at this width: a sheet holds the page still).
      if (path === TEAM) {
        await rows(page, t.list).locator('button').first().click();
        await expect(page.locator('[data-month="bets"]')).toHaveText(/\d/);
      }
      expect(await axeProblemsInEveryTheme(page, `${width}px`, THEMES)).toEqual([]);
      if (path === TEAM) await page.keyboard.press('Escape');
    }
  });
}
