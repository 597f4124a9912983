/**
 * Fills team profit and loss (TeamPnlPage.astro): the rows of the range and grouping
 * (src/components/list/range-filters.ts), page by page for members (src/components/list/ranged-list.ts), with the
 * range's totals.
 */
import { cloneTemplate } from '../../../components/list/template.ts';
import { TEAM_REPORT_PAGE_SIZE } from '../../../contract/limits.ts';
import type { ValueOf } from '../../../contract/schemas.ts';
import type { PnlGrouping } from '../../../contract/vocabulary.ts';
import { amountTone, formatMoney, profitText, signedMoney } from '../../../lib/money.ts';
import { rangedList } from '../../../components/list/ranged-list.ts';
import { PNL, pnlRowName, type PnlRow } from './reports.ts';
import { loadTeamPnl } from './api.ts';

const found = PNL.read();
if (found) {
  const { element: root, config } = found;
  const template = root.querySelector<HTMLTemplateElement>('[data-pnl-row]')!;
  const total = (name: string) => root.querySelector<HTMLElement>(`[data-total="${name}"]`)!;
  const money = (amount: string) => formatMoney(amount, config.money) ?? '–';
  const setSigned = (element: HTMLElement, amount: string) => {
    element.textContent = signedMoney(amount, config.money);
    element.dataset.tone = amountTone(amount);
  };
  const setProfit = (element: HTMLElement, amount: string) => {
    element.textContent = profitText(amount, config.money, config.texts);
    element.dataset.tone = amountTone(amount);
  };

  const row = (line: PnlRow) => {
    const { root: li, part } = cloneTemplate(template);
    part('name').textContent = pnlRowName(line, config);
    part('level').textContent = line.level === null ? '' : config.texts.level.replace('{{level}}', String(line.level));
    setProfit(part('teamProfit'), line.teamProfit);
    part('betCount').textContent = String(line.betCount);
    for (const name of ['betAmount', 'validBet', 'payout', 'rebates', 'bonuses'] as const) part(name).textContent = money(line[name]);
    setSigned(part('winLoss'), line.winLoss);
    return li;
  };

  const showTotals = (totals: ValueOf<'teamPnl'>['totals'] | null) => {
    for (const name of ['betAmount', 'validBet', 'payout', 'rebates', 'bonuses'] as const) total(name).textContent = totals ? money(totals[name]) : '–';
    total('betCount').textContent = totals ? String(totals.betCount) : '–';
    const profit = total('teamProfit');
    const winLoss = total('winLoss');
    if (totals) {
      setProfit(profit, totals.teamProfit);
      setSigned(winLoss, totals.winLoss);
    } else {
      for (const element of [profit, winLoss]) {
        element.textContent = '–';
        element.dataset.tone = 'none';
      }
    }
  };

  rangedList(root, config, {
    pageSize: TEAM_REPORT_PAGE_SIZE,
    async load(page, filters) {
      const answer = await loadTeamPnl({
        ...page,
        by: (filters.value('by') || 'member') as PnlGrouping,
      });
      return { rows: answer.rows.map(row), totalPages: answer.totalPages, totals: answer.totals };
    },
    showTotals,
  });
}
