/**
 * The game menu follows the platform's vendor sorting (G §2 "Bottom footer", §4 "Vendor sorting").
 * The vendor store and the platform client load with the menu's first opening, not with the page:
 * most players never open it, and every page carries the menu.
 */
import { DIALOG_OPENED } from '../../shell/dialogs.ts';

const menu = document.getElementById('game-menu');
menu?.addEventListener(DIALOG_OPENED, () => void import('./game-menu-order.ts').then(({ followVendorSorting }) => followVendorSorting(menu)), {
  once: true,
});
