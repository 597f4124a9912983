/**
 * The home page's category menu and its blocks (G §2 "Home", "Vendor game list block"; G §7 home
 * game lists, hot games) against the built bundles and the sandbox: harbor (English first, light)
 * and lotus (Burmese first, dark). Each tab, the one-vendor launch, the more-games links, the
 * footer's categories (index + 2), and each call family failing on its own.
 */
import { expect, test, type Page } from '@playwright/test';
import { HOME_BLOCK_LIMIT, HOME_BLOCK_PREVIEW } from '../../src/constants.ts';
import { STORAGE_KEYS } from '../../src/lib/storage-keys.ts';
import { createApiClient } from '../../src/lib/node-api-client.ts';
import { brandOf, brandUrl, idleDone, pageUrl, resources, sandbox, seedStorage, settled, watchNetwork } from '../support/index.ts';

const lotus = brandOf('lotus');
const harbor = brandOf('harbor');
const EN = resources.EN;
const MY = resources.MY;

const menu = (page: Page, name = EN.home.menu) => page.getByRole('tablist', { name });
const tabOf = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const panel = (page: Page) => page.getByRole('tabpanel');
const block = (page: Page, name: string) => panel(page).getByRole('region', { name, exact: true });
const namesIn = (scope: ReturnType<Page['locator']>) => scope.locator('.game-tile .game-name').allTextContents();

async function openHome(page: Page, base: string, brand = harbor, language?: 'EN' | 'MY') {
  await page.goto(pageUrl(base, brand, '/m/home', language));
  await settled(page);
}

test('harbor: HOME, HOT, then the vendor sorting; HOME shows hot slots and fishing, new games, top slots and fishing from the platform', async ({
  page,
}, testInfo) => {
  const base = brandUrl(testInfo, 'harbor');
  const api = createApiClient({ baseUrl: base, prefixes: harbor.api.prefixes, merchantCode: harbor.merchantCode });
  const hot = (await api('hotGames', { isPlatform: 2, language: 'EN', platform: 'html5', merchantCode: harbor.merchantCode })).list;
  const lists = await api('homeGameLists', { language: 'EN' });
  await openHome(page, base);

  await expect(menu(page).getByRole('tab')).toHaveText([
    EN.category.HOME,
    EN.category.HOT,
    ...['RNG', 'INHOUSE', 'FISH', 'LIVE', 'SPORTS', 'ESPORTS', 'PVP', 'COCKFIGHT', 'LOTT'].map((category) => EN.category[category as keyof typeof EN.category]),
  ]);
  await expect(tabOf(page, EN.category.HOME)).toHaveAttribute('aria-selected', 'true');

  // Hot slots: the platform's hot RNG games, HOME_BLOCK_PREVIEW of them, then 'show more' up to the limit.
  const hotSlots = block(page, EN.home.hotSlots);
  const hotRng = hot.filter((game) => game.gameType === 'RNG').map((game) => game.gameName);
  await expect(hotSlots.locator('.game-tile')).toHaveCount(HOME_BLOCK_PREVIEW);
  expect(await namesIn(hotSlots)).toEqual(hotRng.slice(0, HOME_BLOCK_PREVIEW));
  await hotSlots.getByRole('button', { name: EN.home.showMore }).click();
  await expect(hotSlots.locator('.game-tile')).toHaveCount(Math.min(hotRng.length, HOME_BLOCK_LIMIT));
  await expect(hotSlots.getByRole('button', { name: EN.home.showMore })).toHaveCount(0);

  const hotFish = hot.filter((game) => game.gameType === 'FISH').map((game) => game.gameName);
  expect(await namesIn(block(page, EN.home.hotFishing))).toEqual(hotFish.slice(0, HOME_BLOCK_PREVIEW));
  expect(await namesIn(block(page, EN.home.newGames))).toEqual(lists.newRng.map((game) => game.gameName));
  await expect(block(page, EN.home.newGames)).toContainText(EN.home.newSlogan);
  const topRng = lists.top.filter((game) => game.gameType === 'RNG').map((game) => game.gameName);
  expect(await namesIn(block(page, EN.home.topSlots))).toEqual(topRng.slice(0, HOME_BLOCK_PREVIEW));

  // 'More games' opens the type's list, in the block's mode.
  await block(page, EN.home.hotSlots)
    .getByRole('link', { name: EN.home.moreGamesOf.replace('{{name}}', EN.home.hotSlots) })
    .click();
  await expect(page).toHaveURL(/\/m\/gameList\?gameType=RNG&type=hot$/);
  await expect(page.getByRole('button', { name: EN.games.hot, pressed: true })).toBeVisible();
});

test('lotus: HOT lists every hot game; a list tab searches its category and links to its list; SPORTS lists vendors; arrows move between tabs', async ({
  page,
}, testInfo) => {
  const base = brandUrl(testInfo, 'lotus');
  await openHome(page, base, lotus, 'EN');

  await tabOf(page, EN.category.HOT).click();
  await expect(panel(page)).toHaveAttribute('aria-labelledby', 'home-tab-HOT');
  await expect(block(page, EN.home.hotGames).locator('.game-tile')).toHaveCount(HOME_BLOCK_PREVIEW);
  await expect(block(page, EN.home.hotGames).getByRole('link')).toHaveCount(0); // no 'more games' for HOT

  const searches: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/games') && url.searchParams.get('gameType') === 'LIVE') searches.push(url.searchParams.get('gameName') ?? '');
  });
  await tabOf(page, EN.category.LIVE).click();
  const live = block(page, EN.category.LIVE);
  await expect(live.locator('.placeholder-tile')).toHaveCount(0); // the games, not their placeholders
  await expect(live.locator('.game-tile')).toHaveCount(HOME_BLOCK_PREVIEW);
  const first = (await live.locator('.game-name').first().textContent())!;
  await live.getByRole('searchbox', { name: EN.home.searchIn.replace('{{name}}', EN.category.LIVE) }).pressSequentially(`  ${first.slice(0, 6)} `);
  await expect.poll(() => searches).toEqual(['', first.slice(0, 6)]); // one request for the whole typing, trimmed
  await expect(live.locator('.game-name').first()).toHaveText(first);
  for (const name of await live.locator('.game-name').allTextContents()) expect(name.toLowerCase()).toContain(first.slice(0, 6).toLowerCase());
  await live.getByRole('link', { name: EN.home.moreGamesOf.replace('{{name}}', EN.category.LIVE) }).click();
  await expect(page).toHaveURL(/\/en\/m\/gameList\?gameType=LIVE$/);

  await page.goBack();
  await settled(page);
  await expect(tabOf(page, EN.category.HOME)).toHaveAttribute('aria-selected', 'true'); // every entry starts on HOME
  await tabOf(page, EN.category.SPORTS).click();
  await expect(panel(page).getByRole('list', { name: EN.games.vendors }).locator('.vendor-name')).toHaveText([
    'Summit Sports',
    'Kickoff Sports',
    'Victory Sports',
  ]);
  await expect(panel(page).getByRole('link', { name: /^More games/ })).toHaveCount(0);

  // The tabs pattern: arrows move the selection, End to the last tab.
  await tabOf(page, EN.category.SPORTS).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabOf(page, EN.category.ESPORTS)).toBeFocused();
  await expect(tabOf(page, EN.category.ESPORTS)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(tabOf(page, EN.category.HOME)).toHaveAttribute('aria-selected', 'true');
});

test('lotus: a category with one vendor launches it directly, a guest through the login', async ({ page }, testInfo) => {
  const base = brandUrl(testInfo, 'lotus');
  await openHome(page, base, lotus);
  await menu(page, MY.home.menu).getByRole('tab', { name: MY.category.COCKFIGHT }).click();
  await expect(page.locator('#login-modal')).toBeVisible();
  await page.keyboard.press('Escape');

  const session = await sandbox(page.request, base).session('demo_agent42');
  await seedStorage(page, { [STORAGE_KEYS.session]: JSON.stringify(session) });
  await openHome(page, base, lotus);
  await menu(page, MY.home.menu).getByRole('tab', { name: MY.category.COCKFIGHT }).click();
  await expect(page).toHaveURL(/\/__sandbox\/play\//);
});

test("harbor: the footer's categories select the home tab at their index + 2", async ({ page }, testInfo) => {
  const base = brandUrl(testInfo, 'harbor');
  await openHome(page, base);
  const footer = page.locator('.footer-categories');
  const entries = await footer.locator('li:not([hidden])').allTextContents();
  const tabs = await menu(page).getByRole('tab').allTextContents();
  expect(tabs.slice(2)).toEqual(entries); // the same categories in the same order
  await footer.getByRole('link', { name: EN.category.PVP, exact: true }).click();
  await expect(page).toHaveURL(pageUrl(base, harbor, '/m/home'));
  await expect(tabOf(page, EN.category.PVP)).toHaveAttribute('aria-selected', 'true');
  expect(tabs.indexOf(EN.category.PVP)).toBe(entries.indexOf(EN.category.PVP) + 2);
  await expect(menu(page)).toBeInViewport();
  await expect(block(page, EN.category.PVP).locator('.game-tile').first()).toBeVisible();
});

test('harbor: each home call failing fails only its own blocks, with Try again', async ({ page }, testInfo) => {
  const base = brandUrl(testInfo, 'harbor');
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The failures are this page's own (page.route): a sandbox fault would hit whichever parallel journey asks next.
  // Each call fails until the test lets it answer: the island, mounting after a failure on a busy
  // machine, may ask again, and a failure that answered once only was then mended by itself.
  const failUntilMended = async (pattern: RegExp, answer: { status: number; body: string }) => {
    let failing = true;
    await page.route(pattern, (route) => (failing ? route.fulfill({ ...answer, contentType: 'application/json' }) : route.continue()));
    return () => void (failing = false);
  };
  const serverError = { status: 500, body: '{}' };

  const mendHot = await failUntilMended(/\/lgw\/games\/hot\?/, serverError);
  await openHome(page, base);
  for (const name of [EN.home.hotSlots, EN.home.hotFishing]) await expect(block(page, name).getByRole('alert')).toContainText(EN.error.server);
  await expect(block(page, EN.home.topSlots).locator('.game-tile')).toHaveCount(HOME_BLOCK_PREVIEW);
  mendHot();
  await block(page, EN.home.hotSlots).getByRole('button', { name: EN.games.retry }).click();
  await expect(block(page, EN.home.hotSlots).locator('.game-tile')).toHaveCount(HOME_BLOCK_PREVIEW);

  const mendHome = await failUntilMended(/\/lgw\/games\/home\?/, { status: 200, body: 'not json' }); // a malformed answer
  await page.reload();
  await settled(page);
  for (const name of [EN.home.newGames, EN.home.topSlots, EN.home.topFishing]) await expect(block(page, name).getByRole('alert')).toBeVisible();
  await expect(block(page, EN.home.hotSlots).locator('.game-tile')).toHaveCount(HOME_BLOCK_PREVIEW);
  mendHome();

  // Without the vendor sorting the menu keeps the default order: every category is still reachable.
  await page.route(/\/lgw\/vendors\?/, (route) => route.fulfill({ ...serverError, contentType: 'application/json' }));
  await page.reload();
  await settled(page);
  await expect(menu(page).getByRole('tab')).toHaveCount(11);
  await tabOf(page, EN.category.FISH).click();
  await expect(block(page, EN.category.FISH).locator('.game-tile').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('harbor: a tab whose code does not load (offline) says so with Try again; the retry, or the tab opened again, shows it', async ({ page }, testInfo) => {
  const base = brandUrl(testInfo, 'harbor');
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The list and vendor tabs' code comes with the first such tab opened: its first request fails here.
  const failing = new Set(['home-list-panel', 'vendor-panel']);
  await page.route(/\/_astro\/(home-list-panel|vendor-panel)\.[\w-]+\.js$/, (route) => {
    const part = /(home-list-panel|vendor-panel)/.exec(route.request().url())![1]!;
    return failing.delete(part) ? route.abort('internetdisconnected') : route.continue();
  });
  await openHome(page, base);

  await tabOf(page, EN.category.LIVE).click();
  const live = block(page, EN.category.LIVE);
  await expect(live.getByRole('alert')).toHaveText(EN.error.network + EN.games.retry);
  await tabOf(page, EN.category.SPORTS).click();
  await expect(panel(page).getByRole('alert')).toHaveText(EN.error.network + EN.games.retry);
  await panel(page).getByRole('button', { name: EN.games.retry }).click();
  await expect(panel(page).getByRole('listitem').first()).toBeVisible(); // the vendors
  // The rest of home went on working, and the list tab, opened again, tries again on its own.
  await tabOf(page, EN.category.LIVE).click();
  await expect(live.locator('.game-tile').first()).toBeVisible();
  expect(errors).toEqual([]);
});

for (const brand of [lotus, harbor]) {
  test(`${brand.id}: home loads no React before the player acts, its tiles come where their placeholders were, and every tap works without React`, async ({
    page,
  }, testInfo) => {
    const base = brandUrl(testInfo, brand.id);
    const text = resources[brand.defaultLanguage as 'EN' | 'MY'];
    const networkQuiet = watchNetwork(page);
    const scripts: string[] = [];
    page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname)));
    await page.route('**/_astro/react.*.js', (route) => route.abort('internetdisconnected')); // React never arrives
    let releaseHot = () => {};
    const hotHeld = new Promise<void>((resolve) => (releaseHot = resolve));
    await page.route(/\/lgw\/games\/hot\?/, async (route) => {
      await hotHeld;
      await route.fallback();
    });
    await page.goto(pageUrl(base, brand, '/m/home'));
    await settled(page);

    // The first block's placeholders hold its tiles' places: nothing moves when the games come.
    const hotSlots = block(page, text.home.hotSlots);
    const boxes = () =>
      hotSlots.locator('.block-head, .game-tile').evaluateAll((parts) =>
        parts.map((part) => {
          const { x, y, width, height } = part.getBoundingClientRect();
          return { x, y, width, height };
        }),
      );
    await expect(hotSlots.locator('.placeholder-tile')).toHaveCount(HOME_BLOCK_PREVIEW);
    const before = await boxes();
    releaseHot();
    await expect(hotSlots.locator('.game-tile:not(.placeholder-tile)')).toHaveCount(HOME_BLOCK_PREVIEW);
    expect(await boxes(), 'the tiles where their placeholders were').toEqual(before);
    await idleDone(page, networkQuiet);
    expect(
      scripts.filter((path) => /\/react\./.test(path)),
      'no React before any action',
    ).toEqual([]);

    // Every tap without React: a tab, a list tab's games and its 'more games', a vendor, a tile (a guest logs in first).
    await tabOf(page, text.category.HOT).click();
    await expect(block(page, text.home.hotGames).locator('.game-tile').first()).toBeVisible();
    await tabOf(page, text.category.SPORTS).click();
    await panel(page).getByRole('list', { name: text.games.vendors }).getByRole('button').first().click();
    await expect(page.locator('#login-modal')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('#login-modal')).toBeHidden();
    await tabOf(page, text.category.LIVE).click();
    const live = block(page, text.category.LIVE);
    await live.locator('.game-open').first().click();
    await expect(page.locator('#login-modal')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('#login-modal')).toBeHidden();
    await live.getByRole('link', { name: text.home.moreGamesOf.replace('{{name}}', text.category.LIVE) }).click();
    await expect(page).toHaveURL(/\/m\/gameList\?gameType=LIVE$/);
  });
}
