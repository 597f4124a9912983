// Query-driven game-list screens: mark the tab of the ?gameType= they show.
import { gameTypeFromQuery } from '../../../widgets/games/game-type.ts';

const menu = document.querySelector<HTMLElement>('[data-game-type-from-query]');
if (menu) {
  const type = gameTypeFromQuery(location.search);
  for (const tab of menu.querySelectorAll<HTMLAnchorElement>('a[data-category]')) {
    if (tab.dataset.category === type) tab.setAttribute('aria-current', 'page');
    else tab.removeAttribute('aria-current');
  }
}
