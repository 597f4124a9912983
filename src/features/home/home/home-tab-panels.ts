/**
 * What the home menu's other tabs show (G §2 "Home"): HOT, every hot game in one block; a list tab
 * (PVP, LIVE, FISH, RNG, INHOUSE), its category's games with a search box and 'more games'
 * (./home-list-panel.ts); a vendor tab, its vendors and, on sports and e-sports, the hot matches
 * (widgets/games/vendor-panel-mount.ts). The list and vendor tabs' code comes with the first such
 * tab: meanwhile the tab holds its placeholders, and offline it says so with Try again while the
 * rest of home goes on working. Each answers what stops it (another tab).
 */
import { ApiError } from '../../../lib/api-client.ts';
import { translateError } from '../../../lib/errors.ts';
import { lazyPart, showPart } from '../../../lib/lazy-part.ts';
import { hotGamesStore } from '../../../stores/games/hot.ts';
import { gameBlock, newBlockSection, type TileKit } from '../../../widgets/games/game-block.ts';
import type { PlayContext } from '../../../widgets/games/play.ts';
import { mountVendorPanel } from '../../../widgets/games/vendor-panel-mount.ts';
import { hasMoreGames, hasSearchBox, HOT_TAB } from './home-tabs.ts';
import type { HomeMenuConfig } from './menu-config.ts';

const listPanel = lazyPart(
  () => import('./home-list-panel.ts'),
  (module) => module,
);

type Stop = () => void;

export interface TabPanelsOptions {
  root: HTMLElement;
  panel: HTMLElement;
  kit: Promise<TileKit>;
  config: HomeMenuConfig;
  context: PlayContext;
  /** A tab's mark (its icon in the menu), for its block's title. */
  icon: (tab: string) => Element | null;
}

export function tabPanels({ root, panel, kit, config, context, icon }: TabPanelsOptions) {
  const { language, texts, messages } = config;
  /** A list tab whose code did not load: a network failure to the player, the catalogue's message for it. */
  const partMissing = translateError(new ApiError('network', 'the list tab did not load'), messages);

  /** The search box of a list tab's block (its template in HomeMenu.astro), named after the tab. */
  function searchBox(title: string): HTMLElement {
    const box = root.querySelector<HTMLTemplateElement>('template[data-home-part="search"]')!.content.firstElementChild!.cloneNode(true) as HTMLElement;
    box.querySelector('.visually-hidden')!.textContent = texts.searchIn.replace('{{name}}', title);
    return box;
  }

  return {
    hot(): Stop {
      const store = hotGamesStore(language);
      const section = newBlockSection(texts.hotGames, icon(HOT_TAB), undefined);
      const block = gameBlock(section, kit, { emptyText: texts.empty });
      panel.replaceChildren(section);
      return store.subscribe(({ data, error }) =>
        block.show({ games: data?.list ?? null, error: error ? translateError(error, messages) : undefined, onRetry: () => store.invalidate() }),
      );
    },

    list(tab: string): Stop {
      const title = config.categoryNames[tab] ?? tab;
      const href = config.categoryLinks[tab];
      const more = hasMoreGames(tab) && href ? { href, label: texts.moreGamesOf.replace('{{name}}', title) } : undefined;
      const section = newBlockSection(title, icon(tab), more);
      const box = hasSearchBox(tab) ? searchBox(title) : null;
      if (box) section.querySelector('.block-head')!.after(box);
      const search = box?.querySelector('input') ?? null;
      const block = gameBlock(section, kit, { search: search !== null });
      panel.replaceChildren(section);
      return showPart(
        listPanel,
        ({ showListPanel }) => showListPanel(block, search, { category: tab, language, texts, messages }),
        (retry) =>
          block.show({
            games: null,
            error: partMissing,
            onRetry: () => {
              block.show({ games: null });
              retry();
            },
          }),
      );
    },

    vendors(tab: string): Stop {
      return mountVendorPanel(panel, { category: tab, language, context, texts });
    },
  };
}
