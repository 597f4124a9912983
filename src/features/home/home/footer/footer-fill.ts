/**
 * Fills the home footer's platform lists (HomeFooter.astro prerenders them empty and hidden):
 * - help titles from the help centre call in the page's language (G §7 "lang (and device
 *   MOBILE)"); hidden when there are none or the call fails;
 * - vendor icons from the page's vendor store (one request shared with the home menu); an icon
 *   that fails to load is removed, and the list hides when none is left.
 */
import { resolveImageUrl } from '../../../../lib/images.ts';
import { $vendorCategories } from '../../../../stores/games/vendors.ts';
import { imageCdns } from '../../../../stores/status.ts';
import { vendorLogoPath } from '../../../../widgets/games/vendor-logo.ts';
import { loadHelpTitles } from '../api.ts';
import { footerVendors, helpLinks, type HelpConfig } from './footer-lists.ts';

export async function fillHelp(section: HTMLElement, config: HelpConfig): Promise<void> {
  const list = section.querySelector('ul');
  let items: unknown = [];
  try {
    items = await loadHelpTitles(config.language);
  } catch {
    return; // G §2 "hidden when empty": a list that cannot be filled is not shown
  }
  const links = helpLinks(items, config.helpPath);
  if (!list || links.length === 0) return;
  list.replaceChildren(
    ...links.map(({ title, href }) => {
      const item = document.createElement('li');
      const link = document.createElement('a');
      link.href = href;
      link.textContent = title;
      link.translate = false; // the platform's text, shown as sent (src/i18n/README.md "Languages without a flash")
      item.append(link);
      return item;
    }),
  );
  section.hidden = false;
}

function logo(name: string, code: string, cdns: readonly string[], list: HTMLElement, section: HTMLElement): HTMLLIElement {
  const item = document.createElement('li');
  const image = document.createElement('img');
  image.alt = ''; // the name follows for screen readers
  image.src = resolveImageUrl(vendorLogoPath(code), cdns);
  image.srcset = `${resolveImageUrl(vendorLogoPath(code, 2), cdns)} 2x`;
  image.loading = 'lazy';
  image.decoding = 'async';
  image.addEventListener(
    'error',
    () => {
      item.remove();
      if (list.childElementCount === 0) section.hidden = true;
    },
    { once: true },
  );
  const label = document.createElement('span');
  label.className = 'visually-hidden';
  label.textContent = name;
  label.translate = false; // a name the platform sends, shown as sent
  item.append(image, label);
  return item;
}

export async function fillVendors(section: HTMLElement): Promise<void> {
  const list = section.querySelector('ul');
  if (!list) return;
  const cdns = await imageCdns();
  // The store answers once (and again if the vendor call is retried): the list follows it.
  $vendorCategories.subscribe((categories) => {
    const vendors = footerVendors(categories);
    list.replaceChildren(...vendors.map((vendor) => logo(vendor.displayName, vendor.vassalage, cdns, list, section)));
    section.hidden = vendors.length === 0;
  });
}
