/**
 * Balance widget (game §2): wallet total with 2 decimals, a hide toggle and a refresh button.
 * Hidden or refreshing shows asterisks. Rendered inside `.when-member` chrome, so it fetches only
 * when a session exists. Amounts go through the one money formatter (src/lib/money.ts).
 * - A trial account's balance carries a "Play money" tag (shown by the pre-paint class `is-trial`,
 *   so it is there from the first paint and never moves anything in).
 * - When the wallet call fails (error answer, malformed answer, no connection) the widget says so
 *   and offers a retry, instead of "K --": the words "Balance unavailable" where the amount was
 *   (small in the header, where space is short) and one retry button named "Balance unavailable,
 *   try again".
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $session } from '../../lib/session.ts';
import { formatMoney, maskedMoney, type MoneyFormat } from '../../lib/money.ts';
import { $balanceHidden, $sumBalance, $walletFailed, $walletRefreshing, refreshWallet, toggleBalanceHidden } from '../../stores/wallet.ts';
import './balance.css';

const MASK = '****';

export interface BalanceLabels {
  balance: string;
  hide: string;
  show: string;
  refresh: string;
  /** The trial tag (A §3 type 4: play money). */
  playMoney: string;
  /** The wallet call failed. */
  unavailable: string;
  /** Name of the retry button when it failed. */
  retry: string;
}

const icon = { viewBox: '0 0 24 24', width: 16, height: 16, 'aria-hidden': true, fill: 'none', stroke: 'currentColor', strokeWidth: 1.8 } as const;
const REFRESH_PATH = 'M20 11a8 8 0 10-2.3 5.7M20 4v7h-7';

export default function Balance({ labels, money }: { labels: BalanceLabels; money: MoneyFormat }) {
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

  const formatted = amount === null ? null : formatMoney(amount, money);
  // Failed, or an answer we cannot show: say so (hidden or not: there is nothing to hide).
  const unavailable = hydrated && !refreshing && (failed || (amount !== null && formatted === null));
  const text = !hydrated || hidden || refreshing || formatted === null ? maskedMoney(money, MASK) : formatted;

  const retry = (
    <button type="button" className="balance-button balance-retry" onClick={() => void refreshWallet()} aria-label={labels.retry}>
      <svg {...icon}>
        <path d={REFRESH_PATH} />
        <path d="M12 8v4M12 15.5v.5" />
      </svg>
    </button>
  );

  return (
    <span className={unavailable ? 'balance balance-failed' : 'balance'} data-testid="balance">
      <span className="visually-hidden">{labels.balance}</span>
      <span className="balance-figure">
        <span className="balance-trial">{labels.playMoney}</span>
        {unavailable ? (
          <span className="balance-message" role="alert">
            {labels.unavailable}
          </span>
        ) : (
          <span className="balance-amount" aria-live="polite">
            {text}
          </span>
        )}
      </span>
      {unavailable ? (
        retry
      ) : (
        <>
          <button
            type="button"
            className="balance-button balance-hide"
            onClick={toggleBalanceHidden}
            aria-pressed={hidden}
            aria-label={hidden ? labels.show : labels.hide}
          >
            <svg {...icon}>
              <path d="M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12z" />
              {hidden ? <path d="M4 4l16 16" /> : <circle cx="12" cy="12" r="3" />}
            </svg>
          </button>
          <button type="button" className="balance-button" onClick={() => void refreshWallet()} disabled={refreshing} aria-label={labels.refresh}>
            <svg {...icon} className={refreshing ? 'spin' : undefined}>
              <path d={REFRESH_PATH} />
            </svg>
          </button>
        </>
      )}
    </span>
  );
}
