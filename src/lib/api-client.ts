/**
 * The one way the site talks to the platform. Every call has a timeout; every failure becomes an
 * ApiError whose `kind` (and, for platform refusals, `code`) picks a message from the catalogue in
 * the page's language (./errors.ts).
 *
 * Browser weight: this module imports the call list (strings) and the schemas' types only.
 * Response validation is a hook the tests fill with the zod schemas. Encrypted calls take a body
 * sealer: createApiClient brings one that loads the cipher (crypto-js) on first use; the browser's
 * shared client (createLeanApiClient, src/lib/platform.ts) brings none, nor the key, because even
 * a lazy `import()` adds the bundler's preload helper (≈0.7 KB gzip) to every page: the few forms
 * with encrypted calls pass the sealer per call (src/lib/encrypted-call.ts).
 */
import type { Call, CallId, CallMeta } from '../contract/calls.ts';
import { ENCRYPTION_HEADER, ENCRYPTION_SCHEME, MERCHANT_HEADER, MODULE_HEADER } from '../contract/headers.ts';
import type { ErrorCode } from '../contract/errors.ts';
import type { Envelope, RequestOf, ValueOf } from '../contract/schemas.ts';
import type { EncryptedBody } from './body-crypto.ts';

/** Ours: how long a request may take before it fails with a timeout message. */
export const REQUEST_TIMEOUT_MS = 10_000;

export type ApiErrorKind = 'timeout' | 'network' | 'server' | 'malformed' | 'loggedOut' | 'platform';

// A message names the call and what went wrong, for developers (players read the kind's translated
// message, ./errors.ts): kept short, since every page carries them.
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** Platform error code (kinds 'platform', 'loggedOut') or HTTP status (kind 'server'). */
  readonly code?: string;
  /** Extra data of a refusal, e.g. `{ captcha: true }` after a failed login. */
  readonly value?: Record<string, unknown>;
  /** The platform's own text of a refusal; shown only when the code is not in our catalogue. */
  readonly platformMessage?: string;
  constructor(kind: ApiErrorKind, message: string, details: { code?: string; value?: Record<string, unknown>; platformMessage?: string } = {}) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.code = details.code;
    this.value = details.value;
    this.platformMessage = details.platformMessage;
  }
}

export { MODULE_HEADER };
/** The refusal that means the session is gone, whatever the HTTP status (A §8 "logged out"). */
const LOGGED_OUT_CODE: ErrorCode = 'session.expired';

/** Calls whose request schema has a `moduleId` field: the client fills it in from the call's definition. */
type ModuleIdFieldCall = { [Id in CallId]: HasField<RequestOf<Id>, 'moduleId'> extends true ? Id : never }[CallId];
/** Named field, not an index signature (empty requests are `Record<string, never>`). */
type HasField<Request, Field extends string> = string extends keyof Request ? false : Field extends keyof Request ? true : false;
// A call gaining or losing the field in schemas.ts is a type error here until this list follows.
const MODULE_ID_IN_BODY = { testPlay: true } as const satisfies Record<ModuleIdFieldCall, true>;

/** Calls whose body travels encrypted (A §7: login, register, set password by phone). */
export type EncryptedCallId = { [Id in CallId]: Call<Id>['encrypted'] extends true ? Id : never }[CallId];
export type PlainCallId = Exclude<CallId, EncryptedCallId>;

/**
 * What the client is given: a call of ../contract/calls/ (`shellCalls.wallet`), its id typing
 * the request and the answer.
 */
export type CallOf<Id extends CallId> = CallMeta & { readonly id: Id };

/** Turns an encrypted call's fields into `{ iv, data }` with the brand key (src/lib/body-crypto.ts). */
export type BodySealer = (fields: Record<string, unknown>) => EncryptedBody | Promise<EncryptedBody>;

/** What a caller passes: the request, minus the module id the client adds by itself. */
export type CallInput<Id extends CallId> = Id extends ModuleIdFieldCall ? Omit<RequestOf<Id>, 'moduleId'> : RequestOf<Id>;

export interface ApiConfig {
  baseUrl: string;
  prefixes: { wps: string; lgw: string };
  merchantCode: string;
  /** The brand's `api.encryptionKey`, for createApiClient's own sealer (A §7; src/lib/body-crypto.ts). */
  encryptionKey?: string;
  /** Seals encrypted bodies; a call's own `sealBody` option wins. */
  sealBody?: BodySealer;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Checks a successful answer's value; throwing makes the call fail as 'malformed'. Tests pass the zod schemas; the browser none. */
  validate?: (id: CallId, value: unknown) => void;
  /**
   * A response already under way for this URL (a plain GET, asked with the same token or none),
   * taken once: the game list screens' inline starter asks for the first page from the HTML's head,
   * the deposit page's for its options (src/lib/early-requests.ts).
   */
  early?: (url: string, token?: string) => Promise<Response> | undefined;
}

/** The URL of a call whose request travels in the query string: how the client builds it, for whoever asks ahead of it. */
export function queryCallUrl(config: Pick<ApiConfig, 'baseUrl' | 'prefixes'>, meta: CallMeta, input: Record<string, unknown>): string {
  const fields = Object.entries(input).filter(([, value]) => value !== undefined);
  const query = new URLSearchParams(fields.map(([key, value]) => [key, String(value)])).toString();
  return `${config.baseUrl}${config.prefixes[meta.group]}${meta.path}${query ? `?${query}` : ''}`;
}

/** The headers every call carries. */
export const baseHeaders = (merchantCode: string): Record<string, string> => ({ Accept: 'application/json', [MERCHANT_HEADER]: merchantCode });

export interface CallOptions {
  token?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Extra request headers, e.g. the standalone device header of login. */
  headers?: Record<string, string>;
  /** Seals the body of an encrypted call (see ApiConfig.sealBody). */
  sealBody?: BodySealer;
}

/** The browser's client: given a call (`shellCalls.wallet`), not its id, so a page carries only the calls of its areas. */
export type CallClient = <Id extends CallId>(call: CallOf<Id>, input: CallInput<Id>, options?: CallOptions) => Promise<ValueOf<Id>>;

/** The response, or the signal's abort first (a request asked ahead has no signal of ours). */
function untilAborted(response: Promise<Response>, signal: AbortSignal): Promise<Response> {
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')), { once: true });
    response.then(resolve, reject);
  });
}

/** A client without a body sealer of its own: encrypted calls need `sealBody` in the config or the call options. */
export function createLeanApiClient(config: ApiConfig): CallClient {
  const doFetch = config.fetch ?? ((input, init) => fetch(input, init));

  return async function call<Id extends CallId>(meta: CallOf<Id>, input: CallInput<Id>, options: CallOptions = {}): Promise<ValueOf<Id>> {
    const { id } = meta;
    const headers: Record<string, string> = { ...baseHeaders(config.merchantCode), ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    const fields: Record<string, unknown> = Object.fromEntries(Object.entries(input as Record<string, unknown>).filter(([, value]) => value !== undefined));
    if (meta.moduleId) {
      if (id in MODULE_ID_IN_BODY) fields.moduleId = meta.moduleId;
      else headers[MODULE_HEADER] = meta.moduleId;
    }

    let url = `${config.baseUrl}${config.prefixes[meta.group]}${meta.path}`;
    let body: string | undefined;
    if (meta.body === 'query') {
      url = queryCallUrl(config, meta, fields);
    } else if (meta.body === 'form') {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)])).toString();
    } else {
      // JSON bodies travel with every method, DELETE included (removeFavourite).
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(meta.encrypted ? await seal(id, fields, options.sealBody ?? config.sealBody) : fields);
      if (meta.encrypted) headers[ENCRYPTION_HEADER] = ENCRYPTION_SCHEME;
    }

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(
      () => {
        timedOut = true;
        controller.abort();
      },
      options.timeoutMs ?? config.timeoutMs ?? REQUEST_TIMEOUT_MS,
    );
    const stop = () => controller.abort();
    options.signal?.addEventListener('abort', stop);
    try {
      let response: Response;
      try {
        // The same request asked ahead (same URL, same token or none, no headers of the caller's): its answer.
        const early = meta.method === 'GET' && !options.headers ? config.early?.(url, options.token) : undefined;
        response = await (early
          ? untilAborted(early, controller.signal)
          : doFetch(url, {
              method: meta.method,
              headers,
              body,
              signal: controller.signal,
              credentials: 'omit',
              // A member's answers are never reused from the HTTP cache: a platform that sends no
              // Cache-Control would otherwise let Back show yesterday's balance or unread count.
              ...(options.token && { cache: 'no-store' as const }),
            }));
      } catch (error) {
        if (timedOut) throw new ApiError('timeout', `${id}: timed out`);
        if (options.signal?.aborted) throw error;
        throw new ApiError('network', `${id}: ${(error as Error).message}`);
      }
      if (response.status === 401) throw new ApiError('loggedOut', `${id}: HTTP 401`, { code: LOGGED_OUT_CODE });
      if (response.status >= 500) throw new ApiError('server', `${id}: HTTP ${response.status}`, { code: String(response.status) });
      let answer: Envelope<ValueOf<Id>>;
      try {
        answer = (await response.json()) as Envelope<ValueOf<Id>>;
      } catch {
        if (timedOut) throw new ApiError('timeout', `${id}: timed out mid-answer`);
        throw new ApiError('malformed', `${id}: not JSON, HTTP ${response.status}`);
      }
      if (!answer || typeof answer !== 'object' || typeof answer.success !== 'boolean') {
        throw new ApiError('malformed', `${id}: no success flag`);
      }
      if (!answer.success) {
        const details = { code: answer.code, value: answer.value, platformMessage: answer.message };
        if (answer.code === LOGGED_OUT_CODE) throw new ApiError('loggedOut', `${id}: ${answer.code}`, details);
        throw new ApiError('platform', `${id}: ${answer.code} ${answer.message ?? ''}`.trim(), details);
      }
      if (config.validate) {
        try {
          config.validate(id, answer.value);
        } catch (error) {
          throw new ApiError('malformed', `${id}: ${(error as Error).message}`);
        }
      }
      return answer.value;
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', stop);
    }
  };

  async function seal(id: CallId, fields: Record<string, unknown>, sealBody: BodySealer | undefined): Promise<EncryptedBody> {
    if (!sealBody) throw new Error(`${id}: an encrypted call needs a body sealer`);
    try {
      return await sealBody(fields);
    } catch (error) {
      // The sealer's only way to fail in practice: its lazily loaded chunk did not arrive.
      throw new ApiError('network', `${id}: sealing: ${(error as Error).message}`);
    }
  }
}
