/**
 * The game list screens (G §2, §4, §9) against the built bundles and the sandbox: lotus (Burmese
 * first, dark) and harbor (English first, light). Modes, filters, search, infinite scroll, the
 * address as the list's memory, favourites, launching, in-house, SPORTS and failing calls.
 * Members that change data (favourites, recent games) are ones no other journey reads.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { FIRST_ROW_HEAD_START_MS, GRID_RUN_SIZE, LOAD_MORE_THROTTLE_MS, TILES_PER_ROW } from '../../src/constants.ts';
import { PAGE_SIZE } from '../../src/contract/limits.ts';
import { STORAGE_KEYS } from '../../src/lib/storage-keys.ts';
import { createApiClient } from '../../src/lib/node-api-client.ts';
import { brokenIconGames } from '../../scripts/sandbox/images/cdn.ts';
import { CDN_PATH } from '../../scripts/sandbox/images/paths.ts';
import { brandOf, brandUrl, pageUrl, resources, pageFaults, sandbox, seedStorage, settled, watchNetwork } from '../support/index.ts';

const lotus = brandOf('lotus');
const harbor = brandOf('harbor');
const EN = resources.EN;
const MY = resources.MY;

const grid = (page: Page) => page.locator('.game-grid:not([aria-hidden])');
const tiles = (page: Page) => grid(page).locator('.game-tile');
const tileNames = (page: Page) => grid(page).locator('.game-name').allTextContents();
const tab = (page: Page, name: string) => page.getByRole('group', { name: EN.games.lists }).getByRole('button', { name, exact: true });
const call = (path: string) => (url: URL) => url.pathname.endsWith(path);
/** The tile of the game called exactly `name` (its button is named by its name, vendor and labels). */
const tileOf = (page: Page, name: string) =>
  tiles(page).filter({ has: page.locator('.game-name').filter({ hasText: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }) });

async function asMember(page: Page, base: string, username: string) {
  const session = await sandbox(page.request, base).session(username);
  await seedStorage(page, { [STORAGE_KEYS.session]: JSON.stringify(session) });
  return session as { token: string };
}

/** The platform's own answer, asked directly: what the screen must end up showing. */
function platformOf(base: string, brand = harbor) {
  return createApiClient({ baseUrl: base, prefixes: brand.api.prefixes, merchantCode: brand.merchantCode });
}

async function open(page: Page, url: string) {
  await page.goto(url);
  await settled(page);
  await expect(tiles(page).first()).toBeVisible();
}

test('harbor: slots list every vendor in pages of 35, scroll to the end of a vendor, and the vendor tab lives in the address', async ({ page }, testInfo) => {
  const base = brandUrl(testInfo, 'harbor');
  const api = platformOf(base);
  const jl = await api('gameList', {
    merchant: harbor.merchantCode,
    platform: 'html5',
    clientType: 2,
    language: 'EN',
    pageNo: 1,
    pageSize: PAGE_SIZE,
    gameType: 'RNG',
    vassalage: 'JL',
  });
  const pages: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (call('/games')(url)) pages.push(`${url.searchParams.get('vassalage')}:${url.searchParams.get('pageNo')}:${url.searchParams.get('pageSize')}`);
  });
  await open(page, pageUrl(base, harbor, '/m/slot-games'));
  await expect(tiles(page)).toHaveCount(PAGE_SIZE);
  await expect(tab(page, EN.games.all)).toHaveAttribute('aria-pressed', 'true');
  // The first page is asked once: before the island starts, and the island takes that answer.
  expect(pages).toEqual([`null:1:${PAGE_SIZE}`]);

  await tab(page, 'JL Gaming').click();
  await expect(page).toHaveURL(/\/m\/slot-games\?vassalage=JL$/);
  await expect(tab(page, 'JL Gaming')).toHaveAttribute('aria-pressed', 'true');
  await expect(tiles(page)).toHaveCount(PAGE_SIZE);
  // Scrolling to the end asks for the next page (throttled), until the last one.
  const total = jl.totalPages;
  const asked = () => pages.filter((entry) => entry.startsWith('JL:')).length;
  // A player keeps scrolling to the end until the vendor's last page: a scroll made while a page
  // loads ends above the page that arrives. (How many pages one wait of the poll sees depends on the
  // machine; that each page is asked once, in order, and none past the last, is checked below.)
  const scrollToEnd = async () => page.evaluate(() => scrollTo(0, document.body.scrollHeight));
  await expect
    .poll(
      async () => {
        await scrollToEnd();
        return asked();
      },
      { timeout: total * (LOAD_MORE_THROTTLE_MS + 2_000) },
    )
    .toBe(total);
  await expect(tiles(page).last()).toBeVisible(); // the last page drawn
  const all = await tileNames(page);
  expect(new Set(all).size).toBe(all.length);
  expect(pages.filter((entry) => entry.startsWith('JL:'))).toEqual(Array.from({ length: total }, (_, index) => `JL:${index + 1}:${PAGE_SIZE}`));
  await expect(grid(page).locator('.vendor-badge').first()).toHaveText('JL Gaming');

  // The address shows the same list after a reload; picking the vendor again returns to all.
  await page.reload();
  await expect(tab(page, 'JL Gaming')).toHaveAttribute('aria-pressed', 'true');
  await tab(page, 'JL Gaming').click();
  await expect(page).toHaveURL(/\/m\/slot-games$/);
  await expect(tab(page, EN.games.all)).toHaveAttribute('aria-pressed', 'true');
});

test('harbor: a long list draws only the runs near the screen, and scrolling back finds every game where it was', async ({ page }, testInfo) => {
  const base = brandUrl(testInfo, 'harbor');
  const api = platformOf(base);
  const listed: string[] = [];
  // Names of more pages than the test scrolls through: a fast machine may load one page beyond six.
  for (let pageNo = 1; pageNo <= 9; pageNo++) {
    const answer = await api('gameList', {
      merchant: harbor.merchantCode,
      platform: 'html5',
      clientType: 2,
      language: 'EN',
      pageNo,
      pageSize: PAGE_SIZE,
      gameType: 'RNG',
    });
    listed.push(...answer.games.map((game) => game.gameName));
  }
  let requests = 0;
  page.on('request', (request) => void (call('/games')(new URL(request.url())) && (requests += 1)));
  await page.clock.install(); // time runs as usual; the throttle's last wait is run through below
  await open(page, pageUrl(base, harbor, '/m/slot-games'));
  const first = tileOf(page, listed[0]!);
  /** Where a run starts in the page: a run left out must take the height it has when drawn. */
  const top = async (selector: string) => page.evaluate((selector) => document.querySelector(selector)!.getBoundingClientRect().top + scrollY, selector);
  const firstTop = await top('.game-grid .game-tile');

  // Six pages or more (210+ games, runs of GRID_RUN_SIZE): the runs far above the screen give way to their height.
  // A player keeps scrolling: a scroll made while a page loads ends above the page that arrives. Two
  // pages may arrive between two looks, so the test stops at six or more and reads how many it got.
  await expect
    .poll(
      async () => {
        await page.evaluate(() => scrollTo(0, document.body.scrollHeight));
        return requests;
      },
      { timeout: 30_000 },
    ) // one page a second at most (load-more throttle)
    .toBeGreaterThanOrEqual(6);
  // The last scroll may have left a throttled ask behind: it goes out within the throttle.
  const quiet = watchNetwork(page);
  await page.clock.runFor(LOAD_MORE_THROTTLE_MS);
  await quiet();
  const loaded = requests;
  expect(loaded).toBeLessThanOrEqual(9);
  await expect(tiles(page).last().locator('.game-name')).toHaveText(listed[loaded * PAGE_SIZE - 1]!);
  expect(requests).toBe(loaded); // with no more scrolling, no more pages
  await expect(first).toHaveCount(0);
  expect(await tiles(page).count()).toBeLessThan(4 * GRID_RUN_SIZE);
  await expect(grid(page).locator('.tile-run-gap').first()).toBeAttached();

  // Back at the top: the first game is drawn again, exactly where it was.
  await page.evaluate(() => scrollTo(0, 0));
  await expect(first).toBeVisible();
  expect(await top('.game-grid .game-tile')).toBe(firstTop);
  const lastRun = '.game-grid [data-run="5"]';
  const lastRunTop = await top(lastRun);
  // The middle of the list shows its own games, in the platform's order, and nothing after them moved.
  await grid(page)
    .locator('[data-run="3"]')
    .evaluate((head) => head.scrollIntoView({ block: 'start' }));
  await expect(grid(page).locator('.game-tile[data-run="3"] .game-name')).toHaveText(listed[3 * GRID_RUN_SIZE]!);
  await expect(tileOf(page, listed[3 * GRID_RUN_SIZE]!)).toBeInViewport();
  await expect(grid(page).locator('.game-tile[data-run="0"]')).toHaveCount(0);
  expect(await top(lastRun)).toBeCloseTo(lastRunTop, 0); // within half a pixel (sub-pixel layout)
});

test('harbor: the filter panel filters by vendor, classification and minimum bet; chips clear it one by one', async ({ page }, testInfo) => {
  const base = brandUrl(testInfo, 'harbor');
  await open(page, pageUrl(base, harbor, '/m/slot-games'));
  await page.getByRole('button', { name: EN.games.filter.open }).click();
  const panel = page.getByRole('dialog', { name: EN.games.filter.title });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('link', { name: EN.category.RNG })).toHaveAttribute('aria-current', 'page');
  await panel.getByRole('radio', { name: 'Fortune Gate' }).check({ force: true });
  await panel.getByRole('radio', { name: EN.games.filter.JP }).check({ force: true });
  await panel.getByRole('radio', { name: '0.5', exact: true }).check({ force: true });
  await panel.getByRole('button', { name: EN.games.filter.submit }).click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\?type=filter&vassalage=FGS&classify=JP&minBet=0.5$/);
  await expect(tiles(page).first()).toBeVisible();
  await expect(grid(page).locator('.vendor-badge')).toHaveText(Array((await tiles(page).count()) as number).fill('Fortune Gate'));

  const api = platformOf(base);
  const expected = await api('gameList', {
    merchant: harbor.merchantCode,
    platform: 'html5',
    clientType: 2,
    language: 'EN',
    pageNo: 1,
    pageSize: PAGE_SIZE,
    gameType: 'RNG',
    vassalage: 'FGS',
    gameClassify: 'JP',
    minBet: 0.5,
  });
  expect(await tileNames(page)).toEqual(expected.games.map((game) => game.gameName));

  // Each chip removes its choice; removing the last returns to all.
  for (const chip of ['Fortune Gate', EN.games.filter.JP, `${EN.games.filter.minBet} 0.5`]) {
    await page.getByRole('button', { name: EN.games.filter.clear.replace('{{name}}', chip) }).click();
  }
  await expect(page).toHaveURL(/\/m\/slot-games$/);
  await expect(tab(page, EN.games.all)).toHaveAttribute('aria-pressed', 'true');

  // Escape closes the panel; the title opens it too and focus goes inside.
  await page.locator('.navbar-title button').click();
  await expect(panel).toBeVisible();
  await expect(panel.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
});

test('harbor: name search waits for the player to stop typing; modes new, hot and recent switch and return to all', async ({ page }, testInfo) => {
  const base = brandUrl(testInfo, 'harbor');
  const searches: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (call('/games')(url) && url.searchParams.get('gameName')) searches.push(url.searchParams.get('gameName')!);
  });
  await open(page, pageUrl(base, harbor, '/m/slot-games'));
  await page.getByRole('searchbox', { name: EN.games.search }).pressSequentially('  Dragon ', { delay: 40 });
  await expect(page).toHaveURL(/\?name=Dragon$/);
  expect(searches).toEqual(['Dragon']); // one request, trimmed
  for (const name of await tileNames(page)) expect(name).toContain('Dragon');
  await page.getByRole('searchbox', { name: EN.games.search }).fill('zzzz-no-such-game');
  await expect(page.getByText(EN.games.emptySearch.replace('{{name}}', 'zzzz-no-such-game'))).toBeVisible();

  await tab(page, EN.games.new).click();
  await expect(page).toHaveURL(/\?type=new$/);
  await expect(page.getByRole('searchbox', { name: EN.games.search })).toHaveValue('');
  await expect(tiles(page).first().locator('.game-badge.new')).toBeVisible();

  const hotCalls: string[] = [];
  page.on('request', (request) => call('/games')(new URL(request.url())) && hotCalls.push(request.url()));
  await tab(page, EN.games.hot).click();
  await expect(page).toHaveURL(/\?type=hot$/);
  await expect(tiles(page).first().locator('.game-badge.hot')).toBeVisible();
  expect(hotCalls).toEqual([]); // hot mode asks nothing: it filters the page's hot games
  await tab(page, EN.games.hot).click();
  await expect(page).toHaveURL(/\/m\/slot-games$/);

  // A guest's Recent asks for the login first.
  await tab(page, EN.games.recent).click();
  await expect(page.locator('dialog#login-modal')).toBeVisible();
});

test('lotus: a guest starring a game logs in in the modal and comes back to it starred; removing works across lists and a failed removal restores the star', async ({
  page,
}, testInfo) => {
  const base = brandUrl(testInfo, 'lotus');
  await open(page, pageUrl(base, lotus, '/m/fishing-games', 'EN'));
  const first = tiles(page).first();
  const name = (await first.locator('.game-name').textContent())!;
  await first.getByRole('button', { name: EN.games.addFavourite.replace('{{name}}', name) }).click();
  const modal = page.locator('dialog#login-modal');
  await expect(modal).toBeVisible();
  await modal.getByRole('textbox', { name: EN.login.username, exact: true }).fill('demo_player40');
  await modal.getByLabel(EN.login.password, { exact: true }).fill('Demo1234');
  await modal.getByRole('button', { name: EN.login.submit, exact: true }).click();
  await expect(page.locator('html')).toHaveClass(/has-session/);
  const star = tileOf(page, name).locator('.game-star');
  await expect(star).toHaveAccessibleName(EN.games.removeFavourite.replace('{{name}}', name));

  // In the favourites list, a failing removal brings the star (and the game) back with a message.
  await tab(page, EN.games.favourites).click();
  await expect(tileOf(page, name)).toHaveCount(1);
  await (await pageFaults(page, base)).fault({ call: 'removeFavourite', httpStatus: 500, times: 1 });
  await tileOf(page, name).locator('.game-star').click();
  await expect(page.getByRole('status').filter({ hasText: EN.error.server })).toBeVisible();
  await expect(tileOf(page, name)).toHaveCount(1);
  // Removing for real takes it off the list at once.
  await tileOf(page, name).locator('.game-star').click();
  await expect(tileOf(page, name)).toHaveCount(0);
  await tab(page, EN.games.all).click();
  await expect(tileOf(page, name).locator('.game-star')).toHaveAccessibleName(EN.games.addFavourite.replace('{{name}}', name));
});

test('lotus: a member launches a game in this tab, the game leads back to the list, and the recent list gains it', async ({ page }, testInfo) => {
  const base = brandUrl(testInfo, 'lotus');
  await asMember(page, base, 'demo_agent42');
  const list = pageUrl(base, lotus, '/m/live-games', 'EN');
  await open(page, list);
  const name = (await tiles(page).nth(4).locator('.game-name').textContent())!;
  await tiles(page)
    .nth(4)
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .click(); // named by its name, vendor and labels
  await expect(page).toHaveURL(/\/__sandbox\/play\//);
  await page.getByRole('link', { name: 'Back to the lobby' }).click();
  await expect(page).toHaveURL(list);
  await settled(page);
  await tab(page, EN.games.recent).click();
  await expect(page).toHaveURL(/\?type=recent$/);
  await expect(tiles(page).first().locator('.game-name')).toHaveText(name);

  // A launch the platform refuses leaves the player on the list with the reason.
  await (await pageFaults(page, base)).fault({ call: 'launchGame', httpStatus: 500, times: 1 });
  await tiles(page)
    .first()
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .click();
  await expect(page.getByRole('status').filter({ hasText: EN.error.server })).toBeVisible();
  await expect(page).toHaveURL(/\?type=recent$/);
});

test('lotus: lottery games open the lottery; a launch address that is not http(s) is refused', async ({ page }, testInfo) => {
  const base = brandUrl(testInfo, 'lotus');
  await asMember(page, base, 'demo_agent42');
  await open(page, pageUrl(base, lotus, '/m/fishing-games?type=hot', 'EN'));
  await expect(tab(page, EN.games.hot)).toHaveAttribute('aria-pressed', 'true');
  await page.route(/\/games\/launch\?/, (route) => route.fulfill({ json: { success: true, value: { url: 'javascript:alert(1)' } } }));
  await tiles(page).first().locator('.game-open').click();
  await expect(page.getByRole('status').filter({ hasText: EN.games.unsafeUrl })).toBeVisible();
  await expect(page).toHaveURL(/\/m\/fishing-games\?type=hot$/);

  await page.goto(pageUrl(base, lotus, '/m/gameList?gameType=HOT', 'EN'));
  await grid(page)
    .getByRole('button', { name: /^Northern Vietnam Lottery / })
    .click();
  await expect(page).toHaveURL(/\/en\/m\/lottery$/);
});

test('lotus: in-house opens on Crash with no category menu or search; its other tab lists every BGS game', async ({ page }, testInfo) => {
  const base = brandUrl(testInfo, 'lotus');
  await open(page, pageUrl(base, lotus, '/m/slot-inhouse'));
  await expect(page.locator('.category-tabs')).toHaveCount(0);
  await expect(page.getByRole('searchbox')).toHaveCount(0);
  const lists = page.getByRole('group', { name: MY.games.lists });
  await expect(lists.getByRole('button', { name: MY.games.crash })).toHaveAttribute('aria-pressed', 'true');
  for (const name of await tileNames(page)) expect(name).toContain('Crash');
  await lists.getByRole('button', { name: MY.games.allGames }).click();
  await expect(page).toHaveURL(/\/m\/slot-inhouse\?name=$/);
  await expect(tiles(page)).toHaveCount(24);
  await expect(grid(page).locator('.vendor-badge').first()).toHaveText('BGS Originals');
});

test('lotus: SPORTS lists its vendors and a tap launches one; ?gameType=ESPORTS lists the e-sports vendors', async ({ page }, testInfo) => {
  const base = brandUrl(testInfo, 'lotus');
  await asMember(page, base, 'demo_agent42');
  await page.goto(pageUrl(base, lotus, '/m/sport-games', 'EN'));
  await settled(page);
  const vendors = page.getByRole('list', { name: EN.games.vendors });
  await expect(vendors.locator('.vendor-name')).toHaveText(['Summit Sports', 'Kickoff Sports', 'Victory Sports']);
  const lobby = await platformOf(base, lotus)('gameList', {
    merchant: lotus.merchantCode,
    platform: 'html5',
    clientType: 2,
    language: 'EN',
    pageNo: 1,
    pageSize: 1,
    gameType: 'SPORTS',
    vassalage: 'KCK',
  });
  await vendors.getByRole('button', { name: 'Kickoff Sports' }).click();
  await expect(page).toHaveURL(new RegExp(`/__sandbox/play/${lobby.games[0]!.nodeId}\\?`));
  await page.goto(pageUrl(base, lotus, '/m/gameCenter?gameType=ESPORTS', 'EN'));
  await expect(page.getByRole('list', { name: EN.games.vendors }).getByRole('button')).toHaveCount(5);
});

test('harbor: failing list calls end in a translated error with Try again; a logged-out answer ends the session and offers login', async ({
  page,
}, testInfo) => {
  const base = brandUrl(testInfo, 'harbor');
  const hooks = await pageFaults(page, base);
  await hooks.fault({ call: 'gameList', httpStatus: 500, times: 1 });
  await page.goto(pageUrl(base, harbor, '/m/poker-games'));
  await settled(page);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(EN.error.server);
  await alert.getByRole('button', { name: EN.games.retry }).click();
  await expect(tiles(page).first()).toBeVisible();

  await hooks.fault({ call: 'gameList', malformed: true, times: 1 });
  await page.getByRole('searchbox', { name: EN.games.search }).fill('a');
  await expect(page.getByRole('alert')).toContainText(EN.error.malformed);
});

test('harbor: a logged-out answer to the favourites ends the session and offers login', async ({ page }, testInfo) => {
  const base = brandUrl(testInfo, 'harbor');
  await asMember(page, base, 'demo_member');
  await page.route(/\/favourites\?/, (route) => route.fulfill({ status: 401, body: '' }));
  await page.goto(pageUrl(base, harbor, '/m/poker-games?type=fav'));
  await expect(page.getByRole('alert').getByRole('button', { name: EN.games.login })).toBeVisible();
  await expect(page.locator('html')).not.toHaveClass(/has-session/);
});

test("lotus: the bottom bar's member entry shows everything the member has unread (inbox, notices, live chat), 99+ above 99", async ({ page }, testInfo) => {
  const base = brandUrl(testInfo, 'lotus');
  const { token } = await asMember(page, base, 'demo_member'); // 3 unread inbox messages and 3 unread chat messages in the seed
  const notices = await platformOf(base, lotus)('announcements', { types: 'B,PL,PU', platform: 'M', merchantCode: lotus.merchantCode }, { token });
  const total = 3 + 3 + notices.unreadCount; // lotus has CBS3 on: live chat counts
  await page.goto(pageUrl(base, lotus, '/m/slot-games', 'EN'));
  const member = page.locator('.bottom-bar').getByRole('link', { name: EN.shell.member });
  await expect(member.locator('.unread-badge')).toHaveText(String(total));
  await expect(member).toHaveAccessibleDescription(`${EN.shell.unreadMessages} ${total}`);
  await page.route(/\/inbox\/unread/, (route) => route.fulfill({ json: { success: true, value: 120 } }));
  await page.reload();
  await expect(member.locator('.unread-badge')).toHaveText('99+');
});

for (const [id, brand] of [
  ['lotus', lotus],
  ['harbor', harbor],
] as const) {
  test(`${id}: the list's first page and the status call are asked from the HTML's head, before any of the page's scripts, and taken, not asked again`, async ({
    page,
  }, testInfo) => {
    const base = brandUrl(testInfo, id);
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (call('/games')(url) || call('/system/status')(url)) asked.push(url.pathname);
    });
    // The page's scripts are held until the first page has been asked: only the HTML can ask it.
    const listAsked = page.waitForRequest((request) => call('/games')(new URL(request.url())), { timeout: 10_000 });
    await page.route('**/_astro/*.js', async (route) => {
      await listAsked.catch(() => undefined);
      await route.continue();
    });
    await page.goto(pageUrl(base, brand, '/m/slot-games'));
    await listAsked;
    await expect(tiles(page)).toHaveCount(PAGE_SIZE);
    await expect
      .poll(() =>
        tiles(page)
          .first()
          .locator('img')
          .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
      )
      .toBe(true);
    expect(asked.filter((path) => path.endsWith('/games'))).toHaveLength(1);
    expect(asked.filter((path) => path.endsWith('/system/status'))).toHaveLength(1);
    // Icons at the widths the image CDN offers, for the browser to pick the tile's.
    const icon = tiles(page).first().locator('img');
    await expect(icon).toHaveAttribute('srcset', /-112x112\.png 112w, .*-336x336\.png 336w$/);
    await expect(icon).toHaveAttribute('sizes', /.+/);
  });
}

for (const brand of [lotus, harbor]) {
  test(`${brand.id}: before React arrives the first screen shows its games, and the island takes over without moving them`, async ({ page }, testInfo) => {
    const base = brandUrl(testInfo, brand.id);
    let releaseReact = () => {};
    const reactArrives = new Promise<void>((resolve) => (releaseReact = resolve));
    await page.route('**/_astro/react.*.js', async (route) => {
      await reactArrives;
      await route.continue();
    });
    const names = resources[brand.defaultLanguage];
    await page.goto(pageUrl(base, brand, '/m/slot-games'), { waitUntil: 'domcontentloaded' });
    const painted = page.locator('.game-grid[inert] .game-tile:not(.placeholder-tile)');
    await expect(painted).toHaveCount(3 * TILES_PER_ROW);
    const first = await platformOf(base, brand)('gameList', {
      merchant: brand.merchantCode,
      platform: 'html5',
      clientType: 2,
      language: brand.defaultLanguage,
      pageNo: 1,
      pageSize: PAGE_SIZE,
      gameType: 'RNG',
    });
    const expected = first.games.slice(0, 3 * TILES_PER_ROW).map((game) => game.gameName);
    await expect(painted.locator('.game-name')).toHaveText(expected);
    // The first row's pictures, drawn and loaded; the other rows wait for the island.
    await expect
      .poll(() =>
        painted
          .locator('img')
          .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0)),
      )
      .toEqual(Array(TILES_PER_ROW).fill(true));
    await expect(painted.first().locator('.game-star')).toHaveAttribute('aria-label', names.games.addFavourite.replace('{{name}}', expected[0]!));
    const boxes = async (locator: typeof painted) =>
      locator.evaluateAll((tiles) => tiles.slice(0, 9).map((tile) => JSON.stringify(tile.getBoundingClientRect())));
    const before = await boxes(painted);

    releaseReact();
    await expect(grid(page).locator('.game-tile')).toHaveCount(PAGE_SIZE);
    await expect(page.locator('.game-grid[inert]')).toHaveCount(0);
    expect(await boxes(grid(page).locator('.game-tile')), 'the same tiles in the same places').toEqual(before);
    await expect(grid(page).locator('.game-name').first()).toHaveText(expected[0]!);
  });
}

// The list island waits for the first picture (src/shell/island-hold.ts): React (67 KB) no longer
// shares the line with the page's largest paint.
test('harbor: React is asked for only once the first game picture has arrived', async ({ page }, testInfo) => {
  const base = brandUrl(testInfo, 'harbor');
  const order: string[] = [];
  page.on('requestfinished', (request) => void (new URL(request.url()).pathname.startsWith(`${CDN_PATH}/games/`) && order.push('picture')));
  page.on('request', (request) => void (/\/_astro\/react\.[\w-]+\.js$/.test(request.url()) && order.push('react')));
  await page.goto(pageUrl(base, harbor, '/m/slot-games'), { waitUntil: 'domcontentloaded' });
  await expect.poll(() => order.includes('react')).toBe(true);
  expect(order[0], `asked in this order: ${order.join(', ')}`).toBe('picture');
  await expect(page.locator('.game-grid[inert]')).toHaveCount(0); // and the island took over
});

test('harbor: an island whose hold runs out before the page script arrives asks for its first page itself: once, drawn once', async ({ page }, testInfo) => {
  const base = brandUrl(testInfo, 'harbor');
  const asked: string[] = [];
  page.on('request', (request) => void (call('/games')(new URL(request.url())) && asked.push(request.url())));
  // The page script (the first page's painter) comes after the island's longest hold: once the
  // island has drawn the first page by itself.
  let scriptComes = () => {};
  const scriptHeld = new Promise<void>((resolve) => (scriptComes = resolve));
  await page.route('**/_astro/GameListPage.*.js', async (route) => {
    await scriptHeld;
    await route.continue();
  });
  const lateScript = page.waitForResponse((response) => /\/GameListPage\./.test(response.url()));
  await page.goto(pageUrl(base, harbor, '/m/slot-games'), { waitUntil: 'commit' }); // the held script holds DOMContentLoaded
  await expect(tiles(page)).toHaveCount(PAGE_SIZE);
  const quiet = watchNetwork(page);
  scriptComes();
  await lateScript;
  await quiet(); // what the late script would ask, it asks at once
  await expect(tiles(page)).toHaveCount(PAGE_SIZE);
  expect(asked).toHaveLength(1);
});

test("harbor: the first row's icons load first: the others wait until they have arrived, and no longer than the head start when one is stuck", async ({
  page,
}, testInfo) => {
  const base = brandUrl(testInfo, 'harbor');
  const held: Route[] = [];
  let holding = true;
  await page.route(`**${CDN_PATH}/games/**`, (route) => (holding ? void held.push(route) : route.continue()));
  const icons = grid(page).locator('img');
  // Not until "load": a held picture holds the page's load event.
  await page.goto(pageUrl(base, harbor, '/m/slot-games'), { waitUntil: 'domcontentloaded' });
  await expect(tiles(page)).toHaveCount(PAGE_SIZE);
  await expect(icons).toHaveCount(TILES_PER_ROW); // the first row's, on their way; the other tiles show their placeholder
  expect(held).toHaveLength(TILES_PER_ROW);
  holding = false;
  await Promise.all(held.splice(0).map((route) => route.continue()));
  await expect.poll(() => icons.count()).toBeGreaterThan(3 * TILES_PER_ROW); // every icon near the screen

  // A first-row icon that never comes holds the others only for the head start.
  holding = true;
  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect(tiles(page)).toHaveCount(PAGE_SIZE);
  await expect(icons).toHaveCount(TILES_PER_ROW);
  await expect.poll(() => icons.count(), { timeout: FIRST_ROW_HEAD_START_MS + 5_000 }).toBeGreaterThan(3 * TILES_PER_ROW);
  expect(held.length).toBeGreaterThan(TILES_PER_ROW);
});

test('harbor: the grid waits for the image CDN: with a slow status call placeholders, then every icon from the CDN, none from a wrong address', async ({
  page,
}, testInfo) => {
  const base = brandUrl(testInfo, 'harbor');
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/wps/system/status', async (route) => {
    await held; // a slow status call: the games arrive first
    await route.continue();
  });
  const icons: string[] = [];
  const pages: string[] = [];
  page.on('request', (request) => void (request.resourceType() === 'image' && /\/games\//.test(request.url()) && icons.push(new URL(request.url()).pathname)));
  page.on('request', (request) => void (call('/games')(new URL(request.url())) && pages.push(request.url())));
  const firstPage = page.waitForResponse((response) => call('/games')(new URL(response.url())));
  await page.clock.install(); // time runs as usual; the throttle's wait is run through below
  await page.goto(pageUrl(base, harbor, '/m/slot-games'));
  await firstPage;
  await expect(page.locator('.game-grid[aria-hidden] .placeholder-tile').first()).toBeVisible();
  await expect(tiles(page)).toHaveCount(0);
  // The placeholders' short grid does not ask for the next page, not even once the throttle allows it.
  const quiet = watchNetwork(page);
  await page.clock.runFor(LOAD_MORE_THROTTLE_MS);
  await quiet();
  expect(pages).toHaveLength(1);
  release();
  const icon = tiles(page).first().locator('img');
  await expect.poll(() => icon.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  expect(icons.length).toBeGreaterThan(0);
  expect(icons.filter((path) => !path.startsWith(`${CDN_PATH}/`))).toEqual([]);
});

test("harbor: a game whose picture does not load keeps its place, showing its initial (the sandbox's icons broken on purpose)", async ({ page }, testInfo) => {
  const base = brandUrl(testInfo, harbor.id);
  // On the slots' last page, so a search brings it to the first screen.
  const broken = brokenIconGames().find((game) => game.gameType === 'RNG')!;
  const failed = page.waitForResponse((response) => response.url().includes(`${CDN_PATH}/games/${broken.gameId}/`) && response.status() === 404);
  await open(page, pageUrl(base, harbor, `/m/slot-games?name=${encodeURIComponent(broken.gameName)}`));
  await failed;
  const tile = tileOf(page, broken.gameName);
  await expect(tile.locator('img')).toHaveCount(0);
  const art = tile.locator('.game-art');
  await expect(art).toHaveAttribute('data-initial', broken.gameName.slice(0, 1));
  const box = (await art.boundingBox())!;
  expect(box.width).toBeGreaterThan(80);
  expect(Math.abs(box.width - box.height)).toBeLessThan(1);
});
