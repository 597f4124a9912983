/**
 * The sandbox's one refusal type. Its own module, below everything that throws it (handlers and
 * the account modules they use), so none of them imports another only for it.
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '../../src/contract/errors.ts';

/** A platform refusal (`success: false`); handlers throw it, the route turns it into the envelope. */
export class PlatformError extends Error {
  readonly code: ErrorCode;
  readonly status: ContentfulStatusCode;
  readonly value?: Record<string, unknown>;
  constructor(code: ErrorCode, message: string, status: ContentfulStatusCode = 200, value?: Record<string, unknown>) {
    super(message);
    this.name = 'PlatformError';
    this.code = code;
    this.status = status;
    this.value = value;
  }
}
