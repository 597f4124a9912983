/**
 * A vendor-only category's panel where it shows (home's vendor tabs, the sports list screens): its
 * placeholders at once, of their final size, then the panel (./vendor-panel.ts), whose code comes
 * with the first panel shown; offline, the panel says so with Try again and the rest of the page
 * goes on working. Light, with the page's script.
 */
import { failedState } from '../../components/list/read-failed.ts';
import { ApiError } from '../../lib/api-client.ts';
import { translateError } from '../../lib/errors.ts';
import { lazyPart, showPart } from '../../lib/lazy-part.ts';
import { matchesSection, vendorPart } from './vendor-panel-parts.ts';
import { hasHotMatches } from './vendor-panel-shape.ts';
import type { VendorPanelOptions } from './vendor-panel.ts';

const panelCode = lazyPart(
  () => import('./vendor-panel.ts'),
  (module) => module,
);

/** What the panel shows while its code loads: the vendor rows' and, on sports and e-sports, the matches' placeholders. */
function vendorPanelPlaceholder(category: string): Element[] {
  return [vendorPart('vendors-loading'), ...(hasHotMatches(category) ? [matchesSection(category, vendorPart('matches-loading'))] : [])];
}
/** Shows the panel of `options.category` in `host` (its content is the panel's) and keeps it current; answers what stops it. */
export function mountVendorPanel(host: HTMLElement, options: VendorPanelOptions): () => void {
  host.replaceChildren(...vendorPanelPlaceholder(options.category));
  return showPart(
    panelCode,
    ({ showVendorPanel }) => showVendorPanel(host, options),
    (retry) => {
      // A part of the page that did not load is a network failure to the player: the catalogue's message for it.
      const reason = translateError(new ApiError('network', 'the vendor panel did not load'), options.context.messages);
      host.replaceChildren(
        failedState(reason, () => {
          host.replaceChildren(...vendorPanelPlaceholder(options.category));
          retry();
        }),
      );
    },
  );
}
