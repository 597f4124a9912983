/** The records screens' platform calls (issue 24: transactions and bets). */
import type { CallInput } from '../../../lib/api-client.ts';
import { platformCall } from '../../../lib/platform.ts';
import * as cashierCalls from '../../../contract/calls/cashier.ts';

export const loadTransactionRecords = (request: CallInput<'transactionRecords'>) => platformCall(cashierCalls.transactionRecords, request);

export const loadBetRecords = (request: CallInput<'betRecords'>) => platformCall(cashierCalls.betRecords, request);
