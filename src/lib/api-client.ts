/**
 * The one way the site talks to the platform. Every call has a timeout; every failure becomes an
 * ApiError whose `kind` picks a message from the `error.` catalogue in the page's language.
 */
import { CALLS, MERCHANT_HEADER, type CallId } from '../contract/calls.ts';
import type { Envelope, RequestOf, ValueOf } from '../contract/schemas.ts';
import { REQUEST_TIMEOUT_MS } from '../constants.ts';

export type ApiErrorKind = 'timeout' | 'network' | 'server' | 'malformed' | 'loggedOut' | 'platform';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** Platform error code (kind 'platform') or HTTP status (kind 'server'). */
  readonly code?: string;
  readonly value?: Record<string, unknown>;
  constructor(kind: ApiErrorKind, message: string, code?: string, value?: Record<string, unknown>) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.code = code;
    this.value = value;
  }
}

export interface ApiConfig {
  baseUrl: string;
  prefixes: { wps: string; lgw: string };
  merchantCode: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface CallOptions {
  token?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export function createApiClient(config: ApiConfig) {
  const doFetch = config.fetch ?? ((input, init) => fetch(input, init));

  return async function call<Id extends CallId>(id: Id, input: RequestOf<Id>, options: CallOptions = {}): Promise<ValueOf<Id>> {
    const meta = CALLS[id];
    let url = `${config.baseUrl}${config.prefixes[meta.group]}${meta.path}`;
    const headers: Record<string, string> = { Accept: 'application/json', [MERCHANT_HEADER]: config.merchantCode };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    const fields = Object.entries(input as Record<string, unknown>).filter(([, value]) => value !== undefined);
    let body: string | undefined;
    if (meta.body === 'query') {
      const query = new URLSearchParams(fields.map(([key, value]) => [key, String(value)])).toString();
      if (query) url += `?${query}`;
    } else if (meta.body === 'form') {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(fields.map(([key, value]) => [key, String(value)])).toString();
    } else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(Object.fromEntries(fields));
    }

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, options.timeoutMs ?? config.timeoutMs ?? REQUEST_TIMEOUT_MS);
    const stop = () => controller.abort();
    options.signal?.addEventListener('abort', stop);
    try {
      let response: Response;
      try {
        response = await doFetch(url, { method: meta.method, headers, body, signal: controller.signal, credentials: 'omit' });
      } catch (error) {
        if (timedOut) throw new ApiError('timeout', `${id}: no answer within the time limit`);
        if (options.signal?.aborted) throw error;
        throw new ApiError('network', `${id}: ${(error as Error).message}`);
      }
      if (response.status === 401) throw new ApiError('loggedOut', `${id}: the session is no longer valid`, '401');
      if (response.status >= 500) throw new ApiError('server', `${id}: HTTP ${response.status}`, String(response.status));
      let answer: Envelope<ValueOf<Id>>;
      try {
        answer = (await response.json()) as Envelope<ValueOf<Id>>;
      } catch {
        if (timedOut) throw new ApiError('timeout', `${id}: answer cut off by the time limit`);
        throw new ApiError('malformed', `${id}: the answer is not JSON (HTTP ${response.status})`);
      }
      if (!answer || typeof answer !== 'object' || typeof answer.success !== 'boolean') {
        throw new ApiError('malformed', `${id}: the answer has no success flag`);
      }
      if (!answer.success) throw new ApiError('platform', answer.message || answer.code, answer.code, answer.value);
      return answer.value;
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', stop);
    }
  };
}

/** Key of the message a player sees for an error (under `error.` in the locale files). */
export function errorMessageKey(error: unknown): `error.${ApiErrorKind | 'unknown'}` {
  return error instanceof ApiError && error.kind !== 'platform' ? `error.${error.kind}` : 'error.unknown';
}
