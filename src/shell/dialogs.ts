/**
 * The page's <dialog>s (side menu, service modal, download pop-up, login and registration modals):
 * one open at a time. Opening one marks <body> with `<id>-open` (A §4: "Login modal shown or
 * hidden (a body class is added or removed)") and tells what is inside (DIALOG_OPENED: the
 * registration modal takes a fresh captcha each time, A §2).
 */
import { sameOriginPath } from '../lib/safe-path.ts';

/** Dispatched on a dialog each time it opens. */
export const DIALOG_OPENED = 'dialog-opened';

/**
 * Opens the dialog `id`, closing any other. `next`: where a login or registration modal goes
 * once the player is in (a same-origin path; otherwise the modal's page reloads in place).
 * Answers false when this page has no such dialog (a link then simply navigates).
 */
export function openDialog(id: string, next?: string): boolean {
  const dialog = document.getElementById(id);
  if (!(dialog instanceof HTMLDialogElement)) return false;
  for (const open of document.querySelectorAll<HTMLDialogElement>('dialog[open]')) open.close();
  if (next) dialog.dataset.next = next;
  else delete dialog.dataset.next;
  dialog.showModal();
  const mark = `${id}-open`;
  document.body.classList.add(mark);
  dialog.addEventListener('close', () => document.body.classList.remove(mark), { once: true });
  dialog.dispatchEvent(new Event(DIALOG_OPENED));
  return true;
}

/**
 * Lays the closed dialog `id` out once, unseen: hidden and out of the page's flow for one
 * synchronous layout, never painted. Its first opening then finds its fonts matched and its text
 * shaped, work a first showModal otherwise does inside the tap (the team sheet's first opening
 * took 100 ms at 4× CPU, 30 of them matching the Burmese bold face of its title). Call it when the
 * page is idle, with the dialog filled as it will show.
 */
export function prepareDialog(id: string): void {
  const dialog = document.getElementById(id);
  if (!(dialog instanceof HTMLDialogElement) || dialog.open) return;
  dialog.classList.add('preparing');
  void dialog.offsetHeight;
  dialog.classList.remove('preparing');
}

export function closeDialogs(): void {
  for (const open of document.querySelectorAll<HTMLDialogElement>('dialog[open]')) open.close();
}

/**
 * After a login or registration: a form on its own page goes to `pageTarget` (home); a form in a
 * modal goes where the player was headed (the opener's `next`, a path of this site only) or stays
 * on the page it was opened from, reloaded so every part of it sees the session.
 */
export function leaveAfterSignIn(form: Element | null, pageTarget: string): void {
  const dialog = form?.closest('dialog');
  const target = dialog ? dialog.dataset.next : pageTarget;
  const path = target ? sameOriginPath(target, location.origin) : null;
  if (path) location.assign(path);
  else location.reload();
}
