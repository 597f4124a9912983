/**
 * The withdrawal screen's "Add account" sheet (WithdrawPage.astro `#wd-account-sheet`): the banks and
 * e-wallets of payoutBanks, the number checked against the bank's digits and prefix and the payee
 * name against PAYEE_NAME_PATTERN before sending, the registered payee name fixed when there is
 * one; saved once through moneySubmit (an unanswered save is sent again with the same id), then
 * chosen in the list.
 */
import { fill } from '../../../lib/fill.ts';
import { showToast } from '../../../components/form/toast.ts';
import { PAYEE_NAME_PATTERN } from '../../../contract/limits.ts';
import { translateError } from '../../../lib/errors.ts';
import { moneySubmit, type Outcome } from '../../../lib/money-submit.ts';
import { ApiError } from '../../../lib/platform.ts';
import { $session } from '../../../lib/session.ts';
import { DIALOG_OPENED, openDialog } from '../../../shell/dialogs.ts';
import { addBankAccount, loadPayoutBanks } from './api.ts';
import { say, settled, type WithdrawPage } from './withdraw-page.ts';
import { accountNumberProblem, typedAccountNumber, type BankAccount, type PayoutBank, type WithdrawOptions } from './withdraw.ts';

type AccountRequest = { bankCode: string; accountNumber: string; accountName: string };

/** Wires the sheet; `render` and `load` draw the page again. Returns the way to send again a save left unanswered. */
export function addAccountSheet(
  page: WithdrawPage,
  { render, load }: { render: (current: WithdrawOptions) => void; load: () => Promise<void> },
): { resume(): void } {
  const { config, part } = page;
  const { messages, texts } = config;
  const accountSheet = document.getElementById('wd-account-sheet') as HTMLDialogElement;
  const accountError = part('accountError');
  const account = () => $session.get()?.userName ?? null;

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
    const payee = page.options?.payeeName ?? null;
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
    const outcome = await settled(addAccount, first);
    if (outcome.kind === 'done') {
      accountSheet.close();
      accountForm.reset();
      page.selected = outcome.value.id;
      if (page.options && !page.options.accounts.some((saved) => saved.id === outcome.value.id))
        render({ ...page.options, accounts: [...page.options.accounts, outcome.value] });
      showToast({ text: texts.saved, kind: 'success' });
      say(accountError, '');
      void load();
      return;
    }
    const { code, message } = page.refusal(outcome.error);
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

  return {
    // A save this tab left unanswered (time-out, reload): the same request again, same id.
    resume: () => void addAccount.resume().then((outcome) => outcome && accountSettled(outcome)),
  };
}
