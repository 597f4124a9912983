import type { ErrorCode } from '../../contract/errors.ts';

/** The refusals a game call can meet (lists, favourites, recent, launch, lotteries); any other code shows the platform's text. */
export const GAME_ERROR_CODES: readonly ErrorCode[] = [
  'session.expired',
  'session.required',
  'account.trial',
  'account.notReal',
  'permission.denied',
  'game.notFound',
  'system.maintenance',
  'system.restricted',
  'system.upgrading',
  'request.invalid',
  'request.notFound',
];
