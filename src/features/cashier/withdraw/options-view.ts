/**
 * The withdrawal screen drawn from withdrawOptions (WithdrawPage.astro): where the player's money
 * is when not all of it is withdrawable, the withdrawals in progress, what blocks a withdrawal
 * (each card filled with its figures), the saved accounts as radio cards (keeping the one chosen)
 * and the amount's bounds and hint.
 */
import { countForm, fill } from '../../../lib/fill.ts';
import { cloneTemplate, parts } from '../../../components/list/template.ts';
import { formatLocalDateTime } from '../../../lib/local-time.ts';
import { toMinor } from '../../../lib/minor-units.ts';
import { lockedText, type WithdrawPage } from './withdraw-page.ts';
import {
  amountBounds,
  blocksOf,
  dailyLeftCents,
  lockedSeconds,
  shownAccountNumber,
  showsSplit,
  turnoverPercent,
  type BankAccount,
  type Withdrawal,
  type WithdrawOptions,
} from './withdraw.ts';

/** Draws everything withdrawOptions says but the figures of the amount typed (./withdraw.client.ts). */
export function drawOptions(page: WithdrawPage, current: WithdrawOptions): void {
  const { root, config, part, field, shown } = page;
  const { messages, texts } = config;
  const accountList = part('accounts');

  const showBlocks = (current: WithdrawOptions) => {
    const blocks = blocksOf(current, Date.now());
    for (const card of root.querySelectorAll<HTMLElement>('[data-block]')) {
      const id = card.dataset.block as (typeof blocks)[number];
      card.hidden = !blocks.includes(id);
      if (card.hidden) continue;
      const cardPart = parts(card);
      const title = cardPart('blockTitle');
      const text = cardPart('blockText');
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
        text.textContent = lockedText(seconds, messages);
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
    if (!accounts.some((saved) => saved.id === page.selected)) page.selected = accounts[0]?.id ?? null;
    const template = part<HTMLTemplateElement>('accountTemplate');
    accountList.replaceChildren(
      ...accounts.map((saved: BankAccount) => {
        const card = cloneTemplate(template);
        const radio = card.part<HTMLInputElement>('radio');
        const number = shownAccountNumber(saved.accountNumber);
        radio.value = saved.id;
        radio.checked = saved.id === page.selected;
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
    const hint = part('amountHint');
    const countLeft = Math.max(0, current.daily.countLimit - current.daily.countUsed);
    hint.textContent = [
      fill(texts.bounds, { min: shown(current.min), max: shown(current.max), available: shown(current.available) }),
      fill(countForm(texts.dailyLeft, countLeft, document.documentElement.lang), { left: shown(dailyLeftCents(current)), count: countLeft }),
    ].join('\n');
    field.setBounds(amountBounds(current));
  };

  showSplit(current);
  showPending(current.pending);
  showBlocks(current);
  showAccounts(current);
  showAmountHint(current);
}
