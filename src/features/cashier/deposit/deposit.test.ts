import { fill } from '../../../lib/fill.ts';
import { describe, expect, it } from 'vitest';
import { PLATFORM_UTC_OFFSET_MINUTES } from '../../../constants.ts';
import { feeOf } from '../../../lib/minor-units.ts';
import { insideHours, methodAvailability, opensAt, usableFirst, localHours } from './channel-hours.ts';
import { awaitingPayment, countdownText, isPending, isUnderReview, orderChannelLabel, orderState, statusTone, withOrder } from './orders.ts';
import {
  bonusOf,
  channelBounds,
  firstChannel,
  methodAndChannel,
  layoutOf,
  methodRange,
  summaryOf,
  type DepositChannel,
  type DepositMethod,
  type DepositOrder,
  type DepositPromotion,
} from './deposit.ts';

const channel = (over: Partial<DepositChannel> = {}): DepositChannel => ({
  id: 'c1',
  name: 'KBZPay 1',
  min: '1000',
  max: '500000',
  presets: ['5000', '10000'],
  fee: { basisPoints: 0, fixed: '0' },
  processingMinutes: 5,
  hours: null,
  open: true,
  ...over,
});
const method = (channels: DepositChannel[]): DepositMethod => ({ id: 'm1', kind: 'EWALLET', name: 'KBZPay', icon: null, channels });
const promotion = (over: Partial<DepositPromotion> = {}): DepositPromotion => ({
  id: 7,
  title: 'First deposit 100%',
  minDeposit: '10000',
  bonusBasisPoints: 10_000,
  maxBonus: '50000',
  turnoverMultiple: 10,
  ...over,
});
const order = (orderId: string, status: DepositOrder['status'] = 'PENDING'): DepositOrder => ({
  orderId,
  reference: 'R1',
  kind: 'BANK',
  channelId: 'kbz',
  methodName: 'Bank',
  channelName: 'KBZ',
  amount: '1000.00',
  fee: '0.00',
  credit: '1000.00',
  promotionId: null,
  status,
  createdAt: '2026-01-01 10:00:00',
  expiresAt: '2026-01-01 10:30:00',
  payee: null,
  gatewayUrl: null,
  receiptUploaded: false,
  paidMarked: false,
  failReason: null,
});

describe('layout (A §3 dep_func)', () => {
  it('1 is the new one-page deposit; anything else (0, 2, missing, "1") the classic one', () => {
    expect(layoutOf(1)).toBe('new');
    for (const other of [0, 2, undefined, null, '1']) expect(layoutOf(other)).toBe('classic');
  });
});

describe('methods and channels', () => {
  it('a method shows the range of all its channels, compared in cents, not as text', () => {
    expect(methodRange(method([channel({ min: '1000', max: '9000' }), channel({ min: '500.50', max: '20000' })]))).toEqual({ min: '500.50', max: '20000' });
    expect(methodRange(method([]))).toBeNull();
  });

  it('the first open channel is chosen; a closed one only when none is open', () => {
    const closed = channel({ id: 'closed', open: false });
    expect(firstChannel(method([closed, channel({ id: 'open' })]))!.id).toBe('open');
    expect(firstChannel(method([closed]))!.id).toBe('closed');
    expect(firstChannel(method([]))).toBeNull();
  });

  it('the bounds are the channel’s, with what the tightest limit leaves', () => {
    const limits = {
      coolingOffHours: 24,
      limits: [
        { period: 'DAILY', limit: '50000', used: '20000', left: '30000', pending: null },
        { period: 'WEEKLY', limit: '100000', used: '75000.50', left: '24999.50', pending: null },
        { period: 'MONTHLY', limit: null, used: '75000.50', left: null, pending: null },
      ],
    } as const;
    expect(channelBounds(channel(), { ...limits, limits: [...limits.limits] })).toEqual({ min: '1000', max: '500000', left: '24999.50' });
    const none = limits.limits.map((limit) => ({ ...limit, limit: null, left: null }));
    expect(channelBounds(channel(), { coolingOffHours: 24, limits: none }).left).toBeNull();
  });

  it('opening hours on the platform clock (UTC+7) read in the player’s clock, across midnight too', () => {
    expect(localHours({ open: '09:00', close: '21:00' }, PLATFORM_UTC_OFFSET_MINUTES)).toEqual({ open: '09:00', close: '21:00' });
    expect(localHours({ open: '09:00', close: '21:00' }, 390)).toEqual({ open: '08:30', close: '20:30' }); // Yangon
    expect(localHours({ open: '00:15', close: '23:00' }, 0)).toEqual({ open: '17:15', close: '16:00' });
  });
});

describe('fee, credit and bonus before confirming', () => {
  it('the fee is the platform’s own rule (feeOf), the credit what is left of the amount', () => {
    const fee = { basisPoints: 150, fixed: '2.50' };
    const summary = summaryOf(1_000_001, channel({ fee }), null);
    expect(summary.fee).toBe(feeOf(1_000_001, fee));
    expect(summary.fee).toBe(15_001 + 250); // 1.5 % of 10,000.01 rounded up to the cent, plus 2.50
    expect(summary.credit).toBe(1_000_001 - summary.fee);
    expect(summary.bonus).toBe(0);
  });

  it('a free channel takes nothing; a fee larger than the amount never credits below 0', () => {
    expect(summaryOf(500_00, channel(), null)).toEqual({ amount: 500_00, fee: 0, credit: 500_00, bonus: 0 });
    expect(summaryOf(100, channel({ fee: { basisPoints: 0, fixed: '5' } }), null).credit).toBe(0);
  });

  it('the promotion’s bonus: its share, at most its maximum, nothing below its minimum deposit', () => {
    expect(bonusOf(9_999_99, promotion())).toBe(0);
    expect(bonusOf(10_000_00, promotion())).toBe(10_000_00);
    expect(bonusOf(80_000_00, promotion())).toBe(50_000_00);
    expect(bonusOf(10_000_01, promotion({ bonusBasisPoints: 1250 }))).toBe(1_250_00); // rounded down to the cent
    expect(summaryOf(20_000_00, channel(), promotion()).bonus).toBe(20_000_00);
  });
});

describe('orders', () => {
  it('the countdown is mm:ss, rounds up a started second, stops at 00:00', () => {
    expect(countdownText(30 * 60_000)).toBe('30:00');
    expect(countdownText(61_001)).toBe('01:02');
    expect(countdownText(999)).toBe('00:01');
    expect(countdownText(0)).toBe('00:00');
    expect(countdownText(-5000)).toBe('00:00');
    expect(countdownText(75 * 60_000)).toBe('75:00');
  });

  it('only a pending order is waiting; success is good; the rest ended without money', () => {
    expect(isPending(order('a'))).toBe(true);
    expect(statusTone('PENDING')).toBe('waiting');
    expect(statusTone('SUCCESS')).toBe('good');
    for (const status of ['FAILED', 'EXPIRED', 'CANCELLED'] as const) {
      expect(isPending(order('a', status))).toBe(false);
      expect(statusTone(status)).toBe('bad');
    }
  });

  it('a pending order the player paid (marked, or a receipt sent) is under review, waiting; others keep their status', () => {
    expect(orderState(order('a'))).toBe('PENDING');
    expect(orderState({ ...order('a'), paidMarked: true })).toBe('REVIEW');
    expect(orderState({ ...order('a'), receiptUploaded: true })).toBe('REVIEW');
    expect(isUnderReview({ ...order('a', 'SUCCESS'), paidMarked: true })).toBe(false);
    expect(orderState({ ...order('a', 'SUCCESS'), paidMarked: true })).toBe('SUCCESS');
    expect(statusTone('REVIEW')).toBe('waiting');
  });

  it('a new order on a channel asks about the newest order there still waiting for payment, not one paid or ended (issue 34 item 2)', () => {
    const kbz = { id: 'kbz' };
    expect(awaitingPayment([order('a', 'CANCELLED'), order('b')], kbz)?.orderId).toBe('b');
    expect(awaitingPayment([{ ...order('a'), receiptUploaded: true }], kbz)).toBeUndefined();
    expect(awaitingPayment([order('a')], { id: 'aya' })).toBeUndefined();
  });

  it("names an order's method and channel as the page's options do, in the page's language (issue 34 item 14)", () => {
    const bank = { ...method([channel({ id: 'kbz', name: 'KBZ ဘဏ်' })]), name: 'ဘဏ်ငွေလွှဲ' };
    expect(orderChannelLabel(order('a'), [bank])).toBe('ဘဏ်ငွေလွှဲ · KBZ ဘဏ်');
    // A channel no longer offered: the names the order carries.
    expect(orderChannelLabel({ ...order('a'), channelId: 'gone' }, [bank])).toBe('Bank · KBZ');
  });

  it('a method that takes no deposit now says why, and when it opens if its hours say so; such methods go last (issue 34 item 3)', () => {
    const closed = (id: string, hours: DepositChannel['hours']) => channel({ id, open: false, hours });
    const named = (id: string, channels: DepositChannel[]) => ({ ...method(channels), id });
    // The player in Yangon (UTC+6:30) at 07:00; the platform clock is UTC+7.
    const now = { offsetMinutes: 390, minute: 7 * 60 };
    expect(insideHours({ open: '20:00', close: '05:00' }, 23 * 60)).toBe(true);
    expect(insideHours({ open: '20:00', close: '05:00' }, 6 * 60)).toBe(false);
    const later = closed('later', { open: '09:00', close: '21:00' }); // 08:30-20:30 in Yangon: not yet
    const off = closed('off', null); // switched off: no time to promise
    const offInHours = closed('offInHours', { open: '00:00', close: '23:59' });
    expect(opensAt(later, now)).toBe('08:30');
    expect(opensAt(off, now)).toBeNull();
    expect(opensAt(offInHours, now)).toBeNull();
    expect(methodAvailability(method([off, later]), now)).toEqual({ kind: 'closed', opensAt: '08:30' });
    expect(methodAvailability(method([off]), now)).toEqual({ kind: 'closed', opensAt: null });
    expect(methodAvailability(method([]), now)).toEqual({ kind: 'empty' });
    expect(methodAvailability(method([off, channel()]), now)).toEqual({ kind: 'open' });
    const methods = [named('empty', []), named('closed', [off]), named('open', [channel()])];
    expect(usableFirst(methods, now).map((one) => one.id)).toEqual(['open', 'empty', 'closed']);
  });

  it('names method and channel once where both are called the same (issue 34 item 5)', () => {
    expect(methodAndChannel('MPU Online', 'MPU Online')).toBe('MPU Online');
    expect(methodAndChannel('KBZPay', 'KBZPay 1')).toBe('KBZPay · KBZPay 1');
  });

  it('a new order goes first; one that changed keeps its place with its new status', () => {
    const shown = [order('b'), order('a')];
    expect(withOrder(shown, order('c')).map((one) => one.orderId)).toEqual(['c', 'b', 'a']);
    const after = withOrder(shown, order('a', 'SUCCESS'));
    expect(after.map((one) => [one.orderId, one.status])).toEqual([
      ['b', 'PENDING'],
      ['a', 'SUCCESS'],
    ]);
    expect(shown[1]!.status).toBe('PENDING'); // not changed in place
  });

  it('fill leaves a placeholder it has no value for', () => {
    expect(fill('{{a}} and {{b}}', { a: 1 })).toBe('1 and {{b}}');
  });
});
