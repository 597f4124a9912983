import { merchantCode } from 'virtual:brand';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sandboxForSuite } from '../../../scripts/sandbox/testing/index.ts';
import { routeFetchTo } from '../../../tests/support/browser-fakes.ts';
import type { Game } from '../../contract/schemas.ts';
import { platformCall } from '../../lib/platform.ts';
import { $session, signOut } from '../../lib/session.ts';
import { ROUTES } from '../../shell/routes.ts';
import {
  applyFilter,
  clearFilter,
  fromQuery,
  hasMore,
  hotPage,
  initialState,
  listKey,
  listRequest,
  loadMore,
  modesOf,
  pageOf,
  pickMode,
  screenOf,
  searchByName,
  searchVendor,
  toQuery,
  type ListRequest,
  type ListState,
} from './list-state.ts';
import * as gamesCalls from '../../contract/calls/games.ts';

const q = (text: string) => new URLSearchParams(text);
const slots = () => fromQuery(q(''), ROUTES.slotGames);
const inHouse = () => fromQuery(q(''), ROUTES.slotInhouse);
/** A state with a bit of everything a mode change must clear. */
const busy = (): ListState => loadMore(loadMore(applyFilter(slots(), { vendor: 'JL', classification: 'JP', minBet: 0.5 })));

describe('modes (G §4 "Game list data modes")', () => {
  it('a screen opens in mode all, page 1, nothing chosen', () => {
    expect(slots()).toMatchObject({ mode: 'all', page: 1, vendor: null, classification: null, minBet: null, name: '' });
    expect(initialState(screenOf(ROUTES.slotGames, q('')))).toEqual(slots());
  });

  it('changing mode goes back to page 1 and clears vendor, classification, name and minimum bet', () => {
    expect(busy()).toMatchObject({ mode: 'filter', page: 3, vendor: 'JL' });
    expect(pickMode(busy(), 'new')).toMatchObject({ mode: 'new', page: 1, vendor: null, classification: null, minBet: null, name: '' });
    expect(pickMode(searchByName(slots(), 'dragon'), 'fav')).toMatchObject({ mode: 'fav', name: '' });
  });

  it('picking the active mode again returns to all', () => {
    const favourites = pickMode(slots(), 'fav');
    expect(pickMode(favourites, 'fav').mode).toBe('all');
    expect(pickMode(pickMode(slots(), 'hot'), 'hot').mode).toBe('all');
  });

  it('New is offered on RNG only; a mode a screen does not offer changes nothing', () => {
    const live = fromQuery(q(''), ROUTES.liveGames);
    expect(modesOf(live.screen)).not.toContain('new');
    expect(pickMode(live, 'new')).toBe(live);
    expect(pickMode(slots(), 'new').mode).toBe('new');
  });

  it('applying the filter sets mode filter; clearing the last active filter returns to all', () => {
    const filtered = applyFilter(searchByName(slots(), 'tiger'), { vendor: 'JL', classification: 'JP', minBet: null });
    expect(filtered).toMatchObject({ mode: 'filter', vendor: 'JL', classification: 'JP', minBet: null, name: '', page: 1 });
    const vendorOnly = clearFilter(filtered, 'classification');
    expect(vendorOnly).toMatchObject({ mode: 'filter', vendor: 'JL', classification: null });
    expect(clearFilter(vendorOnly, 'vendor').mode).toBe('all');
    expect(applyFilter(filtered, { vendor: null, classification: null, minBet: null }).mode).toBe('all');
  });

  it('submitting an empty filter from another mode keeps that mode', () => {
    const recent = pickMode(slots(), 'recent');
    expect(applyFilter(recent, { vendor: null, classification: null, minBet: null })).toBe(recent);
  });

  it('classification and minimum bet filter RNG only', () => {
    const fish = fromQuery(q(''), ROUTES.fishingGames);
    expect(applyFilter(fish, { vendor: null, classification: 'JP', minBet: 1 }).mode).toBe('all');
    expect(applyFilter(fish, { vendor: 'OCN', classification: 'JP', minBet: 1 })).toMatchObject({
      mode: 'filter',
      vendor: 'OCN',
      classification: null,
      minBet: null,
    });
  });

  it('a name search is trimmed and starts again at page 1 in mode all', () => {
    const searched = searchByName(loadMore(pickMode(slots(), 'recent')), '  Golden Dragon  ');
    expect(searched).toMatchObject({ mode: 'all', name: 'Golden Dragon', page: 1 });
    expect(searchByName(searched, '   ').name).toBe('');
  });

  it('loading more asks the next page; more exists while the page is below totalPages', () => {
    const first = slots();
    expect(hasMore(first, 3)).toBe(true);
    expect(loadMore(first).page).toBe(2);
    expect(hasMore(loadMore(loadMore(first)), 3)).toBe(false);
    expect(hasMore(first, 0)).toBe(false); // no games at all
    expect(listKey(loadMore(first))).toBe(listKey(first)); // the same list, one page more
    expect(listKey(pickMode(first, 'new'))).not.toBe(listKey(first));
  });
});

describe('the address (G §2 query parameters)', () => {
  it('?vassalage= opens the search tab of that vendor; ?type= opens new, fav or recent', () => {
    expect(fromQuery(q('vassalage=JL'), ROUTES.slotGames)).toMatchObject({ mode: 'search', vendor: 'JL' });
    expect(fromQuery(q('type=new'), ROUTES.slotGames).mode).toBe('new');
    expect(fromQuery(q('type=FAV'), ROUTES.liveGames).mode).toBe('fav');
    expect(fromQuery(q('type=recent'), ROUTES.fishingGames).mode).toBe('recent');
    expect(fromQuery(q('type=bogus&vassalage=<x>'), ROUTES.slotGames).mode).toBe('all');
  });

  it('gameList and gameCenter take gameType from the query, default RNG; ESPORTS and COCKFIGHT show SPORTS', () => {
    expect(fromQuery(q('gameType=LIVE'), ROUTES.gameList).screen).toEqual({ gameType: 'LIVE', typeInQuery: true, inHouse: false });
    expect(fromQuery(q(''), ROUTES.gameCenter).screen.gameType).toBe('RNG');
    expect(fromQuery(q('gameType=ESPORTS'), ROUTES.gameList).screen.gameType).toBe('SPORTS');
    expect(fromQuery(q('gameType=COCKFIGHT'), ROUTES.gameCenter).screen.gameType).toBe('SPORTS');
    expect(fromQuery(q('gameType=LIVE'), ROUTES.pokerGames).screen.gameType).toBe('PVP'); // a named route keeps its own
  });

  it('the in-house screen always lists BGS and opens on its Crash tab', () => {
    const state = inHouse();
    expect(state).toMatchObject({ screen: { inHouse: true }, mode: 'all', vendor: 'BGS', name: 'Crash' });
    expect(fromQuery(q('vassalage=JL'), ROUTES.slotInhouse)).toEqual(state); // no other vendor, no search tab
    expect(pickMode(state, 'recent')).toMatchObject({ mode: 'recent', vendor: 'BGS', name: '' });
    expect(pickMode(pickMode(state, 'hot'), 'hot')).toEqual(state); // back to all is back to Crash
    expect(screenOf(ROUTES.gameList, q('gameType=INHOUSE')).inHouse).toBe(true);
  });

  it("the in-house screen's other tab lists every BGS game, and its address says so", () => {
    const everyGame = searchByName(inHouse(), '');
    expect(everyGame).toMatchObject({ mode: 'all', vendor: 'BGS', name: '' });
    expect(toQuery(everyGame).toString()).toBe('name=');
    expect(fromQuery(q('name='), ROUTES.slotInhouse)).toEqual(everyGame);
    expect(searchByName(slots(), '   ')).toEqual(slots()); // elsewhere an empty search is the plain list
  });

  it('the HOT screen opens in hot mode', () => {
    const hot = fromQuery(q('gameType=HOT'), ROUTES.gameList);
    expect(hot.mode).toBe('hot');
    expect(pickMode(hot, 'hot').mode).toBe('all');
  });

  it('reload, back and a shared link show the same list: fromQuery(toQuery(state)) is the state at page 1', () => {
    const gameList = fromQuery(q('gameType=RNG'), ROUTES.gameList);
    const states: ListState[] = [
      slots(),
      pickMode(slots(), 'new'),
      pickMode(slots(), 'fav'),
      pickMode(slots(), 'recent'),
      pickMode(slots(), 'hot'),
      searchVendor(slots(), 'PXG'),
      searchByName(slots(), 'Lucky Koi'),
      busy(),
      applyFilter(slots(), { vendor: null, classification: null, minBet: 0.01 }),
      searchVendor(gameList, 'JL'),
      pickMode(fromQuery(q('gameType=HOT'), ROUTES.gameList), 'hot'),
      fromQuery(q('gameType=HOT'), ROUTES.gameList),
      inHouse(),
      pickMode(inHouse(), 'recent'),
      searchByName(inHouse(), ''),
    ];
    const route = (state: ListState) => (state.screen.typeInQuery ? ROUTES.gameList : state.screen.inHouse ? ROUTES.slotInhouse : ROUTES.slotGames);
    for (const state of states) expect(fromQuery(toQuery(state), route(state))).toEqual({ ...state, page: 1 });
  });

  it('writes only what differs from the screen as it opens', () => {
    expect(toQuery(slots()).toString()).toBe('');
    expect(toQuery(inHouse()).toString()).toBe('');
    expect(toQuery(searchVendor(fromQuery(q('gameType=LIVE'), ROUTES.gameList), 'AUR')).toString()).toBe('gameType=LIVE&vassalage=AUR');
    expect(toQuery(busy()).toString()).toBe('type=filter&vassalage=JL&classify=JP&minBet=0.5');
    expect(toQuery(pickMode(slots(), 'fav')).toString()).toBe('type=fav');
  });

  it('values a screen cannot show are left out', () => {
    expect(fromQuery(q('type=filter&classify=XX&minBet=7'), ROUTES.slotGames).mode).toBe('all');
    expect(fromQuery(q('type=filter&classify=jp&minBet=0.10'), ROUTES.slotGames)).toMatchObject({ classification: 'JP', minBet: 0.1 });
    expect(fromQuery(q('type=new'), ROUTES.liveGames).mode).toBe('all');
    expect(fromQuery(q(`name=${'x'.repeat(80)}`), ROUTES.slotGames).name).toHaveLength(64);
  });
});

describe('requests (G §7)', () => {
  it('all, search, filter and new ask the game list with the fixed fields and page size 35', () => {
    expect(listRequest(loadMore(searchByName(slots(), 'Koi')), 'MY')).toEqual({
      call: 'gameList',
      input: { merchant: merchantCode, platform: 'html5', clientType: 2, language: 'MY', pageNo: 2, pageSize: 35, gameType: 'RNG', gameName: 'Koi' },
    });
    expect(listRequest(busy(), 'EN')).toMatchObject({ call: 'gameList', input: { pageNo: 3, vassalage: 'JL', gameClassify: 'JP', minBet: 0.5 } });
    expect(listRequest(pickMode(slots(), 'new'), 'EN')).toMatchObject({ call: 'gameList', input: { isNew: 1, gameType: 'RNG' } });
    expect(listRequest(searchVendor(slots(), 'PXG'), 'EN')).toMatchObject({ call: 'gameList', input: { vassalage: 'PXG' } });
  });

  it('fav asks the favourites list, recent the recent list; hot asks nothing', () => {
    expect(listRequest(pickMode(slots(), 'fav'), 'EN')).toEqual({ call: 'favouriteList', input: { pageNo: 1, pageSize: 35, gameType: 'RNG', language: 'EN' } });
    expect(listRequest(pickMode(slots(), 'recent'), 'EN')).toEqual({
      call: 'recentList',
      input: { page: 1, pageSize: 35, gameType: 'RNG', language: 'EN', clientType: 2 },
    });
    expect(listRequest(pickMode(slots(), 'hot'), 'EN')).toEqual({ call: 'hot' });
  });

  it('in-house asks by vendor BGS alone; HOT by no type', () => {
    expect(listRequest(inHouse(), 'EN')).toMatchObject({ call: 'gameList', input: { vassalage: 'BGS', gameName: 'Crash' } });
    expect(listRequest(inHouse(), 'EN')).not.toHaveProperty('input.gameType');
    expect(listRequest(pickMode(inHouse(), 'recent'), 'EN')).toMatchObject({ call: 'recentList', input: { vassalage: 'BGS' } });
    expect(listRequest(pickMode(fromQuery(q('gameType=HOT'), ROUTES.gameList), 'hot'), 'EN')).toMatchObject({ call: 'gameList' });
    expect(listRequest(pickMode(fromQuery(q('gameType=HOT'), ROUTES.gameList), 'hot'), 'EN')).not.toHaveProperty('input.gameType');
  });

  it('hot mode filters the page’s hot games by the screen’s type', () => {
    const hot = (vassalage: string, gameType: Game['gameType']) => ({ nodeId: `${vassalage}-${gameType}`, vassalage, gameType }) as Game;
    const list = [hot('JL', 'RNG'), hot('JL', 'FISH'), hot('BGS', 'INHOUSE'), hot('AUR', 'LIVE')];
    const ids = (state: ListState) => hotPage(state, list).games.map((game) => game.nodeId);
    expect(ids(pickMode(slots(), 'hot'))).toEqual(['JL-RNG']);
    expect(ids(pickMode(inHouse(), 'hot'))).toEqual(['BGS-INHOUSE']);
    expect(ids(fromQuery(q('gameType=HOT'), ROUTES.gameList))).toEqual(['JL-RNG', 'JL-FISH', 'BGS-INHOUSE', 'AUR-LIVE']);
    expect(hotPage(slots(), list).totalPages).toBe(1);
  });
});

describe('requests against the sandbox', () => {
  const platform = sandboxForSuite();
  afterEach(() => {
    signOut();
    vi.unstubAllGlobals();
  });

  /** What the grid does: the call of the state, the page of its answer. */
  async function load(request: ListRequest) {
    if (request.call === 'hot') throw new Error('hot mode asks nothing');
    if (request.call === 'gameList') return pageOf(await platformCall(gamesCalls.gameList, request.input));
    if (request.call === 'favouriteList') return pageOf(await platformCall(gamesCalls.favouriteList, request.input));
    return pageOf(await platformCall(gamesCalls.recentList, request.input));
  }

  it('the in-house screen opens on its crash games, all by BGS', async () => {
    routeFetchTo(platform.url);
    const { games } = await load(listRequest(inHouse(), 'EN'));
    expect(games.map((game) => game.gameName).sort()).toEqual(['Jet Crash', 'Rocket Crash']);
    expect(games.every((game) => game.vassalage === 'BGS')).toBe(true);
  });

  it('a filter shows only games that match it, and the last page has no more', async () => {
    routeFetchTo(platform.url);
    const state = applyFilter(slots(), { vendor: 'JL', classification: 'JP', minBet: null });
    const page = await load(listRequest(state, 'EN'));
    expect(page.games.length).toBeGreaterThan(0);
    expect(page.games.every((game) => game.vassalage === 'JL' && game.gameClassify === 'JP' && game.gameType === 'RNG')).toBe(true);
    expect(hasMore(state, page.totalPages)).toBe(false);

    const all = await load(listRequest(slots(), 'EN'));
    expect(all.games).toHaveLength(35);
    expect(hasMore(slots(), all.totalPages)).toBe(true);
  });

  it('the new tab lists new RNG games; favourites and recent games are the member’s', async () => {
    routeFetchTo(platform.url);
    const fresh = await load(listRequest(pickMode(slots(), 'new'), 'EN'));
    expect(fresh.games.every((game) => game.isNew === 1 && game.gameType === 'RNG')).toBe(true);

    $session.set(await platform.sessionOf('demo_member'));
    const everyType = fromQuery(q('gameType=HOT'), ROUTES.gameList);
    expect((await load(listRequest(pickMode(everyType, 'fav'), 'EN'))).games).toHaveLength(4);
    expect((await load(listRequest(pickMode(everyType, 'recent'), 'EN'))).games).toHaveLength(6);
  });
});
