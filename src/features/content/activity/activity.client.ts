/**
 * Fills the promotions list (ActivityPage.astro, G §2 "Promotions"): a category menu (All, then
 * the categories the promotions carry, named by promotionCategories; when that call fails, All
 * only) and an accordion of promotions from the card template, one open at a time (disclosures:
 * the panel holds the sanitised content and the promotion's action). `?id=` opens that promotion
 * and scrolls to it; the open one is kept in the address (replaced, not pushed). The list kit
 * shows loading, empty and failed (with Try again). A logged-out answer has ended the session
 * (src/lib/platform.ts): the list loads again as a guest.
 */
import { mountToasts } from '../../../components/form/toasts.client.ts';
import { showToast } from '../../../components/form/toast.ts';
import { disclosure, type Disclosure } from '../../../components/list/disclosure.ts';
import { remoteList } from '../../../components/list/remote-list.ts';
import { cloneTemplate } from '../../../components/list/template.ts';
import type { Announcement } from '../../../contract/schemas.ts';
import { translateError } from '../../../lib/errors.ts';
import { showServerHtml } from '../../../lib/sanitize-html.ts';
import { imageCdns } from '../../../stores/status.ts';
import { loadPromotionCategories } from './api.ts';
import { againAsGuest, findPromotion, loadPromotions } from './promotions.ts';
import { ACTIVITY, actionElement, coverElement, dateRange } from './promotion-view.ts';

interface Category {
  id: number;
  name: string;
}

interface Card {
  article: HTMLElement;
  disclosure: Disclosure;
  categories: readonly number[];
}

const found = ACTIVITY.read();
if (found) {
  mountToasts();
  const { element: root, config } = found;
  const list = remoteList(root.querySelector('[data-remote-list]')!);
  const menu = root.querySelector<HTMLElement>('[data-categories]')!;
  const template = root.querySelector<HTMLTemplateElement>('[data-promo-card]')!;
  const cards = new Map<number, Card>();

  /** Keeps the open promotion in the address (replaced, not pushed). */
  const remember = (id: number | null) => {
    const url = new URL(location.href);
    if (id !== null) url.searchParams.set('id', String(id));
    else if (url.searchParams.get('id') !== null) url.searchParams.delete('id');
    history.replaceState(history.state, '', url);
  };

  const card = (promotion: Announcement, index: number, cdns: readonly string[]): Card => {
    const { root: article, part } = cloneTemplate(template);
    article.dataset.id = String(promotion.id);
    // The button is named by what it shows, the title then the dates (WCAG 2.5.3 label in name).
    part('cover').replaceWith(coverElement(promotion, cdns, index === 0));
    const title = part('title');
    title.textContent = promotion.title;
    part('dates').textContent = dateRange(promotion, config);
    const panel = part('panel');
    const body = part('body');
    panel.append(actionElement(promotion, config));
    let filled = false;
    const state = disclosure(part<HTMLButtonElement>('toggle'), panel, {
      id: `promo-${promotion.id}`,
      labelledBy: title,
      change: (open) => {
        article.classList.toggle('open', open);
        if (!open) return remember(null);
        for (const [id, other] of cards) if (id !== promotion.id && other.disclosure.open) other.disclosure.set(false);
        if (!filled) void showServerHtml(body, promotion.content);
        filled = true;
        remember(promotion.id);
      },
    });
    const made = { article, disclosure: state, categories: promotion.promoAnnouncementCategoryIds };
    cards.set(promotion.id, made);
    return made;
  };

  const filter = (category: number | null, pressed: HTMLButtonElement) => {
    for (const button of menu.querySelectorAll('button')) button.setAttribute('aria-pressed', String(button === pressed));
    for (const { article, categories } of cards.values()) article.hidden = category !== null && !categories.includes(category);
  };

  const pill = (text: string, category: number | null) => {
    const button = document.createElement('button');
    Object.assign(button, { type: 'button', className: 'pill', textContent: text });
    button.setAttribute('aria-pressed', String(category === null));
    button.addEventListener('click', () => filter(category, button));
    return button;
  };

  /** All, then the named categories any promotion carries, in the platform's order. */
  const renderMenu = (promotions: readonly Announcement[], categories: readonly Category[]) => {
    const carried = new Set(promotions.flatMap((promotion) => promotion.promoAnnouncementCategoryIds));
    const named = categories.filter((category) => carried.has(category.id));
    menu.replaceChildren(pill(config.texts.all, null), ...named.map((category) => pill(category.name, category.id)));
  };

  const render = (promotions: readonly Announcement[], categories: readonly Category[], cdns: readonly string[]) => {
    cards.clear();
    if (promotions.length) renderMenu(promotions, categories);
    list.show(promotions.map((promotion, index) => card(promotion, index, cdns).article));
    const asked = findPromotion(promotions, new URL(location.href).searchParams.get('id'));
    if (asked) {
      const { article, disclosure: state } = cards.get(asked.id)!;
      state.set(true);
      article.scrollIntoView({ block: 'start' });
    }
  };

  /** The names; a failure leaves the menu at All (the promotions still show). */
  const loadCategories = () => loadPromotionCategories(config.language).catch((): Category[] => []);

  const load = async (): Promise<void> => {
    try {
      const [promotions, categories, cdns] = await againAsGuest(
        () => Promise.all([loadPromotions(config.language), loadCategories(), imageCdns()]),
        (error) => showToast({ text: translateError(error, config.messages), kind: 'error' }),
      );
      render(promotions, categories, cdns);
    } catch (error) {
      list.fail(translateError(error, config.messages));
    }
  };
  list.onRetry(() => void load());
  void load();
}
