/**
 * TEMPORARY (branch cashier-deposit): stand-ins for the withdrawal half's calls, built on another
 * branch, so the contract type checks here. The merge drops this file for handlers/withdraw.ts.
 */
import type { Handlers } from './types.ts';

const notHere = (): never => {
  throw new Error('the withdrawal half of the cashier is not on this branch');
};

export const withdrawHandlers = {
  withdrawOptions: notHere,
  payoutBanks: notHere,
  addBankAccount: notHere,
  withdraw: notHere,
  transactionRecords: notHere,
  betRecords: notHere,
} satisfies Partial<Handlers>;
