/**
 * The one way the browser writes to the platform: `mutateCall` calls it, then announces the write,
 * so the reads it made stale (STALE_AFTER, ./stale-after.ts) are asked again. Money writes are sent
 * by moneySubmit (./money-submit.ts) with mutateCall as their `send`; sign-ins and the other
 * encrypted writes come through encryptedCall (./encrypted-call.ts), which is mutateCall with the
 * body sealed.
 *
 * A few lines in every page's core chunk, free of the fetcher layer (./fetcher.ts, @nanostores/query)
 * and of the table: a page that has loaded the fetcher hears every write here (onWrite) and refreshes
 * its cached answers of the stale reads; on other pages nothing holds them, and nothing is refreshed.
 */
import type { CallId } from '../contract/calls.ts';
import type { CallInput, CallOf, CallOptions, PlainCallId } from './api-client.ts';
import { platformCall } from './platform.ts';

type WriteListener = (id: CallId) => void;
const writeListeners = new Set<WriteListener>();

/** Hears every write once it has ended (the fetcher layer); returns the way to stop. */
export function onWrite(listener: WriteListener): () => void {
  writeListeners.add(listener);
  return () => void writeListeners.delete(listener);
}

/**
 * Calls the platform, then announces the write (its stale reads are asked again). Throws ApiError.
 * Typed as platformCall, whose overloads hold the plain/encrypted rule.
 */
export const mutateCall = (async (call: CallOf<CallId>, input: object, options: CallOptions = {}): Promise<unknown> => {
  try {
    return await platformCall(call as CallOf<PlainCallId>, input as CallInput<PlainCallId>, options);
  } finally {
    // Also after a failure: the platform may have done part of it, and a refresh shows the truth.
    for (const listener of writeListeners) listener(call.id);
  }
}) as typeof platformCall;
