/**
 * The sandbox platform: a real implementation of the contract (src/contract/) on SQLite, for
 * development, demos and end-to-end tests. Never imported by the site.
 *
 * Routes come from CALLS: `prefixes[group] + path`. Each call runs
 *   injected fault (if any) → session check (CALLS[id].auth) → request validation → handler,
 * and answers the envelope. Test hooks live under /__sandbox/ only, and only when asked for
 * (`hooks: true`, SANDBOX_HOOKS=1), each request with HOOK_HEADERS; the stand-in pages a player is
 * sent to (game, live chat, deposit gateway) are there always, and so is the image CDN (/cdn/, ./images/cdn.ts)
 * whose base the status call names. Every answer says `X-Content-Type-Options: nosniff`.
 */
import { dirname, join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import type { HttpBindings } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { loadBrand } from '../../src/brand/load.ts';
import type { Brand } from '../../src/brand/schema.ts';
import { CALL_IDS, CALLS, type CallGroup, type CallId, type CallMeta } from '../../src/contract/calls.ts';
import { ENCRYPTION_HEADER, ENCRYPTION_SCHEME } from '../../src/contract/headers.ts';
import { MAX_UPLOAD_BODY_BYTES, SCHEMAS, type Envelope } from '../../src/contract/schemas.ts';
import { MAX_IMAGE_BYTES } from '../../src/contract/limits.ts';
import { decryptBody, type EncryptedBody } from '../../src/lib/body-crypto.ts';
import { firebaseVerifier } from './accounts/firebase.ts';
import { gatewayPages } from './accounts/deposit-gateway.ts';
import { DATA_DIR, openDatabase, resetDatabase } from './db.ts';
import { handlers } from './handlers/index.ts';
import { AVATAR_FOLDER, avatarPicture } from './accounts/avatars.ts';
import { imageCdn } from './images/cdn.ts';
import { FAULT_SCOPE_HEADER } from './testing/faults.ts';
import { CDN_PATH } from './images/paths.ts';
import { chooseEncoding, compress, isCompressible } from './compression.ts';
import { HOOK_HEADERS, HOOKS_PREFIX, SESSION_TTL_MS, type CallHandler, type CallRequest, type Member, type SandboxContext } from './handlers/types.ts';
import { PlatformError } from './platform-error.ts';
import { testHooks } from './hooks/index.ts';
import { createTestSetUp, faultKey } from './hooks/set-up.ts';
import { describeIssues } from './validation.ts';
import { standInPages } from './stand-ins.ts';

/** On a node server `c.env` holds the raw request and response; with `app.request()` it is empty. */
type SandboxEnv = { Bindings: Partial<HttpBindings> };

export const DEFAULT_PREFIXES: Record<CallGroup, string> = { wps: '/wps', lgw: '/lgw' };
export { HOOK_HEADERS, HOOKS_PREFIX, SESSION_TTL_MS };
/** Bodies above this are refused (413) before anything parses them. */
const MAX_BODY_BYTES = 1024 * 1024;
/** Answers smaller than this go uncompressed (a coding's own overhead outweighs the gain). */
const MIN_COMPRESSED_BYTES = 1024;
/** Key of encrypted bodies when the sandbox runs without a brand (unit tests). */
export const SANDBOX_ENCRYPTION_KEY = 'sandbox-body-key-0000';

export const LOGGED_OUT = {
  success: false,
  code: 'session.expired',
  message: 'The account has been logged out, please log in again',
} as const;

export { handlers, PlatformError };
export type { CallHandler, CallRequest, Member, SandboxContext };

function memberFromAuthorization(db: DatabaseSync, token: string | null, now: number): Member | null {
  if (!token) return null;
  const row = db
    .prepare(
      `SELECT m.id, m.username, m.type, m.nickname, m.balance_cents AS balanceCents FROM tokens t JOIN members m ON m.id = t.member_id
       WHERE t.token = ? AND t.expires_at > ?`,
    )
    .get(token, now);
  return row ? ({ ...row } as unknown as Member) : null;
}

function bearerToken(header: string | undefined): string | null {
  return /^Bearer\s+([\w.~+/=-]{1,512})$/i.exec(header ?? '')?.[1] ?? null;
}

// ---- envelopes and request reading ----

function failure(code: string, message: string): Envelope<never> {
  return { success: false, code, message };
}

function invalid(c: Context<SandboxEnv>, message: string) {
  return c.json(failure('request.invalid', message), 400);
}

class UnreadableBody extends Error {}

/** The request fields of a call: query string, or a JSON / form body. */
async function readCallInput(c: Context<SandboxEnv>, body: CallMeta['body']): Promise<unknown> {
  if (body === 'query') return c.req.query();
  const type = c.req.header('content-type') ?? '';
  // A body is read only as the type the contract gives the call: a form never passes for JSON.
  if (body === 'form') {
    if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) {
      throw new UnreadableBody('content-type: expected application/x-www-form-urlencoded');
    }
    try {
      return await c.req.parseBody();
    } catch {
      throw new UnreadableBody('body: not a valid form');
    }
  }
  if (!/^application\/json\b/i.test(type)) throw new UnreadableBody('content-type: expected application/json');
  return readJson(c);
}

async function readJson(c: Context<SandboxEnv>): Promise<unknown> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new UnreadableBody('body: not valid JSON');
  }
}

/** The socket's address: headers such as X-Forwarded-For are the client's to write, so never read. */
function clientIp(c: Context<SandboxEnv>): string {
  const address = c.env?.incoming?.socket?.remoteAddress;
  return address ? address.replace(/^::ffff:/, '') : '127.0.0.1';
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---- the app ----

export interface SandboxOptions {
  dbFile: string;
  brandId?: string;
  /** Start from the seed whatever the file holds (SANDBOX_FRESH=1, e.g. one database per test run). */
  fresh?: boolean;
  /** Clock in ms, for tests of token expiry. */
  now?: () => number;
  /** host:port of the Firebase Auth emulator that vouches for ID tokens; default FIREBASE_AUTH_EMULATOR_HOST, none refuses them. */
  firebaseAuthEmulatorHost?: string | null;
  /**
   * Serve the test hooks (SANDBOX_HOOKS=1: the tests). Off by default: they reset the data and hand
   * out sessions, captcha answers and SMS codes to whoever asks.
   */
  hooks?: boolean;
  /** Where the image CDN keeps the pictures it drew; default `cdn/` beside the database (`.sandbox-data/cdn/`). */
  imageCacheDir?: string;
}

/** The image cache of a database file: a folder beside it (the data folder for an in-memory one). */
export function defaultImageCacheDir(dbFile: string): string {
  return join(dbFile === ':memory:' ? DATA_DIR : dirname(dbFile), 'cdn');
}

export interface Sandbox {
  app: Hono<SandboxEnv>;
  db: DatabaseSync;
  brand: Brand | null;
  prefixes: Record<CallGroup, string>;
  /** Where the image CDN keeps the pictures it drew. */
  imageCacheDir: string;
  close(): void;
}

export function createSandbox({
  dbFile,
  brandId,
  fresh = false,
  now = Date.now,
  firebaseAuthEmulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST || null,
  hooks = false,
  imageCacheDir = defaultImageCacheDir(dbFile),
}: SandboxOptions): Sandbox {
  const brand = brandId ? loadBrand(brandId) : null;
  const prefixes = brand?.api.prefixes ?? DEFAULT_PREFIXES;
  const db = openDatabase(dbFile);
  if (fresh) resetDatabase(db);
  const context: SandboxContext = { db, brand, now, verifyFirebaseToken: firebaseVerifier(brand, firebaseAuthEmulatorHost) };
  const setUp = createTestSetUp();
  const app = new Hono<SandboxEnv>();
  let open = true;

  // Calls that carry pictures: the reward application and a deposit's receipt.
  const uploadPaths = new Set(([CALLS.requestReward, CALLS.uploadDepositReceipt] as CallMeta[]).map((meta) => prefixes[meta.group] + meta.path));
  const limit = (maxSize: number) => bodyLimit({ maxSize, onError: (c) => c.json(failure('request.tooLarge', `body: larger than ${maxSize} bytes`), 413) });
  const smallBodies = limit(MAX_BODY_BYTES);
  // An upload body over its bound (src/contract/schemas.ts) is pictures over 5 MB: the size message, not a generic one.
  const uploadBodies = bodyLimit({
    maxSize: MAX_UPLOAD_BODY_BYTES,
    onError: (c) => c.json(failure('upload.size', `body: larger than ${MAX_UPLOAD_BODY_BYTES} bytes, pictures are at most ${MAX_IMAGE_BYTES} bytes each`), 413),
  });
  app.use('*', (c, next) => (uploadPaths.has(c.req.path) ? uploadBodies(c, next) : smallBodies(c, next)));
  // No browser may read an answer as another type than it says (e.g. a JSON answer as a script or page).
  app.use('*', async (c, next) => {
    await next();
    if (c.res.type !== 'error') c.res.headers.set('X-Content-Type-Options', 'nosniff'); // a cut connection has no headers to set
  });

  // Answers are compressed as a platform's gateway does (nginx's gzip on JSON): the hot games are
  // 44 KB as JSON and 5 KB compressed, which on a weak network is the difference between game names
  // at 4.5 s and under 4 s. Small answers are left as they are, like nginx's gzip_min_length.
  app.use('*', async (c, next) => {
    await next();
    const type = c.res.headers.get('content-type') ?? '';
    const encoding = chooseEncoding(c.req.header('accept-encoding') ?? null);
    if (c.res.type === 'error' || !encoding || !isCompressible(type) || c.res.headers.has('content-encoding')) return;
    const body = new Uint8Array(await c.res.clone().arrayBuffer());
    c.res.headers.append('Vary', 'Accept-Encoding');
    if (body.length < MIN_COMPRESSED_BYTES) return;
    const headers = new Headers(c.res.headers);
    headers.set('Content-Encoding', encoding);
    headers.delete('Content-Length');
    c.res = new Response(compress(body, encoding), { status: c.res.status, headers });
  });

  /** Runs the call's pending fault, if any: a Response ends the request, undefined goes on. */
  async function injectFault(c: Context<SandboxEnv>, id: CallId): Promise<Response | undefined> {
    const scope = c.req.header(FAULT_SCOPE_HEADER);
    const key = [...(scope ? [faultKey(scope, id)] : []), faultKey(undefined, id)].find((candidate) => setUp.faults.has(candidate));
    const fault = key && setUp.faults.get(key);
    if (!fault) return undefined;
    if (--fault.times <= 0) setUp.faults.delete(key);
    if (fault.latencyMs) await sleep(fault.latencyMs);
    if (fault.drop) {
      const socket = c.env?.incoming?.socket;
      if (!socket) return Response.error(); // in-process (app.request): the closest thing to a cut connection
      socket.destroy();
      return new Response(null); // never reaches the client
    }
    if (fault.httpStatus) {
      return c.json(failure('sandbox.fault', `Injected fault: HTTP ${fault.httpStatus}`), fault.httpStatus as ContentfulStatusCode);
    }
    if (fault.malformed) return c.text('<html><body>502 Bad Gateway</body></html>', 200);
    return undefined;
  }

  /** Encrypted calls carry `{ iv, data }` and name the scheme in a header (src/lib/body-crypto.ts). */
  function decryptCallBody(c: Context<SandboxEnv>, raw: unknown): unknown {
    if (c.req.header(ENCRYPTION_HEADER) !== ENCRYPTION_SCHEME) throw new UnreadableBody(`${ENCRYPTION_HEADER}: expected ${ENCRYPTION_SCHEME}`);
    const sealed = raw as Partial<EncryptedBody> | null;
    if (typeof sealed?.iv !== 'string' || typeof sealed.data !== 'string') throw new UnreadableBody('body: expected { iv, data }');
    try {
      return decryptBody(sealed as EncryptedBody, brand?.api.encryptionKey ?? SANDBOX_ENCRYPTION_KEY);
    } catch {
      throw new UnreadableBody("body: cannot decrypt with this brand's key");
    }
  }

  function addCall<Id extends CallId>(id: Id): void {
    const meta: CallMeta = CALLS[id];
    // TypeScript cannot follow a generic Id through SCHEMAS' union of schemas; the mapped types above keep it honest.
    const request = SCHEMAS[id].request as unknown as z.ZodType<CallRequest<Id>['input']>;
    const handler: CallHandler<Id> = handlers[id];
    app.on(meta.method, prefixes[meta.group] + meta.path, async (c) => {
      const faulted = await injectFault(c, id);
      if (faulted) return faulted;
      // A latency fault may outlive close(): answer without touching the closed database.
      if (!open) return c.json(failure('sandbox.closed', 'the sandbox is shutting down'), 503);
      const token = bearerToken(c.req.header('authorization'));
      const member = meta.auth ? memberFromAuthorization(db, token, now()) : null;
      if (meta.auth === true && !member) return c.json(LOGGED_OUT, 401);
      let raw: unknown;
      try {
        raw = await readCallInput(c, meta.body);
        if (meta.encrypted) raw = decryptCallBody(c, raw);
      } catch (error) {
        if (error instanceof UnreadableBody) return invalid(c, error.message);
        throw error;
      }
      const parsed = request.safeParse(raw);
      if (!parsed.success) return invalid(c, describeIssues(parsed.error));
      try {
        const value = await handler(
          {
            input: parsed.data,
            member: member as CallRequest<Id>['member'],
            token: member ? token : null,
            clientIp: clientIp(c),
            origin: new URL(c.req.url).origin,
            headers: c.req.header(),
          },
          context,
        );
        if (id === 'launchGame' && setUp.answerAddresses.launch !== undefined) Object.assign(value, { url: setUp.answerAddresses.launch });
        if (id === 'liveChat' && setUp.answerAddresses.chat !== undefined) Object.assign(value, { chatUrl: setUp.answerAddresses.chat });
        return c.json({ success: true, value });
      } catch (error) {
        if (!(error instanceof PlatformError)) throw error;
        return c.json({ ...failure(error.code, error.message), ...(error.value ? { value: error.value } : {}) }, error.status);
      }
    });
  }
  for (const id of CALL_IDS) addCall(id);

  // ---- test hooks ----

  // Where the platform sends players (before the hooks: these need no hook headers).
  app.route(HOOKS_PREFIX, standInPages());
  app.route(HOOKS_PREFIX, gatewayPages(context));
  // Members' own avatars (accounts/avatars.ts), then the pictures of games, vendors and banners;
  // the status call names this base in imageCDNs.
  app.get(`${CDN_PATH}/${AVATAR_FOLDER}/:file`, (c) => {
    const picture = avatarPicture(db, c.req.param('file'));
    if (!picture) return c.body(null, 404);
    return c.body(picture.content as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': picture.mimeType,
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });
  app.route(CDN_PATH, imageCdn({ cacheDir: imageCacheDir }));

  if (hooks) app.route(HOOKS_PREFIX, testHooks(context, setUp));

  // Anything else under the prefixes is the platform's 404 (a "" prefix owns no catch-all).
  const notFound = (c: Context<SandboxEnv>) => c.json(failure('request.notFound', `no call at ${c.req.method} ${c.req.path.slice(0, 200)}`), 404);
  for (const prefix of new Set([...Object.values(prefixes).filter(Boolean), HOOKS_PREFIX])) {
    app.all(prefix, notFound);
    app.all(`${prefix}/*`, notFound);
  }
  app.notFound(notFound);
  app.onError((error, c) => {
    console.error('sandbox: unexpected error', error);
    return c.json(failure('server.error', 'unexpected sandbox error'), 500);
  });

  return {
    app,
    db,
    brand,
    prefixes,
    imageCacheDir,
    close() {
      if (open) db.close();
      open = false;
    },
  };
}
