/**
 * The deposit form's submit (DepositPage.astro's `form` part): checks the channel, the amount and
 * the promotion's minimum; on a channel with an order still waiting for payment asks first
 * (continue it, or make a new one); makes the order once however often Deposit is tapped or the
 * page reloaded (moneySubmit: an unanswered create is asked again with the same request id before
 * anything is said), then shows it, or opens an online order's gateway. Refusals about the amount
 * show under the field, the others above the button.
 * It loads with the orders at the first touch or focus in the form, not with the page (issue 36:
 * ./deposit.client.ts holds a Deposit tapped meanwhile until it is there).
 */
import { fill } from '../../../lib/fill.ts';
import { showToast } from '../../../components/form/toast.ts';
import { parts } from '../../../components/list/template.ts';
import { ApiError, type CallInput } from '../../../lib/api-client.ts';
import { translateError } from '../../../lib/errors.ts';
import { fromMinor, toMinor } from '../../../lib/minor-units.ts';
import { moneySubmit, type Outcome } from '../../../lib/money-submit.ts';
import { $session } from '../../../lib/session.ts';
import { openDialog } from '../../../shell/dialogs.ts';
import type { AmountSummary } from './amount-summary.ts';
import { createDeposit } from './api.ts';
import type { DepositPage } from './deposit-page.ts';
import { DEPOSIT_FORM, type DepositOrder } from './deposit.ts';
import { awaitingPayment, isPending, orderChannelLabel } from './orders.ts';
import type { MethodPicker } from './method-picker.ts';
import type { OpenOrders } from './open-orders.ts';

/** Ours: after an unanswered create, how long before asking again with the same request id (the platform may still be working on it). */
const RESUME_DELAY_MS = 2_000;

/** Amount-field refusals: shown under the field, not above the button. */
const FIELD_CODES = new Set(['amount.invalid', 'amount.belowMin', 'amount.aboveMax', 'deposit.limit']);

/** The page's other scripts the submit reads and drives. */
interface Neighbours {
  amount: AmountSummary;
  picker: MethodPicker;
  orders: OpenOrders;
}

export interface DepositSubmit {
  /** Deposit tapped (the form's submit, wired by ./deposit.client.ts): checks, then makes the order once. */
  submit(): void;
  /** Sends again, with its request id, an order left unanswered before a reload. */
  resume(): void;
}

export function depositSubmit(page: DepositPage, { amount, picker, orders }: Neighbours): DepositSubmit {
  const { config, formPart, shownMoney } = page;
  const formError = formPart('formError');
  const submit = formPart<HTMLButtonElement>('submit');
  const { texts, money, messages } = config;
  const { field } = amount;
  const creator = moneySubmit<Omit<CallInput<'createDeposit'>, 'requestId'>, DepositOrder>(DEPOSIT_FORM, () => $session.get()?.userName ?? null, createDeposit);

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
      orders.show(order, true);
      if (order.kind === 'ONLINE' && isPending(order)) orders.openGateway(order);
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
  const againDialog = document.getElementById('dep-again-dialog') as HTMLDialogElement;
  const againPart = parts(againDialog);
  let askedAbout: DepositOrder | null = null;
  againPart('againContinue').addEventListener('click', () => {
    againDialog.close();
    if (askedAbout) orders.show(askedAbout, true);
  });
  againPart('againNew').addEventListener('click', () => {
    againDialog.close();
    if (askedAbout) void create(askedAbout);
  });

  /** Makes the order; `overOpen`: the open order the player chose to make a new one beside. */
  async function create(overOpen: DepositOrder | null) {
    const { channel, method } = page;
    if (!channel || !method || submit.getAttribute('aria-busy') === 'true') return;
    formError.textContent = '';
    if (!channel.open) {
      picker.showClosed();
      return;
    }
    if (!field.check()) {
      field.input.focus();
      return;
    }
    const cents = field.cents()!;
    const chosen = amount.promotion();
    if (chosen && cents < (toMinor(chosen.minDeposit) ?? 0)) {
      formError.textContent = fill(texts.promotionMin, { minDeposit: shownMoney(chosen.minDeposit) });
      return;
    }
    const waiting = awaitingPayment(orders.all(), channel);
    if (waiting && waiting.orderId !== overOpen?.orderId && !creator.unanswered) {
      askedAbout = waiting;
      againPart('againBody').textContent = fill(texts.againBody, {
        amount: shownMoney(waiting.amount),
        channel: orderChannelLabel(waiting, page.options?.methods ?? []),
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
          ...(method.kind === 'ONLINE' ? { returnPath: config.returnPath } : {}),
        }),
      );
    } finally {
      hide();
      submit.removeAttribute('aria-busy');
    }
  }

  return {
    submit: () => void create(null),
    resume() {
      // An order sent before a reload and not answered: sent again with its request id, so it is made once and shown.
      if (creator.unanswered) void creator.resume().then((result) => outcome(result, true));
    },
  };
}
