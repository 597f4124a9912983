/**
 * The table of every platform call by id, for the build, the sandbox, the OpenAPI document and the
 * tests. The calls themselves are in ./calls/, one module per area and one export per call. Browser
 * code imports the area it calls (`import * as cashierCalls from '…/contract/calls/cashier.ts'`,
 * then `platformCall(cashierCalls.depositOptions, …)`) and only types from here; the build writes
 * each call's definition into the code that makes it (scripts/inline-calls.ts), so a page carries
 * exactly its calls (the table was 1.4 KB gzip on every page); the chrome's (./calls/shell.ts), which
 * every page makes, load once with the core chunk.
 */
import * as accountCalls from './calls/account.ts';
import * as agentCalls from './calls/agent.ts';
import * as cashierCalls from './calls/cashier.ts';
import * as contentCalls from './calls/content.ts';
import * as gamesCalls from './calls/games.ts';
import * as memberCalls from './calls/member.ts';
import * as shellCalls from './calls/shell.ts';

export type { CallGroup, CallMeta, CallMethod } from './calls/call-meta.ts';

/** The areas, each a module of calls: a call belongs to one (a test checks). */
export const CALL_AREAS = { shellCalls, accountCalls, memberCalls, contentCalls, gamesCalls, cashierCalls, agentCalls };

export const CALLS = { ...shellCalls, ...accountCalls, ...memberCalls, ...contentCalls, ...gamesCalls, ...cashierCalls, ...agentCalls };
export type CallId = keyof typeof CALLS;
/** One call's definition, e.g. `Call<'wallet'>`. */
export type Call<Id extends CallId = CallId> = (typeof CALLS)[Id];
/** Every call's id, for enums and loops (a tuple, as z.enum takes it). */
export const CALL_IDS = Object.keys(CALLS) as [CallId, ...CallId[]];

// An export's name is its call's id: a call renamed on one side only is a type error here.
CALLS satisfies { readonly [Id in CallId]: { readonly id: Id } };
