/**
 * A vendor-only category's panel, as both its drawings share it (the sports screen's prerendered
 * placeholders, HotMatchesPlaceholder.tsx; the plain panel, VendorPanelParts.astro and
 * ./vendor-panel.ts): which categories show hot matches, their section's id, and how many
 * placeholders a loading panel shows.
 */

/** Ours: the categories whose screens show hot matches (cockfight has none). */
const HOT_MATCH_CATEGORIES: readonly string[] = ['SPORTS', 'ESPORTS'];

export const hasHotMatches = (category: string | null): category is 'SPORTS' | 'ESPORTS' => category !== null && HOT_MATCH_CATEGORIES.includes(category);

export const hotMatchesId = (category: string) => `hot-matches-${category}`;

/** Vendor rows and match cards a loading panel shows. */
export const PLACEHOLDER_VENDORS = 3;
export const PLACEHOLDER_MATCHES = 2;
