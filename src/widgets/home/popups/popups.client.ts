/**
 * Home's pop-ups start at an idle moment after load: nothing of them is in the way of the first
 * paint, and they open only after the status gate and the age question anyway (./home-popups.ts).
 */
import { whenIdle } from '../lazy.ts';
import type { PopupsConfig } from './home-popups.ts';

const dialog = document.getElementById('home-popup');
if (dialog instanceof HTMLDialogElement) {
  const config = JSON.parse(dialog.dataset.homePopups ?? '{}') as PopupsConfig;
  whenIdle(() => void import('./home-popups.ts').then(({ startPopups }) => startPopups(dialog, config)).catch(() => undefined)); // offline: no pop-ups
}
