/**
 * The sandbox's game catalogue: vendors for every category of the spec (G §1, §9) and some 1,200
 * games named from word lists. Generated, not hand-written, but deterministic: each vendor's
 * games come from a generator seeded with the vendor's code.
 */
import { GAME_CATEGORIES, GAME_CLASSIFICATIONS, GAME_TYPES, MIN_BETS, VENDORS, type GameType } from '../../../src/contract/vocabulary.ts';
import { HOME_LIST_SIZE, NEW_RNG_SIZE } from '../../../src/contract/limits.ts';
import { LOTTERIES } from './content-lottery.ts';
import { randomFor, type Random } from './content-random.ts';

export type GameClassification = (typeof GAME_CLASSIFICATIONS)[number];

/**
 * Categories in the server order of the vendor sorting (G §2 "Home", §4 "Vendor sorting"): the
 * in-house vendor has its own INHOUSE category after RNG and the e-sports vendors an ESPORTS
 * category after SPORTS; the electronic lottery comes last, after the lottery.
 */
export const VENDOR_CATEGORY_ORDER: readonly GameType[] = [...GAME_CATEGORIES.filter((category) => category !== 'HOT'), 'ELOTT'];

/** Names of the game menu, in the words of the site's own locale files. */
export const CATEGORY_NAMES: Record<'EN' | 'MY', Record<GameType | 'HOT', string>> = {
  EN: {
    HOT: 'Hot',
    RNG: 'Slots',
    INHOUSE: 'In-house',
    FISH: 'Fishing',
    LIVE: 'Live casino',
    SPORTS: 'Sports',
    ESPORTS: 'E-sports',
    PVP: 'Poker',
    COCKFIGHT: 'Cockfight',
    LOTT: 'Lottery',
    ELOTT: 'E-lottery',
  },
  MY: {
    HOT: 'လူကြိုက်များ',
    RNG: 'စလော့',
    INHOUSE: 'ကိုယ်ပိုင်ဂိမ်း',
    FISH: 'ငါးဖမ်း',
    LIVE: 'တိုက်ရိုက်ကာစီနို',
    SPORTS: 'အားကစား',
    ESPORTS: 'အီး-စပို့',
    PVP: 'ပိုကာ',
    COCKFIGHT: 'ကြက်တိုက်',
    LOTT: 'ထီ',
    ELOTT: 'အီလက်ထရောနစ် ထီ',
  },
};

export interface VendorSeed {
  code: string;
  displayName: string;
}

/** Every vendor, in the order they are listed within a category. The spec names the codes of the in-house, e-sports, cockfight and lottery vendors; the rest are invented. */
export const VENDOR_SEEDS: readonly VendorSeed[] = [
  { code: 'JL', displayName: 'JL Gaming' }, // the spec's vendor with its own tile badge (G §2)
  { code: 'FGS', displayName: 'Fortune Gate' },
  { code: 'MWG', displayName: 'Moonwave Gaming' },
  { code: 'RBT', displayName: 'Red Bamboo' },
  { code: 'SLX', displayName: 'Starlit Slots' },
  { code: 'KNG', displayName: 'Kingfisher Play' },
  { code: 'PXG', displayName: 'Pixel Pagoda' },
  { code: 'TGR', displayName: 'Tiger Reels' },
  { code: VENDORS.inHouse, displayName: 'BGS Originals' },
  { code: 'OCN', displayName: 'Ocean Hunter' },
  { code: 'AUR', displayName: 'Aurora Live' },
  { code: 'SAP', displayName: 'Sapphire Live' },
  { code: 'JDL', displayName: 'Jade Lounge' },
  { code: 'ORC', displayName: 'Orchid Live' },
  { code: 'SMT', displayName: 'Summit Sports' },
  { code: 'KCK', displayName: 'Kickoff Sports' },
  { code: 'VTY', displayName: 'Victory Sports' },
  { code: 'AV', displayName: 'AV E-sports' },
  { code: 'AI', displayName: 'AI E-sports' },
  { code: 'IMES', displayName: 'IM E-sports' },
  { code: 'TF', displayName: 'TF E-sports' },
  { code: 'IA', displayName: 'IA E-sports' },
  { code: 'KPK', displayName: 'King Poker' },
  { code: 'TPX', displayName: 'Table Play' },
  { code: 'DS88', displayName: 'DS88 Sabong' },
  { code: 'DIG', displayName: 'DIG Cockpit' },
  { code: 'TCG_SEA', displayName: 'TCG Southeast Asia' },
  { code: 'TCG_LOTTO_VN', displayName: 'TCG Vietnam Lotto' },
];

export interface GameSeed {
  nodeId: string;
  gameId: string;
  gameName: string;
  gameType: GameType;
  vassalage: string;
  classify: GameClassification | null;
  minBet: number;
  isNew: boolean;
  isTop: boolean;
  isHot: boolean;
  /** Live tables only. */
  roomId: string | null;
  /** List order, 1 = most played. */
  popularity: number;
}

/** One game before numbering: what a catalogue entry's namer gives. */
interface NamedGame {
  gameName: string;
  classify?: GameClassification | null;
}

interface CatalogueEntry {
  vendor: string;
  gameType: GameType;
  count: number;
  /** The vendor's games, `count` of them, unique by name. */
  make: (random: Random, count: number) => NamedGame[];
  minBets: readonly number[];
}

// ---- word lists ----

const ADJECTIVES = [
  'Golden',
  'Lucky',
  'Mighty',
  'Jade',
  'Crimson',
  'Royal',
  'Wild',
  'Mystic',
  'Silver',
  'Blazing',
  'Sacred',
  'Emerald',
  'Ruby',
  'Thunder',
  'Lotus',
  'Imperial',
  'Midnight',
  'Sunny',
  'Frozen',
  'Ancient',
  'Dancing',
  'Hidden',
  'Shining',
  'Happy',
];
const NOUNS = [
  'Dragon',
  'Panda',
  'Tiger',
  'Koi',
  'Phoenix',
  'Elephant',
  'Temple',
  'Pearl',
  'Lantern',
  'Monkey',
  'Buffalo',
  'Rooster',
  'Peacock',
  'Empress',
  'Sultan',
  'Pharaoh',
  'Samurai',
  'Ninja',
  'Genie',
  'Jaguar',
  'Mermaid',
  'Unicorn',
  'Wolf',
  'Fox',
  'Pagoda',
  'Cherry',
  'Volcano',
  'Galaxy',
  'Pirate',
  'Viking',
];
const SUFFIXES = [
  'Fortune',
  'Riches',
  'Treasure',
  'Ways',
  'Deluxe',
  'Link',
  'Blitz',
  'Hold & Win',
  'Gold',
  'Bonanza',
  'Spins',
  'Frenzy',
  'Legends',
  'Kingdom',
  'Quest',
  'Rush',
  'Party',
  'Festival',
];
const JACKPOT_SUFFIXES = ['Jackpot', 'Grand Jackpot', 'Jackpot Link', 'Mega Jackpot', 'Progressive'];
const VIDEO_POKER = ['Jacks or Better', 'Deuces Wild', 'Joker Poker', 'Bonus Poker', 'Double Bonus Poker', 'Aces and Faces', 'Tens or Better'];
const TABLE_GAMES = ['Blackjack', 'European Roulette', 'Baccarat', 'Sic Bo', 'Dragon Tiger', 'Three Card Poker', "Casino Hold'em", 'Red Dog'];
const ARCADE = ['Plinko', 'Keno', 'Bingo', 'Mines', 'Hi-Lo', 'Coin Pusher', 'Crash', 'Wheel of Luck', 'Dice Duel', 'Goal Rush'];
const GAME_VARIANTS = ['Classic', 'Deluxe', 'Multi-Hand', 'Turbo', 'Gold', 'Pro', 'Mini', 'VIP'];
const FISH_NOUNS = ['Ocean', 'Shark', 'Fish', 'Mermaid', 'Kraken', 'Whale', 'Reef', 'Crab', 'Octopus', 'Dragon King', 'Lobster', 'Turtle'];
const FISH_SUFFIXES = ['Hunter', 'King', 'Party', 'Frenzy', 'Shooting', 'Legend', 'Catch', 'Bounty', 'Raid', 'Fishing'];
const IN_HOUSE_GAMES = [
  'Rocket Crash',
  'Jet Crash',
  'Balloon Pop',
  'Mines',
  'Mini Mines',
  'Crystal Mines',
  'Plinko',
  'Plinko X',
  'Dice',
  'Classic Dice',
  'Limbo',
  'Hi-Lo',
  'Cards Hi-Lo',
  'Keno',
  'Quick Keno',
  'Tower Climb',
  'Coin Flip',
  'Lucky Wheel',
  'Penalty Goal',
  'Diamond Match',
  'Stairs',
  'Colour Game',
  'Number Race',
  'Ring of Fortune',
];
/** Live table kinds and how many tables of each a full-size live studio runs. */
const LIVE_TABLES: readonly (readonly [string, number])[] = [
  ['Baccarat', 10],
  ['Speed Baccarat', 5],
  ['Squeeze Baccarat', 3],
  ['Blackjack', 5],
  ['Dragon Tiger', 4],
  ['Roulette', 4],
  ['Sic Bo', 3],
  ['Fan Tan', 2],
  ['Bull Bull', 2],
  ['Lucky Wheel', 2],
];
const CARD_GAMES = [
  "Texas Hold'em",
  'Omaha',
  'Teen Patti',
  'Rummy',
  'Bull Bull',
  'Blackjack',
  'Pai Gow',
  'Thirteen Cards',
  'Mahjong Duel',
  'Andar Bahar',
  'Shan Koe Mee',
  'Domino Qiu Qiu',
  'Tongits',
  'Big Two',
  'Sam Gong',
  'Poker Dice',
  'Three Cards',
  'Fight the Landlord',
];
const CARD_ROOMS = ['Classic', 'Turbo', 'VIP', 'Beginner', 'Pro', 'Jackpot'];
const VIRTUAL_SPORTS = ['Virtual Football', 'Virtual Basketball', 'Virtual Horse Racing', 'Virtual Greyhounds'];

// ---- namers ----

/** Draws names until `count` distinct ones exist (the word lists hold thousands of combinations). */
function distinct(random: Random, count: number, draw: (random: Random) => NamedGame): NamedGame[] {
  const byName = new Map<string, NamedGame>();
  for (let attempts = 0; byName.size < count; attempts++) {
    if (attempts > count * 50) throw new Error(`cannot name ${count} distinct games`);
    const game = draw(random);
    if (!byName.has(game.gameName)) byName.set(game.gameName, game);
  }
  return [...byName.values()];
}

function slotName(random: Random): string {
  const roll = random.next();
  if (roll < 0.4) return `${random.pick(ADJECTIVES)} ${random.pick(NOUNS)} ${random.pick(SUFFIXES)}`;
  if (roll < 0.75) return `${random.pick(ADJECTIVES)} ${random.pick(NOUNS)}`;
  return `${random.pick(NOUNS)} ${random.pick(SUFFIXES)}`;
}

/** An RNG game: mostly plain slots; some jackpot, scratch, video-poker, table and arcade games (G §2 "Filter panel"). */
function rngGame(random: Random): NamedGame {
  const roll = random.next();
  if (roll < 0.14) return { gameName: `${random.pick(ADJECTIVES)} ${random.pick(NOUNS)} ${random.pick(JACKPOT_SUFFIXES)}`, classify: 'JP' };
  if (roll < 0.22) return { gameName: `${random.pick(ADJECTIVES)} ${random.pick(NOUNS)} Scratch`, classify: 'SC' };
  if (roll < 0.28) return { gameName: `${random.pick(VIDEO_POKER)} ${random.pick(GAME_VARIANTS)}`, classify: 'VP' };
  if (roll < 0.34) return { gameName: `${random.pick(TABLE_GAMES)} ${random.pick(GAME_VARIANTS)}`, classify: 'TG' };
  if (roll < 0.44) return { gameName: `${random.pick(ADJECTIVES)} ${random.pick(ARCADE)}`, classify: 'AC' };
  return { gameName: slotName(random), classify: null };
}

const fishGame = (random: Random): NamedGame => ({ gameName: `${random.pick(ADJECTIVES)} ${random.pick(FISH_NOUNS)} ${random.pick(FISH_SUFFIXES)}` });

/** The first `count` names of a fixed list (in-house games, lobbies…). */
const fixed = (names: readonly string[]) => (_random: Random, count: number) => names.slice(0, count).map((gameName) => ({ gameName }));

/** Live tables dealt round-robin over the kinds, so a small studio still has a bit of everything. */
function liveTables(_random: Random, count: number): NamedGame[] {
  const tables: NamedGame[] = [];
  for (let round = 1; tables.length < count; round++) {
    for (const [kind, most] of LIVE_TABLES) {
      if (round <= most && tables.length < count) tables.push({ gameName: `${kind} ${round}` });
    }
  }
  return tables;
}

const cardRoom = (random: Random): NamedGame => ({ gameName: `${random.pick(CARD_GAMES)} ${random.pick(CARD_ROOMS)}` });

// ---- the catalogue ----

/** Entry stakes outside the RNG filter panel (which only offers MIN_BETS): ours, typical of each kind of game. */
const CENT_BETS = [0.1, 0.5, 1];
const LOTTERY_MIN_BET = 0.1;
const TABLE_BETS = [1, 5, 10, 20];
const SLOT_VENDORS: readonly (readonly [string, number])[] = [
  ['JL', 140],
  ['FGS', 120],
  ['MWG', 120],
  ['RBT', 110],
  ['SLX', 110],
  ['KNG', 100],
  ['PXG', 110],
  ['TGR', 110],
];
const FISH_VENDORS: readonly (readonly [string, number])[] = [
  ['JL', 20],
  ['RBT', 12],
  ['KNG', 15],
  ['OCN', 16],
];
const LIVE_STUDIOS: readonly (readonly [string, number])[] = [
  ['AUR', 40],
  ['SAP', 36],
  ['JDL', 30],
  ['ORC', 24],
];
const CARD_VENDORS: readonly (readonly [string, number])[] = [
  ['KPK', 40],
  ['TPX', 36],
];
const SPORTS_VENDORS = ['SMT', 'KCK', 'VTY'];
const COCKFIGHT_ARENAS: Record<string, readonly string[]> = {
  DS88: ['Main Arena', 'Derby Arena', 'Night Derby'],
};
const vendorName = (code: string) => VENDOR_SEEDS.find((vendor) => vendor.code === code)?.displayName ?? code;

const CATALOGUE: readonly CatalogueEntry[] = [
  ...SLOT_VENDORS.map(([vendor, count]): CatalogueEntry => ({ vendor, gameType: 'RNG', count, make: (r, n) => distinct(r, n, rngGame), minBets: MIN_BETS })),
  { vendor: VENDORS.inHouse, gameType: 'INHOUSE', count: IN_HOUSE_GAMES.length, make: fixed(IN_HOUSE_GAMES), minBets: CENT_BETS },
  ...FISH_VENDORS.map(([vendor, count]): CatalogueEntry => ({ vendor, gameType: 'FISH', count, make: (r, n) => distinct(r, n, fishGame), minBets: CENT_BETS })),
  ...LIVE_STUDIOS.map(([vendor, count]): CatalogueEntry => ({ vendor, gameType: 'LIVE', count, make: liveTables, minBets: TABLE_BETS })),
  // A sportsbook is one lobby game per vendor; the first vendor adds virtual sports.
  ...SPORTS_VENDORS.map((vendor, index): CatalogueEntry => {
    const lobbies = [vendorName(vendor), ...(index === 0 ? VIRTUAL_SPORTS : [])];
    return { vendor, gameType: 'SPORTS', count: lobbies.length, make: fixed(lobbies), minBets: [1] };
  }),
  ...VENDORS.esports.map((vendor): CatalogueEntry => ({ vendor, gameType: 'ESPORTS', count: 1, make: fixed([vendorName(vendor)]), minBets: [1] })),
  ...CARD_VENDORS.map(([vendor, count]): CatalogueEntry => ({
    vendor,
    gameType: 'PVP',
    count,
    make: (r, n) => distinct(r, n, cardRoom),
    minBets: [0.5, 1, 5],
  })),
  // One cockfight vendor of the two the spec names: the home menu launches a category's only vendor
  // directly (G §2), and this is the category that shows it.
  ...VENDORS.cockfight.slice(0, 1).map((vendor): CatalogueEntry => {
    const arenas = COCKFIGHT_ARENAS[vendor] ?? [];
    return { vendor, gameType: 'COCKFIGHT', count: arenas.length, make: fixed(arenas), minBets: [5, 10] };
  }),
];

/** Share of each category's games that carry a flag, before the minimums below top it up. */
const FLAG_SHARE = { isHot: 0.06, isTop: 0.1, isNew: 0.08 } as const;
/** First node id: node ids are numbers as text, like the platform's. */
const FIRST_NODE_ID = 10001;

function flagged(random: Random, named: NamedGame, entry: CatalogueEntry): Omit<GameSeed, 'nodeId' | 'gameId' | 'popularity'> {
  return {
    gameName: named.gameName,
    gameType: entry.gameType,
    vassalage: entry.vendor,
    classify: named.classify ?? null,
    minBet: random.pick(entry.minBets),
    isHot: random.chance(FLAG_SHARE.isHot),
    isTop: random.chance(FLAG_SHARE.isTop),
    isNew: random.chance(FLAG_SHARE.isNew),
    roomId: null,
  };
}

/** Sets `flag` on the first games matching `where` until at least `minimum` carry it. */
function topUp(games: GameSeed[], flag: 'isHot' | 'isTop' | 'isNew', minimum: number, where: (game: GameSeed) => boolean): void {
  let have = games.filter((game) => game[flag] && where(game)).length;
  for (const game of games) {
    if (have >= minimum) return;
    if (!game[flag] && where(game)) {
      game[flag] = true;
      have++;
    }
  }
}

/** Every game of the sandbox, lotteries included, in a stable order. */
export function generateGames(): GameSeed[] {
  const games: GameSeed[] = [];
  let nodeId = FIRST_NODE_ID;
  for (const entry of CATALOGUE) {
    const random = randomFor(`${entry.vendor}:${entry.gameType}`);
    entry.make(random, entry.count).forEach((named, index) => {
      const number = String(index + 1).padStart(3, '0');
      const game = flagged(random, named, entry);
      if (entry.gameType === 'LIVE') game.roomId = `${entry.vendor}-T${number}`;
      games.push({ ...game, nodeId: String(nodeId++), gameId: `${entry.vendor}-${entry.gameType}-${number}`, popularity: 0 });
    });
  }
  const random = randomFor('lotteries');
  for (const lottery of LOTTERIES) {
    games.push({
      nodeId: String(nodeId++),
      gameId: lottery.code,
      gameName: lottery.name,
      gameType: lottery.gameType,
      vassalage: lottery.vassalage,
      classify: null,
      minBet: LOTTERY_MIN_BET,
      isHot: lottery.popular,
      isTop: lottery.popular,
      isNew: random.chance(FLAG_SHARE.isNew),
      roomId: null,
      popularity: 0,
    });
  }
  // Hot games of every type (the HOT tab filters them by type), a full home list, a full new-RNG row.
  for (const type of GAME_TYPES) topUp(games, 'isHot', 1, (game) => game.gameType === type);
  topUp(games, 'isTop', HOME_LIST_SIZE, () => true);
  topUp(games, 'isNew', NEW_RNG_SIZE, (game) => game.gameType === 'RNG');
  rankByPopularity(games);
  return games;
}

/** Mixed vendors on every page, with the hot and recommended games nearer the top. */
function rankByPopularity(games: GameSeed[]): void {
  const random = randomFor('popularity');
  const keyed = games.map((game) => ({ game, key: random.next() - (game.isTop ? 0.5 : 0) - (game.isHot ? 0.3 : 0) }));
  keyed.sort((a, b) => a.key - b.key);
  keyed.forEach(({ game }, index) => {
    game.popularity = index + 1;
  });
}
