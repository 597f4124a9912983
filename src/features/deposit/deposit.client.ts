/**
 * The deposit page's script (DepositPage.astro): the layout of the platform's answer, the methods
 * and channels (depositOptions), the form (amount, promotion, fee and credit before confirming),
 * the order made once however often Deposit is tapped or the page reloaded (moneySubmit), the open
 * orders at the top, read again while pending (every ORDER_POLL_MS, not while the page is hidden),
 * and the balance refreshed when one succeeds. The order itself: ./order-view.ts.
 * Runs only for whom the gate opens the page (GatedPage.astro decided before paint).
 */
import { fill } from '../../lib/fill.ts';
import { showToast } from '../../components/form/toast.ts';
import { copyText } from '../../lib/clipboard.ts';
import { openDialog } from '../../shell/dialogs.ts';
import { mountToasts } from '../../components/form/toasts.client.ts';
import { remoteList } from '../../components/list/remote-list.ts';
import { tabs } from '../../components/list/tabs.ts';
import { cloneTemplate } from '../../components/list/template.ts';
import { ApiError, type CallInput } from '../../lib/api-client.ts';
import { translateError } from '../../lib/errors.ts';
import { formatLocalDateTime } from '../../lib/local-time.ts';
import { fromMinor, toMinor } from '../../lib/minor-units.ts';
import { shortPercent } from '../../lib/percent.ts';
import { feeText, formatMoney } from '../../lib/money.ts';
import { moneySubmit, type Outcome } from '../../lib/money-submit.ts';
import { $session } from '../../lib/session.ts';
import { readStorage, writeStorage } from '../../lib/storage.ts';
import { DEPOSIT_GATEWAY_ORDER_KEY } from '../../lib/storage-keys.ts';
import { withQuery } from '../../shell/paths.ts';
import { mobileTemplate } from '../../stores/status.ts';
import { refreshWallet } from '../../stores/wallet.ts';
import { amountField } from '../../widgets/cashier/amount-field.ts';
import { depositLimitsWidget } from '../../widgets/cashier/deposit-limits.ts';
import {
  channelBounds,
  awaitingPayment,
  orderChannelLabel,
  DEPOSIT,
  firstChannel,
  isPending,
  localNow,
  methodAvailability,
  opensAt,
  usableFirst,
  orderState,
  layoutOf,
  localHours,
  methodRange,
  ORDER_POLL_MS,
  RESUME_DELAY_MS,
  statusTone,
  summaryOf,
  withOrder,
  type DepositChannel,
  type DepositConfig,
  type DepositLayout,
  type DepositMethod,
  type DepositOptions,
  type DepositOrder,
  type DepositPromotion,
} from './deposit.ts';
import { createDeposit, loadDepositOptions, loadDepositOrder } from './api.ts';
import { orderView } from './order-view.ts';

/** Amount-field refusals: shown under the field, not above the button. */
const FIELD_CODES = new Set(['amount.invalid', 'amount.belowMin', 'amount.aboveMax', 'deposit.limit']);

const found = DEPOSIT.read();
if (found) {
  const { element: root, config } = found;
  const gate = root.closest<HTMLElement>('[data-gate]');
  if ($session.get() && (!gate || gate.dataset.gate === 'go')) start(root, config);
}

function start(root: HTMLElement, config: DepositConfig) {
  mountToasts();
  const { texts, money, messages } = config;
  const $ = <E extends HTMLElement = HTMLElement>(selector: string) => root.querySelector<E>(selector)!;
  const list = remoteList($('[data-remote-list]'));
  const form = $<HTMLFormElement>('[data-form]');
  const channelsField = $('[data-channels-field]');
  const channelRow = $('[data-channels]');
  const channelInfo = $('[data-channel-info]');
  const closedNote = $('[data-channel-closed]');
  const amountPart = $('[data-amount-part]');
  const chips = $('[data-chips]');
  const field = amountField($('[data-amount-field]'), money, messages);
  const hint = $('[data-amount-hint]');
  const promotionField = $('[data-promotion-field]');
  const promotionSelect = $<HTMLSelectElement>('[data-promotion]');
  const promotionTerms = $('[data-promotion-terms]');
  const formError = $('[data-form-error]');
  const submit = $<HTMLButtonElement>('[data-submit]');
  const openSection = $('[data-open-orders]');
  const openList = $('[data-open-list]');
  const openTemplate = $<HTMLTemplateElement>('[data-open-row]');
  const shownMoney = (amount: string) => formatMoney(amount, money) ?? amount;
  const centsMoney = (cents: number) => shownMoney(fromMinor(cents));

  let options: DepositOptions | null = null;
  let method: DepositMethod | null = null;
  let channel: DepositChannel | null = null;
  let orders: DepositOrder[] = [];

  const view = orderView(
    root,
    config,
    (order) => orderChannelLabel(order, options?.methods ?? []),
    (order) => changed(order),
    () => {
      root.dataset.view = root.dataset.layout === 'classic' && !method ? 'methods' : 'form';
      history.replaceState(history.state, '', config.returnPath);
    },
  );
  const limits = depositLimitsWidget();
  limits?.onChange((answer) => {
    if (options) options.limits = answer;
    if (channel && options) field.setBounds(channelBounds(channel, options.limits));
    drawHint();
  });

  const creator = moneySubmit<Omit<CallInput<'createDeposit'>, 'requestId'>, DepositOrder>('deposit', () => $session.get()?.userName ?? null, createDeposit);

  // ---- layout ----

  const layout = (): DepositLayout => (root.dataset.layout === 'classic' ? 'classic' : 'new');
  const setLayout = (next: DepositLayout) => {
    if (next === layout() && root.dataset.drawn) return;
    root.dataset.layout = next;
    if (options) drawMethods();
  };
  void mobileTemplate().then((template) => {
    if (template) setLayout(layoutOf(template.dep_func));
  });

  // ---- methods and channels ----

  function drawMethods() {
    if (!options) return;
    root.dataset.drawn = '1';
    const now = localNow();
    const methods = usableFirst(options.methods, now);
    /** What a method that takes no deposit now says in the list (greyed): nothing to offer, or closed and when it opens. */
    const unusable = (one: DepositMethod): string | null => {
      const availability = methodAvailability(one, now);
      if (availability.kind === 'open') return null;
      if (availability.kind === 'empty') return texts.nothingNow;
      return availability.opensAt ? fill(texts.opensAt, { time: availability.opensAt }) : texts.closed;
    };
    if (methods.length === 0) {
      form.hidden = true;
      return list.show([]);
    }
    form.hidden = false;
    if (layout() === 'new') {
      const row = document.createElement('div');
      row.className = 'pill-row dep-tabs';
      row.setAttribute('role', 'tablist');
      row.setAttribute('aria-label', list.items.getAttribute('aria-label') ?? '');
      form.id = 'dep-form';
      form.setAttribute('role', 'tabpanel');
      const tabRow = tabs(
        row,
        form,
        methods.map((one) => one.name),
        (index) => selectMethod(methods[index]!),
      );
      row.querySelectorAll<HTMLElement>('[role="tab"]').forEach((tab, index) => {
        const reason = unusable(methods[index]!);
        if (!reason) return;
        tab.classList.add('dep-method-off');
        const note = document.createElement('span');
        note.className = 'dep-method-reason';
        note.translate = true; // our words, in a tab named as the platform names the method
        note.textContent = reason;
        tab.append(note);
      });
      list.show([row]);
      const current = method ? methods.indexOf(methods.find((one) => one.id === method!.id)!) : 0;
      tabRow.select(Math.max(0, current));
      if (root.dataset.view !== 'order') root.dataset.view = 'form';
    } else {
      const ul = document.createElement('ul');
      ul.className = 'dep-method-list';
      for (const one of methods) {
        const { root: item, part } = cloneTemplate($<HTMLTemplateElement>('[data-method-row]'));
        part('name').textContent = one.name;
        part('kind').textContent = config.kinds[one.kind] === one.name ? '' : config.kinds[one.kind];
        const range = methodRange(one);
        const reason = unusable(one);
        item.classList.toggle('dep-method-off', reason !== null);
        part('range').textContent = reason ?? (range ? fill(texts.range, { min: shownMoney(range.min), max: shownMoney(range.max) }) : texts.noChannels);
        part('open').addEventListener('click', () => {
          selectMethod(one);
          root.dataset.view = 'form';
          $<HTMLButtonElement>('[data-back]').focus();
        });
        ul.append(item);
      }
      form.removeAttribute('role');
      form.setAttribute('aria-labelledby', 'dep-method-title');
      list.show([ul]);
      if (root.dataset.view !== 'order') root.dataset.view = method && root.dataset.view === 'form' ? 'form' : 'methods';
    }
  }

  $('[data-back]').addEventListener('click', () => {
    root.dataset.view = 'methods';
    method = null;
    list.items.querySelector<HTMLButtonElement>('.dep-method')?.focus();
  });

  function selectMethod(next: DepositMethod) {
    method = next;
    $('[data-method-title]').textContent = next.name;
    $('[data-no-channels]').hidden = next.channels.length > 0;
    channelsField.hidden = next.channels.length === 0;
    amountPart.hidden = next.channels.length === 0;
    channelInfo.hidden = next.channels.length === 0;
    channelRow.replaceChildren(
      ...next.channels.map((one) => {
        const label = document.createElement('label');
        label.className = 'pill-radio';
        const input = Object.assign(document.createElement('input'), { type: 'radio', name: 'channel', value: one.id });
        input.addEventListener('change', () => selectChannel(one));
        const name = document.createElement('span');
        name.translate = false;
        name.textContent = one.open ? one.name : `${one.name} · ${texts.closed}`;
        label.append(input, name);
        return label;
      }),
    );
    const first = firstChannel(next);
    if (first) {
      channelRow.querySelector<HTMLInputElement>(`input[value="${CSS.escape(first.id)}"]`)!.checked = true;
      selectChannel(first);
    } else closedNote.hidden = true;
  }

  function selectChannel(next: DepositChannel) {
    channel = next;
    formError.textContent = '';
    const now = localNow();
    const hours = next.hours ? localHours(next.hours, now.offsetMinutes) : null;
    // A closed channel says only why and when it opens: never "Open 24 hours" beside "Closed now".
    const opens = opensAt(next, now);
    channelInfo.textContent = next.open
      ? [
          hours ? fill(texts.hours, hours) : texts.allDay,
          next.processingMinutes > 0 ? fill(texts.processing, { minutes: next.processingMinutes }) : texts.processingNow,
        ].join(' · ')
      : opens
        ? fill(texts.opensAt, { time: opens })
        : texts.closed;
    closedNote.textContent = opens ? fill(texts.closedText, { time: opens }) : texts.closedOffText;
    closedNote.hidden = next.open;
    submit.disabled = !next.open;
    chips.replaceChildren(
      ...next.presets.map((preset) => {
        const cents = toMinor(preset) ?? 0;
        const chip = document.createElement('button');
        chip.type = 'button';
        chip.className = 'pill dep-chip';
        chip.dataset.cents = String(cents);
        chip.textContent = formatMoney(fromMinor(cents), money, { whole: true });
        chip.addEventListener('click', () => field.set(cents));
        return chip;
      }),
    );
    field.setBounds(channelBounds(next, options!.limits));
    drawHint();
    drawSummary();
  }

  function drawHint() {
    if (!channel || !options) return;
    const left = channelBounds(channel, options.limits).left;
    hint.textContent = [
      fill(texts.amountRange, { min: shownMoney(channel.min), max: shownMoney(channel.max) }),
      left != null ? fill(texts.amountLeft, { left: shownMoney(left) }) : '',
    ]
      .filter(Boolean)
      .join(' · ');
  }

  // ---- promotion and summary ----

  const promotion = (): DepositPromotion | null => options?.promotions.find((one) => String(one.id) === promotionSelect.value) ?? null;

  function drawPromotions() {
    const promotions = options?.promotions ?? [];
    promotionField.hidden = promotions.length === 0;
    const none = promotionSelect.options[0]!;
    promotionSelect.replaceChildren(
      none,
      ...promotions.map((one) => {
        const option = new Option(one.title, String(one.id));
        option.translate = false;
        return option;
      }),
    );
  }

  function drawSummary() {
    const cents = field.cents();
    const chosen = promotion();
    for (const chip of chips.querySelectorAll<HTMLButtonElement>('.dep-chip')) chip.setAttribute('aria-pressed', String(Number(chip.dataset.cents) === cents));
    promotionTerms.textContent = chosen
      ? fill(texts.promotionTerms, {
          percent: shortPercent(chosen.bonusBasisPoints),
          maxBonus: shownMoney(chosen.maxBonus),
          minDeposit: shownMoney(chosen.minDeposit),
          turnover: chosen.turnoverMultiple,
        })
      : '';
    const sum = (name: string) => $(`[data-sum="${name}"]`);
    const bonusRow = $('[data-sum-bonus]');
    if (!channel || cents === null || cents <= 0) {
      for (const name of ['amount', 'fee', 'credit']) sum(name).textContent = '–';
      bonusRow.hidden = true;
      return;
    }
    const summary = summaryOf(cents, channel, chosen);
    sum('amount').textContent = centsMoney(summary.amount);
    sum('fee').textContent = feeText(fromMinor(summary.fee), money, texts.summaryFree);
    sum('credit').textContent = centsMoney(summary.credit);
    bonusRow.hidden = !chosen || summary.bonus === 0;
    sum('bonus').textContent = centsMoney(summary.bonus);
  }
  field.onChange(() => {
    formError.textContent = '';
    drawSummary();
  });
  promotionSelect.addEventListener('change', () => {
    formError.textContent = '';
    drawSummary();
  });

  // ---- open orders and polling ----

  function drawOrders() {
    // Only orders still open: a finished one (successful, cancelled…) leaves the heading at once.
    const open = orders.filter(isPending);
    openSection.hidden = open.length === 0;
    openList.replaceChildren(
      ...open.map((order) => {
        const { root: item, part } = cloneTemplate(openTemplate);
        part('channel').textContent = orderChannelLabel(order, options?.methods ?? []);
        part('amount').textContent = shownMoney(order.amount);
        part('reference').textContent = fill(config.texts.openItem, { reference: order.reference, time: formatLocalDateTime(order.createdAt) });
        const state = orderState(order);
        const status = part('status');
        status.textContent = config.statuses[state];
        status.dataset.tone = statusTone(state);
        part('open').addEventListener('click', () => showOrder(order, true));
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

  function showOrder(order: DepositOrder, focus: boolean) {
    root.dataset.view = 'order';
    view.show(order, { focus });
    history.replaceState(history.state, '', withQuery(config.returnPath, { order: order.orderId }));
    changed(order);
  }

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

  // ---- submit ----

  const refuse = (error: unknown) => {
    if (error instanceof ApiError && error.code && FIELD_CODES.has(error.code)) {
      field.check(error);
      field.input.focus();
    } else formError.textContent = translateError(error, messages, money);
  };

  async function outcome(result: Outcome<DepositOrder> | null, resumed = false): Promise<void> {
    if (!result) return;
    if (result.kind === 'done') {
      const order = result.value;
      showOrder(order, true);
      if (order.kind === 'ONLINE' && isPending(order)) view.openGateway(order);
      return;
    }
    if (result.kind === 'refused') return refuse(result.error);
    // No answer: it may have been made. Ask again with the same request id before saying anything.
    if (!resumed) {
      formError.textContent = texts.checking;
      await new Promise((resolve) => setTimeout(resolve, RESUME_DELAY_MS));
      return outcome(await creator.resume(), true);
    }
    formError.textContent = texts.unanswered;
  }

  // A second order on a channel with one waiting for payment: continue that one, or make a new one.
  const againDialog = $<HTMLDialogElement>('#dep-again-dialog');
  let askedAbout: DepositOrder | null = null;
  $('[data-again-continue]').addEventListener('click', () => {
    againDialog.close();
    if (askedAbout) showOrder(askedAbout, true);
  });
  $('[data-again-new]').addEventListener('click', () => {
    againDialog.close();
    if (askedAbout) void create(askedAbout);
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void create(null);
  });

  /** Makes the order; `overOpen`: the open order the player chose to make a new one beside. */
  async function create(overOpen: DepositOrder | null) {
    if (!channel || !method || submit.getAttribute('aria-busy') === 'true') return;
    formError.textContent = '';
    if (!channel.open) {
      closedNote.hidden = false;
      return;
    }
    if (!field.check()) {
      field.input.focus();
      return;
    }
    const cents = field.cents()!;
    const chosen = promotion();
    if (chosen && cents < (toMinor(chosen.minDeposit) ?? 0)) {
      formError.textContent = fill(texts.promotionMin, { minDeposit: shownMoney(chosen.minDeposit) });
      return;
    }
    const waiting = awaitingPayment(orders, channel);
    if (waiting && waiting.orderId !== overOpen?.orderId && !creator.unanswered) {
      askedAbout = waiting;
      $('[data-again-body]').textContent = fill(texts.againBody, {
        amount: shownMoney(waiting.amount),
        channel: orderChannelLabel(waiting, options?.methods ?? []),
      });
      openDialog('dep-again-dialog');
      return;
    }
    submit.setAttribute('aria-busy', 'true');
    const hide = showToast({ text: texts.submitting, kind: 'loading' });
    try {
      await outcome(
        await creator.submit({
          channelId: channel.id,
          amount: fromMinor(cents),
          ...(chosen ? { promotionId: chosen.id } : {}),
          ...(method?.kind === 'ONLINE' ? { returnPath: config.returnPath } : {}),
        }),
      );
    } finally {
      hide();
      submit.removeAttribute('aria-busy');
    }
  }

  // ---- start ----

  async function load() {
    list.loading();
    try {
      options = await loadDepositOptions(config.language);
      limits?.show(options.limits);
      orders = [...options.pending, ...orders.filter((one) => !options!.pending.some((other) => other.orderId === one.orderId))];
      drawOrders();
      drawPromotions();
      drawMethods();
      schedulePoll();
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
      showOrder(await loadDepositOrder(orderId), false);
    } catch (error) {
      showToast({ text: translateError(error, messages, money), kind: 'error' });
      history.replaceState(history.state, '', config.returnPath);
    }
  }

  void load();
  void returning();
  // An order sent before a reload and not answered: sent again with its request id, so it is made once and shown.
  if (creator.unanswered) void creator.resume().then((result) => outcome(result, true));
}
