/**
 * The deposit limits' platform calls (./deposit-limits.ts). The wallets' transfer is asked by
 * ./wallets.ts itself: the two load on different pages, and a module they shared would be a file
 * of its own on each.
 */
import type { CallInput } from '../../lib/api-client.ts';
import { mutateCall } from '../../lib/mutate.ts';
import { platformCall } from '../../lib/platform.ts';
import * as cashierCalls from '../../contract/calls/cashier.ts';

export const loadDepositLimits = () => platformCall(cashierCalls.depositLimits, {});

export const setDepositLimit = (request: CallInput<'setDepositLimit'>) => mutateCall(cashierCalls.setDepositLimit, request);
