/**
 * Home's pop-ups (G §2 "Home": "login pop-ups and an app-download pop-up"; G §3 content type PU),
 * pure: which ones a visit still has to see, in which order, and when one may open.
 * - At most one per page view (ours, issue 21: the age question, two announcements and the app
 *   offer in a row kept a new player from the games): the first due PU announcement, in the
 *   answer's order; the app-download pop-up only in a visit that has seen no announcement and did
 *   not just sign in (the site's own offer waits for the operator's news, and never greets a login).
 * - Each once per visit (sessionStorage STORAGE_KEYS.shownPopups holds the keys of those shown).
 * - None for the rest of the day once the player ticks "Don't show again today" (ours: a player who
 *   comes back several times a day sees the same news once; STORAGE_KEYS.popupsHiddenUntil).
 * - The download pop-up only outside the app and the installed web app, and only when the brand has
 *   an app link for this device (the same conditions as the header's download button, G §2).
 * - One opens only once the status gate and the age confirmation have settled, and never over
 *   another dialog (the age question, a gate's prompt, the login sheet, the side menu …).
 */
import { SYSTEM_STATUS } from '../../../../contract/vocabulary.ts';
import type { Announcement } from '../../../../contract/schemas.ts';

/** The fields a pop-up shows. */
export type PopupAnnouncement = Pick<Announcement, 'id' | 'title' | 'content' | 'linkedPromotionId'>;

export type Popup = { kind: 'announcement'; key: string; announcement: PopupAnnouncement } | { kind: 'download'; key: string };

/** Content type of pop-up announcements (G §3 "Pop-up PU"). */
const POPUP_TYPE = 'PU';
export const DOWNLOAD_POPUP_KEY = 'download';
export const announcementKey = (id: number) => `${POPUP_TYPE}:${id}`;

function isPopupAnnouncement(entry: unknown): entry is PopupAnnouncement & { type: string } {
  const item = entry as Partial<Announcement> | null;
  return item?.type === POPUP_TYPE && Number.isInteger(item.id) && typeof item.title === 'string' && typeof item.content === 'string';
}

/**
 * The pop-up this page view shows, if any (a list of at most one): the first PU announcement of
 * `list` the visit has not seen (the home announcements call answers several types), else the
 * download pop-up when offered, not yet shown, and the visit has seen no announcement and no
 * sign-in (`signedIn`).
 */
export function popupQueue(
  list: unknown,
  { shown, offerDownload, signedIn = false }: { shown: readonly string[]; offerDownload: boolean; signedIn?: boolean },
): Popup[] {
  for (const entry of Array.isArray(list) ? list : []) {
    if (!isPopupAnnouncement(entry)) continue;
    const key = announcementKey(entry.id);
    if (shown.includes(key)) continue;
    const { id, title, content, linkedPromotionId } = entry;
    return [{ kind: 'announcement', key, announcement: { id, title, content, linkedPromotionId: linkedPromotionId ?? null } }];
  }
  const sawAnnouncement = shown.some((key) => key.startsWith(`${POPUP_TYPE}:`));
  if (offerDownload && !signedIn && !sawAnnouncement && !shown.includes(DOWNLOAD_POPUP_KEY)) return [{ kind: 'download', key: DOWNLOAD_POPUP_KEY }];
  return [];
}

/** The keys stored under STORAGE_KEYS.shownPopups; anything unreadable counts as none shown. */
export function parseShown(stored: string | null): string[] {
  try {
    const value: unknown = JSON.parse(stored ?? '[]');
    return Array.isArray(value) ? value.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

/** What to store once `key` has shown. */
export function withShown(shown: readonly string[], key: string): string[] {
  return shown.includes(key) ? [...shown] : [...shown, key];
}

/** Whether this visit is offered the app (G §2: outside the app and the installed web app, with a link for the device). */
export function downloadOffered(input: { inApp: boolean; installed: boolean; device: string | undefined; appDevices: readonly string[] }): boolean {
  return !input.inApp && !input.installed && input.device !== undefined && input.appDevices.includes(input.device);
}

/** `<html data-status>` of the maintenance and restricted pages (src/components/StatusGate.astro). */
const GATE_STATUSES = [SYSTEM_STATUS.maintenance, SYSTEM_STATUS.restricted].map(String);

/**
 * Whether a pop-up may open now: the status gate has settled on a normal page (no splash, no
 * maintenance or restricted page), the player has confirmed their age, and no dialog is open.
 */
export function popupMayOpen(input: { awaitingStatus: boolean; status: string | undefined; ageConfirmed: boolean; dialogOpen: boolean }): boolean {
  if (input.awaitingStatus || GATE_STATUSES.includes(input.status ?? '')) return false;
  return input.ageConfirmed && !input.dialogOpen;
}

/** Whether the player has hidden the pop-ups until a time still to come (`stored`: STORAGE_KEYS.popupsHiddenUntil). */
export function popupsHidden(stored: string | null, now: number): boolean {
  const until = Number(stored);
  return stored !== null && Number.isFinite(until) && now < until;
}

/** The end of the player's day (the next local midnight): "today" as the phone's clock reads it. */
export function endOfDay(now: number): number {
  const day = new Date(now);
  day.setHours(24, 0, 0, 0);
  return day.getTime();
}
