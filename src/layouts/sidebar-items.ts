/**
 * The right sidebar's account entries (G §2 "Right sidebar"), in the spec's order: each behind its
 * white-label flag, and shown to the audience it concerns. Sidebar.astro renders the entries of the
 * brand's flags at build time; who sees which is the pre-paint's session classes (`when-member`,
 * `when-agent`), so the menu is plain markup and no script decides it.
 *
 * Ours where the spec is silent: the reward centre and the point mall are offers, shown to guests
 * too (a tap asks them to log in once the screens exist); the records, the security centre and "my
 * account" are the member's own and show to members only. The agency centre shows for "types other
 * than 0, 4, 40" (G §2): of the types the spec knows, the agents (1, 2, 41, 42), the pre-paint's `is-agent`.
 */
import { MEMBER_TYPES } from '../contract/vocabulary.ts';
import type { WhitelabelFlag } from '../constants.ts';
import type * as ICON_PATHS from '../components/icon-paths.ts';
import type { RouteName } from '../shell/paths.ts';

export type Audience = 'all' | 'member' | 'agent';

export interface SidebarItem {
  route: RouteName;
  icon: keyof typeof ICON_PATHS;
  audience: Audience;
  /** The white-label flag that turns the entry on; none: always there. */
  flag?: WhitelabelFlag;
  /** Its words: the `shell` key, when not the route's title. */
  label?: 'myAccount' | 'agencyCentre';
}

export const SIDEBAR_ITEMS: readonly SidebarItem[] = [
  { route: 'rewardCenter', icon: 'crown', audience: 'all', flag: 'REWCEN3' },
  { route: 'pointMall', icon: 'star', audience: 'all', flag: 'PTSYS3' },
  { route: 'gameRecord', icon: 'ticket', audience: 'member', flag: 'TRANSBETREPMEM3' },
  { route: 'transactionRecord', icon: 'wallet', audience: 'member', flag: 'TRANSREC3' },
  { route: 'securityCenter', icon: 'lock', audience: 'member', flag: 'SECPRIV' },
  { route: 'memberHome', icon: 'user', audience: 'member', flag: 'MYACC', label: 'myAccount' },
  { route: 'agent', icon: 'invite', audience: 'agent', label: 'agencyCentre' },
];

/** The entries a brand's flags turn on (the build renders these). */
export function sidebarItems(flags: Readonly<Partial<Record<WhitelabelFlag, boolean>>>): SidebarItem[] {
  return SIDEBAR_ITEMS.filter((item) => item.flag === undefined || flags[item.flag] === true);
}

/** Whether a player (member type; undefined: guest) sees an entry: what the session classes show. */
export function seenBy(item: SidebarItem, type: number | undefined): boolean {
  if (item.audience === 'all') return true;
  if (type === undefined) return false;
  return item.audience === 'member' || (MEMBER_TYPES.agent as readonly number[]).includes(type);
}

/** The session class that shows an entry to its audience (src/styles/global.css). */
export const AUDIENCE_CLASS: Readonly<Record<Audience, string | undefined>> = { all: undefined, member: 'when-member', agent: 'when-agent' };
