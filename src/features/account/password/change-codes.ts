import type { ErrorCode } from '../../../contract/errors.ts';

/** Refusals the change-password call can meet (messages passed to the island); others show the platform's text or the generic one. */
export const CHANGE_ERROR_CODES: readonly ErrorCode[] = [
  'password.oldWrong',
  'password.mismatch',
  'modify.new.old.same',
  'account.trial',
  'request.invalid',
  'session.expired',
  'session.required',
  'permission.denied',
  'system.maintenance',
  'system.upgrading',
];
