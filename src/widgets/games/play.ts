/**
 * What a tap on a game or on its star does (G §4 "Game launch", "Favourite toggle"; G §6), for every
 * grid, vendor list and lottery on a page:
 * - a guest logs in first, in the page's login modal (the login page where there is none), and comes
 *   back to what they were doing: the tap is kept for this tab, and once the modal has signed them in
 *   and the page has reloaded, `resumeAfterLogin` finishes it (the star is set, the game opens);
 * - a game opens in this tab. Phones block windows opened after a network call, a second tab is easy
 *   to lose on a phone, and the lobby stays one tap away: the browser's back button returns to the
 *   list as it was (its state is in the address), and the platform gets the list's address as
 *   `backUrl` for the game's own exit button. Only an http(s) address is opened (launchGame).
 */
import { GAME_TYPES, PLAY_TYPES, type GameType } from '../../contract/vocabulary.ts';
import { PENDING_GAME_ACTION_KEY } from '../../lib/storage-keys.ts';
import { type LanguageCode } from '../../constants.ts';
import { showToast } from '../../components/form/toast.ts';
import { translateError, type ErrorMessages } from '../../lib/errors.ts';
import { isRecord, parseJson } from '../../lib/parse-json.ts';
import { navigate } from '../../lib/safe-path.ts';
import { $session } from '../../lib/session.ts';
import { openDialog } from '../../shell/dialogs.ts';
import { withQuery, type RoutePath } from '../../shell/paths.ts';
import { toggleFavourite } from '../../stores/games/favourites.ts';
import { DEFAULT_LOTTO_MODE, launchGame, launchTarget, type LaunchableGame, type PlayType } from '../../stores/games/launch.ts';
import { $prizeMode } from '../../stores/games/vendors.ts';
import { loadVendorLobby } from './lobby-api.ts';

/** Ours: a guest's tap on a game or star is finished after logging in only within this time. */
export const PENDING_GAME_ACTION_MAX_AGE_MS = 10 * 60_000;

/** The page's side of a tap: its language, where things are, and the texts of what can go wrong. */
export interface PlayContext {
  language: LanguageCode;
  /** Paths in the page's language. */
  links: { login: string; lottery: string; gameList: RoutePath<'gameList'> };
  texts: { opening: string; unsafeUrl: string };
  /** The catalogue's messages (src/lib/errors.ts pickMessages). */
  messages: ErrorMessages;
}

const PENDING_KEY = PENDING_GAME_ACTION_KEY;

/** `lottery`: a tap in the lottery lobby (playLottery). */
type Action = 'play' | 'star' | 'lottery';
interface PendingAction {
  action: Action;
  game: LaunchableGame;
  /** The page it was tapped on: only that page finishes it. */
  at: string;
  time: number;
}

/** What `loginFirst` kept: the action, a game with its node id, where and when (the game's other fields are the tap's own). */
const isPendingAction = (value: unknown): value is PendingAction =>
  isRecord(value) &&
  ['play', 'star', 'lottery'].includes(String(value.action)) &&
  isRecord(value.game) &&
  typeof value.game.nodeId === 'string' &&
  typeof value.at === 'string' &&
  typeof value.time === 'number';

const here = () => location.pathname + location.search;

/** A guest's tap: kept, then the login modal (or page). Closing the modal without logging in drops it. */
function loginFirst(action: Action, game: LaunchableGame, context: PlayContext): void {
  const { nodeId, vassalage, gameType, gameId } = game;
  const pending: PendingAction = { action, game: { nodeId, vassalage, gameType, gameId }, at: here(), time: Date.now() };
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  if (!openDialog('login-modal')) {
    navigate(context.links.login);
    return;
  }
  document.getElementById('login-modal')?.addEventListener(
    'close',
    () => {
      if (!$session.get()) sessionStorage.removeItem(PENDING_KEY);
    },
    { once: true },
  );
}

/**
 * A tap on a vendor whose games are one lobby (SPORTS, ESPORTS, COCKFIGHT vendors; home's
 * one-vendor categories): its first game of the category, played by the launch rules. Never throws.
 */
export async function playVendor(vassalage: string, category: string, context: PlayContext): Promise<void> {
  const gameType: GameType = (GAME_TYPES as readonly string[]).includes(category) ? (category as GameType) : 'SPORTS';
  try {
    const lobby = await loadVendorLobby(vassalage, gameType, context.language);
    if (lobby) await playGame(lobby, context);
    else showToast({ text: context.messages['errors.game.notFound']!, kind: 'error' });
  } catch (error) {
    showToast({ text: translateError(error, context.messages), kind: 'error' });
  }
}

/** A tap on a game: login, the lottery, the vendor's list, or the launch (G §4). Never throws. */
export async function playGame(game: LaunchableGame, context: PlayContext): Promise<void> {
  const target = launchTarget(game, { loggedIn: $session.get() !== undefined, prizeMode: $prizeMode.get(), lottoMode: DEFAULT_LOTTO_MODE });
  switch (target.kind) {
    case 'login':
      loginFirst('play', game, context);
      return;
    case 'lottery':
      navigate(context.links.lottery);
      return;
    case 'vendorList':
      navigate(withQuery(context.links.gameList, { gameType: target.gameType, vassalage: target.vassalage }));
      return;
    case 'launch':
      await launch('play', game, target.playType, context);
  }
}

/**
 * A tap on a lottery in the lottery lobby. The launch rules send every lottery game to the lobby
 * (launchTarget → 'lottery'), so the lobby launches them itself: a guest logs in first (and the
 * lottery opens after the login), a member's opens with the lotto mode's play type. Never throws.
 */
export async function playLottery(game: LaunchableGame, context: PlayContext): Promise<void> {
  if ($session.get()) await launch('lottery', game, PLAY_TYPES[DEFAULT_LOTTO_MODE], context);
  else loginFirst('lottery', game, context);
}

/** The launch call, then the game in this tab; a failure says why (a logged-out answer: login first, then `action` again). */
async function launch(action: Action, game: LaunchableGame, playType: PlayType, context: PlayContext): Promise<void> {
  const hide = showToast({ text: context.texts.opening, kind: 'loading' });
  const result = await launchGame(game, { language: context.language, playType, backUrl: location.href });
  hide();
  if (result.ok) location.assign(result.url);
  else if (result.reason === 'login') loginFirst(action, game, context);
  else showToast({ text: result.reason === 'failed' ? translateError(result.error, context.messages) : context.texts.unsafeUrl, kind: 'error' });
}

/** A tap on a star (`want`: its new state): a guest logs in first; a failure says why (the star shows the truth again). */
export async function starGame(game: LaunchableGame, context: PlayContext, want?: boolean): Promise<void> {
  const result = await toggleFavourite(game, want);
  if (result.status === 'guest') loginFirst('star', game, context);
  else if (result.status === 'failed') showToast({ text: translateError(result.error, context.messages), kind: 'error' });
}

/**
 * Finishes what a guest tapped before logging in, once, on the page they tapped it on, if they are
 * now signed in. A grid calls it when it first shows.
 */
export function resumeAfterLogin(context: PlayContext): void {
  const saved = sessionStorage.getItem(PENDING_KEY);
  if (!saved || !$session.get()) return;
  sessionStorage.removeItem(PENDING_KEY);
  const pending = parseJson(saved, isPendingAction);
  if (!pending || pending.at !== here() || Date.now() - pending.time > PENDING_GAME_ACTION_MAX_AGE_MS) return;
  if (pending.action === 'star') void starGame(pending.game, context, true);
  else if (pending.action === 'lottery') void playLottery(pending.game, context);
  else void playGame(pending.game, context);
}
