/**
 * Wallet total shared by every balance widget on a page (header, sidebar, agent home): one
 * request however many widgets ask, hidden state remembered on the device (G §2 "Balance
 * widget": hidden or refreshing shows asterisks).
 *
 * A plain store, not a fetcher store (../lib/fetcher.ts): the balance shows on nearly every member
 * page, and the fetcher layer (about 3 KB gzip) came with it to pages that read nothing else through
 * it (deposit, member centre; issue 36: a plain page ≤ 32 KB). It does what the fetcher did for it:
 * joins a request already running, keeps the amount while asking again, retries failures that may
 * pass by themselves with backoff, asks again when the player comes back to the tab or the network
 * returns, after the writes that change the balance (STALE_AFTER), and forgets the amount with the session.
 */
import { persistentAtom } from '@nanostores/persistent';
import { atom } from 'nanostores';
import type { ValueOf } from '../contract/schemas.ts';
import type { ApiError } from '../lib/api-client.ts';
import { onWrite } from '../lib/mutate.ts';
import { platformCall } from '../lib/platform.ts';
import { $session } from '../lib/session.ts';
import * as shellCalls from '../contract/calls/shell.ts';

/** An answer this young is reused when the player comes back to the tab (the fetcher's dedupe time). */
const FRESH_MS = 4_000;
/** Retries of a failure that may pass by itself: about this, doubling with each failure up to RETRY_MAX_DOUBLINGS, ±50 % (as the fetcher's). */
const RETRY_BASE_MS = 2_000;
const RETRY_MAX_DOUBLINGS = 8;
const TRANSIENT: ReadonlySet<ApiError['kind']> = new Set(['timeout', 'network', 'server']);

/** The total of the last answer; null for guests, before the first answer and once the session ends. */
export const $sumBalance = atom<ValueOf<'wallet'>['sumBalance'] | null>(null);
/** True while the total is being asked for (first load or refresh): widgets mask the amount. */
export const $walletRefreshing = atom(false);
/** The last request failed (the amount before it, if any, is kept). */
export const $walletFailed = atom(false);

/** "Hide balance" (G §2 "Balance widget"); the storage key is ours. */
export const $balanceHidden = persistentAtom<boolean>('balanceHidden', false, {
  encode: (value) => (value ? '1' : '0'),
  decode: (text) => text === '1',
});

/** The request on its way and the session it asks for. */
let running: { token: string; answer: Promise<void> } | undefined;
let answeredAt = -Infinity;
let failures = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

async function ask(token: string): Promise<void> {
  clearTimeout(retryTimer);
  $walletRefreshing.set(true);
  try {
    const { sumBalance } = await platformCall(shellCalls.wallet, {});
    if ($session.get()?.token !== token) return; // another member's by now
    failures = 0;
    answeredAt = Date.now();
    $sumBalance.set(sumBalance);
    $walletFailed.set(false);
  } catch (error) {
    if ($session.get()?.token !== token) return;
    $walletFailed.set(true);
    if (TRANSIENT.has((error as ApiError).kind)) {
      const delay = Math.floor((Math.random() + 0.5) * 2 ** Math.min(failures, RETRY_MAX_DOUBLINGS)) * RETRY_BASE_MS;
      failures += 1;
      retryTimer = setTimeout(() => void refreshWallet(), delay);
    }
  } finally {
    $walletRefreshing.set(false);
  }
}

/** Asks for the total again (the refresh button); joins a request already running. Never throws. */
export function refreshWallet(): Promise<void> {
  const session = $session.get();
  if (!session) return Promise.resolve();
  if (running?.token !== session.token) {
    const answer: Promise<void> = ask(session.token).finally(() => {
      if (running?.answer === answer) running = undefined;
    });
    running = { token: session.token, answer };
  }
  return running.answer;
}

export function toggleBalanceHidden(): void {
  $balanceHidden.set(!$balanceHidden.get());
}

/** Asks again where the answer may be old: back to the tab, back online. */
function refreshIfOld(): void {
  if (document.visibilityState === 'visible' && Date.now() - answeredAt > FRESH_MS) void refreshWallet();
}

if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', refreshIfOld);
  addEventListener('online', refreshIfOld);
}

// The table of what each write makes stale loads with the first write, not with the page.
onWrite((id) => {
  void import('../lib/stale-after.ts').then(({ STALE_AFTER }) => {
    if (STALE_AFTER[id]?.includes('wallet')) void refreshWallet();
  });
});

// One member's total never outlives their session (logout, logged-out answer, another tab), nor
// shows for the next member.
let shownFor = $session.get()?.token;
$session.listen((session) => {
  if (session?.token === shownFor) return;
  shownFor = session?.token;
  clearTimeout(retryTimer);
  failures = 0;
  answeredAt = -Infinity;
  $sumBalance.set(null);
  $walletFailed.set(false);
});
