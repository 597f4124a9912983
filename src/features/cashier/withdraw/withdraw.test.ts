import { describe, expect, it } from 'vitest';
import { feeOf } from '../../../lib/minor-units.ts';
import { padFull, padKeyOf, padNext, padTyped } from './pad.ts';
import {
  accountNumberProblem,
  showsSplit,
  turnoverPercent,
  blocksOf,
  dailyAmountProblem,
  dailyLeftCents,
  isWithdrawOptions,
  lockedSeconds,
  payoutOf,
  shownAccountNumber,
  typedAccountNumber,
  withdrawAllCents,
  type WithdrawOptions,
} from './withdraw.ts';

const NOW = Date.UTC(2025, 0, 10, 5, 0, 0); // 12:00 on the platform clock (UTC+7)

const options = (change: Partial<WithdrawOptions> = {}): WithdrawOptions => ({
  available: '20000.00',
  withdrawable: '20000.00',
  bonus: '0',
  gameWallets: '0',
  min: '5000',
  max: '3000000',
  fee: { basisPoints: 150, fixed: '0' },
  daily: { countLimit: 3, countUsed: 0, amountLimit: '5000000', amountUsed: '0' },
  turnover: { required: '10000.00', done: '10000.00', remaining: '0', sources: [] },
  paymentPasswordSet: true,
  attemptsLeft: 5,
  lockedUntil: null,
  payeeName: 'Aung Aung',
  accounts: [],
  accountsMax: 3,
  pending: [],
  ...change,
});

describe('where the money is (issue 34 item 4)', () => {
  it('the turnover bar: whole percent done, rounded down, full only when done', () => {
    expect(turnoverPercent({ required: '19700.00', done: '0.00' })).toBe(0);
    expect(turnoverPercent({ required: '3.00', done: '1.00' })).toBe(33);
    expect(turnoverPercent({ required: '10000.00', done: '9999.99' })).toBe(99);
    expect(turnoverPercent({ required: '10000.00', done: '12000.00' })).toBe(100);
    expect(turnoverPercent({ required: '0', done: '0' })).toBe(100);
  });

  it('the balance card explains the rest only when some money is not withdrawable now', () => {
    expect(showsSplit(options())).toBe(false);
    expect(showsSplit(options({ withdrawable: '0.00' }))).toBe(true);
    expect(showsSplit(options({ bonus: '500.00' }))).toBe(true);
    expect(showsSplit(options({ gameWallets: '0.01' }))).toBe(true);
  });
});

describe('what blocks a withdrawal', () => {
  it('nothing, when the password is set, bets are done and the day has room', () => {
    expect(blocksOf(options(), NOW)).toEqual([]);
  });

  it('names each block, the payment password first', () => {
    const all = options({
      paymentPasswordSet: false,
      turnover: { required: '5000.00', done: '3750.00', remaining: '1250.00', sources: [] },
      daily: { countLimit: 3, countUsed: 3, amountLimit: '5000000', amountUsed: '0' },
      available: '4999.99',
    });
    expect(blocksOf(all, NOW)).toEqual(['paymentPassword', 'turnover', 'dailyCount', 'balance']);
  });

  it('a lock counts only until it ends (platform clock)', () => {
    const locked = options({ lockedUntil: '2025-01-10 12:15:00' });
    expect(blocksOf(locked, NOW)).toEqual(['locked']);
    expect(lockedSeconds(locked, NOW)).toBe(15 * 60);
    expect(blocksOf(locked, NOW + 15 * 60_000)).toEqual([]);
  });

  it('the day amount left under the minimum blocks; at the minimum it does not', () => {
    const daily = (amountUsed: string) => options({ daily: { countLimit: 3, countUsed: 1, amountLimit: '50000', amountUsed } });
    expect(blocksOf(daily('45000.01'), NOW)).toEqual(['dailyAmount']);
    expect(blocksOf(daily('45000'), NOW)).toEqual([]);
    expect(dailyLeftCents(daily('45000'))).toBe(500_000);
  });
});

describe('amounts', () => {
  it('fee and payout come from feeOf, in cents', () => {
    expect(payoutOf(1_000_000, { basisPoints: 150, fixed: '0' })).toEqual({ fee: 15_000, payout: 985_000 });
    // 1.5 % of 333.33 is 4.99995: rounded up to the cent, plus the fixed 1.00.
    expect(payoutOf(33_333, { basisPoints: 150, fixed: '1' })).toEqual({ fee: feeOf(33_333, { basisPoints: 150, fixed: '1' }), payout: 33_333 - 600 });
    expect(payoutOf(50, { basisPoints: 0, fixed: '1' }).payout).toBe(0);
  });

  it('withdraw all takes the balance, within the max and the day left', () => {
    expect(withdrawAllCents(options())).toBe(2_000_000);
    expect(withdrawAllCents(options({ available: '9000000' }))).toBe(300_000_000);
    expect(withdrawAllCents(options({ available: '9000000', daily: { countLimit: 3, countUsed: 0, amountLimit: '1000', amountUsed: '250.50' } }))).toBe(74_950);
  });

  it('over the day left is refused as the platform would, naming what is left', () => {
    const current = options({ daily: { countLimit: 3, countUsed: 0, amountLimit: '10000', amountUsed: '2500' } });
    expect(dailyAmountProblem(750_000, current)).toBeNull();
    expect(dailyAmountProblem(750_001, current)).toEqual({ code: 'withdraw.dailyAmount', value: { left: '7500.00' } });
  });
});

describe('a new account number', () => {
  const bank = { accountDigits: { min: 9, max: 11 }, accountPrefix: '09' };
  it('is digits of the bank length with its prefix', () => {
    expect(accountNumberProblem('09123456789', bank)).toBeNull();
    expect(accountNumberProblem('0912345678a', bank)).toBe('digits');
    expect(accountNumberProblem('', bank)).toBe('digits');
    expect(accountNumberProblem('09123456', bank)).toBe('length');
    expect(accountNumberProblem('091234567890', bank)).toBe('length');
    expect(accountNumberProblem('19123456789', bank)).toBe('prefix');
    expect(accountNumberProblem('19123456789', { ...bank, accountPrefix: null })).toBeNull();
  });
  it('is sent without the spaces and hyphens of a written-out number', () => {
    expect(typedAccountNumber(' 0912-345 6789 ')).toBe('09123456789');
  });
  it('shows only its last 4 digits, whatever the platform sent', () => {
    expect(shownAccountNumber('••••••6789')).toBe('••••6789');
    expect(shownAccountNumber('09123456789')).toBe('••••6789');
  });
});

describe('the payment password pad', () => {
  it('takes digits up to 6, deletes and clears', () => {
    let digits = '';
    for (const key of ['1', '2', 'x', '3']) digits = padNext(digits, key);
    expect(digits).toBe('123');
    expect(padNext(digits, 'delete')).toBe('12');
    expect(padNext(digits, 'clear')).toBe('');
    for (const key of '4567') digits = padNext(digits, key);
    expect(digits).toBe('123456');
    expect(padFull(digits)).toBe(true);
    expect(padNext(digits, '8')).toBe('123456');
  });
  it('reads what a keyboard typed into its input, and the hardware keys', () => {
    expect(padTyped('12a 34567')).toBe('123456');
    expect(padKeyOf('7')).toBe('7');
    expect(padKeyOf('Backspace')).toBe('delete');
    expect(padKeyOf('Delete')).toBe('clear');
    expect(padKeyOf('a')).toBeNull();
  });
});

describe('the answer the page draws', () => {
  it('takes the contract shape and refuses a float amount', () => {
    expect(isWithdrawOptions(options())).toBe(true);
    expect(isWithdrawOptions({ ...options(), available: 20000 })).toBe(false);
    expect(isWithdrawOptions(null)).toBe(false);
  });
});
