/**
 * The player's own deposit limits (issue 24, responsible play): daily, weekly, monthly, each with
 * what is used and left and a raise waiting for its cooling-off period. Lowering takes effect at
 * once; raising or removing waits `coolingOffHours` (the platform states it). Amounts in cents.
 */
import type { ValueOf } from '../../contract/schemas.ts';
import type { ErrorMessages } from '../../lib/errors.ts';
import { toMinor } from '../../lib/minor-units.ts';
import type { MoneyFormat } from '../../lib/money.ts';
import { pageConfig } from '../../shell/page-config.ts';

export type DepositLimits = ValueOf<'depositLimits'>;
export type DepositLimit = DepositLimits['limits'][number];
export type LimitPeriod = DepositLimit['period'];
export const LIMIT_PERIODS: readonly LimitPeriod[] = ['DAILY', 'WEEKLY', 'MONTHLY'];

/** What the widget's markup hands its script (DepositLimits.astro). */
export interface DepositLimitsConfig {
  messages: ErrorMessages;
  money: MoneyFormat;
  periods: Record<LimitPeriod, string>;
  texts: Record<'none' | 'pending' | 'change' | 'sheetTitle' | 'raiseNote' | 'lowerNote' | 'saved' | 'savedLater', string>;
}
export const DEPOSIT_LIMITS = pageConfig<DepositLimitsConfig>('deposit-limits', 'texts', 'periods');

/** What the limits leave to deposit this period: the lowest `left` of the three (a decimal string); null when none is set. */
export function leftOf(limits: Pick<DepositLimits, 'limits'>): string | null {
  let lowest: { text: string; cents: number } | null = null;
  for (const { left } of limits.limits) {
    const cents = left === null ? null : toMinor(left);
    if (cents !== null && (!lowest || cents < lowest.cents)) lowest = { text: left!, cents };
  }
  return lowest?.text ?? null;
}

/**
 * What setting `next` cents (null: no limit) does to `current`: a lower limit (or a first one)
 * starts at once; a higher one or removing it waits the cooling-off period; the same does nothing.
 */
export function limitChange(current: string | null, next: number | null): 'lower' | 'raise' | 'same' {
  const now = current === null ? null : toMinor(current);
  if (now === next) return 'same';
  if (next === null) return 'raise';
  if (now === null) return 'lower';
  return next < now ? 'lower' : 'raise';
}
