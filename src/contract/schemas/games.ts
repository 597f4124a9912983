/** Games (G §2, §4): lists, favourites, recent, launch, winners, lotteries, live models. */
import { z } from 'zod';
import { GAME_CLASSIFICATIONS } from '../vocabulary.ts';
import { GAME_NAME_MAX_LENGTH } from '../limits.ts';
import type { CallId } from '../calls.ts';
import { text, id, qInt, qNumber, flag01, languageCode, date, timestamp, url, gameType } from './blocks.ts';

export const game = z.object({
  gameId: z.string(),
  nodeId: z.string(),
  nodeName: z.string(),
  gameName: z.string(),
  gameType,
  vassalage: z.string().describe('Vendor code.'),
  displayName: z.string().describe('Vendor display name.'),
  mobileLargeIcon: url,
  showIcon: url,
  iconUrl: url,
  isNew: flag01,
  isTop: flag01,
  isHot: flag01,
  roomId: z.string().nullable(),
  supportPlay: z.boolean(),
  gameClassify: z.enum(GAME_CLASSIFICATIONS).nullable(),
  minBet: z.number(),
});
export const gamePage = z.object({ games: z.array(game), pageNum: z.number().int(), totalPages: z.number().int() });
export const vendor = z.object({ vassalage: z.string(), displayName: z.string() });
export const favouriteKey = z.strictObject({ nodeId: id, vendor: id });

export const vnRegion = z.enum(['north', 'central', 'south']);

export const lottery = z.object({
  code: z.string(),
  name: z.string(),
  vassalage: z.string(),
  // Ours: a lottery is a game on the platform; the lobby launches it with launchGame, which takes a node id.
  nodeId: z.string().describe('The game node of the lottery (launchGame).'),
  gameType: z.enum(['LOTT', 'ELOTT']),
  region: vnRegion.optional().describe('Vietnamese regional lotteries only: whose results vnLotteryRecent gives.'),
  iconUrl: url,
  nextDrawAt: timestamp.describe('On the platform clock (UTC+7).'),
});

export const GAMES_SCHEMAS = {
  vendorGameTypes: {
    request: z.strictObject({ typeId: qInt(1, 1), merchant_code: text(32) }),
    response: z.object({
      mapping: z.record(z.string(), z.array(vendor)).describe('Category → vendors.'),
      sorting: z.array(z.object({ gameCategory: z.string(), vendorNames: z.array(vendor) })),
    }),
  },
  gameList: {
    request: z.strictObject({
      merchant: text(32),
      platform: z.literal('html5'),
      clientType: qInt(2, 2),
      gameName: text(GAME_NAME_MAX_LENGTH).optional(),
      gameType: gameType.optional(),
      pageNo: qInt(1, 10_000),
      pageSize: qInt(1, 100),
      vassalage: text(32).optional(),
      gameClassify: z.enum(GAME_CLASSIFICATIONS).optional(),
      minBet: qNumber(0, 1_000_000).optional(),
      minLine: qInt(0, 10_000).optional(),
      language: languageCode,
      isNew: qInt(0, 1).optional(),
      isTop: qInt(0, 1).optional(),
    }),
    response: gamePage,
  },
  homeGameLists: {
    request: z.strictObject({ language: languageCode }),
    response: z.object({ top: z.array(game).describe('Page 1, 40 games, isTop = 1.'), newRng: z.array(game).describe('6 new RNG games.') }),
  },
  hotGames: {
    request: z.strictObject({ isPlatform: qInt(2, 2), language: languageCode, platform: z.literal('html5'), merchantCode: text(32).optional() }),
    response: z.object({ list: z.array(game) }),
  },
  favouriteIds: {
    request: z.strictObject({ pageNo: qInt(1, 1), pageSize: qInt(1, 100) }),
    response: z.array(z.string()).describe("Node ids of the member's favourites."),
  },
  favouriteList: {
    request: z.strictObject({ pageNo: qInt(1, 10_000), pageSize: qInt(1, 100), gameType: gameType.optional(), language: languageCode }),
    response: z.object({ content: z.array(game), pageNum: z.number().int(), totalPages: z.number().int() }),
  },
  addFavourite: { request: favouriteKey, response: z.object({ nodeId: z.string() }) },
  removeFavourite: { request: favouriteKey, response: z.object({ nodeId: z.string() }) },
  recentAdd: { request: z.strictObject({ nodeId: id }), response: z.object({ nodeId: z.string() }) },
  recentList: {
    request: z.strictObject({
      page: qInt(1, 10_000),
      pageSize: qInt(1, 100),
      gameType: gameType.optional(),
      vassalage: text(32).optional(),
      language: languageCode,
      clientType: qInt(2, 2),
    }),
    response: z.object({ list: z.array(game), totalPages: z.number().int() }),
  },
  launchGame: {
    request: z.strictObject({
      nodeId: id,
      language: languageCode,
      playType: z.enum(['trad', 'ent']).optional(),
      backUrl: url.optional().describe("Ours: the lobby page the game's own exit button returns to (the list the player launched it from)."),
    }),
    response: z.object({ url }),
  },
  winnerBoard: {
    request: z.strictObject({ gameCategory: z.literal('ALL'), language: languageCode, limitNum: qInt(1, 50) }),
    response: z.object({
      list: z.array(
        z.object({
          vo: z.object({
            iconUrl: url,
            gameName: z.string(),
            customerName: z.string(),
            winAmount: z.number(),
            nodeId: z.string(),
            vassalage: z.string(),
            gameType,
          }),
          jackpot: z.boolean(),
        }),
      ),
    }),
  },
  lotteryList: { request: z.strictObject({ language: languageCode }), response: z.object({ list: z.array(lottery) }) },
  lotteryMenu: {
    request: z.strictObject({ language: languageCode }),
    response: z.object({ menus: z.array(z.object({ code: z.string(), name: z.string(), lotteries: z.array(z.string()) })) }),
  },
  popularLottery: { request: z.strictObject({ language: languageCode }), response: z.object({ list: z.array(lottery) }) },
  vnLotteryRecent: {
    request: z.strictObject({ region: vnRegion.optional() }),
    response: z.object({ list: z.array(z.object({ drawDate: date, region: z.string(), numbers: z.array(z.string()) })) }),
  },
  vnLotteryNumero: {
    request: z.strictObject({ region: vnRegion.optional() }),
    response: z.object({ list: z.array(z.object({ number: z.string(), count: z.number().int() })) }),
  },
  lotteryNumero: {
    request: z.strictObject({ code: text(32) }),
    response: z.object({ list: z.array(z.object({ number: z.string(), count: z.number().int() })) }),
  },
  gameMenus: {
    request: z.strictObject({ language: languageCode }),
    response: z.object({ menus: z.array(z.object({ gameCategory: z.string(), name: z.string() })) }),
  },
  liveModelList: {
    request: z.strictObject({ pageNo: qInt(1, 1000).optional(), pageSize: qInt(1, 100).optional(), vassalage: text(32).optional() }),
    response: z.object({
      list: z.array(z.object({ id: z.string(), name: z.string(), avatarUrl: url, online: z.boolean(), nodeId: z.string() })),
      totalPages: z.number().int(),
    }),
  },
} as const satisfies Partial<Record<CallId, { request: z.ZodType; response: z.ZodType }>>;
