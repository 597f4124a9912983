/**
 * Where a platform image field points (game icons, banners, promotion covers): the platform gives
 * either an absolute URL, used as it is, or a path on its image CDN, joined to the first base of
 * the status call's `imageCDNs` (e.g. `games/JL-RNG-001/…-224x224.png` on `https://img.example.com`
 * → `https://img.example.com/games/JL-RNG-001/…-224x224.png`). Without a CDN base a path is taken
 * from the site's root. The sandbox answers paths on its own CDN (scripts/sandbox/images/paths.ts).
 */

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

/** The icon field a game tile shows: the large mobile icon, else showIcon, else iconUrl (some games have only one). */
export function gameIconField(game: { mobileLargeIcon: string; showIcon: string; iconUrl: string }): string {
  return game.mobileLargeIcon || game.showIcon || game.iconUrl;
}
