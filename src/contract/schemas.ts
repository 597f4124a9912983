/**
 * Request and response schemas of every call in ./calls.ts, and the response envelope: one file per
 * area in ./schemas/ (blocks.ts holds what the areas share), gathered here.
 * Node-side only (sandbox, build, tests, OpenAPI): the browser imports types from here, never values.
 *
 * Requests are strict (unknown fields are refused). Query strings arrive as text, so their numbers
 * use `z.coerce.number<number>()`: typed as numbers for the caller, coerced by the platform.
 * Encrypted calls (calls.ts `encrypted`) describe the plain body here; on the wire it is
 * `{ iv, data }` (src/lib/body-crypto.ts).
 */
import type { z } from 'zod';
import type { CallId } from './calls.ts';
import { ACCOUNT_SCHEMAS } from './schemas/account.ts';
import { AGENT_SCHEMAS } from './schemas/agent.ts';
import {
  CASHIER_SCHEMAS,
  type bankAccount,
  type depositChannel,
  type depositLimits,
  type depositMethod,
  type depositOrder,
  type withdrawal,
} from './schemas/cashier.ts';
import { CONTENT_SCHEMAS, type announcement, type hotMatch } from './schemas/content.ts';
import { GAMES_SCHEMAS, type game } from './schemas/games.ts';
import { INVITE_SCHEMAS } from './schemas/invite.ts';

export { envelope } from './schemas/blocks.ts';
export { MAX_UPLOAD_BODY_BYTES } from './schemas/content.ts';

export const SCHEMAS = {
  ...ACCOUNT_SCHEMAS,
  ...CONTENT_SCHEMAS,
  ...GAMES_SCHEMAS,
  ...CASHIER_SCHEMAS,
  ...INVITE_SCHEMAS,
  ...AGENT_SCHEMAS,
} as const satisfies Record<CallId, { request: z.ZodType; response: z.ZodType }>;

export type RequestOf<Id extends CallId> = z.input<(typeof SCHEMAS)[Id]['request']>;
export type ValueOf<Id extends CallId> = z.output<(typeof SCHEMAS)[Id]['response']>;
export type Game = z.output<typeof game>;
export type Announcement = z.output<typeof announcement>;
export type DepositOrder = z.output<typeof depositOrder>;
export type DepositChannel = z.output<typeof depositChannel>;
export type DepositMethod = z.output<typeof depositMethod>;
export type Withdrawal = z.output<typeof withdrawal>;
export type BankAccount = z.output<typeof bankAccount>;
export type DepositLimits = z.output<typeof depositLimits>;
export type HotMatch = z.output<typeof hotMatch>;
export type Envelope<T> = { success: true; value: T } | { success: false; code: string; message: string; value?: Record<string, unknown> };
