/**
 * What a vendor game list block shows (G §2 "Vendor game list block"; ./game-block.ts draws it):
 * its error, placeholders while its games load, the empty text, or HOME_BLOCK_PREVIEW games and
 * 'show more' for the rest (at most HOME_BLOCK_LIMIT in the size-limited mode), or one row of them.
 * A block with no games, no empty text, no search and no error is left out. Pure: unit-tested.
 */
import { HOME_BLOCK_LIMIT, HOME_BLOCK_PREVIEW } from '../../constants.ts';

export interface BlockOptions {
  /** At most HOME_BLOCK_LIMIT games, even after 'show more'. */
  limited?: boolean;
  /** One row that scrolls sideways inside the block (the page never does). */
  row?: boolean;
  /** A search box under the title: the block stays, empty or not. */
  search?: boolean;
}

export interface BlockState<G> {
  /** Null while loading. */
  games: readonly G[] | null;
  /** The translated failure of the block's call. */
  error?: string;
  /** What an empty block says; without it an empty block is left out. */
  emptyText?: string;
  /** 'Show more' was tapped. */
  expanded: boolean;
}

export type BlockContent<G> =
  | { kind: 'absent' }
  | { kind: 'failed'; text: string }
  | { kind: 'loading' }
  | { kind: 'empty'; text: string }
  | { kind: 'games'; games: readonly G[]; canExpand: boolean };

export function blockContent<G>(state: BlockState<G>, options: BlockOptions): BlockContent<G> {
  const { games, error, emptyText, expanded } = state;
  if (games && games.length === 0 && !emptyText && !options.search && !error) return { kind: 'absent' };
  if (error) return { kind: 'failed', text: error };
  if (games === null) return { kind: 'loading' };
  const most = options.limited ? HOME_BLOCK_LIMIT : Infinity;
  const shown = games.slice(0, expanded || options.row ? most : HOME_BLOCK_PREVIEW);
  if (shown.length === 0) return { kind: 'empty', text: emptyText ?? '' };
  const canExpand = !options.row && !expanded && Math.min(games.length, most) > HOME_BLOCK_PREVIEW;
  return { kind: 'games', games: shown, canExpand };
}
