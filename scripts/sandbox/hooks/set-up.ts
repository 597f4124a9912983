/**
 * Test set-up held in memory, not data: transport faults armed for calls, and the hostile
 * addresses the launch and live chat answers carry. The contract's routes read it (../app.ts);
 * the hooks write it (./system.ts, ./content.ts) and /reset clears it.
 */
import { z } from 'zod';
import { CALL_IDS, type CallId } from '../../../src/contract/calls.ts';

export const faultSchema = z
  .strictObject({
    call: z.enum(CALL_IDS),
    latencyMs: z.number().int().min(0).max(120_000).optional(),
    httpStatus: z.number().int().min(400).max(599).optional(),
    malformed: z.boolean().optional(),
    drop: z.boolean().optional(),
    times: z.number().int().min(1).max(1000).default(1),
    /** Only requests carrying this FAULT_SCOPE_HEADER value meet the fault: journeys run side by side on one server. */
    scope: z.string().min(1).max(64).optional(),
  })
  .refine((fault) => fault.latencyMs !== undefined || fault.httpStatus !== undefined || fault.malformed || fault.drop, {
    message: 'give latencyMs, httpStatus, malformed or drop',
  })
  .refine((fault) => [fault.httpStatus !== undefined, fault.malformed, fault.drop].filter(Boolean).length <= 1, {
    message: 'httpStatus, malformed and drop exclude each other',
  });
export type Fault = z.output<typeof faultSchema>;

/** Faults by scope ('' for every request), then by call. */
export const faultKey = (scope: string | undefined, call: CallId) => `${scope ?? ''}\n${call}`;

export interface TestSetUp {
  faults: Map<string, Fault>;
  /** Written over the launch answer's url and the live chat answer's chatUrl. */
  answerAddresses: { launch?: string; chat?: string };
}

export const createTestSetUp = (): TestSetUp => ({ faults: new Map(), answerAddresses: {} });

/** Back to no set-up at all. */
export function clearTestSetUp(setUp: TestSetUp): void {
  setUp.faults.clear();
  setUp.answerAddresses = {};
}
