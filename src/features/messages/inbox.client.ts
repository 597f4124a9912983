/**
 * Fills the inbox (InboxPage.astro): pages of INBOX_PAGE_SIZE, Load more while pages remain, every
 * message loaded shown newest first by its date whatever order the pages came in
 * (src/lib/newest-first.ts); a tap opens a message in place (its HTML through the shared sanitiser, the title as
 * text) and, when unread, marks it read: the dot and every unread badge drop at once, then the
 * platform hears of it; if it refuses, the dot comes back with the translated reason. A failed
 * page shows its reason with Try again; none at all, the empty text. Guests get a login prompt;
 * trial accounts the free_reject toast (1 s), then the message centre.
 */
import { FREE_REJECT_TOAST_MS, INBOX_PAGE_SIZE } from '../../constants.ts';
import type { ValueOf } from '../../contract/schemas.ts';
import { showToast } from '../../components/form/toast.ts';
import { mountToasts } from '../../components/form/toasts.client.ts';
import { formatDate } from '../../lib/dates.ts';
import { newestFirst } from '../../lib/newest-first.ts';
import { translateError } from '../../lib/errors.ts';
import { platformCall } from '../../lib/platform.ts';
import { navigate } from '../../lib/safe-path.ts';
import { showServerHtml } from '../../lib/sanitize-html.ts';
import { $session, isTrial } from '../../lib/session.ts';
import { countInboxRead, refreshInboxUnread } from '../../stores/unread.ts';
import { entryDecision, hasMorePages, previewText, type InboxConfig } from './messages.ts';

type Message = ValueOf<'inboxList'>['list'][number];

const root = document.querySelector<HTMLElement>('[data-inbox]');
if (root) {
  const config = JSON.parse(root.dataset.inbox!) as InboxConfig;
  const list = root.querySelector<HTMLElement>('[data-inbox-list]')!;
  const empty = root.querySelector<HTMLElement>('[data-inbox-empty]')!;
  const failed = root.querySelector<HTMLElement>('[data-inbox-failed]')!;
  const more = root.querySelector<HTMLButtonElement>('[data-inbox-more]')!;
  mountToasts();

  let pageNo = 0;
  let loading = false;
  /** The messages shown, in page order, with their items (moved, never rebuilt: an open one stays open). */
  let shown: { message: Message; item: HTMLElement }[] = [];

  const markUnread = (item: HTMLElement, unread: boolean) => {
    item.classList.toggle('unread', unread);
    item.querySelector<HTMLElement>('[data-unread-mark]')!.hidden = !unread;
  };

  const read = async (item: HTMLElement, message: Message) => {
    markUnread(item, false);
    countInboxRead();
    try {
      await platformCall('inboxRead', { id: message.id });
    } catch (error) {
      markUnread(item, true);
      showToast({ text: translateError(error, config.messages), kind: 'error' });
    } finally {
      refreshInboxUnread();
    }
  };

  const itemOf = (message: Message): HTMLElement => {
    const item = document.createElement('li');
    item.className = 'inbox-item';
    const head = document.createElement('button');
    head.type = 'button';
    head.className = 'inbox-head';
    head.id = `inbox-head-${message.id}`;
    head.setAttribute('aria-expanded', 'false');
    head.setAttribute('aria-controls', `inbox-body-${message.id}`);
    const dot = document.createElement('span');
    dot.className = 'inbox-dot';
    dot.setAttribute('aria-hidden', 'true');
    const title = document.createElement('span');
    title.className = 'inbox-title';
    title.textContent = message.title;
    title.translate = false; // the platform's text, shown as sent (README "Languages")
    const mark = document.createElement('span');
    mark.className = 'visually-hidden';
    mark.dataset.unreadMark = '';
    mark.textContent = `, ${config.texts.unreadMark}`;
    const date = document.createElement('time');
    date.className = 'inbox-date';
    date.dateTime = message.createdAt.replace(' ', 'T');
    date.textContent = formatDate(message.createdAt, 'notice', config.language);
    const preview = document.createElement('span');
    preview.className = 'inbox-preview';
    preview.textContent = previewText(message.content);
    preview.translate = false;
    head.append(dot, title, mark, date, preview);

    const body = document.createElement('div');
    body.className = 'inbox-body server-html';
    body.id = `inbox-body-${message.id}`;
    body.setAttribute('role', 'region');
    body.setAttribute('aria-labelledby', head.id);
    body.translate = false;
    body.hidden = true;
    let filled = false;
    head.addEventListener('click', () => {
      const open = head.getAttribute('aria-expanded') !== 'true';
      head.setAttribute('aria-expanded', String(open));
      body.hidden = !open;
      if (!open) return;
      if (!filled) void showServerHtml(body, message.content);
      filled = true;
      if (item.classList.contains('unread')) void read(item, message);
    });
    item.append(head, body);
    markUnread(item, !message.read);
    return item;
  };

  const load = async () => {
    if (loading) return;
    loading = true;
    failed.hidden = true;
    more.hidden = true;
    list.setAttribute('aria-busy', 'true');
    const next = pageNo + 1;
    try {
      const { list: messages, totalPages } = await platformCall('inboxList', { pageNo: next, pageSize: INBOX_PAGE_SIZE });
      if (next === 1) shown = [];
      shown = newestFirst([...shown, ...messages.map((message) => ({ message, item: itemOf(message) }))], ({ message }) => message.createdAt);
      list.replaceChildren(...shown.map(({ item }) => item));
      pageNo = next;
      empty.hidden = !(pageNo === 1 && messages.length === 0);
      list.hidden = !empty.hidden;
      more.hidden = !hasMorePages(pageNo, totalPages);
    } catch (error) {
      if (pageNo === 0) list.hidden = true;
      root.querySelector('[data-inbox-reason]')!.textContent = translateError(error, config.messages);
      failed.hidden = false;
    } finally {
      list.removeAttribute('aria-busy');
      loading = false;
    }
  };
  root.querySelector('[data-inbox-retry]')!.addEventListener('click', () => {
    if (pageNo === 0) list.hidden = false;
    void load();
  });
  more.addEventListener('click', () => void load());

  const session = $session.get();
  const decision = entryDecision('inbox', session);
  // A guest ('login') reads the prompt (prerendered, shown before paint) and logs in from its button:
  // opening the login modal unasked would load React and the login form (80 KB) before any tap.
  if (decision === 'trialRefused' || isTrial(session?.type)) {
    showToast({ text: config.texts.trial, kind: 'info', durationMs: FREE_REJECT_TOAST_MS });
    setTimeout(() => navigate(config.messageCentrePath, { replace: true }), FREE_REJECT_TOAST_MS);
  } else if (decision === 'go') void load();
}
