/**
 * The pieces of a promotion both promotion screens draw (G §2 "Promotions", §3): its cover (the
 * `announcementImages` entry of sequence 1, in a box of fixed ratio with a themed placeholder that
 * stays when the picture is missing or fails), its date range (YYYY/MM/DD - YYYY/MM/DD, or the
 * long-term label when noExpiry is 1) and its action: an Apply link to the reward form when the
 * promotion needs a picture or remarks, else a Join button (guest: login; trial: free_reject for
 * FREE_REJECT_TOAST_MS; member: promotionJoin, its answer or error as a toast).
 */
import { FREE_REJECT_TOAST_MS, type LanguageCode } from '../../../constants.ts';
import type { Announcement } from '../../../contract/schemas.ts';
import { showToast } from '../../../components/form/toast.ts';
import { formatPromotionDate } from '../../../lib/local-time.ts';
import { translateError, type ErrorMessages } from '../../../lib/errors.ts';
import { resolveImageUrl } from '../../../lib/images.ts';
import { ApiError } from '../../../lib/platform.ts';
import { $session, isTrial } from '../../../lib/session.ts';
import { openDialog } from '../../../shell/dialogs.ts';
import { pageConfig } from '../../../shell/page-config.ts';
import { withQuery, type RoutePath } from '../../../shell/paths.ts';
import { joinPromotion } from './api.ts';

/** What the .astro pages hand their scripts (data attribute, JSON). */
export interface PromotionPageConfig {
  language: LanguageCode;
  messages: ErrorMessages;
  texts: { longTerm: string; join: string; apply: string; joined: string; applying: string; loading: string; all: string };
  /** In the page's language: the reward form, the login page, the promotions list. */
  links: { apply: RoutePath<'applyReward'>; login: string; list: string };
}

/** The sequence of the cover among a promotion's pictures (G §3). */
const COVER_SEQUENCE = 1;

export const ACTIVITY = pageConfig<PromotionPageConfig>('activity', 'texts', 'links');
export const ACTIVITY_DETAIL = pageConfig<PromotionPageConfig>('activity-detail', 'texts', 'links');

/** `2026/01/01 - 2030/12/31`, or `2026/01/01 - Long term` when the promotion never expires. */
export function dateRange(promotion: Announcement, config: PromotionPageConfig): string {
  const start = formatPromotionDate(promotion.startDate);
  const end = promotion.noExpiry === 1 || !promotion.endDate ? config.texts.longTerm : formatPromotionDate(promotion.endDate);
  return `${start} - ${end}`;
}

/**
 * The cover in its box. The box has its size before the picture arrives (no layout shift) and shows
 * the themed placeholder until it has; a promotion without a cover, or a picture that fails, keeps
 * the placeholder (marked `failed`). Covers below the first load lazily.
 */
export function coverElement(promotion: Announcement, cdns: readonly string[], eager: boolean): HTMLElement {
  const box = document.createElement('span');
  box.className = 'promo-cover';
  const field = promotion.announcementImages.find((image) => image.sequence === COVER_SEQUENCE)?.url ?? '';
  const src = resolveImageUrl(field, cdns);
  if (!src) {
    box.classList.add('failed');
    return box;
  }
  const image = document.createElement('img');
  image.alt = ''; // the title beside it names the promotion
  image.width = 720;
  image.height = 300;
  image.decoding = 'async';
  image.loading = eager ? 'eager' : 'lazy';
  image.addEventListener('load', () => box.classList.add('loaded'), { once: true });
  image.addEventListener(
    'error',
    () => {
      box.classList.add('failed');
      image.remove();
    },
    { once: true },
  );
  image.src = src;
  box.append(image);
  return box;
}

/** Sends a guest to login: the login modal when the page has it (then on to `next`, by default back here), else the login page. */
function toLogin(config: PromotionPageConfig, next = location.pathname + location.search): void {
  if (!openDialog('login-modal', next)) location.assign(config.links.login);
}

async function join(button: HTMLButtonElement, promotion: Announcement, config: PromotionPageConfig): Promise<void> {
  const session = $session.get();
  if (!session) return toLogin(config);
  if (isTrial(session.type)) {
    showToast({ text: config.messages['errors.account.trial'] ?? '', kind: 'info', durationMs: FREE_REJECT_TOAST_MS });
    return;
  }
  if (button.getAttribute('aria-busy') === 'true') return; // a second tap while the first is on its way
  button.setAttribute('aria-busy', 'true');
  const hide = showToast({ text: config.texts.loading, kind: 'loading' });
  try {
    const { status } = await joinPromotion(promotion.id);
    hide();
    showToast({ text: status === 'joined' ? config.texts.joined : config.texts.applying, kind: 'success' });
  } catch (error) {
    hide();
    showToast({ text: translateError(error, config.messages), kind: 'error' });
    if (error instanceof ApiError && error.kind === 'loggedOut') toLogin(config); // the session has ended: offer login
  } finally {
    button.removeAttribute('aria-busy');
  }
}

/**
 * The promotion's action: Apply (a link to the reward form) when it needs a picture or remarks,
 * else Join.
 */
export function actionElement(promotion: Announcement, config: PromotionPageConfig): HTMLElement {
  if (promotion.imageRequired === 'Y' || promotion.remarkRequired === 'Y') {
    const link = document.createElement('a');
    link.className = 'button promo-action';
    link.href = withQuery(config.links.apply, { id: promotion.id });
    link.textContent = config.texts.apply;
    // The form needs a session (G §5): a guest logs in first, then goes on to the form.
    link.addEventListener('click', (event) => {
      if ($session.get()) return;
      event.preventDefault();
      toLogin(config, link.pathname + link.search);
    });
    return link;
  }
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button promo-action';
  button.textContent = config.texts.join;
  button.addEventListener('click', () => void join(button, promotion, config));
  return button;
}
