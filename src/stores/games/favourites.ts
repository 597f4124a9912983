/**
 * The member's favourites (G §3 "Favourite", §4 "Favourite toggle", §7): their node ids (the first
 * FAVOURITE_IDS_SIZE) asked once per page for members only and shared by every grid's stars, and
 * the toggle. Removing shows at once on every list of the page (the ids and any cached favourites
 * list), then tells the platform; a failure brings the star back. Guests are the caller's: it sends
 * them to login (G §6) before calling here.
 *
 * Nothing of one member outlives the session: the fetcher drops member answers when it ends (a
 * logout, another tab, or a logged-out answer to one of these calls, which src/lib/platform.ts
 * turns into signOut like everywhere else), and the toggles in flight are forgotten here.
 */
import { computed } from 'nanostores';
import type { Game } from '../../contract/schemas.ts';
import { ApiError } from '../../lib/api-client.ts';
import { createCallStore, updateCachedAnswers } from '../../lib/fetcher.ts';
import { mutateCall } from '../../lib/mutate.ts';
import { $session, onSessionEnd } from '../../lib/session.ts';
import * as gamesCalls from '../../contract/calls/games.ts';

export const FAVOURITE_IDS_SIZE = 100;

/** The favourite ids call's answer (pageNo 1, pageSize 100): asked while a grid listens, never for guests. */
export const $favouriteIdsAnswer = createCallStore(gamesCalls.favouriteIds, { pageNo: 1, pageSize: FAVOURITE_IDS_SIZE });

/** Node ids of the member's favourites: what every star reads. Empty for guests and once the session ends. */
export const $favouriteIds = computed($favouriteIdsAnswer, ({ data }): ReadonlySet<string> => new Set(data ?? []));

/** Whether a game shows a filled star now. */
export function isFavourite(nodeId: string): boolean {
  return $favouriteIds.get().has(nodeId);
}

/** What a toggle ended with; `favourite` is what the star shows afterwards. */
export type FavouriteResult =
  | { status: 'done'; favourite: boolean }
  /** The platform refused or could not be reached: show `translateError(error, messages)` (src/lib/errors.ts). */
  | { status: 'failed'; favourite: boolean; error: ApiError }
  /** No session: nothing was sent (the caller should have sent the guest to login). */
  | { status: 'guest' };

/** Node ids with a call under way: another tap on the same star waits for it to finish. */
const inFlight = new Set<string>();
onSessionEnd(() => inFlight.clear());

/**
 * Adds the game to the favourites, or removes it (`want`: the star's new state; default the
 * opposite of now). Adding what is already a favourite is skipped (G §4), as is a tap while the same
 * star's call is still under way. Removing updates every list at once, then calls the platform,
 * and restores the star if the call fails. Never throws.
 */
export async function toggleFavourite(game: Pick<Game, 'nodeId' | 'vassalage'>, want = !isFavourite(game.nodeId)): Promise<FavouriteResult> {
  if (!$session.get()) return { status: 'guest' };
  const { nodeId } = game;
  if (inFlight.has(nodeId) || want === isFavourite(nodeId)) return { status: 'done', favourite: isFavourite(nodeId) };
  inFlight.add(nodeId);
  const key = { nodeId, vendor: game.vassalage };
  try {
    if (want) {
      await mutateCall(gamesCalls.addFavourite, key); // then refreshes the ids and lists (src/lib/stale-after.ts)
      showLocally(nodeId, true);
    } else {
      showLocally(nodeId, false); // before any answer: every list of the page drops the star now
      await mutateCall(gamesCalls.removeFavourite, key);
    }
    return { status: 'done', favourite: want };
  } catch (error) {
    // After a logged-out answer the session is gone and the store empty: nothing to restore.
    if (!want && $session.get()) showLocally(nodeId, true);
    return { status: 'failed', favourite: isFavourite(nodeId), error: error instanceof ApiError ? error : new ApiError('network', String(error)) };
  } finally {
    inFlight.delete(nodeId);
  }
}

/** Shows the game as a favourite or not on every cached answer (ids; a removed game leaves the favourites lists). */
function showLocally(nodeId: string, favourite: boolean): void {
  updateCachedAnswers('favouriteIds', (ids) => (favourite ? (ids.includes(nodeId) ? ids : [nodeId, ...ids]) : ids.filter((id) => id !== nodeId)));
  if (!favourite) updateCachedAnswers('favouriteList', (page) => ({ ...page, content: page.content.filter((listed) => listed.nodeId !== nodeId) }));
}
