/**
 * Is the referral promotion on (A §6 share / invite entry)? The contract has no flag for it, so the
 * rule is ours, in one place so a platform flag can replace it: the promotion list (announcements
 * of type Promotion) holds a promotion that has not ended and whose title names referring or
 * inviting friends, in English or Burmese. With the sandbox's seed that is "Refer a Friend" (405).
 *
 * The answer is kept for the visit in sessionStorage (REFERRAL_CACHE_KEY), so pages ask once.
 */
import type { Announcement } from '../../../contract/schemas.ts';

/** Words that name a referral promotion: refer / referral / invite (EN), ဖိတ် "invite", မိတ်ဆက် "introduce" (MY). */
export const REFERRAL_TITLE = /refer|invit|ဖိတ်|မိတ်ဆက်/i;

/** sessionStorage key of the flag for this visit: '1' on, '0' off (ours). */
export const REFERRAL_CACHE_KEY = 'referralPromotion';

/** `now` as the platform writes times: YYYY-MM-DD HH:mm:ss (local time). */
export function platformTime(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())} ${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`;
}

type PromotionFields = Pick<Announcement, 'type' | 'title' | 'startDate' | 'endDate' | 'noExpiry'>;

export function referralEnabled(promotions: readonly PromotionFields[], now: Date): boolean {
  const at = platformTime(now);
  return promotions.some(
    (promotion) =>
      promotion.type === 'PR' &&
      REFERRAL_TITLE.test(promotion.title) &&
      promotion.startDate <= at &&
      (promotion.noExpiry === 1 || promotion.endDate === null || promotion.endDate >= at),
  );
}
