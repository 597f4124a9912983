/**
 * The date ranges of the record screens (issue 24: transaction and betting records; the agents'
 * team screens take the same): presets and a custom range of whole days in the player's own time
 * zone, sent to the platform as platform-clock times (UTC+7, contract `timestamp`) from the first
 * day's midnight to the midnight after the last day, exclusive. Day arithmetic goes through dayjs
 * (the stack's date library) so a day with a daylight-saving change is still one calendar day.
 */
import dayjs from 'dayjs';
import { RECORDS_RANGE_MAX_DAYS } from '../contract/limits.ts';
import { platformTimestamp } from './local-time.ts';

/** The records' presets (issue 24). */
export const RANGE_PRESETS = ['today', 'yesterday', 'last7', 'last30'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
/**
 * The agent reports' presets (issue 25: team profit and loss, team betting, team overview): today,
 * yesterday and this month so far, as the region's agent back offices offer them.
 */
export const REPORT_PRESETS = ['today', 'yesterday', 'thisMonth'] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];
/** Every preset a range filter may offer. */
export type DatePreset = RangePreset | ReportPreset;

/** Whole days, first and last included, as `YYYY-MM-DD` in the player's zone (what `<input type="date">` holds). */
export interface DayRange {
  first: string;
  last: string;
}

const DAY = 'YYYY-MM-DD';
/** Days before today each rolling preset starts (last7: today and the 6 days before). */
const PRESET_START: Readonly<Record<RangePreset, number>> = { today: 0, yesterday: 1, last7: 6, last30: 29 };

/** A preset's days as of `now` in the player's zone (thisMonth: the 1st of this month to today). */
export function presetRange(preset: DatePreset, now: number): DayRange {
  const today = dayjs(now).startOf('day');
  if (preset === 'thisMonth') return { first: today.startOf('month').format(DAY), last: today.format(DAY) };
  const last = preset === 'yesterday' ? today.subtract(1, 'day') : today;
  return { first: today.subtract(PRESET_START[preset], 'day').format(DAY), last: last.format(DAY) };
}

export type RangeProblem = 'invalid' | 'order' | 'future' | 'tooLong';

/** What is wrong with a custom range, or null: days that exist, in order, not after today, at most RECORDS_RANGE_MAX_DAYS. */
export function rangeProblem({ first, last }: DayRange, now: number): RangeProblem | null {
  const start = dayjs(first);
  const end = dayjs(last);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(first) || !/^\d{4}-\d{2}-\d{2}$/.test(last) || !start.isValid() || !end.isValid()) return 'invalid';
  if (end.isBefore(start)) return 'order';
  if (end.isAfter(dayjs(now), 'day')) return 'future';
  if (end.diff(start, 'day') + 1 > RECORDS_RANGE_MAX_DAYS) return 'tooLong';
  return null;
}

/** The request's `from` and `to` (exclusive) for whole days in the player's zone. */
export function rangeRequest({ first, last }: DayRange): { from: string; to: string } {
  return {
    from: platformTimestamp(dayjs(first).startOf('day').valueOf()),
    to: platformTimestamp(dayjs(last).add(1, 'day').startOf('day').valueOf()),
  };
}
