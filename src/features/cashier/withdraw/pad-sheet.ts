/**
 * The withdrawal itself (WithdrawPage.astro `#wd-pad-sheet` and the result card): Continue opens the
 * payment password sheet with the amount, fee, payout and account above the pad (./pad.ts); the
 * last digit sends the withdrawal through moneySubmit, the payment password as a secret. Its
 * outcome closes the sheet and says what happened, or keeps the pad open on a wrong or locked
 * password; a refusal about the amount shows under the field. "Check again" asks about a
 * withdrawal left unanswered.
 */
import { fill } from '../../../lib/fill.ts';
import { fromMinor } from '../../../lib/minor-units.ts';
import { feeText } from '../../../lib/money.ts';
import { moneySubmit, type Outcome } from '../../../lib/money-submit.ts';
import { $session } from '../../../lib/session.ts';
import { openDialog } from '../../../shell/dialogs.ts';
import { sendWithdrawal } from './api.ts';
import { pad } from './pad.ts';
import { lockedText, say, settled, type WithdrawPage } from './withdraw-page.ts';
import { lockedSeconds, payoutOf, shownAccountNumber, type BankAccount, type Withdrawal, type WithdrawOptions } from './withdraw.ts';

type WithdrawRequest = { accountId: string; amount: string; paymentPassword: string };

export interface PadSheet {
  /** Shows what is to be sent (`cents` to `account`) and opens the pad. */
  open(account: BankAccount, cents: number): void;
  /** A withdrawal this tab left unanswered (time-out, reload): the same request again, same id. */
  resume(): void;
}

/** Wires the sheet and the result; `render`, `load` and `showSummary` draw the page again. */
export function padSheet(
  page: WithdrawPage,
  { render, load, showSummary }: { render: (current: WithdrawOptions) => void; load: () => Promise<void>; showSummary: () => void },
): PadSheet {
  const { config, part, field, shown } = page;
  const { money, messages, texts } = config;
  const sheet = document.getElementById('wd-pad-sheet') as HTMLDialogElement;
  const padMessage = part('padMessage');
  const account = () => $session.get()?.userName ?? null;

  const result = part('result');
  const showResult = (text: string, { done }: { done: boolean }) => {
    say(part('resultText'), text);
    part('records').hidden = !done;
    part('checkAgain').hidden = done;
    result.hidden = false;
    result.focus({ preventScroll: false });
  };

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
    const outcome = await settled(withdrawal, first);
    if (outcome.kind === 'done') {
      sheet.close();
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
      sheet.close();
      keypad.clear();
      showResult(texts.unconfirmed, { done: false });
      void load();
      return;
    }
    const { error } = outcome;
    const { code, message } = page.refusal(error);
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
    sheet.close();
    keypad.clear();
    if (code?.startsWith('amount.') || code === 'balance.insufficient' || code === 'withdraw.dailyAmount') {
      field.check(error);
      field.input.focus();
    } else say(part('formError'), message);
    void load();
  }

  part('checkAgain').addEventListener('click', async () => {
    const outcome = await withdrawal.resume();
    if (outcome) await settle(outcome);
    else void load();
  });

  return {
    open(chosen, cents) {
      const { fee, payout } = payoutOf(cents, page.options!.fee);
      sending = { accountId: chosen.id, amount: fromMinor(cents) };
      say(part('padAmount'), shown(cents));
      say(part('padFee'), feeText(fromMinor(fee), money, texts.free));
      say(part('padPayout'), shown(payout));
      say(part('padAccount'), `${chosen.bankName} ${shownAccountNumber(chosen.accountNumber)}`);
      keypad.clear();
      const locked = lockedSeconds(page.options!, Date.now());
      keypad.disable(locked > 0);
      say(padMessage, locked > 0 ? lockedText(locked, messages) : '');
      openDialog('wd-pad-sheet');
      // A desktop keyboard types at once; on a phone the pad is the keyboard (the system one would cover it).
      if (matchMedia('(pointer: fine)').matches) keypad.focus();
    },
    resume: () => void withdrawal.resume().then((outcome) => outcome && settle(outcome)),
  };
}
