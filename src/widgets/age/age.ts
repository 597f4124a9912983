/**
 * Age confirmation (A §5 "Age confirmations: 18 or 21 depending on the brand"): asked on the first
 * page a player opens on a device, remembered there, and confirmed again at registration.
 *
 * localStorage `ageConfirmed` holds the age the player confirmed (e.g. "18"): a later higher
 * brand limit asks again. sessionStorage `ageDeclined` keeps a "no" for the visit, so every page
 * of it shows the exit message rather than the site. Both names are ours.
 */
export const AGE_CONFIRMED_KEY = 'ageConfirmed';
export const AGE_DECLINED_KEY = 'ageDeclined';

/** Whether what is stored under AGE_CONFIRMED_KEY covers the brand's limit. */
export function ageConfirmed(stored: string | null, limit: number): boolean {
  if (stored === null || !/^\d{1,3}$/.test(stored)) return false;
  return Number(stored) >= limit;
}

export type AgeGateState = 'hidden' | 'ask' | 'declined';

/**
 * What the age gate shows: nothing once the age is confirmed (ageConfirmed), nor over a maintenance
 * or restricted page. It asks over a first visit's splash: the question is the first thing a new
 * player answers, and asking from the first paint (not after the status call) makes it the page's
 * first content, not a late largest paint (Lighthouse LCP; on a weak network, seconds). When the
 * status then says maintenance or restricted, the question gives way to that page.
 */
export function ageGateState(input: { confirmed: boolean; declined: boolean; status: string | undefined }): AgeGateState {
  if (input.confirmed || input.status === '1' || input.status === '2') return 'hidden';
  return input.declined ? 'declined' : 'ask';
}
