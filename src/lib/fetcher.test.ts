import { atom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ValueOf } from '../contract/schemas.ts';
import { $session, signOut } from './session.ts';
import { createCallStore, debounced, updateCachedAnswers } from './fetcher.ts';
import { mutateCall } from './mutate.ts';
import { fakePlatform } from '../../tests/support/browser-fakes.ts';
import * as gamesCalls from '../contract/calls/games.ts';
import * as memberCalls from '../contract/calls/member.ts';
import * as shellCalls from '../contract/calls/shell.ts';

const MEMBER = { token: 'member-token-1', merchantCode: 'LOTUS01', userName: 'demo', type: 0, firstTimeLogin: false };
const hotGames = (language: string) => ({ isPlatform: 2, language, platform: 'html5' as const });

let unbinds: (() => void)[] = [];
/** Listens to a store for the rest of the test (fetcher stores ask only while listened to). */
function watch<T>(store: { listen(listener: (value: T) => void): () => void }): void {
  unbinds.push(store.listen(() => {}));
}

beforeEach(() => {
  $session.set(MEMBER);
});
afterEach(() => {
  unbinds.forEach((unbind) => unbind());
  unbinds = [];
  signOut();
  vi.unstubAllGlobals();
});

describe('fetcher layer', () => {
  it('dedupes: two stores asking the same call and request make one request', async () => {
    const fake = fakePlatform({ hotGames: { list: [] } });
    const first = createCallStore(gamesCalls.hotGames, hotGames('MY'));
    const second = createCallStore(gamesCalls.hotGames, { platform: 'html5', language: 'MY', isPlatform: 2 }); // field order is no matter
    watch(first);
    watch(second);
    await vi.waitFor(() => expect(second.get().data).toEqual({ list: [] }));
    expect(first.get().data).toEqual({ list: [] });
    expect(fake.count('hotGames')).toBe(1);
  });

  it('asks again when the input store changes, and not at all while it is null', async () => {
    const fake = fakePlatform({ hotGames: ({ url }) => ({ list: [], language: url.searchParams.get('language') }) as never });
    const $input = atom<ReturnType<typeof hotGames> | null>(null);
    const store = createCallStore(gamesCalls.hotGames, $input);
    watch(store);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fake.count('hotGames')).toBe(0);
    $input.set(hotGames('EN'));
    await vi.waitFor(() => expect(store.get().data).toMatchObject({ language: 'EN' }));
    $input.set(hotGames('ZH')); // not MY: the first test's answer for MY is still fresh in the cache
    await vi.waitFor(() => expect(store.get().data).toMatchObject({ language: 'ZH' }));
    expect(fake.count('hotGames')).toBe(2);
  });

  it('never asks an auth call without a session, and forgets member answers when the session ends', async () => {
    const fake = fakePlatform({ favouriteIds: ['n1'] });
    signOut();
    const store = createCallStore(gamesCalls.favouriteIds, { pageNo: 1, pageSize: 100 });
    watch(store);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fake.count('favouriteIds')).toBe(0);
    $session.set(MEMBER);
    await vi.waitFor(() => expect(store.get().data).toEqual(['n1']));
    expect(fake.requests[0]!.headers.get('Authorization')).toBe(`Bearer ${MEMBER.token}`);
    signOut();
    expect(store.get().data).toBeUndefined();
    $session.set({ ...MEMBER, token: 'member-token-2' }); // a new session asks afresh, never reuses the old answer
    await vi.waitFor(() => expect(fake.count('favouriteIds')).toBe(2));
  });

  it('a mutation refreshes the reads it makes stale (add favourite → favourite ids), keeping stale data meanwhile', async () => {
    let ids = ['n1'];
    const fake = fakePlatform({
      favouriteIds: () => ids,
      addFavourite: ({ body }) => {
        ids = [...ids, (body as { nodeId: string }).nodeId];
        return { nodeId: (body as { nodeId: string }).nodeId };
      },
    });
    const store = createCallStore(gamesCalls.favouriteIds, { pageNo: 1, pageSize: 100 });
    watch(store);
    await vi.waitFor(() => expect(store.get().data).toEqual(['n1']));
    const seen: (string[] | undefined)[] = [];
    unbinds.push(store.listen((value) => seen.push(value.data)));
    await mutateCall(gamesCalls.addFavourite, { nodeId: 'n2', vendor: 'PG' });
    await vi.waitFor(() => expect(store.get().data).toEqual(['n1', 'n2']));
    expect(seen).not.toContain(undefined); // no blank list while it asked again
    expect(fake.count('favouriteIds')).toBe(2);
  });

  it('a money write refreshes the balance the page shows (transfer to the main wallet → wallet)', async () => {
    let balance = '10.00';
    const fake = fakePlatform({
      wallet: () => ({ sumBalance: balance }),
      transferAllBack: () => {
        balance = '12.50';
        return { moved: [], failed: [] };
      },
    });
    const store = createCallStore(shellCalls.wallet, {});
    watch(store);
    await vi.waitFor(() => expect(store.get().data).toEqual({ sumBalance: '10.00' }));
    await mutateCall(memberCalls.transferAllBack, { requestId: 'r'.repeat(16) });
    await vi.waitFor(() => expect(store.get().data).toEqual({ sumBalance: '12.50' }));
    expect(fake.count('wallet')).toBe(2);
  });

  it('a read already on its way when a write ends is asked again: its old answer does not stay', async () => {
    let ids = ['n1'];
    let answerFirstRead: () => void = () => {};
    const fake = fakePlatform({
      favouriteIds: () => {
        const now = [...ids]; // what the platform holds when the read arrives
        if (fake.count('favouriteIds') > 1) return now;
        return new Promise<Response>((resolve) => (answerFirstRead = () => resolve(Response.json({ success: true, value: now }))));
      },
      addFavourite: ({ body }) => {
        ids = [...ids, (body as { nodeId: string }).nodeId];
        return { nodeId: (body as { nodeId: string }).nodeId };
      },
    });
    const store = createCallStore(gamesCalls.favouriteIds, { pageNo: 1, pageSize: 99 });
    watch(store);
    await vi.waitFor(() => expect(fake.count('favouriteIds')).toBe(1)); // the first read is on its way
    await mutateCall(gamesCalls.addFavourite, { nodeId: 'n2', vendor: 'PG' });
    answerFirstRead(); // it answers with the list from before the write
    await vi.waitFor(() => expect(store.get().data).toEqual(['n1', 'n2']));
    expect(fake.count('favouriteIds')).toBe(2);
  });

  it('updateCachedAnswers rewrites every cached answer of a call at once (optimistic updates)', async () => {
    fakePlatform({ favouriteIds: ['n1', 'n2'] });
    const store = createCallStore(gamesCalls.favouriteIds, { pageNo: 1, pageSize: 100 });
    watch(store);
    await vi.waitFor(() => expect(store.get().data).toEqual(['n1', 'n2']));
    updateCachedAnswers('favouriteIds', (ids: ValueOf<'favouriteIds'>) => ids.filter((id) => id !== 'n1'));
    expect(store.get().data).toEqual(['n2']);
  });
});

describe('debounced input', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('follows its source the wait after the last change (language switches)', () => {
    const $language = atom('MY');
    const $debounced = debounced($language, 250);
    const seen: string[] = [];
    unbinds.push($debounced.listen((value) => seen.push(value)));
    $language.set('EN');
    vi.advanceTimersByTime(100);
    $language.set('MY');
    vi.advanceTimersByTime(100);
    $language.set('EN');
    vi.advanceTimersByTime(249);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['EN']);
  });
});
