/**
 * What each write makes stale: the reads of the site whose answer it changes. mutateCall
 * (./mutate.ts) announces every write; the fetcher layer (./fetcher.ts), the only one holding
 * answers to refresh, looks the write up here and asks its cached answers of those reads again. The
 * table is a chunk of its own, loaded at the first write: pages load it only when the player writes.
 *
 * Writes that change no read have no entry (./stale-after.test.ts lists them and why): sign-in,
 * registration, logout (the fetcher keys member answers by session), codes and e-mails sent, the
 * login password, and promotion joins and reward requests, which no read shows.
 */
import type { CallId } from '../contract/calls.ts';

export const STALE_AFTER: Partial<Record<CallId, readonly CallId[]>> = {
  // account and security centre
  setHeadIcon: ['getHeadIcon'],
  setPaymentPassword: ['securityInfo', 'withdrawOptions'],
  changePaymentPassword: ['securityInfo', 'withdrawOptions'],
  resetPaymentPassword: ['securityInfo', 'withdrawOptions'],
  bindMobile: ['securityInfo'],
  bindEmail: ['securityInfo'],
  // wallets and cashier
  transferAllBack: ['wallet', 'merchantWallet', 'withdrawOptions', 'transactionRecords'],
  createDeposit: ['depositOptions', 'depositLimits', 'transactionRecords'],
  uploadDepositReceipt: ['depositOrder', 'depositOptions'],
  markDepositPaid: ['depositOrder', 'depositOptions'],
  cancelDeposit: ['depositOrder', 'depositOptions', 'depositLimits', 'transactionRecords'],
  setDepositLimit: ['depositLimits', 'depositOptions'],
  addBankAccount: ['withdrawOptions'],
  withdraw: ['wallet', 'merchantWallet', 'withdrawOptions', 'transactionRecords'],
  // games
  addFavourite: ['favouriteIds', 'favouriteList'],
  removeFavourite: ['favouriteIds', 'favouriteList'],
  recentAdd: ['recentList'],
  // messages
  markAnnouncementRead: ['announcements'],
  inboxRead: ['inboxList', 'inboxUnread'],
  // agents
  setMemberRebate: ['agentRebates'],
  agentRegister: ['teamMembers', 'teamOverview', 'teamKpi', 'agentRebates'],
  answerContract: ['agentContracts', 'contractRequests', 'dividendInfo'],
};
