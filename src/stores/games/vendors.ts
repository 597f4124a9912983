/**
 * Vendor data of the game area (G §3 "Vendor data"): the category → vendors mapping and the sorting
 * list, asked once per page through the fetcher (every island reading it shares one request), and
 * what the screens derive from it: the categories in the order of G §4 "Vendor sorting", the game
 * menu's categories (G §2 "Bottom footer"), vendors and display names, and the prize mode.
 */
import { merchantCode } from 'virtual:brand';
import { computed } from 'nanostores';
import { GAME_CALL_FIELDS, VENDORS } from '../../contract/vocabulary.ts';
import type { ValueOf } from '../../contract/schemas.ts';
import { createCallStore } from '../../lib/fetcher.ts';
import * as gamesCalls from '../../contract/calls/games.ts';

type VendorAnswer = ValueOf<'vendorGameTypes'>;
/** The server's sorting list: `{ gameCategory, vendorNames }` per category, in its order. */
export type VendorSorting = VendorAnswer['sorting'];
/** The server's mapping: category → vendors. */
export type VendorMapping = VendorAnswer['mapping'];
/** A vendor: its code (`vassalage`) and the name players read. */
export type Vendor = VendorSorting[number]['vendorNames'][number];

/** One category of the sorted list and its vendors, in order. */
export interface VendorCategory {
  readonly category: string;
  readonly vendors: readonly Vendor[];
}

/** The category that never shows in a category switcher or the game menu (G §2). */
const HIDDEN_FROM_SWITCHERS = 'ELOTT';

/** G §4 "Vendor sorting": vendors that leave their category for one of their own, placed right after it. */
const SPLITS: readonly { from: string; into: string; vendors: readonly string[] }[] = [
  { from: 'RNG', into: 'INHOUSE', vendors: [VENDORS.inHouse] },
  { from: 'SPORTS', into: 'ESPORTS', vendors: VENDORS.esports },
];

/**
 * The categories in the order players see them (G §4 "Vendor sorting"): the server's order, except
 * that the in-house vendor BGS leaves RNG for an INHOUSE category right after RNG, and the e-sports
 * vendors (AV, AI, IMES, TF, IA) leave SPORTS for an ESPORTS category right after SPORTS. A server
 * that already sends INHOUSE or ESPORTS (the sandbox does) keeps its place, and split vendors join
 * it once. A category left without vendors is dropped: it would be a tab with nothing in it.
 * ELOTT stays in (the lottery needs it); switcherCategories leaves it out.
 */
export function sortCategories(sorting: VendorSorting): VendorCategory[] {
  let categories: VendorCategory[] = sorting.map((entry) => ({ category: entry.gameCategory, vendors: entry.vendorNames }));
  for (const split of SPLITS) categories = splitOff(categories, split);
  return categories.filter((entry) => entry.vendors.length > 0);
}

function splitOff(categories: VendorCategory[], { from, into, vendors: codes }: (typeof SPLITS)[number]): VendorCategory[] {
  const source = categories.find((entry) => entry.category === from);
  const moving = source?.vendors.filter((vendor) => codes.includes(vendor.vassalage)) ?? [];
  if (!source || moving.length === 0) return categories;
  const result = categories.map((entry) =>
    entry === source ? { category: from, vendors: source.vendors.filter((vendor) => !codes.includes(vendor.vassalage)) } : entry,
  );
  const existing = result.findIndex((entry) => entry.category === into);
  if (existing >= 0) {
    const target = result[existing]!;
    const joining = moving.filter((vendor) => !target.vendors.some((known) => known.vassalage === vendor.vassalage));
    result[existing] = { category: into, vendors: [...target.vendors, ...joining] };
  } else {
    result.splice(categories.indexOf(source) + 1, 0, { category: into, vendors: moving });
  }
  return result;
}

/** Categories of the category switchers (home menu, filter panel, category bar): every one but ELOTT (G §2). */
export function switcherCategories(categories: readonly VendorCategory[]): string[] {
  return categories.map((entry) => entry.category).filter((category) => category !== HIDDEN_FROM_SWITCHERS);
}

/** The bottom bar's game menu (G §2 "Bottom footer"): HOT, then each category of the sorting except ELOTT. */
export function gameMenuCategories(categories: readonly VendorCategory[]): string[] {
  return ['HOT', ...switcherCategories(categories)];
}

/** A category's vendors in order (after the split: BGS is under INHOUSE, not RNG); none for an unknown category. */
export function vendorsOf(categories: readonly VendorCategory[], category: string): readonly Vendor[] {
  return categories.find((entry) => entry.category === category)?.vendors ?? [];
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
export const $vendorData = createCallStore(gamesCalls.vendorGameTypes, { typeId: GAME_CALL_FIELDS.vendorTypeId, merchant_code: merchantCode });

/** The sorted categories (sortCategories); empty until the answer arrives. */
export const $vendorCategories = computed($vendorData, ({ data }) => (data ? sortCategories(data.sorting) : []));

/** The bottom bar's game menu: HOT first, ELOTT never; just HOT until the answer arrives. */
export const $gameMenuCategories = computed($vendorCategories, gameMenuCategories);

/** The prize mode of the mapping; DEFAULT_PRIZE_MODE until it arrives. */
export const $prizeMode = computed($vendorData, ({ data }) => prizeMode(data?.mapping));
