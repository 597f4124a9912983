/**
 * A game tile as a <template>, for the page scripts that draw tiles (./paint-tiles.ts: a list
 * screen's before React has arrived, and home's, ./game-block.ts): GameTile's own markup,
 * prerendered once with a template game whose fields the script fills in, and the star's label for
 * a favourite (`data-remove-favourite`). Rendered at build time only.
 */
import type { Game } from '../../contract/schemas.ts';
import { GameTile, type TileTexts } from './GameTile.tsx';
import { TILE_BADGE_WORDS } from './tile-badges.ts';

/** The template game's name: where the name goes, in the name and in the star's label (data-name). */
const TEMPLATE_NAME = '{{name}}';

/** New and Hot: the template carries a label, the model of the labels the script adds. */
const templateGame = {
  gameName: TEMPLATE_NAME,
  vassalage: '',
  displayName: '',
  mobileLargeIcon: 'data:,', // an image that asks for nothing when the template is cloned
  showIcon: '',
  iconUrl: '',
  isNew: 1,
  isHot: 1,
  isTop: 0,
} as Game;

const ignore = () => undefined;

export default function TileTemplate({ texts }: { texts: TileTexts }) {
  return (
    <template data-game-tile data-name={TEMPLATE_NAME} data-remove-favourite={texts.removeFavourite} {...TILE_BADGE_WORDS.attribute(texts.badge)}>
      <GameTile game={templateGame} favourite={false} eager imageCdns={[]} texts={texts} onPlay={ignore} onStar={ignore} />
    </template>
  );
}
