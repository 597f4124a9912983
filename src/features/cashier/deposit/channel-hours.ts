/**
 * When the deposit channels take orders, in the player's clock (issue 24, issue 34 item 3): the
 * platform's opening hours ("HH:mm", UTC+7) moved to the player's offset, when a closed channel opens
 * again, and whether a method can take a deposit now. Pure, for unit tests.
 */
import { PLATFORM_UTC_OFFSET_MINUTES } from '../../../constants.ts';
import type { DepositChannel, DepositMethod } from './deposit.ts';

const minuteOfDay = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
};

/** Whether `minute` (of the local day) lies inside local opening hours; `close` before `open` runs past midnight. */
export function insideHours(hours: { open: string; close: string }, minute: number): boolean {
  const [open, close] = [minuteOfDay(hours.open), minuteOfDay(hours.close)];
  return open <= close ? minute >= open && minute < close : minute >= open || minute < close;
}

/** Where the player is: their offset from UTC (east positive) and the minute of their day. */
export interface LocalNow {
  offsetMinutes: number;
  minute: number;
}
export const localNow = (now = new Date()): LocalNow => ({ offsetMinutes: -now.getTimezoneOffset(), minute: now.getHours() * 60 + now.getMinutes() });

/**
 * When a closed channel opens again, in the player's clock: its opening time when its hours have
 * not come yet; null when it is switched off (the platform promises no time then).
 */
export function opensAt(channel: DepositChannel, now: LocalNow): string | null {
  if (channel.open || !channel.hours) return null;
  const local = localHours(channel.hours, now.offsetMinutes);
  return insideHours(local, now.minute) ? null : local.open;
}

/** Whether a method can take a deposit now (issue 34 item 3): open, closed (and when it opens, if known), or empty. */
export type MethodAvailability = { kind: 'open' } | { kind: 'closed'; opensAt: string | null } | { kind: 'empty' };

export function methodAvailability(method: DepositMethod, now: LocalNow): MethodAvailability {
  if (method.channels.length === 0) return { kind: 'empty' };
  if (method.channels.some((channel) => channel.open)) return { kind: 'open' };
  const waitOf = (time: string) => (minuteOfDay(time) - now.minute + 1440) % 1440;
  const times = method.channels.map((channel) => opensAt(channel, now)).filter((time): time is string => time !== null);
  const soonest = times.sort((a, b) => waitOf(a) - waitOf(b))[0] ?? null;
  return { kind: 'closed', opensAt: soonest };
}

/** The methods that take deposits now first, the closed and empty ones after them, each group in the platform's order. */
export function usableFirst(methods: readonly DepositMethod[], now: LocalNow): DepositMethod[] {
  const usable = (method: DepositMethod) => methodAvailability(method, now).kind === 'open';
  return [...methods.filter(usable), ...methods.filter((method) => !usable(method))];
}

/**
 * A channel's opening hours ("HH:mm" on the platform clock, UTC+7) in the player's clock, for the
 * day of `now`: "09:00" in Bangkok is "08:30" in Yangon. `offsetMinutes` is the player's offset
 * from UTC (east positive: -Date#getTimezoneOffset()).
 */
export function localHours(hours: { open: string; close: string }, offsetMinutes: number): { open: string; close: string } {
  const shift = (time: string) => {
    const [h, m] = time.split(':').map(Number) as [number, number];
    const minutes = (((h * 60 + m - PLATFORM_UTC_OFFSET_MINUTES + offsetMinutes) % 1440) + 1440) % 1440;
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  };
  return { open: shift(hours.open), close: shift(hours.close) };
}
