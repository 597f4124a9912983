/** Which vendor-only screens show hot matches, and their section's id: the island's panel and home's plain one share them. */

/** Ours: the categories whose screens show hot matches (cockfight has none). */
const HOT_MATCH_CATEGORIES: readonly string[] = ['SPORTS', 'ESPORTS'];

export const hasHotMatches = (category: string | null): category is 'SPORTS' | 'ESPORTS' => category !== null && HOT_MATCH_CATEGORIES.includes(category);

export const hotMatchesId = (category: string) => `hot-matches-${category}`;
