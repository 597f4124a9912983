/**
 * Fills the promotions list (ActivityPage.astro, G §2 "Promotions"): a category menu (All, then
 * the categories the promotions carry, named by promotionCategories; when that call fails, All
 * only) and an accordion of promotions, one open at a time. A header is a real button with
 * aria-expanded / aria-controls; its panel holds the sanitised content and the promotion's action.
 * `?id=` opens that promotion and scrolls to it; the open one is kept in the address (replaced,
 * not pushed). A failed list shows its translated reason with Try again; none, the empty text.
 * A logged-out answer has ended the session (src/lib/platform.ts): the list loads again as a guest.
 */
import { mountToasts } from '../../components/form/toasts.client.ts';
import { showToast } from '../../components/form/toast.ts';
import type { Announcement } from '../../contract/schemas.ts';
import { translateError } from '../../lib/errors.ts';
import { ApiError, platformCall } from '../../lib/platform.ts';
import { showServerHtml } from '../../lib/sanitize-html.ts';
import { imageCdns } from '../../stores/status.ts';
import { findPromotion, loadPromotions } from './promotions.ts';
import { actionElement, coverElement, dateRange, readConfig, titleText } from './promotion-view.ts';

interface Category {
  id: number;
  name: string;
}

const root = document.querySelector<HTMLElement>('[data-activity]');
if (root) {
  mountToasts();
  const config = readConfig(root, 'activity');
  const menu = root.querySelector<HTMLElement>('[data-categories]')!;
  const list = root.querySelector<HTMLElement>('[data-list]')!;
  const empty = root.querySelector<HTMLElement>('[data-empty]')!;
  const failed = root.querySelector<HTMLElement>('[data-failed]')!;
  const cards = new Map<number, { article: HTMLElement; toggle: HTMLButtonElement; panel: HTMLElement; filled: boolean }>();

  const setOpen = (id: number, open: boolean) => {
    const card = cards.get(id);
    if (!card) return;
    card.toggle.setAttribute('aria-expanded', String(open));
    card.panel.hidden = !open;
    card.article.classList.toggle('open', open);
  };

  /** Opens `id` (closing the one open before) or closes it; the address keeps the open one. */
  const toggle = (promotion: Announcement, open: boolean) => {
    for (const [id, card] of cards) if (id !== promotion.id && card.toggle.getAttribute('aria-expanded') === 'true') setOpen(id, false);
    const card = cards.get(promotion.id)!;
    if (open && !card.filled) {
      card.filled = true;
      void showServerHtml(card.panel.querySelector<HTMLElement>('.server-html')!, promotion.content);
    }
    setOpen(promotion.id, open);
    const url = new URL(location.href);
    if (open) url.searchParams.set('id', String(promotion.id));
    else url.searchParams.delete('id');
    history.replaceState(history.state, '', url);
  };

  const card = (promotion: Announcement, index: number, cdns: readonly string[]) => {
    const article = document.createElement('article');
    article.className = 'promo';
    article.dataset.id = String(promotion.id);
    const heading = document.createElement('h2');
    heading.className = 'promo-heading';
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'promo-toggle';
    button.id = `promo-toggle-${promotion.id}`;
    button.setAttribute('aria-expanded', 'false');
    button.setAttribute('aria-controls', `promo-panel-${promotion.id}`);
    // Named by what it shows, the title then the dates (WCAG 2.5.3 label in name): a name of the
    // title alone left the visible dates out of it.
    const title = titleText(document.createElement('span'), promotion);
    title.className = 'promo-title';
    title.id = `promo-title-${promotion.id}`;
    const dates = document.createElement('span');
    dates.className = 'promo-dates';
    dates.id = `promo-dates-${promotion.id}`;
    dates.textContent = dateRange(promotion, config);
    const chevron = document.createElement('span');
    chevron.className = 'promo-chevron';
    chevron.setAttribute('aria-hidden', 'true');
    const text = document.createElement('span');
    text.className = 'promo-text';
    text.append(title, dates);
    button.append(coverElement(promotion, cdns, index === 0), text, chevron);
    button.addEventListener('click', () => toggle(promotion, button.getAttribute('aria-expanded') !== 'true'));
    heading.append(button);

    const panel = document.createElement('div');
    panel.className = 'promo-panel';
    panel.id = `promo-panel-${promotion.id}`;
    panel.setAttribute('role', 'region');
    panel.setAttribute('aria-labelledby', title.id);
    panel.hidden = true;
    const body = document.createElement('div');
    body.className = 'promo-body server-html';
    panel.append(body, actionElement(promotion, config));
    article.append(heading, panel);
    cards.set(promotion.id, { article, toggle: button, panel, filled: false });
    return article;
  };

  const filter = (category: number | null, pressed: HTMLButtonElement) => {
    for (const button of menu.querySelectorAll('button')) button.setAttribute('aria-pressed', String(button === pressed));
    for (const [, { article }] of cards) {
      const carried = (JSON.parse(article.dataset.categories!) as number[]).includes(category ?? -1);
      article.hidden = category !== null && !carried;
    }
  };

  const pill = (text: string, category: number | null) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'promo-category';
    button.textContent = text;
    button.setAttribute('aria-pressed', String(category === null));
    button.addEventListener('click', () => filter(category, button));
    return button;
  };

  /** All, then the named categories any promotion carries, in the platform's order. */
  const renderMenu = (promotions: readonly Announcement[], categories: readonly Category[]) => {
    const carried = new Set(promotions.flatMap((promotion) => promotion.promoAnnouncementCategoryIds));
    const named = categories.filter((category) => carried.has(category.id));
    menu.replaceChildren(pill(config.texts.all, null), ...named.map((category) => pill(category.name, category.id)));
    menu.hidden = false;
  };

  const render = (promotions: readonly Announcement[], categories: readonly Category[], cdns: readonly string[]) => {
    list.removeAttribute('aria-busy');
    cards.clear();
    if (promotions.length === 0) {
      list.replaceChildren();
      list.hidden = menu.hidden = true;
      empty.hidden = false;
      return;
    }
    renderMenu(promotions, categories);
    list.replaceChildren(
      ...promotions.map((promotion, index) => {
        const article = card(promotion, index, cdns);
        article.dataset.categories = JSON.stringify(promotion.promoAnnouncementCategoryIds);
        return article;
      }),
    );
    const asked = findPromotion(promotions, new URL(location.href).searchParams.get('id'));
    if (asked) {
      toggle(asked, true);
      cards.get(asked.id)!.article.scrollIntoView({ block: 'start' });
    }
  };

  /** The names; a failure leaves the menu at All (the promotions still show). */
  const loadCategories = () => platformCall('promotionCategories', { language: config.language }).catch((): Category[] => []);

  const load = async (again = true): Promise<void> => {
    failed.hidden = empty.hidden = true;
    list.hidden = menu.hidden = false;
    list.setAttribute('aria-busy', 'true');
    try {
      const [promotions, categories, cdns] = await Promise.all([loadPromotions(config.language), loadCategories(), imageCdns()]);
      render(promotions, categories, cdns);
    } catch (error) {
      if (again && error instanceof ApiError && error.kind === 'loggedOut') {
        // The platform ended the session (src/lib/platform.ts signed out): say so, and show what a guest sees.
        showToast({ text: translateError(error, config.messages), kind: 'error' });
        return load(false);
      }
      list.removeAttribute('aria-busy');
      list.hidden = menu.hidden = true;
      root.querySelector('[data-reason]')!.textContent = translateError(error, config.messages);
      failed.hidden = false;
    }
  };
  root.querySelector('[data-retry]')!.addEventListener('click', () => void load());
  void load();
}
