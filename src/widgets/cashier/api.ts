/**
 * The deposit limits' platform calls (./deposit-limits.ts). The wallets' transfer is asked by
 * ./wallets.ts itself: the two load on different pages, and a module they shared would be a file
 * of its own on each.
 */
import type { CallInput } from '../../lib/api-client.ts';
import { mutateCall } from '../../lib/mutate.ts';
import { platformCall } from '../../lib/platform.ts';

export const loadDepositLimits = () => platformCall('depositLimits', {});

export const setDepositLimit = (request: CallInput<'setDepositLimit'>) => mutateCall('setDepositLimit', request);
