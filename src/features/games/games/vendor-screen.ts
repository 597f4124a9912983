/** What the sports list screen's script gets from the page (VendorListPage.astro), in the page's language. */
import { pageConfig } from '../../../shell/page-config.ts';
import type { VendorPanelOptions } from '../../../widgets/games/vendor-panel.ts';

export type VendorScreenConfig = Omit<VendorPanelOptions, 'category'>;

export const VENDOR_SCREEN = pageConfig<VendorScreenConfig>('vendor-screen', 'language', 'context', 'texts');
