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
import { countForm, fill } from '../../lib/fill.ts';
import { mountToasts } from '../../components/form/toasts.client.ts';
import { showToast } from '../../components/form/toast.ts';
import { cloneTemplate, parts } from '../../components/list/template.ts';
import { PAYEE_NAME_PATTERN } from '../../contract/limits.ts';
import { translateError } from '../../lib/errors.ts';
import { formatLocalDateTime } from '../../lib/local-time.ts';
import { fromMinor, toMinor } from '../../lib/minor-units.ts';
import { feeText, formatMoney } from '../../lib/money.ts';
import { moneySubmit, type Outcome } from '../../lib/money-submit.ts';
import { ApiError } from '../../lib/platform.ts';
import { $session, isRealAccount } from '../../lib/session.ts';
import { DIALOG_OPENED, openDialog } from '../../shell/dialogs.ts';
import { amountField } from '../../widgets/cashier/amount-field.ts';
import { moveToMainButton } from '../../widgets/cashier/wallets.ts';
import { addBankAccount, loadPayoutBanks, loadWithdrawOptions, sendWithdrawal } from './api.ts';
import { pad } from './pad.ts';
import {
  accountNumberProblem,
  amountBounds,
  blocksOf,
  dailyAmountProblem,
  dailyLeftCents,
  isWithdrawOptions,
  lockedSeconds,
  payoutOf,
  shownAccountNumber,
  showsSplit,
  turnoverPercent,
  typedAccountNumber,
  withdrawAllCents,
  WITHDRAW,
  type BankAccount,
  type PayoutBank,
  type Withdrawal,
  type WithdrawConfig,
  type WithdrawOptions,
} from './withdraw.ts';

type WithdrawRequest = { accountId: string; amount: string; paymentPassword: string };
type AccountRequest = { bankCode: string; accountNumber: string; accountName: string };

function start(root: HTMLElement, config: WithdrawConfig): void {
  const { money, messages, texts } = config;
  const part = parts(root);
  const shown = (amount: string | number) => formatMoney(typeof amount === 'number' ? fromMinor(amount) : amount, money) ?? '';
  const say = (element: HTMLElement, text: string) => {
    element.textContent = text;
  };
  const account = () => $session.get()?.userName ?? null;

  const field = amountField(root.querySelector<HTMLElement>('[data-amount-field]')!, money, messages);
  const form = part<HTMLFormElement>('form');
  const accountList = part('accounts');
  const accountError = part('accountError');
  const formError = part('formError');
  const padMessage = part('padMessage');
  const padSheet = document.getElementById('wd-pad-sheet') as HTMLDialogElement;
  const accountSheet = document.getElementById('wd-account-sheet') as HTMLDialogElement;

  let options: WithdrawOptions | null = null;
  let selected: string | null = null;

  // ---- reading the state ----

  const showBlocks = (current: WithdrawOptions) => {
    const blocks = blocksOf(current, Date.now());
    for (const card of root.querySelectorAll<HTMLElement>('[data-block]')) {
      const id = card.dataset.block as (typeof blocks)[number];
      card.hidden = !blocks.includes(id);
      if (card.hidden) continue;
      const title = card.querySelector<HTMLElement>('[data-block-title]')!;
      const text = card.querySelector<HTMLElement>('[data-block-text]')!;
      title.dataset.template ??= title.textContent!.trim();
      text.dataset.template ??= text.textContent!.trim();
      const values = {
        remaining: shown(current.turnover.remaining),
        limit: id === 'dailyAmount' ? shown(current.daily.amountLimit) : current.daily.countLimit,
        min: shown(current.min),
      };
      title.textContent = fill(title.dataset.template, values);
      if (id === 'locked') {
        const seconds = lockedSeconds(current, Date.now());
        text.textContent = translateError(
          new ApiError('platform', 'locked', { code: 'paymentPassword.locked', value: { retryAfterSeconds: seconds } }),
          messages,
        );
      } else if (id === 'turnover') {
        text.textContent = fill(texts.turnoverFigures, { required: shown(current.turnover.required), done: shown(current.turnover.done) });
        part<HTMLProgressElement>('turnoverBar').value = turnoverPercent(current.turnover);
        part('turnoverSources').replaceChildren(
          ...current.turnover.sources.map(({ kind, name, required }) =>
            Object.assign(document.createElement('li'), { textContent: fill(texts.turnoverSources[kind], { name: name ?? '', amount: shown(required) }) }),
          ),
        );
      } else if (id === 'dailyCount') text.textContent = fill(texts.dailyCount, values);
      else text.textContent = fill(text.dataset.template, values);
    }
    // The form stays for adding an account; the amount and Continue only when nothing blocks.
    part('amountPart').hidden = blocks.length > 0;
  };

  /** Main wallet, the bonus in it and the game wallets, when not all of it is withdrawable; game money can be moved back at once. */
  const showSplit = (current: WithdrawOptions) => {
    part('split').hidden = !showsSplit(current);
    part('main').textContent = shown(current.available);
    part('bonus').textContent = shown(current.bonus);
    part('bonusLine').hidden = !(toMinor(current.bonus)! > 0);
    part('games').textContent = shown(current.gameWallets);
    part('gameLine').hidden = !(toMinor(current.gameWallets)! > 0);
    part('move').hidden = part('gameLine').hidden;
  };
  moveToMainButton(part<HTMLButtonElement>('moveButton'), part('moveResult'), { texts: texts.wallets, money, messages }, () => void load());

  const showPending = (pending: readonly Withdrawal[]) => {
    const template = part<HTMLTemplateElement>('pendingTemplate');
    part('pending').replaceChildren(
      ...pending.map((withdrawal) => {
        const row = cloneTemplate(template);
        row.part('amount').textContent = shown(withdrawal.amount);
        row.part('to').textContent = fill(texts.pendingTo, {
          bank: withdrawal.account.bankName,
          number: shownAccountNumber(withdrawal.account.accountNumber),
        });
        row.part('time').textContent = formatLocalDateTime(withdrawal.createdAt);
        const status = row.part('status');
        status.textContent = texts.statuses[withdrawal.status] ?? withdrawal.status;
        status.dataset.status = withdrawal.status;
        return row.root;
      }),
    );
    part('pendingSection').hidden = pending.length === 0;
  };

  const showAccounts = (current: WithdrawOptions) => {
    const { accounts } = current;
    if (!accounts.some((saved) => saved.id === selected)) selected = accounts[0]?.id ?? null;
    const template = part<HTMLTemplateElement>('accountTemplate');
    accountList.replaceChildren(
      ...accounts.map((saved: BankAccount) => {
        const card = cloneTemplate(template);
        const radio = card.part<HTMLInputElement>('radio');
        const number = shownAccountNumber(saved.accountNumber);
        radio.value = saved.id;
        radio.checked = saved.id === selected;
        radio.setAttribute('aria-describedby', 'wd-account-error');
        card.part('bank').textContent = saved.bankName;
        card.part('number').textContent = number;
        card.part('name').textContent = saved.accountName;
        radio.setAttribute('aria-label', fill(texts.accountLabel, { bank: saved.bankName, last: number.replace(/\D/g, ''), name: saved.accountName }));
        return card.root;
      }),
    );
    part('noAccounts').hidden = accounts.length > 0;
    const full = accounts.length >= current.accountsMax;
    part('addAccount').hidden = full;
    const fullNote = part('accountsFull');
    fullNote.hidden = !full;
    fullNote.textContent = fill(texts.accountsFull, { max: current.accountsMax });
  };

  const showAmountHint = (current: WithdrawOptions) => {
    const hint = root.querySelector<HTMLElement>('[data-amount-hint]')!;
    const countLeft = Math.max(0, current.daily.countLimit - current.daily.countUsed);
    hint.textContent = [
      fill(texts.bounds, { min: shown(current.min), max: shown(current.max), available: shown(current.available) }),
      fill(countForm(texts.dailyLeft, countLeft, document.documentElement.lang), { left: shown(dailyLeftCents(current)), count: countLeft }),
    ].join('\n');
    field.setBounds(amountBounds(current));
  };

  const render = (current: WithdrawOptions) => {
    options = current;
    root.dataset.state = 'ready';
    part('available').textContent = shown(current.withdrawable);
    showSplit(current);
    part('placeholder').hidden = true;
    part('body').hidden = false;
    showPending(current.pending);
    showBlocks(current);
    showAccounts(current);
    showAmountHint(current);
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
      if (!options) {
        part('placeholder').hidden = true;
        part('available').textContent = '–';
      }
    }
  };
  part('retry').addEventListener('click', () => void load());

  // ---- the amount, fee and payout ----

  function showSummary(): void {
    const cents = field.cents();
    const figures = options && cents !== null && cents > 0 ? payoutOf(cents, options.fee) : null;
    part('fee').textContent = figures ? feeText(fromMinor(figures.fee), money, texts.free) : '–';
    part('payout').textContent = figures ? shown(figures.payout) : '–';
  }
  field.onChange(() => {
    say(formError, '');
    showSummary();
  });
  // After the field's own check (bounds, balance): the day's amount left, as the platform would refuse it.
  field.input.addEventListener('blur', () => {
    const problem = options && field.input.value ? dailyAmountProblem(field.cents(), options) : null;
    if (problem && field.check()) field.check(new ApiError('platform', problem.code, problem));
  });
  part('all').addEventListener('click', () => {
    if (options) field.set(withdrawAllCents(options));
    field.check();
  });

  accountList.addEventListener('change', (event) => {
    selected = (event.target as HTMLInputElement).value;
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
      if (options) render({ ...options, pending: [outcome.value, ...options.pending.filter((shownOne) => shownOne.orderId !== outcome.value.orderId)] });
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
    if (!options) return;
    say(formError, '');
    const chosen = options.accounts.find((saved) => saved.id === selected);
    if (!chosen) {
      say(accountError, texts.chooseAccount);
      (accountList.querySelector('input') ?? part('addAccount')).focus();
      return;
    }
    if (!field.check()) return field.input.focus();
    const cents = field.cents()!;
    const daily = dailyAmountProblem(cents, options);
    if (daily) {
      field.check(new ApiError('platform', daily.code, daily));
      return field.input.focus();
    }
    const { fee, payout } = payoutOf(cents, options.fee);
    sending = { accountId: chosen.id, amount: fromMinor(cents) };
    say(part('padAmount'), shown(cents));
    say(part('padFee'), feeText(fromMinor(fee), money, texts.free));
    say(part('padPayout'), shown(payout));
    say(part('padAccount'), `${chosen.bankName} ${shownAccountNumber(chosen.accountNumber)}`);
    keypad.clear();
    const locked = lockedSeconds(options, Date.now());
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

  const accountForm = part<HTMLFormElement>('accountForm');
  const bankSelect = accountForm.querySelector<HTMLSelectElement>('select')!;
  const numberInput = accountForm.querySelector<HTMLInputElement>('#wd-number')!;
  const nameInput = accountForm.querySelector<HTMLInputElement>('#wd-name')!;
  const saveButton = part<HTMLButtonElement>('saveAccount');
  let banks: PayoutBank[] | null = null;
  const bankOf = () => banks?.find((bank) => bank.code === bankSelect.value) ?? null;
  const clearAccountErrors = () => ['bankError', 'numberError', 'nameError', 'accountFormError'].forEach((name) => say(part(name), ''));

  const numberHint = (bank: PayoutBank | null) => {
    if (!bank) return '';
    const { min, max } = bank.accountDigits;
    const digits = min === max ? fill(texts.numberDigits, { digits: min }) : fill(texts.numberDigitsRange, { min, max });
    return bank.accountPrefix ? `${digits}, ${fill(texts.numberPrefix, { prefix: bank.accountPrefix })}` : digits;
  };

  const loadBanks = async () => {
    try {
      const answer = await loadPayoutBanks();
      if (!Array.isArray(answer?.banks)) throw new ApiError('malformed', 'payoutBanks: no list');
      banks = answer.banks;
      const option = (bank: PayoutBank) => new Option(bank.name, bank.code);
      part('bankGroup').replaceChildren(...banks.filter((bank) => bank.kind === 'BANK').map(option));
      part('walletGroup').replaceChildren(...banks.filter((bank) => bank.kind === 'EWALLET').map(option));
    } catch (error) {
      say(part('accountFormError'), `${texts.banksFailed} ${translateError(error, messages)}`);
    }
  };

  accountSheet.addEventListener(DIALOG_OPENED, () => {
    clearAccountErrors();
    if (!banks) void loadBanks();
    const payee = options?.payeeName ?? null;
    const hint = part('nameHint');
    nameInput.readOnly = payee !== null;
    if (payee !== null) nameInput.value = payee;
    hint.textContent = (payee !== null ? hint.dataset.fixed : hint.dataset.typed) ?? '';
  });
  part('addAccount').addEventListener('click', () => openDialog('wd-account-sheet'));
  bankSelect.addEventListener('change', () => {
    say(part('numberHint'), numberHint(bankOf()));
    say(part('bankError'), '');
  });
  numberInput.addEventListener('input', () => say(part('numberError'), ''));
  nameInput.addEventListener('input', () => say(part('nameError'), ''));

  const addAccount = moneySubmit<AccountRequest, BankAccount>('addBankAccount', account, addBankAccount);

  async function accountSettled(first: Outcome<BankAccount>): Promise<void> {
    let outcome = first;
    if (outcome.kind === 'unanswered') outcome = (await addAccount.resume()) ?? outcome;
    if (outcome.kind === 'done') {
      accountSheet.close();
      accountForm.reset();
      selected = outcome.value.id;
      if (options && !options.accounts.some((saved) => saved.id === outcome.value.id)) render({ ...options, accounts: [...options.accounts, outcome.value] });
      showToast({ text: texts.saved, kind: 'success' });
      say(accountError, '');
      void load();
      return;
    }
    const { error } = outcome;
    const code = error instanceof ApiError ? error.code : undefined;
    const message = translateError(error, messages, money);
    if (code === 'bankAccount.invalid' || code === 'bankAccount.exists') {
      say(part('numberError'), message);
      numberInput.focus();
    } else if (code === 'payee.mismatch') {
      say(part('nameError'), message);
      nameInput.focus();
    } else say(part('accountFormError'), message);
    if (outcome.kind === 'unanswered') void load();
  }

  accountForm.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (saveButton.disabled) return;
    clearAccountErrors();
    const bank = bankOf();
    const number = typedAccountNumber(numberInput.value);
    const name = nameInput.value.trim();
    const problems: [HTMLElement, string, HTMLElement][] = [];
    if (!bank) problems.push([part('bankError'), texts.bankRequired, bankSelect]);
    const numberProblem = bank ? accountNumberProblem(number, bank) : null;
    if (numberProblem)
      problems.push([part('numberError'), numberProblem === 'digits' ? texts.numberOnlyDigits : (messages['errors.bankAccount.invalid'] ?? ''), numberInput]);
    if (!name) problems.push([part('nameError'), texts.nameRequired, nameInput]);
    else if (!PAYEE_NAME_PATTERN.test(name)) problems.push([part('nameError'), texts.nameInvalid, nameInput]);
    if (problems.length) {
      for (const [where, text] of problems) say(where, text);
      problems[0]![2].focus();
      return;
    }
    const label = saveButton.textContent;
    saveButton.disabled = true;
    saveButton.textContent = saveButton.dataset.saving ?? label;
    try {
      const outcome = await addAccount.submit({ bankCode: bank!.code, accountNumber: number, accountName: name });
      if (outcome) await accountSettled(outcome);
    } finally {
      saveButton.disabled = false;
      saveButton.textContent = label;
    }
  });

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
  void addAccount.resume().then((outcome) => outcome && accountSettled(outcome));
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
