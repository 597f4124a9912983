/**
 * The brand's platform client for the browser: base URL and prefixes from the brand file, the
 * session's token on calls that need it, and a logged-out answer clears the session.
 */
import { api, merchantCode } from 'virtual:brand';
import type { CallId } from '../contract/calls.ts';
import { CALLS } from '../contract/calls.ts';
import type { RequestOf, ValueOf } from '../contract/schemas.ts';
import { $session, clearSession } from '../stores/session.ts';
import { ApiError, createApiClient, type CallOptions } from './api-client.ts';

const client = createApiClient({ ...api, merchantCode });

export async function platformCall<Id extends CallId>(id: Id, input: RequestOf<Id>, options: CallOptions = {}): Promise<ValueOf<Id>> {
  const token = CALLS[id].auth ? $session.get()?.token : undefined;
  try {
    return await client(id, input, { ...options, token });
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'loggedOut') clearSession();
    throw error;
  }
}
