/**
 * The fetcher layer: every read of platform data that islands share goes through here
 * (@nanostores/query). One cache per page, keyed by call id + request (+ the session for calls
 * that send the token), so two islands asking for the same thing make one request; the answers a
 * write makes stale (./stale-after.ts) are asked again.
 *
 * Only member features and guest-visible features with live data import this module (≈2.7 KB
 * gzip with nanoquery, one chunk of their own): pages without them never load it. Throttles and debounces live in ./timing.ts, free of it.
 */
import { nanoquery, onErrorRetry as backoff, type FetcherStore } from '@nanostores/query';
import { atom, computed, onMount, type ReadableAtom } from 'nanostores';
import type { CallId } from '../contract/calls.ts';
import type { ValueOf } from '../contract/schemas.ts';
import { $session, onSessionEnd } from './session.ts';
import type { ApiError, CallInput, CallOf, PlainCallId } from './api-client.ts';
import { onWrite } from './mutate.ts';
import { isRecord, parseJson } from './parse-json.ts';
import { platformCall } from './platform.ts';
import { debounce } from './timing.ts';

/** Language-change refreshes (G §4, §9): hot games and vendors 250 ms, winner board 250 ms, help 200 ms. */
export const LANGUAGE_REFRESH_DEBOUNCE_MS = { hotGamesAndVendors: 250, winnerBoard: 250, help: 200 } as const;

export { debounce };

/** Ours: an answer this young is reused instead of asking again (nanoquery's default). */
const FRESH_MS = 4_000;

// ---- keys: "<call id>\n<request JSON>\n<session token or empty>" ----
// JSON never contains a raw line break, so the parts split back cleanly.

const PART = '\n';

/** The calls the page's stores read, by id: a key names its call by id (the calls come one by one, ../contract/calls/). */
const readCalls = new Map<CallId, CallOf<PlainCallId>>();

function callKey(call: CallOf<PlainCallId>, input: object, token: string | undefined): string {
  const fields = Object.keys(input).sort(); // the same request gives the same key whatever the field order
  return [call.id, JSON.stringify(input, fields), call.auth ? (token ?? '') : ''].join(PART);
}

function parseKey(key: string): { id: CallId; input: object; forMember: boolean } {
  const [id, json, token] = key.split(PART) as [CallId, string, string];
  return { id, input: parseJson(json, isRecord) ?? {}, forMember: token !== '' };
}

const isKeyOf = (ids: readonly CallId[]) => (key: string) => ids.includes(parseKey(key).id);

// ---- the cache ----

type CacheEntry = { data?: unknown; error?: unknown; retryCount?: number; created?: number; expires?: number };
const cache = new Map<string, CacheEntry>();

/** Only failures that may pass by themselves are retried (with backoff); refusals and logouts are final. */
const TRANSIENT: ReadonlySet<ApiError['kind']> = new Set(['timeout', 'network', 'server']);

/** The reads on their way, by key: nanoquery drops a refresh asked while one runs (see refreshAfterWrite). */
const running = new Map<string, Promise<unknown>>();

const [createFetcherStore, , { revalidateKeys, mutateCache }] = nanoquery({
  cache,
  fetcher: (key) => {
    const { id, input } = parseKey(String(key));
    const answer = platformCall(readCalls.get(id)!, input as CallInput<PlainCallId>);
    running.set(String(key), answer);
    const done = () => {
      if (running.get(String(key)) === answer) running.delete(String(key));
    };
    answer.then(done, done);
    return answer;
  },
  dedupeTime: FRESH_MS,
  // nanoquery skips fetches while the tab is hidden (e.g. a login in another tab changed the key):
  // asking again on return fills what was skipped, and the balance is fresh when the player is back.
  revalidateOnFocus: true,
  onErrorRetry: ({ error, retryCount }) => (TRANSIENT.has((error as ApiError).kind) ? backoff({ retryCount }) : null),
});

// One member's answers never outlive their session (logout, logged-out answer, another tab):
// dropped from the cache, and stores showing them are emptied at once (their keys follow a tick later).
onSessionEnd(() => mutateCache((key) => parseKey(key).forMember, undefined));

// ---- reads ----

export type CallStore<Id extends PlainCallId> = FetcherStore<ValueOf<Id>, ApiError>;
type InputSource<Id extends PlainCallId> = CallInput<Id> | ReadableAtom<CallInput<Id> | null | undefined>;

const isStore = <T>(value: T | ReadableAtom<T>): value is ReadableAtom<T> =>
  typeof value === 'object' && value !== null && 'subscribe' in value && typeof value.subscribe === 'function';

/**
 * A store of one call's answer: `{ data?, error?: ApiError, loading }`. It asks when someone
 * listens and again when its input changes; an input of null (or, for `auth: true` calls, no
 * session) asks nothing and holds no data, so guests and logged-out pages never call.
 */
export function createCallStore<Id extends PlainCallId>(call: CallOf<Id>, input: InputSource<Id>): CallStore<Id> {
  readCalls.set(call.id, call);
  const $input: ReadableAtom<CallInput<Id> | null | undefined> = isStore(input) ? input : atom(input);
  const $key = computed([$input, $session], (request, session) => {
    if (!request || (call.auth === true && !session)) return null;
    return callKey(call, request, session?.token);
  });
  return createFetcherStore<ValueOf<Id>, ApiError>([$key]);
}

/** Refreshes every cached answer of these calls; listening stores ask again, keeping stale data meanwhile. */
export function revalidateCalls(ids: readonly CallId[]): void {
  revalidateKeys(isKeyOf(ids));
}

/**
 * Rewrites every cached answer of a call at once (optimistic updates: "removing updates local
 * lists immediately", "mark-as-read sets read locally"); listening stores show the result.
 */
export function updateCachedAnswers<Id extends CallId>(id: Id, update: (value: ValueOf<Id>) => ValueOf<Id>): void {
  for (const [key, entry] of cache) {
    if (entry.data !== undefined && parseKey(key).id === id) mutateCache(key, update(entry.data as ValueOf<Id>));
  }
}

// ---- after writes ----

/**
 * Refreshes the reads a write made stale (mutateCall announces the write, ./mutate.ts). A read already
 * on its way was asked before the write ended and may answer with the old state; nanoquery drops a
 * refresh asked while it runs, so the old answer would stay (a favourite starred right after a
 * login showed unstarred). Those reads are awaited, then asked again.
 */
async function refreshAfterWrite(ids: readonly CallId[]): Promise<void> {
  const asked = [...running].filter(([key]) => isKeyOf(ids)(key)).map(([, answer]) => answer.catch(() => undefined));
  revalidateCalls(ids);
  if (asked.length === 0) return;
  await Promise.all(asked);
  revalidateCalls(ids);
}

// The table of what each write makes stale loads with the first write, not with the page (most
// visits write nothing; issue 36: a list screen loads at most 104 KB before any action), as
// src/stores/wallet.ts reads it. A table that did not load (offline) refreshes nothing.
onWrite((id) => {
  void import('./stale-after.ts').then(
    ({ STALE_AFTER }) => {
      const stale = STALE_AFTER[id];
      if (stale) void refreshAfterWrite(stale);
    },
    () => undefined,
  );
});

// ---- debounced inputs ----

/**
 * A copy of `$source` that follows it `waitMs` after its last change, e.g. a fetcher input with
 * the language, so a burst of language switches makes one request:
 * `createCallStore(gamesCalls.hotGames, debounced($hotGamesInput, LANGUAGE_REFRESH_DEBOUNCE_MS.hotGamesAndVendors))`.
 */
export function debounced<T>($source: ReadableAtom<T>, waitMs: number): ReadableAtom<T> {
  const $copy = atom($source.get());
  onMount($copy, () => {
    $copy.set($source.get());
    const follow = debounce((value: T) => $copy.set(value), waitMs);
    const unbind = $source.listen(follow);
    return () => {
      follow.cancel();
      unbind();
    };
  });
  return $copy;
}
