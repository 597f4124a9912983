/** Games, favourites, recent games and lottery (G §7). */
import { call, get, post } from './call-meta.ts';

export const vendorGameTypes = get('vendorGameTypes', 'lgw', '/vendors');
export const gameList = get('gameList', 'lgw', '/games');
export const homeGameLists = get('homeGameLists', 'lgw', '/games/home');
export const hotGames = get('hotGames', 'lgw', '/games/hot');
export const favouriteIds = get('favouriteIds', 'lgw', '/favourites/ids', true);
export const favouriteList = get('favouriteList', 'lgw', '/favourites', true);
export const addFavourite = post('addFavourite', 'lgw', '/favourites', true);
export const removeFavourite = call({ ...post('removeFavourite', 'lgw', '/favourites', true), method: 'DELETE' });
export const recentAdd = get('recentAdd', 'lgw', '/recent/add', true);
export const recentList = get('recentList', 'lgw', '/recent', true);
export const launchGame = get('launchGame', 'lgw', '/games/launch', true);
export const winnerBoard = get('winnerBoard', 'lgw', '/winners');
export const lotteryList = get('lotteryList', 'lgw', '/lottery');
export const lotteryMenu = get('lotteryMenu', 'lgw', '/lottery/menu');
export const popularLottery = get('popularLottery', 'lgw', '/lottery/popular');
export const vnLotteryRecent = get('vnLotteryRecent', 'lgw', '/lottery/vn/recent');
export const vnLotteryNumero = get('vnLotteryNumero', 'lgw', '/lottery/vn/numero');
export const lotteryNumero = get('lotteryNumero', 'lgw', '/lottery/numero');
export const gameMenus = get('gameMenus', 'lgw', '/menus');
export const liveModelList = get('liveModelList', 'lgw', '/live/models');
