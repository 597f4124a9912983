/**
 * Fills the announcements page (NoticePage.astro): a card per announcement (./notice-rules.ts:
 * the message centre's types, newest first), each header a button that expands or
 * collapses its card (aria-expanded / aria-controls) and reports an unread one read through the
 * shared `markAnnouncementRead` (styled read at once; if the platform refuses, the refreshed list
 * styles it unread again). `?index=N` (the home ticker's item N) opens that card and scrolls to
 * it. The list comes through the fetcher layer, so mark-as-read's cache update and refresh reach it.
 * A failed call shows its translated reason with Try again; no announcements, the empty text.
 * Announcement HTML goes through the shared sanitiser; titles are text.
 */
import type { LanguageCode } from '../../constants.ts';
import type { Announcement } from '../../contract/schemas.ts';
import { formatDate } from '../../lib/dates.ts';
import { translateError, type ErrorMessages } from '../../lib/errors.ts';
import { createCallStore } from '../../lib/fetcher.ts';
import { showServerHtml } from '../../lib/sanitize-html.ts';
import { $session } from '../../lib/session.ts';
import { announcementsRequest } from '../../lib/announcements-request.ts';
import { markAnnouncementRead } from '../../stores/announcements.ts';
import { NOTICE_TYPES, noticeCards, showsUnread, tickerCard } from './notice-rules.ts';

interface Card {
  item: Announcement;
  li: HTMLLIElement;
  toggle: HTMLButtonElement;
  body: HTMLDivElement;
  filled: boolean;
}

const root = document.querySelector<HTMLElement>('[data-notices]');
if (root) {
  const config = JSON.parse(root.dataset.notices!) as { language: LanguageCode; unread: string; messages: ErrorMessages };
  const list = root.querySelector<HTMLElement>('[data-notice-list]')!;
  const empty = root.querySelector<HTMLElement>('[data-notice-empty]')!;
  const failed = root.querySelector<HTMLElement>('[data-notice-failed]')!;
  const $notices = createCallStore('announcements', announcementsRequest(NOTICE_TYPES, { language: config.language }));

  let cards = new Map<number, Card>();
  let shown = ''; // what the cards were built from: rebuilt only when an announcement itself changes
  let linkHandled = false;

  const styleRead = (card: Card) => {
    const unread = showsUnread(card.item, $session.get());
    card.li.classList.toggle('is-unread', unread);
    // The word for screen readers is there only while the card is unread (a hidden copy would still be found in the page).
    card.toggle.querySelector('[data-unread]')!.textContent = unread ? `, ${config.unread}` : '';
  };

  const setOpen = (card: Card, open: boolean) => {
    card.toggle.setAttribute('aria-expanded', String(open));
    card.body.hidden = !open;
    if (open && !card.filled) {
      card.filled = true;
      void showServerHtml(card.body, card.item.content);
    }
    if (open && showsUnread(card.item, $session.get())) {
      card.item = { ...card.item, read: true }; // shown read at once; the store's answers follow
      styleRead(card);
      void markAnnouncementRead(card.item.id);
    }
  };

  const buildCard = (item: Announcement): Card => {
    const li = document.createElement('li');
    li.className = 'notice-card';
    li.dataset.id = String(item.id);
    const heading = document.createElement('h2');
    heading.className = 'notice-heading';
    const toggle = document.createElement('button');
    toggle.type = 'button';
    toggle.className = 'notice-toggle';
    toggle.id = `notice-${item.id}`;
    toggle.setAttribute('aria-controls', `notice-${item.id}-body`);
    toggle.setAttribute('aria-expanded', 'false');
    const dot = document.createElement('span');
    dot.className = 'notice-dot';
    dot.setAttribute('aria-hidden', 'true');
    const title = document.createElement('span');
    title.className = 'notice-title';
    title.textContent = item.title;
    title.translate = false; // the platform's text, shown as sent (README "Languages")
    const unread = document.createElement('span');
    unread.className = 'visually-hidden';
    unread.dataset.unread = '';
    const date = document.createElement('time');
    date.className = 'notice-date';
    date.dateTime = item.startDate.replace(' ', 'T');
    date.textContent = formatDate(item.startDate, 'notice', config.language);
    toggle.append(dot, title, unread, date);
    heading.append(toggle);
    const body = document.createElement('div');
    body.className = 'notice-body server-html';
    body.id = `notice-${item.id}-body`;
    body.setAttribute('role', 'region');
    body.setAttribute('aria-labelledby', toggle.id);
    body.hidden = true;
    li.append(heading, body);
    const card: Card = { item, li, toggle, body, filled: false };
    toggle.addEventListener('click', () => setOpen(card, toggle.getAttribute('aria-expanded') !== 'true'));
    return card;
  };

  const render = (answer: readonly Announcement[]) => {
    list.removeAttribute('aria-busy');
    failed.hidden = true;
    const items = noticeCards(answer);
    const signature = JSON.stringify(items.map(({ id, title, content, startDate }) => [id, title, content, startDate]));
    if (signature !== shown) {
      shown = signature;
      const open = new Set([...cards.values()].filter((card) => !card.body.hidden).map((card) => card.item.id));
      cards = new Map(items.map((item) => [item.id, buildCard(item)]));
      list.replaceChildren(...[...cards.values()].map((card) => card.li));
      for (const card of cards.values()) if (open.has(card.item.id)) setOpen(card, true);
    }
    for (const item of items) {
      const card = cards.get(item.id)!;
      card.item = item;
      styleRead(card);
    }
    list.hidden = items.length === 0;
    empty.hidden = items.length > 0;
    if (!linkHandled) {
      linkHandled = true;
      const query = new URL(location.href).searchParams;
      const linked = tickerCard(items, query.get('index'));
      if (linked !== null) {
        const card = cards.get(linked.id)!;
        setOpen(card, true);
        card.li.scrollIntoView({ block: 'start' });
      }
    }
  };

  const fail = (error: unknown) => {
    list.removeAttribute('aria-busy');
    list.hidden = empty.hidden = true;
    root.querySelector('[data-notice-reason]')!.textContent = translateError(error, config.messages);
    failed.hidden = false;
  };

  $notices.subscribe(({ data, error, loading }) => {
    // The browser does not validate answers: a platform that leaves the list out has nothing to show.
    if (data) render(Array.isArray(data.list) ? data.list : []);
    else if (error) fail(error);
    else if (loading && failed.hidden) list.setAttribute('aria-busy', 'true');
  });
  // A session that starts or ends elsewhere (another tab, a logged-out answer) restyles at once; the store asks again.
  $session.listen(() => cards.forEach(styleRead));

  root.querySelector('[data-notice-retry]')!.addEventListener('click', () => {
    failed.hidden = true;
    list.hidden = false;
    list.setAttribute('aria-busy', 'true');
    $notices.revalidate();
  });
}
