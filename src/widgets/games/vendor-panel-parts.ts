/**
 * The parts of a vendor-only category's plain panel (VendorPanelParts.astro's templates), for the
 * panel (./vendor-panel.ts) and its placeholders while its code loads (./vendor-panel-mount.ts).
 */
import { hotMatchesId } from './vendor-panel-shape.ts';

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
