/**
 * The withdrawal screen's script (WithdrawPage.astro; issue 24). Plain DOM, no React.
 *
 * - withdrawOptions draws the page: the balance available, withdrawals in progress, what blocks a
 *   withdrawal, the saved accounts and the amount's bounds. It is read again after every submit
 *   and after any answer that may have changed it.
 * - Both submits (a new bank account, a withdrawal) go through moneySubmit: one request id per
 *   intended action, so a double tap, a retry after a time-out or a reload after submitting acts
 *   once. A submit left unanswered (time-out, lost connection) is sent again with the same id
 *   before anything is said, and on the next page load; the player never reads "failed" for a
 *   withdrawal that went through.
 * - The withdrawal carries the payment password, encrypted like the login: the encrypted call and
 *   its sealer load when the player has entered the last digit, never with the page.
 */
import { fill } from '../../lib/fill.ts';
import { mountToasts } from '../../components/form/toasts.client.ts';
import { translateError } from '../../lib/errors.ts';
import { fromMinor } from '../../lib/minor-units.ts';
import { feeText } from '../../lib/money.ts';
import { moneySubmit, type Outcome } from '../../lib/money-submit.ts';
import { ApiError } from '../../lib/platform.ts';
import { $session, isRealAccount } from '../../lib/session.ts';
import { openDialog } from '../../shell/dialogs.ts';
import { moveToMainButton } from '../../widgets/cashier/wallets.ts';
import { addAccountSheet } from './add-account.ts';
import { loadWithdrawOptions, sendWithdrawal } from './api.ts';
import { drawOptions } from './options-view.ts';
import { pad } from './pad.ts';
import { say, withdrawPage } from './withdraw-page.ts';
import {
  dailyAmountProblem,
  isWithdrawOptions,
  lockedSeconds,
  payoutOf,
  shownAccountNumber,
  withdrawAllCents,
  WITHDRAW,
  type Withdrawal,
  type WithdrawConfig,
  type WithdrawOptions,
} from './withdraw.ts';

type WithdrawRequest = { accountId: string; amount: string; paymentPassword: string };

function start(root: HTMLElement, config: WithdrawConfig): void {
  const { money, messages, texts } = config;
  const page = withdrawPage(root, config);
  const { part, field, shown } = page;
  const account = () => $session.get()?.userName ?? null;

  const form = part<HTMLFormElement>('form');
  const accountList = part('accounts');
  const accountError = part('accountError');
  const formError = part('formError');
  const padMessage = part('padMessage');
  const padSheet = document.getElementById('wd-pad-sheet') as HTMLDialogElement;
  const accountSheet = document.getElementById('wd-account-sheet') as HTMLDialogElement;

  // ---- reading the state ----

  moveToMainButton(part<HTMLButtonElement>('moveButton'), part('moveResult'), { texts: texts.wallets, money, messages }, () => void load());

  const render = (current: WithdrawOptions) => {
    page.options = current;
    root.dataset.state = 'ready';
    part('available').textContent = shown(current.withdrawable);
    part('placeholder').hidden = true;
    part('body').hidden = false;
    drawOptions(page, current);
    showSummary();
  };

  const failed = part('failed');
  const load = async () => {
    failed.hidden = true;
    try {
      const answer: unknown = await loadWithdrawOptions(config.language);
      if (!isWithdrawOptions(answer)) throw new ApiError('malformed', 'withdrawOptions: not the answer the page draws');
      render(answer);
    } catch (error) {
      say(part('reason'), translateError(error, messages, money));
      failed.hidden = false;
      if (!page.options) {
        part('placeholder').hidden = true;
        part('available').textContent = '–';
      }
    }
  };
  part('retry').addEventListener('click', () => void load());

  // ---- the amount, fee and payout ----

  function showSummary(): void {
    const cents = field.cents();
    const figures = page.options && cents !== null && cents > 0 ? payoutOf(cents, page.options.fee) : null;
    part('fee').textContent = figures ? feeText(fromMinor(figures.fee), money, texts.free) : '–';
    part('payout').textContent = figures ? shown(figures.payout) : '–';
  }
  field.onChange(() => {
    say(formError, '');
    showSummary();
  });
  // After the field's own check (bounds, balance): the day's amount left, as the platform would refuse it.
  field.input.addEventListener('blur', () => {
    const problem = page.options && field.input.value ? dailyAmountProblem(field.cents(), page.options) : null;
    if (problem && field.check()) field.check(new ApiError('platform', problem.code, problem));
  });
  part('all').addEventListener('click', () => {
    if (page.options) field.set(withdrawAllCents(page.options));
    field.check();
  });

  accountList.addEventListener('change', (event) => {
    page.selected = (event.target as HTMLInputElement).value;
    say(accountError, '');
  });

  // ---- the result of a withdrawal ----

  const result = part('result');
  const showResult = (text: string, { done }: { done: boolean }) => {
    say(part('resultText'), text);
    part('records').hidden = !done;
    part('checkAgain').hidden = done;
    result.hidden = false;
    result.focus({ preventScroll: false });
  };

  // ---- the payment password pad and the withdrawal ----

  // The payment password stays in this page's memory, never in storage (src/lib/money-submit.ts).
  const withdrawal = moneySubmit<WithdrawRequest, Withdrawal>('withdraw', account, sendWithdrawal, { secrets: ['paymentPassword'] });
  let sending: { accountId: string; amount: string } | null = null;
  const keypad = pad(
    part('pad'),
    (count) => fill(texts.padProgress, { count }),
    (digits) => {
      if (!sending) return;
      say(padMessage, texts.sending);
      void withdrawal.submit({ ...sending, paymentPassword: digits }).then((outcome) => outcome && settle(outcome));
    },
  );

  async function settle(first: Outcome<Withdrawal>): Promise<void> {
    let outcome = first;
    // No answer: it may have gone through. Ask again with the same id before saying anything.
    if (outcome.kind === 'unanswered') outcome = (await withdrawal.resume()) ?? outcome;
    if (outcome.kind === 'done') {
      padSheet.close();
      keypad.clear();
      field.input.value = '';
      showSummary();
      if (page.options)
        render({ ...page.options, pending: [outcome.value, ...page.options.pending.filter((shownOne) => shownOne.orderId !== outcome.value.orderId)] });
      showResult(fill(texts.submitted, { amount: shown(outcome.value.amount) }), { done: true });
      void load(); // the balance elsewhere on the page is asked again after the write (src/lib/stale-after.ts)
      return;
    }
    if (outcome.kind === 'unanswered') {
      padSheet.close();
      keypad.clear();
      showResult(texts.unconfirmed, { done: false });
      void load();
      return;
    }
    const { error } = outcome;
    const code = error instanceof ApiError ? error.code : undefined;
    const message = translateError(error, messages, money);
    if (code === 'paymentPassword.wrong') {
      say(padMessage, message);
      keypad.clear();
      keypad.disable(false);
      keypad.focus();
      return;
    }
    if (code === 'paymentPassword.locked') {
      say(padMessage, message);
      keypad.clear();
      keypad.disable(true);
      void load();
      return;
    }
    padSheet.close();
    keypad.clear();
    if (code?.startsWith('amount.') || code === 'balance.insufficient' || code === 'withdraw.dailyAmount') {
      field.check(error);
      field.input.focus();
    } else say(formError, message);
    void load();
  }

  part('checkAgain').addEventListener('click', async () => {
    const outcome = await withdrawal.resume();
    if (outcome) await settle(outcome);
    else void load();
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!page.options) return;
    say(formError, '');
    const chosen = page.options.accounts.find((saved) => saved.id === page.selected);
    if (!chosen) {
      say(accountError, texts.chooseAccount);
      (accountList.querySelector('input') ?? part('addAccount')).focus();
      return;
    }
    if (!field.check()) return field.input.focus();
    const cents = field.cents()!;
    const daily = dailyAmountProblem(cents, page.options);
    if (daily) {
      field.check(new ApiError('platform', daily.code, daily));
      return field.input.focus();
    }
    const { fee, payout } = payoutOf(cents, page.options.fee);
    sending = { accountId: chosen.id, amount: fromMinor(cents) };
    say(part('padAmount'), shown(cents));
    say(part('padFee'), feeText(fromMinor(fee), money, texts.free));
    say(part('padPayout'), shown(payout));
    say(part('padAccount'), `${chosen.bankName} ${shownAccountNumber(chosen.accountNumber)}`);
    keypad.clear();
    const locked = lockedSeconds(page.options, Date.now());
    keypad.disable(locked > 0);
    say(
      padMessage,
      locked > 0 ? translateError(new ApiError('platform', 'locked', { code: 'paymentPassword.locked', value: { retryAfterSeconds: locked } }), messages) : '',
    );
    openDialog('wd-pad-sheet');
    // A desktop keyboard types at once; on a phone the pad is the keyboard (the system one would cover it).
    if (matchMedia('(pointer: fine)').matches) keypad.focus();
  });

  // ---- adding an account ----

  const accounts = addAccountSheet(page, { render, load });

  // ---- focus back where the player was when a sheet closes ----
  const returnFocus = (dialog: HTMLDialogElement, to: () => HTMLElement) =>
    dialog.addEventListener('close', () => {
      if (!result.hidden && document.activeElement === result) return;
      if (!document.activeElement || document.activeElement === document.body || dialog.contains(document.activeElement)) to().focus();
    });
  returnFocus(padSheet, () => part('continue'));
  returnFocus(accountSheet, () => accountList.querySelector<HTMLElement>('input:checked') ?? part('addAccount'));

  void load();
  // A submit this tab left unanswered (time-out, reload): the same request again, same id.
  accounts.resume();
  void withdrawal.resume().then((outcome) => outcome && settle(outcome));
}

const found = WITHDRAW.read();
if (found) {
  // Only for whom the gate opens the page: a guest is on the way to login, and an account that is
  // not real reads why it cannot withdraw (GatedPage.astro decided before paint).
  const session = $session.get();
  const gate = found.element.closest<HTMLElement>('[data-gate]');
  if (session && isRealAccount(session.type) && (!gate || gate.dataset.gate === 'go')) {
    mountToasts();
    start(found.element, found.config);
  }
}
