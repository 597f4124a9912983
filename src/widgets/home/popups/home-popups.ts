/**
 * Home's pop-ups in the browser (rules in ./popup-queue.ts): asks for home's announcements, then
 * opens the visit's remaining pop-ups one at a time, each as soon as the page lets it (status gate
 * settled, age confirmed, no other dialog open), and marks each shown for the visit when it opens,
 * so a reload never shows it again. The PU announcements use HomePopups.astro's dialog; the app
 * offer is the page's download pop-up (src/components/DownloadPopup.astro).
 */
import { ageLimit, downloads } from 'virtual:brand';
import { STORAGE_KEYS, type LanguageCode } from '../../../constants.ts';
import { sanitizeHtml } from '../../../lib/sanitize-html.ts';
import { readStorage, writeStorage } from '../../../lib/storage.ts';
import { openDialog } from '../../../shell/dialogs.ts';
import { deviceAppLinks } from '../../../shell/downloads.ts';
import { homeAnnouncements } from '../home-announcements.ts';
import { AGE_CONFIRMED_KEY, ageConfirmed } from '../../age/age.ts';
import { downloadOffered, endOfDay, parseShown, popupMayOpen, popupQueue, popupsHidden, withShown, type Popup, type PopupAnnouncement } from './popup-queue.ts';

export interface PopupsConfig {
  language: LanguageCode;
  /** The promotions page in the page's language (a pop-up's linked promotion opens it with ?id=). */
  promotionPath: string;
}

const DOWNLOAD_DIALOG_ID = 'download-popup';

const root = document.documentElement;

function readSessionShown(): string[] {
  try {
    return parseShown(sessionStorage.getItem(STORAGE_KEYS.shownPopups));
  } catch {
    return []; // no session storage: every page counts as the visit's first
  }
}

function markShown(key: string): void {
  writeStorage(STORAGE_KEYS.shownPopups, JSON.stringify(withShown(readSessionShown(), key)), true);
}

function mayOpenNow(): boolean {
  return popupMayOpen({
    awaitingStatus: root.classList.contains('awaiting-status'),
    status: root.dataset.status,
    ageConfirmed: ageConfirmed(readStorage(AGE_CONFIRMED_KEY), ageLimit),
    dialogOpen: document.querySelector('dialog[open]') !== null,
  });
}

/** Fills the pop-up dialog with an announcement: its title, its sanitised content, its promotion. */
function fill(dialog: HTMLDialogElement, announcement: PopupAnnouncement, config: PopupsConfig): void {
  dialog.querySelector('[data-popup-title]')!.textContent = announcement.title;
  dialog.querySelector('[data-popup-content]')!.replaceChildren(sanitizeHtml(announcement.content));
  const promotion = dialog.querySelector<HTMLAnchorElement>('[data-popup-promotion]')!;
  const linked = announcement.linkedPromotionId;
  promotion.hidden = linked === null;
  if (linked !== null) promotion.href = `${config.promotionPath}?${new URLSearchParams({ id: String(linked) })}`;
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

/** Starts the pop-ups of this visit on home. */
export async function startPopups(dialog: HTMLDialogElement, config: PopupsConfig): Promise<void> {
  if (popupsHidden(readStorage(STORAGE_KEYS.popupsHiddenUntil), Date.now())) return; // "Don't show again today"
  const offerDownload = downloadOffered({
    inApp: root.classList.contains('in-app'),
    installed: root.classList.contains('in-pwa'),
    device: root.dataset.device,
    appDevices: deviceAppLinks(downloads).map((link) => link.device),
  });
  const list = await homeAnnouncements(config.language).catch(() => []); // a failed call: no pop-up announcements, the app offer still comes
  const queue = popupQueue(list, { shown: readSessionShown(), offerDownload });
  if (queue.length === 0) return;

  // "Don't show again today": none for the rest of the day, none more in this visit.
  const hideToday = dialog.querySelector<HTMLInputElement>('[data-popup-hide-today]')!;
  hideToday.checked = false;
  hideToday.addEventListener('change', () => writeStorage(STORAGE_KEYS.popupsHiddenUntil, hideToday.checked ? String(endOfDay(Date.now())) : null));
  const hiddenToday = () => popupsHidden(readStorage(STORAGE_KEYS.popupsHiddenUntil), Date.now());

  const watchers: MutationObserver[] = [];
  const next = () => {
    if (!mayOpenNow() || hiddenToday()) return;
    const popup = queue.shift();
    if (!popup) {
      for (const watcher of watchers) watcher.disconnect();
      return;
    }
    markShown(popup.key);
    if (!open(popup, dialog, config)) next(); // the page has no such dialog: on to the next
  };
  // The page lets a pop-up open when the status settles or the age question closes (<html>'s class
  // and data-status), and whenever a dialog closes, ours included: the next one follows.
  const page = new MutationObserver(next);
  page.observe(root, { attributes: true, attributeFilter: ['class', 'data-status'] });
  const dialogs = new MutationObserver(next);
  dialogs.observe(document.body, { attributes: true, subtree: true, attributeFilter: ['open'] });
  watchers.push(page, dialogs);
  next();
}
