/**
 * The brand's platform client for the browser: base URL and prefixes from the brand file, the
 * session's token on calls that need or accept it, and a logged-out answer ends the session.
 * Encrypted calls go through src/lib/encrypted-call.ts, which brings the key and the body sealer.
 *
 * Every page loads this (the status gate uses it), so it stays small: member stores are not
 * imported here. They follow `$session` and empty themselves when it ends (src/stores/*.ts), which
 * covers a logged-out answer here, a logout, and a logout in another tab alike.
 */
import { api, merchantCode } from 'virtual:brand';
import type { CallId } from '../contract/calls.ts';
import type { ValueOf } from '../contract/schemas.ts';
import { checkAnswerLists } from './answer-lists.ts';
import { takeEarlyRequest } from './early-requests.ts';
import { $session, signOut } from './session.ts';
import {
  ApiError,
  createLeanApiClient,
  type BodySealer,
  type CallInput,
  type CallOf,
  type CallOptions,
  type EncryptedCallId,
  type PlainCallId,
} from './api-client.ts';

// No body key here: only pages with encrypted calls carry it (src/lib/encrypted-call.ts). Answers
// are checked only for the lists the pages draw (./answer-lists.ts): the schemas stay out of the browser.
const client = createLeanApiClient({ baseUrl: api.baseUrl, prefixes: api.prefixes, merchantCode, validate: checkAnswerLists, early: takeEarlyRequest });

/**
 * A plain call of ../contract/calls/: `platformCall(shellCalls.wallet, {})`. Encrypted calls
 * need a body sealer: use encryptedCall (src/lib/encrypted-call.ts).
 */
export function platformCall<Id extends PlainCallId>(call: CallOf<Id>, input: CallInput<Id>, options?: CallOptions): Promise<ValueOf<Id>>;
export function platformCall<Id extends EncryptedCallId>(
  call: CallOf<Id>,
  input: CallInput<Id>,
  options: CallOptions & { sealBody: BodySealer },
): Promise<ValueOf<Id>>;
export async function platformCall<Id extends CallId>(call: CallOf<Id>, input: CallInput<Id>, options: CallOptions = {}): Promise<ValueOf<Id>> {
  // `auth: 'optional'` calls carry the token too when there is one (e.g. announcements' read flags).
  const token = call.auth ? $session.get()?.token : undefined;
  try {
    return await client(call, input, { ...options, token });
  } catch (error) {
    // Only the session that was refused ends: a login in another tab meanwhile keeps the new one.
    if (error instanceof ApiError && error.kind === 'loggedOut' && $session.get()?.token === token) signOut('platform');
    throw error;
  }
}

export { ApiError };
