/**
 * The member centre's entries (issue 23; G §2 names the screens, the layout is ours): every member
 * screen, in one table both layouts draw (MemberHomePage.astro: tiles in the new member centre,
 * a list in the classic one). Each behind the white-label flag the side menu uses for the same
 * screen, shown to the audience it concerns through the pre-paint session classes: the agency
 * centre for agents (types 1, 2, 41, 42, `when-agent`). Trial accounts never see the member centre
 * (A §6 free_reject prompt), guests go to login (src/features/account/gates).
 */
import type { WhitelabelFlag } from '../../../constants.ts';
import { MEMBER_TYPES } from '../../../contract/vocabulary.ts';
import type * as ICON_PATHS from '../../../components/icon-paths.ts';
import type { RouteName } from '../../../shell/paths.ts';

export interface MemberCentreEntry {
  /** Where it leads; `service` opens the customer-service sheet instead. */
  target: RouteName | 'service';
  icon: keyof typeof ICON_PATHS;
  /** Agents only (`when-agent`); every member otherwise. */
  agentsOnly?: true;
  flag?: WhitelabelFlag;
  /** Its words: a `shell` key when not the route's title. */
  label?: 'agencyCentre' | 'customerService';
  /** The unread count it carries: the inbox's. */
  badge?: 'inbox';
}

export const MEMBER_CENTRE_ENTRIES: readonly MemberCentreEntry[] = [
  { target: 'transactionRecord', icon: 'wallet', flag: 'TRANSREC3' },
  { target: 'gameRecord', icon: 'ticket', flag: 'TRANSBETREPMEM3' },
  { target: 'securityCenter', icon: 'lock', flag: 'SECPRIV' },
  { target: 'webEmail', icon: 'chat', badge: 'inbox' },
  { target: 'inviteFriends', icon: 'invite' },
  { target: 'set', icon: 'settings' },
  { target: 'agent', icon: 'crown', agentsOnly: true, label: 'agencyCentre' },
  { target: 'service', icon: 'service', label: 'customerService' },
];

/** The entries a brand's flags turn on (the build renders these). */
export function memberCentreEntries(flags: Readonly<Partial<Record<WhitelabelFlag, boolean>>>): MemberCentreEntry[] {
  return MEMBER_CENTRE_ENTRIES.filter((entry) => entry.flag === undefined || flags[entry.flag] === true);
}

/** Whether a member of `type` sees an entry: what the session classes show. */
export function entrySeenBy(entry: MemberCentreEntry, type: number): boolean {
  return !entry.agentsOnly || (MEMBER_TYPES.agent as readonly number[]).includes(type);
}

/** The two layouts (A §3 mobileTemplate.mem_cen: 1 = the new member centre, anything else the classic one). */
export type MemberCentreLayout = 'new' | 'classic';
export const layoutOf = (memCen: unknown): MemberCentreLayout => (memCen === 1 ? 'new' : 'classic');
