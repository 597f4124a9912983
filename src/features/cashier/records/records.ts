/**
 * The record screens (issue 24; G §2 "Right sidebar": account record /m/transaction/record and
 * betting record /m/gameRecord): what their pages hand their scripts, and the pure rules of what a
 * row shows. Amounts are the contract's decimal strings, formatted by the one money formatter and
 * never added up here: the platform sends the totals of the whole range.
 */
import type { LanguageCode } from '../../../constants.ts';
import { TRANSACTION_TYPES, type TransactionType } from '../../../contract/vocabulary.ts';
import type { ValueOf } from '../../../contract/schemas.ts';
import type { ErrorMessages } from '../../../lib/errors.ts';
import type { MoneyFormat } from '../../../lib/money.ts';
import type { RangePreset, RangeProblem } from '../../../lib/date-range.ts';
import { pageConfig } from '../../../shell/page-config.ts';
import type { RoutePath } from '../../../shell/paths.ts';

export type TransactionRecord = ValueOf<'transactionRecords'>['records'][number];
export type BetRecord = ValueOf<'betRecords'>['records'][number];
export type RecordStatus = TransactionRecord['status'];

/** Ours: what a record screen shows first, the week a player usually looks back over. */
export const DEFAULT_PRESET: RangePreset = 'last7';

/** What both record pages give their scripts. */
export interface RecordsConfig {
  money: MoneyFormat;
  /** The page's language: the platform writes each row's detail line in it (transactionRecords). */
  language: LanguageCode;
  messages: ErrorMessages;
  rangeProblems: Readonly<Record<RangeProblem, string>>;
  statuses: Readonly<Record<RecordStatus, string>>;
}
export interface TransactionsConfig extends RecordsConfig {
  types: Readonly<Record<TransactionType, string>>;
  /** The deposit page in this language: a pending deposit's row reopens its order there (to send a receipt). */
  depositPage: RoutePath<'voucherCenter'>;
  copied: string;
  copyFailed: string;
}
export interface BetsConfig extends RecordsConfig {
  unsettled: string;
  /** "Bet ID {{id}}" and "{{pick}} @ {{odds}}", filled per row. */
  betId: string;
  pick: string;
  /** Category labels by game type (locale `category`). */
  categories: Readonly<Record<string, string>>;
}

export const TRANSACTIONS = pageConfig<TransactionsConfig>('transactions', 'types', 'statuses');
export const BETS = pageConfig<BetsConfig>('bets', 'categories', 'statuses');

/** The `?types=` of a link (the agent tile's `types=A`) as the filter's value: its letters each once, in the contract's order; '' (all) when it holds anything else. */
export function typesFilter(query: string | null): string {
  const asked = (query ?? '').toUpperCase();
  if (![...asked].every((letter) => (TRANSACTION_TYPES as readonly string[]).includes(letter))) return '';
  return TRANSACTION_TYPES.filter((type) => asked.includes(type)).join('');
}

export { signedMoney } from '../../../lib/money.ts';

/** How a row's amount reads: money in, money out, or nothing moved (a failed or cancelled entry). */
export function amountTone(record: Pick<TransactionRecord, 'amount' | 'status'>): 'in' | 'out' | 'none' {
  if (record.status !== 'SUCCESS' && record.status !== 'PENDING') return 'none';
  return record.amount.startsWith('-') ? 'out' : 'in';
}
