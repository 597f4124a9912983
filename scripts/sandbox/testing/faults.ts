/** A transport fault for POST /__sandbox/fault (../app.ts), as every test suite arms one. */
import type { CallId } from '../../../src/contract/calls.ts';

export interface FaultSpec {
  call: CallId;
  latencyMs?: number;
  httpStatus?: number;
  malformed?: boolean;
  drop?: boolean;
  times?: number;
}
