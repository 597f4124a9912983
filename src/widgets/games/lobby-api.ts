/**
 * The call of a tap on a one-lobby vendor (./play.ts, which loads with the first tap): its first game
 * of a category. Not in ./api.ts (the list screen's calls): sharing that module would make it a file
 * of its own on every list page.
 */
import { merchantCode } from 'virtual:brand';
import { GAME_CALL_FIELDS, type GameType } from '../../contract/vocabulary.ts';
import type { LanguageCode } from '../../constants.ts';
import { platformCall } from '../../lib/platform.ts';
import * as gamesCalls from '../../contract/calls/games.ts';

export async function loadVendorLobby(vassalage: string, gameType: GameType, language: LanguageCode) {
  const { platform, clientType } = GAME_CALL_FIELDS;
  const page = await platformCall(gamesCalls.gameList, { merchant: merchantCode, platform, clientType, language, pageNo: 1, pageSize: 1, gameType, vassalage });
  return page.games[0];
}
