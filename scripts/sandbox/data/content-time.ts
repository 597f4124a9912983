/** Dates as the platform writes them (`YYYY-MM-DD HH:mm:ss`, G §2 "Notices"), on the platform's clock (UTC+7, src/constants.ts). */
import { PLATFORM_UTC_OFFSET_MINUTES } from '../../../src/constants.ts';

const OFFSET_MS = PLATFORM_UTC_OFFSET_MINUTES * 60_000;
export const DAY_MS = 24 * 60 * 60_000;

/** `YYYY-MM-DD HH:mm:ss` on the platform clock. */
export function platformTimestamp(ms: number): string {
  return new Date(ms + OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** `YYYY-MM-DD` on the platform clock. */
export function platformDate(ms: number): string {
  return platformTimestamp(ms).slice(0, 10);
}

/** The instant of `HH:mm` platform time on the platform day that contains `ms`. */
export function platformTimeOfDay(ms: number, hoursMinutes: string): number {
  const [hours = 0, minutes = 0] = hoursMinutes.split(':').map(Number);
  const dayStart = Math.floor((ms + OFFSET_MS) / DAY_MS) * DAY_MS - OFFSET_MS;
  return dayStart + (hours * 60 + minutes) * 60_000;
}
