/**
 * The order of every list of dated items the site shows (notices, the home ticker, promotions, the
 * inbox): newest first, by the item's date. The platform may answer in any order (the sandbox
 * answers in its operator's order, mixing dates and types), so the site sorts, never the platform.
 *
 * Stable: items of the same date keep the platform's order. Platform timestamps
 * (`YYYY-MM-DD HH:mm:ss`, contract `timestamp`) sort as text; one that is not a timestamp (the
 * browser does not validate answers) goes after every dated item, in the platform's order.
 * No dayjs here: the home page's plain scripts sort with it too.
 */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}(?: \d{2}:\d{2}:\d{2})?$/;

export function newestFirst<T>(items: readonly T[], dateOf: (item: T) => unknown): T[] {
  const keyOf = (item: T) => {
    const date = dateOf(item);
    return typeof date === 'string' && TIMESTAMP.test(date) ? date : '';
  };
  // Array.prototype.sort is stable (ES2019): equal dates keep their order.
  return items
    .map((item) => ({ item, key: keyOf(item) }))
    .sort((a, b) => (a.key === b.key ? 0 : a.key < b.key ? 1 : -1))
    .map(({ item }) => item);
}
