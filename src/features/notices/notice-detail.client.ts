/**
 * Fills one announcement (NoticeDetailPage.astro): the announcement of `?id=` among the notices
 * page's list (./notice-rules.ts) in the page's language: its title (text), start date
 * (YYYY-MM-DD HH:mm:ss) and sanitised HTML; opening it reports it read through the shared
 * `markAnnouncementRead` (a no-op for guests and trial accounts). An unknown or malformed id shows
 * the not-found text with a link to the list (the list kit's empty state); a failed call its
 * translated reason with Try again.
 */
import { remoteList } from '../../components/list/remote-list.ts';
import { cloneTemplate } from '../../components/list/template.ts';
import type { Announcement } from '../../contract/schemas.ts';
import { announcementsRequest } from '../../lib/announcements-request.ts';
import { formatDate } from '../../lib/dates.ts';
import { translateError } from '../../lib/errors.ts';
import { platformCall } from '../../lib/platform.ts';
import { showServerHtml } from '../../lib/sanitize-html.ts';
import { markAnnouncementRead } from '../../stores/announcements.ts';
import { findNotice, NOTICE_DETAIL, NOTICE_TYPES } from './notice-rules.ts';

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
    date.textContent = formatDate(item.startDate, 'notice', config.language);
    void showServerHtml(part('body'), item.content);
    return [...parts.children];
  };

  const load = async () => {
    try {
      const answer = await platformCall('announcements', announcementsRequest(NOTICE_TYPES, { language: config.language }));
      const item = findNotice(Array.isArray(answer?.list) ? answer.list : [], new URL(location.href).searchParams.get('id'));
      article.show(item ? parts(item) : []);
      if (item) void markAnnouncementRead(item.id);
    } catch (error) {
      article.fail(translateError(error, config.messages));
    }
  };
  article.onRetry(() => void load());
  void load();
}
