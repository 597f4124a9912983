/**
 * The winner board's rules (G §2 "Winner board", §7, §9), pure: which entries of the winner call's
 * answer show, how an amount reads, and the "just won" sentence in parts, so the names the platform
 * sends can be marked apart from our own words in any language's word order.
 */
import { BIG_WINS_SHOWN } from '../../../../constants.ts';
import { formatMoney, type MoneyFormat } from '../../../../lib/money.ts';
import type { ValueOf } from '../../../../contract/schemas.ts';

type WinnerEntry = ValueOf<'winnerBoard'>['list'][number];
/** One row of the board: the winner entry's `vo` (game icon and name, customer, amount, launch fields). */
export type Win = WinnerEntry['vo'];

const isText = (value: unknown): value is string => typeof value === 'string';

/** An entry the board can draw and launch (the browser does not validate answers: a platform may send less). */
function isDrawable(entry: unknown): entry is WinnerEntry {
  const vo = (entry as Partial<WinnerEntry> | null)?.vo;
  return (
    typeof vo === 'object' &&
    vo !== null &&
    isText(vo.nodeId) &&
    vo.nodeId !== '' &&
    isText(vo.gameName) &&
    isText(vo.customerName) &&
    Number.isFinite(vo.winAmount)
  );
}

/**
 * The big wins the board shows (G §9 "limit 20, first 10 big wins"): the first BIG_WINS_SHOWN
 * entries of the answer, in its order. Items 11 onward are the jackpot wins, never drawn (G §2);
 * an entry flagged `jackpot` among the first ten (a platform with fewer big wins) is left out too,
 * as is anything the board could not draw.
 */
export function bigWins(list: unknown): Win[] {
  if (!Array.isArray(list)) return [];
  return list
    .slice(0, BIG_WINS_SHOWN)
    .filter(isDrawable)
    .filter((entry) => entry.jackpot !== true)
    .map((entry) => entry.vo);
}

/** "K 79,412.35", "$1,250,000.00", "79,412.35 K" (Burmese): the one money formatter, as the balance shows money. */
export function formatWinAmount(amount: number, money: MoneyFormat): string {
  return formatMoney(amount, money) ?? '';
}

/** A piece of a filled sentence: our words (`text`), or the value of a placeholder (`value`, with its name). */
export type SentencePart = { text: string } | { name: string; value: string };

/**
 * A translated sentence with `{{placeholders}}` (e.g. "{{name}} just won {{amount}}") cut into our
 * words and the values put in, in the sentence's own order. A placeholder without a value stays as
 * written (a missing value shows, rather than silently vanishing).
 */
export function sentenceParts(template: string, values: Readonly<Record<string, string>>): SentencePart[] {
  const parts: SentencePart[] = [];
  let rest = 0;
  for (const match of template.matchAll(/\{\{(\w+)\}\}/g)) {
    const [whole, name] = match as unknown as [string, string];
    const before = template.slice(rest, match.index);
    if (before) parts.push({ text: before });
    const value = values[name];
    parts.push(value === undefined ? { text: whole } : { name, value });
    rest = match.index! + whole.length;
  }
  if (rest < template.length) parts.push({ text: template.slice(rest) });
  return parts;
}

/**
 * Where the board scrolls next: the top of the first row below the current position (rows may
 * differ in height: a long line wraps), and back to the top once the last row is in view.
 * `rowTops`: each row's offset in the list; `max`: the furthest the list can scroll.
 */
export function nextScrollTop(rowTops: readonly number[], current: number, max: number): number {
  if (max <= 0 || current >= max - 1) return 0;
  const next = rowTops.find((top) => top > current + 1);
  return next === undefined ? 0 : Math.min(next, max);
}
