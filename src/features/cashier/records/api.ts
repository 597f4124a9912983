/** The records screens' platform calls (issue 24: transactions and bets). */
import type { CallInput } from '../../../lib/api-client.ts';
import { platformCall } from '../../../lib/platform.ts';

export const loadTransactionRecords = (request: CallInput<'transactionRecords'>) => platformCall('transactionRecords', request);

export const loadBetRecords = (request: CallInput<'betRecords'>) => platformCall('betRecords', request);
