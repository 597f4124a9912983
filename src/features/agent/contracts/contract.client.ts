/**
 * Fills a contract page (ContractPage.astro): reads the agent's contracts, shows the one of this
 * page's kind, and answers an offer. The answer is sent once per intended action
 * (src/lib/money-submit.ts: a double tap sends nothing more; the request id waits until answered).
 * A time-out or lost connection says nothing first: the page reads the contract again, and if it
 * is no longer offered the answer went through and is shown; if it still is, the player is told to
 * try again, and the next tap sends the very same request.
 */
import type { CallInput } from '../../../lib/api-client.ts';
import { formatLocalDateTime } from '../../../lib/local-time.ts';
import { formatMoney, signedMoney } from '../../../lib/money.ts';
import { moneySubmit } from '../../../lib/money-submit.ts';
import { translateError } from '../../../lib/errors.ts';
import { $session } from '../../../lib/session.ts';
import { openDialog } from '../../../shell/dialogs.ts';
import { readFailed } from '../../../components/list/read-failed.ts';
import { parts } from '../../../components/list/template.ts';
import { answerContract, loadContracts } from './api.ts';
import { answerMessage, CONTRACT, tierRow, type Contract } from './contracts.ts';
import { payoutRows, tableRow } from './payout-rows.ts';

const found = CONTRACT.read();
if (found) {
  const { element: root, config } = found;
  const { texts, money } = config;
  const card = root.querySelector<HTMLElement>('[data-contract-card]')!;
  const empty = root.querySelector<HTMLElement>('[data-contract-empty]')!;
  const failed = readFailed(root);
  const payoutsCard = root.querySelector<HTMLElement>('[data-payouts-card]')!;
  const part = parts(root);
  const actions = part('actions');
  const buttons = [...actions.querySelectorAll<HTMLButtonElement>('[data-answer]')];
  const dateLabel = part('dateLabel');
  const offeredLabel = dateLabel.textContent ?? '';
  const answeredLabel = root.dataset.answeredLabel ?? offeredLabel;
  const account = () => $session.get()?.userName ?? null;
  const answers = moneySubmit<Omit<CallInput<'answerContract'>, 'requestId'>, Contract>(`contract:${config.kind}`, account, answerContract);

  const show = (contract: Contract) => {
    failed.hide();
    card.removeAttribute('aria-busy');
    payoutsCard.hidden = false;
    const none = contract.status === 'none';
    card.hidden = none;
    empty.hidden = !none;
    part('status').textContent = texts.statuses[contract.status];
    part('status').dataset.status = contract.status;
    part('period').textContent = texts.periods[contract.period];
    part('reference').textContent = contract.reference ?? '–';
    const answered = contract.answeredAt !== null;
    dateLabel.textContent = answered ? answeredLabel : offeredLabel;
    const when = contract.answeredAt ?? contract.offeredAt;
    part('date').textContent = when ? formatLocalDateTime(when) : '–';
    part('tiers').replaceChildren(
      ...contract.tiers.map((tier, index) => {
        const { number, threshold, pays } = tierRow(tier, index, money);
        return tableRow(number, threshold, pays);
      }),
    );
    actions.hidden = contract.status !== 'offered';
    const payouts = contract.payouts.map((payout) => [
      payout.date,
      contract.basis === 'loss' ? signedMoney(payout.basis, money) : (formatMoney(payout.basis, money) ?? ''),
      formatMoney(payout.amount, money) ?? '',
    ]);
    part('payouts').replaceChildren(...payoutRows(payouts, texts.noPayouts));
  };

  const fail = (error: unknown) => {
    card.hidden = true;
    empty.hidden = true;
    payoutsCard.hidden = true;
    failed.show(translateError(error, config.messages));
  };

  /** Reads the contracts and shows this page's; null when the read failed (the failed state shows). */
  const read = async (): Promise<Contract | null> => {
    card.setAttribute('aria-busy', 'true');
    try {
      const { contracts } = await loadContracts();
      const contract = contracts.find((one) => one.kind === config.kind)!;
      show(contract);
      return contract;
    } catch (error) {
      fail(error);
      return null;
    }
  };

  const say = (text: string) => (part('message').textContent = text);
  const setBusy = (busy: boolean) => {
    for (const button of buttons) button.disabled = busy;
  };

  const answer = async (choice: 'accept' | 'decline') => {
    say('');
    setBusy(true);
    const outcome = await answers.submit({ kind: config.kind, answer: choice });
    setBusy(false);
    if (!outcome) return; // a tap while one is under way
    if (outcome.kind === 'done') {
      show(outcome.value);
      say(answerMessage(outcome.value.status, texts) ?? '');
      part('status').focus();
      return;
    }
    if (outcome.kind === 'refused') {
      // Refused (no longer offered, say): the contract as it stands, then why.
      const now = await read();
      if (now) say(translateError(outcome.error, config.messages));
      return;
    }
    await settleUnanswered(outcome.error);
  };

  /** After no answer: read the contract before saying anything. */
  const settleUnanswered = async (error: unknown) => {
    const now = await read();
    if (!now) return;
    if (now.status !== 'offered') {
      // It went through: its kept answer is the same; sending it again forgets the waiting request.
      void answers.resume();
      say(answerMessage(now.status, texts) ?? '');
      return;
    }
    say(`${texts.stillOffered} ${translateError(error, config.messages)}`.trim());
  };

  for (const button of buttons) button.addEventListener('click', () => openDialog(`contract-${button.dataset.answer}-dialog`));
  for (const confirm of root.querySelectorAll<HTMLButtonElement>('[data-confirm]')) {
    confirm.addEventListener('click', () => {
      (confirm.closest('dialog') as HTMLDialogElement).close();
      void answer(confirm.dataset.confirm as 'accept' | 'decline');
    });
  }
  failed.onRetry(() => {
    failed.hide();
    card.hidden = false;
    void read();
  });

  void (async () => {
    const now = await read();
    // A request left unanswered (a reload after a time-out): settle it the same way.
    if (now && answers.unanswered) {
      if (now.status === 'offered') {
        setBusy(true);
        const outcome = await answers.resume();
        setBusy(false);
        if (outcome?.kind === 'done') {
          show(outcome.value);
          say(answerMessage(outcome.value.status, texts) ?? '');
        }
      } else void answers.resume();
    }
  })();
}
