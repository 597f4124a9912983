/**
 * Game tiles drawn by page scripts: the list screens' first screen before React has arrived (on a
 * weak network React comes seconds after the games), and every tile of home, which has no React
 * (./game-block.ts). Each tile is a clone of GameTile's own markup (TileTemplate, in the page),
 * filled in. On the list screens the grid is `inert` until the island replaces it with its own
 * tiles, drawn the same in the same places (the island starts from the same answer, already here).
 */
import type { Game } from '../../contract/schemas.ts';
import { gameIconField, IMAGE_SLOT_SIZES, imageSrcset, resolveImageUrl } from '../../lib/images.ts';
import { OWN_BADGE_VENDOR, TILE_BADGE_WORDS, tileBadges } from './tile-badges.ts';

/** A tile's icon at the address and sizes the island's tile gives it (GameTile); false when it has none. */
export function showIcon(image: HTMLImageElement, game: Game, cdns: readonly string[]): boolean {
  const icon = resolveImageUrl(gameIconField(game), cdns);
  if (!icon) return false;
  const srcset = imageSrcset(gameIconField(game), 'tile', cdns);
  if (srcset) image.setAttribute('srcset', srcset);
  else image.removeAttribute('srcset');
  image.setAttribute('sizes', IMAGE_SLOT_SIZES.tile);
  image.setAttribute('src', icon);
  return true;
}

/** A tile as GameTile draws it, from its template: name, vendor, labels and the star's label; the icon is left to the caller. */
export function paintTile(template: HTMLTemplateElement, game: Game): HTMLElement {
  const tile = template.content.firstElementChild!.cloneNode(true) as HTMLElement;
  const name = game.gameName;
  tile.querySelector('.game-name')!.textContent = name;
  tile.querySelector<HTMLElement>('.game-art')!.dataset.initial = name.slice(0, 1);
  const vendor = tile.querySelector('.vendor-badge')!;
  vendor.textContent = game.displayName || game.vassalage;
  vendor.classList.toggle('own', game.vassalage === OWN_BADGE_VENDOR);
  const star = tile.querySelector('.game-star')!;
  star.setAttribute('aria-label', star.getAttribute('aria-label')!.replace(template.dataset.name!, name));

  const labels = tile.querySelector('.game-badges')!;
  const model = labels.firstElementChild!;
  const words = TILE_BADGE_WORDS.of(template);
  labels.replaceChildren(
    ...tileBadges(game).map((badge) => {
      const label = model.cloneNode() as Element;
      label.className = `game-badge ${badge}`;
      label.textContent = words[badge];
      return label;
    }),
  );
  if (!labels.childElementCount) labels.remove();
  return tile;
}

/**
 * The games into a grid's placeholder tiles (as many as there are of both; placeholders left over
 * go, as the island will draw no more), with pictures for the
 * first `pictures` of them, the first tile's alone at first: on a weak network it then shares the
 * line with React only, and the rest follow it. Resolves once the first picture has loaded or failed
 * and the frame showing it has been drawn (at once without one); false when there was nothing to
 * paint into.
 */
export function paintTiles(placeholders: readonly Element[], games: readonly Game[], cdns: readonly string[], pictures: number): Promise<void> | false {
  const template = document.querySelector<HTMLTemplateElement>('template[data-game-tile]');
  const grid = placeholders[0]?.parentElement;
  if (!template || !grid || !games.length) return false;
  const shown = games.slice(0, placeholders.length);
  const images = shown.map((game, index) => {
    const tile = paintTile(template, game);
    placeholders[index]!.replaceWith(tile);
    return tile.querySelector('img')!;
  });
  placeholders.slice(shown.length).forEach((placeholder) => placeholder.remove()); // the island draws these games only
  // Drawn, not yet working: the island's tiles take the taps (and the tests' clicks) when they replace these.
  grid.setAttribute('inert', '');
  const [first, ...others] = images.slice(0, pictures);
  const rest = () => others.forEach((image, index) => showIcon(image, shown[index + 1]!, cdns) || image.remove());
  images.slice(pictures).forEach((image) => image.remove());
  if (!first || !showIcon(first, shown[0]!, cdns)) {
    first?.remove();
    rest();
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const settled = () => {
      rest();
      requestAnimationFrame(() => setTimeout(resolve)); // once the frame showing it has been drawn
    };
    first.addEventListener('load', settled, { once: true });
    first.addEventListener('error', settled, { once: true });
  });
}
