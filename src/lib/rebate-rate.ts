/**
 * Rebate rates (issue 25): percent of a downline's valid bets per game category, travelling as
 * decimal strings of at most REBATE_RATE_DECIMALS decimals ("1.20"). The site and the sandbox
 * compare them in hundredths of a percent (integers), never as binary floats, and judge a typed
 * rate with the same rule: a plain number from 0 to the cap (the agent's own rate for the
 * category, itself never above REBATE_RATE_MAX), with at most 2 decimals; exactly the cap is allowed.
 */
import { REBATE_RATE_DECIMALS, REBATE_RATE_MAX } from '../contract/limits.ts';

const SCALE = 10 ** REBATE_RATE_DECIMALS;
/** A plain decimal without sign, separators or exponent; the decimals are checked apart (their own problem). */
const PLAIN = /^(\d{1,6})(?:\.(\d+))?$/;

/** Why a typed rate cannot be sent; the page shows each under the category's field, the platform refuses the same. */
export type RateProblem = 'required' | 'invalid' | 'negative' | 'decimals' | 'aboveOwn';

/** "1.2" → 120; null for anything but a plain non-negative decimal of at most REBATE_RATE_DECIMALS decimals. */
export function rateHundredths(rate: string): number | null {
  const match = PLAIN.exec(rate.trim());
  if (!match || (match[2] ?? '').length > REBATE_RATE_DECIMALS) return null;
  return Number(match[1]) * SCALE + Number((match[2] ?? '').padEnd(REBATE_RATE_DECIMALS, '0'));
}

/** 120 → "1.20": the contract's form, always REBATE_RATE_DECIMALS decimals. */
export function formatRate(hundredths: number): string {
  if (!Number.isSafeInteger(hundredths) || hundredths < 0) throw new RangeError(`not a rate in hundredths: ${hundredths}`);
  return `${Math.floor(hundredths / SCALE)}.${String(hundredths % SCALE).padStart(REBATE_RATE_DECIMALS, '0')}`;
}

/** A rate as every screen shows it (issue 34 item 10): "1.20 %", the sign after a no-break space. */
export const formatPercent = (rate: string): string => `${rate}\u00a0%`;

/** The platform's ceiling in hundredths. */
export const RATE_MAX_HUNDREDTHS = rateHundredths(REBATE_RATE_MAX)!;

/** What is wrong with `typed` under `cap` (hundredths, the agent's own rate), or null when it may be sent. */
export function rateProblem(typed: string, cap: number): RateProblem | null {
  const text = typed.trim();
  if (!text) return 'required';
  if (/^-\s*\d/.test(text)) return 'negative';
  const match = PLAIN.exec(text);
  if (!match) return 'invalid';
  if ((match[2] ?? '').length > REBATE_RATE_DECIMALS) return 'decimals';
  return rateHundredths(text)! > Math.min(cap, RATE_MAX_HUNDREDTHS) ? 'aboveOwn' : null;
}

/** A typed rate as the contract carries it ("1.2" → "1.20"), or null when it has a problem under `cap`. */
export function normaliseRate(typed: string, cap: number): string | null {
  return rateProblem(typed, cap) === null ? formatRate(rateHundredths(typed)!) : null;
}
