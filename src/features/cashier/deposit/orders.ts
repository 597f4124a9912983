/**
 * The deposit orders' rules (issue 24, issue 34 item 1), apart from the page so they run in unit
 * tests: whether an order may still change or is under review, its state and label, the countdown
 * to its expiry, the order a new deposit would sit beside, the orders at the top. They load with
 * the orders (./open-orders.ts, ./deposit-submit.ts), not with the page: a player with no open
 * order carries none of them before a tap (issue 36).
 */
import { methodAndChannel, type DepositChannel, type DepositMethod, type DepositOrder, type OrderState } from './deposit.ts';

/** Ours: how often an order on screen is read again while it is pending (a bank transfer is checked by hand: seconds matter little, a phone's battery does). */
export const ORDER_POLL_MS = 5_000;

/** Milliseconds → "mm:ss" (minutes may pass 59: "75:00"); 0 and below → "00:00". */
export function countdownText(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Whether an order may still change: only a pending one is read again, paid, cancelled. */
export const isPending = (order: Pick<DepositOrder, 'status'>): boolean => order.status === 'PENDING';

/**
 * A pending order the player has paid ("I have paid", or a receipt sent): the platform is checking
 * it, so it no longer expires (the sandbox expires only orders with neither) and shows no countdown.
 */
export const isUnderReview = (order: Pick<DepositOrder, 'status' | 'paidMarked' | 'receiptUploaded'>): boolean =>
  isPending(order) && (order.paidMarked || order.receiptUploaded);

/**
 * The newest order on this channel still waiting for payment (pending, not paid), which a new
 * deposit there would sit beside: the player is asked first. One under review is not asked about,
 * since the player has paid it and a new deposit is a new intent.
 */
export function awaitingPayment(orders: readonly DepositOrder[], channel: Pick<DepositChannel, 'id'>): DepositOrder | undefined {
  return orders.find((order) => isPending(order) && !isUnderReview(order) && order.channelId === channel.id);
}

/**
 * An order's method and channel as the page names them: as depositOptions (asked in the page's
 * language) names its channel, else as the order does (a channel since taken off the list). An
 * order answer itself carries the names as stored, whatever the page's language.
 */
export function orderChannelLabel(order: DepositOrder, methods: readonly DepositMethod[]): string {
  for (const method of methods) {
    const channel = method.channels.find((candidate) => candidate.id === order.channelId);
    if (channel) return methodAndChannel(method.name, channel.name);
  }
  return methodAndChannel(order.methodName, order.channelName);
}

export const orderState = (order: Pick<DepositOrder, 'status' | 'paidMarked' | 'receiptUploaded'>): OrderState =>
  isUnderReview(order) ? 'REVIEW' : order.status;

/** How a state looks (the tone of its label): waiting, good, bad. */
export function statusTone(state: OrderState): 'waiting' | 'good' | 'bad' {
  return state === 'PENDING' || state === 'REVIEW' ? 'waiting' : state === 'SUCCESS' ? 'good' : 'bad';
}

/**
 * The orders at the top with `order` put in: in its place when it is there (an order that ended
 * while on screen keeps its place and shows its new status), else first (the newest).
 */
export function withOrder(shown: readonly DepositOrder[], order: DepositOrder): DepositOrder[] {
  const index = shown.findIndex((other) => other.orderId === order.orderId);
  return index === -1 ? [order, ...shown] : shown.map((other, at) => (at === index ? order : other));
}
