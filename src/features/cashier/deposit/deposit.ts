/**
 * The deposit screen's rules (issue 24), apart from the page so they run in unit tests: which
 * layout, the bounds an amount must keep, the fee and what reaches the balance, the promotion's
 * bonus. Channel hours in the player's clock are ./channel-hours.ts; the orders' rules (state,
 * label, countdown) ./orders.ts, which loads with the orders.
 * Every amount is in cents (src/lib/minor-units.ts); nothing here holds money in a float.
 */
import type { ValueOf } from '../../../contract/schemas.ts';
import type { ErrorMessages } from '../../../lib/errors.ts';
import { feeOf, toMinor } from '../../../lib/minor-units.ts';
import { shareOf } from '../../../lib/percent.ts';
import type { MoneyFormat } from '../../../lib/money.ts';
import type { LanguageCode } from '../../../constants.ts';
import { pageConfig } from '../../../shell/page-config.ts';
import type { RoutePath } from '../../../shell/paths.ts';
import type { AmountBounds } from '../../../widgets/cashier/amount.ts';
import { leftOf } from '../../../widgets/cashier/limits.ts';

export type DepositOptions = ValueOf<'depositOptions'>;
export type DepositMethod = DepositOptions['methods'][number];
export type DepositChannel = DepositMethod['channels'][number];
export type DepositPromotion = DepositOptions['promotions'][number];
export type DepositOrder = ValueOf<'depositOrder'>;
export type OrderStatus = DepositOrder['status'];
/** What an order's label says: its status, or REVIEW for a pending order under review (issue 34 item 1). */
export type OrderState = OrderStatus | 'REVIEW';
export type MethodKind = DepositMethod['kind'];

export type DepositLayout = 'new' | 'classic';

/** What the deposit page hands its script (DepositPage.astro). */
export interface DepositConfig {
  messages: ErrorMessages;
  money: MoneyFormat;
  /** The page's language: the platform names methods, channels and bonuses in it (depositOptions). */
  language: LanguageCode;
  /** This page in its language: where an online gateway sends the player back. */
  returnPath: RoutePath<'voucherCenter'>;
  kinds: Record<MethodKind, string>;
  statuses: Record<OrderState, string>;
  /** Texts with {{placeholders}} the script fills (deposit.json). */
  texts: Record<
    | 'range'
    | 'hours'
    | 'allDay'
    | 'processing'
    | 'processingNow'
    | 'amountRange'
    | 'amountLeft'
    | 'promotionTerms'
    | 'promotionMin'
    | 'summaryFree'
    | 'noChannels'
    | 'nothingNow'
    | 'opensAt'
    | 'closedText'
    | 'closedOffText'
    | 'closed'
    | 'copied'
    | 'copyFailed'
    | 'unreadable'
    | 'preparing'
    | 'receiptSending'
    | 'receiptSent'
    | 'paidMarked'
    | 'underReview'
    | 'openItem'
    | 'againBody'
    | 'copyReference'
    | 'cancelled'
    | 'gatewayRefused'
    | 'success'
    | 'failed'
    | 'failReason'
    | 'expiredText'
    | 'expired'
    | 'submitting'
    | 'checking'
    | 'unanswered',
    string
  >;
}
export const DEPOSIT = pageConfig<DepositConfig>('deposit', 'texts', 'statuses');

/** The deposit form's name in moneySubmit (src/lib/money-submit.ts): its order sent and not answered waits under it. */
export const DEPOSIT_FORM = 'deposit';

/** The status answer's `mobileTemplate.dep_func` (A §3): 1 is the new one-page deposit, anything else the classic one. */
export const layoutOf = (depFunc: unknown): DepositLayout => (depFunc === 1 ? 'new' : 'classic');

/** The smallest and the largest amount a method's channels take, for the classic list; null without channels. */
export function methodRange(method: DepositMethod): { min: string; max: string } | null {
  let range: { min: string; max: string; minCents: number; maxCents: number } | null = null;
  for (const channel of method.channels) {
    const min = toMinor(channel.min) ?? 0;
    const max = toMinor(channel.max) ?? 0;
    if (!range) range = { min: channel.min, max: channel.max, minCents: min, maxCents: max };
    else {
      if (min < range.minCents) Object.assign(range, { min: channel.min, minCents: min });
      if (max > range.maxCents) Object.assign(range, { max: channel.max, maxCents: max });
    }
  }
  return range && { min: range.min, max: range.max };
}

/** The bounds of an amount in `channel` under the player's own limits (the lowest of what each period leaves). */
export function channelBounds(channel: DepositChannel, limits: DepositOptions['limits']): AmountBounds {
  return { min: channel.min, max: channel.max, left: leftOf(limits) };
}

/** The first channel that takes orders, else the first one; null without channels. */
export function firstChannel(method: DepositMethod): DepositChannel | null {
  return method.channels.find((channel) => channel.open) ?? method.channels[0] ?? null;
}

/** The promotion's bonus on `amount` cents: its share, at most its maximum; 0 below its minimum deposit. */
export function bonusOf(amount: number, promotion: DepositPromotion): number {
  if (amount < (toMinor(promotion.minDeposit) ?? Infinity)) return 0;
  return Math.min(shareOf(amount, promotion.bonusBasisPoints, 'down'), toMinor(promotion.maxBonus) ?? 0);
}

export interface DepositSummary {
  amount: number;
  fee: number;
  /** What reaches the balance: amount - fee, never below 0. */
  credit: number;
  /** The promotion's bonus on success (credited apart); 0 without one. */
  bonus: number;
}

/** What the player is shown before confirming: the fee is the platform's own rule (feeOf), so what is shown is what is taken. */
export function summaryOf(amount: number, channel: DepositChannel, promotion: DepositPromotion | null): DepositSummary {
  const fee = feeOf(amount, channel.fee);
  return { amount, fee, credit: Math.max(0, amount - fee), bonus: promotion ? bonusOf(amount, promotion) : 0 };
}

/** "KBZPay · KBZPay 1", or the name once where method and channel are called the same ("MPU Online"). */
export const methodAndChannel = (method: string, channel: string): string => (method === channel ? channel : `${method} · ${channel}`);
