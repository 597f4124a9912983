/** What every sandbox handler works with. */
import type { DatabaseSync } from 'node:sqlite';
import type { z } from 'zod';
import type { Brand } from '../../../src/brand/schema.ts';
import type { CALLS, CallId } from '../../../src/contract/calls.ts';
import type { SCHEMAS, ValueOf } from '../../../src/contract/schemas.ts';
import type { FirebaseVerifier } from '../accounts/firebase.ts';

/** Test hooks live under this path only (never in a brand bundle), beside the stand-in pages (../stand-ins.ts). */
export const HOOKS_PREFIX = '/__sandbox';
/**
 * Every test-hook request carries both: a page of another site can send neither a custom header
 * nor a JSON content type without the browser asking first (a CORS preflight), which the sandbox
 * never grants. So no web page a tester visits can reset the data or take a member's session.
 */
export const HOOK_HEADERS = { 'Content-Type': 'application/json', 'X-Sandbox-Hook': '1' } as const;
/** Ours: how long a session token lives. */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;

export interface Member {
  id: number;
  username: string;
  type: number;
  nickname: string;
  /** The total of every wallet, in cents (exact: src/lib/minor-units.ts). */
  balanceCents: number;
}

/** What every handler may use besides its request. */
export interface SandboxContext {
  db: DatabaseSync;
  brand: Brand | null;
  now: () => number;
  /** Who a Firebase ID token proves (../accounts/firebase.ts). */
  verifyFirebaseToken: FirebaseVerifier;
}

type MemberFor<Auth> = Auth extends true ? Member : Auth extends 'optional' ? Member | null : null;

export interface CallRequest<Id extends CallId> {
  input: z.output<(typeof SCHEMAS)[Id]['request']>;
  /** The session's member: always for `auth: true`, when there is one for 'optional', else null. */
  member: MemberFor<(typeof CALLS)[Id]['auth']>;
  /** The session token the member came with (null without one). */
  token: string | null;
  clientIp: string;
  /** The origin the client addressed (scheme, host, port), e.g. http://127.0.0.1:4321: the image CDN's base is on it. */
  origin: string;
  /** Request headers, lower-case names. */
  headers: Record<string, string>;
}

export type CallHandler<Id extends CallId> = (request: CallRequest<Id>, sandbox: SandboxContext) => ValueOf<Id> | Promise<ValueOf<Id>>;
export type Handlers = { [Id in CallId]: CallHandler<Id> };
