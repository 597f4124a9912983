/** The password screens' platform calls (A §4, §5, §7): change, forgotten by e-mail, set by phone. */
import { ApiError, type CallInput } from '../../../lib/api-client.ts';
import { mutateCall } from '../../../lib/mutate.ts';
import { platformCall } from '../../../lib/platform.ts';
import * as accountCalls from '../../../contract/calls/account.ts';

/** The registration rules: the password rule (and the mobile number's) the forms check against. */
export const loadRegisterRules = () => platformCall(accountCalls.registerRules, {});

export const changePassword = (request: CallInput<'changePassword'>) => mutateCall(accountCalls.changePassword, request);

export const sendPasswordEmail = (request: CallInput<'forgotPasswordEmail'>) => mutateCall(accountCalls.forgotPasswordEmail, request);

/**
 * The encrypted call (A §7) and its sealer load with the first use: this module is shared with
 * the change-password page, which never sends one. A chunk that does not arrive counts as a lost
 * connection.
 */
async function encrypted() {
  try {
    return (await import('../../../lib/encrypted-call.ts')).encryptedCall;
  } catch {
    throw new ApiError('network', 'the encrypted call did not load');
  }
}

export const setPasswordByPhone = async (request: CallInput<'setPasswordByPhone'>) => (await encrypted())(accountCalls.setPasswordByPhone, request);

/** The login with the password just set. */
export const logIn = async (request: CallInput<'login'>) => (await encrypted())(accountCalls.login, request);
