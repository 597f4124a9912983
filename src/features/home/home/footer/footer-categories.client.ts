// The home footer's product categories (G §2 "Home footer"): in the order of the home menu once the
// vendor sorting is known, and on home a tap selects the menu's tab at the entry's index + 2 and
// brings the menu into view. Elsewhere, and before any script, each entry is a link to its list.
import { $homeTab } from '../../../../stores/home.ts';
import { $vendorCategories, $vendorData, switcherCategories } from '../../../../stores/games/vendors.ts';
import { orderEntries } from '../../../../widgets/games/game-menu-order.ts';
import { tabOfFooterEntry } from '../home-tabs.ts';

const list = document.querySelector<HTMLElement>('.footer-categories ul');
if (list) {
  const stop = $vendorData.subscribe(({ data }) => {
    if (!data) return;
    orderEntries(list, switcherCategories($vendorCategories.get()));
    queueMicrotask(() => stop());
  });
  list.addEventListener('click', (event) => {
    const menu = document.querySelector<HTMLElement>('.home-tabs [role="tablist"]');
    const entry = (event.target as Element).closest<HTMLElement>('li[data-category]');
    if (!menu || !entry) return; // not home: the link opens the category's list
    event.preventDefault();
    const shown = [...list.querySelectorAll<HTMLElement>(':scope > li[data-category]:not([hidden])')];
    $homeTab.set(tabOfFooterEntry(shown.indexOf(entry)));
    menu.scrollIntoView({ block: 'start', behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
    requestAnimationFrame(() => menu.querySelector<HTMLElement>('[aria-selected="true"]')?.focus({ preventScroll: true })); // once the menu has drawn the tab
  });
}
