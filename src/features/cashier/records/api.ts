/** The records screens' platform calls (issue 24: transactions and bets). */
import type { CallInput } from '../../../lib/api-client.ts';
import { platformCall } from '../../../lib/platform.ts';
import * as cashierCalls from '../../../contract/calls/cashier.ts';
import * as gamesCalls from '../../../contract/calls/games.ts';
import { sortCategories, VENDOR_LIST_REQUEST } from '../../../stores/games/vendor-sorting.ts';

export const loadTransactionRecords = (request: CallInput<'transactionRecords'>) => platformCall(cashierCalls.transactionRecords, request);

export const loadBetRecords = (request: CallInput<'betRecords'>) => platformCall(cashierCalls.betRecords, request);

/**
 * The betting record's category and provider choices: the game area's vendor list, sorted as the
 * game screens sort it, asked once by this page itself (the vendor store would bring the fetcher
 * layer and the game kit, about 6 KB gzip, to a page that reads nothing else through them).
 */
export const loadVendorCategories = async () => sortCategories((await platformCall(gamesCalls.vendorGameTypes, VENDOR_LIST_REQUEST)).sorting);
