/** The withdrawal screen's platform calls (issue 24). */
import type { LanguageCode } from '../../../constants.ts';
import { ApiError, type CallInput } from '../../../lib/api-client.ts';
import { mutateCall } from '../../../lib/mutate.ts';
import { platformCall } from '../../../lib/platform.ts';
import * as cashierCalls from '../../../contract/calls/cashier.ts';

/** What the page draws: balance, blocks, saved accounts, bounds, withdrawals in progress. */
export const loadWithdrawOptions = (language: LanguageCode) => platformCall(cashierCalls.withdrawOptions, { language });

export const loadPayoutBanks = () => platformCall(cashierCalls.payoutBanks, {});

export const addBankAccount = (request: CallInput<'addBankAccount'>) => mutateCall(cashierCalls.addBankAccount, request);

/**
 * The withdrawal carries the payment password, encrypted like the login: the encrypted call and its
 * sealer load with the first withdrawal sent, never with the page. A chunk that does not arrive
 * counts as a lost connection (the same request id is sent again).
 */
export async function sendWithdrawal(request: CallInput<'withdraw'>) {
  let module: typeof import('../../../lib/encrypted-call.ts');
  try {
    module = await import('../../../lib/encrypted-call.ts');
  } catch {
    throw new ApiError('network', 'the encrypted call did not load');
  }
  return module.encryptedCall(cashierCalls.withdraw, request);
}
