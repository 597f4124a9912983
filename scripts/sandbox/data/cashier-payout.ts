/**
 * Where a brand's players can be paid and the withdrawal rules (ours, issue 24; the operator sets
 * these on a real platform). Lotus and pebble are Myanmar brands (MMK): the big banks and the two
 * e-wallets everyone there uses, whose account is the phone number (09…). Harbor (USD) has a few
 * banks and phone-number e-wallets. Any other brand, and the sandbox without a brand, gets lotus'.
 */
import type { FeeRule } from '../../../src/lib/minor-units.ts';
import type { ValueOf } from '../../../src/contract/schemas.ts';
import { BANK_ACCOUNTS_MAX } from '../../../src/contract/limits.ts';

export type PayoutBank = ValueOf<'payoutBanks'>['banks'][number];

export interface WithdrawSettings {
  /** Per withdrawal, decimal strings of the brand currency. */
  min: string;
  max: string;
  fee: FeeRule;
  /** Per platform day (UTC+7): withdrawals asked for (pending or paid) and their sum. */
  dailyCount: number;
  dailyAmount: string;
  accountsMax: number;
}

export interface CashierPayout {
  banks: readonly PayoutBank[];
  withdraw: WithdrawSettings;
}

const bank = (code: string, name: string, min: number, max = min): PayoutBank => ({
  code,
  name,
  kind: 'BANK',
  accountDigits: { min, max },
  accountPrefix: null,
});
const eWallet = (code: string, name: string, min: number, max: number, prefix: string | null): PayoutBank => ({
  code,
  name,
  kind: 'EWALLET',
  accountDigits: { min, max },
  accountPrefix: prefix,
});

const MYANMAR: CashierPayout = {
  banks: [
    bank('KBZ', 'KBZ Bank', 17),
    bank('AYA', 'AYA Bank', 16, 20),
    bank('CB', 'CB Bank', 16),
    // Myanmar mobile numbers with the trunk 0: 09 and 7 to 9 more digits.
    eWallet('KBZPAY', 'KBZPay', 9, 11, '09'),
    eWallet('WAVEPAY', 'WavePay', 9, 11, '09'),
  ],
  withdraw: {
    min: '10000',
    max: '5000000',
    fee: { basisPoints: 0, fixed: '0' },
    dailyCount: 5,
    dailyAmount: '10000000',
    accountsMax: BANK_ACCOUNTS_MAX,
  },
};

const HARBOR: CashierPayout = {
  banks: [
    bank('CHASE', 'Chase', 8, 17),
    bank('BOFA', 'Bank of America', 8, 17),
    bank('WELLS', 'Wells Fargo', 8, 17),
    eWallet('ZELLE', 'Zelle', 10, 10, null),
    eWallet('CASHAPP', 'Cash App', 10, 10, null),
  ],
  withdraw: {
    min: '20',
    max: '10000',
    fee: { basisPoints: 100, fixed: '1.00' }, // 1 % + 1.00
    dailyCount: 5,
    dailyAmount: '20000',
    accountsMax: BANK_ACCOUNTS_MAX,
  },
};

const BY_BRAND: Readonly<Record<string, CashierPayout>> = { lotus: MYANMAR, pebble: MYANMAR, harbor: HARBOR };

export function cashierPayout(brandId: string | undefined): CashierPayout {
  return (brandId && BY_BRAND[brandId]) || MYANMAR;
}

/** Whether `accountNumber` (digits) fits the bank's length and prefix. */
export function fitsBank(payoutBank: PayoutBank, accountNumber: string): boolean {
  const { min, max } = payoutBank.accountDigits;
  return (
    /^\d+$/.test(accountNumber) &&
    accountNumber.length >= min &&
    accountNumber.length <= max &&
    (payoutBank.accountPrefix === null || accountNumber.startsWith(payoutBank.accountPrefix))
  );
}
