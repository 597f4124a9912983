/**
 * The sandbox platform: a real implementation of the contract (src/contract/) on SQLite, for
 * development, demos and end-to-end tests. Never imported by the site.
 *
 * Routes come from CALLS: `prefixes[group] + path`. Each call runs
 *   injected fault (if any) → session check (CALLS[id].auth) → request validation → handler,
 * and answers the envelope. Test hooks live under /__sandbox/ only.
 */
import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { HttpBindings } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { loadBrand } from '../../src/brand/load.ts';
import type { Brand } from '../../src/brand/schema.ts';
import { CALLS, type CallGroup, type CallId, type CallMeta } from '../../src/contract/calls.ts';
import { SCHEMAS, type Envelope, type ValueOf } from '../../src/contract/schemas.ts';
import { openDatabase, resetDatabase } from './db.ts';

/** On a node server `c.env` holds the raw request and response; with `app.request()` it is empty. */
type SandboxEnv = { Bindings: Partial<HttpBindings> };

export const DEFAULT_PREFIXES: Record<CallGroup, string> = { wps: '/wps', lgw: '/lgw' };
export const HOOKS_PREFIX = '/__sandbox';
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
/** Bodies above this are refused (413) before anything parses them. */
const MAX_BODY_BYTES = 1024 * 1024;

export const LOGGED_OUT = {
  success: false,
  code: 'session.expired',
  message: 'The account has been logged out, please log in again',
} as const;

export interface Member {
  id: number;
  username: string;
  type: number;
  nickname: string;
  balance: number;
}

/** What every handler may use besides its request. */
export interface SandboxContext {
  db: DatabaseSync;
  brand: Brand | null;
  now: () => number;
}

export interface CallRequest<Id extends CallId> {
  input: z.output<(typeof SCHEMAS)[Id]['request']>;
  /** The session's member for calls with `auth: true`, else null. */
  member: (typeof CALLS)[Id]['auth'] extends true ? Member : null;
  clientIp: string;
}

export type CallHandler<Id extends CallId> = (request: CallRequest<Id>, sandbox: SandboxContext) => ValueOf<Id> | Promise<ValueOf<Id>>;

/** A platform refusal (`success: false`); handlers throw it, the route turns it into the envelope. */
export class PlatformError extends Error {
  readonly code: string;
  readonly status: ContentfulStatusCode;
  readonly value?: Record<string, unknown>;
  constructor(code: string, message: string, status: ContentfulStatusCode = 200, value?: Record<string, unknown>) {
    super(message);
    this.name = 'PlatformError';
    this.code = code;
    this.status = status;
    this.value = value;
  }
}

/** One handler per contract call: a call missing here is a type error. */
export const handlers: { [Id in CallId]: CallHandler<Id> } = {
  systemStatus: ({ clientIp }, { db, brand }) => ({ info: siteInfo(brand), location: { ip: clientIp }, ...readStatus(db) }),
  wallet: ({ member }) => ({ sumBalance: roundMoney(member.balance) }),
};

function roundMoney(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}

function siteInfo(brand: Brand | null): ValueOf<'systemStatus'>['info'] {
  return {
    customerService: (brand?.customerService ?? []).map(({ type, url }) => ({ csType: type, url })),
    domainRoute: '',
    mobileTemplate: { mem_cen: 1, dep_func: 1 },
    paths: {},
    register: {},
    resources: Object.entries(brand?.downloads ?? {}).flatMap(([resourceType, url]) => (url ? [{ resourceType, url }] : [])),
    whitelabel: { ...brand?.whitelabel },
    mainDomain: '',
    imageCDNs: [],
  };
}

export interface SiteStatus {
  maintenance: boolean;
  regionRestriction: boolean;
}

export function readStatus(db: DatabaseSync): SiteStatus {
  const rows = db.prepare("SELECT key, value FROM settings WHERE key IN ('maintenance', 'region_restriction')").all() as {
    key: string;
    value: string;
  }[];
  const flag = (key: string) => rows.some((row) => row.key === key && row.value === '1');
  return { maintenance: flag('maintenance'), regionRestriction: flag('region_restriction') };
}

function writeStatus(db: DatabaseSync, change: Partial<SiteStatus>): void {
  const upsert = db.prepare('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value');
  if (change.maintenance !== undefined) upsert.run('maintenance', change.maintenance ? '1' : '0');
  if (change.regionRestriction !== undefined) upsert.run('region_restriction', change.regionRestriction ? '1' : '0');
}

function memberFromAuthorization(db: DatabaseSync, header: string | undefined, now: number): Member | null {
  const token = /^Bearer\s+([\w.~+/=-]{1,512})$/i.exec(header ?? '')?.[1];
  if (!token) return null;
  const row = db
    .prepare(
      `SELECT m.id, m.username, m.type, m.nickname, m.balance FROM tokens t JOIN members m ON m.id = t.member_id
       WHERE t.token = ? AND t.expires_at > ?`,
    )
    .get(token, now);
  return row ? ({ ...row } as unknown as Member) : null;
}

// ---- faults (in memory: they are test set-up, not data) ----

const CALL_IDS = Object.keys(CALLS) as [CallId, ...CallId[]];

const faultSchema = z
  .strictObject({
    call: z.enum(CALL_IDS),
    latencyMs: z.number().int().min(0).max(120_000).optional(),
    httpStatus: z.number().int().min(400).max(599).optional(),
    malformed: z.boolean().optional(),
    drop: z.boolean().optional(),
    times: z.number().int().min(1).max(1000).default(1),
  })
  .refine((fault) => fault.latencyMs !== undefined || fault.httpStatus !== undefined || fault.malformed || fault.drop, {
    message: 'give latencyMs, httpStatus, malformed or drop',
  })
  .refine((fault) => [fault.httpStatus !== undefined, fault.malformed, fault.drop].filter(Boolean).length <= 1, {
    message: 'httpStatus, malformed and drop exclude each other',
  });
type Fault = z.output<typeof faultSchema>;

const statusChangeSchema = z.strictObject({ maintenance: z.boolean().optional(), regionRestriction: z.boolean().optional() });
const sessionRequestSchema = z.strictObject({ username: z.string().min(1).max(64) });

// ---- envelopes and request reading ----

function failure(code: string, message: string): Envelope<never> {
  return { success: false, code, message };
}

/** `<field>: <problem>` for each zod issue, e.g. `username: Too big: expected string to have <=64 characters`. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .flatMap((issue) => {
      const field = issue.path.map(String).join('.');
      if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => `${field ? `${field}.` : ''}${key}: unknown field`);
      return [`${field || 'body'}: ${issue.message}`];
    })
    .join('; ')
    .slice(0, 500);
}

function invalid(c: Context<SandboxEnv>, message: string) {
  return c.json(failure('request.invalid', message), 400);
}

class UnreadableBody extends Error {}

/** The request fields of a call: query string, or a JSON / form body. */
async function readCallInput(c: Context<SandboxEnv>, body: CallMeta['body']): Promise<unknown> {
  if (body === 'query') return c.req.query();
  const type = c.req.header('content-type') ?? '';
  if (/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) {
    try {
      return await c.req.parseBody();
    } catch {
      throw new UnreadableBody('body: not a valid form');
    }
  }
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
}

export interface Sandbox {
  app: Hono<SandboxEnv>;
  db: DatabaseSync;
  brand: Brand | null;
  prefixes: Record<CallGroup, string>;
  close(): void;
}

export function createSandbox({ dbFile, brandId, fresh = false, now = Date.now }: SandboxOptions): Sandbox {
  const brand = brandId ? loadBrand(brandId) : null;
  const prefixes = brand?.api.prefixes ?? DEFAULT_PREFIXES;
  const db = openDatabase(dbFile);
  if (fresh) resetDatabase(db);
  const context: SandboxContext = { db, brand, now };
  const faults = new Map<CallId, Fault>();
  const app = new Hono<SandboxEnv>();
  let open = true;

  app.use('*', bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json(failure('request.tooLarge', 'body: larger than 1 MB'), 413) }));

  /** Runs the call's pending fault, if any: a Response ends the request, undefined goes on. */
  async function injectFault(c: Context<SandboxEnv>, id: CallId): Promise<Response | undefined> {
    const fault = faults.get(id);
    if (!fault) return undefined;
    if (--fault.times <= 0) faults.delete(id);
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
      let member: Member | null = null;
      if (meta.auth) {
        member = memberFromAuthorization(db, c.req.header('authorization'), now());
        if (!member) return c.json(LOGGED_OUT, 401);
      }
      let raw: unknown;
      try {
        raw = await readCallInput(c, meta.body);
      } catch (error) {
        if (error instanceof UnreadableBody) return invalid(c, error.message);
        throw error;
      }
      const parsed = request.safeParse(raw);
      if (!parsed.success) return invalid(c, describeIssues(parsed.error));
      try {
        const value = await handler({ input: parsed.data, member: member as CallRequest<Id>['member'], clientIp: clientIp(c) }, context);
        return c.json({ success: true, value });
      } catch (error) {
        if (!(error instanceof PlatformError)) throw error;
        return c.json({ ...failure(error.code, error.message), ...(error.value ? { value: error.value } : {}) }, error.status);
      }
    });
  }
  for (const id of CALL_IDS) addCall(id);

  // ---- test hooks ----

  /** Reads and validates a hook's JSON body; a string is the 400 message. */
  async function hookBody<T extends z.ZodType>(c: Context<SandboxEnv>, schema: T): Promise<z.output<T> | string> {
    let raw: unknown;
    try {
      raw = await readJson(c);
    } catch (error) {
      if (error instanceof UnreadableBody) return error.message;
      throw error;
    }
    const parsed = schema.safeParse(raw);
    return parsed.success ? parsed.data : describeIssues(parsed.error);
  }

  app.post(`${HOOKS_PREFIX}/reset`, (c) => {
    resetDatabase(db);
    faults.clear();
    return c.json({ success: true, value: readStatus(db) });
  });

  app.post(`${HOOKS_PREFIX}/status`, async (c) => {
    const change = await hookBody(c, statusChangeSchema);
    if (typeof change === 'string') return invalid(c, change);
    writeStatus(db, change);
    return c.json({ success: true, value: readStatus(db) });
  });

  app.post(`${HOOKS_PREFIX}/session`, async (c) => {
    const body = await hookBody(c, sessionRequestSchema);
    if (typeof body === 'string') return invalid(c, body);
    const member = db.prepare('SELECT id, username, type FROM members WHERE username = ?').get(body.username) as
      | Pick<Member, 'id' | 'username' | 'type'>
      | undefined;
    if (!member) return c.json(failure('member.notFound', 'username: no such member'), 404);
    const token = randomBytes(24).toString('base64url');
    db.prepare('INSERT INTO tokens (token, member_id, expires_at) VALUES (?, ?, ?)').run(token, member.id, now() + SESSION_TTL_MS);
    return c.json({
      success: true,
      value: { token, merchantCode: brand?.merchantCode ?? 'SANDBOX', userName: member.username, type: member.type, firstTimeLogin: false },
    });
  });

  app.post(`${HOOKS_PREFIX}/fault`, async (c) => {
    const fault = await hookBody(c, faultSchema);
    if (typeof fault === 'string') return invalid(c, fault);
    faults.set(fault.call, fault);
    return c.json({ success: true, value: fault });
  });

  app.delete(`${HOOKS_PREFIX}/fault`, (c) => {
    faults.clear();
    return c.json({ success: true, value: {} });
  });

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
    close() {
      if (open) db.close();
      open = false;
    },
  };
}
