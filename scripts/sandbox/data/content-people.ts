/** People in the seed: winners of the winner board, live-casino hosts, and support chat messages. */
import type { GameSeed } from './content-games.ts';
import { randomFor } from './content-random.ts';

export interface WinnerSeed {
  nodeId: string;
  /** The full (invented) username; the board shows it masked. */
  username: string;
  winAmount: number;
  jackpot: boolean;
}

/** Ours: how many wins of each kind the board holds, more than it shows (WINNER_LIMIT) so the order matters. */
export const SEEDED_WINS = { normal: 28, jackpot: 12 } as const;
/** Ours: win amounts in whole currency units. */
const NORMAL_WIN_RANGE = [500, 80_000] as const;
const JACKPOT_WIN_RANGE = [100_000, 2_500_000] as const;

const NAME_SYLLABLES = [
  'min',
  'aung',
  'thu',
  'kyaw',
  'zaw',
  'hla',
  'myo',
  'win',
  'naing',
  'htet',
  'linn',
  'phyo',
  'soe',
  'tun',
  'lwin',
  'nay',
  'ko',
  'su',
  'mya',
  'ei',
  'lucky',
  'star',
  'big',
  'ace',
];

export function generateWinners(games: readonly GameSeed[]): WinnerSeed[] {
  const random = randomFor('winners');
  const username = () => `${random.pick(NAME_SYLLABLES)}${random.pick(NAME_SYLLABLES)}${random.chance(0.7) ? random.int(1, 99) : ''}`;
  const money = ([min, max]: readonly [number, number]) => random.int(min * 100, max * 100) / 100;
  const everyday = games.filter((game) => ['RNG', 'FISH', 'LIVE', 'PVP', 'INHOUSE'].includes(game.gameType));
  const jackpotGames = games.filter((game) => game.classify === 'JP');
  const wins = (count: number, pool: readonly GameSeed[], range: readonly [number, number], jackpot: boolean) =>
    Array.from({ length: count }, () => ({ nodeId: random.pick(pool).nodeId, username: username(), winAmount: money(range), jackpot }));
  return [...wins(SEEDED_WINS.normal, everyday, NORMAL_WIN_RANGE, false), ...wins(SEEDED_WINS.jackpot, jackpotGames, JACKPOT_WIN_RANGE, true)];
}

export interface LiveHostSeed {
  id: string;
  name: string;
  nodeId: string;
  online: boolean;
}

const HOST_NAMES = [
  'Mya',
  'Linh',
  'Suda',
  'Aye Chan',
  'Nanda',
  'Mei',
  'Hana',
  'Thiri',
  'Ploy',
  'Lan',
  'Yuki',
  'Mai',
  'Nilar',
  'Kanya',
  'Ari',
  'Sora',
  'Bella',
  'Nora',
  'Ivy',
  'Jasmine',
  'Rose',
  'Luna',
  'Chloe',
  'Nyein',
];
/** Ours: share of hosts at a table right now. */
const HOSTS_ONLINE_SHARE = 0.6;

/** One host per name, each dealing at one live table. */
export function generateLiveHosts(games: readonly GameSeed[]): LiveHostSeed[] {
  const random = randomFor('live-hosts');
  const tables = games.filter((game) => game.gameType === 'LIVE');
  return HOST_NAMES.map((name, index) => ({
    id: `host-${String(index + 1).padStart(2, '0')}`,
    name,
    nodeId: random.pick(tables).nodeId,
    online: random.chance(HOSTS_ONLINE_SHARE),
  }));
}

/** Unread and read support-chat messages per demo member; members not listed have none. */
export const CHAT_INBOX: Readonly<Record<string, { unread: number; read: number }>> = {
  demo_member: { unread: 3, read: 2 },
  demo_agent: { unread: 7, read: 5 },
  // Above the badge cap (99+) on purpose.
  demo_subagent: { unread: 120, read: 0 },
};

export const CHAT_LINES = [
  'Hello! How can we help you today?',
  'Your deposit has been credited to your wallet.',
  'Thank you for waiting, your withdrawal is being processed.',
  'The promotion bonus has been added to your account.',
  'Please send a screenshot of the payment so we can check it.',
  'Is there anything else we can help you with?',
];
