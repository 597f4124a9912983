/** Unread badge cap (game §9). */
export const UNREAD_BADGE_CAP = 99;

/** A badge's text (G §9 "Unread badge cap 99+"): the count, "99+" above 99, nothing at 0. */
export function badgeText(count: number): string {
  if (count <= 0) return '';
  return count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(count);
}
