import { $gameMenuCategories, $vendorData } from '../../stores/games/vendors.ts';

/**
 * Puts the menu's entries (`li[data-category]`) in `order` and hides the others. Categories the page
 * has no entry for (no title in the locale files) are left out. Answers the categories shown.
 */
export function orderEntries(list: HTMLElement, order: readonly string[]): string[] {
  const entries = new Map([...list.querySelectorAll<HTMLElement>(':scope > li[data-category]')].map((entry) => [entry.dataset.category!, entry]));
  const shown = order.filter((category) => entries.has(category));
  for (const category of shown) list.append(entries.get(category)!); // moves it to the end, in order
  for (const [category, entry] of entries) entry.hidden = !shown.includes(category);
  return shown;
}

/**
 * Once the vendor answer is in, orders the menu by it (the game menu; a list screen's category
 * tabs, CategoryTabs.astro, which its page script passes, or null on a page without them). While it
 * loads, and when it fails, the menu keeps the default order the page was built with: a player can
 * always reach every list.
 */
export function followVendorSorting(menu: HTMLElement | null): void {
  const list = menu?.querySelector<HTMLElement>('ul');
  if (!list) return;
  const stop = $vendorData.subscribe(({ data }) => {
    if (!data) return;
    orderEntries(list, $gameMenuCategories.get());
    queueMicrotask(() => stop());
  });
}
