/**
 * The cashier's amount rules, checked as the player types and again before sending (issue 24):
 * what was typed read in the page language's marks (src/lib/minor-units.ts parseTypedAmount), then
 * the bounds the platform gave, each as the contract's decimal string, compared in cents. The
 * message is the platform's own refusal's (errors.amount.*, deposit.limit, balance.insufficient),
 * so a check here and a refusal there read the same.
 */
import type { ErrorCode } from '../../contract/errors.ts';
import { fromMinor, parseTypedAmount, toMinor } from '../../lib/minor-units.ts';
import type { MoneyFormat } from '../../lib/money.ts';

/** Bounds as the platform sends them; `left` (what a limit leaves) and `available` (the balance) where they apply. */
export interface AmountBounds {
  min: string;
  max: string;
  left?: string | null;
  available?: string;
}

export interface AmountProblem {
  code: Extract<ErrorCode, 'amount.invalid' | 'amount.belowMin' | 'amount.aboveMax' | 'deposit.limit' | 'balance.insufficient'>;
  /** The refusal's values, as the platform would send them (decimal strings). */
  value: Record<string, string>;
}

/** The amount typed, in cents, or null when it is not one. */
export function typedCents(typed: string, money: MoneyFormat): number | null {
  return parseTypedAmount(typed, money);
}

/** What is wrong with `cents` under `bounds`, or null. The lowest bound that fails speaks first. */
export function amountProblem(cents: number | null, bounds: AmountBounds): AmountProblem | null {
  if (cents === null || cents <= 0) return { code: 'amount.invalid', value: {} };
  const over = (limit: string | null | undefined) => limit != null && cents > (toMinor(limit) ?? Infinity);
  if (cents < (toMinor(bounds.min) ?? 0)) return { code: 'amount.belowMin', value: { min: bounds.min, max: bounds.max } };
  if (over(bounds.available)) return { code: 'balance.insufficient', value: {} };
  if (over(bounds.left)) return { code: 'deposit.limit', value: { left: bounds.left! } };
  if (over(bounds.max)) return { code: 'amount.aboveMax', value: { min: bounds.min, max: bounds.max } };
  return null;
}

/** The amount as the contract sends it: "1250.50". */
export const centsToAmount = fromMinor;

/** Cents as the field shows them once the player leaves it: "10,000", "10,000.50" (the page language's marks, no symbol). */
export function groupedAmount(cents: number, money: MoneyFormat): string {
  const [whole, fraction] = fromMinor(cents).split('.') as [string, string];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, money.group);
  return fraction === '00' ? grouped : `${grouped}${money.decimal}${fraction}`;
}
