/**
 * A tap on a winner's Play (G §2 "a Play button that launches the game"), loaded with the first tap:
 * the launch rules of every game tap (../../games/play.ts: a guest logs in first and the launch
 * goes on after the login; lotteries open the lottery; only an http(s) address opens). Its notices
 * ("Opening the game…", a refusal) need the form kit's toasts on the page: they are drawn on
 * demand, unless another island of the page already draws them.
 */
import { $toasts } from '../../../../components/form/toast.ts';
import { playGame, type PlayContext } from '../../../../widgets/games/play.ts';
import type { WinnerBoardConfig } from './config.ts';
import type { Win } from './winners.ts';

let toastsDrawn = false;
/** The first toast brings the toast renderer (React, which a member's page has already loaded for the balance). */
const unlisten = $toasts.listen((toasts) => {
  if (toastsDrawn || toasts.length === 0) return;
  toastsDrawn = true;
  unlisten();
  import('./toasts-host.tsx').then(({ drawToasts }) => drawToasts()).catch(() => undefined); // offline: the launch goes on without its notice
});

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
