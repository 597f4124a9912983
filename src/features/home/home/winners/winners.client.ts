/**
 * The winner board's first script, a few hundred bytes: the board (its call, drawing and
 * scrolling) loads only when it comes near the screen, once the menu's panel above it has settled.
 * A guest's Play finished after the login is the home menu's (home-menu.client.ts resumes every pending tap).
 */
import { whenNearBelowPanel } from '../lazy.ts';
import { WINNER_BOARD } from './config.ts';

const slot = document.querySelector<HTMLElement>('[data-winner-slot]');
const found = slot && WINNER_BOARD.read(slot);
if (slot && found) {
  const { element: board, config } = found;
  whenNearBelowPanel(slot, () => void import('./winner-board.ts').then(({ showWinners }) => showWinners(board, config)).catch(() => undefined)); // offline: the board stays hidden
}
