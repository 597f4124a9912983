import { describe, expect, it } from 'vitest';
import { BIRTHDAY_MIN_YEAR, birthdayYears, daysInMonth, defaultBirthday, formatBirthday, parseBirthday, withPart } from './birthday.ts';

describe('birthday calendar', () => {
  it('runs from this year back to 1900', () => {
    const years = birthdayYears(2026);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(BIRTHDAY_MIN_YEAR);
    expect(years).toHaveLength(2026 - 1900 + 1);
  });

  it('knows month lengths and leap years', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2025, 12)).toBe(31);
    expect(daysInMonth(2025, 4)).toBe(30);
  });

  it('formats and parses YYYY-MM-DD within range', () => {
    expect(formatBirthday({ year: 1990, month: 2, day: 3 })).toBe('1990-02-03');
    expect(parseBirthday('1990-02-03', 2026)).toEqual({ year: 1990, month: 2, day: 3 });
    expect(parseBirthday('2026-12-31', 2026)).toEqual({ year: 2026, month: 12, day: 31 });
    expect(parseBirthday('2027-01-01', 2026)).toBeUndefined();
    expect(parseBirthday('1899-12-31', 2026)).toBeUndefined();
    expect(parseBirthday('2023-02-29', 2026)).toBeUndefined();
    expect(parseBirthday('90-1-1', 2026)).toBeUndefined();
    expect(parseBirthday(undefined, 2026)).toBeUndefined();
  });

  it('pulls the day back into a shorter month', () => {
    expect(withPart({ year: 2023, month: 3, day: 31 }, 'month', 2)).toEqual({ year: 2023, month: 2, day: 28 });
    expect(withPart({ year: 2024, month: 2, day: 29 }, 'year', 2023)).toEqual({ year: 2023, month: 2, day: 28 });
    expect(withPart({ year: 2024, month: 2, day: 10 }, 'day', 20)).toEqual({ year: 2024, month: 2, day: 20 });
  });

  it('opens on a sensible default in range', () => {
    expect(defaultBirthday(2026, 18)).toEqual({ year: 2008, month: 1, day: 1 });
    expect(defaultBirthday(1905, 18)).toEqual({ year: 1900, month: 1, day: 1 });
  });
});
