/**
 * Tabs (README "Lists"; the WAI-ARIA tabs pattern): a row of `.pill` tab buttons in `tabList`
 * controlling one `panel`; arrows, Home and End move between them, only the selected one is in the
 * tab order, and the selected tab scrolls into view inside its row. `select` fills the panel.
 * Labels are the platform's text, shown as sent (src/i18n/README.md "Languages without a flash").
 */
export interface Tabs {
  select(index: number, focus?: boolean): void;
}

export function tabs(tabList: HTMLElement, panel: HTMLElement, labels: readonly string[], select: (index: number) => void): Tabs {
  const buttons = labels.map((label, index) => {
    const tab = document.createElement('button');
    Object.assign(tab, { type: 'button', className: 'pill', id: `${panel.id}-tab-${index}`, textContent: label, translate: false });
    tab.setAttribute('role', 'tab');
    tab.setAttribute('aria-controls', panel.id);
    tab.addEventListener('click', () => state.select(index));
    return tab;
  });
  let current = 0;
  const state: Tabs = {
    select(index, focus = false) {
      current = index;
      buttons.forEach((tab, position) => {
        tab.setAttribute('aria-selected', String(position === index));
        tab.tabIndex = position === index ? 0 : -1;
      });
      const tab = buttons[index]!;
      if (focus) tab.focus();
      tab.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      panel.setAttribute('aria-labelledby', tab.id);
      select(index);
    },
  };
  tabList.replaceChildren(...buttons);
  tabList.onkeydown = (event) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, Home: -labels.length, End: labels.length };
    if (!(event.key in moves) || labels.length === 0) return;
    event.preventDefault();
    state.select(Math.min(labels.length - 1, Math.max(0, current + moves[event.key]!)), true);
  };
  return state;
}
