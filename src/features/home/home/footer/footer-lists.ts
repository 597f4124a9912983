/**
 * The home footer's platform lists (G §2 "Home footer", "Help centre in the footer"), pure: the
 * vendor icons, every vendor once, and the help titles, each opening its tab of the help centre.
 */
import type { LanguageCode } from '../../../../constants.ts';
import { pageConfig } from '../../../../shell/page-config.ts';
import { withQuery, type RoutePath } from '../../../../shell/paths.ts';
import type { Vendor, VendorCategory } from '../../../../stores/games/vendor-sorting.ts';

/** Every vendor of the sorted categories once, in the order players meet them. */
export function footerVendors(categories: readonly VendorCategory[]): Vendor[] {
  const seen = new Set<string>();
  const vendors: Vendor[] = [];
  for (const { vendors: inCategory } of categories) {
    for (const vendor of inCategory) {
      if (seen.has(vendor.vassalage)) continue;
      seen.add(vendor.vassalage);
      vendors.push(vendor);
    }
  }
  return vendors;
}

/** What the footer's help list hands the script that fills it. */
export interface HelpConfig {
  language: LanguageCode;
  /** The help centre in the page's language. */
  helpPath: RoutePath<'help'>;
}
export const FOOTER_HELP = pageConfig<HelpConfig>('footer-help', 'helpPath');

export interface HelpLink {
  title: string;
  href: string;
}

/**
 * The help centre's titles as links to its tabs (G §2: "/m/help with i set to its index"): the
 * index is the item's place in the answer, so a tab opens the article listed; an item without a
 * title is not listed (and keeps its place).
 */
export function helpLinks(items: unknown, helpPath: RoutePath<'help'>): HelpLink[] {
  if (!Array.isArray(items)) return [];
  return items.flatMap((item: unknown, index) => {
    const title = (item as { title?: unknown } | null)?.title;
    return typeof title === 'string' && title.trim() ? [{ title: title.trim(), href: withQuery(helpPath, { i: index }) }] : [];
  });
}
