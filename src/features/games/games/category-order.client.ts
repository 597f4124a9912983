// Game list screens: the category menu follows the platform's vendor sorting, as the game menu
// does (G §4 "Vendor sorting"): HOT, then the platform's categories in its order, never ELOTT; the
// categories it does not offer leave. The list island asks for the vendor data anyway.
import { followVendorSorting } from '../../../widgets/games/game-menu-order.ts';

const tabs = document.querySelector<HTMLElement>('.category-tabs');
if (tabs) followVendorSorting(tabs);
