/**
 * The deposit page's script (DepositPage.astro): reads the methods, channels, promotions, limits
 * and open orders (depositOptions) and wires the page's parts to them: the methods and channels in
 * the layout the platform picked (./method-picker.ts), the amount and what it comes to
 * (./amount-summary.ts), the submit that makes the order once (./deposit-submit.ts), and the open
 * orders, the order on view and their polling (./open-orders.ts, ./order-view.ts). Back from a
 * gateway, or reloaded with `?order=`, it shows that order.
 * What a player with no open order needs before a tap loads with the page; the rest loads when it
 * is needed (issue 36, src/lib/lazy-part.ts): the orders with the first order to show, the submit
 * (with the orders: it shows the order it makes) at the first touch or focus in the form. A
 * Deposit tapped while they load is acted on once they are there; a load that fails says so above
 * the button, and Deposit tries again.
 * Runs only for whom the gate opens the page (GatedPage.astro decided before paint).
 */
import { showToast } from '../../../components/form/toast.ts';
import { mountToasts } from '../../../components/form/toasts.client.ts';
import { remoteList } from '../../../components/list/remote-list.ts';
import { translateError } from '../../../lib/errors.ts';
import { lazyPart, warmOnApproach } from '../../../lib/lazy-part.ts';
import { $session } from '../../../lib/session.ts';
import { readStorage, writeStorage } from '../../../lib/storage.ts';
import { DEPOSIT_GATEWAY_ORDER_KEY, unansweredSubmitKey } from '../../../lib/storage-keys.ts';
import { depositLimitsWidget } from '../../../widgets/cashier/deposit-limits.ts';
import { amountSummary } from './amount-summary.ts';
import { loadDepositOptions, loadDepositOrder } from './api.ts';
import { depositPage } from './deposit-page.ts';
import { DEPOSIT, DEPOSIT_FORM, type DepositConfig, type DepositOptions } from './deposit.ts';
import { methodPicker } from './method-picker.ts';

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
  const formError = formPart('formError');
  const submitButton = formPart<HTMLButtonElement>('submit');
  const says = (error: unknown) => translateError(error, messages, money);

  const amount = amountSummary(page);
  const picker = methodPicker(page, list, (channel) => {
    formError.textContent = '';
    submitButton.disabled = !channel.open;
    amount.channelChosen(channel);
  });
  const limits = depositLimitsWidget();
  limits?.onChange((answer) => {
    if (page.options) page.options.limits = answer;
    amount.limitsChanged();
  });

  const orders = lazyPart(
    () => import('./open-orders.ts'),
    ({ openOrders }) => openOrders(page, limits),
  );
  const submitter = lazyPart(
    () => {
      orders.warm(); // the submit shows the order it makes: the two load side by side, not one after the other
      return import('./deposit-submit.ts');
    },
    async ({ depositSubmit }) => depositSubmit(page, { amount, picker, orders: await orders.get() }),
  );
  warmOnApproach(form, submitter);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    // Busy while the order is made (./deposit-submit.ts) or its code still loads: a second tap does nothing.
    if (submitButton.getAttribute('aria-busy') === 'true') return;
    submitButton.setAttribute('aria-busy', 'true');
    submitter.get().then(
      (submit) => {
        submitButton.removeAttribute('aria-busy');
        submit.submit();
      },
      (error: unknown) => {
        submitButton.removeAttribute('aria-busy');
        formError.textContent = says(error);
      },
    );
  });

  async function load() {
    list.loading();
    let options: DepositOptions;
    try {
      options = await loadDepositOptions(config.language);
    } catch (error) {
      form.hidden = true;
      list.fail(says(error));
      limits?.fail(error);
      return;
    }
    page.options = options;
    limits?.show(options.limits);
    try {
      if (options.pending.length > 0) (await orders.get()).add(options.pending);
    } catch (error) {
      form.hidden = true;
      list.fail(says(error)); // the orders did not load: Try again loads them with the rest
      return;
    }
    amount.drawPromotions();
    picker.draw();
  }
  list.onRetry(() => void load());

  async function returning() {
    // Back from a gateway, or a reload with an order on view: that order's status.
    const fromGateway = readStorage(DEPOSIT_GATEWAY_ORDER_KEY, true);
    writeStorage(DEPOSIT_GATEWAY_ORDER_KEY, null, true);
    const orderId = new URL(location.href).searchParams.get('order') ?? fromGateway;
    if (!orderId) return;
    try {
      const [view, order] = await Promise.all([orders.get(), loadDepositOrder(orderId)]);
      view.show(order, false);
    } catch (error) {
      showToast({ text: says(error), kind: 'error' });
      history.replaceState(history.state, '', config.returnPath);
    }
  }

  void load();
  void returning();
  // An order sent before a reload and not answered: its submit loads at once to send it again, with its request id.
  if (readStorage(unansweredSubmitKey(DEPOSIT_FORM), true) !== null)
    submitter.get().then(
      (submit) => submit.resume(),
      (error: unknown) => void (formError.textContent = says(error)),
    );
}
