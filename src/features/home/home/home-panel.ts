/**
 * HOME's blocks (G §2 "Home"; HomeMenu.astro paints them): hot slots and hot fishing (the hot games
 * call, size-limited), the new games row and top slots and fishing (the home lists call), each from
 * its own call, failing on its own. The hot games are asked from the page's head
 * (src/features/games/games/first-page-starter.ts), and the first row painted from that
 * answer before this script runs (./first-hot-row.inline.ts); the home lists once the hot games are in (on a
 * weak line they shared its bandwidth with the first screen's call). Both stay asked for the page's
 * life, so coming back to HOME asks nothing again.
 */
import type { LanguageCode } from '../../../constants.ts';
import type { Game } from '../../../contract/schemas.ts';
import { translateError, type ErrorMessages } from '../../../lib/errors.ts';
import { homeListsStore } from '../../../stores/games/home-lists.ts';
import { hotGamesOfType, hotGamesStore } from '../../../stores/games/hot.ts';
import { $homePanelSettled } from '../../../stores/home.ts';
import { gameBlock, type BlockView, type GameBlock, type GameBlockOptions, type PaintedTile, type TileKit } from '../../../widgets/games/game-block.ts';
import { FIRST_HOT_ROW_INLINE } from './first-hot-row.ts';
import { HOME_BLOCKS, type HomeBlock } from './menu-config.ts';

/** Each block's kind (GameBlock's modes): the hot blocks size-limited, the first of them the page's first, the new games one row. */
const OPTIONS: Record<HomeBlock, GameBlockOptions> = {
  hotSlots: { limited: true, first: true },
  hotFishing: { limited: true },
  newGames: { row: true },
  topSlots: {},
  topFishing: {},
};

export interface HomePanel {
  /** HOME's blocks back in the panel, each showing its first games again. */
  show(): void;
  /** HOME's blocks out of the panel (another tab): kept, and kept current. */
  hide(): void;
}

/** HOME's blocks, found in `panel` (as the page painted them) and kept current from their calls. */
export function homePanel(panel: HTMLElement, kit: Promise<TileKit>, language: LanguageCode, messages: ErrorMessages): HomePanel {
  // The first row, when the page's inline script painted it (first-hot-row.inline.ts).
  const painted = (window as unknown as Record<string, Promise<PaintedTile[]> | undefined>)[FIRST_HOT_ROW_INLINE];
  const optionsOf = (id: HomeBlock) => (id === 'hotSlots' ? { ...OPTIONS[id], painted } : OPTIONS[id]);
  const blocks = Object.fromEntries(
    HOME_BLOCKS.map((id) => [id, gameBlock(panel.querySelector<HTMLElement>(`[data-home-block="${id}"]`)!, kit, optionsOf(id))]),
  ) as Record<HomeBlock, GameBlock>;
  const hotStore = hotGamesStore(language);
  const listsStore = homeListsStore(language);

  function draw(): void {
    const hot = hotStore.get();
    const lists = listsStore.get();
    const hotError = hot.error ? translateError(hot.error, messages) : undefined;
    const listsError = lists.error ? translateError(lists.error, messages) : undefined;
    const hotOf = (type: Game['gameType']): BlockView => ({
      games: hot.data ? hotGamesOfType(hot.data.list, type) : null,
      error: hotError,
      onRetry: () => hotStore.invalidate(),
    });
    const listed = (games: readonly Game[] | null): BlockView => ({ games, error: listsError, onRetry: () => listsStore.invalidate() });
    const topOf = (type: Game['gameType']) => (lists.data ? lists.data.top.filter((game) => game.gameType === type) : null);
    blocks.hotSlots.show(hotOf('RNG'));
    blocks.hotFishing.show(hotOf('FISH'));
    blocks.newGames.show(listed(lists.data?.newRng ?? null));
    blocks.topSlots.show(listed(topOf('RNG')));
    blocks.topFishing.show(listed(topOf('FISH')));
    if ((hot.data ?? hot.error) !== undefined && (lists.data ?? lists.error) !== undefined) $homePanelSettled.set(true);
  }

  let listsAsked = false;
  hotStore.subscribe(({ data, error }) => {
    if ((data || error) && !listsAsked) {
      listsAsked = true;
      listsStore.subscribe(draw);
    }
    draw();
  });

  const kept = document.createDocumentFragment();
  return {
    show() {
      panel.replaceChildren(kept);
      for (const block of Object.values(blocks)) block.collapse();
    },
    hide() {
      kept.append(...panel.childNodes);
    },
  };
}
