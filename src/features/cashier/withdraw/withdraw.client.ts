/**
 * The withdrawal screen's script (WithdrawPage.astro; issue 24). Plain DOM, no React. It owns the
 * load and the form; its parts are ./options-view.ts, ./pad-sheet.ts and ./add-account.ts.
 *
 * - withdrawOptions draws the page: the balance available, withdrawals in progress, what blocks a
 *   withdrawal, the saved accounts and the amount's bounds. It is read again after every submit
 *   and after any answer that may have changed it.
 * - The form checks the account and the amount (the field's bounds, then the day's amount left)
 *   and shows the fee and payout as the player types; Continue opens the payment password pad.
 * - Both submits (a new bank account, a withdrawal) go through moneySubmit: one request id per
 *   intended action, so a double tap, a retry after a time-out or a reload after submitting acts
 *   once. A submit left unanswered (time-out, lost connection) is sent again with the same id
 *   before anything is said, and on the next page load; the player never reads "failed" for a
 *   withdrawal that went through.
 * - The withdrawal carries the payment password, encrypted like the login: the encrypted call and
 *   its sealer load when the player has entered the last digit, never with the page.
 */
import { mountToasts } from '../../../components/form/toasts.client.ts';
import { translateError } from '../../../lib/errors.ts';
import { fromMinor } from '../../../lib/minor-units.ts';
import { feeText } from '../../../lib/money.ts';
import { ApiError } from '../../../lib/platform.ts';
import { $session, isRealAccount } from '../../../lib/session.ts';
import { moveToMainButton } from '../../../widgets/cashier/wallets.ts';
import { addAccountSheet } from './add-account.ts';
import { loadWithdrawOptions } from './api.ts';
import { drawOptions } from './options-view.ts';
import { padSheet } from './pad-sheet.ts';
import { say, withdrawPage } from './withdraw-page.ts';
import { dailyAmountProblem, isWithdrawOptions, payoutOf, withdrawAllCents, WITHDRAW, type WithdrawConfig, type WithdrawOptions } from './withdraw.ts';

function start(root: HTMLElement, config: WithdrawConfig): void {
  const { money, messages, texts } = config;
  const page = withdrawPage(root, config);
  const { part, field, shown } = page;

  const form = part<HTMLFormElement>('form');
  const accountList = part('accounts');
  const accountError = part('accountError');
  const formError = part('formError');
  const padDialog = document.getElementById('wd-pad-sheet') as HTMLDialogElement;
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

  // ---- the withdrawal ----

  const withdrawal = padSheet(page, { render, load, showSummary });

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
    withdrawal.open(chosen, cents);
  });

  // ---- adding an account ----

  const accounts = addAccountSheet(page, { render, load });

  // ---- focus back where the player was when a sheet closes ----
  const result = part('result');
  const returnFocus = (dialog: HTMLDialogElement, to: () => HTMLElement) =>
    dialog.addEventListener('close', () => {
      if (!result.hidden && document.activeElement === result) return;
      if (!document.activeElement || document.activeElement === document.body || dialog.contains(document.activeElement)) to().focus();
    });
  returnFocus(padDialog, () => part('continue'));
  returnFocus(accountSheet, () => accountList.querySelector<HTMLElement>('input:checked') ?? part('addAccount'));

  void load();
  // Submits this tab left unanswered (time-out, reload): the same request again, same id.
  accounts.resume();
  withdrawal.resume();
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
