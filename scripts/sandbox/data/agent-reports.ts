/**
 * The demo agents' contracts and their team's betting (issue 25, reports), dated back from the
 * moment of seeding:
 * - demo_agent: a daily salary offer (DS-1001, its request field seeded by ./accounts.ts) renewing
 *   the salary paid the last three days (the same 300.00 rows as its agent income in
 *   ./cashier-history.ts), and an active monthly dividend with last month's payout;
 * - demo_subagent: a half-monthly dividend offer (DV-2001) and an active daily salary with payouts;
 * - demo_agent41: an hourly salary offer (HS-3001);
 * - demo_agent42: no contract at all (the pages' empty state);
 * - the team's bets: wins and losses over several categories, so the profit and loss report has
 *   figures by member and by category.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { ContractKind } from '../../../src/contract/vocabulary.ts';
import { toMinor } from '../../../src/lib/minor-units.ts';
import { DEFAULT_TERMS } from './contract-terms.ts';
import { DAY_MS, platformDate } from './content-time.ts';
import { randomFor } from './content-random.ts';

const HOUR_MS = 60 * 60_000;

interface ContractSeed {
  username: string;
  kind: ContractKind;
  status: 'offered' | 'active';
  reference: string;
  /** Days before seeding the offer was made (and, for an active one, accepted a day later). */
  offeredDaysAgo: number;
  period?: 'halfMonth';
  payouts?: readonly { daysAgo: number; basis: string; amount: string }[];
}

const CONTRACT_SEEDS: readonly ContractSeed[] = [
  {
    username: 'demo_agent',
    kind: 'dailySalary',
    status: 'offered',
    reference: 'DS-1001',
    offeredDaysAgo: 0,
    payouts: [
      { daysAgo: 3, basis: '62500.00', amount: '300.00' },
      { daysAgo: 2, basis: '58210.50', amount: '300.00' },
      { daysAgo: 1, basis: '71034.00', amount: '300.00' },
    ],
  },
  {
    username: 'demo_agent',
    kind: 'dividend',
    status: 'active',
    reference: 'DV-0900',
    offeredDaysAgo: 70,
    payouts: [
      { daysAgo: 60, basis: '28420.00', amount: '2842.00' },
      { daysAgo: 30, basis: '50000.00', amount: '5000.00' },
    ],
  },
  { username: 'demo_subagent', kind: 'dividend', status: 'offered', reference: 'DV-2001', offeredDaysAgo: 1, period: 'halfMonth' },
  {
    username: 'demo_subagent',
    kind: 'dailySalary',
    status: 'active',
    reference: 'DS-0950',
    offeredDaysAgo: 40,
    payouts: [
      { daysAgo: 2, basis: '12040.00', amount: '100.00' },
      { daysAgo: 1, basis: '10500.00', amount: '100.00' },
    ],
  },
  { username: 'demo_agent41', kind: 'hourlySalary', status: 'offered', reference: 'HS-3001', offeredDaysAgo: 0 },
];

/**
 * More bets of the seeded team, each at the moment of one of the member's seeded bets (./accounts.ts
 * betDaysAgo), so the agent home's counters (betting players a day) stay as they were.
 */
const TEAM_BETS: Readonly<Record<string, number>> = { team_ava: 4, team_ben: 2, team_cara: 1, team_eve: 3, team_finn: 2 };
const BET_TYPES = ['RNG', 'LIVE', 'SPORTS', 'FISH'] as const;
const STAKES_CENTS = [1000, 2000, 5000, 10_000, 20_000] as const;

export function seedAgentReports(db: DatabaseSync): void {
  const seededAt = Date.now();
  const idOf = (username: string) => (db.prepare('SELECT id FROM members WHERE username = ?').get(username) as { id: number } | undefined)?.id;
  const terms = db.prepare(
    `INSERT INTO agent_contract_terms (member_id, kind, status, reference, period, tiers, offered_at, answered_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const payout = db.prepare('INSERT INTO agent_contract_payouts (member_id, kind, period_start, basis_cents, amount_cents, paid_at) VALUES (?, ?, ?, ?, ?, ?)');
  for (const seed of CONTRACT_SEEDS) {
    const id = idOf(seed.username);
    if (id === undefined) continue;
    const offeredAt = seededAt - seed.offeredDaysAgo * DAY_MS - HOUR_MS;
    const { period, tiers } = DEFAULT_TERMS[seed.kind];
    terms.run(
      id,
      seed.kind,
      seed.status,
      seed.reference,
      seed.period ?? period,
      JSON.stringify(tiers),
      offeredAt,
      seed.status === 'active' ? offeredAt + DAY_MS : null,
    );
    for (const paid of seed.payouts ?? []) {
      const paidAt = seededAt - paid.daysAgo * DAY_MS;
      // A salary is paid the day after its day; a dividend for the period that ended (its first day a month back).
      const periodStart = seed.kind === 'dividend' ? `${platformDate(paidAt - DAY_MS).slice(0, 8)}01` : platformDate(paidAt - DAY_MS);
      payout.run(id, seed.kind, periodStart, toMinor(paid.basis)!, toMinor(paid.amount)!, paidAt);
    }
  }

  const gamesOf = db.prepare('SELECT node_id, game_name, game_type, vassalage FROM games WHERE game_type = ? ORDER BY popularity LIMIT 2');
  const games = BET_TYPES.flatMap((type) => gamesOf.all(type) as { node_id: string; game_name: string; game_type: string; vassalage: string }[]);
  if (games.length === 0) return;
  const bet = db.prepare(
    `INSERT INTO bets (member_id, placed_at, cents, valid_cents, win_loss_cents, settled, node_id, game_name, game_type, vassalage)
     VALUES (?, ?, ?, ?, ?, 1, ?, ?, ?, ?)`,
  );
  const random = randomFor('team bets');
  const momentsOf = db.prepare('SELECT placed_at FROM bets WHERE member_id = ? ORDER BY placed_at DESC');
  for (const [username, count] of Object.entries(TEAM_BETS)) {
    const id = idOf(username);
    if (id === undefined) continue;
    const moments = (momentsOf.all(id) as { placed_at: number }[]).map((row) => row.placed_at);
    for (let i = 0; i < count && moments.length > 0; i++) {
      const game = random.pick(games);
      const cents = random.pick(STAKES_CENTS);
      // A win pays 0.5x to 2x the stake; most bets lose, as a team's do.
      const winLoss = random.chance(0.35) ? Math.floor((cents * random.int(50, 200)) / 100) : -cents;
      bet.run(id, moments[i % moments.length]!, cents, cents, winLoss, game.node_id, game.game_name, game.game_type, game.vassalage);
    }
  }
}
