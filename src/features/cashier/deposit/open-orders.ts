/**
 * The deposit page's orders (DepositPage.astro's `openOrders` and `orderView` parts): the
 * open ones listed at the top, each with Copy and a way to open it; the order on view
 * (./order-view.ts, its address kept in `?order=`); and the orders on screen read again every
 * ORDER_POLL_MS while pending, never while the page is hidden. An order the back office credits
 * refreshes the balance and the limits.
 */
import { fill } from '../../../lib/fill.ts';
import { showToast } from '../../../components/form/toast.ts';
import { cloneTemplate } from '../../../components/list/template.ts';
import { copyText } from '../../../lib/clipboard.ts';
import { formatLocalDateTime } from '../../../lib/local-time.ts';
import { withQuery } from '../../../shell/paths.ts';
import { refreshWallet } from '../../../stores/wallet.ts';
import type { DepositLimitsWidget } from '../../../widgets/cashier/deposit-limits.ts';
import { loadDepositOrder } from './api.ts';
import type { DepositPage } from './deposit-page.ts';
import type { DepositOrder } from './deposit.ts';
import { isPending, orderChannelLabel, orderState, ORDER_POLL_MS, statusTone, withOrder } from './orders.ts';
import { orderView } from './order-view.ts';

export interface OpenOrders {
  /** The orders the page knows: the open ones and any shown since. */
  all(): readonly DepositOrder[];
  /** Adds the platform's open orders (depositOptions) to those known, and lists them. */
  add(pending: readonly DepositOrder[]): void;
  /** Puts `order` on view. */
  show(order: DepositOrder, focus: boolean): void;
  /** Sends the player to an online order's gateway, or says why not. */
  openGateway(order: DepositOrder): void;
}

export function openOrders(page: DepositPage, limits: DepositLimitsWidget | null): OpenOrders {
  const { root, config, part: pagePart, shownMoney } = page;
  const { texts } = config;
  const channelLabel = (order: DepositOrder) => orderChannelLabel(order, page.options?.methods ?? []);
  let orders: DepositOrder[] = [];

  const view = orderView(root, config, channelLabel, changed, () => {
    root.dataset.view = root.dataset.layout === 'classic' && !page.method ? 'methods' : 'form';
    history.replaceState(history.state, '', config.returnPath);
  });

  function drawOrders() {
    // Only orders still open: a finished one (successful, cancelled…) leaves the heading at once.
    const open = orders.filter(isPending);
    pagePart('openOrders').hidden = open.length === 0;
    pagePart('openList').replaceChildren(
      ...open.map((order) => {
        const { root: item, part } = cloneTemplate(pagePart<HTMLTemplateElement>('openRow'));
        part('channel').textContent = channelLabel(order);
        part('amount').textContent = shownMoney(order.amount);
        part('reference').textContent = fill(texts.openItem, { reference: order.reference, time: formatLocalDateTime(order.createdAt) });
        const state = orderState(order);
        const status = part('status');
        status.textContent = config.statuses[state];
        status.dataset.tone = statusTone(state);
        part('open').addEventListener('click', () => show(order, true));
        const copy = part('copy');
        copy.setAttribute('aria-label', `${texts.copyReference} ${order.reference}`);
        copy.addEventListener('click', async () => {
          const copied = await copyText(order.reference, part('reference'));
          showToast(copied ? { text: texts.copied, kind: 'success' } : { text: texts.copyFailed, kind: 'error' });
        });
        return item;
      }),
    );
  }

  function changed(order: DepositOrder) {
    const before = orders.find((one) => one.orderId === order.orderId);
    orders = withOrder(orders, order);
    drawOrders();
    if (before && isPending(before) && order.status === 'SUCCESS') {
      // The back office credited it (seen by the poll): no write of ours, so no STALE_AFTER refresh.
      void refreshWallet();
      void limits?.load(); // what the limits leave has changed
    }
    schedulePoll();
  }

  function show(order: DepositOrder, focus: boolean) {
    root.dataset.view = 'order';
    view.show(order, { focus });
    history.replaceState(history.state, '', withQuery(config.returnPath, { order: order.orderId }));
    changed(order);
  }

  // ---- polling ----

  let pollTimer: number | undefined;
  const onScreen = () => {
    const current = view.current();
    const all = current ? withOrder(orders, current) : orders;
    return all.filter(isPending);
  };
  function schedulePoll() {
    clearTimeout(pollTimer);
    if (document.hidden || onScreen().length === 0) return;
    pollTimer = window.setTimeout(poll, ORDER_POLL_MS);
  }
  async function poll() {
    if (document.hidden) return;
    const pending = onScreen();
    await Promise.all(
      pending.map(async (order) => {
        try {
          const next = await loadDepositOrder(order.orderId);
          if (view.current()?.orderId === next.orderId) view.show(next);
          changed(next);
        } catch {
          // A failed read is tried again at the next tick; the order shows as it was.
        }
      }),
    );
    schedulePoll();
  }
  document.addEventListener('visibilitychange', () => {
    if (document.hidden) clearTimeout(pollTimer);
    else void poll();
  });

  return {
    all: () => orders,
    add(pending) {
      orders = [...pending, ...orders.filter((one) => !pending.some((other) => other.orderId === one.orderId))];
      drawOrders();
      schedulePoll();
    },
    show,
    openGateway: (order) => view.openGateway(order),
  };
}
