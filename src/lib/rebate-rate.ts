/**
 * Rebate rates (issue 25): percent of a downline's valid bets per game category, as decimal strings
 * ("1.20") read into basis points by ./percent.ts. A typed rate is judged with the platform's own
 * rule: a plain number from 0 to the cap (the agent's own rate for the category, itself never above
 * REBATE_RATE_MAX), with at most 2 decimals; exactly the cap is allowed.
 */
import { REBATE_RATE_MAX } from '../contract/limits.ts';
import { basisPoints, hasTooManyDecimals, percentString } from './percent.ts';

/** Why a typed rate cannot be sent; the page shows each under the category's field, the platform refuses the same. */
export type RateProblem = 'required' | 'invalid' | 'negative' | 'decimals' | 'aboveOwn';

/** The platform's ceiling in basis points. */
export const RATE_MAX_BASIS_POINTS = basisPoints(REBATE_RATE_MAX)!;

/** What is wrong with `typed` under `cap` (basis points, the agent's own rate), or null when it may be sent. */
export function rateProblem(typed: string, cap: number): RateProblem | null {
  const text = typed.trim();
  if (!text) return 'required';
  if (/^-\s*\d/.test(text)) return 'negative';
  if (hasTooManyDecimals(text)) return 'decimals';
  const points = basisPoints(text);
  if (points === null) return 'invalid';
  return points > Math.min(cap, RATE_MAX_BASIS_POINTS) ? 'aboveOwn' : null;
}

/** A typed rate as the contract carries it ("1.2" → "1.20"), or null when it has a problem under `cap`. */
export function normaliseRate(typed: string, cap: number): string | null {
  return rateProblem(typed, cap) === null ? percentString(basisPoints(typed)!) : null;
}
