// The sandbox's game calls over real HTTP, through the site's own client (src/lib/api-client.ts):
// catalogue, filters and pages, home and hot lists, favourites, recent games, launch, winners,
// lottery, menus and live hosts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BIG_WINS_SHOWN, WINNER_LIMIT } from '../../src/constants.ts';
import { GAME_CLASSIFICATIONS, GAME_TYPES, MIN_BETS, VENDORS } from '../../src/contract/vocabulary.ts';
import { HOME_LIST_SIZE, NEW_RNG_SIZE, PAGE_SIZE } from '../../src/contract/limits.ts';
import type { CallId } from '../../src/contract/calls.ts';
import { SCHEMAS, type Game, type RequestOf } from '../../src/contract/schemas.ts';
import { createApiClient } from '../../src/lib/node-api-client.ts';
import { createSandbox, type Sandbox } from './app.ts';
import { SEEDED_WINS } from './data/content-people.ts';
import { NUMERO_DRAWS } from './data/content-lottery.ts';
import { RECENT_GAMES_KEPT, VN_RECENT_DRAWS } from './handlers/games.ts';
import { brokenIconGames } from './images/cdn.ts';
import { gameIconFields, hasOnlyIconUrl } from './images/paths.ts';
import { hookAt, refusal, sessionAt } from './http-kit.ts';
import { listen, type Listening } from './serve.ts';

let dir: string;
let sandbox: Sandbox;
let server: Listening;
let call: ReturnType<typeof createApiClient>;
/** The sandbox clock: 2026-03-01 12:00 UTC (19:00 on the platform's UTC+7 clock). */
let clock: number;

async function start(dbFile: string): Promise<void> {
  sandbox = createSandbox({ dbFile, brandId: 'lotus', now: () => clock, hooks: true });
  server = await listen(sandbox.app.fetch, { port: 0 });
  const brand = sandbox.brand!;
  call = createApiClient({ baseUrl: server.url, prefixes: brand.api.prefixes, merchantCode: brand.merchantCode });
}

async function stop(): Promise<void> {
  await server.close();
  sandbox.close();
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sandbox-games-'));
  clock = Date.UTC(2026, 2, 1, 12);
  await start(join(dir, 'games.sqlite'));
});

afterAll(async () => {
  await stop();
  rmSync(dir, { recursive: true, force: true });
});

const hook = (path: string, body: unknown = {}) => hookAt(server.url, path, body);

const session = (username = 'demo_member') => sessionAt(server.url, username);

const LIST_QUERY = { merchant: 'LOTUS01', platform: 'html5', clientType: 2, language: 'EN', pageNo: 1, pageSize: PAGE_SIZE } as const;
type ListQuery = Partial<RequestOf<'gameList'>>;
const gameList = (query: ListQuery = {}) => call('gameList', { ...LIST_QUERY, ...query });

/** Every game matching the filters, page after page. */
async function allGames(query: ListQuery = {}): Promise<Game[]> {
  const games: Game[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const page = await gameList({ ...query, pageNo, pageSize: 100 });
    games.push(...page.games);
    if (pageNo >= page.totalPages) return games;
  }
}

const ids = (games: readonly Game[]) => games.map((game) => game.nodeId);

describe('every game call', () => {
  type GameCallId = keyof typeof SAMPLES;
  const SAMPLES = {
    vendorGameTypes: { typeId: 1, merchant_code: 'LOTUS01' },
    gameList: LIST_QUERY,
    homeGameLists: { language: 'EN' },
    hotGames: { isPlatform: 2, language: 'EN', platform: 'html5', merchantCode: 'LOTUS01' },
    favouriteIds: { pageNo: 1, pageSize: 100 },
    favouriteList: { pageNo: 1, pageSize: PAGE_SIZE, language: 'EN' },
    addFavourite: { nodeId: '10001', vendor: 'JL' },
    removeFavourite: { nodeId: '10001', vendor: 'JL' },
    recentAdd: { nodeId: '10002' },
    recentList: { page: 1, pageSize: PAGE_SIZE, language: 'EN', clientType: 2 },
    launchGame: { nodeId: '10003', language: 'MY' },
    winnerBoard: { gameCategory: 'ALL', language: 'EN', limitNum: WINNER_LIMIT },
    lotteryList: { language: 'EN' },
    lotteryMenu: { language: 'EN' },
    popularLottery: { language: 'EN' },
    vnLotteryRecent: {},
    vnLotteryNumero: { region: 'south' },
    lotteryNumero: { code: 'SEA_4D_STAR' },
    gameMenus: { language: 'MY' },
    liveModelList: { pageNo: 1, pageSize: 10 },
  } satisfies { [Id in CallId]?: RequestOf<Id> };

  it.each(Object.keys(SAMPLES) as GameCallId[])('%s answers within its response schema', async (id) => {
    const token = await session();
    const value = await call(id, SAMPLES[id] as never, { token });
    expect(() => SCHEMAS[id].response.parse(value)).not.toThrow();
  });
});

describe('catalogue', () => {
  it('holds at least 1,200 games with unique node and game ids', async () => {
    const games = await allGames();
    expect(games.length).toBeGreaterThanOrEqual(1200);
    expect(new Set(ids(games)).size).toBe(games.length);
    expect(new Set(games.map((game) => game.gameId)).size).toBe(games.length);
  });

  it('has games of every type and every vendor the spec names', async () => {
    const games = await allGames();
    for (const type of GAME_TYPES)
      expect(
        games.some((game) => game.gameType === type),
        type,
      ).toBe(true);
    const vendors = new Set(games.map((game) => game.vassalage));
    for (const code of [VENDORS.inHouse, ...VENDORS.esports, VENDORS.cockfight[0], ...VENDORS.lottery, 'JL']) expect(vendors.has(code), code).toBe(true);
  });

  it('gives every game icon paths on the image CDN: the 2x tile as mobileLargeIcon, the 1x tile as showIcon and iconUrl; a few iconUrl only', async () => {
    const games = await allGames();
    for (const game of games) {
      expect(game.iconUrl, game.gameId).toMatch(new RegExp(`^games/${game.gameId}/[0-9a-f]{10}-112x112\\.png$`));
      if (hasOnlyIconUrl(game.nodeId)) {
        expect([game.mobileLargeIcon, game.showIcon], game.gameId).toEqual(['', '']);
      } else {
        expect(game.showIcon, game.gameId).toBe(game.iconUrl);
        expect(game.mobileLargeIcon, game.gameId).toBe(game.iconUrl.replace('-112x112.png', '-224x224.png'));
      }
      expect(gameIconFields(game), game.gameId).toEqual({ mobileLargeIcon: game.mobileLargeIcon, showIcon: game.showIcon, iconUrl: game.iconUrl });
    }
    expect(games.filter((game) => hasOnlyIconUrl(game.nodeId))).toHaveLength(12);
    // Broken ones look like any other: only the CDN tells (images.test.ts).
    expect(games.filter((game) => brokenIconGames().some((broken) => broken.nodeId === game.nodeId))).toHaveLength(4);
  });

  it('gives live tables a room and the RNG games classifications and minimum bets of the filter panel', async () => {
    expect((await allGames({ gameType: 'LIVE' })).every((game) => game.roomId)).toBe(true);
    const rng = await allGames({ gameType: 'RNG' });
    for (const classification of GAME_CLASSIFICATIONS)
      expect(
        rng.some((game) => game.gameClassify === classification),
        classification,
      ).toBe(true);
    for (const bet of MIN_BETS)
      expect(
        rng.some((game) => game.minBet === bet),
        String(bet),
      ).toBe(true);
  });
});

describe('vendors', () => {
  it('sorts the categories in the server order with in-house and e-sports split off', async () => {
    const { sorting, mapping } = await call('vendorGameTypes', { typeId: 1, merchant_code: 'LOTUS01' });
    expect(sorting.map((entry) => entry.gameCategory)).toEqual(['RNG', 'INHOUSE', 'FISH', 'LIVE', 'SPORTS', 'ESPORTS', 'PVP', 'COCKFIGHT', 'LOTT', 'ELOTT']);
    const codes = (category: string) => (mapping[category] ?? []).map((vendor) => vendor.vassalage);
    expect(codes('INHOUSE')).toEqual([VENDORS.inHouse]);
    expect(codes('RNG')).not.toContain(VENDORS.inHouse);
    expect(codes('ESPORTS')).toEqual([...VENDORS.esports]);
    expect(codes('SPORTS').some((code) => (VENDORS.esports as readonly string[]).includes(code))).toBe(false);
    expect(codes('COCKFIGHT')).toEqual([VENDORS.cockfight[0]]); // one vendor: home launches it directly
    expect(codes('ELOTT')).toEqual(['TCG_LOTTO_VN']);
    expect(codes('LOTT')).toEqual(expect.arrayContaining(['TCG_LOTTO_VN', 'TCG_SEA']));
    expect(codes('RNG')[0]).toBe('JL');
    for (const entry of sorting) expect(mapping[entry.gameCategory]).toEqual(entry.vendorNames);
  });
});

describe('game list filters and pages', () => {
  it('finds names containing the search, ignoring case and surrounding spaces', async () => {
    const everything = await allGames();
    const found = await allGames({ gameName: '  DRAGON ' });
    expect(found.length).toBeGreaterThan(10);
    expect(ids(found).sort()).toEqual(ids(everything.filter((game) => game.gameName.toLowerCase().includes('dragon'))).sort());
    expect(await allGames({ gameName: '   ' })).toHaveLength(everything.length);
  });

  it('filters by type, vendor, classification, minimum bet (exactly), new and recommended, together', async () => {
    const found = await allGames({ gameType: 'RNG', vassalage: 'JL', gameClassify: 'JP' });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((game) => game.gameType === 'RNG' && game.vassalage === 'JL' && game.gameClassify === 'JP')).toBe(true);

    const cheap = await allGames({ gameType: 'RNG', minBet: 0.1 });
    expect(cheap.length).toBeGreaterThan(0);
    expect(cheap.every((game) => game.minBet === 0.1)).toBe(true);

    const fresh = await allGames({ isNew: 1 });
    expect(fresh.length).toBeGreaterThan(0);
    expect(fresh.every((game) => game.isNew === 1)).toBe(true);
    const recommended = await allGames({ isTop: 1, gameType: 'LIVE' });
    expect(recommended.every((game) => game.isTop === 1 && game.gameType === 'LIVE')).toBe(true);
  });

  it('is empty, with no pages, for an unknown vendor or a page past the end', async () => {
    expect(await gameList({ vassalage: 'NOPE' })).toEqual({ games: [], pageNum: 1, totalPages: 0 });
    const fish = await gameList({ gameType: 'FISH' });
    expect((await gameList({ gameType: 'FISH', pageNo: fish.totalPages + 1 })).games).toEqual([]);
  });

  it('pages through a list in stable order, 35 a page, every game once', async () => {
    const fish = await allGames({ gameType: 'FISH' });
    const first = await gameList({ gameType: 'FISH' });
    expect(first.totalPages).toBe(Math.ceil(fish.length / PAGE_SIZE));
    expect(first.pageNum).toBe(1);
    expect(first.games).toHaveLength(PAGE_SIZE);
    const pages = [first.games];
    for (let pageNo = 2; pageNo <= first.totalPages; pageNo++) {
      const page = await gameList({ gameType: 'FISH', pageNo });
      expect(page.pageNum).toBe(pageNo);
      pages.push(page.games);
    }
    expect(pages.at(-1)).toHaveLength(fish.length - PAGE_SIZE * (first.totalPages - 1));
    expect(ids(pages.flat())).toEqual(ids(fish));
  });

  it('refuses a filter outside the contract', async () => {
    const error = await refusal(gameList({ gameType: 'BINGO' as 'RNG' }));
    expect(error.code).toBe('request.invalid');
  });
});

describe('home and hot lists', () => {
  it('gives 40 recommended games (page 1 of isTop = 1) and 6 new slots', async () => {
    const { top, newRng } = await call('homeGameLists', { language: 'EN' });
    expect(top).toHaveLength(HOME_LIST_SIZE);
    expect(ids(top)).toEqual(ids((await gameList({ isTop: 1, pageSize: HOME_LIST_SIZE })).games));
    expect(newRng).toHaveLength(NEW_RNG_SIZE);
    expect(newRng.every((game) => game.gameType === 'RNG' && game.isNew === 1)).toBe(true);
  });

  it('gives the hot games of every type at once', async () => {
    const { list } = await call('hotGames', { isPlatform: 2, language: 'MY', platform: 'html5' });
    expect(list.every((game) => game.isHot === 1)).toBe(true);
    for (const type of GAME_TYPES)
      expect(
        list.some((game) => game.gameType === type),
        type,
      ).toBe(true);
  });
});

describe('favourites', () => {
  beforeEach(async () => {
    expect((await hook('reset')).status).toBe(200);
  });

  const favouriteIds = (token: string) => call('favouriteIds', { pageNo: 1, pageSize: 100 }, { token });

  it("adds newest first, ignores a second add, and keeps each member's own", async () => {
    const member = await session('demo_member');
    const other = await session('demo_empty');
    const seeded = await favouriteIds(member);
    expect(seeded.length).toBeGreaterThan(0); // demo_member has a few for demos

    const [first, second] = (await gameList({ gameType: 'LIVE' })).games;
    await call('addFavourite', { nodeId: first!.nodeId, vendor: first!.vassalage }, { token: member });
    await call('addFavourite', { nodeId: second!.nodeId, vendor: second!.vassalage }, { token: member });
    await call('addFavourite', { nodeId: first!.nodeId, vendor: first!.vassalage }, { token: member });
    expect(await favouriteIds(member)).toEqual([second!.nodeId, first!.nodeId, ...seeded]);
    expect(await favouriteIds(other)).toEqual([]);

    await call('addFavourite', { nodeId: first!.nodeId, vendor: first!.vassalage }, { token: other });
    expect(await favouriteIds(other)).toEqual([first!.nodeId]);
    expect(await favouriteIds(member)).toHaveLength(seeded.length + 2);
  });

  it('removes, and removing again (or something never added) is fine', async () => {
    const token = await session('demo_empty');
    const game = (await gameList()).games[0]!;
    await call('addFavourite', { nodeId: game.nodeId, vendor: game.vassalage }, { token });
    expect(await call('removeFavourite', { nodeId: game.nodeId, vendor: game.vassalage }, { token })).toEqual({ nodeId: game.nodeId });
    expect(await call('removeFavourite', { nodeId: game.nodeId, vendor: game.vassalage }, { token })).toEqual({ nodeId: game.nodeId });
    expect(await favouriteIds(token)).toEqual([]);
  });

  it('refuses an unknown game, or a game under another vendor, with game.notFound', async () => {
    const token = await session('demo_empty');
    expect((await refusal(call('addFavourite', { nodeId: '999999', vendor: 'JL' }, { token }))).code).toBe('game.notFound');
    const game = (await gameList({ gameType: 'FISH', vassalage: 'OCN' })).games[0]!;
    expect((await refusal(call('addFavourite', { nodeId: game.nodeId, vendor: 'JL' }, { token }))).code).toBe('game.notFound');
    expect(await favouriteIds(token)).toEqual([]);
  });

  it('lists favourites by page and type', async () => {
    const token = await session('demo_empty');
    const slots = (await gameList({ gameType: 'RNG', pageSize: 40 })).games;
    const tables = (await gameList({ gameType: 'LIVE', pageSize: 3 })).games;
    for (const game of [...slots, ...tables]) await call('addFavourite', { nodeId: game.nodeId, vendor: game.vassalage }, { token });

    const page1 = await call('favouriteList', { pageNo: 1, pageSize: PAGE_SIZE, language: 'EN' }, { token });
    expect(page1.totalPages).toBe(Math.ceil(43 / PAGE_SIZE));
    expect(page1.content).toHaveLength(PAGE_SIZE);
    expect(ids(page1.content.slice(0, 3))).toEqual(ids(tables).reverse());
    const page2 = await call('favouriteList', { pageNo: 2, pageSize: PAGE_SIZE, language: 'EN' }, { token });
    expect(page2).toMatchObject({ pageNum: 2 });
    expect(page2.content).toHaveLength(43 - PAGE_SIZE);

    const live = await call('favouriteList', { pageNo: 1, pageSize: PAGE_SIZE, gameType: 'LIVE', language: 'EN' }, { token });
    expect(ids(live.content).sort()).toEqual(ids(tables).sort());
    expect(live.totalPages).toBe(1);
  });

  it('needs a session', async () => {
    expect((await refusal(call('favouriteIds', { pageNo: 1, pageSize: 100 }))).kind).toBe('loggedOut');
    expect((await refusal(call('addFavourite', { nodeId: '10001', vendor: 'JL' }))).kind).toBe('loggedOut');
  });

  it('survives a restart of the sandbox', async () => {
    const token = await session('demo_empty');
    const game = (await gameList({ gameType: 'PVP' })).games[0]!;
    await call('addFavourite', { nodeId: game.nodeId, vendor: game.vassalage }, { token });
    const dbFile = join(dir, 'games.sqlite');
    await stop();
    await start(dbFile);
    expect(await call('favouriteIds', { pageNo: 1, pageSize: 100 }, { token })).toEqual([game.nodeId]);
  });
});

describe('recent games and launch', () => {
  beforeEach(async () => {
    expect((await hook('reset')).status).toBe(200);
  });

  const recent = (token: string, query: Partial<RequestOf<'recentList'>> = {}) =>
    call('recentList', { page: 1, pageSize: PAGE_SIZE, language: 'EN', clientType: 2, ...query }, { token });

  it('lists the last played first, and playing again moves a game to the top', async () => {
    const token = await session('demo_empty');
    const [a, b, c] = (await gameList()).games;
    for (const game of [a, b, c, a]) await call('recentAdd', { nodeId: game!.nodeId }, { token });
    expect(ids((await recent(token)).list)).toEqual([a!.nodeId, c!.nodeId, b!.nodeId]);
    expect((await recent(await session('demo_agent'))).list).toEqual([]);
  });

  it(`keeps the last ${RECENT_GAMES_KEPT}`, async () => {
    const token = await session('demo_empty');
    const played = (await gameList({ pageSize: 100 })).games.concat((await gameList({ pageNo: 2, pageSize: 100 })).games).slice(0, RECENT_GAMES_KEPT + 5);
    for (const game of played) await call('recentAdd', { nodeId: game.nodeId }, { token });
    const list = (await recent(token, { pageSize: 100 })).list;
    expect(list).toHaveLength(RECENT_GAMES_KEPT);
    expect(list[0]!.nodeId).toBe(played.at(-1)!.nodeId);
    expect(ids(list)).not.toContain(played[0]!.nodeId);
  });

  it('filters by type and vendor, by page', async () => {
    const token = await session('demo_empty');
    const fish = (await gameList({ gameType: 'FISH', vassalage: 'JL', pageSize: 3 })).games;
    const slots = (await gameList({ gameType: 'RNG', vassalage: 'FGS', pageSize: 2 })).games;
    for (const game of [...fish, ...slots]) await call('recentAdd', { nodeId: game.nodeId }, { token });
    expect(ids((await recent(token, { gameType: 'FISH' })).list)).toEqual(ids(fish).reverse());
    expect(ids((await recent(token, { vassalage: 'FGS' })).list)).toEqual(ids(slots).reverse());
    expect(await recent(token, { pageSize: 2, page: 3 })).toMatchObject({ totalPages: 3 });
  });

  it('launches a game at the sandbox play page and records it as recent', async () => {
    const token = await session('demo_empty');
    const game = (await gameList({ gameType: 'LIVE' })).games[0]!;
    const { url } = await call('launchGame', { nodeId: game.nodeId, language: 'MY' }, { token });
    expect(url).toBe(`/__sandbox/play/${game.nodeId}?lang=MY`);
    const page = await fetch(`${server.url}${url}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(game.nodeId);
    expect(ids((await recent(token)).list)).toEqual([game.nodeId]);
    expect((await call('launchGame', { nodeId: game.nodeId, language: 'EN', playType: 'ent' }, { token })).url).toBe(
      `/__sandbox/play/${game.nodeId}?lang=EN&playType=ent`,
    );
  });

  it('refuses unknown games and guests', async () => {
    const token = await session('demo_empty');
    expect((await refusal(call('launchGame', { nodeId: '999999', language: 'EN' }, { token }))).code).toBe('game.notFound');
    expect((await refusal(call('recentAdd', { nodeId: '999999' }, { token }))).code).toBe('game.notFound');
    expect((await recent(token)).list).toEqual([]);
    expect((await refusal(call('launchGame', { nodeId: '10001', language: 'EN' }))).kind).toBe('loggedOut');
  });
});

describe('winner board', () => {
  const board = (limitNum: number) => call('winnerBoard', { gameCategory: 'ALL', language: 'EN', limitNum });

  it('lists the 10 biggest ordinary wins, biggest first, then the jackpot wins', async () => {
    const { list } = await board(WINNER_LIMIT);
    expect(list).toHaveLength(WINNER_LIMIT);
    const big = list.slice(0, BIG_WINS_SHOWN);
    expect(big.every((entry) => !entry.jackpot)).toBe(true);
    const amounts = big.map((entry) => entry.vo.winAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const biggest = sandbox.db.prepare(`SELECT win_amount FROM winners WHERE jackpot = 0 ORDER BY win_amount DESC LIMIT ${BIG_WINS_SHOWN}`).all();
    expect(amounts).toEqual(biggest.map((row) => row.win_amount));
    expect(list.slice(BIG_WINS_SHOWN).every((entry) => entry.jackpot)).toBe(true);
  });

  it('holds at least 30 winners and caps the list at limitNum', async () => {
    expect(SEEDED_WINS.normal + SEEDED_WINS.jackpot).toBeGreaterThanOrEqual(30);
    expect((await board(50)).list).toHaveLength(BIG_WINS_SHOWN + SEEDED_WINS.jackpot);
    const five = (await board(5)).list;
    expect(five).toHaveLength(5);
    expect(five.every((entry) => !entry.jackpot)).toBe(true);
  });

  it('masks customer names and gives what the Play button needs', async () => {
    const { list } = await board(WINNER_LIMIT);
    for (const { vo } of list) {
      expect(vo.customerName).toMatch(/^[a-z]{2}\*{3}[a-z0-9]$/);
      expect(vo.iconUrl).toMatch(new RegExp(`^games/[\\w-]+/[0-9a-f]{10}-112x112\\.png$`));
    }
    const { vo } = list[0]!;
    const game = (await gameList({ vassalage: vo.vassalage, gameType: vo.gameType, gameName: vo.gameName, pageSize: 100 })).games;
    expect(ids(game)).toContain(vo.nodeId);
  });
});

describe('lottery', () => {
  it('lists the lotteries of both vendors with their next draw after now', async () => {
    const { list } = await call('lotteryList', { language: 'EN' });
    expect(new Set(list.map((lottery) => lottery.vassalage))).toEqual(new Set(VENDORS.lottery));
    const nowOnPlatformClock = '2026-03-01 19:00:00';
    for (const lottery of list) expect(lottery.nextDrawAt > nowOnPlatformClock, lottery.code).toBe(true);
    expect(list.find((lottery) => lottery.code === 'VN_NORTH')!.nextDrawAt).toBe('2026-03-02 18:15:00');
    expect(list.find((lottery) => lottery.code === 'VN_FAST_5')!.nextDrawAt).toBe('2026-03-01 19:05:00');
  });

  it('groups every lottery in a menu and picks a few popular ones', async () => {
    const codes = (await call('lotteryList', { language: 'EN' })).list.map((lottery) => lottery.code);
    const { menus } = await call('lotteryMenu', { language: 'EN' });
    expect(menus.flatMap((menu) => menu.lotteries).sort()).toEqual([...codes].sort());
    const popular = (await call('popularLottery', { language: 'EN' })).list;
    expect(popular.length).toBeGreaterThan(0);
    expect(popular.length).toBeLessThan(codes.length);
  });

  it('gives Vietnamese results per region, newest first, with the regional prize tables', async () => {
    const north = (await call('vnLotteryRecent', { region: 'north' })).list;
    expect(north).toHaveLength(VN_RECENT_DRAWS);
    expect(north[0]).toMatchObject({ drawDate: '2026-03-01', region: 'north' });
    expect(north[1]!.drawDate).toBe('2026-02-28');
    expect(north.every((draw) => draw.numbers.length === 27)).toBe(true);
    const all = (await call('vnLotteryRecent', {})).list;
    expect(all).toHaveLength(VN_RECENT_DRAWS * 3);
    expect(all.slice(0, 3).map((draw) => draw.region)).toEqual(['north', 'central', 'south']);
    expect(all.find((draw) => draw.region === 'south')!.numbers).toHaveLength(18);
  });

  it('keeps a drawn result as the clock moves on', async () => {
    const before = (await call('vnLotteryRecent', { region: 'south' })).list;
    clock += 24 * 60 * 60_000;
    try {
      const after = (await call('vnLotteryRecent', { region: 'south' })).list;
      expect(after[0]!.drawDate).toBe('2026-03-02');
      expect(after.slice(1)).toEqual(before.slice(0, -1));
    } finally {
      clock -= 24 * 60 * 60_000;
    }
  });

  it('counts how often each two-digit ending came out', async () => {
    const { list } = await call('vnLotteryNumero', { region: 'north' });
    expect(list).toHaveLength(100);
    expect(list.map((entry) => entry.count)).toEqual(list.map((entry) => entry.count).sort((a, b) => b - a));
    expect(list.reduce((sum, entry) => sum + entry.count, 0)).toBe(NUMERO_DRAWS * 27); // 27 numbers a northern draw
    const twoD = await call('lotteryNumero', { code: 'SEA_2D_NOON' });
    expect(twoD.list.reduce((sum, entry) => sum + entry.count, 0)).toBe(NUMERO_DRAWS);
    expect((await refusal(call('lotteryNumero', { code: 'NOPE' }))).code).toBe('game.notFound');
  });
});

describe('game menus and live hosts', () => {
  it('names HOT and every category in the vendor order, in Burmese or English', async () => {
    const sorting = (await call('vendorGameTypes', { typeId: 1, merchant_code: 'LOTUS01' })).sorting.map((entry) => entry.gameCategory);
    const my = (await call('gameMenus', { language: 'MY' })).menus;
    expect(my.map((menu) => menu.gameCategory)).toEqual(['HOT', ...sorting]);
    expect(my.every((menu) => /[\u1000-\u109f]/.test(menu.name))).toBe(true);
    const fallback = (await call('gameMenus', { language: 'TH' })).menus;
    expect(fallback.find((menu) => menu.gameCategory === 'RNG')!.name).toBe('Slots');
  });

  it('pages through two dozen live hosts, those online first, by vendor', async () => {
    const first = await call('liveModelList', { pageNo: 1, pageSize: 10 });
    expect(first.totalPages).toBe(3);
    const everyone = [first, await call('liveModelList', { pageNo: 2, pageSize: 10 }), await call('liveModelList', { pageNo: 3, pageSize: 10 })].flatMap(
      (page) => page.list,
    );
    expect(everyone).toHaveLength(24);
    const online = everyone.map((host) => host.online);
    expect(online).toEqual([...online].sort((a, b) => Number(b) - Number(a)));
    expect(online).toContain(false);

    const liveVendors = new Set(
      (await allGames({ gameType: 'LIVE' })).filter((game) => everyone.some((host) => host.nodeId === game.nodeId)).map((game) => game.vassalage),
    );
    const [vendor] = liveVendors;
    const tables = ids(await allGames({ gameType: 'LIVE', vassalage: vendor }));
    const ofVendor = (await call('liveModelList', { vassalage: vendor })).list;
    expect(ofVendor.length).toBeGreaterThan(0);
    expect(ofVendor.every((host) => tables.includes(host.nodeId))).toBe(true);
  });
});
