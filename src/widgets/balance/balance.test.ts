import { describe, expect, it } from 'vitest';
import { moneyFormatOf } from '../../lib/money.ts';
import { balanceView } from './balance.ts';

const money = moneyFormatOf('en', 'MMK');
const base = { amount: null, hidden: false, refreshing: false, failed: false, wasUnavailable: false };

describe('balanceView: asterisks only mean hidden or refreshing a known amount (issue 34 item 15)', () => {
  it('shows a placeholder, not asterisks, while there is no amount yet, hidden or not', () => {
    expect(balanceView({ ...base, refreshing: true }, money)).toEqual({ state: 'loading', text: '' });
    expect(balanceView({ ...base, refreshing: true, hidden: true }, money)).toEqual({ state: 'loading', text: '' });
  });
  it('says unavailable at once when the call fails or answers something that is not an amount', () => {
    expect(balanceView({ ...base, failed: true }, money).state).toBe('unavailable');
    expect(balanceView({ ...base, amount: 'lots' }, money).state).toBe('unavailable');
  });
  it('keeps saying unavailable while a retry runs, until an amount comes', () => {
    expect(balanceView({ ...base, refreshing: true, wasUnavailable: true }, money).state).toBe('unavailable');
    expect(balanceView({ ...base, amount: 1520.75, wasUnavailable: true }, money)).toEqual({ state: 'shown', text: 'K\u00a01,520.75' });
  });
  it('masks a known amount while hidden or refreshing (G §2), else shows it', () => {
    expect(balanceView({ ...base, amount: 10, hidden: true }, money)).toEqual({ state: 'masked', text: 'K\u00a0****' });
    expect(balanceView({ ...base, amount: 10, refreshing: true }, money)).toEqual({ state: 'masked', text: 'K\u00a0****' });
    expect(balanceView({ ...base, amount: 10 }, money)).toEqual({ state: 'shown', text: 'K\u00a010.00' });
  });
});
