/**
 * Firebase's refusals as our errors, so every failure of the verification provider reads like any
 * other in the page's language (src/lib/errors.ts translateError). Pure: no Firebase import (its
 * errors are recognised by their `code`), so the forms carry this without the SDK.
 */
import type { ErrorCode } from '../../contract/errors.ts';
import { ApiError } from '../api-client.ts';

const CODES: Readonly<Record<string, ErrorCode>> = {
  'auth/invalid-verification-code': 'sms.invalid',
  'auth/missing-verification-code': 'sms.invalid',
  'auth/invalid-verification-id': 'sms.invalid',
  'auth/code-expired': 'sms.expired',
  // Firebase names no wait, and sms.tooMany's message does: the provider's own "later".
  'auth/too-many-requests': 'provider.tooMany',
  'auth/quota-exceeded': 'provider.tooMany',
  'auth/invalid-phone-number': 'phone.invalid',
  'auth/missing-phone-number': 'phone.invalid',
  'auth/popup-closed-by-user': 'signIn.cancelled',
  'auth/cancelled-popup-request': 'signIn.cancelled',
  'auth/user-cancelled': 'signIn.cancelled',
  'auth/popup-blocked': 'signIn.popupBlocked',
};
/** Failures of the connection, not of the provider: the same message as any network failure. */
const NETWORK = new Set(['auth/network-request-failed', 'auth/timeout', 'auth/internal-error']);

/** The codes providerError can answer: forms that use the provider pass their messages to the browser. */
export const PROVIDER_ERROR_CODES: readonly ErrorCode[] = [...new Set([...Object.values(CODES), 'provider.failed' as const])];

/** Any failure on the provider's side as an ApiError; our own errors (e.g. from the platform) pass through. */
export function providerError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const code = typeof (error as { code?: unknown } | null)?.code === 'string' ? (error as { code: string }).code : undefined;
  const message = `Firebase: ${code ?? (error as Error | null)?.message ?? 'unknown failure'}`;
  if (code && NETWORK.has(code)) return new ApiError('network', message);
  // A failed chunk download (the SDK is loaded on demand) is a network failure too.
  if (error instanceof TypeError && /import|fetch|module/i.test(error.message)) return new ApiError('network', message);
  return new ApiError('platform', message, { code: (code && CODES[code]) || 'provider.failed' });
}
