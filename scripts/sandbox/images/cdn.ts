/**
 * The sandbox's image CDN (addresses: ./paths.ts), served under CDN_PATH on the sandbox's origin.
 * A picture is drawn on its first request (./art.ts), encoded, written to the cache folder
 * (default `.sandbox-data/cdn/`, beside the database) and read from there ever after, restarts
 * included: drawing all ~2,600 on seeding would cost about 30 s of CPU. Same address and format →
 * same bytes, so answers are cached a year (`immutable`) and carry a strong ETag of their bytes.
 * Every picture is served at the widths of the site's address scheme too (servedSizes). Unknown
 * addresses, wrong keys or sizes, and the icons broken on purpose (brokenIconIds) are 404.
 *
 * As a real platform's image CDN does, one address answers in the format the client takes
 * (chooseFormat): WebP for a browser whose Accept names it, PNG (./png.ts) for any other client,
 * with `Vary: Accept` so that a shared cache keeps them apart. WebP makes a 720 × 300 banner
 * 10-18 KB instead of 46-105 KB of PNG, and costs less CPU to encode than our PNG (WEBP_QUALITY).
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import sharp from 'sharp';
import { ANNOUNCEMENT_SEEDS } from '../data/content-announcements.ts';
import { generateGames, VENDOR_SEEDS, type GameSeed } from '../data/content-games.ts';
import { generateLiveHosts } from '../data/content-people.ts';
import { IMAGE_WIDTHS } from '../../../src/contract/image-sizes.ts';
import { acceptedWeights } from '../compression.ts';
import { draw, type Art } from './art.ts';
import { encodePng } from './png.ts';
import { ART_VERSION, artKey, brokenIconIds, CDN_PATH, bannerArt, bannerId, FOLDERS, gameArt, hostArt, IMAGE_SIZES, vendorArt, type Folder } from './paths.ts';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
const NOT_FOUND_CACHE = 'no-cache';

/**
 * The formats a picture is served in, each with its own file in the cache folder (the address
 * always ends `.png`: it names the picture, the request's Accept picks the format).
 */
export const IMAGE_FORMATS = {
  webp: { type: 'image/webp', extension: '.webp' },
  png: { type: 'image/png', extension: '.png' },
} as const;
export type ImageFormat = keyof typeof IMAGE_FORMATS;

/**
 * WebP encoding: sharp's default quality and effort, named here so that the bytes of an address
 * never change with sharp's defaults. Measured over the seed's pictures (CPU per picture): a
 * 720 × 300 banner 9.7-18.0 KB in 17 ms (PNG 46-105 KB in 29 ms, drawing 14 ms), a 224 px tile
 * 2.0-4.3 KB (PNG 12.5-29.7). AVIF (effort 2) would make the banner 5.8-10.2 KB but costs 62 ms,
 * four times WebP's, and saves under 1 KB a tile: not worth it here.
 */
const WEBP_QUALITY = 80;
const WEBP_EFFORT = 4;

/**
 * The format for a request's Accept header: WebP when it names `image/webp` (q > 0), else PNG.
 * Wildcards (`image/*`, any type) do not count: clients that cannot read WebP send them too (image
 * CDNs decide so as well), and every browser that reads WebP names it.
 */
export function chooseFormat(accept: string | null | undefined): ImageFormat {
  return accept && (acceptedWeights(accept).get(IMAGE_FORMATS.webp.type) ?? 0) > 0 ? 'webp' : 'png';
}

/** What each address drawn by the CDN is made of, from the seed (built on the first request). */
interface Catalogue {
  games: Map<string, GameSeed>;
  /** Game ids whose icons answer 404 on purpose (./paths.ts brokenIconIds). */
  brokenIcons: Set<string>;
  art: Record<Folder, Map<string, Art>>;
}

let catalogue: Catalogue | undefined;

function buildCatalogue(): Catalogue {
  const games = generateGames();
  const art: Catalogue['art'] = { games: new Map(), hosts: new Map(), banners: new Map(), vendors: new Map() };
  for (const game of games) art.games.set(game.gameId, gameArt(game));
  for (const host of generateLiveHosts(games)) art.hosts.set(host.id, hostArt(host.name, host.id));
  for (const vendor of VENDOR_SEEDS) art.vendors.set(vendor.code, vendorArt(vendor.displayName, vendor.code));
  // The English title colours a banner in every language (data/content-announcements.ts).
  for (const announcement of ANNOUNCEMENT_SEEDS) {
    if (announcement.images.length) art.banners.set(bannerId(announcement.id, 'EN'), bannerArt(announcement.title, announcement.title));
    for (const [language, text] of Object.entries(announcement.translations)) {
      if (text.images.length) art.banners.set(bannerId(announcement.id, language), bannerArt(text.title, announcement.title));
    }
  }
  return { games: new Map(games.map((game) => [game.gameId, game])), brokenIcons: brokenIconIds(games), art };
}

const ADDRESS = /^(games|hosts|banners|vendors)\/([A-Za-z0-9_-]{1,64})\/([a-z0-9]{2,16})-(\d{1,4})x(\d{1,4})\.png$/;

/**
 * The sizes served of a kind: every width the site may ask for (src/contract/image-sizes.ts, the
 * address scheme), at the kind's aspect ratio, and the 1x and 2x the image fields name.
 */
export function servedSizes(kind: Art['kind']): (readonly [number, number])[] {
  const [width, height] = IMAGE_SIZES[kind]['1x'];
  const asked = IMAGE_WIDTHS[kind].map((w) => [w, (w * height) / width] as const);
  return [...Object.values(IMAGE_SIZES[kind]), ...asked];
}

export interface Picture {
  art: Art;
  width: number;
  height: number;
}

/** The picture at a CDN path (relative to CDN_PATH, no leading slash), or null when it answers 404. */
export function pictureAt(path: string): Picture | null {
  const match = ADDRESS.exec(path);
  if (!match) return null;
  const [, folderName, id, key, width, height] = match as unknown as [string, Folder, string, string, string, string];
  catalogue ??= buildCatalogue();
  const art = catalogue.art[folderName].get(id);
  if (!art) return null;
  if (key !== (folderName === 'vendors' ? `v${ART_VERSION}` : artKey(art))) return null;
  const size = servedSizes(FOLDERS[folderName]).find(([w, h]) => String(w) === width && String(h) === height);
  if (!size) return null;
  if (folderName === 'games' && catalogue.brokenIcons.has(id)) return null;
  return { art, width: size[0], height: size[1] };
}

/** The seeded games whose icons answer 404 on purpose (./paths.ts brokenIconIds). */
export function brokenIconGames(): GameSeed[] {
  const { games, brokenIcons } = (catalogue ??= buildCatalogue());
  return [...brokenIcons].map((id) => games.get(id)!);
}

/** A picture drawn and encoded in `format`: same picture and format → same bytes. */
export async function renderPicture({ art, width, height }: Picture, format: ImageFormat): Promise<Buffer> {
  const { pixels } = draw(art, width, height);
  if (format === 'png') return encodePng(width, height, pixels);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
    .toBuffer();
}

/** Where a picture's encoding is kept in the cache folder: its path, with the format's extension. */
export const cachedPath = (path: string, format: ImageFormat) => `${path.slice(0, -IMAGE_FORMATS.png.extension.length)}${IMAGE_FORMATS[format].extension}`;

export interface ImageCdnOptions {
  /** Where drawn pictures are kept, by their path. */
  cacheDir: string;
}

/** The CDN's routes: mount at CDN_PATH (`app.route(CDN_PATH, imageCdn(…))`). */
export function imageCdn({ cacheDir }: ImageCdnOptions): Hono {
  // Both by the cached file's path: one entry per picture, size and format.
  const drawing = new Map<string, Promise<Buffer>>();
  const etags = new Map<string, string>();

  /** The bytes of `picture` in `format`, kept at `cached` (cachedPath) in the cache folder. */
  async function bytesOf(cached: string, picture: Picture, format: ImageFormat): Promise<Buffer> {
    const file = join(cacheDir, cached);
    try {
      return await readFile(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    let pending = drawing.get(cached);
    if (!pending) {
      pending = (async () => {
        const bytes = await renderPicture(picture, format);
        await mkdir(dirname(file), { recursive: true });
        // Written aside, then renamed: another server sharing the folder never reads half a file.
        const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
        try {
          await writeFile(temporary, bytes);
          await rename(temporary, file);
        } catch (error) {
          await rm(temporary, { force: true });
          throw error;
        }
        return bytes;
      })().finally(() => drawing.delete(cached));
      drawing.set(cached, pending);
    }
    return pending;
  }

  const notFound = () => new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NOT_FOUND_CACHE } });

  const cdn = new Hono();
  cdn.all('*', async (c) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' } });
    }
    const path = c.req.path.startsWith(`${CDN_PATH}/`) ? c.req.path.slice(CDN_PATH.length + 1) : '';
    const picture = pictureAt(path);
    if (!picture) return notFound();
    const format = chooseFormat(c.req.header('accept'));
    const cached = cachedPath(path, format);
    const bytes = await bytesOf(cached, picture, format);
    let etag = etags.get(cached);
    if (!etag) {
      etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`;
      etags.set(cached, etag);
    }
    const headers = { 'Content-Type': IMAGE_FORMATS[format].type, 'Cache-Control': IMMUTABLE, ETag: etag, Vary: 'Accept' };
    const ifNoneMatch = c.req.header('if-none-match');
    if (ifNoneMatch && (ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))) {
      return new Response(null, { status: 304, headers });
    }
    return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(bytes), {
      status: 200,
      headers: { ...headers, 'Content-Length': String(bytes.length) },
    });
  });
  return cdn;
}
