/**
 * Home's pop-ups and the page (rules in ./popup-queue.ts): which ones this visit still has to see,
 * and when the page lets one open. Small, so that the entry (./popups.client.ts) can decide without
 * the dialog's code (./home-popups.ts), which loads only when a pop-up is about to open.
 */
import { ageLimit, downloads } from 'virtual:brand';
import { SIGN_IN_KEYS, STORAGE_KEYS } from '../../../../lib/storage-keys.ts';
import { type LanguageCode } from '../../../../constants.ts';
import { readStorage, writeStorage } from '../../../../lib/storage.ts';
import { deviceAppLinks } from '../../../../shell/downloads.ts';
import { homeAnnouncements } from '../home-announcements.ts';
import { AGE_CONFIRMED_KEY, ageConfirmed } from '../../../../widgets/age/age.ts';
import { downloadOffered, parseShown, popupMayOpen, popupQueue, popupsHidden, withShown, type Popup } from './popup-queue.ts';

const root = document.documentElement;

function readSessionShown(): string[] {
  try {
    return parseShown(sessionStorage.getItem(STORAGE_KEYS.shownPopups));
  } catch {
    return []; // no session storage: every page counts as the visit's first
  }
}

/** This visit has signed in (src/lib/session.ts signIn): no app offer after a login. */
export function signedInThisVisit(): boolean {
  try {
    return sessionStorage.getItem(SIGN_IN_KEYS.signedInThisVisit) === '1';
  } catch {
    return false;
  }
}

export function markShown(key: string): void {
  writeStorage(STORAGE_KEYS.shownPopups, JSON.stringify(withShown(readSessionShown(), key)), true);
}

/** "Don't show again today" is ticked. */
export const hiddenToday = () => popupsHidden(readStorage(STORAGE_KEYS.popupsHiddenUntil), Date.now());

/** The pop-up this page view shows, if any (none when hidden for today). */
export async function duePopups(language: LanguageCode): Promise<Popup[]> {
  if (hiddenToday()) return [];
  const offerDownload = downloadOffered({
    inApp: root.classList.contains('in-app'),
    installed: root.classList.contains('in-pwa'),
    device: root.dataset.device,
    appDevices: deviceAppLinks(downloads).map((link) => link.device),
  });
  const list = await homeAnnouncements(language).catch(() => []); // a failed call: no pop-up announcements, the app offer still comes
  return popupQueue(list, { shown: readSessionShown(), offerDownload, signedIn: signedInThisVisit() });
}

/** An input aimed at the page itself: taps and keys in a dialog (the age question, a pop-up) do not count. */
const onThePage = (target: EventTarget | null | undefined) => !(target instanceof Element && target.closest('dialog'));
let playerStarted = false;

/**
 * Follows whether the player has started using the page (a tap, a key, a scroll outside a dialog)
 * before a pop-up opened: one opening then would land under their finger (issue 34 item 11), so it
 * waits for the next page view, unmarked. A tap made before this script ran is the page's first
 * input (Event Timing, buffered); a scroll before it shows in the page's scroll position.
 */
export function watchPlayer(): void {
  const TYPES = ['pointerdown', 'keydown', 'wheel', 'touchmove'] as const;
  const started = (event: Event) => {
    if (!onThePage(event.target)) return;
    playerStarted = true;
    for (const type of TYPES) removeEventListener(type, started, true);
  };
  for (const type of TYPES) addEventListener(type, started, { capture: true, passive: true });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (onThePage((entry as PerformanceEventTiming).target)) playerStarted = true;
    }).observe({ type: 'first-input', buffered: true });
  } catch {
    // No Event Timing: the listeners alone.
  }
}

/** Whether a pop-up may open now: status gate settled, age confirmed, no other dialog open, the player not yet busy on the page. */
export function mayOpenNow(): boolean {
  if (playerStarted || scrollY > 0) return false;
  return popupMayOpen({
    awaitingStatus: root.classList.contains('awaiting-status'),
    status: root.dataset.status,
    ageConfirmed: ageConfirmed(readStorage(AGE_CONFIRMED_KEY), ageLimit),
    dialogOpen: document.querySelector('dialog[open]') !== null,
  });
}

/**
 * Calls `check` whenever the page may have come to let a pop-up open: the status settles or the
 * age question closes (<html>'s class and data-status), or any dialog closes. Returns the stop.
 */
export function watchPage(check: () => void): () => void {
  const page = new MutationObserver(check);
  page.observe(root, { attributes: true, attributeFilter: ['class', 'data-status'] });
  const dialogs = new MutationObserver(check);
  dialogs.observe(document.body, { attributes: true, subtree: true, attributeFilter: ['open'] });
  return () => {
    page.disconnect();
    dialogs.disconnect();
  };
}
