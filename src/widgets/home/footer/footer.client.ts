/**
 * The home footer's help titles and vendor icons load when the footer nears the screen, once the
 * menu's panel above it has settled (./footer-fill.ts): never with the page.
 */
import { whenNearBelowPanel } from '../lazy.ts';
import type { HelpConfig } from './footer-fill.ts';

const footer = document.querySelector('.home-footer');
const help = document.querySelector<HTMLElement>('[data-footer-help]');
const vendors = document.querySelector<HTMLElement>('[data-footer-vendors]');
if (footer && (help || vendors)) {
  whenNearBelowPanel(footer, () => {
    import('./footer-fill.ts')
      .then(({ fillHelp, fillVendors }) => {
        if (help) void fillHelp(help, JSON.parse(help.dataset.footerHelp ?? '{}') as HelpConfig);
        if (vendors) void fillVendors(vendors);
      })
      .catch(() => undefined); // offline: the lists stay hidden
  });
}
