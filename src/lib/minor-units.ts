/**
 * Money arithmetic in integer minor units (cents), the one way the site and the sandbox add,
 * compare and take fees (issue 24: "never binary floating point"). The contract carries amounts
 * as decimal strings of at most 2 decimals ("1250.50"); `toMinor` reads one into an integer,
 * `fromMinor` writes it back, and src/lib/money.ts formats it for the player. An amount beyond
 * Number.MAX_SAFE_INTEGER cents (about 90 trillion) is refused rather than rounded.
 */
import { shareOf } from './percent.ts';

/** Cents in one unit of the brand's currency: every brand's currency has 2 decimals (src/lib/money.ts MONEY_DECIMALS). */
const MINOR_PER_MAJOR = 100;
const MINOR_DIGITS = 2;

/** A plain decimal of at most 2 decimals: "0", "12", "12.5", "12.50"; no sign, separators or exponent. */
const PLAIN_AMOUNT = /^(\d+)(?:\.(\d{1,2}))?$/;

/** "1250.5" → 125050; null for anything that is not a plain non-negative amount of at most 2 decimals. */
export function toMinor(amount: string): number | null {
  const match = PLAIN_AMOUNT.exec(amount);
  if (!match) return null;
  const minor = Number(match[1]) * MINOR_PER_MAJOR + Number((match[2] ?? '').padEnd(MINOR_DIGITS, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}

/** A signed contract amount ("-300.00") → -30000; null when not one. */
export function signedToMinor(amount: string): number | null {
  const negative = amount.startsWith('-');
  const minor = toMinor(negative ? amount.slice(1) : amount);
  return minor === null ? null : negative ? -minor : minor;
}

/** 125050 → "1250.50": the contract's decimal string, exact (integer arithmetic only). */
export function fromMinor(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`not a whole number of cents: ${minor}`);
  const sign = minor < 0 ? '-' : '';
  const whole = Math.abs(minor);
  return `${sign}${Math.floor(whole / MINOR_PER_MAJOR)}.${String(whole % MINOR_PER_MAJOR).padStart(MINOR_DIGITS, '0')}`;
}

/**
 * What a player typed into an amount field → cents, or null. Takes the page language's group and
 * decimal marks (src/lib/money.ts MoneyFormat) so "1,250.50" and "1.250,50" both read as 125050,
 * ignores spaces, and refuses more than 2 decimals, signs and anything else.
 */
export function parseTypedAmount(typed: string, marks: { group: string; decimal: string }): number | null {
  let text = typed.replace(/[\s\u00a0\u202f]/g, '');
  if (marks.group) text = text.split(marks.group).join('');
  if (marks.decimal !== '.') {
    if (text.includes('.')) return null;
    text = text.split(marks.decimal).join('.');
  }
  if (text.endsWith('.')) text = text.slice(0, -1);
  return text ? toMinor(text) : null;
}

/** A fee rule of the contract: basis points of the amount (150 = 1.5 %) plus a fixed amount. */
export interface FeeRule {
  basisPoints: number;
  fixed: string;
}

/**
 * The fee on `amountMinor` under `rule`, in cents: the percentage rounded up to the cent (the
 * platform never takes less than its rate) plus the fixed part. The sandbox charges with the same
 * function, so what the player is shown before confirming is what is taken.
 */
export function feeOf(amountMinor: number, rule: FeeRule): number {
  const fixed = toMinor(rule.fixed) ?? 0;
  return shareOf(amountMinor, rule.basisPoints, 'up') + fixed;
}
