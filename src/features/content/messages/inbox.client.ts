/**
 * Fills the inbox (InboxPage.astro): pages of INBOX_PAGE_SIZE, Load more while pages remain, every
 * message loaded shown newest first by its date whatever order the pages came in
 * (src/lib/newest-first.ts), in the list kit's frame; a tap opens a message in place (its HTML through the shared sanitiser, the title as
 * text) and, when unread, marks it read: the dot and every unread badge drop at once, then the
 * platform hears of it; if it refuses, the dot comes back with the translated reason. A failed
 * page shows its reason with Try again; none at all, the empty text. Guests get a login prompt;
 * trial accounts the free_reject toast (1 s), then the message centre.
 */
import { FREE_REJECT_TOAST_MS } from '../../../constants.ts';
import type { ValueOf } from '../../../contract/schemas.ts';
import { showToast } from '../../../components/form/toast.ts';
import { disclosure } from '../../../components/list/disclosure.ts';
import { remoteList } from '../../../components/list/remote-list.ts';
import { cloneTemplate } from '../../../components/list/template.ts';
import { mountToasts } from '../../../components/form/toasts.client.ts';
import { formatLocalDateTime } from '../../../lib/local-time.ts';
import { newestFirst } from '../../../lib/newest-first.ts';
import { translateError } from '../../../lib/errors.ts';
import { navigate } from '../../../lib/safe-path.ts';
import { showServerHtml } from '../../../lib/sanitize-html.ts';
import { $session, isTrial } from '../../../lib/session.ts';
import { countInboxRead, refreshInboxUnread } from '../../../stores/unread.ts';
import { loadInbox, markInboxRead } from './api.ts';
import { entryDecision, hasMorePages, INBOX, previewText } from './messages.ts';

/** Ours (G §3 names only the inbox's unread count): inbox messages per page (at most the contract's INBOX_PAGE_SIZE_MAX). */
export const INBOX_PAGE_SIZE = 20;

type Message = ValueOf<'inboxList'>['list'][number];

const found = INBOX.read();
if (found) {
  const { element: root, config } = found;
  const list = remoteList(root.querySelector('[data-remote-list]')!);
  const template = root.querySelector<HTMLTemplateElement>('[data-inbox-item]')!;
  mountToasts();

  let pageNo = 0;
  let loading = false;
  /** The messages shown, in page order, with their items (moved, never rebuilt: an open one stays open). */
  let shown: { message: Message; item: HTMLElement }[] = [];

  const markUnread = (item: HTMLElement, unread: boolean) => {
    item.classList.toggle('unread', unread);
    item.querySelector<HTMLElement>('[data-part="unread"]')!.hidden = !unread;
  };

  const read = async (item: HTMLElement, message: Message) => {
    markUnread(item, false);
    countInboxRead();
    try {
      await markInboxRead(message.id);
    } catch (error) {
      markUnread(item, true);
      showToast({ text: translateError(error, config.messages), kind: 'error' });
    } finally {
      refreshInboxUnread();
    }
  };

  const itemOf = (message: Message): HTMLElement => {
    const { root: item, part } = cloneTemplate(template);
    part('title').textContent = message.title;
    const date = part<HTMLTimeElement>('date');
    date.dateTime = message.createdAt.replace(' ', 'T');
    date.textContent = formatLocalDateTime(message.createdAt);
    part('preview').textContent = previewText(message.content);
    const body = part('body');
    let filled = false;
    disclosure(part<HTMLButtonElement>('toggle'), body, {
      id: `inbox-${message.id}`,
      change: (open) => {
        if (!open) return;
        if (!filled) void showServerHtml(body, message.content);
        filled = true;
        if (item.classList.contains('unread')) void read(item, message);
      },
    });
    markUnread(item, !message.read);
    return item;
  };

  const load = async () => {
    if (loading) return;
    loading = true;
    list.loading();
    const next = pageNo + 1;
    try {
      const { list: messages, totalPages } = await loadInbox({ pageNo: next, pageSize: INBOX_PAGE_SIZE, language: config.language });
      if (next === 1) shown = [];
      shown = newestFirst([...shown, ...messages.map((message) => ({ message, item: itemOf(message) }))], ({ message }) => message.createdAt);
      pageNo = next;
      list.show(
        shown.map(({ item }) => item),
        { more: hasMorePages(pageNo, totalPages) },
      );
    } catch (error) {
      list.fail(translateError(error, config.messages));
    } finally {
      loading = false;
    }
  };
  list.onRetry(() => void load());
  list.onMore(() => void load());

  const session = $session.get();
  const decision = entryDecision('inbox', session);
  // A guest ('login') reads the prompt (prerendered, shown before paint) and logs in from its button:
  // opening the login modal unasked would load React and the login form (80 KB) before any tap.
  if (decision === 'trialRefused' || isTrial(session?.type)) {
    showToast({ text: config.texts.trial, kind: 'info', durationMs: FREE_REJECT_TOAST_MS });
    setTimeout(() => navigate(config.messageCentrePath, { replace: true }), FREE_REJECT_TOAST_MS);
  } else if (decision === 'go') void load();
}
