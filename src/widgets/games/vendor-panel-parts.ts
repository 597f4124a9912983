/**
 * The parts of a vendor-only category's panel (VendorPanelParts.astro's templates), and what the
 * panel shows while its code loads (./vendor-panel.ts, loaded with the first vendor tab): light,
 * with the page's script, so the placeholders hold the panel's room from the tap.
 */
import { hasHotMatches, hotMatchesId } from './hot-match-categories.ts';

/** A part's template (VendorPanelParts.astro), cloned. */
export function vendorPart<E extends Element = HTMLElement>(name: string): E {
  const template = document.querySelector<HTMLTemplateElement>(`template[data-vendor-part="${name}"]`)!;
  return template.content.firstElementChild!.cloneNode(true) as E;
}

/** The hot matches' section of `category`, holding `content`. */
export function matchesSection(category: string, content: Element): HTMLElement {
  const section = vendorPart('matches');
  const id = hotMatchesId(category);
  section.setAttribute('aria-labelledby', id);
  section.querySelector('h2')!.id = id;
  section.append(content);
  return section;
}

/** What the panel shows while its code loads: the vendor rows' and, on sports and e-sports, the matches' placeholders. */
export function vendorPanelPlaceholder(category: string): Element[] {
  return [vendorPart('vendors-loading'), ...(hasHotMatches(category) ? [matchesSection(category, vendorPart('matches-loading'))] : [])];
}
