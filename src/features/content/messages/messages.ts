/**
 * Pure rules of the message centre and the inbox (G §2 "Message centre", §6), without the DOM.
 */
import { MEMBER_TYPES } from '../../../contract/vocabulary.ts';
import { type LanguageCode } from '../../../constants.ts';
import type { ErrorMessages } from '../../../lib/errors.ts';
import { allowedAddress, type AddressPolicy } from '../../../lib/safe-path.ts';
import { pageConfig } from '../../../shell/page-config.ts';

/** What MessagePage.astro hands its script (data attribute). */
export interface MessageCentreConfig {
  language: LanguageCode;
  messages: ErrorMessages;
  /** The brand's platform address (`api.baseUrl`; empty: this site's origin). */
  platformBase: string;
  /** The message centre in the page's language: live chat's way back (G §7 backUrl). */
  backPath: string;
  loginPath: string;
  headerColor: string;
  chatTitle: string;
  texts: { trial: string; chatLoading: string; chatRefused: string };
}
export const MESSAGE_CENTRE = pageConfig<MessageCentreConfig>('message-centre', 'texts', 'chatTitle');

/** What InboxPage.astro hands its script. */
export interface InboxConfig {
  language: LanguageCode;
  messages: ErrorMessages;
  messageCentrePath: string;
  texts: { trial: string };
}
export const INBOX = pageConfig<InboxConfig>('inbox', 'texts', 'messageCentrePath');

/** What a tap on a protected entry does (G §6): guests log in; trial accounts are refused (free_reject) from inbox and live chat. */
export type EntryDecision = 'go' | 'login' | 'trialRefused';
export type ProtectedEntry = 'announcements' | 'inbox' | 'liveChat';

export function entryDecision(entry: ProtectedEntry, session: { type: number } | undefined): EntryDecision {
  if (!session) return 'login';
  const trial = (MEMBER_TYPES.trial as readonly number[]).includes(session.type);
  return trial && entry !== 'announcements' ? 'trialRefused' : 'go';
}

/**
 * The live chat address the platform answered (G §4 "value.chatUrl"), if the link policy lets the
 * browser go there (src/lib/safe-path.ts allowedAddress): this site, or another site of the brand's
 * allow-list, absolute or relative to the platform (`platformBase`, an absolute URL). Anything else
 * (`javascript:`, user info, `//evil.example`, a site off the list, nonsense) is null.
 */
export function chatAddress(chatUrl: string, { platformBase, ...policy }: Omit<AddressPolicy, 'base'> & { platformBase: string }): string | null {
  const address = allowedAddress(chatUrl, { ...policy, base: platformBase });
  if (!address) return null;
  return address.kind === 'site' ? policy.origin + address.href : address.href;
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/**
 * A one-line preview of a message's HTML as plain text (shown with textContent, never parsed as
 * HTML): scripts, styles and tags removed, a few entities decoded, white space collapsed, cut at `max`.
 */
export function previewText(html: string, max = 120): string {
  const text = html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#39|[a-z]+);/gi, (entity, name: string) => ENTITIES[name.toLowerCase()] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** Whether another page of the inbox exists after `pageNo` (1-based) of `totalPages`. */
export const hasMorePages = (pageNo: number, totalPages: number): boolean => pageNo < totalPages;
