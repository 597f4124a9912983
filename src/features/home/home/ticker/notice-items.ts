/**
 * The home notice ticker's entries (G §2 "Notice marquee shows titles; a click goes to /m/notice
 * with the item index"): the player notices (type PL), newest first like every dated list
 * (src/lib/newest-first.ts), each linking to the notices page with its index among them.
 */
import { PLAYER_NOTICE_TYPE } from '../../../../contract/vocabulary.ts';
import { type LanguageCode } from '../../../../constants.ts';
import type { Announcement } from '../../../../contract/schemas.ts';
import { newestFirst } from '../../../../lib/newest-first.ts';
import { pageConfig } from '../../../../shell/page-config.ts';
import { withQuery, type RoutePath } from '../../../../shell/paths.ts';

/** Ours: the home notice ticker moves its titles at this speed (a title of 300 px crosses in 7.5 s). */
export const NOTICE_TICKER_PX_PER_S = 40;

/** What the ticker hands its script. */
export interface TickerConfig {
  language: LanguageCode;
  /** The notices page in the page's language. */
  noticesPath: RoutePath<'notice'>;
  pauseLabel: string;
  playLabel: string;
}
export const NOTICE_TICKER = pageConfig<TickerConfig>('notice-ticker', 'noticesPath');

export interface NoticeItem {
  title: string;
  href: string;
}

/**
 * `noticesPath` is the notices page in the page's language (`/m/notice`, `/en/m/notice`). A notice
 * without a title has nothing to show; it keeps its place in the count, so the indexes stay those
 * of the list the notices page shows.
 */
export function noticeItems(list: readonly Announcement[], noticesPath: RoutePath<'notice'>): NoticeItem[] {
  return newestFirst(
    list.filter((item) => item.type === PLAYER_NOTICE_TYPE),
    (item) => item.startDate,
  ).flatMap((notice, index) => {
    const title = notice.title.trim();
    return title ? [{ title, href: withQuery(noticesPath, { index }) }] : [];
  });
}

/** Seconds one pass of the ticker takes to move `distancePx` at the ticker's speed (never under 1 s). */
export function tickerSeconds(distancePx: number): number {
  return Math.max(1, distancePx / NOTICE_TICKER_PX_PER_S);
}
