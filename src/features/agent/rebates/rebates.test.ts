import { describe, expect, it } from 'vitest';
import { moneyFormatOf } from '../../../lib/money.ts';
import { capText, incomeLines, memberRebateRequest, rateErrors, type Rates } from './rebates.ts';

const own: Rates = { RNG: '2.00', INHOUSE: '1.80', FISH: '1.50', LIVE: '1.20', SPORTS: '1.00', ESPORTS: '1.00', PVP: '1.50', COCKFIGHT: '0.80', LOTT: '1.60' };
const problems = { required: 'Enter a rate.', invalid: 'A number.', negative: 'Not below 0.', decimals: '2 decimals.', aboveOwn: 'At most {{max}} %.' };

describe('rebate settings', () => {
  it("shows the cap and refuses a member's rate above the agent's own before sending; exactly the own rate passes", () => {
    expect(capText('1.2', 'Up to {{max}} %')).toBe('Up to 1.20 %');
    expect(rateErrors(own, own, problems)).toEqual({});
    expect(rateErrors({ ...own, LIVE: '1.21', FISH: '-0.5', LOTT: '1.555', PVP: '' }, own, problems)).toEqual({
      LIVE: 'At most 1.20 %.',
      FISH: 'Not below 0.',
      LOTT: '2 decimals.',
      PVP: 'Enter a rate.',
    });
    expect(memberRebateRequest('team_ava', { ...own, LIVE: '1.21' }, own)).toBeNull();
  });

  it('sends the rates in the contract form', () => {
    expect(memberRebateRequest('team_ava', { ...own, RNG: '1.5', LIVE: '0' }, own)).toEqual({
      username: 'team_ava',
      rates: { ...own, RNG: '1.50', LIVE: '0.00' },
    });
  });
});

describe('team rebate income', () => {
  const money = moneyFormatOf('en', 'MMK');
  const amounts = { RNG: '480.00', INHOUSE: '0.00', FISH: '155.50', LIVE: '0', SPORTS: '0.00', ESPORTS: '0.00', PVP: '0.00', COCKFIGHT: '32.05', LOTT: '0.00' };

  it('lists the categories that earned, in the vocabulary order, with exact amounts', () => {
    const lines = incomeLines(amounts, money);
    expect(lines.map((line) => line.category)).toEqual(['RNG', 'FISH', 'COCKFIGHT']);
    expect(lines[2]!.amount).toContain('32.05');
    expect(incomeLines(amounts, money, { all: true })).toHaveLength(9);
  });
});
