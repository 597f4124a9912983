/**
 * The list screen's platform calls (./list-loader.ts): a page of a game list, of the favourites, of
 * the recent games. The tap on a one-lobby vendor asks its own (./lobby-api.ts, with ./play.ts, which loads with the
 * first tap): sharing this module would make it a file of its own on every list page.
 */
import type { CallInput } from '../../lib/api-client.ts';
import { platformCall } from '../../lib/platform.ts';
import * as gamesCalls from '../../contract/calls/games.ts';

export const loadGamePage = (request: CallInput<'gameList'>) => platformCall(gamesCalls.gameList, request);

export const loadFavouritePage = (request: CallInput<'favouriteList'>) => platformCall(gamesCalls.favouriteList, request);

export const loadRecentPage = (request: CallInput<'recentList'>) => platformCall(gamesCalls.recentList, request);
