/**
 * The age gate's behaviour (AgeGate.astro, rules in age.ts). It opens once the status gate has
 * settled on a normal page and stays until answered: Escape, a mask click or the shell's "close
 * every dialog" moments do not dismiss it (it opens again). Yes is stored on the device; no is
 * kept for the visit and shows the exit message on every page of it.
 */
import { ageLimit } from 'virtual:brand';
import { readStorage, writeStorage } from '../../lib/storage.ts';
import { AGE_CONFIRMED_KEY, AGE_DECLINED_KEY, ageGateState, type AgeGateState } from './age.ts';

const root = document.documentElement;
const dialog = document.getElementById('age-gate') as HTMLDialogElement | null;

function declined(): boolean {
  try {
    return sessionStorage.getItem(AGE_DECLINED_KEY) === '1';
  } catch {
    return false;
  }
}

function setDeclined(value: boolean): void {
  try {
    if (value) sessionStorage.setItem(AGE_DECLINED_KEY, '1');
    else sessionStorage.removeItem(AGE_DECLINED_KEY);
  } catch {
    // The answer lasts for this page only.
  }
}

function state(): AgeGateState {
  return ageGateState({
    stored: readStorage(AGE_CONFIRMED_KEY),
    declined: declined(),
    limit: ageLimit,
    awaitingStatus: root.classList.contains('awaiting-status'),
    status: root.dataset.status,
  });
}

function render(): void {
  if (!dialog) return;
  const now = state();
  root.classList.toggle('age-declined', now === 'declined');
  if (now === 'hidden') {
    if (dialog.open) dialog.close();
    return;
  }
  const changed = !dialog.open || dialog.dataset.step !== now;
  if (!changed) return;
  dialog.dataset.step = now;
  for (const step of dialog.querySelectorAll<HTMLElement>('[data-age-step]')) step.hidden = step.dataset.ageStep !== now;
  dialog.classList.toggle('declined', now === 'declined');
  dialog.setAttribute('aria-labelledby', now === 'ask' ? 'age-gate-question' : 'age-gate-exit');
  dialog.setAttribute('aria-describedby', now === 'ask' ? 'age-gate-text' : 'age-gate-exit-text');
  if (!dialog.open) dialog.showModal();
  dialog.querySelector<HTMLButtonElement>(`[data-age-step="${now}"] button`)?.focus();
}

if (dialog) {
  dialog.addEventListener('click', (event) => {
    // The shell closes a dialog on a click on its mask; this one answers only to its buttons.
    event.stopPropagation();
    const answer = (event.target as Element).closest<HTMLElement>('[data-age-answer]')?.dataset.ageAnswer;
    if (answer === 'yes') {
      writeStorage(AGE_CONFIRMED_KEY, String(ageLimit));
      setDeclined(false);
    } else if (answer === 'no') setDeclined(true);
    else if (answer === 'again') setDeclined(false);
    if (answer) render();
  });
  dialog.addEventListener('cancel', (event) => event.preventDefault());
  // Closed by anything but an answer (e.g. the shell on a back/forward-cache restore): open again.
  dialog.addEventListener('close', () => {
    if (state() !== 'hidden') queueMicrotask(render);
  });
  // Status settles (splash dropped, data-status set) after this runs: follow <html>.
  new MutationObserver(render).observe(root, { attributes: true, attributeFilter: ['class', 'data-status'] });
  // Answered in another tab.
  addEventListener('storage', (event) => {
    if (event.key === AGE_CONFIRMED_KEY) render();
  });
  render();
}
