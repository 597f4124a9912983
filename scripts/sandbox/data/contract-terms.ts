/**
 * The contract terms a new offer carries: read by the seeds (data/agent-reports.ts) and by the
 * accounts' contract calls (accounts/agent-reports.ts), so neither imports the other.
 */
import type { ContractKind, ContractPeriod } from '../../../src/contract/vocabulary.ts';
import type { Tier } from '../../../src/lib/contract-tiers.ts';

/** Terms a new offer carries (the member hook's fresh agents, and the seeds that take the defaults). */
export const DEFAULT_TERMS: Readonly<Record<ContractKind, { period: ContractPeriod; tiers: readonly Tier[] }>> = {
  dailySalary: {
    period: 'day',
    tiers: [
      { threshold: '10000.00', rate: null, fixed: '100.00' },
      { threshold: '50000.00', rate: null, fixed: '300.00' },
      { threshold: '100000.00', rate: null, fixed: '800.00' },
      { threshold: '500000.00', rate: null, fixed: '2500.00' },
    ],
  },
  dividend: {
    period: 'month',
    tiers: [
      { threshold: '10000.00', rate: '10', fixed: null },
      { threshold: '50000.00', rate: '15', fixed: null },
      { threshold: '100000.00', rate: '20', fixed: null },
    ],
  },
  hourlySalary: {
    period: 'hour',
    tiers: [
      { threshold: '1000.00', rate: '0.2', fixed: null },
      { threshold: '5000.00', rate: '0.3', fixed: null },
      { threshold: '20000.00', rate: '0.5', fixed: null },
    ],
  },
};
