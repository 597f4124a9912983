/**
 * A grid of game tiles with infinite scroll (G §2, §9): when its end comes within SCROLL_THRESHOLD_PX
 * of the screen it asks for more (the caller throttles), placeholders of the tiles' size while the
 * first page loads, the list loading indicator (at most LIST_LOADING_MS), an empty state, and an
 * error state with Try again (or Log in, after a logged-out answer).
 *
 * 1,000+ tiles stay cheap without windowing: a new page renders only its own run of tiles, off-screen
 * images load lazily, and `npm run bench` measures scrolling to the end of the sandbox's slots.
 */
import { memo, useEffect, useRef, useState } from 'react';
import { LIST_LOADING_MS, PAGE_SIZE, SCROLL_THRESHOLD_PX } from '../../constants.ts';
import type { Game } from '../../contract/schemas.ts';
import type { Texts } from '../../i18n/types.ts';
import { GameTile, type TileTexts } from './GameTile.tsx';

/** Tiles per row at phone widths (games.css): the first row loads its icons first. */
export const TILES_PER_ROW = 3;
/** Tiles rendered together: a page of the list (G §9). */
const CHUNK_SIZE = PAGE_SIZE;
/** Placeholders while the first page loads: three rows, enough to fill a phone's first screen. */
const PLACEHOLDER_TILES = 3 * TILES_PER_ROW;

export type GridTexts = TileTexts & Pick<Texts['games'], 'retry' | 'login' | 'loading'>;

export interface GameGridProps {
  games: readonly Game[];
  favouriteIds: ReadonlySet<string>;
  /** Null until the image CDN bases are known: placeholders meanwhile, so no icon loads from the wrong place. */
  imageCdns: readonly string[] | null;
  loading: boolean;
  /** The translated failure of the last request, if it failed. */
  error?: string;
  /** The failure was a logged-out answer: the way on is to log in, not to try again. */
  loggedOut?: boolean;
  more: boolean;
  /** What an empty list says (it depends on the mode). */
  emptyText: string;
  texts: GridTexts;
  onPlay: (game: Game) => void;
  onStar: (game: Game) => void;
  onMore: () => void;
  onRetry: () => void;
  onLogin: () => void;
}

/** True while `loading`, but for LIST_LOADING_MS at most (G §9 "list loading indicator 3 s"). */
function useLoadingIndicator(loading: boolean): boolean {
  const [shown, setShown] = useState(loading);
  useEffect(() => {
    setShown(loading);
    if (!loading) return;
    const timer = setTimeout(() => setShown(false), LIST_LOADING_MS);
    return () => clearTimeout(timer);
  }, [loading]);
  return shown;
}

const NO_CDNS: readonly string[] = [];

/** The games in runs of CHUNK_SIZE: a new page of games renders its own run, not the whole grid again. */
function chunks(games: readonly Game[]): (readonly Game[])[] {
  const runs: (readonly Game[])[] = [];
  for (let start = 0; start < games.length; start += CHUNK_SIZE) runs.push(games.slice(start, start + CHUNK_SIZE));
  return runs;
}

interface TileChunkProps extends Pick<GameGridProps, 'favouriteIds' | 'texts' | 'onPlay' | 'onStar'> {
  games: readonly Game[];
  first: boolean;
  imageCdns: readonly string[];
  /** The run's favourites (node ids): a star tapped elsewhere leaves this run alone. */
  starred: string;
}

/** A run of tiles; it renders again only when one of its games or stars, or what every tile shows, changed. */
const TileChunk = memo(
  function TileChunk({ games, first, favouriteIds, imageCdns, texts, onPlay, onStar }: TileChunkProps) {
    return games.map((game, index) => (
      <GameTile
        key={game.nodeId}
        game={game}
        favourite={favouriteIds.has(game.nodeId)}
        eager={first && index < TILES_PER_ROW}
        imageCdns={imageCdns}
        texts={texts}
        onPlay={onPlay}
        onStar={onStar}
      />
    ));
  },
  (before, after) =>
    before.first === after.first &&
    before.starred === after.starred &&
    before.imageCdns === after.imageCdns &&
    before.texts === after.texts &&
    before.onPlay === after.onPlay &&
    before.onStar === after.onStar &&
    before.games.length === after.games.length &&
    before.games.every((game, index) => game === after.games[index]),
);

export function GameGrid(props: GameGridProps) {
  const { games, favouriteIds, imageCdns, loading, error, more, texts } = props;
  const end = useRef<HTMLDivElement>(null);
  // The first page's indicator is its placeholder tiles; this one is for the pages after it.
  const indicator = useLoadingIndicator(loading && games.length > 0);
  const onMore = useRef(props.onMore);
  onMore.current = props.onMore;

  // Watched afresh after every page: when the end is still in reach (a short page, a tall screen)
  // the observer's first report asks for the next page at once.
  useEffect(() => {
    const target = end.current;
    if (!target || !more || loading || error) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && onMore.current(), {
      rootMargin: `0px 0px ${SCROLL_THRESHOLD_PX}px 0px`,
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [games.length, more, loading, error]);

  const firstPage = games.length === 0 && (loading || imageCdns === null);
  return (
    <div className="game-grid-wrap" aria-busy={loading}>
      {firstPage && !error ? (
        <ul className="game-grid" aria-hidden="true">
          {Array.from({ length: PLACEHOLDER_TILES }, (_, index) => (
            <li key={index} className="game-tile placeholder-tile">
              <span className="game-art" />
              <span className="game-name" />
            </li>
          ))}
        </ul>
      ) : games.length > 0 ? (
        <ul className="game-grid">
          {chunks(games).map((chunk, index) => (
            <TileChunk
              key={chunk[0]!.nodeId}
              games={chunk}
              first={index === 0}
              favouriteIds={favouriteIds}
              starred={chunk
                .filter((game) => favouriteIds.has(game.nodeId))
                .map((game) => game.nodeId)
                .join()}
              imageCdns={imageCdns ?? NO_CDNS}
              texts={texts}
              onPlay={props.onPlay}
              onStar={props.onStar}
            />
          ))}
        </ul>
      ) : null}
      {!firstPage && games.length === 0 && !error && !loading ? <p className="list-state">{props.emptyText}</p> : null}
      {error ? (
        <div className="list-state" role="alert">
          <p>{error}</p>
          <button type="button" className="button" onClick={props.loggedOut ? props.onLogin : props.onRetry}>
            {props.loggedOut ? texts.login : texts.retry}
          </button>
        </div>
      ) : null}
      <div ref={end} className="list-end" />
      {/* Floats above the bottom bar: in the flow, its coming and going would shift the grid. */}
      <div className="list-loading" role="status">
        {indicator ? (
          <span className="list-loading-pill">
            <span className="spinner" aria-hidden="true" />
            {texts.loading}
          </span>
        ) : null}
      </div>
    </div>
  );
}
