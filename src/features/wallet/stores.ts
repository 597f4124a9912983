/**
 * Wallet total shared by every balance widget on a page (header, sidebar): one request however
 * many widgets ask, hidden state remembered on the device.
 */
import { persistentAtom } from '@nanostores/persistent';
import { atom } from 'nanostores';
import { platformCall } from '../../lib/platform.ts';
import { $session } from '../../stores/session.ts';

export const $sumBalance = atom<number | null>(null);
export const $walletRefreshing = atom(false);
export const $walletFailed = atom(false);
/** "Hide balance" (game §2 "Balance widget"); the storage key is ours. */
export const $balanceHidden = persistentAtom<boolean>('balanceHidden', false, {
  encode: (value) => (value ? '1' : '0'),
  decode: (text) => text === '1',
});

let inFlight: Promise<void> | null = null;

export function refreshWallet(): Promise<void> {
  if (!$session.get()) return Promise.resolve();
  inFlight ??= (async () => {
    $walletRefreshing.set(true);
    try {
      const { sumBalance } = await platformCall('wallet', {});
      $sumBalance.set(sumBalance);
      $walletFailed.set(false);
    } catch {
      $walletFailed.set(true);
    } finally {
      $walletRefreshing.set(false);
      inFlight = null;
    }
  })();
  return inFlight;
}

export function toggleBalanceHidden(): void {
  $balanceHidden.set(!$balanceHidden.get());
}

$session.listen((session) => {
  if (!session) $sumBalance.set(null);
});
