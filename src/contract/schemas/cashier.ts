/** Cashier (issue 24, ours): exact amounts, methods and channels, orders, bank accounts, limits, records. */
import { z } from 'zod';
import { TRANSACTION_TYPES, TURNOVER_SOURCES } from '../vocabulary.ts';
import { ACCOUNT_NUMBER_MAX_LENGTH, RECORDS_PAGE_SIZE } from '../limits.ts';
import type { CallId } from '../calls.ts';
import { text, payeeName, id, qInt, languageCode, timestamp, url, requestId, empty, gameType, paymentPassword, amount, signedAmount } from './blocks.ts';
import { picture } from './content.ts';

/**
 * A fee (ours; the spec says only "fees: not shown"): `basisPoints` of the amount (150 = 1.5 %),
 * rounded up to the cent, plus `fixed`. Both 0: free. The site shows it before the player confirms,
 * computed the same way (src/lib/minor-units.ts feeOf).
 */
export const fee = z.object({ basisPoints: z.number().int().min(0).max(10_000), fixed: amount });
/** Opening hours on the platform clock (UTC+7) as HH:mm; `close` before `open` runs past midnight. */
export const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:mm');
export const methodKind = z
  .enum(['BANK', 'EWALLET', 'ONLINE'])
  .describe('BANK and EWALLET: the player pays a receiving account; ONLINE: a payment gateway page.');
export const depositChannel = z.object({
  id,
  name: z.string().describe('What the player recognises, e.g. "KBZPay 1".'),
  min: amount,
  max: amount,
  presets: z.array(amount).max(12).describe('Amounts offered as chips, within min and max.'),
  fee,
  processingMinutes: z.number().int().min(0).describe('How long crediting usually takes once paid.'),
  hours: z.object({ open: hhmm, close: hhmm }).nullable().describe('Null: open around the clock.'),
  open: z.boolean().describe('Whether it takes orders now (inside its hours and switched on).'),
});
export const depositMethod = z.object({
  id,
  kind: methodKind,
  name: z.string(),
  icon: url.nullable().describe("Relative to the image CDN; null: the site draws the kind's icon."),
  channels: z.array(depositChannel).describe('Empty: the method has nothing to offer now (the site says so).'),
});
export const depositPromotion = z.object({
  id: z.number().int(),
  title: z.string(),
  minDeposit: amount,
  bonusBasisPoints: z.number().int().min(0).max(100_000).describe('Bonus as a share of the deposit: 10000 = 100 %.'),
  maxBonus: amount,
  turnoverMultiple: z.number().int().min(0).describe('Times (deposit + bonus) to bet before withdrawing.'),
});
export const limitPeriod = z.enum(['DAILY', 'WEEKLY', 'MONTHLY']);
export const depositLimit = z.object({
  period: limitPeriod,
  limit: amount.nullable().describe('Null: no limit.'),
  used: amount.describe('Deposited (and pending) in the current period.'),
  left: amount.nullable().describe('What may still be deposited this period; null: no limit.'),
  pending: z
    .object({ limit: amount.nullable(), effectiveAt: timestamp })
    .nullable()
    .describe('A raise (or removal) waiting for its cooling-off period to end; lowering takes effect at once.'),
});
export const depositLimits = z.object({
  limits: z.array(depositLimit).length(3).describe('DAILY, WEEKLY, MONTHLY in that order.'),
  coolingOffHours: z.number().int().min(0).describe('How long a raise waits (the platform states it; the sandbox: 24).'),
});
export const orderStatus = z.enum(['PENDING', 'SUCCESS', 'FAILED', 'EXPIRED', 'CANCELLED']);
export const receivingAccount = z.object({
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
});
export const depositOrder = z.object({
  orderId: id,
  reference: z.string().max(32).describe("The code the player writes in the transfer's remark."),
  kind: methodKind,
  channelId: id.describe("The channel's id in depositOptions, whose answer names it in the page's language."),
  methodName: z.string(),
  channelName: z.string(),
  amount: amount.describe('What the player pays, exactly (the platform may add cents to tell orders apart).'),
  fee: amount,
  credit: amount.describe('What reaches the balance: amount - fee (+ a bonus on success, credited apart).'),
  promotionId: z.number().int().nullable(),
  status: orderStatus,
  createdAt: timestamp,
  expiresAt: timestamp.describe('A pending order not paid by then expires.'),
  payee: receivingAccount.nullable().describe('BANK and EWALLET: where to pay; null for ONLINE.'),
  gatewayUrl: url.nullable().describe("ONLINE: the gateway page to open (the site checks it against the brand's allow-list)."),
  receiptUploaded: z.boolean(),
  paidMarked: z.boolean().describe('The player said "I have paid".'),
  failReason: z.string().nullable(),
});
export const payoutBank = z.object({
  code: id,
  name: z.string(),
  kind: z.enum(['BANK', 'EWALLET']),
  accountDigits: z.object({ min: z.number().int().min(1), max: z.number().int().max(ACCOUNT_NUMBER_MAX_LENGTH) }),
  accountPrefix: z.string().max(8).nullable().describe('E-wallets: the number starts with it (e.g. 09); null: any.'),
});
export const bankAccount = z.object({
  id,
  bankCode: id,
  bankName: z.string(),
  kind: z.enum(['BANK', 'EWALLET']),
  accountName: z.string(),
  accountNumber: z.string().describe('Masked but for the last 4 digits (src/contract/masking.ts).'),
});
export const withdrawal = z.object({
  orderId: id,
  amount,
  fee: amount,
  payout: amount.describe('What the account receives: amount - fee.'),
  status: orderStatus,
  account: bankAccount,
  createdAt: timestamp,
});
export const transactionType = z.enum(TRANSACTION_TYPES);
/** A sports or e-sports bet's match, pick and decimal odds. */
export const sportsBet = z.object({ match: z.string(), pick: z.string(), odds: z.string().regex(/^\d{1,6}(\.\d{1,3})?$/, 'decimal odds, like 1.85') });
export const recordsRange = {
  from: timestamp.describe("Start on the platform clock (UTC+7): the site converts the player's day boundaries."),
  to: timestamp.describe('End, exclusive.'),
  pageNo: qInt(1, 10_000),
  pageSize: qInt(1, RECORDS_PAGE_SIZE),
};

export const CASHIER_SCHEMAS = {
  // ---- cashier (issue 24) ----
  depositOptions: {
    request: z.strictObject({
      language: languageCode.optional().describe("The page's language: the platform's labels (generic method names, bonus titles) in it where it has them."),
    }),
    response: z.object({
      methods: z.array(depositMethod),
      promotions: z.array(depositPromotion).describe('Deposit bonuses the player may join with this deposit.'),
      limits: depositLimits,
      pending: z.array(depositOrder).describe("The player's orders still pending, newest first."),
    }),
  },
  createDeposit: {
    request: z.strictObject({
      requestId,
      channelId: id,
      amount,
      promotionId: z.number().int().optional(),
      returnPath: z
        .string()
        .max(512)
        .regex(/^\/(?![/\\])/, 'a path of this site')
        .optional()
        .describe('ONLINE: where the gateway sends the player back (a path of the site; the platform puts it on its own origin).'),
    }),
    response: depositOrder,
  },
  depositOrders: {
    request: z.strictObject({ status: orderStatus.optional(), pageNo: qInt(1, 10_000), pageSize: qInt(1, RECORDS_PAGE_SIZE) }),
    response: z.object({ orders: z.array(depositOrder), totalPages: z.number().int().min(0) }),
  },
  depositOrder: {
    request: z.strictObject({ orderId: id }),
    response: depositOrder,
  },
  uploadDepositReceipt: {
    request: z.strictObject({ requestId, orderId: id, picture }),
    response: depositOrder,
  },
  markDepositPaid: {
    request: z.strictObject({ orderId: id }),
    response: depositOrder,
  },
  cancelDeposit: {
    request: z.strictObject({ orderId: id }),
    response: depositOrder,
  },
  depositLimits: {
    request: empty,
    response: depositLimits,
  },
  setDepositLimit: {
    request: z.strictObject({ period: limitPeriod, limit: amount.nullable().describe('Null: remove the limit (a raise: waits its cooling-off).') }),
    response: depositLimits,
  },
  withdrawOptions: {
    request: z.strictObject({
      language: languageCode.optional().describe("The page's language: bonus names in the turnover's sources in it where the platform has them."),
    }),
    response: z.object({
      available: amount.describe('The main wallet less pending withdrawals.'),
      withdrawable: amount.describe('What may be withdrawn now: `available`, or 0 while turnover remains.'),
      bonus: amount.describe('Bonus money in `available` from promotions whose turnover is not done yet (0: none).'),
      gameWallets: amount.describe("Money in the game vendors' wallets: not withdrawable until moved to the main wallet (transferAllBack)."),
      min: amount,
      max: amount,
      fee,
      daily: z.object({ countLimit: z.number().int().min(0), countUsed: z.number().int().min(0), amountLimit: amount, amountUsed: amount }),
      turnover: z.object({
        required: amount,
        done: amount,
        remaining: amount.describe('0: nothing blocks a withdrawal.'),
        sources: z
          .array(
            z.object({ kind: z.enum(TURNOVER_SOURCES), name: z.string().nullable().describe("A promotion's title; null for the others."), required: amount }),
          )
          .describe('What the requirement comes from, newest first: a deposit, a promotion (deposit and bonus), an adjustment by the platform.'),
      }),
      paymentPasswordSet: z.boolean(),
      attemptsLeft: z.number().int().min(0).describe('Wrong payment passwords allowed before the lock.'),
      lockedUntil: timestamp.nullable(),
      payeeName: z.string().nullable().describe('The registered payee name: new accounts must carry it; null: the player types it.'),
      accounts: z.array(bankAccount),
      accountsMax: z.number().int().min(1),
      pending: z.array(withdrawal).describe('Withdrawals not yet paid out, newest first.'),
    }),
  },
  payoutBanks: {
    request: empty,
    response: z.object({ banks: z.array(payoutBank) }),
  },
  addBankAccount: {
    request: z.strictObject({
      requestId,
      bankCode: id,
      accountNumber: z.string().regex(new RegExp(`^\\d{1,${ACCOUNT_NUMBER_MAX_LENGTH}}$`), 'digits'),
      accountName: payeeName,
    }),
    response: bankAccount,
  },
  withdraw: {
    request: z.strictObject({ requestId, accountId: id, amount, paymentPassword }),
    response: withdrawal,
  },
  transactionRecords: {
    request: z.strictObject({
      ...recordsRange,
      types: z
        .string()
        .regex(new RegExp(`^[${TRANSACTION_TYPES.join('')}]{1,${TRANSACTION_TYPES.length}}$`), 'type letters, e.g. DW')
        .optional()
        .describe('Letters of the types to show (TRANSACTION_TYPES), e.g. A for the agent tile; none: all.'),
      status: orderStatus.optional(),
      language: languageCode.optional().describe("The page's language: each row's detail line in it where the platform has its words."),
    }),
    response: z.object({
      records: z.array(
        z.object({
          id,
          type: transactionType,
          status: orderStatus,
          amount: signedAmount.describe('Into the balance positive, out negative.'),
          fee: amount,
          balanceAfter: signedAmount.nullable().describe('Null while pending.'),
          createdAt: timestamp,
          reference: z.string().nullable(),
          detail: z.string().describe('Method and channel, account or promotion: one line for the detail sheet.'),
        }),
      ),
      totals: z
        .object({ in: amount, out: amount.describe('Positive: the sum of what went out.') })
        .describe('Of the whole range and filter, successful entries only.'),
      totalPages: z.number().int().min(0),
    }),
  },
  betRecords: {
    request: z.strictObject({ ...recordsRange, gameType: gameType.optional(), vassalage: text(32).optional() }),
    response: z.object({
      records: z.array(
        z.object({
          id,
          gameName: z.string(),
          gameType,
          vassalage: z.string(),
          vendorName: z.string(),
          betAmount: amount,
          validBet: amount,
          winLoss: signedAmount.describe("The player's result: a win positive, a loss negative."),
          settled: z.boolean(),
          placedAt: timestamp,
          sportsBet: sportsBet.nullable().describe('Sports and e-sports: the match, the pick and its decimal odds, where the platform gives them.'),
        }),
      ),
      totals: z.object({ count: z.number().int().min(0), betAmount: amount, validBet: amount, winLoss: signedAmount }),
      totalPages: z.number().int().min(0),
    }),
  },
} as const satisfies Partial<Record<CallId, { request: z.ZodType; response: z.ZodType }>>;
