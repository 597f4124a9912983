/**
 * A vendor game list block drawn by a plain script (G §2 "Vendor game list block"; home's blocks:
 * GameBlock.astro prerenders one, GameBlockParts.astro the parts this draws, FailedTemplate.astro
 * its failed state): a title with the game
 * type's mark, an optional slogan, a 'more games' link, an optional search box, and what
 * ./block-content.ts says it shows: its games (GameTile's markup, ./paint-tiles.ts), placeholder
 * tiles of their final size while they load (with room for 'show more', so the blocks below stay
 * where they are), the empty text, or its own translated error with Try again, so the rest of the
 * page goes on working. The same answer again leaves the tiles in place (focus, pictures).
 */
import { failedState } from '../../components/list/read-failed.ts';
import { FIRST_ROW_HEAD_START_MS, TILES_PER_ROW } from '../../constants.ts';
import type { Game } from '../../contract/schemas.ts';
import { blockContent, type BlockContent, type BlockOptions } from './block-content.ts';
import { paintTile, showIcon } from './paint-tiles.ts';

export interface BlockView {
  /** Null while loading. */
  games: readonly Game[] | null;
  /** The translated failure of the block's call. */
  error?: string;
  onRetry?: () => void;
  /** What an empty block says (a search's own text); else the block's. */
  emptyText?: string;
}

export interface GameBlockOptions extends BlockOptions {
  emptyText?: string;
  /**
   * The page's first block: its first row's icons load eagerly at high priority (the first game
   * pictures a player sees), its first icon alone at first (on a weak line the rest shared its
   * bandwidth), every other icon once it has been painted.
   */
  first?: boolean;
  /**
   * Tiles the page painted before its script ran (home's first row,
   * src/features/home/home/first-hot-row.inline.ts): the block waits for them before it draws, and
   * takes those still showing the same game as its own (their star and pictures added), not drawn again.
   */
  painted?: Promise<readonly PaintedTile[]>;
}

/** A tile drawn from GameTile's template, without its picture or with the one its game names, and its game. */
export interface PaintedTile {
  tile: HTMLElement;
  game: Game;
}

export interface GameBlock {
  readonly section: HTMLElement;
  show(view: BlockView): void;
  /** Back to HOME_BLOCK_PREVIEW games with 'show more' (the block shows again after another tab). */
  collapse(): void;
}

/** What every block of a page draws its tiles with: GameTile's template, the image CDN, the favourites. */
export interface TileKit {
  readonly template: HTMLTemplateElement;
  readonly cdns: readonly string[];
  favourites(): ReadonlySet<string>;
}

const tileGames = new WeakMap<Element, Game>();

/** The game of the tile holding `element` (a tap on its button or star), if a block drew it. */
export function gameOfTile(element: Element): Game | undefined {
  const tile = element.closest('.game-tile');
  return tile ? tileGames.get(tile) : undefined;
}

/** A star as GameTile draws it: filled for a favourite, named by what a tap does. */
function showStar(tile: Element, game: Game, favourite: boolean, template: HTMLTemplateElement): void {
  const star = tile.querySelector('.game-star')!;
  const label = favourite ? template.dataset.removeFavourite! : template.content.querySelector('.game-star')!.getAttribute('aria-label')!;
  star.setAttribute('aria-label', label.replace(template.dataset.name!, game.gameName));
  star.querySelector('svg')!.setAttribute('fill', favourite ? 'currentColor' : 'none');
}

/** Every drawn tile's star under `root`, from the favourite ids. */
export function showFavourites(root: ParentNode, favourites: ReadonlySet<string>, template: HTMLTemplateElement): void {
  for (const tile of root.querySelectorAll('.game-tile')) {
    const game = tileGames.get(tile);
    if (game) showStar(tile, game, favourites.has(game.nodeId), template);
  }
}

/** Icons other than the first block's first wait for it (once per page), FIRST_ROW_HEAD_START_MS at most. */
let headStart: Promise<void> = Promise.resolve();
let headStartTaken = false;

function iconOf(tile: HTMLElement, game: Game, kit: TileKit, eager: boolean, leads: boolean): void {
  const art = tile.querySelector('.game-art')!;
  // A painted tile (GameBlockOptions `painted`) may have come without it: the template's.
  const image = art.querySelector('img') ?? (kit.template.content.querySelector('img')!.cloneNode() as HTMLImageElement);
  image.remove(); // as GameTile: no picture while it waits
  if (!eager) {
    image.loading = 'lazy';
    image.decoding = 'async';
    image.setAttribute('fetchpriority', 'low');
  }
  const show = () => {
    if (!showIcon(image, game, kit.cdns)) return false;
    image.addEventListener('error', () => image.remove(), { once: true }); // the themed placeholder with the initial instead
    art.append(image);
    return true;
  };
  if (!leads) return void headStart.then(show);
  if (!show()) return;
  headStart = new Promise((resolve) => {
    const painted = () => requestAnimationFrame(() => setTimeout(resolve)); // once the frame showing it has been drawn
    // A painted tile's picture may be in already: no load event to wait for.
    if (image.complete) painted();
    image.addEventListener('load', painted, { once: true });
    image.addEventListener('error', painted, { once: true });
    setTimeout(resolve, FIRST_ROW_HEAD_START_MS);
  });
}

/** A part's template (GameBlockParts.astro), cloned: its elements. */
function parts(name: string): Element[] {
  const template = document.querySelector<HTMLTemplateElement>(`template[data-block-part="${name}"]`)!;
  return [...template.content.children].map((element) => element.cloneNode(true) as Element);
}
const part = <E extends Element>(name: string) => parts(name)[0] as E;

/** A block's section, from its template (placeholders while it loads), with its title, mark (`icon`, cloned) and 'more games' link. */
export function newBlockSection(title: string, icon: Element | null, more: { href: string; label: string } | undefined): HTMLElement {
  const section = part<HTMLElement>('block');
  section.setAttribute('aria-label', title);
  section.querySelector('h2')!.replaceChildren(...(icon ? [icon.cloneNode(true)] : []), title);
  const link = section.querySelector('a')!;
  if (more) {
    link.href = more.href;
    link.setAttribute('aria-label', more.label);
  } else link.remove();
  return section;
}

/** A section's own parts (head, slogan, search) stay; what follows them is the block's content. */
const isContent = (element: Element) => element.matches('.game-grid, .list-state, .block-show-more');

/** What is drawn, as a key: the same content is not drawn again (focus and pictures stay). */
const keyOf = (content: BlockContent<Game>) => JSON.stringify(content);

/** What a block shows before its tiles can be drawn: its placeholders. */
const LOADING: BlockContent<Game> = { kind: 'loading' };

/**
 * The block of `section` (a prerendered GameBlock.astro, or a new one: newBlockSection), drawn with
 * `kit` once it is there: until the image CDN is known it shows its placeholders (a tile drawn before
 * asked for its icon at the wrong address, a dozen failed requests holding a weak line's connections).
 */
export function gameBlock(section: HTMLElement, kitReady: Promise<TileKit>, options: GameBlockOptions = {}): GameBlock {
  let kit: TileKit | null = null;
  let expanded = false;
  let latest: BlockView = { games: null };
  /** What is drawn, as a key (keyOf): the page paints a block's placeholders. */
  let drawn = section.querySelector('.placeholder-tile') ? keyOf(LOADING) : '';
  /** The tiles drawn, by node id, with the game each shows (as JSON: a new answer with the same game keeps its tile); `painted`: still to finish. */
  let tiles = new Map<string, { tile: HTMLElement; shows: string; painted?: boolean }>();
  const anchor = new Comment('game block');

  function tilesOf(games: readonly Game[]): HTMLElement[] {
    const kept = new Map<string, { tile: HTMLElement; shows: string }>();
    const drawnTiles = games.map((game, index) => {
      const shows = JSON.stringify(game);
      const known = tiles.get(game.nodeId);
      const tile = known?.shows === shows ? known.tile : paintTile(kit!.template, game);
      if (tile !== known?.tile || known.painted) {
        showStar(tile, game, kit!.favourites().has(game.nodeId), kit!.template);
        const leads = Boolean(options.first) && index === 0 && !headStartTaken;
        if (leads) headStartTaken = true;
        iconOf(tile, game, kit!, Boolean(options.first) && index < TILES_PER_ROW, leads);
      }
      tileGames.set(tile, game);
      kept.set(game.nodeId, { tile, shows });
      return tile;
    });
    tiles = kept;
    return drawnTiles;
  }

  function nodesOf(content: Exclude<BlockContent<Game>, { kind: 'absent' }>): Element[] {
    switch (content.kind) {
      case 'failed':
        return [failedState(content.text, () => latest.onRetry?.())];
      case 'loading':
        return parts(options.row ? 'loading-row' : 'loading');
      case 'empty': {
        const text = document.createElement('p');
        text.className = 'list-state';
        text.textContent = content.text;
        return [text];
      }
      case 'games': {
        const grid = document.createElement('ul');
        grid.className = 'game-grid';
        grid.append(...tilesOf(content.games));
        if (!content.canExpand) return [grid];
        const more = part<HTMLButtonElement>('show-more');
        more.addEventListener('click', () => {
          expanded = true;
          block.show(latest);
        });
        return [grid, more];
      }
    }
  }

  const block: GameBlock = {
    section,
    show(view) {
      latest = view;
      const content = kit ? blockContent({ ...view, emptyText: view.emptyText ?? options.emptyText, expanded }, options) : LOADING;
      const key = keyOf(content);
      if (key === drawn) return;
      drawn = key;
      // Left out, the block leaves a mark of its place, where it comes back (wherever the panel is kept meanwhile).
      if (content.kind === 'absent') {
        if (section.parentNode) section.replaceWith(anchor);
        return;
      }
      if (anchor.parentNode) anchor.replaceWith(section);
      const nodes = nodesOf(content);
      for (const child of [...section.children]) if (isContent(child)) child.remove();
      section.append(...nodes);
    },
    collapse() {
      if (!expanded) return;
      expanded = false;
      block.show(latest);
    },
  };
  void Promise.all([kitReady, options.painted ?? []]).then(([known, painted]) => {
    kit = known;
    for (const { tile, game } of painted) tiles.set(game.nodeId, { tile, shows: JSON.stringify(game), painted: true });
    block.show(latest);
  });
  return block;
}
