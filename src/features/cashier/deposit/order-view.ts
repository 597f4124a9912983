/**
 * The deposit order's view (DepositPage.astro `[data-part="orderView"]`): its status and what to do
 * next. BANK and EWALLET: the receiving account, the exact amount and the reference, each with Copy;
 * the countdown to its expiry (read again at 0); the receipt (./order-receipt.ts); "I have paid";
 * Cancel with a confirmation. ONLINE: the gateway, opened only when the brand's allow-list takes
 * its address.
 * Every change of the order goes to `changed` (the open orders, the balance).
 * A call that fails after the platform may have acted (a time-out) reads the order again before
 * saying anything.
 */
import { fill } from '../../../lib/fill.ts';
import { showToast } from '../../../components/form/toast.ts';
import { parts } from '../../../components/list/template.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { copyText } from '../../../lib/clipboard.ts';
import { translateError } from '../../../lib/errors.ts';
import { platformAddress, platformBase } from '../../../lib/link-policy.ts';
import { platformInstant } from '../../../lib/local-time.ts';
import { feeText, formatMoney } from '../../../lib/money.ts';
import { mayHaveArrived } from '../../../lib/request-id.ts';
import { writeStorage } from '../../../lib/storage.ts';
import { DEPOSIT_GATEWAY_ORDER_KEY } from '../../../lib/storage-keys.ts';
import { openDialog } from '../../../shell/dialogs.ts';
import { cancelDeposit, loadDepositOrder, markDepositPaid } from './api.ts';
import type { DepositConfig, DepositOrder } from './deposit.ts';
import { countdownText, isPending, isUnderReview, orderState, statusTone } from './orders.ts';
import { orderReceipt } from './order-receipt.ts';

/** The countdown's tick. */
const SECOND_MS = 1000;

export interface OrderView {
  show(order: DepositOrder, options?: { focus?: boolean }): void;
  /** The order on view (null: the view is closed). */
  current(): DepositOrder | null;
  close(): void;
  /** Sends the player to an online order's gateway, or says why not. */
  openGateway(order: DepositOrder): void;
}

export function orderView(
  root: HTMLElement,
  config: DepositConfig,
  /** How the page names an order's method and channel (deposit.ts orderChannelLabel). */
  channelLabel: (order: DepositOrder) => string,
  changed: (order: DepositOrder) => void,
  closed: () => void,
): OrderView {
  const { texts, money, messages } = config;
  const view = parts(root)('orderView');
  const part = parts(view);
  const refused = part('gatewayRefused');
  const cancel = part<HTMLButtonElement>('cancel');
  const cancelDialog = document.getElementById('dep-cancel-dialog') as HTMLDialogElement;
  const shownMoney = (amount: string) => formatMoney(amount, money) ?? amount;

  let order: DepositOrder | null = null;
  let ticking: number | undefined;
  let rereadAtZero = false;
  let busy = false;

  const say = (text: string) => (part('message').textContent = text);
  const error = (reason: unknown) => showToast({ text: translateError(reason, messages, money), kind: 'error' });

  const tick = () => {
    if (!order || !isPending(order) || isUnderReview(order)) return; // paid: no countdown, it no longer expires
    const left = (platformInstant(order.expiresAt) ?? 0) - Date.now();
    const countdown = part<HTMLTimeElement>('countdown');
    countdown.textContent = left > 0 ? countdownText(left) : texts.expired;
    if (left <= 0 && !rereadAtZero) {
      rereadAtZero = true; // once: the platform expires it; a clock a little off must not ask every second
      void reread(order.orderId);
    }
  };

  const draw = (next: DepositOrder) => {
    const sameOrder = order?.orderId === next.orderId;
    order = next;
    const pending = isPending(next);
    const review = isUnderReview(next);
    const state = orderState(next);
    const status = part('status');
    status.textContent = config.statuses[state];
    status.dataset.tone = statusTone(state);
    part('channel').textContent = channelLabel(next);
    part('amount').textContent = shownMoney(next.amount);
    part('fee').textContent = feeText(next.fee, money, texts.summaryFree);
    part('credit').textContent = shownMoney(next.credit);
    part('reference').textContent = next.reference;
    part('expiry').hidden = !pending || review;
    const payee = part('payee');
    payee.hidden = !pending || !next.payee;
    if (next.payee) {
      part('bank').textContent = next.payee.bankName;
      part('accountName').textContent = next.payee.accountName;
      part('accountNumber').textContent = next.payee.accountNumber;
    }
    part('gateway').hidden = !pending || next.kind !== 'ONLINE';
    if (!sameOrder) refused.textContent = '';
    const offline = next.kind !== 'ONLINE';
    part('receipt').hidden = !pending || !offline || next.receiptUploaded;
    if (!sameOrder || next.receiptUploaded) receipt.clear();
    part('actions').hidden = !pending || review; // paid: nothing left to do, and a paid order is not cancelled
    part('paid').hidden = !offline || next.paidMarked;
    say(
      next.status === 'SUCCESS'
        ? fill(texts.success, { amount: shownMoney(next.credit) })
        : next.status === 'FAILED'
          ? [texts.failed, next.failReason ? fill(texts.failReason, { reason: next.failReason }) : ''].join(' ').trim()
          : next.status === 'EXPIRED'
            ? texts.expiredText
            : next.status === 'CANCELLED'
              ? texts.cancelled
              : review
                ? texts.underReview
                : '',
    );
    if (!sameOrder) rereadAtZero = false;
    clearInterval(ticking);
    if (pending && !review) {
      tick();
      ticking = window.setInterval(tick, SECOND_MS);
    }
  };

  const update = (next: DepositOrder) => {
    if (order?.orderId === next.orderId && !view.hidden) draw(next);
    changed(next);
  };

  async function reread(orderId: string): Promise<DepositOrder | null> {
    try {
      const next = await loadDepositOrder(orderId);
      update(next);
      return next;
    } catch {
      return null; // the poll and the next tap try again; nothing to say over what is shown
    }
  }

  /** A write on the order: its answer, or after a failure that may have acted, the order read again; `took` tells whether it did. */
  async function act(call: () => Promise<DepositOrder>, took: (order: DepositOrder) => boolean, done: string): Promise<void> {
    if (!order || busy) return;
    busy = true;
    const orderId = order.orderId;
    try {
      update(await call());
      showToast({ text: done, kind: 'success' });
    } catch (reason) {
      const maybe = reason instanceof ApiError && mayHaveArrived(reason.kind);
      const again = maybe || (reason instanceof ApiError && reason.code === 'order.notPending') ? await reread(orderId) : null;
      if (again && took(again)) showToast({ text: done, kind: 'success' });
      else error(reason);
    } finally {
      busy = false;
    }
  }

  const receipt = orderReceipt(part, config, { order: () => order, update, reread, error });

  part('paid').addEventListener('click', () => {
    const orderId = order?.orderId;
    if (orderId)
      void act(
        () => markDepositPaid(orderId),
        (again) => again.paidMarked,
        texts.paidMarked,
      );
  });
  cancel.addEventListener('click', () => openDialog('dep-cancel-dialog'));
  cancelDialog.addEventListener('close', () => {
    if (!view.hidden) cancel.focus();
  });
  parts(cancelDialog)('confirmCancel').addEventListener('click', () => {
    cancelDialog.close();
    const orderId = order?.orderId;
    if (orderId)
      void act(
        () => cancelDeposit(orderId),
        (again) => again.status === 'CANCELLED',
        texts.cancelled,
      );
  });

  for (const button of view.querySelectorAll<HTMLButtonElement>('[data-copy]')) {
    button.addEventListener('click', async () => {
      const shown = part(button.dataset.copy!);
      // The amount is copied as the number a banking app takes ("1250.50"), not as shown with its symbol.
      const text = button.dataset.copy === 'amount' && order ? order.amount : (shown.textContent ?? '');
      const copied = await copyText(text, shown);
      showToast(copied ? { text: texts.copied, kind: 'success' } : { text: texts.copyFailed, kind: 'error' });
    });
  }

  const openGateway = (target: DepositOrder) => {
    const allowed = platformAddress(target.gatewayUrl, platformBase());
    if (!allowed) {
      refused.textContent = texts.gatewayRefused;
      return;
    }
    refused.textContent = '';
    // The gateway sends the player back to the page (returnPath), not to this order: remember it for the tab.
    writeStorage(DEPOSIT_GATEWAY_ORDER_KEY, target.orderId, true);
    location.assign(allowed.href);
  };
  part('gatewayButton').addEventListener('click', () => {
    if (order) openGateway(order);
  });

  const close = () => {
    clearInterval(ticking);
    receipt.clear();
    order = null;
    view.hidden = true;
    closed();
  };
  part('orderBack').addEventListener('click', close);
  part('orderNew').addEventListener('click', close);

  return {
    show(next, { focus = false } = {}) {
      view.hidden = false;
      draw(next);
      if (focus) view.focus();
      // A receipt sent before a reload and not answered: sent again with its request id, once.
      receipt.resume(next);
    },
    current: () => (view.hidden ? null : order),
    close,
    openGateway,
  };
}
