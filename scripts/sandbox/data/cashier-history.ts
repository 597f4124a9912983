/**
 * A believable past for the records screens (issue 24), dated back from the moment of seeding:
 * - demo_member: 60 days of money (deposits, withdrawals, one of them rejected, bonuses, rebates,
 *   a transfer, an operator's adjustment) and 30 days of bets on seeded games, wins and losses,
 *   the two newest still open;
 * - demo_agent: agent income (A: commission, salary, dividend).
 * The rows are written, not posted: the seeded balances stay as db.ts SEED_MEMBERS has them, and
 * each successful row's balance after is worked out backwards from that balance.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { TransactionType } from '../../../src/contract/vocabulary.ts';
import { fromMinor, signedToMinor } from '../../../src/lib/minor-units.ts';
import { DAY_MS, platformDate } from './content-time.ts';
import { randomFor } from './content-random.ts';

const HOUR_MS = 60 * 60_000;

interface MovementSeed {
  daysAgo: number;
  /** Hours before that day's moment of seeding, so rows of one day keep their order. */
  hoursAgo: number;
  type: TransactionType;
  /** Signed decimal string: into the balance positive. */
  amount: string;
  status?: 'SUCCESS' | 'FAILED';
  detail: string;
}

/** Oldest first. Successful rows add up to 1,181.00: demo_member had 339.75 sixty days ago. */
const MEMBER_HISTORY: readonly MovementSeed[] = [
  { daysAgo: 58, hoursAgo: 3, type: 'D', amount: '1000.00', detail: 'KBZPay · KBZPay 1' },
  { daysAgo: 58, hoursAgo: 2, type: 'B', amount: '100.00', detail: 'First deposit bonus 10 %' },
  { daysAgo: 50, hoursAgo: 5, type: 'W', amount: '-400.00', detail: 'KBZ Bank ••••4821' },
  { daysAgo: 45, hoursAgo: 8, type: 'D', amount: '500.00', detail: 'Bank transfer · AYA Bank' },
  { daysAgo: 40, hoursAgo: 1, type: 'R', amount: '12.35', detail: 'Weekly rebate · slots 0.8 %' },
  { daysAgo: 33, hoursAgo: 6, type: 'W', amount: '-300.00', status: 'FAILED', detail: 'KBZ Bank ••••4821 · rejected: the name does not match' },
  { daysAgo: 32, hoursAgo: 4, type: 'W', amount: '-300.00', detail: 'KBZ Bank ••••4821' },
  { daysAgo: 25, hoursAgo: 7, type: 'T', amount: '150.00', detail: 'Transfer · demo_agent' },
  { daysAgo: 20, hoursAgo: 2, type: 'J', amount: '-25.00', detail: 'Adjustment · duplicate bonus reversed' },
  { daysAgo: 14, hoursAgo: 9, type: 'D', amount: '300.00', detail: 'WavePay · WavePay 2' },
  { daysAgo: 10, hoursAgo: 1, type: 'R', amount: '8.40', detail: 'Weekly rebate · live casino 0.5 %' },
  { daysAgo: 7, hoursAgo: 3, type: 'B', amount: '30.00', detail: 'Weekly reload bonus' },
  { daysAgo: 3, hoursAgo: 5, type: 'W', amount: '-200.00', detail: 'KBZPay ••••7788' },
  { daysAgo: 1, hoursAgo: 2, type: 'R', amount: '5.25', detail: 'Weekly rebate · slots 0.8 %' },
];

const AGENT_HISTORY: readonly MovementSeed[] = [
  { daysAgo: 56, hoursAgo: 4, type: 'A', amount: '1250.00', detail: 'Commission · weekly' },
  { daysAgo: 49, hoursAgo: 4, type: 'A', amount: '1310.40', detail: 'Commission · weekly' },
  { daysAgo: 42, hoursAgo: 4, type: 'A', amount: '980.15', detail: 'Commission · weekly' },
  { daysAgo: 35, hoursAgo: 4, type: 'A', amount: '1422.00', detail: 'Commission · weekly' },
  { daysAgo: 30, hoursAgo: 6, type: 'A', amount: '5000.00', detail: 'Dividend · monthly' },
  { daysAgo: 28, hoursAgo: 4, type: 'A', amount: '1105.60', detail: 'Commission · weekly' },
  { daysAgo: 3, hoursAgo: 8, type: 'A', amount: '300.00', detail: 'Daily salary' },
  { daysAgo: 2, hoursAgo: 8, type: 'A', amount: '300.00', detail: 'Daily salary' },
  { daysAgo: 1, hoursAgo: 8, type: 'A', amount: '300.00', detail: 'Daily salary' },
  { daysAgo: 1, hoursAgo: 2, type: 'W', amount: '-2000.00', detail: 'CB Bank ••••0915' },
];

/** Bets of demo_member: how many, over how many days, on which kinds of game (the most popular of each). */
const BET_COUNT = 36;
const BET_DAYS = 30;
const BET_GAMES: readonly { type: string; games: number }[] = [
  { type: 'RNG', games: 3 },
  { type: 'LIVE', games: 2 },
  { type: 'SPORTS', games: 2 },
  { type: 'FISH', games: 1 },
  { type: 'INHOUSE', games: 1 },
];
const STAKES_CENTS = [500, 1000, 2000, 5000, 10_000] as const;
/** What demo_member's sports bets were on: the match, the pick and its decimal odds in hundredths (a win pays stake × (odds − 1)). */
const SPORTS_PICKS: readonly { match: string; pick: string; oddsHundredths: number }[] = [
  { match: 'Shan United v Yangon United', pick: 'Yangon United', oddsHundredths: 245 },
  { match: 'Arsenal v Chelsea', pick: 'Over 2.5 goals', oddsHundredths: 185 },
  { match: 'Buriram United v Bangkok United', pick: 'Draw', oddsHundredths: 320 },
  { match: 'Real Madrid v Sevilla', pick: 'Real Madrid −1.5', oddsHundredths: 210 },
  { match: 'Hanoi FC v Viettel', pick: 'Viettel', oddsHundredths: 275 },
];
const OPEN_BETS = 2;

interface GameRow {
  node_id: string;
  game_name: string;
  game_type: string;
  vassalage: string;
}

export function seedCashierHistory(db: DatabaseSync): void {
  const seededAt = Date.now();
  const idOf = (username: string) =>
    db.prepare('SELECT id, balance_cents FROM members WHERE username = ?').get(username) as { id: number; balance_cents: number } | undefined;
  const member = idOf('demo_member');
  const agent = idOf('demo_agent');
  if (member) seedMovements(db, member, MEMBER_HISTORY, seededAt);
  if (agent) seedMovements(db, agent, AGENT_HISTORY, seededAt);
  if (member) seedBets(db, member.id, seededAt);
}

function seedMovements(db: DatabaseSync, member: { id: number; balance_cents: number }, history: readonly MovementSeed[], seededAt: number): void {
  const insert = db.prepare(
    `INSERT INTO ledger (member_id, type, status, cents, fee_cents, balance_after_cents, created_at, reference, detail)
     VALUES (?, ?, ?, ?, 0, ?, ?, ?, ?)`,
  );
  // Newest first, from the balance of today back: each successful row's balance after is the one before it plus its amount.
  let balance = member.balance_cents;
  const rows = history.map((seed, index) => ({
    seed,
    index,
    at: seededAt - seed.daysAgo * DAY_MS - seed.hoursAgo * HOUR_MS,
    cents: signedToMinor(seed.amount)!,
  }));
  for (const { seed, index, at, cents } of [...rows].reverse()) {
    const status = seed.status ?? 'SUCCESS';
    const after = status === 'SUCCESS' ? balance : null;
    if (status === 'SUCCESS') balance -= cents;
    // Deposits and withdrawals were orders: they carry an order id, as the platform's would.
    const reference =
      seed.type === 'D' || seed.type === 'W' ? `${seed.type}${platformDate(at).replaceAll('-', '')}${String(index + 1).padStart(8, '0')}` : null;
    insert.run(member.id, seed.type, status, cents, after, at, reference, seed.detail);
  }
  if (balance < 0) throw new Error(`seed: the cashier history of member ${member.id} starts below zero`);
}

function seedBets(db: DatabaseSync, memberId: number, seededAt: number): void {
  const gamesOf = db.prepare('SELECT node_id, game_name, game_type, vassalage FROM games WHERE game_type = ? ORDER BY popularity LIMIT ?');
  const games = BET_GAMES.flatMap(({ type, games: count }) => gamesOf.all(type, count) as unknown as GameRow[]);
  const sports = games.filter((game) => game.game_type === 'SPORTS');
  if (games.length === 0 || sports.length === 0) return;
  const insert = db.prepare(
    `INSERT INTO bets (member_id, placed_at, cents, valid_cents, win_loss_cents, settled, node_id, game_name, game_type, vassalage, sports_detail)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const random = randomFor('demo_member bets');
  for (let i = 0; i < BET_COUNT; i++) {
    // Spread oldest to newest over BET_DAYS, the newest an hour or more before seeding.
    const at = seededAt - Math.floor(((BET_COUNT - 1 - i) * BET_DAYS * DAY_MS) / BET_COUNT) - random.int(1, 20) * HOUR_MS;
    const open = i >= BET_COUNT - OPEN_BETS; // the newest: football matches not played yet
    const game = open ? random.pick(sports) : random.pick(games);
    const cents = random.pick(STAKES_CENTS);
    // A win pays 0.5x to 3x the stake (a sports bet: its odds); a live table's tie pushes (no result, no valid bet).
    const pick = game.game_type === 'SPORTS' ? random.pick(SPORTS_PICKS) : null;
    const push = !open && game.game_type === 'LIVE' && random.chance(0.15);
    const winShare = pick ? pick.oddsHundredths - 100 : random.int(50, 300);
    const winLoss = open || push ? 0 : random.chance(0.4) ? Math.floor((cents * winShare) / 100) : -cents;
    const valid = open || push ? 0 : cents;
    const detail = pick && JSON.stringify({ match: pick.match, pick: pick.pick, odds: fromMinor(pick.oddsHundredths) });
    insert.run(memberId, at, cents, valid, winLoss, open ? 0 : 1, game.node_id, game.game_name, game.game_type, game.vassalage, detail);
  }
}
