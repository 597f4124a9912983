/**
 * Invite and share (/m/inviteFriends, issue 23): what the page hands its script, and the pure rules
 * of the script (invite.client.ts): reading the platform's answer, the share-or-copy decision, the
 * share message and the figures as the page writes them.
 */
import type { LanguageCode } from '../../../constants.ts';
import type { ValueOf } from '../../../contract/schemas.ts';
import type { ErrorMessages } from '../../../lib/errors.ts';
import { formatMoney, type MoneyFormat } from '../../../lib/money.ts';
import { pageConfig } from '../../../shell/page-config.ts';

export type InviteInfo = ValueOf<'inviteInfo'>;

/** What the invite page hands its script (InvitePage.astro). */
export interface InviteConfig {
  language: LanguageCode;
  messages: ErrorMessages;
  money: MoneyFormat;
  texts: {
    copied: string;
    copyFailed: string;
    qrFailed: string;
    /** With {{code}} still in: the share message names the member's code. */
    shareTitle: string;
    shareText: string;
  };
}
export const INVITE = pageConfig<InviteConfig>('invite', 'texts', 'money');

/** The shape the page draws; the browser carries no schemas (src/lib/answer-lists.ts), so it checks what it uses. */
export function isInviteInfo(value: unknown): value is InviteInfo {
  const answer = value as Partial<InviteInfo> | null;
  const figures = answer?.figures;
  const promotion = answer?.promotion;
  return (
    typeof answer?.code === 'string' &&
    answer.code.length > 0 &&
    typeof answer.link === 'string' &&
    isWebAddress(answer.link) &&
    (promotion === null || (typeof promotion?.title === 'string' && typeof promotion.content === 'string')) &&
    typeof figures === 'object' &&
    figures !== null &&
    Number.isInteger(figures.invited) &&
    Number.isInteger(figures.qualified)
  );
}

/** Only an http(s) address goes into the clipboard, a share sheet or a QR code. */
export function isWebAddress(link: string): boolean {
  try {
    const { protocol } = new URL(link);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** What the browser offers for sharing: `navigator` or a stand-in. */
export interface ShareCapable {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
}

/**
 * Share: the Web Share API's sheet where the browser has it and takes this data (`canShare` where it
 * exists: a desktop browser may have `share` and refuse URLs); elsewhere the link is copied with the
 * "Copied" toast.
 */
export function shareMethod(nav: ShareCapable, data: ShareData): 'share' | 'copy' {
  if (typeof nav.share !== 'function') return 'copy';
  if (typeof nav.canShare === 'function' && !nav.canShare(data)) return 'copy';
  return 'share';
}

/**
 * After `navigator.share` failed: the player closed the sheet (AbortError: nothing to do), or the
 * browser refused (no user activation, a policy, an unsupported target): copy instead.
 */
export function afterShareFailure(error: unknown): 'nothing' | 'copy' {
  return error instanceof Error && error.name === 'AbortError' ? 'nothing' : 'copy';
}

/** The share sheet's data: the page's title and message with the member's code, and the link. */
export function shareData(info: Pick<InviteInfo, 'code' | 'link'>, texts: Pick<InviteConfig['texts'], 'shareTitle' | 'shareText'>): ShareData {
  const fill = (text: string) => text.replaceAll('{{code}}', info.code);
  return { title: fill(texts.shareTitle), text: fill(texts.shareText), url: info.link };
}

/** A count as the page writes it: Latin digits grouped with the language's separator (1,234). */
export function formatCount(count: number, format: Pick<MoneyFormat, 'group'>): string {
  return String(Math.max(0, Math.trunc(count))).replace(/\B(?=(\d{3})+(?!\d))/g, format.group);
}

/** The figures as the page writes them; a reward the platform sent malformed shows as a dash. */
export function figureTexts(figures: InviteInfo['figures'], money: MoneyFormat): { invited: string; qualified: string; reward: string } {
  return {
    invited: formatCount(figures.invited, money),
    qualified: formatCount(figures.qualified, money),
    reward: formatMoney(figures.rewardEarned, money) ?? '–',
  };
}
