/**
 * The sandbox's image CDN (addresses: ./paths.ts), served under CDN_PATH on the sandbox's origin.
 * A picture is drawn on its first request (./art.ts, ./png.ts), written to the cache folder
 * (default `.sandbox-data/cdn/`, beside the database) and read from there ever after, restarts
 * included: drawing all ~2,600 on seeding would cost about 30 s of CPU. Same address → same
 * bytes, so answers are cached a year (`immutable`) and carry a strong ETag of their bytes.
 * Every picture is served at the widths of the site's address scheme too (servedSizes). Unknown
 * addresses, wrong keys or sizes, and the icons broken on purpose (isBrokenIcon) are 404.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import { ANNOUNCEMENT_SEEDS } from '../data/content-announcements.ts';
import { generateGames, VENDOR_SEEDS, type GameSeed } from '../data/content-games.ts';
import { generateLiveHosts } from '../data/content-people.ts';
import { IMAGE_WIDTHS } from '../../../src/contract/image-sizes.ts';
import { draw, type Art } from './art.ts';
import { encodePng } from './png.ts';
import { ART_VERSION, artKey, CDN_PATH, bannerArt, bannerId, FOLDERS, gameArt, hostArt, IMAGE_SIZES, isBrokenIcon, vendorArt, type Folder } from './paths.ts';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
const NOT_FOUND_CACHE = 'no-cache';

/** What each address drawn by the CDN is made of, from the seed (built on the first request). */
interface Catalogue {
  games: Map<string, GameSeed>;
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
  return { games: new Map(games.map((game) => [game.gameId, game])), art };
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
  if (folderName === 'games' && isBrokenIcon(catalogue.games.get(id)?.nodeId ?? '')) return null;
  return { art, width: size[0], height: size[1] };
}

/** The seeded games whose icons answer 404 on purpose (./paths.ts isBrokenIcon). */
export function brokenIconGames(): GameSeed[] {
  catalogue ??= buildCatalogue();
  return [...catalogue.games.values()].filter((game) => isBrokenIcon(game.nodeId));
}

/** The PNG of a picture: same picture → same bytes. */
export function renderPicture({ art, width, height }: Picture): Buffer {
  return encodePng(width, height, draw(art, width, height).pixels);
}

export interface ImageCdnOptions {
  /** Where drawn pictures are kept, by their path. */
  cacheDir: string;
}

/** The CDN's routes: mount at CDN_PATH (`app.route(CDN_PATH, imageCdn(…))`). */
export function imageCdn({ cacheDir }: ImageCdnOptions): Hono {
  const drawing = new Map<string, Promise<Buffer>>();
  const etags = new Map<string, string>();

  async function bytesOf(path: string, picture: Picture): Promise<Buffer> {
    const file = join(cacheDir, path);
    try {
      return await readFile(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    let pending = drawing.get(path);
    if (!pending) {
      pending = (async () => {
        const bytes = renderPicture(picture);
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
      })().finally(() => drawing.delete(path));
      drawing.set(path, pending);
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
    const bytes = await bytesOf(path, picture);
    let etag = etags.get(path);
    if (!etag) {
      etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`;
      etags.set(path, etag);
    }
    const headers = { 'Content-Type': 'image/png', 'Cache-Control': IMMUTABLE, ETag: etag };
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
