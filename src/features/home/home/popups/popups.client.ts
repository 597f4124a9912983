/**
 * Home's pop-ups start at an idle moment after load: nothing of them is in the way of the first
 * paint. The dialog's code (./home-popups.ts) loads only when a pop-up is due this visit and the
 * page lets it open (after the status gate and the age question): a page whose visit has seen them
 * all, or whose player has not answered the age question yet, loads none of it. Once the player
 * has tapped or scrolled, a pop-up not yet open waits for the next page view (./popup-page.ts).
 */
import { whenIdle } from '../lazy.ts';
import { HOME_POPUPS } from './config.ts';
import { duePopups, mayOpenNow, watchPage, watchPlayer } from './popup-page.ts';

const found = HOME_POPUPS.read();
const dialog = found?.element;
if (found && dialog instanceof HTMLDialogElement) {
  const { config } = found;
  watchPlayer();
  whenIdle(async () => {
    const queue = await duePopups(config.language);
    if (queue.length === 0) return;
    const start = () => {
      if (!mayOpenNow()) return;
      stop();
      import('./home-popups.ts').then(({ showPopups }) => showPopups(dialog, config, queue)).catch(() => undefined); // offline: no pop-ups
    };
    const stop = watchPage(start);
    start();
  });
}
