/**
 * The sandbox's image CDN: which pictures exist, their sizes and their addresses. Pure (no data
 * modules, no files): the seed data and the handlers build their image paths here, and ./cdn.ts
 * serves them.
 *
 * The status call names the CDN's base in `imageCDNs` (`<the sandbox's origin>/cdn`), and every
 * image field the sandbox answers holds a path relative to that base (no leading slash):
 *
 *   games/<gameId>/<key>-112x112.png      game icons (lotteries too), 1x and 2x: -224x224
 *   hosts/<hostId>/<key>-112x112.png      live hosts' avatars, 1x and 2x: -224x224
 *   banners/<id>-<lang>/<key>-720x300.png banners and promotion covers, per language (en, my), 1x and 2x: -1440x600
 *   vendors/<code>/v1-120x48.png          vendor logos, 1x and 2x: -240x96 (no call names them: the address is our convention)
 *
 * `<key>` is a hash of everything the picture is drawn from (ART_VERSION, kind, text, colour
 * seed), so an address never changes its bytes and is cached for a year (`immutable`); 1x and 2x
 * of one picture share it, so a front end can ask for the other size by changing the size alone,
 * and the CDN serves every width of the site's address scheme too (src/contract/image-sizes.ts,
 * IMAGE_WIDTHS: e.g. `-112x112`, `-168x168`, `-336x336`; banners `-360x150` … `-1440x600`).
 * Vendor logos, whose address a front end builds itself, carry `v<ART_VERSION>` instead.
 *
 * A front end resolves an image field so (src/lib/images.ts): a relative path is joined to the
 * first image CDN base the status call gives; an absolute http(s) URL is used as it is.
 */
import { createHash } from 'node:crypto';
import { PAGE_SIZE } from '../../../src/contract/limits.ts';
import type { Art } from './art.ts';

/** Where the sandbox serves its pictures on its own origin. */
export const CDN_PATH = '/cdn';

/** Bump when the drawing (./art.ts, ./font.ts, ./canvas.ts, ./png.ts) changes: every address changes with it. */
export const ART_VERSION = 1;

/**
 * Every size the sandbox draws, in pixels: the one place they are written down.
 * - tile: game, lottery and live-host icons. The site shows about three game tiles a row on a
 *   360 px phone (about 112 CSS px each): 1x 112 px, 2x 224 px for 2x screens.
 * - banner: banners and promotion covers, 2.4:1 like the form banner's box (720 × 300).
 * - logo: vendor logos for the footer's row of vendors, 2.5:1.
 */
export const IMAGE_SIZES = {
  tile: { '1x': [112, 112], '2x': [224, 224] },
  banner: { '1x': [720, 300], '2x': [1440, 600] },
  logo: { '1x': [120, 48], '2x': [240, 96] },
} as const satisfies Record<Art['kind'], Record<Scale, readonly [number, number]>>;

export type Scale = '1x' | '2x';

/** The folders of the CDN and the kind of picture each holds. */
export const FOLDERS = { games: 'tile', hosts: 'tile', banners: 'banner', vendors: 'logo' } as const satisfies Record<string, Art['kind']>;
export type Folder = keyof typeof FOLDERS;

/** Up to two capital letters from a name: "Golden Dragon Fortune" → "GD", "Mines" → "MI". */
export function initials(name: string): string {
  const [first = '?', second] = name.match(/[A-Za-z0-9]+/g) ?? [];
  return (second ? first.charAt(0) + second.charAt(0) : first.slice(0, 2)).toUpperCase();
}

/** The address part that pins a picture's bytes: a hash of what it is drawn from. */
export function artKey(art: Art): string {
  return createHash('sha256')
    .update(JSON.stringify([ART_VERSION, art]))
    .digest('hex')
    .slice(0, 10);
}

/** `<folder>/<id>/<key>-<width>x<height>.png` */
export function picturePath(folder: Folder, id: string, key: string, scale: Scale): string {
  const [width, height] = IMAGE_SIZES[FOLDERS[folder]][scale];
  return `${folder}/${id}/${key}-${width}x${height}.png`;
}

// ---- games ----

export interface GameArtInput {
  gameId: string;
  gameName: string;
  vassalage: string;
}

export const gameArt = (game: GameArtInput): Art => ({ kind: 'tile', seed: game.gameId, text: initials(game.gameName), caption: game.vassalage });

export const gameIconPath = (game: GameArtInput, scale: Scale) => picturePath('games', game.gameId, artKey(gameArt(game)), scale);

/** What the rule of the icons broken on purpose reads of a game (../data/content-games.ts GameSeed). */
export interface RankedGame {
  gameId: string;
  gameType: string;
  /** List order, 1 = most played: the lists' default order. */
  popularity: number;
  isHot: boolean;
  isTop: boolean;
  isNew: boolean;
}

/**
 * Game icons broken on purpose, so the site's fallback for a picture that does not load can be
 * shown and tested: in each category with more than one page of games (PAGE_SIZE), its least
 * played game that carries no flag. Such a game is on its list's last page: never on home (hot,
 * new and top games, the categories' first pages, the winners) nor on a list screen's first page,
 * so no screen a player opens first asks for a picture that is not there (a 404 logs a console
 * error, which costs Lighthouse's best practices). A search for its name, its vendor's list or
 * its list's last page shows the fallback. In the seed (images.test.ts checks the list):
 *   RNG  PXG-RNG-071  Midnight Rooster Frenzy     LIVE SAP-LIVE-023 Squeeze Baccarat 3
 *   FISH JL-FISH-004  Thunder Mermaid King        PVP  TPX-PVP-019  Bull Bull Jackpot
 * Tests find them with brokenIconGames() (./cdn.ts).
 */
export function brokenIconIds(games: readonly RankedGame[]): Set<string> {
  const broken = new Set<string>();
  for (const list of Map.groupBy(games, (game) => game.gameType).values()) {
    if (list.length <= PAGE_SIZE) continue;
    const [leastPlayed] = list.filter((game) => !game.isHot && !game.isTop && !game.isNew).sort((a, b) => b.popularity - a.popularity);
    if (leastPlayed) broken.add(leastPlayed.gameId);
  }
  return broken;
}

/**
 * Games with one icon field only (iconUrl; mobileLargeIcon and showIcon empty, which the contract
 * allows), as some vendors deliver them: node ids 10050, 10150, …, 11150 (12 games).
 */
export const hasOnlyIconUrl = (nodeId: string) => Number(nodeId) % 100 === 50;

/**
 * A game's three icon fields: mobileLargeIcon the 2x tile, showIcon and iconUrl the 1x tile
 * (iconUrl alone for the games of hasOnlyIconUrl).
 */
export function gameIconFields(game: GameArtInput & { nodeId: string }): { mobileLargeIcon: string; showIcon: string; iconUrl: string } {
  const iconUrl = gameIconPath(game, '1x');
  if (hasOnlyIconUrl(game.nodeId)) return { mobileLargeIcon: '', showIcon: '', iconUrl };
  return { mobileLargeIcon: gameIconPath(game, '2x'), showIcon: iconUrl, iconUrl };
}

// ---- live hosts, banners, vendors ----

export const hostArt = (name: string, id: string): Art => ({ kind: 'tile', seed: id, text: initials(name), caption: 'LIVE' });

export const hostAvatarPath = (name: string, id: string, scale: Scale = '1x') => picturePath('hosts', id, artKey(hostArt(name, id)), scale);

/**
 * A banner or promotion cover: the caption across a gradient coloured by `colourLabel` (the
 * English title, so a banner has the same colours in every language). A caption in a script the
 * sandbox's font lacks (Burmese) is drawn from its rendered mask (./caption-masks.ts).
 */
export function bannerArt(caption: string, colourLabel: string): Art {
  const text = caption.trim();
  return { kind: 'banner', seed: colourLabel, caption: text || null };
}

/** `<id>-<lang>`: one folder per announcement and language. */
export const bannerId = (announcementId: number, language: string) => `${announcementId}-${language.toLowerCase()}`;

export const bannerPath = (art: Art, announcementId: number, language: string, scale: Scale = '1x') =>
  picturePath('banners', bannerId(announcementId, language), artKey(art), scale);

export const vendorArt = (displayName: string, code: string): Art => ({ kind: 'logo', seed: code, name: displayName });

/** The vendor logo's address, which a front end builds from the vendor code (no call names it). */
export const vendorLogoPath = (code: string, scale: Scale = '1x') => picturePath('vendors', code, `v${ART_VERSION}`, scale);
