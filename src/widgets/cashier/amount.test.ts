import { describe, expect, it } from 'vitest';
import { moneyFormatOf } from '../../lib/money.ts';
import { amountProblem, groupedAmount, typedCents } from './amount.ts';

const bounds = { min: '5000', max: '3000000.00' };

describe('cashier amounts', () => {
  it('reads what was typed with the page language marks', () => {
    expect(typedCents('10,000', moneyFormatOf('en', 'MMK'))).toBe(1_000_000);
    expect(typedCents('10,000.5', moneyFormatOf('my', 'MMK'))).toBe(1_000_050);
    expect(typedCents('1e4', moneyFormatOf('en', 'MMK'))).toBeNull();
  });

  it('checks min and max exactly, at the cent', () => {
    expect(amountProblem(499_999, bounds)).toEqual({ code: 'amount.belowMin', value: bounds });
    expect(amountProblem(500_000, bounds)).toBeNull();
    expect(amountProblem(300_000_000, bounds)).toBeNull();
    expect(amountProblem(300_000_001, bounds)).toEqual({ code: 'amount.aboveMax', value: bounds });
    expect(amountProblem(null, bounds)?.code).toBe('amount.invalid');
    expect(amountProblem(0, { min: '0', max: '1' })?.code).toBe('amount.invalid');
  });

  it('the player own limit and the balance speak before the channel maximum', () => {
    expect(amountProblem(2_000_000, { ...bounds, left: '15000.00' })).toEqual({ code: 'deposit.limit', value: { left: '15000.00' } });
    expect(amountProblem(1_500_000, { ...bounds, left: '15000.00' })).toBeNull();
    expect(amountProblem(1_500_001, { ...bounds, left: null })).toBeNull();
    expect(amountProblem(1_000_001, { ...bounds, available: '10000.00' })?.code).toBe('balance.insufficient');
  });

  it('shows a left field grouped, decimals only when there are some', () => {
    const en = moneyFormatOf('en', 'MMK');
    expect(groupedAmount(1_000_000, en)).toBe('10,000');
    expect(groupedAmount(123_456_789_05, en)).toBe('123,456,789.05');
    expect(groupedAmount(5, en)).toBe('0.05');
  });
});
