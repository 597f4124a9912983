/** The cashier: deposit, withdrawal and records (issue 24). */
import { call, get, post } from './call-meta.ts';

// Ours (the spec gives the routes /m/voucherCenter and /m/withdraw, the A §5 gate and "fees: not
// shown"), shaped as the region's large platforms do: methods with channels, orders with a
// reference and an expiry, bank accounts, a ledger. Every money-moving submit carries a requestId
// (the same id answers the first answer). `withdraw` carries the payment password: encrypted as
// the login is (A §7).
export const depositOptions = get('depositOptions', 'wps', '/cashier/deposit/options', true);
export const createDeposit = post('createDeposit', 'wps', '/cashier/deposits', true);
export const depositOrders = get('depositOrders', 'wps', '/cashier/deposits', true);
export const depositOrder = get('depositOrder', 'wps', '/cashier/deposits/order', true);
export const uploadDepositReceipt = post('uploadDepositReceipt', 'wps', '/cashier/deposits/receipt', true);
export const markDepositPaid = post('markDepositPaid', 'wps', '/cashier/deposits/paid', true);
export const cancelDeposit = post('cancelDeposit', 'wps', '/cashier/deposits/cancel', true);
export const depositLimits = get('depositLimits', 'wps', '/cashier/deposit-limits', true);
export const setDepositLimit = post('setDepositLimit', 'wps', '/cashier/deposit-limits', true);
export const withdrawOptions = get('withdrawOptions', 'wps', '/cashier/withdraw/options', true);
export const payoutBanks = get('payoutBanks', 'wps', '/cashier/banks', true);
export const addBankAccount = post('addBankAccount', 'wps', '/cashier/bank-accounts', true);
export const withdraw = call({ ...post('withdraw', 'wps', '/cashier/withdrawals', true), encrypted: true });
export const transactionRecords = get('transactionRecords', 'wps', '/records/transactions', true);
export const betRecords = get('betRecords', 'wps', '/records/bets', true);
