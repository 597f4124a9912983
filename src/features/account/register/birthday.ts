/**
 * The birthday picker's calendar (A §2, §9): dates from BIRTHDAY_MIN_YEAR to the end of the current
 * year, written YYYY-MM-DD (A §3). Pure, so the picker and its tests share it.
 */
import { BIRTHDAY_MIN_YEAR } from '../../../constants.ts';

export interface CalendarDay {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

export { BIRTHDAY_MIN_YEAR };

/** Newest first: a player scrolls back from this year. */
export function birthdayYears(currentYear: number): number[] {
  const years: number[] = [];
  for (let year = currentYear; year >= BIRTHDAY_MIN_YEAR; year -= 1) years.push(year);
  return years;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

export function formatBirthday({ year, month, day }: CalendarDay): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** A real calendar day in range, or undefined. */
export function parseBirthday(text: string | undefined, currentYear: number): CalendarDay | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text ?? '');
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < BIRTHDAY_MIN_YEAR || year > currentYear || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

/** The same day with one part changed, the day pulled back into the month (31 March → February 28/29). */
export function withPart(date: CalendarDay, part: keyof CalendarDay, value: number): CalendarDay {
  const next = { ...date, [part]: value };
  return { ...next, day: Math.min(next.day, daysInMonth(next.year, next.month)) };
}

/** Where the picker opens without a value: 1 January, `yearsBack` years ago, within range. */
export function defaultBirthday(currentYear: number, yearsBack: number): CalendarDay {
  return { year: Math.max(BIRTHDAY_MIN_YEAR, currentYear - yearsBack), month: 1, day: 1 };
}
