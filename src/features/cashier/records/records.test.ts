import { describe, expect, it } from 'vitest';
import { moneyFormatOf } from '../../../lib/money.ts';
import { amountTone, signedMoney, typesFilter } from './records.ts';

describe('record rows', () => {
  it('reads ?types= as known letters only, in the contract order', () => {
    expect(typesFilter('A')).toBe('A');
    expect(typesFilter('wd')).toBe('DW');
    expect(typesFilter('wdx')).toBe('');
    expect(typesFilter('<script>')).toBe('');
    expect(typesFilter(null)).toBe('');
  });

  it('writes signed amounts exactly, in the page language', () => {
    const en = moneyFormatOf('en', 'MMK');
    expect(signedMoney('1000.5', en)).toBe('+K\u00a01,000.50');
    expect(signedMoney('-300.00', en)).toBe('−K\u00a0300.00');
    expect(signedMoney('12345678901234.99', en)).toBe('+K\u00a012,345,678,901,234.99');
    expect(signedMoney('lots', en)).toBe('');
  });

  it('shows failed and cancelled entries as nothing moved', () => {
    expect(amountTone({ amount: '100.00', status: 'SUCCESS' })).toBe('in');
    expect(amountTone({ amount: '-100.00', status: 'PENDING' })).toBe('out');
    expect(amountTone({ amount: '-100.00', status: 'FAILED' })).toBe('none');
    expect(amountTone({ amount: '100.00', status: 'CANCELLED' })).toBe('none');
  });
});
