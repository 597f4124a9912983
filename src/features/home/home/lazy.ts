/**
 * When the parts of home below the fold start: their scripts ask the platform only once the part
 * comes near the screen (the home page is the one that must be fastest), or once the browser is idle.
 */
import { $homePanelSettled } from '../../../stores/home.ts';

/**
 * Ours: how near the screen (px) a part of home below the fold must come before its script asks the
 * platform (winner board, footer vendor icons and help titles): early enough to be filled when seen.
 */
export const HOME_LAZY_MARGIN_PX = 600;

/** Ours: the longest a part of home that waits for an idle moment waits (pop-ups, resuming a guest's tap). */
export const HOME_IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `start` once, when `element` comes within HOME_LAZY_MARGIN_PX of the screen. The element
 * may have no height (an empty slot): touching the margin is enough.
 */
export function whenNear(element: Element, start: () => void): void {
  if (!('IntersectionObserver' in window)) {
    start();
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    { rootMargin: `${HOME_LAZY_MARGIN_PX}px 0px` },
  );
  observer.observe(element);
}

/** Runs `start` when the browser is idle (soon after load, never in the way of the first paint). */
export function whenIdle(start: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(() => start(), { timeout: HOME_IDLE_TIMEOUT_MS });
  else setTimeout(start, 0);
}

/**
 * whenNear for the parts below the home menu's panel. The panel grows from its placeholders to its
 * games: until it has settled, what is below it only seems near. Its first scroll shows the player
 * wants more, so it counts too (and covers a panel that never settles).
 */
export function whenNearBelowPanel(element: Element, start: () => void): void {
  let waiting = true;
  const go = () => {
    if (!waiting) return;
    waiting = false;
    unlisten();
    removeEventListener('scroll', go);
    whenNear(element, start);
  };
  const unlisten = $homePanelSettled.listen((settled) => settled && go());
  addEventListener('scroll', go, { passive: true, once: true });
  if ($homePanelSettled.get()) go();
}
