/**
 * The deposit half of the cashier (issue 24): methods and channels, orders, receipts and the
 * player's own deposit limits. The work is in ../accounts/deposits.ts and
 * ../accounts/deposit-limits.ts, the data in ../data/cashier-deposit.ts. Every call passes the
 * A §5 gate first: only a real account (member or agent) deposits; trial accounts are refused.
 * Every call also expires the orders nobody paid in time (the sandbox runs no timers).
 */
import { toMinor } from '../../../src/lib/minor-units.ts';
import { depositLimits, setDepositLimit } from '../accounts/deposit-limits.ts';
import {
  cancelDeposit,
  createDeposit,
  depositMethods,
  depositOrder,
  depositOrders,
  depositPromotions,
  expireOverdue,
  markDepositPaid,
  pendingOrders,
  uploadDepositReceipt,
} from '../accounts/deposits.ts';
import { depositCatalogue } from '../data/cashier-deposit.ts';
import { PlatformError } from '../platform-error.ts';
import { isRealAccount } from './account.ts';
import type { Handlers, Member, SandboxContext } from './types.ts';

/** The A §5 gate, then the lazy expiry: what every deposit call starts with. */
function open(member: Member, { db, now }: SandboxContext): void {
  if (!isRealAccount(member.type)) throw new PlatformError('account.notReal', 'Please login an actual account to use this function');
  expireOverdue(db, now());
}

export const depositHandlers = {
  depositOptions: ({ input, member }, context) => {
    open(member, context);
    const { db, brand, now } = context;
    const catalogue = depositCatalogue(brand);
    return {
      methods: depositMethods(catalogue, now(), input.language),
      promotions: depositPromotions(catalogue, input.language),
      limits: depositLimits(db, member.id, now()),
      pending: pendingOrders(db, member.id, input.language),
    };
  },
  createDeposit: ({ input, member, origin }, context) => {
    open(member, context);
    return createDeposit(context, member, input, origin);
  },
  depositOrders: ({ input, member }, context) => {
    open(member, context);
    return depositOrders(context.db, member.id, input);
  },
  depositOrder: ({ input, member }, context) => {
    open(member, context);
    return depositOrder(context.db, member.id, input.orderId);
  },
  uploadDepositReceipt: ({ input, member }, context) => {
    open(member, context);
    return uploadDepositReceipt(context.db, member.id, input);
  },
  markDepositPaid: ({ input, member }, context) => {
    open(member, context);
    return markDepositPaid(context.db, member.id, input.orderId);
  },
  cancelDeposit: ({ input, member }, context) => {
    open(member, context);
    return cancelDeposit(context.db, member.id, input.orderId);
  },
  depositLimits: ({ member }, context) => {
    open(member, context);
    return depositLimits(context.db, member.id, context.now());
  },
  setDepositLimit: ({ input, member }, context) => {
    open(member, context);
    const limitCents = input.limit === null ? null : toMinor(input.limit);
    if (input.limit !== null && limitCents === null) throw new PlatformError('amount.invalid', 'Not an amount of at most 2 decimals');
    const maxCents = toMinor(depositCatalogue(context.brand).limitMax)!;
    return setDepositLimit(context.db, member.id, { period: input.period, limitCents, maxCents }, context.now());
  },
} satisfies Partial<Handlers>;
