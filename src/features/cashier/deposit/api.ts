/** The deposit page's platform calls (issue 24): options, orders and what the player does with one. */
import type { LanguageCode } from '../../../constants.ts';
import type { CallInput } from '../../../lib/api-client.ts';
import { mutateCall } from '../../../lib/mutate.ts';
import { platformCall } from '../../../lib/platform.ts';
import * as cashierCalls from '../../../contract/calls/cashier.ts';

/** Ours: a receipt is one picture of at most 5 MB (about 7 MB of base64): it may take this long on a slow line. */
const RECEIPT_UPLOAD_TIMEOUT_MS = 60_000;

/** Methods, channels, promotions, limits and the open orders. */
export const loadDepositOptions = (language: LanguageCode) => platformCall(cashierCalls.depositOptions, { language });

export const loadDepositOrder = (orderId: string) => platformCall(cashierCalls.depositOrder, { orderId });

export const createDeposit = (request: CallInput<'createDeposit'>) => mutateCall(cashierCalls.createDeposit, request);

export const uploadDepositReceipt = (request: CallInput<'uploadDepositReceipt'>) =>
  mutateCall(cashierCalls.uploadDepositReceipt, request, { timeoutMs: RECEIPT_UPLOAD_TIMEOUT_MS });

export const markDepositPaid = (orderId: string) => mutateCall(cashierCalls.markDepositPaid, { orderId });

export const cancelDeposit = (orderId: string) => mutateCall(cashierCalls.cancelDeposit, { orderId });
