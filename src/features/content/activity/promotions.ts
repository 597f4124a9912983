/**
 * The promotions of the content screens (G §2 "Promotions", "Reward application form"): the
 * announcements of type Promotion in the page's language (G §7 "types: Promotion for rewards"), and
 * the one a page's `?id=` names. Shared by the promotions list, its detail and the reward form.
 */
import type { LanguageCode } from '../../../constants.ts';
import type { Announcement } from '../../../contract/schemas.ts';
import { newestFirst } from '../../../lib/newest-first.ts';
import { ApiError } from '../../../lib/platform.ts';
import { loadPromotionAnnouncements } from './api.ts';

/** Every promotion, newest first by start date (src/lib/newest-first.ts). Throws ApiError (translate it with translateError). */
export async function loadPromotions(language: LanguageCode): Promise<readonly Announcement[]> {
  const { list } = await loadPromotionAnnouncements(language);
  return newestFirst(list, (promotion) => promotion.startDate);
}

/**
 * `load`, and once more when the platform answers logged-out: the session has ended
 * (src/lib/platform.ts signed out), `loggedOut` tells the player so, and the page shows what a guest sees.
 */
export async function againAsGuest<T>(load: () => Promise<T>, loggedOut: (error: ApiError) => void): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!(error instanceof ApiError && error.kind === 'loggedOut')) throw error;
    loggedOut(error);
    return load();
  }
}

/** The promotion whose id the query gives (`?id=12`), or undefined for a missing, malformed or unknown id. */
export function findPromotion(promotions: readonly Announcement[], id: string | null): Announcement | undefined {
  if (id === null || !/^[1-9]\d{0,15}$/.test(id)) return undefined;
  return promotions.find((promotion) => promotion.id === Number(id));
}
