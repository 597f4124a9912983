import { afterAll, describe, expect, it } from 'vitest';
import EN from '../i18n/locales/en/games.json';
import MY from '../i18n/locales/my/games.json';
import { formatKickOff, formatLocalDateTime, formatNoticeTime, formatPromotionDate, platformInstant, platformTimestamp } from './local-time.ts';

// The player's zone: half an hour off the platform's UTC+7 (Node reads TZ again when it changes).
const zone = process.env.TZ;
process.env.TZ = 'Asia/Yangon';
afterAll(() => void (process.env.TZ = zone));

describe('kick-off times', () => {
  it('reads a platform time as UTC+7', () => {
    expect(platformInstant('2026-11-26 20:00:00')).toBe(Date.UTC(2026, 10, 26, 13, 0, 0));
    expect(platformInstant('26/11/2026 20:00')).toBeNull();
  });

  it("shows the kick-off in the player's zone, in the page's words, on a 24-hour clock", () => {
    expect(formatKickOff('2026-11-26 20:00:00', EN.hotMatches)).toBe('Thu 26 Nov, 19:30');
    expect(formatKickOff('2026-01-04 07:05:00', EN.hotMatches)).toBe('Sun 4 Jan, 06:35');
    // Before 00:30 on the platform clock is the day before in Yangon.
    expect(formatKickOff('2026-12-01 00:15:00', EN.hotMatches)).toBe('Mon 30 Nov, 23:45');
    expect(formatKickOff('2026-11-26 20:00:00', MY.hotMatches)).toBe('နိုဝင်ဘာ 26 (ကြာသပတေး) 19:30');
  });

  it('has seven weekdays and twelve months in every language', () => {
    for (const texts of [EN.hotMatches, MY.hotMatches]) {
      expect(texts.weekdays.split(' ')).toHaveLength(7);
      expect(texts.months.split(' ')).toHaveLength(12);
    }
  });

  it('shows a value that is not a platform time as sent', () => {
    expect(formatKickOff('soon', EN.hotMatches)).toBe('soon');
  });
});

describe('record times', () => {
  it('moves a platform time into the player zone and back', () => {
    expect(formatLocalDateTime('2026-12-01 00:15:00')).toBe('2026-11-30 23:45');
    expect(formatLocalDateTime('not a time')).toBe('not a time');
    const instant = platformInstant('2026-03-10 12:34:56')!;
    expect(platformTimestamp(instant)).toBe('2026-03-10 12:34:56');
  });
});

describe('content dates', () => {
  // Promotions show YYYY/MM/DD and notices YYYY-MM-DD HH:mm:ss (G §2), in the player's zone; a value
  // that is not a date is shown as sent rather than as "Invalid Date".
  it.each([
    ['2026-11-24 23:59:59', '2026/11/24', '2026-11-24 23:29:59'],
    ['2026-01-02 03:04:05', '2026/01/02', '2026-01-02 02:34:05'],
    ['2026-03-01 00:00:00', '2026/02/28', '2026-02-28 23:30:00'], // midnight on the platform's clock is still the evening before in Yangon
    ['soon', 'soon', 'soon'],
    ['', '', ''],
  ])('%j: a promotion shows %j, a notice %j', (sent, promotion, notice) => {
    expect(formatPromotionDate(sent)).toBe(promotion);
    expect(formatNoticeTime(sent)).toBe(notice);
  });
});
