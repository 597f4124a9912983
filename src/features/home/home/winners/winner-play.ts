/**
 * A tap on a winner's Play (G §2 "a Play button that launches the game"), loaded with the first tap:
 * the launch rules of every game tap (../../games/play.ts: a guest logs in first and the launch
 * goes on after the login; lotteries open the lottery; only an http(s) address opens). Its notices
 * ("Opening the game…", a refusal) show in the page's plain toasts (the home menu mounts them
 * first; a second mount does nothing).
 */
import { mountToasts } from '../../../../components/form/toasts.client.ts';
import { playGame, type PlayContext } from '../../../../widgets/games/play.ts';
import type { WinnerBoardConfig } from './config.ts';
import type { Win } from './winners.ts';

mountToasts();

function playContext(config: WinnerBoardConfig): PlayContext {
  return {
    language: config.language,
    links: config.links,
    texts: { opening: config.texts.opening, unsafeUrl: config.texts.unsafeUrl },
    messages: config.messages,
  };
}

/** Plays the winner's game (a winner entry carries the launch fields). Never throws. */
export function playWin(win: Win, config: WinnerBoardConfig): Promise<void> {
  const { nodeId, vassalage, gameType } = win;
  return playGame({ nodeId, vassalage, gameType }, playContext(config));
}
