/**
 * Fills team betting (TeamBettingPage.astro): the team's bets of the range and category
 * (src/components/list/range-filters.ts) and, once searched, of one member, page by page, with the range's totals.
 * A user name outside the team is the platform's refusal, shown translated in the list's failed state.
 */
import { cloneTemplate } from '../../../components/list/template.ts';
import { TEAM_REPORT_PAGE_SIZE } from '../../../contract/limits.ts';
import type { ValueOf } from '../../../contract/schemas.ts';
import type { GameType } from '../../../contract/vocabulary.ts';
import { formatLocalDateTime } from '../../../lib/local-time.ts';
import { amountTone, formatMoney, signedMoney } from '../../../lib/money.ts';
import { rangedList } from '../../../components/list/ranged-list.ts';
import { BETTING, type TeamBet } from './reports.ts';
import { loadTeamBets } from './api.ts';

const found = BETTING.read();
if (found) {
  const { element: root, config } = found;
  const search = root.querySelector<HTMLFormElement>('[data-member-search]')!;
  const usernameInput = search.elements.namedItem('username') as HTMLInputElement;
  const template = root.querySelector<HTMLTemplateElement>('[data-team-bet]')!;
  const total = (name: string) => root.querySelector<HTMLElement>(`[data-total="${name}"]`)!;
  const money = (amount: string) => formatMoney(amount, config.money) ?? '–';
  let username = '';

  const row = (bet: TeamBet) => {
    const { root: li, part } = cloneTemplate(template);
    part('member').textContent = bet.username;
    part('game').textContent = bet.gameName;
    part('category').textContent = config.categories[bet.gameType] ?? bet.gameType;
    part('time').textContent = formatLocalDateTime(bet.placedAt);
    part('betAmount').textContent = money(bet.betAmount);
    part('validBet').textContent = money(bet.validBet);
    const result = part('winLoss');
    result.textContent = bet.settled ? signedMoney(bet.winLoss, config.money) : config.unsettled;
    result.dataset.tone = bet.settled ? amountTone(bet.winLoss) : 'none';
    return li;
  };

  const showTotals = (totals: ValueOf<'teamBetting'>['totals'] | null) => {
    total('count').textContent = totals ? String(totals.count) : '–';
    total('betAmount').textContent = totals ? money(totals.betAmount) : '–';
    total('validBet').textContent = totals ? money(totals.validBet) : '–';
    const winLoss = total('winLoss');
    winLoss.textContent = totals ? signedMoney(totals.winLoss, config.money) : '–';
    winLoss.dataset.tone = totals ? amountTone(totals.winLoss) : 'none';
  };

  const bets = rangedList(root, config, {
    pageSize: TEAM_REPORT_PAGE_SIZE,
    async load(page, filters) {
      const answer = await loadTeamBets({
        ...page,
        gameType: (filters.value('gameType') || undefined) as GameType | undefined,
        username: username || undefined,
      });
      return { rows: answer.records.map(row), totalPages: answer.totalPages, totals: answer.totals };
    },
    showTotals,
  });
  search.addEventListener('submit', (event) => {
    event.preventDefault();
    username = usernameInput.value.trim();
    bets.reload();
  });
  // Emptying the search field shows the whole team again.
  usernameInput.addEventListener('search', () => {
    if (usernameInput.value === '' && username !== '') {
      username = '';
      bets.reload();
    }
  });
}
