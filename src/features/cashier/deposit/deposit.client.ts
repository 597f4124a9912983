/**
 * The deposit page's script (DepositPage.astro): reads the methods, channels, promotions, limits
 * and open orders (depositOptions) and wires the page's parts to them: the methods and channels in
 * the layout the platform picked (./method-picker.ts), the amount and what it comes to
 * (./amount-summary.ts), the submit that makes the order once (./deposit-submit.ts), and the open
 * orders, the order on view and their polling (./open-orders.ts, ./order-view.ts). Back from a
 * gateway, or reloaded with `?order=`, it shows that order.
 * Runs only for whom the gate opens the page (GatedPage.astro decided before paint).
 */
import { showToast } from '../../../components/form/toast.ts';
import { mountToasts } from '../../../components/form/toasts.client.ts';
import { remoteList } from '../../../components/list/remote-list.ts';
import { translateError } from '../../../lib/errors.ts';
import { $session } from '../../../lib/session.ts';
import { readStorage, writeStorage } from '../../../lib/storage.ts';
import { DEPOSIT_GATEWAY_ORDER_KEY } from '../../../lib/storage-keys.ts';
import { depositLimitsWidget } from '../../../widgets/cashier/deposit-limits.ts';
import { amountSummary } from './amount-summary.ts';
import { loadDepositOptions, loadDepositOrder } from './api.ts';
import { depositPage } from './deposit-page.ts';
import { depositSubmit } from './deposit-submit.ts';
import { DEPOSIT, type DepositConfig } from './deposit.ts';
import { methodPicker } from './method-picker.ts';
import { openOrders } from './open-orders.ts';

const found = DEPOSIT.read();
if (found) {
  const { element: root, config } = found;
  const gate = root.closest<HTMLElement>('[data-gate]');
  if ($session.get() && (!gate || gate.dataset.gate === 'go')) start(root, config);
}

function start(root: HTMLElement, config: DepositConfig) {
  mountToasts();
  const { money, messages } = config;
  const page = depositPage(root, config);
  const list = remoteList(root.querySelector<HTMLElement>('[data-remote-list]')!);
  const { form, formPart } = page;

  const amount = amountSummary(page);
  const picker = methodPicker(page, list, (channel) => {
    formPart('formError').textContent = '';
    formPart<HTMLButtonElement>('submit').disabled = !channel.open;
    amount.channelChosen(channel);
  });
  const limits = depositLimitsWidget();
  limits?.onChange((answer) => {
    if (page.options) page.options.limits = answer;
    amount.limitsChanged();
  });
  const orders = openOrders(page, limits);
  const depositForm = depositSubmit(page, { amount, picker, orders });

  async function load() {
    list.loading();
    try {
      const options = await loadDepositOptions(config.language);
      page.options = options;
      limits?.show(options.limits);
      orders.add(options.pending);
      amount.drawPromotions();
      picker.draw();
    } catch (error) {
      form.hidden = true;
      list.fail(translateError(error, messages, money));
      limits?.fail(error);
    }
  }
  list.onRetry(() => void load());

  async function returning() {
    // Back from a gateway, or a reload with an order on view: that order's status.
    const fromGateway = readStorage(DEPOSIT_GATEWAY_ORDER_KEY, true);
    writeStorage(DEPOSIT_GATEWAY_ORDER_KEY, null, true);
    const orderId = new URL(location.href).searchParams.get('order') ?? fromGateway;
    if (!orderId) return;
    try {
      orders.show(await loadDepositOrder(orderId), false);
    } catch (error) {
      showToast({ text: translateError(error, messages, money), kind: 'error' });
      history.replaceState(history.state, '', config.returnPath);
    }
  }

  void load();
  void returning();
  depositForm.resume();
}
