/**
 * Seeded rebate rates and rebate income (issue 25, register; accounts/agent-register.ts).
 *
 * Rates (percent per category): the four demo agents have their own from the platform; each
 * seeded downline member has rates at most their upline's, so the tree keeps its rule.
 * Income: the rebates demo_agent's team was paid over the last INCOME_DAYS platform days, per
 * category (`seededRebates`): plausible figures drawn deterministically (same seed, same numbers),
 * not computed from the team's bets, which are too few in the sandbox to make a believable report.
 * Some days have no cockfighting or e-sports rebate, as a real team's would not. data/agent-team.ts
 * pays each into a team member's wallet (ledger R rows with their category): the rebate income
 * report and the P&L's rebate line read those same rows (issue 34 item 12).
 */
import type { DatabaseSync } from 'node:sqlite';
import { REBATE_CATEGORIES, type RebateCategory } from '../../../src/contract/vocabulary.ts';
import { platformInstant } from '../../../src/lib/local-time.ts';
import { basisPoints } from '../../../src/lib/percent.ts';
import { DAY_MS, platformDate } from './content-time.ts';

type Rates = Readonly<Record<RebateCategory, string>>;

/** Rates per seeded member, by user name (RNG, INHOUSE, FISH, LIVE, SPORTS, ESPORTS, PVP, COCKFIGHT, LOTT). */
export const REBATE_SEEDS: Readonly<Record<string, Rates>> = {
  demo_agent: { RNG: '2.00', INHOUSE: '1.80', FISH: '1.50', LIVE: '1.20', SPORTS: '1.00', ESPORTS: '1.00', PVP: '1.50', COCKFIGHT: '0.80', LOTT: '1.60' },
  demo_subagent: { RNG: '1.60', INHOUSE: '1.40', FISH: '1.20', LIVE: '1.00', SPORTS: '0.80', ESPORTS: '0.80', PVP: '1.20', COCKFIGHT: '0.60', LOTT: '1.30' },
  demo_agent41: { RNG: '1.80', INHOUSE: '1.50', FISH: '1.50', LIVE: '1.00', SPORTS: '0.90', ESPORTS: '0.90', PVP: '1.20', COCKFIGHT: '0.70', LOTT: '1.40' },
  demo_agent42: { RNG: '1.20', INHOUSE: '1.00', FISH: '1.00', LIVE: '0.70', SPORTS: '0.60', ESPORTS: '0.60', PVP: '0.80', COCKFIGHT: '0.40', LOTT: '0.90' },
  team_ava: { RNG: '0.80', INHOUSE: '0.60', FISH: '0.50', LIVE: '0.50', SPORTS: '0.40', ESPORTS: '0.40', PVP: '0.50', COCKFIGHT: '0.30', LOTT: '0.60' },
  team_ben: { RNG: '0.50', INHOUSE: '0.50', FISH: '0.50', LIVE: '0.30', SPORTS: '0.30', ESPORTS: '0.30', PVP: '0.30', COCKFIGHT: '0.20', LOTT: '0.50' },
  team_cara: { RNG: '1.00', INHOUSE: '0.80', FISH: '0.80', LIVE: '0.60', SPORTS: '0.50', ESPORTS: '0.50', PVP: '0.80', COCKFIGHT: '0.40', LOTT: '0.80' },
  team_eve: { RNG: '0.60', INHOUSE: '0.50', FISH: '0.50', LIVE: '0.40', SPORTS: '0.30', ESPORTS: '0.30', PVP: '0.50', COCKFIGHT: '0.20', LOTT: '0.50' },
  team_finn: { RNG: '0.40', INHOUSE: '0.40', FISH: '0.40', LIVE: '0.20', SPORTS: '0.20', ESPORTS: '0.20', PVP: '0.30', COCKFIGHT: '0.10', LOTT: '0.40' },
  team_gus: { RNG: '0.90', INHOUSE: '0.70', FISH: '0.70', LIVE: '0.50', SPORTS: '0.40', ESPORTS: '0.40', PVP: '0.60', COCKFIGHT: '0.30', LOTT: '0.70' },
};

/** How many days back demo_agent's team has rebates (data/agent-team.ts pays them). */
export const INCOME_DAYS = 60;

/** A day's typical income per category, in cents (the team plays slots most, cockfighting least). */
const TYPICAL_CENTS: Readonly<Record<RebateCategory, number>> = {
  RNG: 48_000,
  INHOUSE: 21_000,
  FISH: 15_500,
  LIVE: 32_000,
  SPORTS: 26_500,
  ESPORTS: 6_800,
  PVP: 9_400,
  COCKFIGHT: 3_200,
  LOTT: 12_600,
};
/** Categories a day may have none of, below this share of the draw. */
const QUIET_BELOW: Partial<Readonly<Record<RebateCategory, number>>> = { ESPORTS: 0.2, COCKFIGHT: 0.3 };

/** A fixed draw in [0, 1) for a day and category. */
function draw(day: number, category: number): number {
  return (((day + 1) * 7919 + (category + 1) * 104_729 + day * category * 31) % 1000) / 1000;
}

/** The cents of `category` `daysAgo` days back: 40-140 % of the typical day, or none on a quiet day. */
export function seededIncomeCents(daysAgo: number, category: RebateCategory): number {
  const index = REBATE_CATEGORIES.indexOf(category);
  const share = draw(daysAgo, index);
  if (share < (QUIET_BELOW[category] ?? 0)) return 0;
  return Math.round(TYPICAL_CENTS[category] * (0.4 + share));
}

/** When a day's rebates are paid: noon on the platform clock, inside the day in any zone within ±11 h of it. */
const PAID_AT = '12:00:00';

/** One day's rebate of a category for demo_agent's team, paid at `at` (never after the seeding). */
export interface SeededRebate {
  at: number;
  daysAgo: number;
  category: RebateCategory;
  cents: number;
}

/**
 * The team's rebates of the last INCOME_DAYS platform days, oldest day first. Today's are paid at
 * the seeding when that comes before noon (the day's rebates so far), so every report has today.
 */
export function seededRebates(seededAt: number): SeededRebate[] {
  const rebates: SeededRebate[] = [];
  for (let daysAgo = INCOME_DAYS - 1; daysAgo >= 0; daysAgo--) {
    const at = Math.min(platformInstant(`${platformDate(seededAt - daysAgo * DAY_MS)} ${PAID_AT}`)!, seededAt);
    for (const category of REBATE_CATEGORIES) {
      const cents = seededIncomeCents(daysAgo, category);
      if (cents > 0) rebates.push({ at, daysAgo, category, cents });
    }
  }
  return rebates;
}

export function seedAgentRebates(db: DatabaseSync): void {
  const idOf = (username: string) => (db.prepare('SELECT id FROM members WHERE username = ?').get(username) as { id: number } | undefined)?.id;
  const rate = db.prepare('INSERT INTO rebate_rates (member_id, category, hundredths) VALUES (?, ?, ?)');
  for (const [username, rates] of Object.entries(REBATE_SEEDS)) {
    const id = idOf(username);
    if (id === undefined) throw new Error(`seed: ${username} has rebate rates but is no member`);
    for (const category of REBATE_CATEGORIES) rate.run(id, category, basisPoints(rates[category])!);
  }
}
