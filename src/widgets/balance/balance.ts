/** What a balance widget (Balance.astro) hands its script, and the pure part of what it shows. */
import { formatMoney, maskedMoney, type MoneyFormat } from '../../lib/money.ts';

/** A hidden or refreshing balance (G §2): asterisks where the amount goes. */
export const BALANCE_MASK = '****';

export interface BalanceWidgetConfig {
  money: MoneyFormat;
  /** The hide toggle's names. */
  show: string;
  hide: string;
}

export interface BalanceView {
  /** What the amount says. */
  text: string;
  /** The call failed, or answered something that is not an amount: say so and offer a retry. */
  unavailable: boolean;
}

export function balanceView(
  { amount, hidden, refreshing, failed }: { amount: unknown; hidden: boolean; refreshing: boolean; failed: boolean },
  money: MoneyFormat,
): BalanceView {
  const formatted = amount === null || amount === undefined ? null : formatMoney(amount, money);
  const unavailable = !refreshing && (failed || (amount !== null && amount !== undefined && formatted === null));
  return { text: hidden || refreshing || formatted === null ? maskedMoney(money, BALANCE_MASK) : formatted, unavailable };
}
