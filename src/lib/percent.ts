/**
 * Percentages, the one way the site and the sandbox read, write and apply them (issue 35). A
 * percentage travels as a decimal string of at most PERCENT_DECIMALS decimals ("1.20", "0.5": rebate
 * rates, contract tiers) or as basis points (fees, deposit bonuses: 150 = 1.5 %), and is worked with
 * as integer basis points (0.01 % each); a share of money is taken in integer minor units, never
 * through a binary float ("0.1 + 0.2" of a rate is 0.30 exactly).
 */
import { PERCENT_DECIMALS } from '../contract/limits.ts';

/** Basis points in a whole (10000 = 100 %). */
export const BASIS_POINTS = 10_000;
/** Basis points in one percent: a percentage of at most PERCENT_DECIMALS (2) decimals is a whole number of them. */
const PER_PERCENT = 10 ** PERCENT_DECIMALS;
/** A plain decimal without sign, separators or exponent. */
const PLAIN = /^(\d{1,6})(?:\.(\d+))?$/;

/** "1.2" → 120; null for anything but a plain non-negative decimal of at most PERCENT_DECIMALS decimals. */
export function basisPoints(percent: string): number | null {
  const match = PLAIN.exec(percent.trim());
  if (!match || (match[2] ?? '').length > PERCENT_DECIMALS) return null;
  return Number(match[1]) * PER_PERCENT + Number((match[2] ?? '').padEnd(PERCENT_DECIMALS, '0'));
}

/** Whether `text` is a plain decimal with more decimals than a percentage may have ("1.495"). */
export const hasTooManyDecimals = (text: string): boolean => (PLAIN.exec(text.trim())?.[2] ?? '').length > PERCENT_DECIMALS;

/** 120 → "1.20": the contract's form, always PERCENT_DECIMALS decimals. */
export function percentString(points: number): string {
  if (!Number.isSafeInteger(points) || points < 0) throw new RangeError(`not a number of basis points: ${points}`);
  return `${Math.floor(points / PER_PERCENT)}.${String(points % PER_PERCENT).padStart(PERCENT_DECIMALS, '0')}`;
}

/** 1250 → "12.5", 1000 → "10": as few decimals as the value needs (a promotion's bonus in a sentence). */
export function shortPercent(points: number): string {
  return percentString(points).replace(/\.?0+$/, '');
}

/** A percentage as every screen shows it (issue 34 item 10): "1.20 %", the sign after a no-break space. */
export const formatPercent = (percent: string): string => `${percent}\u00a0%`;

/** `points` basis points of `amountMinor`, in minor units: rounded down for what is paid (bonuses, tiers), up for what is taken (fees). */
export function shareOf(amountMinor: number, points: number, rounding: 'down' | 'up'): number {
  const scaled = BigInt(amountMinor) * BigInt(points);
  const whole = BigInt(BASIS_POINTS);
  return Number(rounding === 'up' ? (scaled + whole - 1n) / whole : scaled / whole);
}
