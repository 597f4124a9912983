import type { ErrorCode } from '../../../contract/errors.ts';

/** Refusals a trial login or test play can meet; anything else shows the platform's own text or the generic message. */
export const TRIAL_ERROR_CODES: readonly ErrorCode[] = ['permission.denied', 'system.maintenance', 'system.restricted', 'system.upgrading', 'request.notFound'];
