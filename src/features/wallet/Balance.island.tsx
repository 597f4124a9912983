/**
 * Balance widget (game §2): wallet total with 2 decimals, a hide toggle and a refresh button.
 * Hidden or refreshing shows asterisks. Rendered inside `.when-member` chrome, so it fetches only
 * when a session exists.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $session } from '../../lib/session.ts';
import { formatBalance } from './format.ts';
import { $balanceHidden, $sumBalance, $walletFailed, $walletRefreshing, refreshWallet, toggleBalanceHidden } from '../../stores/wallet.ts';

const MASK = '****';

export interface BalanceLabels {
  balance: string;
  hide: string;
  show: string;
  refresh: string;
}

export default function Balance({ labels, currency }: { labels: BalanceLabels; currency: string }) {
  const session = useStore($session);
  const amount = useStore($sumBalance);
  const storedHidden = useStore($balanceHidden);
  const refreshing = useStore($walletRefreshing);
  const failed = useStore($walletFailed);

  // The first render matches the prerendered mask even when another widget already has the amount
  // (hydrating later, e.g. the side menu's), so React never sees a mismatch.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const hidden = hydrated && storedHidden;

  useEffect(() => {
    if (session) void refreshWallet();
  }, [session?.token]);

  const text = !hydrated || hidden || refreshing ? MASK : amount === null ? (failed ? '--' : MASK) : formatBalance(amount);
  return (
    <span className="balance" data-testid="balance">
      <span className="visually-hidden">{labels.balance}</span>
      <span className="balance-amount" aria-live="polite">
        {currency} {text}
      </span>
      <button
        type="button"
        className="balance-button balance-hide"
        onClick={toggleBalanceHidden}
        aria-pressed={hidden}
        aria-label={hidden ? labels.show : labels.hide}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8">
          <path d="M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12z" />
          {hidden ? <path d="M4 4l16 16" /> : <circle cx="12" cy="12" r="3" />}
        </svg>
      </button>
      <button type="button" className="balance-button" onClick={() => void refreshWallet()} disabled={refreshing} aria-label={labels.refresh}>
        <svg
          viewBox="0 0 24 24"
          width="16"
          height="16"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          className={refreshing ? 'spin' : undefined}
        >
          <path d="M20 11a8 8 0 10-2.3 5.7M20 4v7h-7" />
        </svg>
      </button>
    </span>
  );
}
