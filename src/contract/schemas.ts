/**
 * Request and response schemas of every call in ./calls.ts, and the response envelope.
 * Node-side only (sandbox, build, tests): the browser imports types from here, never values.
 */
import { z } from 'zod';
import { SUPPORT_TYPES } from '../constants.ts';
import type { CallId } from './calls.ts';

/** Every answer: `{ success, value?, code?, message? }`. */
export function envelope<T extends z.ZodType>(value: T) {
  return z.union([
    z.strictObject({ success: z.literal(true), value }),
    z.strictObject({
      success: z.literal(false),
      code: z.string().min(1).describe('Error code, e.g. modify.new.old.same.'),
      message: z.string(),
      value: z.record(z.string(), z.unknown()).optional().describe('Extra data, e.g. { captcha: true }.'),
    }),
  ]);
}

export const systemStatusValue = z.object({
  info: z.object({
    customerService: z.array(z.object({ csType: z.enum(SUPPORT_TYPES), csPosition: z.number().int().optional(), url: z.string() })),
    domainRoute: z.string(),
    mobileTemplate: z.object({ mem_cen: z.number().int(), dep_func: z.number().int() }),
    paths: z.record(z.string(), z.string()),
    register: z.record(z.string(), z.boolean()),
    resources: z.array(z.object({ resourceType: z.string(), url: z.string() })),
    whitelabel: z.record(z.string(), z.boolean()),
    mainDomain: z.string(),
    imageCDNs: z.array(z.string()),
  }),
  location: z.object({ ip: z.string() }),
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
});

export const walletValue = z.object({
  sumBalance: z.number().describe('Total of every wallet, in the brand currency.'),
});

export const SCHEMAS = {
  systemStatus: { request: z.strictObject({}), response: systemStatusValue },
  wallet: { request: z.strictObject({}), response: walletValue },
} as const satisfies Record<CallId, { request: z.ZodType; response: z.ZodType }>;

export type RequestOf<Id extends CallId> = z.input<(typeof SCHEMAS)[Id]['request']>;
export type ValueOf<Id extends CallId> = z.output<(typeof SCHEMAS)[Id]['response']>;
export type Envelope<T> = { success: true; value: T } | { success: false; code: string; message: string; value?: Record<string, unknown> };
