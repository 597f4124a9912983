/**
 * The one way a money-moving submit is sent (issue 24: deposit order, receipt, withdrawal, bank
 * account; the wallets' transfer follows the same rule): nothing is lost or doubled by a double
 * tap, a time-out or a reload.
 *
 * - One request id per intended action (./request-id.ts); a second tap while it is under way does
 *   nothing.
 * - Until the platform has answered, the request and its id wait in sessionStorage under the
 *   form's key, with the account's name. A time-out, a lost connection or a reload leaves them
 *   there, and `resume` sends the very same request again: the platform answers its first answer
 *   (it acted once) or acts now, once. So a player never sees "failed" for an order that went
 *   through, and never makes two by trying again.
 * - A refusal (the platform answered no) forgets the request: nothing happened, and the next
 *   submit is a new action with a new id.
 * - `secrets` (a payment password) never reach storage: they stay in the page's memory for its
 *   own retries. After a reload such a request cannot be sent again; `resume` forgets it and the
 *   page reads where things stand (a withdrawal that went through is in its pending list).
 * - `send` is the feature's write, through mutateCall (./mutate.ts) like every write: the reads it
 *   makes stale (the balance after a withdrawal) are asked again.
 */
import { ApiError } from './api-client.ts';
import { isRecord, parseJson } from './parse-json.ts';
import { mayHaveArrived, newRequestId } from './request-id.ts';
import { readStorage, writeStorage } from './storage.ts';
import { unansweredSubmitKey } from './storage-keys.ts';

export type Outcome<T> =
  | { kind: 'done'; value: T }
  /** The platform said no: nothing happened. */
  | { kind: 'refused'; error: unknown }
  /** No answer (time-out, connection, server): it may have happened; `resume` asks again with the same id. */
  | { kind: 'unanswered'; error: unknown };

interface Waiting<R> {
  account: string | null;
  request: R;
}

export interface MoneySubmit<R, T> {
  /** Sends `request` as a new action (a new request id), unless one is under way or unanswered. */
  submit(request: R): Promise<Outcome<T> | null>;
  /** Sends the unanswered request of this form again, same id; null when there is none (or it was another account's). */
  resume(): Promise<Outcome<T> | null>;
  /** Whether a request of this form is waiting for an answer (then `submit` resumes it instead). */
  readonly unanswered: boolean;
}

export function moneySubmit<R extends object, T>(
  form: string,
  account: () => string | null,
  send: (request: R & { requestId: string }) => Promise<T>,
  { secrets = [] }: { secrets?: readonly (keyof R)[] } = {},
): MoneySubmit<R, T> {
  const key = unansweredSubmitKey(form);
  let busy = false;
  /** The secrets of the request under way (a payment password): in this page's memory only, never in storage. */
  let held: { requestId: string; fields: Partial<R> } | null = null;

  /** What `run` stored under this form's key: the account and the request with its id (the rest is this form's own request). */
  const isWaiting = (value: unknown): value is Waiting<R & { requestId: string }> =>
    isRecord(value) && (typeof value.account === 'string' || value.account === null) && isRecord(value.request) && typeof value.request.requestId === 'string';

  const waiting = (): Waiting<R & { requestId: string }> | null => {
    const found = parseJson(readStorage(key, true), isWaiting);
    return found && found.account === account() ? found : null;
  };

  /** The stored request whole again, or null when its secrets went with the page that held them (a reload). */
  const whole = (stored: R & { requestId: string }): (R & { requestId: string }) | null => {
    if (secrets.length === 0) return stored;
    return held?.requestId === stored.requestId ? { ...stored, ...held.fields } : null;
  };

  const run = async (request: R & { requestId: string }): Promise<Outcome<T>> => {
    busy = true;
    const stored = { ...request };
    for (const field of secrets) delete stored[field];
    held = secrets.length ? { requestId: request.requestId, fields: Object.fromEntries(secrets.map((field) => [field, request[field]])) as Partial<R> } : null;
    writeStorage(key, JSON.stringify({ account: account(), request: stored }), true);
    try {
      const value = await send(request);
      writeStorage(key, null, true);
      return { kind: 'done', value };
    } catch (error) {
      if (error instanceof ApiError && mayHaveArrived(error.kind)) return { kind: 'unanswered', error };
      writeStorage(key, null, true);
      return { kind: 'refused', error };
    } finally {
      busy = false;
    }
  };

  return {
    async submit(request) {
      if (busy) return null;
      const pending = waiting();
      const resumed = pending && whole(pending.request);
      return run(resumed ?? { ...request, requestId: newRequestId() });
    },
    async resume() {
      const pending = waiting();
      if (busy || !pending) return null;
      const resumed = whole(pending.request);
      // A request whose secrets are gone cannot be sent again: forget it; the page reads where things stand.
      if (!resumed) return (void writeStorage(key, null, true), null);
      return run(resumed);
    },
    get unanswered() {
      return waiting() !== null;
    },
  };
}
