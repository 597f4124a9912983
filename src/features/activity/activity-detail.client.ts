/**
 * Fills one promotion (ActivityDetailPage.astro, /m/activityDetail?id=): cover, title, dates,
 * sanitised content and its action. A missing, malformed or unknown id shows the not-found state
 * with a link to the list; a failed call its translated reason with Try again. A logged-out answer
 * has ended the session (src/lib/platform.ts): the promotion loads again as a guest.
 */
import { mountToasts } from '../../components/form/toasts.client.ts';
import { showToast } from '../../components/form/toast.ts';
import type { Announcement } from '../../contract/schemas.ts';
import { translateError } from '../../lib/errors.ts';
import { ApiError } from '../../lib/platform.ts';
import { showServerHtml } from '../../lib/sanitize-html.ts';
import { imageCdns } from '../../stores/status.ts';
import { findPromotion, loadPromotions } from './promotions.ts';
import { actionElement, coverElement, dateRange, readConfig, titleText } from './promotion-view.ts';

const root = document.querySelector<HTMLElement>('[data-activity-detail]');
if (root) {
  mountToasts();
  const config = readConfig(root, 'activityDetail');
  const detail = root.querySelector<HTMLElement>('[data-detail]')!;
  const notFound = root.querySelector<HTMLElement>('[data-not-found]')!;
  const failed = root.querySelector<HTMLElement>('[data-failed]')!;

  const render = (promotion: Announcement, cdns: readonly string[]) => {
    const title = titleText(document.createElement('h2'), promotion);
    title.className = 'promo-title';
    const dates = document.createElement('p');
    dates.className = 'promo-dates';
    dates.textContent = dateRange(promotion, config);
    const body = document.createElement('div');
    body.className = 'promo-body server-html';
    void showServerHtml(body, promotion.content);
    const text = document.createElement('div');
    text.className = 'promo-text';
    text.append(title, dates);
    detail.replaceChildren(coverElement(promotion, cdns, true), text, body, actionElement(promotion, config));
    detail.removeAttribute('aria-busy');
  };

  const load = async (again = true): Promise<void> => {
    failed.hidden = notFound.hidden = true;
    detail.hidden = false;
    detail.setAttribute('aria-busy', 'true');
    try {
      const [promotions, cdns] = await Promise.all([loadPromotions(config.language), imageCdns()]);
      const promotion = findPromotion(promotions, new URL(location.href).searchParams.get('id'));
      if (promotion) return render(promotion, cdns);
      detail.hidden = true;
      notFound.hidden = false;
    } catch (error) {
      if (again && error instanceof ApiError && error.kind === 'loggedOut') {
        showToast({ text: translateError(error, config.messages), kind: 'error' });
        return load(false);
      }
      detail.hidden = true;
      root.querySelector('[data-reason]')!.textContent = translateError(error, config.messages);
      failed.hidden = false;
    }
    detail.removeAttribute('aria-busy');
  };
  root.querySelector('[data-retry]')!.addEventListener('click', () => void load());
  void load();
}
