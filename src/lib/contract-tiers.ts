/**
 * Agent contract tiers (issue 25, ours): which tier a period's basis (team valid bet for a salary,
 * team loss for the dividend) reaches, and what that tier pays, in integer minor units (exact:
 * ./minor-units.ts). The sandbox pays with these and the contract pages show the same reading.
 */
import { toMinor } from './minor-units.ts';
import { basisPoints, shareOf } from './percent.ts';

export interface Tier {
  /** The basis from which the tier applies, a decimal string. */
  threshold: string;
  /** Percent of the basis with at most 2 decimals ("0.5"; ./percent.ts), or null for a fixed amount. */
  rate: string | null;
  fixed: string | null;
}

/** The index of the highest tier whose threshold the basis reaches, or null (below the first, or a loss that is no loss). */
export function tierReached(tiers: readonly Tier[], basisMinor: number): number | null {
  let reached: number | null = null;
  tiers.forEach((tier, index) => {
    const threshold = toMinor(tier.threshold);
    if (threshold !== null && basisMinor > 0 && basisMinor >= threshold) reached = index;
  });
  return reached;
}

/** What a tier pays for the basis, in minor units: the fixed amount, or basis × rate rounded down to the minor unit. */
export function tierPays(tier: Tier, basisMinor: number): number {
  if (tier.fixed !== null) return toMinor(tier.fixed) ?? 0;
  if (tier.rate === null || basisMinor <= 0) return 0;
  return shareOf(basisMinor, basisPoints(tier.rate) ?? 0, 'down');
}
