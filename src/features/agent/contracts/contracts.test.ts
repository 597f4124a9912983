import { describe, expect, it } from 'vitest';
import { moneyFormatOf } from '../../../lib/money.ts';
import { answerMessage, KIND_OF_ROUTE, tierReachedText, tierRow } from './contracts.ts';

const en = moneyFormatOf('en', 'MMK');

describe('contract pages', () => {
  it('tell the kind by the route', () => {
    expect([KIND_OF_ROUTE.salaryContract, KIND_OF_ROUTE.dividendContract, KIND_OF_ROUTE.hourContract]).toEqual(['dailySalary', 'dividend', 'hourlySalary']);
    expect(KIND_OF_ROUTE.teamPnl).toBeUndefined();
  });

  it('a tier row: its number, the threshold in the brand currency, and a fixed amount or the rate', () => {
    expect(tierRow({ threshold: '50000.00', rate: null, fixed: '300.00' }, 1, en)).toEqual({
      number: '2',
      threshold: 'K\u00a050,000.00',
      pays: 'K\u00a0300.00',
    });
    expect(tierRow({ threshold: '1000', rate: '0.2', fixed: null }, 0, en).pays).toBe('0.2\u00a0%');
  });

  it("an answer's outcome in words", () => {
    const texts = { accepted: 'Accepted', declined: 'Declined' };
    expect([answerMessage('active', texts), answerMessage('declined', texts), answerMessage('offered', texts)]).toEqual(['Accepted', 'Declined', null]);
  });

  it('the dividend tier reached, counted from 1, or none yet', () => {
    const texts = { tierNumber: 'Tier {{tier}} · {{rate}}', noTier: 'None yet' };
    expect(tierReachedText({ tierReached: 1, rate: '15' }, texts)).toBe('Tier 2 · 15\u00a0%');
    expect(tierReachedText({ tierReached: null, rate: null }, texts)).toBe('None yet');
  });
});
