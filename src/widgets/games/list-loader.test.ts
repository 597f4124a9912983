// The list loader against the real sandbox over HTTP: pages append in order, a failure keeps what
// was loaded and Try again asks for the same page, an older list's answer never lands on a newer one.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sandboxForSuite } from '../../../scripts/sandbox/testing/index.ts';
import { routeFetchTo } from '../../../tests/support/browser-fakes.ts';
import { PAGE_SIZE } from '../../contract/limits.ts';
import { ROUTES } from '../../shell/routes.ts';
import { createListLoader, startFirstPage } from './list-loader.ts';
import { fromQuery, pickMode, searchVendor } from './list-state.ts';

const platform = sandboxForSuite();
afterEach(() => vi.unstubAllGlobals()); // each fault below is for one request, used up by its test

const slots = () => fromQuery(new URLSearchParams(), ROUTES.slotGames);
const settled = (loader: ReturnType<typeof createListLoader>) => vi.waitFor(() => expect(loader.$view.get().loading).toBe(false));

describe('list loader', () => {
  it('appends page after page until the last, each game once', async () => {
    routeFetchTo(platform.url);
    const loader = createListLoader('EN');
    loader.show(searchVendor(slots(), 'JL'));
    await settled(loader);
    expect(loader.$view.get()).toMatchObject({ more: true });
    expect(loader.$view.get().games).toHaveLength(PAGE_SIZE);
    while (loader.$view.get().more) {
      loader.loadMore();
      expect(loader.$view.get().loading).toBe(true);
      loader.loadMore(); // a second trigger while a page is on its way asks nothing more
      await settled(loader);
    }
    const games = loader.$view.get().games;
    expect(games.length).toBeGreaterThan(PAGE_SIZE * 3);
    expect(new Set(games.map((game) => game.nodeId)).size).toBe(games.length);
    expect(games.every((game) => game.vassalage === 'JL')).toBe(true);
  });

  it('a failed page keeps the games shown, and Try again asks for that page again', async () => {
    routeFetchTo(platform.url);
    const loader = createListLoader('EN');
    loader.show(slots());
    await settled(loader);
    await platform.hook('fault', { call: 'gameList', httpStatus: 500, times: 1 });
    loader.loadMore();
    await settled(loader);
    expect(loader.$view.get().error?.kind).toBe('server');
    expect(loader.$view.get().games).toHaveLength(PAGE_SIZE);
    loader.retry();
    await settled(loader);
    expect(loader.$view.get().error).toBeUndefined();
    expect(loader.$view.get().games).toHaveLength(PAGE_SIZE * 2);
  });

  it('a new list drops the old one at once, and a late answer for the old one is ignored', async () => {
    routeFetchTo(platform.url);
    const loader = createListLoader('EN');
    await platform.hook('fault', { call: 'gameList', latencyMs: 300, times: 1 });
    loader.show(searchVendor(slots(), 'JL'));
    loader.show(searchVendor(slots(), 'FGS'));
    expect(loader.$view.get()).toMatchObject({ games: [], loading: true });
    await settled(loader);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(loader.$view.get().games.every((game) => game.vassalage === 'FGS')).toBe(true);
  });

  it('takes the first page asked before it started (the page script): one request for it', async () => {
    const requests = routeFetchTo(platform.url);
    const early = startFirstPage(searchVendor(slots(), 'KNG'), 'EN');
    expect(early).not.toBeNull();
    const loader = createListLoader('EN');
    loader.show(searchVendor(slots(), 'KNG'));
    await settled(loader);
    expect(loader.$view.get().games.map((game) => game.nodeId)).toEqual((await early!).games.map((game) => game.nodeId));
    expect(requests.count('gameList')).toBe(1);
    loader.show(slots()); // another list, and back: asked again, not an early answer taken twice
    await settled(loader);
    loader.show(searchVendor(slots(), 'KNG'));
    await settled(loader);
    expect(requests.count('gameList')).toBe(3);
  });

  it("an early first page that failed is the loader's error, and Try again asks anew", async () => {
    routeFetchTo(platform.url);
    await platform.hook('fault', { call: 'gameList', httpStatus: 500, times: 1 });
    startFirstPage(slots(), 'EN');
    const loader = createListLoader('EN');
    loader.show(slots());
    await settled(loader);
    expect(loader.$view.get().error?.kind).toBe('server');
    loader.retry();
    await settled(loader);
    expect(loader.$view.get().games).toHaveLength(PAGE_SIZE);
  });

  it('starts early only what the game list call serves: not hot mode, not the member lists, not SPORTS vendors', () => {
    const requests = routeFetchTo(platform.url);
    expect(startFirstPage(pickMode(slots(), 'hot'), 'EN')).toBeNull();
    expect(startFirstPage(pickMode(slots(), 'fav'), 'EN')).toBeNull();
    expect(startFirstPage(pickMode(slots(), 'recent'), 'EN')).toBeNull();
    expect(startFirstPage(fromQuery(new URLSearchParams(), ROUTES.sportGames), 'EN')).toBeNull();
    expect(requests.sent).toEqual([]);
  });
});
