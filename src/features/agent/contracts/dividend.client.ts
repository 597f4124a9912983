/** Fills the dividend page (DividendPage.astro) from the dividend call; a failure shows its reason and Try again. */
import { readFailed } from '../../../components/list/read-failed.ts';
import { parts } from '../../../components/list/template.ts';
import { translateError } from '../../../lib/errors.ts';
import { amountTone, formatMoney, profitText } from '../../../lib/money.ts';
import { DIVIDEND, tierReachedText } from './contracts.ts';
import { loadDividend } from './api.ts';
import { payoutRows } from './payout-rows.ts';

const found = DIVIDEND.read();
if (found) {
  const { element: root, config } = found;
  const { texts, money } = config;
  const card = root.querySelector<HTMLElement>('[data-dividend-card]')!;
  const failed = readFailed(root);
  const payoutsCard = root.querySelector<HTMLElement>('[data-payouts-card]')!;
  const part = parts(root);

  const read = async () => {
    card.setAttribute('aria-busy', 'true');
    try {
      const info = await loadDividend();
      part('period').textContent = texts.periodRange.replace('{{first}}', info.period.first).replace('{{last}}', info.period.last);
      // The platform's teamLoss is the players' loss: the team's profit, read as on every agent screen.
      part('teamLoss').textContent = profitText(info.teamLoss, money, texts);
      part('teamLoss').dataset.tone = amountTone(info.teamLoss);
      part('tierReached').textContent = tierReachedText(info, texts);
      part('projected').textContent = formatMoney(info.projected, money) ?? '';
      part('notActive').hidden = info.status === 'active';
      const payouts = info.payouts.map((payout) => [payout.date, profitText(payout.basis, money, texts), formatMoney(payout.amount, money) ?? '']);
      part('payouts').replaceChildren(...payoutRows(payouts, texts.noPayouts));
      card.removeAttribute('aria-busy');
      card.hidden = false;
      payoutsCard.hidden = false;
      failed.hide();
    } catch (error) {
      card.hidden = true;
      payoutsCard.hidden = true;
      failed.show(translateError(error, config.messages));
    }
  };

  failed.onRetry(() => {
    failed.hide();
    card.hidden = false;
    payoutsCard.hidden = false;
    void read();
  });
  void read();
}
