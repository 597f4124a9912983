/** The registration form's platform calls (A §5, §7). */
import type { CallInput } from '../../../lib/api-client.ts';
import { encryptedCall } from '../../../lib/encrypted-call.ts';
import { platformCall } from '../../../lib/platform.ts';
import * as accountCalls from '../../../contract/calls/account.ts';

export const loadRegisterSettings = () => platformCall(accountCalls.registerSettings, {});

export const loadRegisterRules = () => platformCall(accountCalls.registerRules, {});

/** The invitation code of the link: the platform may answer it normalised, or refuse it (affiliate.invalid). */
export const checkInviteCode = (code: string) => platformCall(accountCalls.affiliateCheck, { code, domain: window.location.hostname });

/** Encrypted (A §7); answers with the session, as the login does. */
export const registerAccount = (request: CallInput<'register'>) => encryptedCall(accountCalls.register, request);
