/** The wallets sheet's words (./wallets-sheet.ts), kept pure for the unit tests. */
import type { ValueOf } from '../../contract/schemas.ts';
import { formatMoney, type MoneyFormat } from '../../lib/money.ts';

export const MAIN_WALLET_VENDOR = 'MAIN';

export interface WalletTexts {
  mainWallet: string;
  transferring: string;
  transferDone: string;
  transferNothing: string;
  transferPartial: string;
}

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
