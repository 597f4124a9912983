/** A transport fault for POST /__sandbox/fault (../app.ts), as every test suite arms one. */
import type { CallId } from '../../../src/contract/calls.ts';

export interface FaultSpec {
  call: CallId;
  latencyMs?: number;
  httpStatus?: number;
  malformed?: boolean;
  drop?: boolean;
  times?: number;
  /** Only requests with this FAULT_SCOPE_HEADER value meet it; none: every request. */
  scope?: string;
}

/**
 * The request header naming a journey's own faults (FaultSpec.scope): the browser journeys run side
 * by side on one sandbox, and a fault armed for one must not be met by another's page.
 */
export const FAULT_SCOPE_HEADER = 'X-Sandbox-Fault-Scope';
