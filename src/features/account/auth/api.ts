/** The login form's platform call (A §7 "Login"): encrypted, with the device header of an installed web app. */
import type { CallInput } from '../../../lib/api-client.ts';
import { encryptedCall } from '../../../lib/encrypted-call.ts';
import * as accountCalls from '../../../contract/calls/account.ts';

export const logIn = (request: CallInput<'login'>) => encryptedCall(accountCalls.login, request);
