/**
 * The home page's category menu (G §2 "Home"): HOME first, then HOT, then the platform's categories
 * in the order of its vendor sorting (stores/games/vendors.ts switcherCategories). What each tab
 * shows, which one has a 'more games' link or a search box, when choosing one launches its only
 * vendor instead, where a key moves the selection, and which tab a footer category selects. Pure:
 * unit-tested.
 */
export const HOME_TAB = 'HOME';
export const HOT_TAB = 'HOT';

/** What a tab shows: home's blocks, the hot games, a game list with a filter, or a vendor list. */
export type HomePanel = 'home' | 'hot' | 'list' | 'vendors';

/** Categories whose tab is a game list with a filter (G §2); the others (SPORTS, ESPORTS, …) list vendors. */
const LISTED: readonly string[] = ['PVP', 'LIVE', 'FISH', 'RNG', 'INHOUSE'];
/** In-house shows all its games and no search box, as its list screen does (widgets/games/list-state.ts screenOf). */
const WITHOUT_SEARCH: readonly string[] = ['INHOUSE'];
/** Tabs without a 'more games' link (G §2): their list page would show nothing more. */
const NO_MORE_GAMES: readonly string[] = [HOME_TAB, HOT_TAB, 'SPORTS', 'ESPORTS'];

/**
 * The footer's product categories are the menu's categories after HOME and HOT, in the same order:
 * the footer's entry i selects tab i + 2 (G §2 "selects the matching home tab, index+2").
 */
export const FOOTER_TAB_OFFSET = 2;

/** The menu's tabs: HOME, HOT, then the categories (HOT is never repeated). */
export function homeTabs(categories: readonly string[]): string[] {
  return [HOME_TAB, HOT_TAB, ...categories.filter((category) => category !== HOME_TAB && category !== HOT_TAB)];
}

export function panelOf(tab: string): HomePanel {
  if (tab === HOME_TAB) return 'home';
  if (tab === HOT_TAB) return 'hot';
  return LISTED.includes(tab) ? 'list' : 'vendors';
}

export function hasMoreGames(tab: string): boolean {
  return !NO_MORE_GAMES.includes(tab);
}

/** A list tab's block has a name search (trimmed, debounced and throttled as on the list screens). */
export function hasSearchBox(tab: string): boolean {
  return panelOf(tab) === 'list' && !WITHOUT_SEARCH.includes(tab);
}

/** A block's link to more of its type: the list page, opened in one of its modes (`type=hot`, `type=new`). */
export function withMode(href: string, mode: 'hot' | 'new'): string {
  return `${href}${href.includes('?') ? '&' : '?'}type=${mode}`;
}

/**
 * The tabs pattern (WAI-ARIA): the tab a key moves the selection to from `index` among `count`
 * tabs (arrows to the neighbours, Home and End to the ends, never past them); null for other keys.
 */
export function tabAfterKey(key: string, index: number, count: number): number | null {
  const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, Home: -count, End: count };
  if (!(key in moves) || count === 0) return null;
  return Math.min(count - 1, Math.max(0, index + moves[key]!));
}

/**
 * Choosing a tab (G §2): a listed category, or one with more than one vendor, opens its tab; a
 * vendor-list category with exactly one vendor launches that vendor directly (a list of one would
 * only be one more tap).
 */
export function chooseTab<V>(tab: string, vendors: readonly V[]): { open: true } | { launch: V } {
  if (panelOf(tab) === 'vendors' && vendors.length === 1) return { launch: vendors[0]! };
  return { open: true };
}

/** The tab a footer category selects; the index within the footer's list. */
export function tabOfFooterEntry(index: number): number {
  return index + FOOTER_TAB_OFFSET;
}
