/**
 * Encrypted calls from the browser (A §7: login, register, set password by phone, withdraw, open a
 * downline account): every one a write, so mutateCall (./mutate.ts) with the brand key and the lazy
 * body sealer, and on login the device header of an installed web app. Only the forms that make
 * these calls import this, so other pages carry neither the key nor the sealer and its loader.
 */
import { api } from 'virtual:brand';
import { DEVICE_HEADER, STANDALONE_DEVICE } from '../contract/headers.ts';
import type { ValueOf } from '../contract/schemas.ts';
import type { CallInput, CallOf, CallOptions, EncryptedCallId } from './api-client.ts';
import { sealBodyLazily } from './body-sealer.ts';
import { mutateCall } from './mutate.ts';

/** Installed web app: display-mode standalone, or iOS's home-screen flag. */
function runsStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  return window.matchMedia?.('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

export function encryptedCall<Id extends EncryptedCallId>(call: CallOf<Id>, input: CallInput<Id>, options: CallOptions = {}): Promise<ValueOf<Id>> {
  // "optional device header OTHERS in standalone mode" (A §7, login).
  const headers = call.id === 'login' && runsStandalone() ? { ...options.headers, [DEVICE_HEADER]: STANDALONE_DEVICE } : options.headers;
  return mutateCall(call, input, { ...options, headers, sealBody: (fields) => sealBodyLazily(fields, api.encryptionKey) });
}
