/**
 * The SMS get-code button's clock (A §4 "SMS code button", §9): after a successful send a
 * countdown in seconds runs to `expirationTime`, re-evaluated every SMS_TICK_MS; without an
 * expiry (or one already past) it runs SMS_DEFAULT_COUNTDOWN_S. Pure: no timers, no DOM.
 */
import { SMS_DEFAULT_COUNTDOWN_S } from '../../constants.ts';

/** SMS countdown re-evaluated every 500 ms (A §4, §9). */
export const SMS_TICK_MS = 500;

/** When the countdown ends (ms since epoch), from the send answer's `expirationTime`. */
export function countdownEnd(expirationTime: number | undefined | null, now: number): number {
  const valid = typeof expirationTime === 'number' && Number.isFinite(expirationTime) && expirationTime > now;
  return valid ? expirationTime : now + SMS_DEFAULT_COUNTDOWN_S * 1000;
}

/** Whole seconds left, rounded up (a countdown shows 1 until it is over); 0 when over or none. */
export function remainingSeconds(endsAt: number | null | undefined, now: number): number {
  if (endsAt === null || endsAt === undefined) return 0;
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** Sending is allowed only with a valid number, when no countdown runs and no send is under way. */
export function canSendCode({ canSend, remaining, sending }: { canSend: boolean; remaining: number; sending: boolean }): boolean {
  return canSend && remaining <= 0 && !sending;
}

/** The waiting label: '{{s}} s' → '42 s'. */
export function waitLabel(template: string, seconds: number): string {
  return template.replace(/\{\{\s*s\s*\}\}/g, String(seconds));
}

/** The countdown after a refusal that says how long to wait (e.g. sms.tooMany with value.retryAfterSeconds). */
export function retryEnd(error: unknown, now: number): number | null {
  const seconds = (error as { value?: { retryAfterSeconds?: unknown } } | null)?.value?.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? now + seconds * 1000 : null;
}
