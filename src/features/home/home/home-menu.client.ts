/**
 * The home page's category menu (G §2 "Home"; HomeMenu.astro paints the tabs in the default order
 * and HOME's blocks): the tabs, which follow the platform's vendor sorting once it is known
 * (home-tabs.ts) and the shared home index ($homeTab, which the footer's categories set too), and
 * the panel, which shows HOME (home-panel.ts) or another tab (home-tab-panels.ts).
 *
 * A plain script, no React (the home README says why): every tile and vendor tap goes through the
 * launch rules (widgets/games/launcher.ts), which load with the first touch of the menu.
 */
import { mountToasts } from '../../../components/form/toasts.client.ts';
import { $favouriteIds } from '../../../stores/games/favourites.ts';
import { $vendorCategories, $vendorData, switcherCategories } from '../../../stores/games/vendors.ts';
import { vendorsOf } from '../../../stores/games/vendor-sorting.ts';
import { $homePanelSettled, $homeTab } from '../../../stores/home.ts';
import { imageCdns } from '../../../stores/status.ts';
import { gameOfTile, showFavourites, type TileKit } from '../../../widgets/games/game-block.ts';
import { launch, prefetchLaunch, resumeLaunch } from '../../../widgets/games/launcher.ts';
import type { PlayContext } from '../../../widgets/games/play.ts';
import { chooseTab, homeTabs, HOME_TAB, panelOf, tabAfterKey } from './home-tabs.ts';
import { homePanel } from './home-panel.ts';
import { tabPanels } from './home-tab-panels.ts';
import { HOME_MENU, type HomeMenuConfig } from './menu-config.ts';

function startHomeMenu(root: HTMLElement, config: HomeMenuConfig): void {
  const { language, texts, messages } = config;
  const tabList = root.querySelector<HTMLElement>('[role="tablist"]')!;
  const panel = root.querySelector<HTMLElement>('[role="tabpanel"]')!;
  const buttons = new Map([...tabList.querySelectorAll<HTMLButtonElement>('[role="tab"]')].map((button) => [button.dataset.category!, button]));
  const template = root.querySelector<HTMLTemplateElement>('template[data-game-tile]')!;
  const context: PlayContext = { language, links: config.links, texts: { opening: texts.opening, unsafeUrl: texts.unsafeUrl }, messages };
  const kit: Promise<TileKit> = imageCdns().then((cdns) => ({ template, cdns, favourites: () => $favouriteIds.get() }));

  mountToasts();
  resumeLaunch(context); // a guest's tap on a game or star, finished after the login
  root.addEventListener('pointerdown', prefetchLaunch, { capture: true });
  root.addEventListener('keydown', prefetchLaunch, { capture: true });
  panel.addEventListener('click', (event) => {
    const control = (event.target as Element).closest('.game-open, .game-star');
    const game = control && gameOfTile(control);
    if (!game) return;
    if (control.matches('.game-star')) void launch(context, ({ starGame }) => starGame(game, context));
    else void launch(context, ({ playGame }) => playGame(game, context));
  });
  $favouriteIds.subscribe((ids) => showFavourites(panel, ids, template));

  const home = homePanel(panel, kit, language, messages);
  const panels = tabPanels({ root, panel, kit, config, context, icon: (tab) => buttons.get(tab)?.querySelector('svg') ?? null });

  let shown = HOME_TAB;
  let stopShown = () => {};
  function showPanel(tab: string): void {
    stopShown();
    stopShown = () => {};
    if (shown === HOME_TAB) home.hide();
    shown = tab;
    panel.setAttribute('aria-labelledby', `home-tab-${tab}`);
    const kind = panelOf(tab);
    if (kind === 'home') home.show();
    else if (kind === 'hot') stopShown = panels.hot();
    else if (kind === 'list') stopShown = panels.list(tab);
    else stopShown = panels.vendors(tab);
    if (kind !== 'home') $homePanelSettled.set(true); // HOME says so itself, once its games are in
  }

  let tabs: string[] = [];
  /** The tabs in the vendor sorting's order once it is known, the selected one, and its panel. */
  function drawTabs(): void {
    const categories = $vendorData.get().data ? switcherCategories($vendorCategories.get()) : config.defaultCategories;
    tabs = homeTabs(categories).filter((tab) => buttons.has(tab) && tab in config.categoryNames);
    const inOrder = tabs.map((tab) => buttons.get(tab)!);
    // Moved only when the order changed: moving a button drops its focus.
    if (inOrder.some((button, index) => tabList.children[index] !== button) || tabList.children.length !== inOrder.length) tabList.replaceChildren(...inOrder);
    const active = tabs[$homeTab.get()] ?? HOME_TAB;
    for (const [tab, button] of buttons) {
      button.setAttribute('aria-selected', String(tab === active));
      button.tabIndex = tab === active ? 0 : -1;
    }
    if (active !== shown) showPanel(active);
  }

  function choose(tab: string): void {
    const choice = chooseTab(tab, vendorsOf($vendorCategories.get(), tab));
    if ('launch' in choice) void launch(context, ({ playVendor }) => playVendor(choice.launch.vassalage, tab, context));
    else $homeTab.set(tabs.indexOf(tab));
  }

  tabList.addEventListener('click', (event) => {
    const tab = (event.target as Element).closest<HTMLElement>('[role="tab"]')?.dataset.category;
    if (tab) choose(tab);
  });
  tabList.addEventListener('keydown', (event) => {
    const current = (event.target as Element).closest<HTMLElement>('[role="tab"]')?.dataset.category;
    const next = current === undefined ? null : tabAfterKey(event.key, tabs.indexOf(current), tabs.length);
    if (next === null) return;
    event.preventDefault();
    buttons.get(tabs[next]!)!.focus();
    choose(tabs[next]!);
  });
  $homeTab.subscribe(drawTabs);
  $vendorData.subscribe(drawTabs);
}

const found = HOME_MENU.read();
if (found) startHomeMenu(found.element, found.config);
