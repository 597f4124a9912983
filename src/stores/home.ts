/**
 * The shared home index (G §2 "The active tab resets to 0 on entry and follows the shared home
 * index"): the home menu's active tab, which the footer's product categories set too (index + 2,
 * src/features/home/home/home-tabs.ts). A page starts at 0, so every entry resets it.
 */
import { atom } from 'nanostores';

export const $homeTab = atom(0);

/**
 * True once the home menu's panel has its games, or its errors: the page below it (winner board,
 * footer) is then where it stays, so their scripts can tell whether it is near the screen
 * (src/features/home/home/lazy.ts).
 */
export const $homePanelSettled = atom(false);
