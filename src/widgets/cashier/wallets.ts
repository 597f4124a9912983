/** The wallets' words (the member centre's wallets sheet, the withdrawal page) and their "Move all to main wallet". */
import type { TFunction } from 'i18next';
import type { ValueOf } from '../../contract/schemas.ts';
import { translateError, type ErrorMessages } from '../../lib/errors.ts';
import { mutateCall } from '../../lib/mutate.ts';
import { moneySubmit } from '../../lib/money-submit.ts';
import { formatMoney, type MoneyFormat } from '../../lib/money.ts';
import { $session } from '../../lib/session.ts';
import * as memberCalls from '../../contract/calls/member.ts';

export const MAIN_WALLET_VENDOR = 'MAIN';

export interface WalletTexts {
  mainWallet: string;
  transferring: string;
  transferDone: string;
  transferNothing: string;
  transferPartial: string;
}

/** The wallet words in the page's language, at build time. */
export const walletTexts = (t: TFunction): WalletTexts => ({
  mainWallet: t('member.mainWallet'),
  transferring: t('member.transferring'),
  transferDone: t('member.transferDone'),
  transferNothing: t('member.transferNothing'),
  transferPartial: t('member.transferPartial'),
});

/** A wallet's name as the member reads it: the main wallet in the page's language, a vendor's as the platform names it. */
export const walletName = (wallet: { vendor: string; name: string }, texts: WalletTexts): string =>
  wallet.vendor === MAIN_WALLET_VENDOR ? texts.mainWallet : wallet.name;

/**
 * What a transfer did, in words: what moved (each wallet and its amount), and what could not move
 * and stays where it is. Both when a vendor failed half-way.
 */
export function transferOutcome(answer: ValueOf<'transferAllBack'>, texts: WalletTexts, money: MoneyFormat): string {
  const moved = answer.moved.map((wallet) => `${walletName(wallet, texts)} ${formatMoney(wallet.amount, money) ?? ''}`.trim()).join(', ');
  const failed = answer.failed.map((wallet) => walletName(wallet, texts)).join(', ');
  const parts = [moved && texts.transferDone.replace('{{wallets}}', moved), failed && texts.transferPartial.replace('{{wallets}}', failed)].filter(Boolean);
  return parts.length ? parts.join(' ') : texts.transferNothing;
}

/**
 * "Move all to main wallet" on `button` (the member centre's wallets sheet, the withdrawal page):
 * one request id per intended move (src/lib/money-submit.ts: kept for a retry after a time-out, so
 * nothing moves twice); what moved, or why not, in `result`; the fetcher then re-reads the wallets
 * and the balance everywhere. `after` runs once an answer came (the page reads its own figures again).
 */
export function moveToMainButton(
  button: HTMLButtonElement,
  result: HTMLElement,
  { texts, money, messages }: { texts: WalletTexts; money: MoneyFormat; messages: ErrorMessages },
  after: () => void = () => {},
): void {
  const transfer = moneySubmit(
    'transferAllBack',
    () => $session.get()?.userName ?? null,
    (request: { requestId: string }) => mutateCall(memberCalls.transferAllBack, request),
  );
  button.addEventListener('click', async () => {
    if (button.disabled) return;
    button.disabled = true;
    result.textContent = texts.transferring;
    const outcome = await transfer.submit({});
    if (outcome) {
      result.textContent = outcome.kind === 'done' ? transferOutcome(outcome.value, texts, money) : translateError(outcome.error, messages);
      after();
    }
    button.disabled = false;
  });
}
