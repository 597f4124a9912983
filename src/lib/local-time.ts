/**
 * Platform times the player acts on (a hot match's kick-off) in the player's own time zone. The
 * platform writes times as `YYYY-MM-DD HH:mm:ss` on its clock (UTC+7, contract `timestamp`);
 * unlike the operator's dates (./dates.ts, shown as written), a kick-off is an instant, shown where
 * the player is: the browser's own zone, read through Date's local getters. Weekday and month names
 * come from the locale files, not Intl (browsers without Burmese locale data answer in English) nor
 * dayjs (the sports screens stay light); a 24-hour clock and Western digits, as everywhere on the site.
 */
import { PLATFORM_UTC_OFFSET_MINUTES } from '../constants.ts';

/** A language's words for a kick-off (locale `games.hotMatches`): the names space-separated, Sunday and January first. */
export interface KickOffTexts {
  /** e.g. `{{weekday}} {{day}} {{month}}, {{time}}`. */
  kickOffFormat: string;
  weekdays: string;
  months: string;
}

/** The instant (ms) of a platform time, or null for a value that is not one. */
export function platformInstant(timestamp: string): number | null {
  const parts = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(timestamp);
  if (!parts) return null;
  const [year, month, day, hours, minutes, seconds] = parts.slice(1).map(Number) as [number, number, number, number, number, number];
  return Date.UTC(year, month - 1, day, hours, minutes, seconds) - PLATFORM_UTC_OFFSET_MINUTES * 60_000;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A kick-off in the browser's time zone in the page's words, or the value as sent when it is not a platform time. */
export function formatKickOff(timestamp: string, texts: KickOffTexts): string {
  const instant = platformInstant(timestamp);
  if (instant === null) return timestamp;
  const local = new Date(instant);
  const values: Record<string, string> = {
    weekday: texts.weekdays.split(' ')[local.getDay()] ?? '',
    day: String(local.getDate()),
    month: texts.months.split(' ')[local.getMonth()] ?? '',
    time: `${twoDigits(local.getHours())}:${twoDigits(local.getMinutes())}`,
  };
  return texts.kickOffFormat.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}

/** The platform time (`YYYY-MM-DD HH:mm:ss` on its clock, UTC+7) of an instant: what a request's range sends. */
export function platformTimestamp(instant: number): string {
  return new Date(instant + PLATFORM_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** A platform time as `YYYY-MM-DD HH:mm` in the player's zone (the record screens' rows), or the value as sent when it is not one. */
export function formatLocalDateTime(timestamp: string): string {
  const instant = platformInstant(timestamp);
  if (instant === null) return timestamp;
  const local = new Date(instant);
  const date = [local.getFullYear(), twoDigits(local.getMonth() + 1), twoDigits(local.getDate())].join('-');
  return `${date} ${twoDigits(local.getHours())}:${twoDigits(local.getMinutes())}`;
}
