/**
 * Fills the betting record (BetRecordPage.astro): the bets of the range, category and provider
 * (src/components/list/range-filters.ts), page by page (src/components/list/ranged-list.ts), with the range's totals. The category
 * and provider choices come from the platform's vendor list (./api.ts loadVendorCategories); while it
 * is missing or failed, "All" is the one choice and the records still show, and a failed list is
 * asked for again when the player opens either choice.
 */
import { fill } from '../../../lib/fill.ts';
import { cloneTemplate } from '../../../components/list/template.ts';
import { RECORDS_PAGE_SIZE } from '../../../contract/limits.ts';
import type { ValueOf } from '../../../contract/schemas.ts';
import type { GameType } from '../../../contract/vocabulary.ts';
import { formatLocalDateTime } from '../../../lib/local-time.ts';
import { amountTone, formatMoney } from '../../../lib/money.ts';
import { vendorsOf, type VendorCategory } from '../../../stores/games/vendor-sorting.ts';
import { rangedList } from '../../../components/list/ranged-list.ts';
import { loadBetRecords, loadVendorCategories } from './api.ts';
import { BETS, signedMoney, type BetRecord } from './records.ts';

const found = BETS.read();
if (found) {
  const { element: root, config } = found;
  const form = root.querySelector<HTMLFormElement>('[data-range-filters]')!;
  const template = root.querySelector<HTMLTemplateElement>('[data-bet-row]')!;
  const category = form.elements.namedItem('gameType') as HTMLSelectElement;
  const vendor = form.elements.namedItem('vassalage') as HTMLSelectElement;
  const total = (name: string) => root.querySelector<HTMLElement>(`[data-total="${name}"]`)!;
  const money = (amount: string) => formatMoney(amount, config.money) ?? '–';

  /** Options after the first ("All"), keeping the choice when it is still offered. */
  const fillSelect = (select: HTMLSelectElement, options: readonly { value: string; label: string }[]) => {
    const chosen = select.value;
    select.replaceChildren(select.options[0]!, ...options.map(({ value, label }) => new Option(label, value)));
    select.value = options.some((option) => option.value === chosen) ? chosen : '';
  };
  let categories: readonly VendorCategory[] = [];
  const fillVendors = () =>
    fillSelect(
      vendor,
      vendorsOf(categories, category.value).map(({ vassalage, displayName }) => ({ value: vassalage, label: displayName })),
    );
  let asking: Promise<void> | undefined;
  const askVendors = () => {
    if (categories.length > 0) return;
    asking ??= loadVendorCategories()
      .then((sorted) => {
        categories = sorted;
        fillSelect(
          category,
          categories.map(({ category: type }) => ({ value: type, label: config.categories[type] ?? type })),
        );
        fillVendors();
      })
      .catch(() => {}) // "All" stays the one choice; the next focus asks again
      .finally(() => (asking = undefined));
  };
  askVendors();
  for (const select of [category, vendor]) select.addEventListener('focus', askVendors);
  category.addEventListener('change', fillVendors);

  const row = (bet: BetRecord) => {
    const { root: li, part } = cloneTemplate(template);
    part('game').textContent = bet.gameName;
    part('vendor').textContent = bet.vendorName;
    part('time').textContent = formatLocalDateTime(bet.placedAt);
    part('betAmount').textContent = money(bet.betAmount);
    part('validBet').textContent = money(bet.validBet);
    const result = part('winLoss');
    result.textContent = bet.settled ? signedMoney(bet.winLoss, config.money) : config.unsettled;
    result.dataset.tone = bet.settled ? amountTone(bet.winLoss) : 'none';
    // The id customer service asks for; a sports bet's match and pick (the platform's words).
    part('betId').textContent = fill(config.betId, { id: bet.id });
    if (bet.sportsBet) {
      part('sports').hidden = false;
      part('match').textContent = bet.sportsBet.match;
      part('pick').textContent = fill(config.pick, { pick: bet.sportsBet.pick, odds: bet.sportsBet.odds });
    }
    return li;
  };

  const showTotals = (totals: ValueOf<'betRecords'>['totals'] | null) => {
    total('count').textContent = totals ? String(totals.count) : '–';
    total('betAmount').textContent = totals ? money(totals.betAmount) : '–';
    total('validBet').textContent = totals ? money(totals.validBet) : '–';
    const winLoss = total('winLoss');
    winLoss.textContent = totals ? signedMoney(totals.winLoss, config.money) : '–';
    winLoss.dataset.tone = totals ? amountTone(totals.winLoss) : 'none';
  };

  rangedList(root, config, {
    pageSize: RECORDS_PAGE_SIZE,
    async load(page, filters) {
      const answer = await loadBetRecords({
        ...page,
        gameType: (filters.value('gameType') || undefined) as GameType | undefined,
        vassalage: filters.value('vassalage') || undefined,
      });
      return { rows: answer.records.map(row), totalPages: answer.totalPages, totals: answer.totals };
    },
    showTotals,
  });
}
