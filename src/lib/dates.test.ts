import { describe, expect, it } from 'vitest';
import { formatDate } from './dates.ts';

describe('content dates', () => {
  it('promotions show YYYY/MM/DD and notices YYYY-MM-DD HH:mm:ss, in both languages, as the platform wrote them', () => {
    for (const language of ['EN', 'MY'] as const) {
      expect(formatDate('2026-11-24 23:59:59', 'promotion', language)).toBe('2026/11/24');
      expect(formatDate('2026-01-02 03:04:05', 'notice', language)).toBe('2026-01-02 03:04:05');
      // Midnight at a month's end stays on its date whatever the phone's zone (no conversion).
      expect(formatDate('2026-02-28 00:00:00', 'promotion', language)).toBe('2026/02/28');
    }
  });

  it('a value that is not a date is shown as sent rather than as "Invalid Date"', () => {
    expect(formatDate('soon', 'promotion', 'EN')).toBe('soon');
  });
});
