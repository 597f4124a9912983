/**
 * The agent reports (issue 25: team profit and loss /m/agent/team/pnl, team betting
 * /m/teamBetting): what their pages hand their scripts, and the pure rules of what a row shows.
 * Amounts are the contract's decimal strings, formatted by the one money formatter and never added
 * up here: the platform sends the totals of the whole range.
 */
import type { ValueOf } from '../../../contract/schemas.ts';
import type { RangeProblem, ReportPreset } from '../../../lib/date-range.ts';
import type { ErrorMessages } from '../../../lib/errors.ts';
import type { MoneyFormat } from '../../../lib/money.ts';
import { pageConfig } from '../../../shell/page-config.ts';

export type PnlRow = ValueOf<'teamPnl'>['rows'][number];
export type TeamBet = ValueOf<'teamBetting'>['records'][number];

/** Ours: what a report shows first, the agent's day so far. */
export const DEFAULT_REPORT_PRESET: ReportPreset = 'today';

export interface ReportConfig {
  money: MoneyFormat;
  messages: ErrorMessages;
  rangeProblems: Readonly<Record<RangeProblem, string>>;
  /** Category labels by game type. */
  categories: Readonly<Record<string, string>>;
}
export interface PnlConfig extends ReportConfig {
  texts: { level: string; rebatesAndBonuses: string; profit: string; loss: string };
}
export interface BettingConfig extends ReportConfig {
  unsettled: string;
}

export const PNL = pageConfig<PnlConfig>('team-pnl', 'texts', 'categories');
export const BETTING = pageConfig<BettingConfig>('team-betting', 'unsettled', 'categories');

/** The row's name: the member, the game category, or the rebates and bonuses that belong to no category. */
export function pnlRowName(row: Pick<PnlRow, 'username' | 'category'>, config: Pick<PnlConfig, 'categories' | 'texts'>): string {
  if (row.username !== null) return row.username;
  if (row.category !== null) return config.categories[row.category] ?? row.category;
  return config.texts.rebatesAndBonuses;
}
