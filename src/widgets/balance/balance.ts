/** What a balance widget (Balance.astro) hands its script, and the pure part of what it shows. */
import { formatMoney, maskedMoney, type MoneyFormat } from '../../lib/money.ts';
import { pageConfig } from '../../shell/page-config.ts';

/** A hidden or refreshing balance (G §2): asterisks where the amount goes. */
export const BALANCE_MASK = '****';

export interface BalanceWidgetConfig {
  money: MoneyFormat;
  /** The hide toggle's names. */
  show: string;
  hide: string;
}
/** On every balance widget (`data-balance`). */
export const BALANCE = pageConfig<BalanceWidgetConfig>('balance', 'money', 'show', 'hide');

/**
 * What a widget shows: `loading` a placeholder of the amount's size (no amount yet: never
 * asterisks, which mean "hidden"), `masked` asterisks (hidden, or refreshing a known amount: G §2),
 * `shown` the amount, `unavailable` the translated message with a retry (the call failed or answered
 * something that is not an amount).
 */
export type BalanceState = 'loading' | 'masked' | 'shown' | 'unavailable';

export interface BalanceView {
  state: BalanceState;
  /** What the amount says ('' while loading or unavailable). */
  text: string;
}

export function balanceView(
  {
    amount,
    hidden,
    refreshing,
    failed,
    wasUnavailable,
  }: {
    amount: unknown;
    hidden: boolean;
    refreshing: boolean;
    failed: boolean;
    /** The widget said "unavailable" last: an automatic or tapped retry keeps saying so until it answers. */
    wasUnavailable: boolean;
  },
  money: MoneyFormat,
): BalanceView {
  const formatted = amount === null || amount === undefined ? null : formatMoney(amount, money);
  const malformed = amount !== null && amount !== undefined && formatted === null;
  if (failed || malformed || (refreshing && wasUnavailable && formatted === null)) return { state: 'unavailable', text: '' };
  if (formatted === null) return { state: 'loading', text: '' };
  if (hidden || refreshing) return { state: 'masked', text: maskedMoney(money, BALANCE_MASK) };
  return { state: 'shown', text: formatted };
}
