/**
 * The player's clock in the browser tests: a spec that reads dates and times runs its pages in
 * PLAYER_ZONE (`test.use({ timezoneId: PLAYER_ZONE })`), Yangon, half an hour behind the platform's
 * UTC+7, so a time shown on the platform's clock can never pass for the player's. `playerTime`
 * writes a platform time the way the site does there (src/lib/local-time.ts), whatever zone the
 * machine running the tests is in.
 */
import { platformInstant } from '../../src/lib/local-time.ts';

export const PLAYER_ZONE = 'Asia/Yangon';

const clock = new Intl.DateTimeFormat('en', {
  timeZone: PLAYER_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** A platform time on the player's clock: a row's `YYYY-MM-DD HH:mm`, a promotion's `YYYY/MM/DD`, a notice's `YYYY-MM-DD HH:mm:ss`. */
export function playerTime(timestamp: string, form: 'row' | 'promotion' | 'notice'): string {
  const instant = platformInstant(timestamp);
  if (instant === null) throw new Error(`not a platform time: ${timestamp}`);
  const part = Object.fromEntries(clock.formatToParts(instant).map(({ type, value }) => [type, value]));
  if (form === 'promotion') return `${part.year}/${part.month}/${part.day}`;
  const minutes = `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
  return form === 'row' ? minutes : `${minutes}:${part.second}`;
}

/** Milliseconds until the player's next midnight: a test that compares two pages' "today" or "yesterday" must not cross it. */
export function untilPlayerMidnight(now = Date.now()): number {
  const part = Object.fromEntries(clock.formatToParts(now).map(({ type, value }) => [type, Number(value)]));
  const sinceMidnight = ((part.hour! * 60 + part.minute!) * 60 + part.second!) * 1000 + (now % 1000);
  return 24 * 60 * 60 * 1000 - sinceMidnight;
}
