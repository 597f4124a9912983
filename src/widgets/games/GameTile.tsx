/**
 * One game (G §2 "Game tile"): its icon, name, vendor badge (JL has its own), at most two labels
 * (./tile-badges.ts) and favourite star. The icon box has a fixed aspect ratio and a themed
 * placeholder behind it, shown while the image loads and in its place when it fails: nothing moves
 * either way. Only the labels and the star sit over the art, the star in its top right corner and
 * the labels beside it or below it, never under it (games.css); the vendor is the line under the
 * name, off the art (a vendor's art carries its own mark). The button is named by what it shows
 * (name, vendor, labels, in that order), so its name always contains its visible text (WCAG 2.5.3).
 * Names the platform sends (games, vendors) are marked translate="no": they stay as sent in every
 * language.
 */
import { memo, useState } from 'react';
import { Icon } from '../../components/Icon.tsx';
import * as icons from '../../components/icon-paths.ts';
import type { Game } from '../../contract/schemas.ts';
import { gameIconField, IMAGE_SLOT_SIZES, imageSrcset, resolveImageUrl } from '../../lib/images.ts';
import type { Texts } from '../../i18n/types.ts';
import { OWN_BADGE_VENDOR, tileBadges } from './tile-badges.ts';

export type TileTexts = Pick<Texts['games'], 'badge' | 'addFavourite' | 'removeFavourite'>;

export interface GameTileProps {
  /** The first tile of a run of the grid: its index, where the grid measures its runs (GameGrid). */
  run?: number;
  game: Game;
  favourite: boolean;
  /**
   * The first row of the grid: its icons are the page's largest paint, so they load first: eagerly
   * at high priority, and every other icon at low priority (Chrome raises the icons on screen to
   * high once it lays them out, and then the second and third rows shared the first row's bandwidth).
   */
  eager: boolean;
  imageCdns: readonly string[];
  /** Beyond the first row, while the first row's icons load (GameGrid): the placeholder meanwhile. */
  iconHeld?: boolean;
  /** The first row's: told once the icon has loaded or failed. */
  onIconDone?: () => void;
  texts: TileTexts;
  onPlay: (game: Game) => void;
  onStar: (game: Game) => void;
}

export const GameTile = memo(function GameTile({ run, game, favourite, eager, imageCdns, iconHeld, onIconDone, texts, onPlay, onStar }: GameTileProps) {
  const icon = resolveImageUrl(gameIconField(game), imageCdns);
  // The icon at the width its slot needs (a 1x phone takes 112 px, not the field's 224).
  const srcset = imageSrcset(gameIconField(game), 'tile', imageCdns) || undefined;
  // The address that failed, not a flag: an icon asked before the status call named the image CDN
  // fails, and must try again at its real address once the CDN is known (slow networks, busy phones).
  const [failed, setFailed] = useState<string>();
  const broken = failed === icon;
  const badges = tileBadges(game);
  return (
    <li className="game-tile" data-run={run}>
      <button type="button" className="game-open" onClick={() => onPlay(game)}>
        <span className="game-art" data-initial={game.gameName.slice(0, 1)}>
          {icon && !broken && !iconHeld ? (
            <img
              src={icon}
              srcSet={srcset}
              sizes={srcset && IMAGE_SLOT_SIZES.tile}
              alt=""
              width={112}
              height={112}
              loading={eager ? 'eager' : 'lazy'}
              decoding={eager ? 'auto' : 'async'}
              fetchPriority={eager ? 'high' : 'low'}
              onLoad={onIconDone}
              onError={() => {
                setFailed(icon);
                onIconDone?.();
              }}
            />
          ) : null}
        </span>
        <span className="game-name" translate="no">
          {game.gameName}
        </span>
        <span className={game.vassalage === OWN_BADGE_VENDOR ? 'vendor-badge own' : 'vendor-badge'} translate="no">
          {game.displayName || game.vassalage}
        </span>
        {badges.length > 0 ? (
          <span className="game-badges">
            {badges.map((badge) => (
              <span key={badge} className={`game-badge ${badge}`}>
                {texts.badge[badge]}
              </span>
            ))}
          </span>
        ) : null}
      </button>
      <button
        type="button"
        className="game-star"
        aria-label={(favourite ? texts.removeFavourite : texts.addFavourite).replace('{{name}}', game.gameName)}
        onClick={() => onStar(game)}
      >
        <Icon d={icons.star} size={20} filled={favourite} />
      </button>
    </li>
  );
});
