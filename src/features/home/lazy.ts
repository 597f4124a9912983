/**
 * When the parts of home below the fold start: their scripts ask the platform only once the part
 * comes near the screen (the home page is the one that must be fastest), or once the browser is idle.
 */
import { HOME_IDLE_TIMEOUT_MS, HOME_LAZY_MARGIN_PX } from '../../constants.ts';
import { $homePanelSettled } from '../../stores/home.ts';

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
