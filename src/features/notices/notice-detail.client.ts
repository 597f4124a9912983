/**
 * Fills one announcement (NoticeDetailPage.astro): the announcement of `?id=` among the notices
 * page's list (./notice-rules.ts) in the page's language: its title (text), start date
 * (YYYY-MM-DD HH:mm:ss) and sanitised HTML; opening it reports it read through the shared
 * `markAnnouncementRead` (a no-op for guests and trial accounts). An unknown or malformed id shows
 * the not-found text with a link to the list; a failed call its translated reason with Try again.
 */
import type { LanguageCode } from '../../constants.ts';
import type { Announcement } from '../../contract/schemas.ts';
import { formatDate } from '../../lib/dates.ts';
import { translateError, type ErrorMessages } from '../../lib/errors.ts';
import { platformCall } from '../../lib/platform.ts';
import { showServerHtml } from '../../lib/sanitize-html.ts';
import { announcementsRequest } from '../../lib/announcements-request.ts';
import { markAnnouncementRead } from '../../stores/announcements.ts';
import { findNotice, NOTICE_TYPES } from './notice-rules.ts';

const root = document.querySelector<HTMLElement>('[data-notice-detail]');
if (root) {
  const config = JSON.parse(root.dataset.noticeDetail!) as { language: LanguageCode; messages: ErrorMessages };
  const article = root.querySelector<HTMLElement>('[data-notice-article]')!;
  const missing = root.querySelector<HTMLElement>('[data-notice-missing]')!;
  const failed = root.querySelector<HTMLElement>('[data-notice-failed]')!;

  const show = (item: Announcement) => {
    const title = document.createElement('h2');
    title.className = 'notice-article-title';
    title.textContent = item.title;
    title.translate = false; // the platform's text, shown as sent (README "Languages")
    const date = document.createElement('time');
    date.className = 'notice-date';
    date.dateTime = item.startDate.replace(' ', 'T');
    date.textContent = formatDate(item.startDate, 'notice', config.language);
    const body = document.createElement('div');
    body.className = 'notice-article-body server-html';
    void showServerHtml(body, item.content);
    article.replaceChildren(title, date, body);
    void markAnnouncementRead(item.id);
  };

  const load = async () => {
    failed.hidden = true;
    article.hidden = false;
    article.setAttribute('aria-busy', 'true');
    try {
      const answer = await platformCall('announcements', announcementsRequest(NOTICE_TYPES, { language: config.language }));
      article.removeAttribute('aria-busy');
      const item = findNotice(Array.isArray(answer?.list) ? answer.list : [], new URL(location.href).searchParams.get('id'));
      if (item) show(item);
      else {
        article.hidden = true;
        missing.hidden = false;
      }
    } catch (error) {
      article.removeAttribute('aria-busy');
      article.hidden = true;
      root.querySelector('[data-notice-reason]')!.textContent = translateError(error, config.messages);
      failed.hidden = false;
    }
  };
  root.querySelector('[data-notice-retry]')!.addEventListener('click', () => void load());
  void load();
}
