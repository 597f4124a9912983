/**
 * The winner board's first script, a few hundred bytes: the board (its call, drawing and
 * scrolling) loads only when it comes near the screen. For a member, an idle moment also finishes
 * a Play tapped as a guest before the login (the page reloaded in between).
 */
import { whenIdle, whenNear } from '../lazy.ts';
import { readConfig } from './config.ts';

const slot = document.querySelector<HTMLElement>('[data-winner-slot]');
const board = slot?.querySelector<HTMLElement>('[data-winner-board]');
if (slot && board) {
  const config = readConfig(board);
  whenNear(slot, () => void import('./winner-board.ts').then(({ showWinners }) => showWinners(board, config)).catch(() => undefined)); // offline: the board stays hidden
  if (document.documentElement.classList.contains('has-session')) {
    whenIdle(() => void import('./winner-play.ts').then(({ resumeWinnerPlay }) => resumeWinnerPlay(config)).catch(() => undefined));
  }
}
