/**
 * Fills team rebate income (TeamRebatePage.astro): the range from the presets or two chosen days
 * (src/lib/date-range.ts: whole days in the player's zone; a custom range is checked before it is
 * asked for, its problem under the dates), the range's totals per category and the days, newest
 * first, each with the categories that earned. A failure shows its reason with Try again; an answer
 * to an older range that arrives late is dropped.
 */
import { rangeFilters } from '../../../components/list/range-filters.ts';
import { remoteList } from '../../../components/list/remote-list.ts';
import { cloneTemplate } from '../../../components/list/template.ts';
import { REBATE_CATEGORIES } from '../../../contract/vocabulary.ts';
import { translateError } from '../../../lib/errors.ts';
import { formatMoney } from '../../../lib/money.ts';
import { loadRebateIncome } from './api.ts';
import { INCOME, incomeLines, type Income } from './rebates.ts';

const found = INCOME.read();
if (found) {
  const { element: root, config } = found;
  const form = root.querySelector<HTMLFormElement>('[data-range-filters]')!;
  const template = root.querySelector<HTMLTemplateElement>('[data-day-row]')!;
  const list = remoteList(root.querySelector('[data-remote-list]')!);
  const total = root.querySelector<HTMLElement>('[data-total]')!;
  const categoryTotal = (category: string) => root.querySelector<HTMLElement>(`[data-category-total="${category}"]`)!;
  const money = (amount: string) => formatMoney(amount, config.money) ?? '–';

  const showTotals = (totals: Income['totals'] | null) => {
    total.textContent = totals ? money(totals.total) : '–';
    for (const category of REBATE_CATEGORIES) categoryTotal(category).textContent = totals ? money(totals.amounts[category]) : '–';
  };

  const day = (row: Income['days'][number]) => {
    const { root: li, part } = cloneTemplate(template);
    const date = part<HTMLTimeElement>('date');
    date.textContent = row.date;
    date.dateTime = row.date;
    part('total').textContent = money(row.total);
    part('amounts').replaceChildren(
      ...incomeLines(row.amounts, config.money).map(({ category, amount }) => {
        const pair = document.createElement('div');
        const name = document.createElement('dt');
        name.textContent = config.categories[category];
        const value = document.createElement('dd');
        value.textContent = amount;
        pair.append(name, value);
        return pair;
      }),
    );
    return li;
  };

  let asking = 0;
  const load = async () => {
    const ticket = ++asking;
    list.loading();
    try {
      const { first, last } = filters.range();
      const income = await loadRebateIncome({ startDate: first, endDate: last });
      if (ticket !== asking) return;
      showTotals(income.totals);
      list.show(income.days.map(day));
    } catch (error) {
      if (ticket !== asking) return;
      showTotals(null);
      list.fail(translateError(error, config.messages));
    }
  };
  list.onRetry(() => void load());
  const filters = rangeFilters(form, config.rangeProblems, () => void load());

  void load();
}
