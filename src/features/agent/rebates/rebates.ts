/**
 * Rebate settings (/m/member/agent/agentRebeat) and team rebate income (/m/member/teamRebate),
 * issue 25: what each page hands its script, and their pure rules (unit-tested): a member's rates
 * checked against the agent's own before sending (src/lib/rebate-rate.ts: the platform refuses the
 * same), the request that saves them, and the income rows as the page writes them.
 */
import type { ValueOf } from '../../../contract/schemas.ts';
import { REBATE_CATEGORIES, type RebateCategory } from '../../../contract/vocabulary.ts';
import type { RangeProblem } from '../../../lib/date-range.ts';
import type { ErrorMessages } from '../../../lib/errors.ts';
import { formatMoney, type MoneyFormat } from '../../../lib/money.ts';
import { normaliseRate, rateProblem, type RateProblem } from '../../../lib/rebate-rate.ts';
import { percentString, basisPoints } from '../../../lib/percent.ts';
import { pageConfig } from '../../../shell/page-config.ts';

export type Rates = Record<RebateCategory, string>;
export type RebateMember = ValueOf<'agentRebates'>['members'][number];
export type Income = ValueOf<'teamRebateIncome'>;

export interface RebatesConfig {
  messages: ErrorMessages;
  categories: Readonly<Record<RebateCategory, string>>;
  texts: {
    cap: string;
    rateProblems: Readonly<Record<RateProblem, string>>;
    registered: string;
    types: { member: string; agent: string };
    edit: string;
    save: string;
    saving: string;
    saved: string;
  };
}
export const REBATES = pageConfig<RebatesConfig>('agent-rebates', 'texts', 'categories');

export interface IncomeConfig {
  messages: ErrorMessages;
  money: MoneyFormat;
  categories: Readonly<Record<RebateCategory, string>>;
  rangeProblems: Readonly<Record<RangeProblem, string>>;
}
export const INCOME = pageConfig<IncomeConfig>('team-rebate', 'categories', 'rangeProblems');

/** The presets the income page offers and shows first (src/lib/date-range.ts). */
export const DEFAULT_INCOME_PRESET = 'last7';

const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);

/** The cap under a rate's field: "Up to 1.20 %". */
export const capText = (own: string, template: string) => fill(template, { max: percentString(basisPoints(own) ?? 0) });

/** Each typed rate's problem under the agent's own rate ({{max}} filled), by category; empty when all may be sent. */
export function rateErrors(typed: Rates, own: Rates, texts: Readonly<Record<RateProblem, string>>): Partial<Record<RebateCategory, string>> {
  const errors: Partial<Record<RebateCategory, string>> = {};
  for (const category of REBATE_CATEGORIES) {
    const cap = basisPoints(own[category]) ?? 0;
    const problem = rateProblem(typed[category] ?? '', cap);
    if (problem) errors[category] = fill(texts[problem], { max: percentString(cap) });
  }
  return errors;
}

/** The setMemberRebate request, rates in the contract form ("1.5" → "1.50"); null when one may not be sent. */
export function memberRebateRequest(username: string, typed: Rates, own: Rates): { username: string; rates: Rates } | null {
  const rates = {} as Rates;
  for (const category of REBATE_CATEGORIES) {
    const rate = normaliseRate(typed[category] ?? '', basisPoints(own[category]) ?? 0);
    if (rate === null) return null;
    rates[category] = rate;
  }
  return { username, rates };
}

/** A day's (or the range's) income as the page lists it: the categories with income, in the vocabulary's order, then the total. */
export function incomeLines(
  amounts: Readonly<Record<RebateCategory, string>>,
  money: MoneyFormat,
  { all = false } = {},
): { category: RebateCategory; amount: string }[] {
  return REBATE_CATEGORIES.filter((category) => all || !/^0+(\.0+)?$/.test(amounts[category] ?? '0')).map((category) => ({
    category,
    amount: formatMoney(amounts[category], money) ?? '–',
  }));
}
