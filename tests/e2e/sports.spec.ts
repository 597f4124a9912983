/**
 * Sports and e-sports (G §2 "Other categories show a vendor list", §3 "hot matches", type H) against
 * the built bundles and the sandbox: vendor logos, the hot matches of each category with their
 * kick-off in the player's time zone (the browser's zone is set; the platform writes UTC+7), the
 * Bet button opening the match's vendor for a member, home's sports tab, the empty and the failed
 * state with Try again, and nothing moving or scrolling sideways at 320 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/lib/storage-keys.ts';
import type { Announcement, HotMatch } from '../../src/contract/schemas.ts';
import { createApiClient } from '../../src/lib/node-api-client.ts';
import { platformInstant } from '../../src/lib/local-time.ts';
import { brandOf, brandUrl, pageUrl, resources, pageFaults, sandbox, seedStorage, settled } from '../support/index.ts';

const lotus = brandOf('lotus');
const EN = resources.EN;
const MY = resources.MY;
/** Half an hour off the platform's UTC+7: a kick-off shown on the platform clock would read 30 minutes late. */
const PLAYER_ZONE = 'Asia/Yangon';
const HOT_MATCHES_CALL = /\/content\/announcements\?.*types=H(&|$)/;

test.use({ timezoneId: PLAYER_ZONE });

const matchesSection = (page: Page, t = EN) => page.getByRole('region', { name: t.games.hotMatches.title });
const cards = (page: Page, t = EN) => matchesSection(page, t).getByRole('listitem');
const betLabel = (match: Pick<HotMatch, 'home' | 'away'>, t = EN) =>
  t.games.hotMatches.betOn.replace('{{match}}', t.games.hotMatches.match.replace('{{home}}', match.home).replace('{{away}}', match.away));

/** A kick-off as the player in PLAYER_ZONE reads it in English ("Thu 26 Nov, 19:30"), worked out apart from the site's code. */
const inPlayerZone = (kickOff: string) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: PLAYER_ZONE,
  })
    .format(platformInstant(kickOff)!)
    .replace(/^(\w+),/, '$1'); // "Thu, 26 Nov, 19:30" in some ICU versions

/** The platform's hot matches of `category`, soonest first: what the screen must show. */
async function platformMatches(base: string, category: HotMatch['category']): Promise<HotMatch[]> {
  const api = createApiClient({ baseUrl: base, prefixes: lotus.api.prefixes, merchantCode: lotus.merchantCode });
  const { list } = await api('announcements', { types: 'H', platform: 'M', merchantCode: lotus.merchantCode, language: 'EN' });
  return list.flatMap((item: Announcement) => (item.match?.category === category ? [item.match] : [])).sort((a, b) => a.kickOff.localeCompare(b.kickOff));
}

async function asMember(page: Page, base: string, username: string) {
  const session = await sandbox(page.request, base).session(username);
  await seedStorage(page, { [STORAGE_KEYS.session]: JSON.stringify(session) });
}

test('lotus: the sports screen, without React, shows vendor logos and the football hot matches, kick-off in the player’s zone; e-sports its own', async ({
  page,
}, testInfo) => {
  const base = brandUrl(testInfo, 'lotus');
  const expected = await platformMatches(base, 'SPORTS');
  expect(expected.length).toBeGreaterThan(1);
  // A plain page (issue 36): all of it without React, which never arrives here.
  await page.route('**/_astro/react.*.js', (route) => route.abort('internetdisconnected'));
  await page.goto(pageUrl(base, lotus, '/m/sport-games', 'EN'));
  await settled(page);

  const vendors = page.getByRole('list', { name: EN.games.vendors });
  await expect(vendors.locator('.vendor-name')).toHaveText(['Summit Sports', 'Kickoff Sports', 'Victory Sports']);
  const logos = vendors.locator('img.vendor-logo');
  await expect(logos).toHaveCount(3);
  for (const logo of await logos.all())
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

  await expect(cards(page)).toHaveCount(expected.length);
  await expect(cards(page).locator('.match-league')).toHaveText(expected.map((match) => `${match.sport} · ${match.league}`));
  await expect(cards(page).locator('.match-teams')).toHaveText(expected.map((match) => `${match.home} ${match.away}`));
  const shown = expected.map((match) => inPlayerZone(match.kickOff));
  await expect(cards(page).locator('time')).toHaveText(shown);
  // Not the platform's clock: Yangon is UTC+6:30, the platform UTC+7.
  for (const [index, match] of expected.entries()) expect(shown[index]).not.toContain(match.kickOff.slice(11, 16));
  for (const match of expected) await expect(matchesSection(page).getByRole('button', { name: betLabel(match) })).toHaveText(EN.games.hotMatches.bet);

  await page.setViewportSize({ width: 320, height: 700 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  const esports = await platformMatches(base, 'ESPORTS');
  await page.unroute('**/_astro/react.*.js'); // the e-sports list's category comes with its address: the list island's
  await page.goto(pageUrl(base, lotus, '/m/gameCenter?gameType=ESPORTS', 'EN'));
  await expect(cards(page).locator('.match-teams')).toHaveText(esports.map((match) => `${match.home} ${match.away}`));
  expect(new Set(esports.map((match) => match.sport))).toEqual(new Set(['Dota 2', 'Mobile Legends', 'PUBG Mobile', 'CS2']));
  await expect(page.getByRole('list', { name: EN.games.vendors }).locator('img.vendor-logo')).toHaveCount(5);
});

test('lotus: a member’s Bet opens the match’s vendor; on home the sports tab shows the matches, in Burmese on a Burmese page', async ({ page }, testInfo) => {
  const base = brandUrl(testInfo, 'lotus');
  await asMember(page, base, 'demo_agent42');
  const [first] = await platformMatches(base, 'SPORTS');
  const api = createApiClient({ baseUrl: base, prefixes: lotus.api.prefixes, merchantCode: lotus.merchantCode });
  const lobby = await api('gameList', {
    merchant: lotus.merchantCode,
    platform: 'html5',
    clientType: 2,
    language: 'MY',
    pageNo: 1,
    pageSize: 1,
    gameType: 'SPORTS',
    vassalage: first!.vassalage,
  });

  await page.goto(pageUrl(base, lotus, '/m/home'));
  await settled(page);
  await page.getByRole('tab', { name: MY.category.SPORTS }).click();
  await expect(cards(page, MY).first()).toBeVisible();
  // Burmese words, the player's clock: the month's name and the time of the English reading.
  const [, day, month, time] = /^\w+ (\d+) (\w+), (\d\d:\d\d)$/.exec(inPlayerZone(first!.kickOff))!;
  const burmeseMonth = MY.games.hotMatches.months.split(' ')[EN.games.hotMatches.months.split(' ').indexOf(month!)]!;
  await expect(cards(page, MY).first().locator('time')).toHaveText(new RegExp(`^${burmeseMonth} ${day} \\(.+\\) ${time}$`));
  const bet = matchesSection(page, MY).getByRole('button', { name: betLabel(first!, MY) });
  await expect(bet).toHaveText(MY.games.hotMatches.bet);
  await bet.click();
  await expect(page).toHaveURL(new RegExp(`/__sandbox/play/${lobby.games[0]!.nodeId}\\?`));
});

test('lotus: no hot matches says so; a failed call says why and Try again brings them; placeholders hold the cards’ room', async ({ page }, testInfo) => {
  const base = brandUrl(testInfo, 'lotus');
  const url = pageUrl(base, lotus, '/m/sport-games', 'EN');

  await page.route(HOT_MATCHES_CALL, (route) => route.fulfill({ json: { success: true, value: { list: [], unreadCount: 0, footer: { unreadCount: 0 } } } }));
  await page.goto(url);
  await expect(matchesSection(page).getByText(EN.games.hotMatches.empty)).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await page.unrouteAll();

  // Held answer: the placeholders show at the cards' size, then the cards take their place.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(HOT_MATCHES_CALL, async (route) => {
    await held;
    await route.fallback();
  });
  await page.goto(url);
  await expect(page.getByRole('list', { name: EN.games.vendors })).toBeVisible(); // the panel has loaded: its own placeholders now
  const placeholder = matchesSection(page).locator('.placeholder-card').first();
  await expect(placeholder).toBeVisible();
  const placeholderHeight = (await placeholder.boundingBox())!.height;
  expect(placeholderHeight).toBeGreaterThan(50);
  release();
  await expect(cards(page).first()).toBeVisible();
  expect((await cards(page).first().boundingBox())!.height).toBe(placeholderHeight);
  await page.unrouteAll({ behavior: 'wait' });

  await (await pageFaults(page, base)).fault({ call: 'announcements', httpStatus: 500, times: 1 });
  await page.goto(url);
  const alert = matchesSection(page).getByRole('alert');
  await expect(alert).toContainText(EN.error.server);
  await expect(page.getByRole('list', { name: EN.games.vendors })).toBeVisible(); // the vendors go on working
  await alert.getByRole('button', { name: EN.games.retry }).click();
  await expect(cards(page).first()).toBeVisible();
});
