/**
 * The contract pages (issue 25; G §2 gives the paths /m/member/agent/getSalaryContract,
 * getDevidendContract, getHourContract and the dividend /m/member/agent/agentDivident, G §7 the
 * contract request fields): what their pages hand their scripts, and the pure rules of what they
 * show. Amounts are the contract's decimal strings, formatted, never computed here.
 */
import { formatPercent } from '../../../lib/percent.ts';
import type { ValueOf } from '../../../contract/schemas.ts';
import type { ContractKind, ContractPeriod, ContractStatus } from '../../../contract/vocabulary.ts';
import type { ErrorMessages } from '../../../lib/errors.ts';
import { formatMoney, type MoneyFormat } from '../../../lib/money.ts';
import type { RouteName } from '../../../shell/paths.ts';
import { pageConfig } from '../../../shell/page-config.ts';

export type Contract = ValueOf<'agentContracts'>['contracts'][number];
export type ContractTier = Contract['tiers'][number];

/** Which contract a page shows, by its route (one component for the three paths). */
export const KIND_OF_ROUTE: Partial<Readonly<Record<RouteName, ContractKind>>> = {
  salaryContract: 'dailySalary',
  dividendContract: 'dividend',
  hourContract: 'hourlySalary',
};

export interface ContractTexts {
  statuses: Readonly<Record<ContractStatus, string>>;
  periods: Readonly<Record<ContractPeriod, string>>;
  accepted: string;
  declined: string;
  stillOffered: string;
  noPayouts: string;
}

export interface ContractConfig {
  kind: ContractKind;
  money: MoneyFormat;
  messages: ErrorMessages;
  texts: ContractTexts;
}

export interface DividendConfig {
  money: MoneyFormat;
  messages: ErrorMessages;
  texts: { periodRange: string; tierNumber: string; noTier: string; noPayouts: string; profit: string; loss: string };
}

export const CONTRACT = pageConfig<ContractConfig>('agent-contract', 'texts', 'kind');
export const DIVIDEND = pageConfig<DividendConfig>('agent-dividend', 'texts', 'money');

/** A tier's row: its number (from 1), the threshold and what it pays (a fixed amount, or the rate). */
export function tierRow(tier: ContractTier, index: number, money: MoneyFormat): { number: string; threshold: string; pays: string } {
  const pays = tier.fixed !== null ? (formatMoney(tier.fixed, money) ?? '') : tier.rate !== null ? formatPercent(tier.rate) : '';
  return { number: String(index + 1), threshold: formatMoney(tier.threshold, money) ?? '', pays };
}

/** What an answer's outcome says: the contract's new status in words. */
export function answerMessage(status: ContractStatus, texts: Pick<ContractTexts, 'accepted' | 'declined'>): string | null {
  if (status === 'active') return texts.accepted;
  if (status === 'declined') return texts.declined;
  return null;
}

/** The dividend page's "Tier 2 · 15 %", or "None yet". */
export function tierReachedText(
  info: Pick<ValueOf<'dividendInfo'>, 'tierReached' | 'rate'>,
  texts: Pick<DividendConfig['texts'], 'tierNumber' | 'noTier'>,
): string {
  if (info.tierReached === null) return texts.noTier;
  return texts.tierNumber.replace('{{tier}}', String(info.tierReached + 1)).replace('{{rate}}', info.rate === null ? '' : formatPercent(info.rate));
}
