/**
 * Wallet total shared by every balance widget on a page (header, sidebar, agent home): one
 * request however many widgets ask, hidden state remembered on the device (G §2 "Balance
 * widget": hidden or refreshing shows asterisks).
 */
import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import { createCallStore } from '../lib/fetcher.ts';
import { $session } from '../lib/session.ts';
import * as shellCalls from '../contract/calls/shell.ts';

/** The wallet call's answer; empty for guests and as soon as the session ends. */
export const $wallet = createCallStore(shellCalls.wallet, {});

export const $sumBalance = computed($wallet, ({ data }) => data?.sumBalance ?? null);
/** True while the total is being asked for (first load or refresh): widgets mask the amount. */
export const $walletRefreshing = computed($wallet, ({ loading }) => loading);
export const $walletFailed = computed($wallet, ({ error }) => error !== undefined);

/** "Hide balance" (G §2 "Balance widget"); the storage key is ours. */
export const $balanceHidden = persistentAtom<boolean>('balanceHidden', false, {
  encode: (value) => (value ? '1' : '0'),
  decode: (text) => text === '1',
});

/** Asks for the total again (the refresh button); joins a request already running. Never throws. */
export async function refreshWallet(): Promise<void> {
  if (!$session.get()) return;
  // A fetcher store asks only while something listens: listen for the length of this refresh.
  const unbind = $wallet.listen(() => {});
  try {
    $wallet.revalidate();
    await $wallet.get().promise;
  } catch {
    // Shown through $walletFailed.
  } finally {
    unbind();
  }
}

export function toggleBalanceHidden(): void {
  $balanceHidden.set(!$balanceHidden.get());
}
