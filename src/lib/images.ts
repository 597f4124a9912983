/**
 * Where a platform image field points (game icons, banners, promotion covers): the platform gives
 * either an absolute URL, used as it is, or a path on its image CDN, joined to the first base of
 * the status call's `imageCDNs` (e.g. `games/JL-RNG-001/…-224x224.png` on `https://img.example.com`
 * → `https://img.example.com/games/JL-RNG-001/…-224x224.png`). Without a CDN base a path is taken
 * from the site's root. The sandbox answers paths on its own CDN (scripts/sandbox/images/paths.ts).
 */
import { IMAGE_WIDTHS, sizedPath, type ImageKind } from '../contract/image-sizes.ts';

/** A URL with a scheme (https:, data:, blob: …) or a protocol-relative one: used as it is. */
const ABSOLUTE = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** The address to load for an image field; '' stays '' (no picture). */
export function resolveImageUrl(field: string, imageCdns: readonly string[] = []): string {
  const value = field.trim();
  if (!value || ABSOLUTE.test(value)) return value;
  const path = value.replace(/^\/+/, '');
  const base = imageCdns.find((cdn) => cdn.trim())?.trim();
  return base ? `${base.replace(/\/+$/, '')}/${path}` : `/${path}`;
}

/**
 * The image CDN bases in a status answer's value (`info.imageCDNs`), for the inline painters that
 * read the raw answer: the browser does not validate answers, so anything but strings is dropped.
 */
export function imageCdnsOf(status: Record<string, unknown> | null | undefined): string[] {
  const info = status?.info as { imageCDNs?: unknown } | undefined;
  return Array.isArray(info?.imageCDNs) ? info.imageCDNs.filter((cdn): cdn is string => typeof cdn === 'string') : [];
}

/** The icon field a game tile shows: the large mobile icon, else showIcon, else iconUrl (some games have only one). */
export function gameIconField(game: { mobileLargeIcon: string; showIcon: string; iconUrl: string }): string {
  return game.mobileLargeIcon || game.showIcon || game.iconUrl;
}

/**
 * The `srcset` of an image field: the picture at every width the image CDN offers for its kind
 * (src/contract/image-sizes.ts), so the browser takes the one the slot needs (with `sizes`). '' for
 * an absolute address or a path outside the scheme: the field's own address is then the only one.
 */
export function imageSrcset(field: string, kind: ImageKind, imageCdns: readonly string[] = []): string {
  const value = field.trim();
  if (!value || ABSOLUTE.test(value)) return '';
  const sized = IMAGE_WIDTHS[kind].map((width) => [width, sizedPath(value, width)] as const);
  if (sized.some(([, path]) => !path)) return '';
  return sized.map(([width, path]) => `${resolveImageUrl(path!, imageCdns)} ${width}w`).join(', ');
}

/**
 * What each kind of slot fills, for `sizes` (CSS px; the page is at most 480 px wide): three game
 * tiles a row below 420 px, four from there (src/widgets/games/games.css); a banner spans the page
 * inside its 12 px margins.
 */
export const IMAGE_SLOT_SIZES = {
  tile: '(min-width: 420px) 112px, calc(33vw - 16px)',
  banner: 'calc(min(100vw, 480px) - 24px)',
} as const;
