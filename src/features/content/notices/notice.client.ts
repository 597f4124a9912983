/**
 * Fills the announcements page (NoticePage.astro): a card per announcement (./notice-rules.ts:
 * the message centre's types, newest first), each header a disclosure that expands or collapses
 * its card and reports an unread one read through the shared `markAnnouncementRead` (styled read
 * at once; if the platform refuses, the refreshed list styles it unread again). `?index=N` (the
 * home ticker's item N) opens that card and scrolls to it. The list comes through the fetcher
 * layer, so mark-as-read's cache update and refresh reach it; the list kit shows loading, empty
 * and failed (with Try again). Announcement HTML goes through the shared sanitiser; titles are text.
 */
import { disclosure, type Disclosure } from '../../../components/list/disclosure.ts';
import { remoteList, showRead } from '../../../components/list/remote-list.ts';
import { cloneTemplate } from '../../../components/list/template.ts';
import type { Announcement } from '../../../contract/schemas.ts';
import { announcementsRequest } from '../../../lib/announcements-request.ts';
import { formatNoticeTime } from '../../../lib/local-time.ts';
import { translateError } from '../../../lib/errors.ts';
import { createCallStore } from '../../../lib/fetcher.ts';
import { showServerHtml } from '../../../lib/sanitize-html.ts';
import { $session } from '../../../lib/session.ts';
import { markAnnouncementRead } from '../../../stores/announcements.ts';
import { NOTICES, noticeCards, noticeListOf, showsUnread, tickerCard } from './notice-rules.ts';
import * as shellCalls from '../../../contract/calls/shell.ts';

interface Card {
  item: Announcement;
  li: HTMLElement;
  unread: HTMLElement;
  disclosure: Disclosure;
}

const found = NOTICES.read();
if (found) {
  const { element: root, config } = found;
  const list = remoteList(root.querySelector('[data-remote-list]')!);
  const template = root.querySelector<HTMLTemplateElement>('[data-notice-card]')!;
  // `?types=A` (the agent footer's link): the agent announcements; otherwise the message centre's.
  const shown = noticeListOf(new URL(location.href).searchParams.get('types'));
  const $notices = createCallStore(shellCalls.announcements, announcementsRequest(shown.types, { groupName: shown.groupName, language: config.language }));

  let cards = new Map<number, Card>();
  let built = ''; // what the cards were built from: rebuilt only when an announcement itself changes
  let linkHandled = false;

  const styleRead = (card: Card) => {
    const unread = showsUnread(card.item, $session.get());
    card.li.classList.toggle('is-unread', unread);
    // The word for screen readers is there only while the card is unread (a hidden copy would still be found in the page).
    card.unread.textContent = unread ? `, ${config.unread}` : '';
  };

  const buildCard = (item: Announcement): Card => {
    const { root: li, part } = cloneTemplate(template);
    li.dataset.id = String(item.id);
    part('title').textContent = item.title;
    const date = part<HTMLTimeElement>('date');
    date.dateTime = item.startDate.replace(' ', 'T');
    date.textContent = formatNoticeTime(item.startDate);
    const body = part('body');
    let filled = false;
    const card: Card = {
      item,
      li,
      unread: part('unread'),
      disclosure: disclosure(part<HTMLButtonElement>('toggle'), body, {
        id: `notice-${item.id}`,
        change: (open) => {
          if (!open) return;
          if (!filled) void showServerHtml(body, card.item.content);
          filled = true;
          if (showsUnread(card.item, $session.get())) {
            card.item = { ...card.item, read: true }; // shown read at once; the store's answers follow
            styleRead(card);
            void markAnnouncementRead(card.item.id);
          }
        },
      }),
    };
    return card;
  };

  const render = (answer: readonly Announcement[]) => {
    const items = noticeCards(answer, shown.shown);
    const signature = JSON.stringify(items.map(({ id, title, content, startDate }) => [id, title, content, startDate]));
    if (signature !== built) {
      built = signature;
      const open = new Set([...cards.values()].filter((card) => card.disclosure.open).map((card) => card.item.id));
      cards = new Map(items.map((item) => [item.id, buildCard(item)]));
      for (const card of cards.values()) if (open.has(card.item.id)) card.disclosure.set(true);
    }
    for (const item of items) {
      const card = cards.get(item.id)!;
      card.item = item;
      styleRead(card);
    }
    list.show([...cards.values()].map((card) => card.li));
    if (!linkHandled) {
      linkHandled = true;
      const linked = tickerCard(items, new URL(location.href).searchParams.get('index'));
      if (linked !== null) {
        const card = cards.get(linked.id)!;
        card.disclosure.set(true);
        card.li.scrollIntoView({ block: 'start' });
      }
    }
  };

  showRead(
    list,
    $notices,
    // The browser does not validate answers: a platform that leaves the list out has nothing to show.
    (data) => render(Array.isArray(data?.list) ? data.list : []),
    (error) => translateError(error, config.messages),
  );
  // A session that starts or ends elsewhere (another tab, a logged-out answer) restyles at once; the store asks again.
  $session.listen(() => cards.forEach(styleRead));
}
