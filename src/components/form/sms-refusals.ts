/**
 * The refusals of an SMS code, sent or typed: every page with a get-code button picks their words
 * (pickMessages). A module of its own: the pages import it at build time, without the form kit.
 */
import type { ErrorCode } from '../../contract/errors.ts';

export const SMS_CODE_REFUSALS: readonly ErrorCode[] = ['sms.invalid', 'sms.expired', 'sms.tooMany', 'sms.tooManyFromAddress'];
