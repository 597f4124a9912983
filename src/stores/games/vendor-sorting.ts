/**
 * The vendor list's request and the order players see its categories in (G §4 "Vendor sorting"),
 * apart from the store (./vendors.ts): the betting record's filters use them with one call of their
 * own, without the fetcher layer and the game kit (issue 36: a plain page ≤ 32 KB).
 */
import { merchantCode } from 'virtual:brand';
import { GAME_CALL_FIELDS, VENDORS } from '../../contract/vocabulary.ts';
import type { CallInput } from '../../lib/api-client.ts';
import type { ValueOf } from '../../contract/schemas.ts';

/** The vendor game types call's request (G §3 "Vendor data"). */
export const VENDOR_LIST_REQUEST: CallInput<'vendorGameTypes'> = { typeId: GAME_CALL_FIELDS.vendorTypeId, merchant_code: merchantCode };

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

/** A category's vendors in order (after the split: BGS is under INHOUSE, not RNG); none for an unknown category. */
export function vendorsOf(categories: readonly VendorCategory[], category: string): readonly Vendor[] {
  return categories.find((entry) => entry.category === category)?.vendors ?? [];
}
