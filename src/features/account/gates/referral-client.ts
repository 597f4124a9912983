/**
 * The referral-promotion flag in the browser (rule: referral.ts): asked once per visit, with the
 * promotion list in the page's language, and kept in sessionStorage. Resolves undefined when the
 * platform could not say (the invite page then opens and decides).
 */
import { loadPromotionAnnouncements } from './api.ts';
import { REFERRAL_CACHE_KEY, referralEnabled } from './referral.ts';

export function cachedReferral(): boolean | undefined {
  try {
    const flag = sessionStorage.getItem(REFERRAL_CACHE_KEY);
    return flag === '1' ? true : flag === '0' ? false : undefined;
  } catch {
    return undefined;
  }
}

let asking: Promise<boolean | undefined> | undefined;

export function loadReferral(): Promise<boolean | undefined> {
  const cached = cachedReferral();
  if (cached !== undefined) return Promise.resolve(cached);
  asking ??= (async () => {
    try {
      const language = document.documentElement.dataset.language;
      const answer = await loadPromotionAnnouncements(language);
      const enabled = referralEnabled(answer.list, new Date());
      try {
        sessionStorage.setItem(REFERRAL_CACHE_KEY, enabled ? '1' : '0');
      } catch {
        // Asked again on the next page.
      }
      return enabled;
    } catch {
      return undefined;
    } finally {
      asking = undefined;
    }
  })();
  return asking;
}
