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
 * What the age gate shows. Never over the splash or a maintenance / restricted page (the status
 * gate comes first), and nothing once the age is confirmed.
 */
export function ageGateState(input: {
  stored: string | null;
  declined: boolean;
  limit: number;
  awaitingStatus: boolean;
  status: string | undefined;
}): AgeGateState {
  if (ageConfirmed(input.stored, input.limit)) return 'hidden';
  if (input.awaitingStatus || input.status === '1' || input.status === '2') return 'hidden';
  return input.declined ? 'declined' : 'ask';
}
