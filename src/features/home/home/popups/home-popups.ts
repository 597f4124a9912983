/**
 * Home's pop-up dialog (rules in ./popup-queue.ts), loaded by ./popups.client.ts when a pop-up is
 * due and the page lets it open: opens the visit's remaining pop-ups one at a time, each as soon as
 * the page lets it (status gate settled, age confirmed, no other dialog open), and marks each shown
 * for the visit when it opens, so a reload never shows it again. The PU announcements use HomePopups.astro's dialog; the app
 * offer is the page's download pop-up (src/components/DownloadPopup.astro).
 */
import { STORAGE_KEYS } from '../../../../lib/storage-keys.ts';
import { showServerHtml } from '../../../../lib/sanitize-html.ts';
import { writeStorage } from '../../../../lib/storage.ts';
import { openDialog } from '../../../../shell/dialogs.ts';
import { withQuery } from '../../../../shell/paths.ts';
import type { PopupsConfig } from './config.ts';
import { hiddenToday, markShown, mayOpenNow, signedInThisVisit, watchPage } from './popup-page.ts';
import { endOfDay, type Popup, type PopupAnnouncement } from './popup-queue.ts';

const DOWNLOAD_DIALOG_ID = 'download-popup';

/** Fills the pop-up dialog with an announcement: its title, its sanitised content, its promotion. */
function fill(dialog: HTMLDialogElement, announcement: PopupAnnouncement, config: PopupsConfig): void {
  dialog.querySelector('[data-popup-title]')!.textContent = announcement.title;
  void showServerHtml(dialog.querySelector('[data-popup-content]')!, announcement.content);
  const promotion = dialog.querySelector<HTMLAnchorElement>('[data-popup-promotion]')!;
  const linked = announcement.linkedPromotionId;
  promotion.hidden = linked === null;
  if (linked !== null) promotion.href = withQuery(config.promotionPath, { id: linked });
}

/** Opens one pop-up; focus goes back where it was when it closes. Answers whether it opened. */
function open(popup: Popup, dialog: HTMLDialogElement, config: PopupsConfig): boolean {
  const before = document.activeElement;
  if (popup.kind === 'announcement') fill(dialog, popup.announcement, config);
  const id = popup.kind === 'announcement' ? dialog.id : DOWNLOAD_DIALOG_ID;
  if (!openDialog(id)) return false;
  const opened = document.getElementById(id)!;
  opened.addEventListener(
    'close',
    () => {
      if (before instanceof HTMLElement && before !== document.body && before.isConnected) before.focus();
    },
    { once: true },
  );
  return true;
}

/** Shows the page view's due pop-up (./popup-page.ts duePopups) once the page lets it open. */
export function showPopups(dialog: HTMLDialogElement, config: PopupsConfig, queue: Popup[]): void {
  // "Don't show again today": none for the rest of the day, none more in this visit.
  const hideToday = dialog.querySelector<HTMLInputElement>('[data-popup-hide-today]')!;
  hideToday.checked = false;
  hideToday.addEventListener('change', () => writeStorage(STORAGE_KEYS.popupsHiddenUntil, hideToday.checked ? String(endOfDay(Date.now())) : null));

  // Each time the page lets one open (a dialog closing, ours included), the next one follows.
  const next = (): void => {
    if (!mayOpenNow() || hiddenToday()) return;
    const popup = queue.shift();
    if (!popup) return stop();
    if (popup.kind === 'download' && signedInThisVisit()) return next(); // signed in while it waited
    markShown(popup.key);
    if (!open(popup, dialog, config)) next(); // the page has no such dialog: on to the next
  };
  const stop = watchPage(next);
  next();
}
