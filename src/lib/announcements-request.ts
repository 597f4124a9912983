/**
 * The request of an announcement list (G §7 "Announcements": platform M and the brand's merchant
 * code always; `types` like 'B,PL,PU', 'Promotion'; a group and a language where the page needs
 * them). Its own module, with no store behind it, so a plain-script page can ask without the
 * fetcher layer.
 */
import { merchantCode } from 'virtual:brand';
import type { CallInput } from './api-client.ts';

export function announcementsRequest(types: string, extra: Pick<CallInput<'announcements'>, 'groupName' | 'language'> = {}): CallInput<'announcements'> {
  return { types, platform: 'M', merchantCode, ...extra };
}

/**
 * The agent announcements (G §7 "A with group m_home for agent footer"): what the agent home's
 * footer counts (value.footer.unreadCount) and the notices screen lists for `?types=A`.
 */
export const AGENT_ANNOUNCEMENTS = { types: 'A', groupName: 'm_home' } as const;
