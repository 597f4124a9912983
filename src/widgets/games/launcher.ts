/**
 * The launch rules (./play.ts: launch calls, the login first for guests, stars, lotteries) load
 * with the player's first touch of a game screen, a moment before the tap they serve: nothing of
 * them is needed to show a page of games. Every game tap goes through `launch`.
 */
import { PENDING_GAME_ACTION_KEY } from '../../lib/storage-keys.ts';
import { showToast } from '../../components/form/toast.ts';
import { ApiError } from '../../lib/api-client.ts';
import { translateError } from '../../lib/errors.ts';
import type { PlayContext } from './play.ts';

type Play = typeof import('./play.ts');

const load = (): Promise<Play> => import('./play.ts');

/** Starts loading the launch rules (on the first pointer or key press of a game screen). */
export const prefetchLaunch = (): void => void load().catch(() => undefined);

/** Runs a tap's launch rule; when they cannot load (offline), the tap says so instead. Never throws. */
export function launch(context: PlayContext, run: (play: Play) => Promise<void>): Promise<void> {
  return load().then(
    run,
    () => void showToast({ text: translateError(new ApiError('network', 'the launch rules did not load'), context.messages), kind: 'error' }),
  );
}

/** A guest's tap waiting for the login is finished on the page it was made on (./play.ts resumeAfterLogin). */
export function resumeLaunch(context: PlayContext): void {
  if (sessionStorage.getItem(PENDING_GAME_ACTION_KEY)) void launch(context, async ({ resumeAfterLogin }) => resumeAfterLogin(context));
}
