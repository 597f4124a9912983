/**
 * The sandbox's deposit side of the cashier (issue 24, ours): what a brand offers, chosen by the
 * brand's currency (MMK: lotus and pebble, and the sandbox without a brand; USD: harbor).
 *
 * - Methods and their channels, as the region's platforms list them: e-wallets, bank transfer and
 *   an online gateway. Each channel has its amounts (min, max, preset chips), a fee (most are free;
 *   MMK "MPU Online" and USD "Card" take 1.5 %, MMK "CB Bank" and USD "Skrill" a fixed fee), how long
 *   crediting takes, and opening hours on the platform clock (UTC+7; null: around the clock).
 * - Real states for the site to show: MMK "AYA Bank" and USD "Wire transfer" keep hours (closed
 *   outside them), MMK "CB Pay 1" and USD "Neteller 1" are switched off (always closed), and MMK
 *   "AYA Pay" and USD "Crypto" are methods with no channel at all (empty).
 * - The receiving accounts (payees) are made up; ONLINE channels have none (the gateway page,
 *   accounts/deposit-gateway.ts, stands in for the payment provider).
 * - Two deposit promotions, the seeded announcements 401 and 402 (data/content-announcements.ts):
 *   a 100 % welcome bonus and a 10 % reload, each with a minimum deposit, a cap and a turnover multiple.
 * - The most a player's own deposit limit may be set to (responsible play, accounts/deposit-limits.ts).
 *
 * Amounts are decimal strings, as on the wire; the sandbox reads them with toMinor (src/lib/minor-units.ts).
 */
import type { Brand } from '../../../src/brand/schema.ts';
import type { DepositMethod, ValueOf } from '../../../src/contract/schemas.ts';

type Channel = DepositMethod['channels'][number];
export type Payee = NonNullable<ValueOf<'depositOrder'>['payee']>;
export type DepositPromotion = ValueOf<'depositOptions'>['promotions'][number];

/** A channel as the sandbox keeps it: the contract's fields but `open`, plus the switch and the payee. */
export interface ChannelSeed extends Omit<Channel, 'open'> {
  /** Off: closed whatever the hours (the back office switched it off). */
  switchedOn: boolean;
  /** BANK and EWALLET: where the player pays; null for ONLINE. */
  payee: Payee | null;
}

export interface MethodSeed extends Omit<DepositMethod, 'channels'> {
  channels: ChannelSeed[];
}

export interface DepositCatalogue {
  methods: MethodSeed[];
  promotions: DepositPromotion[];
  /** The largest deposit limit a player may set (a higher one is amount.aboveMax). */
  limitMax: string;
}

const FREE = { basisPoints: 0, fixed: '0' };
const AROUND_THE_CLOCK = null;

interface Amounts {
  min: string;
  max: string;
  presets: string[];
}

const MMK: Amounts = { min: '5000', max: '3000000', presets: ['10000', '30000', '50000', '100000', '300000', '500000'] };
const USD: Amounts = { min: '10', max: '5000', presets: ['10', '20', '50', '100', '200', '500'] };

/** A channel with the currency's amounts, free, open around the clock and switched on unless told otherwise. */
function channel(amounts: Amounts, seed: Pick<ChannelSeed, 'id' | 'name' | 'payee'> & Partial<ChannelSeed>): ChannelSeed {
  return { ...amounts, fee: FREE, processingMinutes: 5, hours: AROUND_THE_CLOCK, switchedOn: true, ...seed };
}

const mmk = (seed: Parameters<typeof channel>[1]) => channel(MMK, seed);
const usd = (seed: Parameters<typeof channel>[1]) => channel(USD, seed);
const MMK_PAYEE_NAME = 'Golden Lotus Trading Co., Ltd.';
const USD_PAYEE_NAME = 'Harbor Bay Entertainment Ltd.';

const MMK_CATALOGUE: DepositCatalogue = {
  methods: [
    {
      id: 'kbzpay',
      kind: 'EWALLET',
      name: 'KBZPay',
      icon: null,
      channels: [
        mmk({ id: 'kbzpay-1', name: 'KBZPay 1', payee: { bankName: 'KBZPay', accountName: MMK_PAYEE_NAME, accountNumber: '09787001234' } }),
        mmk({ id: 'kbzpay-2', name: 'KBZPay 2', max: '1000000', payee: { bankName: 'KBZPay', accountName: 'U Aung Min', accountNumber: '09787005678' } }),
      ],
    },
    {
      id: 'wavepay',
      kind: 'EWALLET',
      name: 'WavePay',
      icon: null,
      channels: [mmk({ id: 'wavepay-1', name: 'WavePay 1', payee: { bankName: 'WavePay', accountName: MMK_PAYEE_NAME, accountNumber: '09450012345' } })],
    },
    { id: 'ayapay', kind: 'EWALLET', name: 'AYA Pay', icon: null, channels: [] },
    {
      id: 'cbpay',
      kind: 'EWALLET',
      name: 'CB Pay',
      icon: null,
      channels: [
        mmk({ id: 'cbpay-1', name: 'CB Pay 1', switchedOn: false, payee: { bankName: 'CB Pay', accountName: MMK_PAYEE_NAME, accountNumber: '09420098765' } }),
      ],
    },
    {
      id: 'bank-mm',
      kind: 'BANK',
      name: 'Bank transfer',
      icon: null,
      channels: [
        mmk({
          id: 'kbz-bank',
          name: 'KBZ Bank',
          processingMinutes: 15,
          payee: { bankName: 'KBZ Bank', accountName: MMK_PAYEE_NAME, accountNumber: '02730102700123401' },
        }),
        mmk({
          id: 'aya-bank',
          name: 'AYA Bank',
          processingMinutes: 15,
          hours: { open: '08:00', close: '22:00' },
          payee: { bankName: 'AYA Bank', accountName: MMK_PAYEE_NAME, accountNumber: '20004455667' },
        }),
        mmk({
          id: 'cb-bank',
          name: 'CB Bank',
          processingMinutes: 30,
          fee: { basisPoints: 0, fixed: '500' },
          payee: { bankName: 'CB Bank', accountName: MMK_PAYEE_NAME, accountNumber: '0010600500012345' },
        }),
      ],
    },
    {
      id: 'mpu-online',
      kind: 'ONLINE',
      name: 'MPU Online',
      icon: null,
      channels: [mmk({ id: 'mpu-1', name: 'MPU Online', processingMinutes: 1, fee: { basisPoints: 150, fixed: '0' }, payee: null })],
    },
  ],
  promotions: [
    { id: 401, title: 'Welcome Bonus 100%', minDeposit: '10000', bonusBasisPoints: 10_000, maxBonus: '300000', turnoverMultiple: 10 },
    { id: 402, title: 'Daily Reload 10%', minDeposit: '10000', bonusBasisPoints: 1_000, maxBonus: '50000', turnoverMultiple: 5 },
  ],
  limitMax: '1000000000',
};

const USD_CATALOGUE: DepositCatalogue = {
  methods: [
    {
      id: 'bank-us',
      kind: 'BANK',
      name: 'Bank transfer',
      icon: null,
      channels: [
        usd({
          id: 'ach',
          name: 'ACH transfer',
          processingMinutes: 60,
          payee: { bankName: 'Harbor Savings Bank', accountName: USD_PAYEE_NAME, accountNumber: '000123456789' },
        }),
        usd({
          id: 'wire',
          name: 'Wire transfer',
          processingMinutes: 120,
          hours: { open: '20:00', close: '05:00' }, // US business hours, on the platform clock: past midnight
          payee: { bankName: 'Harbor Savings Bank', accountName: USD_PAYEE_NAME, accountNumber: '000987654321' },
        }),
      ],
    },
    {
      id: 'skrill',
      kind: 'EWALLET',
      name: 'Skrill',
      icon: null,
      channels: [
        usd({
          id: 'skrill-1',
          name: 'Skrill 1',
          fee: { basisPoints: 0, fixed: '1' },
          payee: { bankName: 'Skrill', accountName: USD_PAYEE_NAME, accountNumber: '401122334455' },
        }),
      ],
    },
    {
      id: 'neteller',
      kind: 'EWALLET',
      name: 'Neteller',
      icon: null,
      channels: [
        usd({
          id: 'neteller-1',
          name: 'Neteller 1',
          switchedOn: false,
          payee: { bankName: 'Neteller', accountName: USD_PAYEE_NAME, accountNumber: '453501020304' },
        }),
      ],
    },
    { id: 'crypto', kind: 'EWALLET', name: 'Crypto (USDT)', icon: null, channels: [] },
    {
      id: 'card',
      kind: 'ONLINE',
      name: 'Card (Visa / Mastercard)',
      icon: null,
      channels: [usd({ id: 'card-1', name: 'Card', processingMinutes: 1, fee: { basisPoints: 150, fixed: '0' }, payee: null })],
    },
  ],
  promotions: [
    { id: 401, title: 'Welcome Bonus 100%', minDeposit: '20', bonusBasisPoints: 10_000, maxBonus: '200', turnoverMultiple: 10 },
    { id: 402, title: 'Daily Reload 10%', minDeposit: '10', bonusBasisPoints: 1_000, maxBonus: '50', turnoverMultiple: 5 },
  ],
  limitMax: '1000000',
};

/** The deposit catalogue of a brand: by its currency, MMK unless it is USD. */
export function depositCatalogue(brand: Brand | null): DepositCatalogue {
  return brand?.currency.code === 'USD' ? USD_CATALOGUE : MMK_CATALOGUE;
}

/** A channel and its method, by the channel's id; undefined when the brand has none of that id. */
export function findChannel(catalogue: DepositCatalogue, channelId: string): { method: MethodSeed; channel: ChannelSeed } | undefined {
  for (const method of catalogue.methods) {
    const found = method.channels.find((candidate) => candidate.id === channelId);
    if (found) return { method, channel: found };
  }
  return undefined;
}
