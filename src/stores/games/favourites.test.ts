// Favourites against the real sandbox over HTTP (demo_member has four favourites in the seed).
import { merchantCode } from 'virtual:brand';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Game } from '../../contract/schemas.ts';
import { sandboxForSuite } from '../../../scripts/sandbox/testing/index.ts';
import { routeFetchTo } from '../../../tests/support/browser-fakes.ts';
import { createCallStore } from '../../lib/fetcher.ts';
import { platformCall } from '../../lib/platform.ts';
import { $session, signOut } from '../../lib/session.ts';
import { $favouriteIds, isFavourite, toggleFavourite } from './favourites.ts';
import * as gamesCalls from '../../contract/calls/games.ts';

const platform = sandboxForSuite();
let sent: ReturnType<typeof routeFetchTo>;
let unbinds: (() => void)[] = [];

beforeEach(async () => {
  await platform.hook('reset', {});
  sent = routeFetchTo(platform.url);
});
afterEach(() => {
  unbinds.forEach((unbind) => unbind());
  unbinds = [];
  signOut();
  vi.unstubAllGlobals();
});

/** A grid showing stars: it listens to the favourite ids. */
function showGrid(): void {
  unbinds.push($favouriteIds.listen(() => {}));
}

/** What the platform holds, read with the site's own client. */
async function favouritesAtServer(): Promise<Game[]> {
  return (await platformCall(gamesCalls.favouriteList, { pageNo: 1, pageSize: 35, language: 'EN' })).content;
}

async function loggedInWithGrids(grids = 1) {
  $session.set(await platform.sessionOf('demo_member'));
  for (let i = 0; i < grids; i++) showGrid();
  await vi.waitFor(() => expect($favouriteIds.get().size).toBe(4));
  return favouritesAtServer();
}

async function someOtherGame(): Promise<Game> {
  const { games } = await platformCall(gamesCalls.gameList, {
    merchant: merchantCode,
    platform: 'html5',
    clientType: 2,
    pageNo: 1,
    pageSize: 35,
    language: 'EN',
  });
  return games.find((game) => !isFavourite(game.nodeId))!;
}

describe('favourite ids (G §7)', () => {
  it('every grid of a page shares one request, for members only', async () => {
    showGrid();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect($favouriteIds.get().size).toBe(0);
    expect(sent.count('favouriteIds')).toBe(0); // a guest asks nothing

    await loggedInWithGrids(2);
    expect(sent.count('favouriteIds')).toBe(1);
    expect(sent.sent.find((request) => request.id === 'favouriteIds')!.url.searchParams.get('pageSize')).toBe('100');
  });

  it('empties itself when the session ends', async () => {
    await loggedInWithGrids();
    signOut();
    expect($favouriteIds.get().size).toBe(0);
  });
});

describe('toggleFavourite (G §4)', () => {
  it('removing takes the star off every list of the page at once, then the platform forgets it', async () => {
    const [first] = await loggedInWithGrids();
    const $favouritesTab = createCallStore(gamesCalls.favouriteList, { pageNo: 1, pageSize: 35, language: 'EN' });
    unbinds.push($favouritesTab.listen(() => {}));
    await vi.waitFor(() => expect($favouritesTab.get().data?.content).toHaveLength(4));

    const done = toggleFavourite(first!);
    expect(isFavourite(first!.nodeId)).toBe(false); // before the platform has answered
    expect($favouritesTab.get().data?.content.map((game) => game.nodeId)).not.toContain(first!.nodeId);
    expect(await done).toEqual({ status: 'done', favourite: false });
    expect((await favouritesAtServer()).map((game) => game.nodeId)).not.toContain(first!.nodeId);
  });

  it('restores the star and reports the failure when removing fails', async () => {
    const [first] = await loggedInWithGrids();
    await platform.hook('fault', { call: 'removeFavourite', httpStatus: 503 });
    const result = await toggleFavourite(first!);
    expect(result).toMatchObject({ status: 'failed', favourite: true, error: { kind: 'server' } });
    expect(isFavourite(first!.nodeId)).toBe(true);
    expect(await favouritesAtServer()).toHaveLength(4);
  });

  it('adds a game, and skips adding one that is already a favourite', async () => {
    await loggedInWithGrids();
    const game = await someOtherGame();
    expect(await toggleFavourite(game)).toEqual({ status: 'done', favourite: true });
    expect(isFavourite(game.nodeId)).toBe(true);
    expect((await favouritesAtServer())[0]!.nodeId).toBe(game.nodeId); // newest first

    expect(await toggleFavourite(game, true)).toEqual({ status: 'done', favourite: true });
    expect(sent.count('addFavourite')).toBe(1);
  });

  it('a second tap while the first call is under way sends nothing', async () => {
    const [first] = await loggedInWithGrids();
    await platform.hook('fault', { call: 'removeFavourite', latencyMs: 100 });
    const removing = toggleFavourite(first!);
    expect(await toggleFavourite(first!)).toEqual({ status: 'done', favourite: false });
    await removing;
    expect(sent.count('removeFavourite')).toBe(1);
    expect(sent.count('addFavourite')).toBe(0);
  });

  it('a logged-out answer ends the session: stars empty, no star restored, the failure reported', async () => {
    const [first] = await loggedInWithGrids();
    platform.sandbox.db.exec('DELETE FROM tokens'); // the platform forgets the session
    const result = await toggleFavourite(first!);
    expect(result).toMatchObject({ status: 'failed', favourite: false, error: { kind: 'loggedOut' } });
    expect($session.get()).toBeUndefined();
    expect($favouriteIds.get().size).toBe(0);
  });

  it('a guest sends nothing: the caller sends them to login', async () => {
    expect(await toggleFavourite({ nodeId: '10001', vassalage: 'JL' })).toEqual({ status: 'guest' });
    expect(sent.sent).toEqual([]);
  });
});
