/**
 * The sports list screen's script (VendorListPage.astro): its vendors and hot matches, the plain
 * panel of home's sports tab (src/widgets/games/vendor-panel-mount.ts), in place of the page's
 * placeholders. A vendor tap goes through the launch rules (loaded at the first touch), and a
 * guest's tap made before logging in is finished after it.
 */
import { mountToasts } from '../../../components/form/toasts.client.ts';
import { prefetchLaunch, resumeLaunch } from '../../../widgets/games/launcher.ts';
import { mountVendorPanel } from '../../../widgets/games/vendor-panel-mount.ts';
import { VENDOR_SCREEN } from './vendor-screen.ts';

const found = VENDOR_SCREEN.read();
if (found) {
  const { element, config } = found;
  mountToasts();
  resumeLaunch(config.context);
  element.addEventListener('pointerdown', prefetchLaunch, { capture: true });
  element.addEventListener('keydown', prefetchLaunch, { capture: true });
  mountVendorPanel(element, { ...config, category: 'SPORTS' });
}
