/**
 * A grid of game tiles with infinite scroll (G §2, §9): when its end comes within SCROLL_THRESHOLD_PX
 * of the screen it asks for more (throttled by LOAD_MORE_THROTTLE_MS; a delayed ask is dropped when the
 * end has left reach meanwhile, so no page loads that the player did not scroll to), placeholders of the tiles' size while the
 * first page loads, the list loading indicator (at most LIST_LOADING_MS), an empty state, and an
 * error state with Try again (or Log in, after a logged-out answer).
 *
 * 1,000+ tiles stay cheap: the grid is drawn in runs of RUN_SIZE tiles, and only the runs within a
 * screen of the visible part are drawn; the others are one empty row of their exact height
 * (games.css .tile-run-gap). `npm run bench` measured why: with 920 tiles drawn, leaving the list
 * (a tab tap) spent 115-150 ms at 4× CPU removing them, a long task and a slow tap; windowed, the
 * grid holds about 100 tiles however far the player scrolls, and a phone keeps less in memory.
 * A new page renders only the runs it touches, and off-screen images load lazily.
 */
import { memo, startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { FIRST_ROW_HEAD_START_MS, GRID_RUN_SIZE, LOAD_MORE_THROTTLE_MS, TILES_PER_ROW } from '../../constants.ts';
import { gameIconField } from '../../lib/images.ts';
import { throttle } from '../../lib/timing.ts';
import type { Game } from '../../contract/schemas.ts';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import type { Texts } from '../../i18n/types.ts';
import { GameTile, type TileTexts } from './GameTile.tsx';

export const SCROLL_THRESHOLD_PX = 300;
export const LIST_LOADING_MS = 3000;

/** Tiles rendered, and windowed, together: whole rows, so the tiles after a run left out keep their columns. */
const RUN_SIZE = GRID_RUN_SIZE;
/** Drawn beyond each edge of the screen, in screen heights: a quick flick still lands on drawn tiles. */
const OVERSCAN_SCREENS = 1;
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

/** The games in runs of RUN_SIZE: a new page of games renders the runs it touches, not the whole grid again. */
function runsOf(games: readonly Game[]): (readonly Game[])[] {
  const runs: (readonly Game[])[] = [];
  for (let start = 0; start < games.length; start += RUN_SIZE) runs.push(games.slice(start, start + RUN_SIZE));
  return runs;
}

/** The runs to draw, [from, to): those within OVERSCAN_SCREENS of the screen. */
type RunWindow = readonly [number, number];

/**
 * Which runs of the grid are near the screen, followed through scrolling and resizing. Every run
 * but the last is whole rows of one height, so run i starts at i strides below the first, the
 * stride being the distance between the first two runs' heads ([data-run]).
 */
function useRunWindow(grid: RefObject<HTMLUListElement | null>, runs: number): RunWindow {
  const [range, setRange] = useState<RunWindow>([0, runs]);
  const measure = useRef<() => void>(() => {});
  measure.current = () => {
    const list = grid.current;
    const heads = list?.querySelectorAll(':scope > [data-run="0"], :scope > [data-run="1"]');
    if (!list || !heads || heads.length < 2) return setRange((current) => (current[0] === 0 && current[1] === runs ? current : [0, runs]));
    const first = heads[0]!.getBoundingClientRect().top;
    const stride = heads[1]!.getBoundingClientRect().top - first;
    const margin = innerHeight * OVERSCAN_SCREENS;
    const from = Math.max(0, Math.floor((-margin - first) / stride));
    const to = Math.min(runs, Math.floor((innerHeight + margin - first) / stride) + 1);
    setRange((current) => (current[0] === from && current[1] === to ? current : [from, to]));
  };
  // A new list or page: measured before it paints, so the runs far from the screen are never drawn.
  useLayoutEffect(() => measure.current(), [runs]);
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (!frame)
        frame = requestAnimationFrame(() => {
          frame = 0;
          startTransition(() => measure.current()); // drawing the next run yields to the scroll
        });
    };
    addEventListener('scroll', onScroll, { passive: true });
    addEventListener('resize', onScroll);
    return () => {
      cancelAnimationFrame(frame);
      removeEventListener('scroll', onScroll);
      removeEventListener('resize', onScroll);
    };
  }, []);
  return range;
}

/**
 * The first row's icons first: they are the screen's largest paint. The other icons wait until the
 * first row's have loaded or failed and been painted, FIRST_ROW_HEAD_START_MS at most. On screen,
 * Chrome raises the second and third rows' icons to high priority too, and on a phone's network they
 * took a share of the first row's bandwidth (Lighthouse: about 100 KB more before the largest
 * paint, 0.4-0.6 s later). Once in a grid's life: later lists and pages load theirs at once.
 */
function useFirstRowFirst(games: readonly Game[], shown: boolean): { held: boolean; onFirstRowIcon: () => void } {
  const [held, setHeld] = useState(true);
  const done = useRef(0);
  const expected = useRef(0);
  expected.current = games.slice(0, TILES_PER_ROW).filter((game) => gameIconField(game).trim()).length;
  // After the frame that paints the first row (rAF runs before that paint, the timeout after it); a
  // transition, as every tile near the screen draws again: it yields to a scroll under way.
  const release = useCallback(() => requestAnimationFrame(() => setTimeout(() => startTransition(() => setHeld(false)))), []);
  const onFirstRowIcon = useCallback(() => {
    done.current += 1;
    if (done.current >= expected.current) release();
  }, [release]);
  useEffect(() => {
    if (!held || !shown) return;
    if (expected.current === 0) return void release(); // no first-row icon to wait for
    const timer = setTimeout(release, FIRST_ROW_HEAD_START_MS);
    return () => clearTimeout(timer);
  }, [held, shown, release]);
  return { held, onFirstRowIcon };
}

interface TileRunProps extends Pick<GameGridProps, 'favouriteIds' | 'texts' | 'onPlay' | 'onStar'> {
  games: readonly Game[];
  index: number;
  /** Far from the screen: one empty row of the run's height stands in for it. */
  windowed: boolean;
  imageCdns: readonly string[];
  /** The icons after the first row wait (useFirstRowFirst). */
  iconsHeld: boolean;
  onFirstRowIcon: () => void;
  /** The run's favourites (node ids): a star tapped elsewhere leaves this run alone. */
  starred: string;
}

/** A run of tiles; it renders again only when one of its games or stars, its window, or what every tile shows, changed. */
const TileRun = memo(
  function TileRun({ games, index: run, windowed, favouriteIds, imageCdns, iconsHeld, onFirstRowIcon, texts, onPlay, onStar }: TileRunProps) {
    if (windowed) return <li className="tile-run-gap" data-run={run} aria-hidden="true" />;
    return games.map((game, index) => {
      const firstRow = run === 0 && index < TILES_PER_ROW;
      return (
        <GameTile
          key={game.nodeId}
          run={index === 0 ? run : undefined}
          game={game}
          favourite={favouriteIds.has(game.nodeId)}
          eager={firstRow}
          imageCdns={imageCdns}
          iconHeld={iconsHeld && !firstRow}
          onIconDone={firstRow ? onFirstRowIcon : undefined}
          texts={texts}
          onPlay={onPlay}
          onStar={onStar}
        />
      );
    });
  },
  (before, after) =>
    before.index === after.index &&
    before.windowed === after.windowed &&
    before.starred === after.starred &&
    before.imageCdns === after.imageCdns &&
    before.iconsHeld === after.iconsHeld &&
    before.texts === after.texts &&
    before.onPlay === after.onPlay &&
    before.onStar === after.onStar &&
    before.games.length === after.games.length &&
    before.games.every((game, index) => game === after.games[index]),
);

/** The grid's placeholder tiles while its first page loads (also a vendor panel's while its code loads, ./VendorPanelHost.tsx). */
export function TilePlaceholders() {
  return (
    <ul className="game-grid" aria-hidden="true">
      {Array.from({ length: PLACEHOLDER_TILES }, (_, index) => (
        <li key={index} className="game-tile placeholder-tile">
          <span className="game-art" />
          <span className="game-name" />
        </li>
      ))}
    </ul>
  );
}

export function GameGrid(props: GameGridProps) {
  const { games, favouriteIds, imageCdns, loading, error, more, texts } = props;
  const end = useRef<HTMLDivElement>(null);
  const grid = useRef<HTMLUListElement>(null);
  const runs = runsOf(games);
  const [from, to] = useRunWindow(grid, runs.length);
  // The first page's indicator is its placeholder tiles; this one is for the pages after it.
  const indicator = useLoadingIndicator(loading && games.length > 0);
  const onMore = useRef(props.onMore);
  onMore.current = props.onMore;
  const inReach = useRef(false);
  const askMore = useMemo(() => throttle(() => inReach.current && onMore.current(), LOAD_MORE_THROTTLE_MS), []);
  useEffect(() => () => askMore.cancel(), [askMore]);

  // Placeholders until the first page and the image CDN are both known: a tile drawn before the CDN
  // asked for its icon at the wrong address, and the list's first page often comes first (it is asked
  // before the island starts, src/features/games/games/first-page.client.ts).
  const firstPage = games.length === 0 ? loading : imageCdns === null;

  // Watched afresh after every page: when the end is still in reach (a short page, a tall screen)
  // the observer's first report asks for the next page at once. Not under the placeholders: their
  // short grid put the end in reach, and the second page was asked before the first was drawn.
  useEffect(() => {
    const target = end.current;
    if (!target || !more || loading || error || firstPage) return;
    const observer = new IntersectionObserver((entries) => (inReach.current = entries.some((entry) => entry.isIntersecting)) && askMore(), {
      rootMargin: `0px 0px ${SCROLL_THRESHOLD_PX}px 0px`,
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [games.length, more, loading, error, firstPage, askMore]);

  const { held, onFirstRowIcon } = useFirstRowFirst(games, games.length > 0 && imageCdns !== null);
  return (
    <div className="game-grid-wrap" aria-busy={loading}>
      {firstPage && !error ? (
        <TilePlaceholders />
      ) : games.length > 0 && imageCdns ? (
        <ul ref={grid} className="game-grid" style={{ '--run-size': RUN_SIZE } as CSSProperties}>
          {runs.map((run, index) => (
            <TileRun
              key={run[0]!.nodeId}
              games={run}
              index={index}
              // The last run may be short (not whole rows), and it is where the next page arrives: always drawn.
              windowed={(index < from || index >= to) && index < runs.length - 1}
              favouriteIds={favouriteIds}
              starred={run
                .filter((game) => favouriteIds.has(game.nodeId))
                .map((game) => game.nodeId)
                .join()}
              imageCdns={imageCdns}
              iconsHeld={held}
              onFirstRowIcon={onFirstRowIcon}
              texts={texts}
              onPlay={props.onPlay}
              onStar={props.onStar}
            />
          ))}
        </ul>
      ) : null}
      {games.length === 0 && !error && !loading ? <p className="list-state">{props.emptyText}</p> : null}
      {error ? (
        <LoadFailed text={error} action={props.loggedOut ? texts.login : texts.retry} onAction={props.loggedOut ? props.onLogin : props.onRetry} />
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
