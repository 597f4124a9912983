/**
 * Fills one promotion (ActivityDetailPage.astro, /m/activityDetail?id=): cover, title, dates,
 * sanitised content and its action, from the page's template. A missing, malformed or unknown id
 * shows the not-found state with a link to the list (the list kit's empty state); a failed call
 * its translated reason with Try again. A logged-out answer has ended the session
 * (src/lib/platform.ts): the promotion loads again as a guest.
 */
import { mountToasts } from '../../../components/form/toasts.client.ts';
import { showToast } from '../../../components/form/toast.ts';
import { remoteList } from '../../../components/list/remote-list.ts';
import { cloneTemplate } from '../../../components/list/template.ts';
import type { Announcement } from '../../../contract/schemas.ts';
import { translateError } from '../../../lib/errors.ts';
import { showServerHtml } from '../../../lib/sanitize-html.ts';
import { imageCdns } from '../../../stores/status.ts';
import { againAsGuest, findPromotion, loadPromotions } from './promotions.ts';
import { ACTIVITY_DETAIL, actionElement, coverElement, dateRange } from './promotion-view.ts';

const found = ACTIVITY_DETAIL.read();
if (found) {
  mountToasts();
  const { element: root, config } = found;
  const detail = remoteList(root.querySelector('[data-remote-list]')!);
  const template = root.querySelector<HTMLTemplateElement>('[data-promo-detail]')!;

  const parts = (promotion: Announcement, cdns: readonly string[]): Node[] => {
    const { root: parts, part } = cloneTemplate(template);
    part('cover').replaceWith(coverElement(promotion, cdns, true));
    part('title').textContent = promotion.title;
    part('dates').textContent = dateRange(promotion, config);
    void showServerHtml(part('body'), promotion.content);
    part('action').replaceWith(actionElement(promotion, config));
    return [...parts.children];
  };

  const load = async (): Promise<void> => {
    try {
      const [promotions, cdns] = await againAsGuest(
        () => Promise.all([loadPromotions(config.language), imageCdns()]),
        (error) => showToast({ text: translateError(error, config.messages), kind: 'error' }),
      );
      const promotion = findPromotion(promotions, new URL(location.href).searchParams.get('id'));
      detail.show(promotion ? parts(promotion, cdns) : []);
    } catch (error) {
      detail.fail(translateError(error, config.messages));
    }
  };
  detail.onRetry(() => void load());
  void load();
}
