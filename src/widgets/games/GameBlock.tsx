/**
 * A vendor game list block (G §2 "Vendor game list block"): a title with the game type's mark, an
 * optional slogan, a 'more games' link to the type's list, an optional search box, and the games:
 * HOME_BLOCK_PREVIEW of them, then 'show more' for the rest (at most HOME_BLOCK_LIMIT in the
 * size-limited mode), or one horizontal row. While the games load it holds placeholder tiles of
 * their final size; a failed call shows its own translated error with Try again, so the rest of
 * the page goes on working.
 */
import { useState, type ReactNode } from 'react';
import { HOME_BLOCK_LIMIT, HOME_BLOCK_PREVIEW, TILES_PER_ROW } from '../../constants.ts';
import type { Game } from '../../contract/schemas.ts';
import { categoryIcon } from '../../components/category-icons.ts';
import { Icon } from '../../components/Icon.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import type { Texts } from '../../i18n/types.ts';
import { GameTile, type TileTexts } from './GameTile.tsx';

export type BlockTexts = TileTexts & Pick<Texts['games'], 'retry'> & Pick<Texts['home'], 'moreGames' | 'moreGamesOf' | 'showMore'>;

export interface GameBlockProps {
  title: string;
  /** The game type whose mark stands before the title (the category menu's colours). */
  category?: string;
  slogan?: string;
  /** The type's list page; none for HOT and SPORTS (G §2). */
  moreHref?: string;
  /** Null while loading. */
  games: readonly Game[] | null;
  /** The translated failure of the block's call. */
  error?: string;
  onRetry?: () => void;
  /** At most HOME_BLOCK_LIMIT games, even after 'show more'. */
  limited?: boolean;
  /** One row that scrolls sideways inside the block (the page never does). */
  row?: boolean;
  /** What an empty block says; without it an empty block is left out. */
  emptyText?: string;
  /** A search box under the title. */
  search?: ReactNode;
  /**
   * The page's first block: its first row's icons load eagerly at high priority (the first game
   * pictures a player sees; on a weak network, lazy and low, they came after everything else).
   */
  first?: boolean;
  favouriteIds: ReadonlySet<string>;
  imageCdns: readonly string[];
  texts: BlockTexts;
  onPlay: (game: Game) => void;
  onStar: (game: Game) => void;
}

export function GameBlock(props: GameBlockProps) {
  const { games, texts, limited, row } = props;
  const [expanded, setExpanded] = useState(false);
  if (games && games.length === 0 && !props.emptyText && !props.search && !props.error) return null;
  const most = limited ? HOME_BLOCK_LIMIT : Infinity;
  const shown = games?.slice(0, expanded || row ? most : HOME_BLOCK_PREVIEW) ?? [];
  const canExpand = !row && !expanded && games !== null && Math.min(games.length, most) > HOME_BLOCK_PREVIEW;

  return (
    <section className={row ? 'game-block row' : 'game-block'} aria-label={props.title}>
      <div className="block-head">
        <h2>
          {props.category ? <Icon d={categoryIcon(props.category)} size={18} /> : null}
          {props.title}
        </h2>
        {props.moreHref ? (
          <a className="block-more" data-primary-action href={props.moreHref} aria-label={texts.moreGamesOf.replace('{{name}}', props.title)}>
            {texts.moreGames}
          </a>
        ) : null}
      </div>
      {props.slogan ? <p className="block-slogan">{props.slogan}</p> : null}
      {props.search}
      {props.error ? (
        <LoadFailed text={props.error} action={texts.retry} onAction={props.onRetry} />
      ) : games === null ? (
        <>
          <ul className="game-grid" aria-hidden="true">
            {Array.from({ length: row ? 3 : HOME_BLOCK_PREVIEW }, (_, index) => (
              <li key={index} className="game-tile placeholder-tile">
                <span className="game-art" />
                <span className="game-name" />
              </li>
            ))}
          </ul>
          {/* Room for 'show more', which most blocks get: the blocks below stay where they are. */}
          {row ? null : <span className="button ghost block-show-more placeholder-button" aria-hidden="true" />}
        </>
      ) : shown.length === 0 ? (
        <p className="list-state">{props.emptyText}</p>
      ) : (
        <ul className="game-grid">
          {shown.map((game, index) => (
            <GameTile
              key={game.nodeId}
              game={game}
              favourite={props.favouriteIds.has(game.nodeId)}
              eager={Boolean(props.first) && index < TILES_PER_ROW}
              imageCdns={props.imageCdns}
              texts={texts}
              onPlay={props.onPlay}
              onStar={props.onStar}
            />
          ))}
        </ul>
      )}
      {canExpand ? (
        <button type="button" className="button ghost block-show-more" onClick={() => setExpanded(true)}>
          {texts.showMore}
        </button>
      ) : null}
    </section>
  );
}
