/**
 * The age gate's behaviour (AgeGate.astro, rules in age.ts), inline right after its <dialog>: it
 * asks from the first paint, without waiting for the page's modules (on a first visit the question
 * is the page's largest paint, and on a weak network the modules come seconds later), gives way to
 * a maintenance or restricted page when the status says so, and stays until answered: Escape, a mask click or the shell's "close every dialog" moments do not dismiss
 * it (it opens again). Yes is stored on the device; no is kept for the visit and shows the exit
 * message on every page of it.
 *
 * Serialised with Function#toString (as the pre-paint script, src/shell/prepaint.ts): it uses
 * nothing from outside its parameters, and nothing newer than ES2019.
 */
import type { AgeGateState, ageConfirmed, ageGateState } from './age.ts';

export interface AgeGateConfig {
  dialogId: string;
  limit: number;
  confirmedKey: string;
  declinedKey: string;
}

export function ageGate(config: AgeGateConfig, win: Window, confirmed: typeof ageConfirmed, gateState: typeof ageGateState): void {
  const root = win.document.documentElement;
  const dialog = win.document.getElementById(config.dialogId) as HTMLDialogElement | null;
  if (!dialog) return;

  const storage = (visit: boolean): Storage | null => {
    try {
      return visit ? win.sessionStorage : win.localStorage;
    } catch {
      return null; // blocked: the answer lasts for this page only
    }
  };
  const read = (visit: boolean, key: string): string | null => {
    try {
      const store = storage(visit);
      return store ? store.getItem(key) : null;
    } catch {
      return null;
    }
  };
  const write = (visit: boolean, key: string, value: string | null): void => {
    try {
      const store = storage(visit);
      if (store && value === null) store.removeItem(key);
      else if (store && value !== null) store.setItem(key, value);
    } catch {
      // Full or blocked: the answer lasts for this page only.
    }
  };

  const state = (): AgeGateState =>
    gateState({
      confirmed: confirmed(read(false, config.confirmedKey), config.limit),
      declined: read(true, config.declinedKey) === '1',
      status: root.dataset.status,
    });

  const render = (): void => {
    const now = state();
    root.classList.toggle('age-declined', now === 'declined');
    if (now === 'hidden') {
      if (dialog.open) dialog.close();
      return;
    }
    if (dialog.open && dialog.dataset.step === now) return;
    dialog.dataset.step = now;
    const steps = dialog.querySelectorAll<HTMLElement>('[data-age-step]');
    for (let i = 0; i < steps.length; i++) steps[i]!.hidden = steps[i]!.dataset.ageStep !== now;
    dialog.classList.toggle('declined', now === 'declined');
    dialog.setAttribute('aria-labelledby', now === 'ask' ? 'age-gate-question' : 'age-gate-exit');
    dialog.setAttribute('aria-describedby', now === 'ask' ? 'age-gate-text' : 'age-gate-exit-text');
    if (!dialog.open) dialog.showModal();
    const first = dialog.querySelector<HTMLButtonElement>('[data-age-step="' + now + '"] button');
    if (first) first.focus();
  };

  dialog.addEventListener('click', (event) => {
    // The shell closes a dialog on a click on its mask; this one answers only to its buttons.
    event.stopPropagation();
    const button = (event.target as Element).closest<HTMLElement>('[data-age-answer]');
    const answer = button ? button.dataset.ageAnswer : undefined;
    if (answer === 'yes') {
      write(false, config.confirmedKey, String(config.limit));
      write(true, config.declinedKey, null);
    } else if (answer === 'no') write(true, config.declinedKey, '1');
    else if (answer === 'again') write(true, config.declinedKey, null);
    if (answer) render();
  });
  dialog.addEventListener('cancel', (event) => event.preventDefault());
  // Closed by anything but an answer (e.g. the shell on a back/forward-cache restore): open again.
  dialog.addEventListener('close', () => {
    if (state() !== 'hidden') win.queueMicrotask(render);
  });
  // The status settles (data-status set) after this runs, and a no is shown on <html>: follow it.
  new (win as Window & typeof globalThis).MutationObserver(render).observe(root, { attributes: true, attributeFilter: ['class', 'data-status'] });
  // Answered in another tab.
  win.addEventListener('storage', (event) => {
    if (event.key === config.confirmedKey) render();
  });
  render();
}
