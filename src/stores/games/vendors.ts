/**
 * Vendor data of the game area (G §3 "Vendor data"): the category → vendors mapping and the sorting
 * list, asked once per page through the fetcher (every island reading it shares one request), and
 * what the screens derive from it: the categories in the order of G §4 "Vendor sorting"
 * (./vendor-sorting.ts), the game menu's categories (G §2 "Bottom footer"), display names, and the
 * prize mode.
 */
import { computed } from 'nanostores';
import { VENDORS } from '../../contract/vocabulary.ts';
import { createCallStore } from '../../lib/fetcher.ts';
import * as gamesCalls from '../../contract/calls/games.ts';
import { sortCategories, VENDOR_LIST_REQUEST, type VendorCategory, type VendorMapping } from './vendor-sorting.ts';

/** The category that never shows in a category switcher or the game menu (G §2). */
const HIDDEN_FROM_SWITCHERS = 'ELOTT';

/** Categories of the category switchers (home menu, filter panel, category bar): every one but ELOTT (G §2). */
export function switcherCategories(categories: readonly VendorCategory[]): string[] {
  return categories.map((entry) => entry.category).filter((category) => category !== HIDDEN_FROM_SWITCHERS);
}

/** The bottom bar's game menu (G §2 "Bottom footer"): HOT, then each category of the sorting except ELOTT. */
export function gameMenuCategories(categories: readonly VendorCategory[]): string[] {
  return ['HOT', ...switcherCategories(categories)];
}

/** The name players read for a vendor code; the code itself when no category lists it. */
export function vendorDisplayName(categories: readonly VendorCategory[], vassalage: string): string {
  for (const entry of categories) {
    const vendor = entry.vendors.find((candidate) => candidate.vassalage === vassalage);
    if (vendor) return vendor.displayName;
  }
  return vassalage;
}

/**
 * Which lottery the site offers (G §3 "prizeMode", §4): 'ELOTT', the electronic lottery mode, or
 * 'SEA', the normal lottery mode (G §4 "TCG_SEA (prize mode SEA)" launches the lottery).
 */
export type PrizeMode = 'ELOTT' | 'SEA';
/** Before the vendor data has arrived (G §4 "default Elott"). */
export const DEFAULT_PRIZE_MODE: PrizeMode = 'ELOTT';

/**
 * G §4: "Prize mode is the electronic lottery mode if the vendor mapping has ELOTT for TCG_LOTTO_VN
 * or LOTT, else the normal lottery mode (default Elott)". Our reading: the mapping is category →
 * vendors, so "has ELOTT for TCG_LOTTO_VN or LOTT" is "lists the vendor TCG_LOTTO_VN under the
 * category ELOTT or under the category LOTT": the Vietnamese lotto vendor is present, as electronic
 * or as normal lottery. Else (only TCG_SEA, or no lottery) the normal mode, 'SEA'. "Default Elott"
 * is the mode while the mapping is unknown (not loaded yet, or the call failed).
 */
export function prizeMode(mapping: VendorMapping | undefined): PrizeMode {
  if (!mapping) return DEFAULT_PRIZE_MODE;
  const [vietnamLotto] = VENDORS.lottery;
  const listsVietnamLotto = (category: string) => mapping[category]?.some((vendor) => vendor.vassalage === vietnamLotto) ?? false;
  return listsVietnamLotto('ELOTT') || listsVietnamLotto('LOTT') ? 'ELOTT' : 'SEA';
}

// ---- the store ----

/** The vendor game types call's answer, asked once per page while anything listens (G §2 "Every screen loads its vendor list first"). */
export const $vendorData = createCallStore(gamesCalls.vendorGameTypes, VENDOR_LIST_REQUEST);

/** The sorted categories (sortCategories); empty until the answer arrives. */
export const $vendorCategories = computed($vendorData, ({ data }) => (data ? sortCategories(data.sorting) : []));

/** The bottom bar's game menu: HOT first, ELOTT never; just HOT until the answer arrives. */
export const $gameMenuCategories = computed($vendorCategories, gameMenuCategories);

/** The prize mode of the mapping; DEFAULT_PRIZE_MODE until it arrives. */
export const $prizeMode = computed($vendorData, ({ data }) => prizeMode(data?.mapping));
