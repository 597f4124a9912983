/**
 * Launching a game (G §4 "Game launch"): where a tap on a game goes (launchTarget, pure), and the
 * launch itself (launchGame: the launch call, the recent-games record, a safe address). Every grid,
 * the winner board and the home rows route their taps through here.
 */
import { PLAY_TYPES, VENDORS, type GameType } from '../../contract/vocabulary.ts';
import { type LanguageCode } from '../../constants.ts';
import type { Game } from '../../contract/schemas.ts';
import { ApiError } from '../../lib/api-client.ts';
import { mutateCall } from '../../lib/mutate.ts';
import { platformCall } from '../../lib/platform.ts';
import { $session } from '../../lib/session.ts';
import { platformAddress, platformBase } from '../../lib/link-policy.ts';
import type { PrizeMode } from './vendors.ts';
import * as gamesCalls from '../../contract/calls/games.ts';

/** The lottery's play mode (G §3 "Play types Tradition and Entertainment"). */
export type LottoMode = keyof typeof PLAY_TYPES;
/** The launch call's play type: 'ent' or 'trad'. */
export type PlayType = (typeof PLAY_TYPES)[LottoMode];
/** G §4 "Entertainment lotto mode uses play type ent, else trad": tradition unless the player chose otherwise. */
export const DEFAULT_LOTTO_MODE: LottoMode = 'tradition';

/** What decides where a game goes: a Game, or the launch fields of a winner-board entry (no gameId). */
export type LaunchableGame = Pick<Game, 'nodeId' | 'vassalage' | 'gameType'> & { gameId?: string };

/** Where a tap on a game leads. */
export type LaunchTarget =
  /** A guest: the login (G §4 "not logged in goes to /m/login"). */
  | { kind: 'login' }
  /** The lottery screen (/m/lottery). */
  | { kind: 'lottery' }
  /** The game list of the vendor: /m/gameList?gameType=…&vassalage=… (its search tab, G §2). */
  | { kind: 'vendorList'; vassalage: string; gameType: GameType }
  /** launchGame with this play type. */
  | { kind: 'launch'; playType: PlayType };

export interface LaunchContext {
  loggedIn: boolean;
  /** $prizeMode (./vendors.ts). */
  prizeMode: PrizeMode;
  lottoMode: LottoMode;
}

const [VIETNAM_LOTTO, SEA_LOTTO] = VENDORS.lottery;

/** G §4: TCG_LOTTO_VN, TCG_SEA (only in prize mode SEA), and every LOTT and ELOTT game open the lottery. */
function opensLottery(game: LaunchableGame, prizeMode: PrizeMode): boolean {
  if (game.vassalage === VIETNAM_LOTTO) return true;
  if (game.vassalage === SEA_LOTTO && prizeMode === 'SEA') return true;
  return game.gameType === 'LOTT' || game.gameType === 'ELOTT';
}

/**
 * G §4 "vassalage-H5 games go to the game list". Our reading: a game whose gameId is its vendor's
 * code followed by "-H5" (e.g. `JL-H5`), in the sandbox's gameId form `<vassalage>-<…>` (its games
 * are `JL-RNG-001`, …): an entry standing for the vendor's whole HTML5 catalogue rather than one
 * game, so a tap opens that vendor's list instead of launching. The sandbox seeds none.
 */
export function isVendorEntry(game: LaunchableGame): boolean {
  return game.gameId === `${game.vassalage}-H5`;
}

/**
 * Where a tap on a game goes, in the order of G §4: a guest to login; lottery games to the
 * lottery; vendor entries to the vendor's game list; anything else launches, with play type ent in
 * entertainment lotto mode, else trad.
 */
export function launchTarget(game: LaunchableGame, { loggedIn, prizeMode, lottoMode }: LaunchContext): LaunchTarget {
  if (!loggedIn) return { kind: 'login' };
  if (opensLottery(game, prizeMode)) return { kind: 'lottery' };
  if (isVendorEntry(game)) return { kind: 'vendorList', vassalage: game.vassalage, gameType: game.gameType };
  return { kind: 'launch', playType: PLAY_TYPES[lottoMode] };
}

/** What a launch ended with. */
export type LaunchResult =
  /** Open this absolute http(s) address (this site's, or another allowed by the link policy). */
  | { ok: true; url: string }
  /** No session: nothing was sent. */
  | { ok: false; reason: 'login' }
  /** The launch call failed: show `translateError(error, messages)` (src/lib/errors.ts). */
  | { ok: false; reason: 'failed'; error: ApiError }
  /** The platform answered an address the link policy refuses (javascript:, user info, a site off the allow-list …): not opened. */
  | { ok: false; reason: 'unsafeUrl' };

/**
 * Launches a game: the launch call, then the game goes to the top of the recent games (the
 * recent-add call; its failure does not stop the game). Returns the address to open, only if the
 * link policy allows it (src/lib/link-policy.ts); a relative one is read against the platform. Never throws.
 */
export async function launchGame(
  game: Pick<Game, 'nodeId'>,
  { language, playType, backUrl }: { language: LanguageCode; playType: PlayType; backUrl?: string },
): Promise<LaunchResult> {
  if (!$session.get()) return { ok: false, reason: 'login' };
  let answer: { url: string };
  try {
    answer = await platformCall(gamesCalls.launchGame, { nodeId: game.nodeId, language, playType, backUrl });
  } catch (error) {
    return { ok: false, reason: 'failed', error: error instanceof ApiError ? error : new ApiError('network', String(error)) };
  }
  // The platform's answer, relative to the platform: its own address for a relative one.
  const address = platformAddress(answer.url, platformBase());
  if (!address) return { ok: false, reason: 'unsafeUrl' };
  const url = address.kind === 'site' ? location.origin + address.href : address.href;
  try {
    await mutateCall(gamesCalls.recentAdd, { nodeId: game.nodeId }); // and refreshes the recent lists on the page
  } catch {
    // The game opens all the same; the recent list shows the platform's own record.
  }
  return { ok: true, url };
}
