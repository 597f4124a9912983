/**
 * The home footer's help titles and vendor icons load when the footer nears the screen, once the
 * menu's panel above it has settled (./footer-fill.ts): never with the page.
 */
import { whenNearBelowPanel } from '../lazy.ts';
import { FOOTER_HELP } from './footer-lists.ts';

const footer = document.querySelector('.home-footer');
const help = FOOTER_HELP.read();
const vendors = document.querySelector<HTMLElement>('[data-footer-vendors]');
if (footer && (help || vendors)) {
  whenNearBelowPanel(footer, () => {
    import('./footer-fill.ts')
      .then(({ fillHelp, fillVendors }) => {
        if (help) void fillHelp(help.element, help.config);
        if (vendors) void fillVendors(vendors);
      })
      .catch(() => undefined); // offline: the lists stay hidden
  });
}
