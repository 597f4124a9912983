/**
 * demo_agent's big team (issue 25): a few hundred downline members over five levels, so the team
 * overview, the team list (search, filters, paging, drill-down) and the agent reports have data.
 * Deterministic (./content-random.ts): the same tree, names, rates and money every time, dated
 * back from the moment of seeding. Every event falls on the same calendar day (UTC, the sandbox's
 * platform days: accounts/team.ts) whatever the hour of seeding, so "today" holds the same
 * registrations, deposits and bets on every run.
 *
 * - Level 1: DIRECT_MEMBERS direct members of demo_agent, some of them agents (type 2) with
 *   downlines of their own, down to level 5; a child registers after its upline.
 * - Statuses (src/contract/vocabulary.ts TEAM_MEMBER_STATUSES): a few frozen, a few locked (disabled).
 * - Rebate rates (the rebate_rates of data/agent-register.ts, per game category): each member's
 *   slots rate has one decimal and is never above the upline's; the other categories keep
 *   demo_agent's proportions to its slots rate, so no category is above the upline's either.
 * - Money over the last ACTIVITY_DAYS days: deposits (a few failed), withdrawals, bets on the most
 *   popular games, settled (a few of today's still open), and the team's daily rebates
 *   (data/agent-register.ts seededRebates), each paid to a member registered before its day. The balance is played forward from 0,
 *   so every ledger row's balance after and the member's balance agree.
 * - Logins on every active day; the last one is the member's last login (some never logged in).
 *
 * They share the demo password (data/accounts.ts DEMO_PASSWORD) and have no phone or e-mail.
 */
import type { DatabaseSync } from 'node:sqlite';
import { REBATE_CATEGORIES } from '../../../src/contract/vocabulary.ts';
import { basisPoints } from '../../../src/lib/percent.ts';
import { REBATE_SEEDS, seededRebates, type SeededRebate } from './agent-register.ts';
import { DAY_MS, platformDate } from './content-time.ts';
import { randomFor, type Random } from './content-random.ts';

/** The agent whose team this is. */
export const TEAM_AGENT = 'demo_agent';
/** demo_agent's own rates (data/agent-register.ts), in hundredths of a percent: the team's stay at or below them. */
const AGENT_RATES = Object.fromEntries(REBATE_CATEGORIES.map((category) => [category, basisPoints(REBATE_SEEDS[TEAM_AGENT]![category])!]));

const DIRECT_MEMBERS = 60;
/** Per level below demo_agent: how many members each agent of the level above has, and the share of them that are agents. */
const LEVELS: readonly { members: readonly [number, number]; agentShare: number }[] = [
  { members: [DIRECT_MEMBERS, DIRECT_MEMBERS], agentShare: 0.25 },
  { members: [8, 16], agentShare: 0.25 },
  { members: [2, 5], agentShare: 0.25 },
  { members: [1, 3], agentShare: 0.3 },
  { members: [1, 2], agentShare: 0 },
];
/** How far back members registered (days) and how far back their money and bets go. */
const REGISTRATION_DAYS = 90;
/** An agent has been with the team at least this many days (its own downline registered after it). */
const AGENT_MIN_DAYS = 14;
const ACTIVITY_DAYS = 60;
const FROZEN_SHARE = 0.05;
const LOCKED_SHARE = 0.03;
const NEVER_LOGGED_IN_SHARE = 0.06;

const FIRST = [
  'aung',
  'kyaw',
  'min',
  'thu',
  'zaw',
  'htet',
  'hla',
  'mya',
  'su',
  'thiri',
  'win',
  'myint',
  'phyo',
  'wai',
  'yan',
  'khine',
  'ei',
  'moe',
  'soe',
  'tun',
  'hein',
  'nay',
  'pyae',
  'shwe',
  'thet',
  'kaung',
  'nilar',
  'sandar',
  'zin',
  'hnin',
];
const SECOND = [
  'naing',
  'oo',
  'lin',
  'ko',
  'htun',
  'mon',
  'san',
  'aye',
  'khant',
  'paing',
  'myat',
  'thant',
  'kyi',
  'wint',
  'nwe',
  'yee',
  'zaw',
  'phyu',
  'hlaing',
  'maw',
];
const DEPOSIT_CHANNELS = ['KBZPay · KBZPay 1', 'WavePay · WavePay 2', 'Bank transfer · AYA Bank', 'CB Pay · CB Pay 1'];
const REBATE_DETAIL = 'Daily rebate';
const PAYOUT_ACCOUNTS = ['KBZ Bank ••••', 'AYA Bank ••••', 'KBZPay ••••', 'WavePay ••••'];
/** Deposit amounts (cents): what the region's players top up. */
const DEPOSITS_CENTS = [1_000_00, 2_000_00, 3_000_00, 5_000_00, 10_000_00, 20_000_00, 50_000_00] as const;
const STAKES_CENTS = [100, 200, 500, 1000, 2000, 5000, 10_000] as const;
const BET_GAME_TYPES = ['RNG', 'LIVE', 'SPORTS', 'FISH', 'INHOUSE'] as const;

interface Node {
  username: string;
  nickname: string;
  type: number;
  level: number;
  parent: Node | null;
  /** Calendar days before the seeding day. */
  registeredDay: number;
  /** Slots (RNG) rebate rate in tenths of a percent; the other categories follow (AGENT_RATES). */
  rebateTenths: number;
}

interface GameRow {
  node_id: string;
  game_name: string;
  game_type: string;
  vassalage: string;
}

/** The tree, parents before children. */
export function teamPlan(): Node[] {
  const random = randomFor('demo_agent team');
  const taken = new Set<string>();
  const name = (): { username: string; nickname: string } => {
    for (;;) {
      const first = random.pick(FIRST);
      const second = random.pick(SECOND);
      const username = `${first}_${second}${random.int(10, 99)}`;
      if (taken.has(username)) continue;
      taken.add(username);
      const cap = (word: string) => word[0]!.toUpperCase() + word.slice(1);
      return { username, nickname: `${cap(first)} ${cap(second)}` };
    }
  };
  const agentRebate = AGENT_RATES.RNG! / 10;
  const nodes: Node[] = [];
  let uplines: (Node | null)[] = [null]; // null: demo_agent itself
  LEVELS.forEach(({ members, agentShare }, index) => {
    const next: Node[] = [];
    for (const parent of uplines) {
      const count = random.int(members[0], members[1]);
      for (let i = 0; i < count; i++) {
        // demo_agent's direct members registered over the whole period; a child after its upline,
        // most of them in the first weeks after it joined (recruiting slows down later).
        const parentDay = parent ? parent.registeredDay : REGISTRATION_DAYS;
        const registeredDay = parent ? random.int(Math.floor(parentDay / 4), parentDay - 1) : random.int(0, parentDay - 1);
        const agent = registeredDay >= AGENT_MIN_DAYS && random.chance(agentShare);
        const ceiling = parent ? parent.rebateTenths : agentRebate;
        // An agent keeps a margin below its upline for its own members; a player takes 0.3-1.0 %.
        const rebateTenths = agent ? Math.max(1, ceiling - random.int(2, 5)) : Math.min(ceiling, random.int(3, 10));
        const node: Node = { ...name(), type: agent ? 2 : 0, level: index + 1, parent, registeredDay, rebateTenths };
        nodes.push(node);
        if (agent) next.push(node);
      }
    }
    uplines = next;
  });
  return nodes;
}

/** An instant on the day `day` days before the seeding day, at or after `after`, never after now. */
function instantOn(random: Random, now: number, day: number, after = 0): number {
  const todayStart = Math.floor(now / DAY_MS) * DAY_MS;
  const start = Math.max(todayStart - day * DAY_MS, after);
  const end = Math.min(todayStart - day * DAY_MS + DAY_MS - 1, now);
  return start >= end ? start : start + Math.floor(random.next() * (end - start));
}

export function seedAgentTeam(db: DatabaseSync): void {
  const now = Date.now();
  const agent = db.prepare('SELECT id, password_hash FROM members WHERE username = ?').get(TEAM_AGENT) as
    { id: number; password_hash: string | null } | undefined;
  if (!agent) return;
  const games = BET_GAME_TYPES.flatMap(
    (type) =>
      db
        .prepare('SELECT node_id, game_name, game_type, vassalage FROM games WHERE game_type = ? ORDER BY popularity LIMIT 2')
        .all(type) as unknown as GameRow[],
  );
  if (games.length === 0) return;
  const rate = db.prepare('INSERT INTO rebate_rates (member_id, category, hundredths) VALUES (?, ?, ?)');

  const insertMember = db.prepare(
    `INSERT INTO members (username, type, nickname, balance_cents, password_hash, parent_id, invite_code, registered_at, register_method,
       last_login_at, frozen, disabled)
     VALUES (?, ?, ?, 0, ?, ?, ?, ?, 'H5', ?, ?, ?) RETURNING id`,
  );
  const setBalance = db.prepare('UPDATE members SET balance_cents = ? WHERE id = ?');
  const login = db.prepare("INSERT INTO logins (member_id, at, ip) VALUES (?, ?, '127.0.0.1')");
  const ledger = db.prepare(
    `INSERT INTO ledger (member_id, type, status, cents, fee_cents, balance_after_cents, created_at, reference, detail, category)
     VALUES (?, ?, ?, ?, 0, ?, ?, ?, ?, ?)`,
  );
  const bet = db.prepare(
    `INSERT INTO bets (member_id, placed_at, cents, valid_cents, win_loss_cents, settled, node_id, game_name, game_type, vassalage)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );

  const plan = teamPlan();
  // Each day's rebate of a category goes to one member who had joined by then.
  const rebatesOf = new Map<Node, SeededRebate[]>();
  for (const rebate of seededRebates(now)) {
    const joined = plan.filter((node) => node.registeredDay > rebate.daysAgo);
    if (joined.length === 0) continue;
    const payee = randomFor(`rebate ${rebate.daysAgo} ${rebate.category}`).pick(joined);
    rebatesOf.set(payee, [...(rebatesOf.get(payee) ?? []), rebate]);
  }

  const ids = new Map<Node, number>();
  let orderSeq = 0;
  let agentSeq = 0;
  for (const node of plan) {
    const random = randomFor(`team member ${node.username}`);
    const registeredAt = instantOn(random, now, node.registeredDay);
    const status = random.next();
    const locked = status < LOCKED_SHARE;
    const frozen = !locked && status < LOCKED_SHARE + FROZEN_SHARE;
    const neverLoggedIn = !locked && random.chance(NEVER_LOGGED_IN_SHARE);

    // What the member did, oldest first: deposits, bets and withdrawals on active days since registering.
    type Event = { at: number; kind: 'deposit' | 'failedDeposit' | 'bet' | 'withdrawal' } | { at: number; kind: 'rebate'; rebate: SeededRebate };
    const events: Event[] = (rebatesOf.get(node) ?? []).map((rebate) => ({ at: rebate.at, kind: 'rebate', rebate }));
    const firstDay = Math.min(node.registeredDay, ACTIVITY_DAYS);
    if (!neverLoggedIn && random.chance(node.type === 2 ? 0.9 : 0.75)) {
      // The first deposit on the day of registering or soon after; later ones on days after that.
      const depositDay = Math.max(0, node.registeredDay - random.int(0, 2));
      const firstAt = instantOn(random, now, depositDay, registeredAt);
      events.push({ at: firstAt, kind: 'deposit' });
      const activeDays = random.int(1, Math.max(1, Math.min(14, depositDay + 1)));
      for (let i = 0; i < activeDays; i++) {
        const day = random.int(0, Math.min(depositDay, firstDay));
        const dayAfter = day === depositDay ? firstAt + 1 : 0;
        if (random.chance(0.25)) events.push({ at: instantOn(random, now, day, dayAfter), kind: random.chance(0.15) ? 'failedDeposit' : 'deposit' });
        const bets = random.int(1, 4);
        for (let b = 0; b < bets; b++) events.push({ at: instantOn(random, now, day, dayAfter), kind: 'bet' });
        if (random.chance(0.12)) events.push({ at: instantOn(random, now, day, dayAfter), kind: 'withdrawal' });
      }
    }
    events.sort((a, b) => a.at - b.at);

    const lastActive = events.findLast((event) => event.kind !== 'rebate')?.at ?? registeredAt; // a rebate paid is not a visit
    const lastLoginAt = neverLoggedIn
      ? null
      : random.chance(0.3)
        ? instantOn(random, now, random.int(0, Math.min(3, node.registeredDay)), lastActive)
        : lastActive;
    const parentId = node.parent ? ids.get(node.parent)! : agent.id;
    const inviteCode = node.type === 2 ? `TM${String(++agentSeq).padStart(4, '0')}` : null;
    const { id } = insertMember.get(
      node.username,
      node.type,
      node.nickname,
      agent.password_hash,
      parentId,
      inviteCode,
      registeredAt,
      lastLoginAt,
      frozen ? 1 : 0,
      locked ? 1 : 0,
    ) as { id: number };
    ids.set(node, id);
    for (const category of REBATE_CATEGORIES) rate.run(id, category, Math.floor((node.rebateTenths * 10 * AGENT_RATES[category]!) / AGENT_RATES.RNG!));

    // Played forward from 0: deposits in, stakes out, settled bets paid, withdrawals of what is there.
    let balance = 0;
    const loginDays = new Set<number>();
    for (const event of events) {
      const reference = (letter: string) => `${letter}${platformDate(event.at).replaceAll('-', '')}${String(++orderSeq).padStart(8, '0')}`;
      if (event.kind === 'rebate') {
        balance += event.rebate.cents;
        ledger.run(id, 'R', 'SUCCESS', event.rebate.cents, balance, event.at, reference('R'), REBATE_DETAIL, event.rebate.category);
        continue; // paid by the platform: not a login
      } else if (event.kind === 'deposit' || event.kind === 'failedDeposit') {
        const cents = random.pick(DEPOSITS_CENTS);
        const ok = event.kind === 'deposit';
        if (ok) balance += cents;
        ledger.run(id, 'D', ok ? 'SUCCESS' : 'FAILED', cents, ok ? balance : null, event.at, reference('D'), random.pick(DEPOSIT_CHANNELS), null);
      } else if (event.kind === 'withdrawal') {
        const cents = Math.floor((balance * random.int(30, 80)) / 100 / 100_00) * 100_00; // whole hundreds
        if (cents <= 0) continue;
        balance -= cents;
        ledger.run(id, 'W', 'SUCCESS', -cents, balance, event.at, reference('W'), `${random.pick(PAYOUT_ACCOUNTS)}${random.int(1000, 9999)}`, null);
      } else {
        const stake = random.pick(STAKES_CENTS);
        if (stake > balance) continue;
        const game = random.pick(games);
        const open = now - event.at < DAY_MS / 4 && random.chance(0.2); // a few of the last hours' bets still open
        const push = !open && game.game_type === 'LIVE' && random.chance(0.1);
        const winLoss = open || push ? 0 : random.chance(0.45) ? Math.floor((stake * random.int(50, 180)) / 100) : -stake;
        balance += open ? -stake : winLoss;
        bet.run(id, event.at, stake, open || push ? 0 : stake, winLoss, open ? 0 : 1, game.node_id, game.game_name, game.game_type, game.vassalage);
      }
      const day = Math.floor(event.at / DAY_MS);
      if (!loginDays.has(day)) {
        loginDays.add(day);
        if (event.at !== lastLoginAt) login.run(id, event.at);
      }
    }
    if (lastLoginAt !== null) login.run(id, lastLoginAt);
    setBalance.run(balance, id);
  }
}
