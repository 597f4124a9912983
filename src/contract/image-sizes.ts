/**
 * How the site asks the platform's image CDN for a picture at the size of the slot it fills (G §7
 * image fields; the spec gives one address per picture). The scheme, which the sandbox's CDN serves
 * (scripts/sandbox/images/cdn.ts) and a real platform's CDN must offer for the site to use it:
 *
 *   a path on the image CDN ending `-<width>x<height>.<ext>` (what the platform's image fields hold,
 *   e.g. `games/JL-RNG-001/ab12-224x224.png`) is also served at each width of IMAGE_WIDTHS for its
 *   kind, with the same aspect ratio: `games/JL-RNG-001/ab12-112x112.png`, `…-336x336.png`.
 *
 * CDNs offer fixed widths (a cache of every width asked would be a denial of service), so the list
 * is fixed too. Absolute addresses (another host) are used as they are, without sizes.
 */

/** The widths the image CDN offers, per kind of picture, in pixels. */
export const IMAGE_WIDTHS = {
  /** Game, lottery and host icons (square): a tile is about 100-112 CSS px wide, at 1x to 3x. */
  tile: [112, 168, 224, 336],
  /** Banners and promotion covers (2.4:1): the page is at most 480 CSS px wide, at 1x to 3x. */
  banner: [360, 540, 720, 1080, 1440],
  /** Vendor logos (2.5:1). */
  logo: [120, 240],
} as const;

export type ImageKind = keyof typeof IMAGE_WIDTHS;

const SIZED = /^(.*-)(\d{1,4})x(\d{1,4})(\.[a-z]{3,4})$/i;

/** The address of the same picture at another width of the scheme, or null when the path does not follow it. */
export function sizedPath(path: string, width: number): string | null {
  const match = SIZED.exec(path);
  if (!match) return null;
  const [, head = '', w = '', h = '', extension = ''] = match;
  const height = (width * Number(h)) / Number(w);
  if (!Number.isInteger(height)) return null;
  return `${head}${width}x${height}${extension}`;
}
