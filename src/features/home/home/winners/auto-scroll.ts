/**
 * The winner board scrolls by itself (G §2 "vertical auto-scrolling"), one row every
 * WINNER_SCROLL_STEP_MS, and only while nothing speaks against it: never for a player who asked
 * for reduced motion, nor while the pointer is on the board or focus is in it, nor after the pause
 * button was pressed (WCAG 2.2.2), nor while the board is off screen or the tab hidden. The list
 * keeps its order in the document (a screen reader reads it as it is) and the player can scroll it.
 */
import { WINNER_SCROLL_STEP_MS } from '../../../../constants.ts';
import { nextScrollTop } from './winners.ts';

export function autoScroll(board: HTMLElement, list: HTMLElement, pauseButton: HTMLButtonElement | null): void {
  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
  let pausedByPlayer = false;
  let pointerInside = false;
  let focusInside = false;
  let onScreen = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const moving = () => !pausedByPlayer && !pointerInside && !focusInside && onScreen && !reducedMotion.matches && !document.hidden;

  function step(): void {
    const tops = Array.from(list.children, (row) => (row as HTMLElement).offsetTop);
    list.scrollTo({ top: nextScrollTop(tops, list.scrollTop, list.scrollHeight - list.clientHeight), behavior: 'smooth' });
    follow();
  }

  /** (Re)starts the wait for the next step when the board may move, else stops it. */
  function follow(): void {
    clearTimeout(timer);
    timer = moving() ? setTimeout(step, WINNER_SCROLL_STEP_MS) : undefined;
  }

  pauseButton?.addEventListener('click', () => {
    pausedByPlayer = !pausedByPlayer;
    pauseButton.setAttribute('aria-pressed', String(pausedByPlayer));
    follow();
  });
  board.addEventListener('pointerenter', () => {
    pointerInside = true;
    follow();
  });
  board.addEventListener('pointerleave', () => {
    pointerInside = false;
    follow();
  });
  board.addEventListener('focusin', () => {
    focusInside = true;
    follow();
  });
  board.addEventListener('focusout', (event) => {
    focusInside = board.contains(event.relatedTarget as Node | null);
    follow();
  });
  reducedMotion.addEventListener('change', follow);
  document.addEventListener('visibilitychange', follow);
  new IntersectionObserver((entries) => {
    onScreen = entries.some((entry) => entry.isIntersecting);
    follow();
  }).observe(list);
}
