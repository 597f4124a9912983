/**
 * Every date and time the site shows, one way (issue 34 item 10): the platform writes times as
 * `YYYY-MM-DD HH:mm:ss` on its clock (UTC+7, contract `timestamp`); each is an instant, shown where
 * the player is (the browser's own zone, read through Date's local getters), on a 24-hour clock in
 * Latin digits in every language, as money is (./money.ts). The formats:
 * - rows (records, orders, inbox, team, contracts): `YYYY-MM-DD HH:mm`;
 * - promotions `YYYY/MM/DD` and notices `YYYY-MM-DD HH:mm:ss`, as the spec writes them (G §2);
 * - a kick-off in the page's words ("Thu 26 Nov, 19:30").
 * Weekday and month names come from the locale files, not Intl (browsers without Burmese locale data
 * answer in English) nor dayjs (these pages stay light).
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

/** A platform time's date and clock in the player's zone, or null when it is not a platform time. */
function localParts(timestamp: string) {
  const instant = platformInstant(timestamp);
  if (instant === null) return null;
  const local = new Date(instant);
  return {
    year: String(local.getFullYear()),
    month: twoDigits(local.getMonth() + 1),
    day: twoDigits(local.getDate()),
    clock: `${twoDigits(local.getHours())}:${twoDigits(local.getMinutes())}`,
    seconds: twoDigits(local.getSeconds()),
  };
}

/** A platform time as `YYYY-MM-DD HH:mm` in the player's zone (every row), or the value as sent when it is not one. */
export function formatLocalDateTime(timestamp: string): string {
  const parts = localParts(timestamp);
  return parts ? `${parts.year}-${parts.month}-${parts.day} ${parts.clock}` : timestamp;
}

/** A promotion's start or end as `YYYY/MM/DD` in the player's zone (G §2 "Promotions"), or the value as sent. */
export function formatPromotionDate(timestamp: string): string {
  const parts = localParts(timestamp);
  return parts ? `${parts.year}/${parts.month}/${parts.day}` : timestamp;
}

/** A notice's start as `YYYY-MM-DD HH:mm:ss` in the player's zone (G §2 "Notices"), or the value as sent. */
export function formatNoticeTime(timestamp: string): string {
  const parts = localParts(timestamp);
  return parts ? `${parts.year}-${parts.month}-${parts.day} ${parts.clock}:${parts.seconds}` : timestamp;
}
