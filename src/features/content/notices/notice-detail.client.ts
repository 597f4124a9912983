/**
 * Fills one announcement (NoticeDetailPage.astro): the announcement of `?id=` among the notices
 * page's list (./notice-rules.ts) in the page's language: its title (text), start date
 * (YYYY-MM-DD HH:mm:ss) and sanitised HTML; opening it reports it read through the shared
 * `markAnnouncementRead` (a no-op for guests and trial accounts). An unknown or malformed id shows
 * the not-found text with a link to the list (the list kit's empty state); a failed call its
 * translated reason with Try again. The read goes through the fetcher (README "Reads and writes").
 */
import { remoteList, showRead } from '../../../components/list/remote-list.ts';
import { cloneTemplate } from '../../../components/list/template.ts';
import type { Announcement } from '../../../contract/schemas.ts';
import { announcementsRequest } from '../../../lib/announcements-request.ts';
import { formatNoticeTime } from '../../../lib/local-time.ts';
import { translateError } from '../../../lib/errors.ts';
import { createCallStore } from '../../../lib/fetcher.ts';
import { showServerHtml } from '../../../lib/sanitize-html.ts';
import { markAnnouncementRead } from '../../../stores/announcements.ts';
import { findNotice, NOTICE_DETAIL, NOTICE_TYPES } from './notice-rules.ts';
import * as shellCalls from '../../../contract/calls/shell.ts';

const found = NOTICE_DETAIL.read();
if (found) {
  const { element: root, config } = found;
  const article = remoteList(root.querySelector('[data-remote-list]')!);
  const template = root.querySelector<HTMLTemplateElement>('[data-notice-article]')!;

  const parts = (item: Announcement): Node[] => {
    const { root: parts, part } = cloneTemplate(template);
    part('title').textContent = item.title;
    const date = part<HTMLTimeElement>('date');
    date.dateTime = item.startDate.replace(' ', 'T');
    date.textContent = formatNoticeTime(item.startDate);
    void showServerHtml(part('body'), item.content);
    return [...parts.children];
  };

  // The list's answer is shared with the notices page's store and asked again after the read mark:
  // the article is drawn once per announcement text, and reported read once.
  let drawn = '';
  let reported = false;
  const $notices = createCallStore(shellCalls.announcements, announcementsRequest(NOTICE_TYPES, { language: config.language }));
  showRead(
    article,
    $notices,
    (answer) => {
      const item = findNotice(Array.isArray(answer?.list) ? answer.list : [], new URL(location.href).searchParams.get('id'));
      const signature = item ? JSON.stringify([item.id, item.title, item.startDate, item.content]) : 'none';
      if (signature === drawn) return;
      drawn = signature;
      article.show(item ? parts(item) : []);
      if (item && !reported) {
        reported = true;
        void markAnnouncementRead(item.id);
      }
    },
    (error) => translateError(error, config.messages),
  );
}
