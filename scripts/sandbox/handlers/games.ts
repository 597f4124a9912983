/** Game calls (G §7): vendors, lists, favourites, recent, launch, winners, lottery, live models. */
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { BIG_WINS_SHOWN } from '../../../src/constants.ts';
import { HOME_LIST_SIZE, NEW_RNG_SIZE, PAGE_SIZE } from '../../../src/contract/limits.ts';
import { type GameType } from '../../../src/contract/vocabulary.ts';
import type { Game, ValueOf } from '../../../src/contract/schemas.ts';
import { CATEGORY_NAMES, VENDOR_CATEGORY_ORDER, type GameClassification } from '../data/content-games.ts';
import {
  LOTTERIES,
  LOTTERY_MENUS,
  lotteryByCode,
  nextDrawAt,
  NUMERO_DRAWS,
  numeroCounts,
  recentDraws,
  regionOf,
  VN_REGIONS,
  vnRegionLottery,
  type LotteryDefinition,
  type VnRegion,
} from '../data/content-lottery.ts';
import { platformDate, platformTimestamp } from '../data/content-time.ts';
import { gameIconFields, gameIconPath, hostAvatarPath } from '../images/paths.ts';
import { PlatformError } from '../platform-error.ts';
import { HOOKS_PREFIX, type Handlers } from './types.ts';

/** Ours: how many recent games a member keeps; older ones drop off the end. */
export const RECENT_GAMES_KEPT = 100;
/** Ours: days of Vietnamese results per region the recent-results call gives. */
export const VN_RECENT_DRAWS = 7;
/** Where launchGame sends players: the stand-in game page (../stand-ins.ts). */
const PLAY_PATH = `${HOOKS_PREFIX}/play`;

// ---- games from the database ----

interface GameRow {
  node_id: string;
  game_id: string;
  game_name: string;
  game_type: GameType;
  vassalage: string;
  display_name: string;
  classify: GameClassification | null;
  min_bet: number;
  is_new: number;
  is_top: number;
  is_hot: number;
  room_id: string | null;
}

const GAME_COLUMNS =
  'g.node_id, g.game_id, g.game_name, g.game_type, g.vassalage, v.display_name, g.classify, g.min_bet, g.is_new, g.is_top, g.is_hot, g.room_id';
const GAMES = 'games g JOIN vendors v ON v.code = g.vassalage';
/** A table that names games by node id (favourites, recent games, winners), joined to the games and their vendors. */
const withGames = (table: string, alias: string) => `${table} ${alias} JOIN games g ON g.node_id = ${alias}.node_id JOIN vendors v ON v.code = g.vassalage`;
const BY_POPULARITY = 'g.popularity, g.node_id';

const flag = (value: number) => (value ? 1 : 0);

/** What a game's icon is drawn from (../images/paths.ts). */
const iconOf = (row: GameRow) => ({ gameId: row.game_id, gameName: row.game_name, vassalage: row.vassalage, nodeId: row.node_id });

function toGame(row: GameRow): Game {
  return {
    gameId: row.game_id,
    nodeId: row.node_id,
    nodeName: row.game_name,
    gameName: row.game_name,
    gameType: row.game_type,
    vassalage: row.vassalage,
    displayName: row.display_name,
    // Paths on the image CDN the status call names (imageCDNs); a few games have iconUrl only.
    ...gameIconFields(iconOf(row)),
    isNew: flag(row.is_new),
    isTop: flag(row.is_top),
    isHot: flag(row.is_hot),
    roomId: row.room_id,
    supportPlay: true,
    gameClassify: row.classify,
    minBet: row.min_bet,
  };
}

/** A WHERE clause and its parameters. */
type Condition = [sql: string, ...params: SQLInputValue[]];

interface GameQuery {
  from?: string;
  where: Condition[];
  orderBy?: string;
}

function whereClause(where: Condition[]): { sql: string; params: SQLInputValue[] } {
  return { sql: where.length ? `WHERE ${where.map(([sql]) => sql).join(' AND ')}` : '', params: where.flatMap(([, ...params]) => params) };
}

function selectGames(db: DatabaseSync, { from = GAMES, where, orderBy = BY_POPULARITY }: GameQuery, limit = -1, offset = 0): Game[] {
  const clause = whereClause(where);
  const rows = db.prepare(`SELECT ${GAME_COLUMNS} FROM ${from} ${clause.sql} ORDER BY ${orderBy} LIMIT ? OFFSET ?`).all(...clause.params, limit, offset);
  return (rows as unknown as GameRow[]).map(toGame);
}

/** One page and the page count (0 when nothing matches; a page past the end is empty). */
function pageOfGames(db: DatabaseSync, query: GameQuery, pageNo: number, pageSize: number): { games: Game[]; totalPages: number } {
  const clause = whereClause(query.where);
  const { total } = db.prepare(`SELECT count(*) AS total FROM ${query.from ?? GAMES} ${clause.sql}`).get(...clause.params) as { total: number };
  return { games: selectGames(db, query, pageSize, (pageNo - 1) * pageSize), totalPages: Math.ceil(total / pageSize) };
}

interface GameFilters {
  gameName?: string;
  gameType?: GameType;
  vassalage?: string;
  gameClassify?: GameClassification;
  minBet?: number;
  isNew?: number;
  isTop?: number;
}

/** Absorbs float noise when comparing bets such as 0.1. */
const BET_EPSILON = 1e-9;

/**
 * The game-list filters (G §3 "Game list query"); an empty text filter is no filter. minLine is
 * accepted and ignored (the seed has no pay lines), as is language (names are the vendors' own).
 */
function filterConditions(filters: GameFilters): Condition[] {
  const where: Condition[] = [];
  const name = filters.gameName?.trim().toLowerCase();
  if (name) where.push(['instr(lower(g.game_name), ?) > 0', name]);
  if (filters.gameType) where.push(['g.game_type = ?', filters.gameType]);
  if (filters.vassalage) where.push(['g.vassalage = ?', filters.vassalage]);
  if (filters.gameClassify) where.push(['g.classify = ?', filters.gameClassify]);
  // The panel offers each seeded entry stake (MIN_BETS): a choice lists the games with exactly that minimum bet.
  if (filters.minBet !== undefined) where.push(['abs(g.min_bet - ?) < ?', filters.minBet, BET_EPSILON]);
  if (filters.isNew !== undefined) where.push(['g.is_new = ?', filters.isNew]);
  if (filters.isTop !== undefined) where.push(['g.is_top = ?', filters.isTop]);
  return where;
}

function requireGame(db: DatabaseSync, nodeId: string): GameRow {
  const row = db.prepare(`SELECT ${GAME_COLUMNS} FROM ${GAMES} WHERE g.node_id = ?`).get(nodeId);
  if (!row) throw new PlatformError('game.notFound', `nodeId: no game ${nodeId}`);
  return row as unknown as GameRow;
}

// ---- vendors ----

type VendorSorting = ValueOf<'vendorGameTypes'>['sorting'];

/** Categories in the server order, each with its vendors, derived from the games so they always agree. */
function vendorSorting(db: DatabaseSync): VendorSorting {
  const rows = db
    .prepare('SELECT DISTINCT g.game_type, v.code, v.display_name, v.position FROM games g JOIN vendors v ON v.code = g.vassalage ORDER BY v.position')
    .all() as { game_type: string; code: string; display_name: string }[];
  return VENDOR_CATEGORY_ORDER.map((category) => ({
    gameCategory: category,
    vendorNames: rows.filter((row) => row.game_type === category).map((row) => ({ vassalage: row.code, displayName: row.display_name })),
  })).filter((entry) => entry.vendorNames.length > 0);
}

// ---- favourites and recent games ----

function favouritesOf(memberId: number, gameType?: GameType): GameQuery {
  const where: Condition[] = [['f.member_id = ?', memberId]];
  if (gameType) where.push(['g.game_type = ?', gameType]);
  return { from: withGames('favourites', 'f'), where, orderBy: 'f.added_seq DESC' };
}

/** Puts the game at the top of the member's recent games, keeping the last RECENT_GAMES_KEPT. */
function recordRecent(db: DatabaseSync, memberId: number, nodeId: string): void {
  db.prepare(
    `INSERT INTO recent_games (member_id, node_id, played_seq)
     VALUES (?, ?, (SELECT coalesce(max(played_seq), 0) + 1 FROM recent_games WHERE member_id = ?))
     ON CONFLICT (member_id, node_id) DO UPDATE SET played_seq = excluded.played_seq`,
  ).run(memberId, nodeId, memberId);
  db.prepare(
    `DELETE FROM recent_games WHERE member_id = ? AND played_seq <=
       (SELECT played_seq FROM recent_games WHERE member_id = ? ORDER BY played_seq DESC LIMIT 1 OFFSET ?)`,
  ).run(memberId, memberId, RECENT_GAMES_KEPT);
}

// ---- winners ----

interface WinnerRow extends GameRow {
  username: string;
  win_amount: number;
  jackpot: number;
}

/** "minthu88" → "mi***8": enough for a player to recognise their own win, not enough to find anyone. */
export function maskCustomerName(username: string): string {
  return `${username.slice(0, 2)}***${username.slice(-1)}`;
}

// ---- lottery ----

function lotteryEntry(lottery: LotteryDefinition, now: number, nodeIds: ReadonlyMap<string, string>): ValueOf<'lotteryList'>['list'][number] {
  const region = regionOf(lottery);
  return {
    code: lottery.code,
    name: lottery.name,
    vassalage: lottery.vassalage,
    // A lottery is a game too (content-games.ts seeds one per lottery, gameId = code): the lobby launches its node.
    nodeId: nodeIds.get(lottery.code) ?? '',
    gameType: lottery.gameType,
    ...(region ? { region } : {}),
    iconUrl: gameIconPath({ gameId: lottery.code, gameName: lottery.name, vassalage: lottery.vassalage }, '1x'),
    nextDrawAt: platformTimestamp(nextDrawAt(lottery, now)),
  };
}

/** Each lottery's game node, by lottery code. */
function lotteryNodeIds(db: DatabaseSync): Map<string, string> {
  const rows = db.prepare("SELECT game_id, node_id FROM games WHERE game_type IN ('LOTT', 'ELOTT')").all() as { game_id: string; node_id: string }[];
  return new Map(rows.map((row) => [row.game_id, row.node_id]));
}

const regionsAsked = (region?: VnRegion) => (region ? [region] : VN_REGIONS);

// ---- the handlers ----

export const gameHandlers = {
  vendorGameTypes: (_request, { db }) => {
    const sorting = vendorSorting(db);
    return { mapping: Object.fromEntries(sorting.map((entry) => [entry.gameCategory, entry.vendorNames])), sorting };
  },

  gameList: ({ input }, { db }) => {
    const { games, totalPages } = pageOfGames(db, { where: filterConditions(input) }, input.pageNo, input.pageSize);
    return { games, pageNum: input.pageNo, totalPages };
  },

  homeGameLists: (_request, { db }) => ({
    top: selectGames(db, { where: filterConditions({ isTop: 1 }) }, HOME_LIST_SIZE),
    newRng: selectGames(db, { where: filterConditions({ gameType: 'RNG', isNew: 1 }) }, NEW_RNG_SIZE),
  }),

  // Every type's hot games at once: the HOT tab filters them by type without asking again (G §4).
  hotGames: (_request, { db }) => ({ list: selectGames(db, { where: [['g.is_hot = 1']] }) }),

  favouriteIds: ({ input, member }, { db }) => {
    const rows = db.prepare('SELECT node_id FROM favourites WHERE member_id = ? ORDER BY added_seq DESC LIMIT ?').all(member.id, input.pageSize) as {
      node_id: string;
    }[];
    return rows.map((row) => row.node_id);
  },

  favouriteList: ({ input, member }, { db }) => {
    const { games, totalPages } = pageOfGames(db, favouritesOf(member.id, input.gameType), input.pageNo, input.pageSize);
    return { content: games, pageNum: input.pageNo, totalPages };
  },

  addFavourite: ({ input, member }, { db }) => {
    const game = requireGame(db, input.nodeId);
    if (game.vassalage !== input.vendor) throw new PlatformError('game.notFound', `vendor: game ${input.nodeId} is not from ${input.vendor}`);
    // Adding an existing favourite changes nothing, not even its place in the list.
    db.prepare(
      `INSERT INTO favourites (member_id, node_id, added_seq)
       VALUES (?, ?, (SELECT coalesce(max(added_seq), 0) + 1 FROM favourites WHERE member_id = ?))
       ON CONFLICT DO NOTHING`,
    ).run(member.id, input.nodeId, member.id);
    return { nodeId: input.nodeId };
  },

  // Removing what is not a favourite (or no game at all) is not an error: the site removes locally first (G §4).
  removeFavourite: ({ input, member }, { db }) => {
    db.prepare('DELETE FROM favourites WHERE member_id = ? AND node_id = ?').run(member.id, input.nodeId);
    return { nodeId: input.nodeId };
  },

  recentAdd: ({ input, member }, { db }) => {
    requireGame(db, input.nodeId);
    recordRecent(db, member.id, input.nodeId);
    return { nodeId: input.nodeId };
  },

  recentList: ({ input, member }, { db }) => {
    const where: Condition[] = [['r.member_id = ?', member.id], ...filterConditions({ gameType: input.gameType, vassalage: input.vassalage })];
    const query = { from: withGames('recent_games', 'r'), where, orderBy: 'r.played_seq DESC' };
    const { games, totalPages } = pageOfGames(db, query, input.page, input.pageSize);
    return { list: games, totalPages };
  },

  launchGame: ({ input, member }, { db }) => {
    const game = requireGame(db, input.nodeId);
    recordRecent(db, member.id, game.node_id);
    const query = new URLSearchParams({
      lang: input.language,
      ...(input.playType ? { playType: input.playType } : {}),
      ...(input.backUrl ? { back: input.backUrl } : {}),
    });
    return { url: `${PLAY_PATH}/${encodeURIComponent(game.node_id)}?${query}` };
  },

  // The first BIG_WINS_SHOWN entries are the biggest ordinary wins the board scrolls; jackpot wins follow (G §2 "Winner board").
  winnerBoard: ({ input }, { db }) => {
    const rows = db
      .prepare(`SELECT ${GAME_COLUMNS}, w.username, w.win_amount, w.jackpot FROM ${withGames('winners', 'w')} ORDER BY w.win_amount DESC, w.id`)
      .all() as unknown as WinnerRow[];
    const bigWins = rows.filter((row) => !row.jackpot).slice(0, BIG_WINS_SHOWN);
    const jackpots = rows.filter((row) => row.jackpot);
    const list = [...bigWins, ...jackpots].slice(0, input.limitNum).map((row) => ({
      vo: {
        iconUrl: gameIconPath(iconOf(row), '1x'),
        gameName: row.game_name,
        customerName: maskCustomerName(row.username),
        winAmount: row.win_amount,
        nodeId: row.node_id,
        vassalage: row.vassalage,
        gameType: row.game_type,
      },
      jackpot: Boolean(row.jackpot),
    }));
    return { list };
  },

  lotteryList: (_request, { db, now }) => {
    const nodeIds = lotteryNodeIds(db);
    return { list: LOTTERIES.map((lottery) => lotteryEntry(lottery, now(), nodeIds)) };
  },

  lotteryMenu: () => ({
    menus: LOTTERY_MENUS.map((menu) => ({ ...menu, lotteries: LOTTERIES.filter((lottery) => lottery.menu === menu.code).map((lottery) => lottery.code) })),
  }),

  popularLottery: (_request, { db, now }) => {
    const nodeIds = lotteryNodeIds(db);
    return { list: LOTTERIES.filter((lottery) => lottery.popular).map((lottery) => lotteryEntry(lottery, now(), nodeIds)) };
  },

  vnLotteryRecent: ({ input }, { now }) => {
    const results = regionsAsked(input.region).flatMap((region, regionOrder) =>
      recentDraws(vnRegionLottery(region), now(), VN_RECENT_DRAWS).map((draw) => ({
        drawDate: platformDate(draw.at),
        region,
        numbers: draw.numbers,
        regionOrder,
      })),
    );
    // Newest day first; within a day, north, central, south.
    results.sort((a, b) => b.drawDate.localeCompare(a.drawDate) || a.regionOrder - b.regionOrder);
    return { list: results.map(({ regionOrder: _order, ...result }) => result) };
  },

  vnLotteryNumero: ({ input }, { now }) => ({
    list: numeroCounts(regionsAsked(input.region).flatMap((region) => recentDraws(vnRegionLottery(region), now(), NUMERO_DRAWS))),
  }),

  lotteryNumero: ({ input }, { now }) => {
    const lottery = lotteryByCode(input.code);
    if (!lottery) throw new PlatformError('game.notFound', `code: no lottery ${input.code}`);
    return { list: numeroCounts(recentDraws(lottery, now(), NUMERO_DRAWS)) };
  },

  gameMenus: ({ input }, { db }) => {
    const names = input.language === 'MY' ? CATEGORY_NAMES.MY : CATEGORY_NAMES.EN;
    const categories: (GameType | 'HOT')[] = ['HOT', ...vendorSorting(db).map((entry) => entry.gameCategory as GameType)];
    return { menus: categories.map((category) => ({ gameCategory: category, name: names[category] })) };
  },

  liveModelList: ({ input }, { db }) => liveHosts(db, input),
} satisfies Partial<Handlers>;

/** Live hosts, those at a table first; optionally one vendor's. */
function liveHosts(
  db: DatabaseSync,
  { pageNo = 1, pageSize = PAGE_SIZE, vassalage }: { pageNo?: number; pageSize?: number; vassalage?: string },
): ValueOf<'liveModelList'> {
  const where: Condition[] = vassalage ? [['g.vassalage = ?', vassalage]] : [];
  const clause = whereClause(where);
  const from = 'live_hosts h JOIN games g ON g.node_id = h.node_id';
  const { total } = db.prepare(`SELECT count(*) AS total FROM ${from} ${clause.sql}`).get(...clause.params) as { total: number };
  const rows = db
    .prepare(`SELECT h.id, h.name, h.node_id, h.online FROM ${from} ${clause.sql} ORDER BY h.online DESC, h.position LIMIT ? OFFSET ?`)
    .all(...clause.params, pageSize, (pageNo - 1) * pageSize) as { id: string; name: string; node_id: string; online: number }[];
  return {
    list: rows.map((row) => ({ id: row.id, name: row.name, avatarUrl: hostAvatarPath(row.name, row.id), online: Boolean(row.online), nodeId: row.node_id })),
    totalPages: Math.ceil(total / pageSize),
  };
}
