/**
 * Fills the team overview (TeamOverviewPage.astro): the figures of the range chosen (src/components/list/range-filters.ts).
 * While a call is under way the grid keeps its size and says it is busy; an answer that arrives after
 * the range changed is dropped; a failure shows its translated reason and Try again asks again.
 */
import { fill } from '../../../lib/fill.ts';
import type { DayRange } from '../../../lib/date-range.ts';
import { translateError } from '../../../lib/errors.ts';
import { amountTone, formatMoney, profitText } from '../../../lib/money.ts';
import { rangeFilters } from '../../../components/list/range-filters.ts';
import { readFailed } from '../../../components/list/read-failed.ts';
import { TEAM_OVERVIEW, type TeamOverview } from './team.ts';
import { loadTeamOverview } from './api.ts';

const found = TEAM_OVERVIEW.read();
if (found) {
  const { element: root, config } = found;
  const lists = [...root.querySelectorAll<HTMLElement>('[data-figure-list]')];
  const figures = root.querySelector<HTMLElement>('[data-figures]')!;
  const failed = readFailed(root);
  const shown = root.querySelector<HTMLElement>('[data-range-shown]')!;
  const figure = (name: string) => root.querySelector<HTMLElement>(`[data-figure="${name}"]`)!;
  const count = (name: string) => root.querySelector<HTMLElement>(`[data-count="${name}"]`)!;
  const money = (amount: string) => formatMoney(amount, config.money) ?? '–';
  const placeholder = root.querySelector('[data-figure] .placeholder-line')!.cloneNode();
  let asking = 0;

  /** Never the old range's figures under the new one: placeholders of the same size meanwhile. */
  const clear = () => {
    for (const element of root.querySelectorAll<HTMLElement>('[data-figure]')) element.replaceChildren(placeholder.cloneNode());
    for (const element of root.querySelectorAll<HTMLElement>('[data-count]')) element.textContent = '\u00a0';
  };

  const show = (overview: TeamOverview) => {
    for (const name of ['teamSize', 'directMembers', 'indirectMembers', 'registrations'] as const) figure(name).textContent = String(overview[name]);
    for (const name of ['firstDeposits', 'deposits', 'withdrawals'] as const) {
      figure(name).textContent = money(overview[name].amount);
      count(name).textContent = fill(config.counts[name], { count: overview[name].count });
    }
    for (const name of ['bets', 'validBets', 'profit'] as const) figure(name).textContent = money(overview[name]);
    figure('profit').textContent = profitText(overview.profit, config.money, config.result);
    figure('profit').dataset.tone = amountTone(overview.profit);
  };

  const load = async (range: DayRange) => {
    const ticket = ++asking;
    failed.hide();
    figures.hidden = false;
    for (const list of lists) list.setAttribute('aria-busy', 'true');
    clear();
    shown.textContent = fill(config.shown, { first: range.first, last: range.last });
    try {
      const overview = await loadTeamOverview({ startDate: range.first, endDate: range.last });
      if (ticket !== asking) return;
      show(overview);
      for (const list of lists) list.removeAttribute('aria-busy');
    } catch (error) {
      if (ticket !== asking) return;
      figures.hidden = true;
      failed.show(translateError(error, config.messages, config.money));
    }
  };

  const filters = rangeFilters(root.querySelector<HTMLFormElement>('[data-range-filters]')!, config.rangeProblems, () => void load(filters.range()));
  failed.onRetry(() => void load(filters.range()));
  void load(filters.range());
}
