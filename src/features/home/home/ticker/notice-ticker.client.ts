/**
 * The home notice ticker in the browser: the player notices' titles, as links to the notices page,
 * move sideways by CSS animation (notice-ticker.css) when they are wider than the strip. Two copies
 * of the list follow each other so the loop has no seam; the second is inert (not read, not
 * focusable). The pause button (WCAG 2.2.2) shows only while they move; hover and keyboard focus
 * hold them, and so does prefers-reduced-motion (the titles then scroll by hand). No notices, or the
 * call failing: the 'no announcement' text. A plain script: no React on home.
 */
import { homeAnnouncements } from '../home-announcements.ts';
import { NOTICE_TICKER, noticeItems, tickerSeconds, type NoticeItem, type TickerConfig } from './notice-items.ts';

const found = NOTICE_TICKER.read();
if (found) void fill(found.element, found.config);

async function fill(root: HTMLElement, config: TickerConfig): Promise<void> {
  let items: NoticeItem[] = [];
  try {
    items = noticeItems(await homeAnnouncements(config.language), config.noticesPath);
  } catch {
    // The call failed: the player reads the same as for no notices (G §8 "no announcements").
  }
  if (!items.length) {
    root.querySelector<HTMLElement>('[data-none]')!.hidden = false;
    return;
  }
  const track = root.querySelector<HTMLElement>('[data-track]')!;
  const list = titleList(items);
  track.replaceChildren(list);
  moveWhenTooWide(root, track, list, config);
}

function titleList(items: readonly NoticeItem[]): HTMLUListElement {
  const list = document.createElement('ul');
  list.className = 'notice-ticker-list';
  for (const { title, href } of items) {
    const link = document.createElement('a');
    link.href = href;
    link.textContent = title; // the platform's text, never its markup
    const item = document.createElement('li');
    item.append(link);
    list.append(item);
  }
  return list;
}

/**
 * Moves the titles only while they are wider than the strip (measured again whenever either
 * changes size: fonts arriving, the phone turning), one pass of the list at the ticker's speed.
 */
function moveWhenTooWide(root: HTMLElement, track: HTMLElement, list: HTMLUListElement, config: TickerConfig): void {
  const viewport = root.querySelector<HTMLElement>('[data-viewport]')!;
  const toggle = root.querySelector<HTMLButtonElement>('[data-toggle]')!;
  const copy = list.cloneNode(true) as HTMLUListElement;
  copy.inert = true;
  copy.setAttribute('aria-hidden', 'true');

  const measure = () => {
    const moving = list.offsetWidth > viewport.clientWidth;
    if (moving) track.style.setProperty('--ticker-seconds', `${tickerSeconds(list.offsetWidth)}s`);
    if (moving !== track.classList.contains('is-moving')) {
      track.classList.toggle('is-moving', moving);
      if (moving) track.append(copy);
      else copy.remove();
    }
    toggle.hidden = !moving;
  };
  new ResizeObserver(measure).observe(list);
  new ResizeObserver(measure).observe(viewport);

  toggle.addEventListener('click', () => {
    const paused = toggle.dataset.paused !== 'true';
    toggle.dataset.paused = String(paused);
    root.toggleAttribute('data-paused', paused);
    toggle.setAttribute('aria-label', paused ? config.playLabel : config.pauseLabel);
  });
}
