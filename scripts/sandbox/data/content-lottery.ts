/**
 * Lotteries of the two lottery vendors the spec names (TCG_SEA and TCG_LOTTO_VN, G §4, §9) and
 * their draws. Results are not stored: each draw's numbers come from a generator seeded with the
 * lottery and the draw time, so "recent results" always end at the sandbox's clock yet never change
 * once drawn.
 */
import { VENDORS } from '../../../src/contract/vocabulary.ts';
import { randomFor, type Random } from './content-random.ts';
import { DAY_MS, platformTimeOfDay } from './content-time.ts';

export type VnRegion = 'north' | 'central' | 'south';
export const VN_REGIONS: readonly VnRegion[] = ['north', 'central', 'south'];

type Schedule = { everyMinutes: number } | { dailyAt: string };
/** Vietnamese results have the regional prize table; the others draw `count` numbers of `digits` digits. */
type DrawFormat = { region: VnRegion } | { digits: number; count: number };

export interface LotteryDefinition {
  code: string;
  name: string;
  vassalage: (typeof VENDORS.lottery)[number];
  gameType: 'LOTT' | 'ELOTT';
  menu: string;
  schedule: Schedule;
  format: DrawFormat;
  popular: boolean;
}

const [VN, SEA] = VENDORS.lottery;

export const LOTTERY_MENUS: readonly { code: string; name: string }[] = [
  { code: 'VN', name: 'Vietnam Lottery' },
  { code: 'FAST', name: 'Fast Draws' },
  { code: 'SEA', name: 'Southeast Asia' },
];

/** Draw times are on the platform clock (content-time.ts); the Vietnamese regions draw at their real-world times. */
export const LOTTERIES: readonly LotteryDefinition[] = [
  {
    code: 'VN_NORTH',
    name: 'Northern Vietnam Lottery',
    vassalage: VN,
    gameType: 'LOTT',
    menu: 'VN',
    schedule: { dailyAt: '18:15' },
    format: { region: 'north' },
    popular: true,
  },
  {
    code: 'VN_CENTRAL',
    name: 'Central Vietnam Lottery',
    vassalage: VN,
    gameType: 'LOTT',
    menu: 'VN',
    schedule: { dailyAt: '17:15' },
    format: { region: 'central' },
    popular: false,
  },
  {
    code: 'VN_SOUTH',
    name: 'Southern Vietnam Lottery',
    vassalage: VN,
    gameType: 'LOTT',
    menu: 'VN',
    schedule: { dailyAt: '16:15' },
    format: { region: 'south' },
    popular: true,
  },
  {
    code: 'VN_FAST_1',
    name: 'Fast Lotto 1 Minute',
    vassalage: VN,
    gameType: 'ELOTT',
    menu: 'FAST',
    schedule: { everyMinutes: 1 },
    format: { region: 'north' },
    popular: true,
  },
  {
    code: 'VN_FAST_3',
    name: 'Fast Lotto 3 Minutes',
    vassalage: VN,
    gameType: 'ELOTT',
    menu: 'FAST',
    schedule: { everyMinutes: 3 },
    format: { region: 'north' },
    popular: false,
  },
  {
    code: 'VN_FAST_5',
    name: 'Fast Lotto 5 Minutes',
    vassalage: VN,
    gameType: 'ELOTT',
    menu: 'FAST',
    schedule: { everyMinutes: 5 },
    format: { region: 'north' },
    popular: false,
  },
  {
    code: 'VN_SUPER_2',
    name: 'Super Lotto 2 Minutes',
    vassalage: VN,
    gameType: 'ELOTT',
    menu: 'FAST',
    schedule: { everyMinutes: 2 },
    format: { region: 'south' },
    popular: false,
  },
  {
    code: 'VN_EXPRESS_10',
    name: 'Southern Express 10 Minutes',
    vassalage: VN,
    gameType: 'ELOTT',
    menu: 'FAST',
    schedule: { everyMinutes: 10 },
    format: { region: 'south' },
    popular: false,
  },
  {
    code: 'VN_KENO_1',
    name: 'Speed Keno 1 Minute',
    vassalage: VN,
    gameType: 'ELOTT',
    menu: 'FAST',
    schedule: { everyMinutes: 1 },
    format: { digits: 2, count: 20 },
    popular: true,
  },
  {
    code: 'SEA_4D_STAR',
    name: 'Sea Star 4D',
    vassalage: SEA,
    gameType: 'LOTT',
    menu: 'SEA',
    schedule: { dailyAt: '19:00' },
    format: { digits: 4, count: 23 },
    popular: true,
  },
  {
    code: 'SEA_4D_BAY',
    name: 'Golden Bay 4D',
    vassalage: SEA,
    gameType: 'LOTT',
    menu: 'SEA',
    schedule: { dailyAt: '19:30' },
    format: { digits: 4, count: 23 },
    popular: false,
  },
  {
    code: 'SEA_3D_MONSOON',
    name: 'Monsoon 3D',
    vassalage: SEA,
    gameType: 'LOTT',
    menu: 'SEA',
    schedule: { dailyAt: '20:00' },
    format: { digits: 3, count: 3 },
    popular: false,
  },
  {
    code: 'SEA_6D_ISLAND',
    name: 'Island 6D',
    vassalage: SEA,
    gameType: 'LOTT',
    menu: 'SEA',
    schedule: { dailyAt: '21:00' },
    format: { digits: 6, count: 1 },
    popular: false,
  },
  {
    code: 'SEA_2D_NOON',
    name: 'Noon 2D',
    vassalage: SEA,
    gameType: 'LOTT',
    menu: 'SEA',
    schedule: { dailyAt: '12:00' },
    format: { digits: 2, count: 1 },
    popular: true,
  },
  {
    code: 'SEA_2D_EVENING',
    name: 'Evening 2D',
    vassalage: SEA,
    gameType: 'LOTT',
    menu: 'SEA',
    schedule: { dailyAt: '16:30' },
    format: { digits: 2, count: 1 },
    popular: true,
  },
  {
    code: 'SEA_5D_LOTUS',
    name: 'Lotus 5D 5 Minutes',
    vassalage: SEA,
    gameType: 'LOTT',
    menu: 'FAST',
    schedule: { everyMinutes: 5 },
    format: { digits: 5, count: 1 },
    popular: false,
  },
  {
    code: 'SEA_PICK3_HARBOUR',
    name: 'Harbour Pick 3',
    vassalage: SEA,
    gameType: 'LOTT',
    menu: 'FAST',
    schedule: { everyMinutes: 10 },
    format: { digits: 3, count: 1 },
    popular: false,
  },
];

/** Prize table of a Vietnamese regional draw: [digits, how many numbers], special prize first. */
const VN_PRIZES: Record<VnRegion, readonly (readonly [number, number])[]> = {
  // North: special, 1st, 2nd ×2, 3rd ×6 (5 digits); 4th ×4, 5th ×6 (4); 6th ×3 (3); 7th ×4 (2): 27 numbers.
  north: [
    [5, 1],
    [5, 1],
    [5, 2],
    [5, 6],
    [4, 4],
    [4, 6],
    [3, 3],
    [2, 4],
  ],
  // Central and south: special (6 digits); 1st, 2nd, 3rd ×2, 4th ×7 (5); 5th, 6th ×3 (4); 7th (3); 8th (2): 18 numbers.
  central: [
    [6, 1],
    [5, 1],
    [5, 1],
    [5, 2],
    [5, 7],
    [4, 1],
    [4, 3],
    [3, 1],
    [2, 1],
  ],
  south: [
    [6, 1],
    [5, 1],
    [5, 1],
    [5, 2],
    [5, 7],
    [4, 1],
    [4, 3],
    [3, 1],
    [2, 1],
  ],
};

export function lotteryByCode(code: string): LotteryDefinition | undefined {
  return LOTTERIES.find((lottery) => lottery.code === code);
}

/** The regional daily lottery of a Vietnamese region. */
export function vnRegionLottery(region: VnRegion): LotteryDefinition {
  const lottery = LOTTERIES.find((candidate) => candidate.gameType === 'LOTT' && 'region' in candidate.format && candidate.format.region === region);
  if (!lottery) throw new Error(`no lottery for region ${region}`);
  return lottery;
}

/** The region whose results vnLotteryRecent gives, for a regional daily lottery; none for the others. */
export function regionOf(lottery: LotteryDefinition): VnRegion | undefined {
  return VN_REGIONS.find((region) => vnRegionLottery(region) === lottery);
}

/** The latest draw at or before `now` (ms). */
function latestDraw(lottery: LotteryDefinition, now: number): number {
  const { schedule } = lottery;
  if ('everyMinutes' in schedule) {
    const every = schedule.everyMinutes * 60_000;
    return Math.floor(now / every) * every;
  }
  const today = platformTimeOfDay(now, schedule.dailyAt);
  return today <= now ? today : today - DAY_MS;
}

function drawSpacing(lottery: LotteryDefinition): number {
  return 'everyMinutes' in lottery.schedule ? lottery.schedule.everyMinutes * 60_000 : DAY_MS;
}

export function nextDrawAt(lottery: LotteryDefinition, now: number): number {
  return latestDraw(lottery, now) + drawSpacing(lottery);
}

const digitsOf = (random: Random, digits: number) => String(random.int(0, 10 ** digits - 1)).padStart(digits, '0');

function drawNumbers(lottery: LotteryDefinition, at: number): string[] {
  const random = randomFor(`${lottery.code}:${at}`);
  const { format } = lottery;
  if ('region' in format) return VN_PRIZES[format.region].flatMap(([digits, count]) => Array.from({ length: count }, () => digitsOf(random, digits)));
  return Array.from({ length: format.count }, () => digitsOf(random, format.digits));
}

export interface Draw {
  at: number;
  numbers: string[];
}

/** The last `count` draws up to `now`, newest first. */
export function recentDraws(lottery: LotteryDefinition, now: number, count: number): Draw[] {
  const latest = latestDraw(lottery, now);
  const spacing = drawSpacing(lottery);
  return Array.from({ length: count }, (_, index) => {
    const at = latest - index * spacing;
    return { at, numbers: drawNumbers(lottery, at) };
  });
}

/** Ours: how many recent draws the number statistics ("numero") count. */
export const NUMERO_DRAWS = 30;

/**
 * How often each two-digit ending 00-99 came out in the draws (the "lô tô" count players read):
 * all hundred numbers, most frequent first, then by number.
 */
export function numeroCounts(draws: readonly Draw[]): { number: string; count: number }[] {
  const counts = new Map<string, number>(Array.from({ length: 100 }, (_, n) => [String(n).padStart(2, '0'), 0]));
  for (const draw of draws) {
    for (const number of draw.numbers) {
      const ending = number.slice(-2);
      counts.set(ending, (counts.get(ending) ?? 0) + 1);
    }
  }
  return [...counts].map(([number, count]) => ({ number, count })).sort((a, b) => b.count - a.count || a.number.localeCompare(b.number));
}
