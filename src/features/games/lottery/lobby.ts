/**
 * The lottery lobby's pure parts: reading the platform's draw times, the countdown, the menu's tabs,
 * and which numbers a lottery card shows. No stores, no DOM: unit-tested in lobby.test.ts.
 */
import { PLATFORM_UTC_OFFSET_MINUTES } from '../../../constants.ts';
import type { ValueOf } from '../../../contract/schemas.ts';

export type Lottery = ValueOf<'lotteryList'>['list'][number];
type Menu = ValueOf<'lotteryMenu'>['menus'][number];
type VnDraw = ValueOf<'vnLotteryRecent'>['list'][number];
type NumeroEntry = ValueOf<'lotteryNumero'>['list'][number];

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Numbers a card shows: the special prize and the next two of a Vietnamese draw, or the hottest endings. */
export const NUMBERS_SHOWN = 3;

const PLATFORM_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** The instant of a platform time `YYYY-MM-DD HH:mm:ss` (its clock is UTC+7, whatever the player's zone); NaN if malformed. */
export function platformInstant(text: string): number {
  const parts = PLATFORM_TIME.exec(text);
  if (!parts) return Number.NaN;
  const [year, month, day, hours, minutes, seconds] = parts.slice(1).map(Number) as [number, number, number, number, number, number];
  return Date.UTC(year, month - 1, day, hours, minutes, seconds) - PLATFORM_UTC_OFFSET_MINUTES * 60_000;
}

/** What a card says about its next draw. */
export type NextDraw =
  /** Less than a day away: `H:MM:SS` (or `MM:SS` under an hour), counting down. */
  | { kind: 'countdown'; text: string }
  /** A day or more away: the time itself (the page formats it in the player's zone). */
  | { kind: 'at'; at: number }
  /** The draw time has passed and the platform has not given the next one yet. */
  | { kind: 'drawing' }
  /** No usable time from the platform. */
  | { kind: 'unknown' };

const two = (value: number) => String(value).padStart(2, '0');

/** `ms` (≥ 0) as `MM:SS`, or `H:MM:SS` from an hour; whole seconds rounded up, so 0:00 is the draw itself. */
export function countdownText(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const clock = `${two(minutes)}:${two(total % 60)}`;
  return hours > 0 ? `${hours}:${clock}` : clock;
}

export function nextDraw(nextDrawAt: string, now: number): NextDraw {
  const at = platformInstant(nextDrawAt);
  if (Number.isNaN(at)) return { kind: 'unknown' };
  const left = at - now;
  if (left <= 0) return { kind: 'drawing' };
  return left < DAY_MS ? { kind: 'countdown', text: countdownText(left) } : { kind: 'at', at };
}

/** True when a shown draw time has passed: the page then asks for the next ones. */
export function anyDrawDue(lotteries: readonly Lottery[], now: number): boolean {
  return lotteries.some((lottery) => platformInstant(lottery.nextDrawAt) <= now);
}

export interface Tab {
  code: string;
  name: string;
  lotteries: Lottery[];
}

/** Code of the tab that collects lotteries no menu names (ours: a platform may forget one; none is hidden). */
export const OTHER_TAB = '';

/**
 * The menu as tabs, in the platform's order, each with its lotteries in the menu's order. Codes the
 * list does not know are skipped, a menu left empty is dropped, and lotteries of no menu come last
 * under `otherName`.
 */
export function menuTabs(menus: readonly Menu[], lotteries: readonly Lottery[], otherName: string): Tab[] {
  const byCode = new Map(lotteries.map((lottery) => [lottery.code, lottery]));
  const tabs = menus.map((menu) => ({
    code: menu.code,
    name: menu.name,
    lotteries: menu.lotteries.flatMap((code) => byCode.get(code) ?? []),
  }));
  const listed = new Set(menus.flatMap((menu) => menu.lotteries));
  const others = lotteries.filter((lottery) => !listed.has(lottery.code));
  if (others.length > 0) tabs.push({ code: OTHER_TAB, name: otherName, lotteries: others });
  return tabs.filter((tab) => tab.lotteries.length > 0);
}

/** The latest draw of a Vietnamese region: its date and its first numbers (the special prize first). */
export function latestVnResult(draws: readonly VnDraw[], region: string): { date: string; numbers: string[] } | null {
  const latest = draws
    .filter((draw) => draw.region === region)
    .reduce<VnDraw | null>((best, draw) => (!best || draw.drawDate > best.drawDate ? draw : best), null);
  return latest ? { date: latest.drawDate, numbers: latest.numbers.slice(0, NUMBERS_SHOWN) } : null;
}

/** The endings that came out most often in the recent draws (lotteryNumero), most frequent first; never one that did not come out. */
export function hotNumbers(counts: readonly NumeroEntry[]): string[] {
  return counts
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.count - a.count || a.number.localeCompare(b.number))
    .slice(0, NUMBERS_SHOWN)
    .map((entry) => entry.number);
}
