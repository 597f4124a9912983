// The sandbox's image CDN over real HTTP (images/cdn.ts, addresses in images/paths.ts): the status
// call names its base, every image field the sandbox answers resolves there (as the site resolves
// it, src/lib/images.ts) to a real PNG of the documented size with a year of caching, or WebP for
// a client whose Accept names it (Vary: Accept, an ETag per format, small enough for a phone), the
// icons broken on purpose answer 404 and none of them is on a screen's first view, the same seed
// gives the same bytes, and a restart reads the pictures drawn before from the cache folder
// instead of drawing them again.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '../../src/contract/limits.ts';
import type { Game } from '../../src/contract/schemas.ts';
import { IMAGE_WIDTHS } from '../../src/contract/image-sizes.ts';
import { gameIconField, imageSrcset, resolveImageUrl } from '../../src/lib/images.ts';
import { createSandbox } from './app.ts';
import { brokenIconGames, cachedPath, chooseFormat, IMMUTABLE, pictureAt, renderPicture } from './images/cdn.ts';
import { PNG_SIGNATURE, pngSize } from './images/png.ts';
import { CDN_PATH, hasOnlyIconUrl, IMAGE_SIZES, vendorLogoPath } from './images/paths.ts';
import { listen } from './serve.ts';
import { startRig, type AccountRig } from './testing/index.ts';

let rig: AccountRig;
let cdns: string[];

beforeAll(async () => {
  rig = await startRig();
  cdns = (await rig.call('systemStatus', {})).info.imageCDNs;
});

afterAll(() => rig.close());

const LIST = { merchant: 'LOTUS01', platform: 'html5', clientType: 2, language: 'EN', pageNo: 1, pageSize: PAGE_SIZE } as const;
const gamesNamed = async (gameName: string) => (await rig.call('gameList', { ...LIST, gameName, pageSize: 100 })).games;
const get = (url: string, init?: RequestInit) => fetch(url, init);

/** What Chromium asks for a picture with: WebP and AVIF named, then wildcards. */
const BROWSER_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
/** The most a picture may weigh as WebP, per pixel: 50 KB for a 720 × 300 banner (README, "What the platform must do"). */
const WEBP_BYTES_PER_PIXEL = (50 * 1024) / (720 * 300);

/** Checks an image answer's status, type and headers; returns its bytes. */
async function expectImage(url: string, type: string, init?: RequestInit): Promise<Buffer> {
  const response = await get(url, init);
  expect(response.status, url).toBe(200);
  expect(response.headers.get('content-type')).toBe(type);
  expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
  expect(response.headers.get('etag')).toMatch(/^"[\w-]{22}"$/);
  expect(response.headers.get('vary')).toBe('Accept');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(response.headers.get('content-length')).toBe(String(bytes.length));
  return bytes;
}

/** Checks a PNG answer (what a client that does not name WebP gets): headers and size; returns its bytes. */
async function expectPng(url: string, [width, height]: readonly [number, number]): Promise<Buffer> {
  const bytes = await expectImage(url, 'image/png');
  expect(pngSize(bytes), url).toEqual({ width, height });
  return bytes;
}

/** Checks a browser's answer: WebP of the size, within the weight per pixel; returns its bytes. */
async function expectWebp(url: string, [width, height]: readonly [number, number]): Promise<Buffer> {
  const bytes = await expectImage(url, 'image/webp', { headers: { Accept: BROWSER_ACCEPT } });
  expect(await sharp(bytes).metadata(), url).toMatchObject({ format: 'webp', width, height });
  expect(bytes.length, url).toBeLessThanOrEqual(width * height * WEBP_BYTES_PER_PIXEL);
  return bytes;
}

/** Every pixel row of an RGB PNG inflates to the right length: a whole, readable picture. */
function expectWholePng(bytes: Buffer): void {
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  const { width, height } = pngSize(bytes)!;
  const data: Buffer[] = [];
  for (let offset = 8; offset < bytes.length;) {
    const length = bytes.readUInt32BE(offset);
    if (bytes.toString('ascii', offset + 4, offset + 8) === 'IDAT') data.push(bytes.subarray(offset + 8, offset + 8 + length));
    offset += 12 + length;
  }
  expect(inflateSync(Buffer.concat(data)).length).toBe((width * 3 + 1) * height);
}

const TILE_1X = IMAGE_SIZES.tile['1x'];
const TILE_2X = IMAGE_SIZES.tile['2x'];
const brokenNodeIds = new Set(brokenIconGames().map((game) => game.nodeId));
const isBroken = (game: { nodeId: string }) => brokenNodeIds.has(game.nodeId);

describe('image CDN: where it is', () => {
  it("is named by the status call, on the origin the client addressed (the site's, so CSP img-src 'self' covers it)", () => {
    expect(cdns).toEqual([`${rig.url}${CDN_PATH}`]);
  });
});

describe('image CDN: game icons', () => {
  it('resolves each icon field of a page of games to a PNG of its size: mobileLargeIcon 224 px, showIcon and iconUrl 112 px', async () => {
    const { games } = await rig.call('gameList', { ...LIST, gameType: 'RNG', pageSize: 12 });
    for (const game of games.filter((candidate) => !isBroken(candidate))) {
      const large = await expectPng(resolveImageUrl(game.mobileLargeIcon, cdns), TILE_2X);
      const small = await expectPng(resolveImageUrl(game.showIcon, cdns), TILE_1X);
      expectWholePng(large);
      expectWholePng(small);
      expect(resolveImageUrl(game.iconUrl, cdns)).toBe(resolveImageUrl(game.showIcon, cdns));
      expect(resolveImageUrl(gameIconField(game), cdns)).toBe(resolveImageUrl(game.mobileLargeIcon, cdns));
    }
  });

  it('gives different games different pictures', async () => {
    const { games } = await rig.call('gameList', { ...LIST, pageSize: 6 });
    const pictures = await Promise.all(
      games.filter((game) => !isBroken(game)).map(async (game) => Buffer.from(await (await get(resolveImageUrl(game.iconUrl, cdns))).arrayBuffer())),
    );
    expect(new Set(pictures.map((bytes) => bytes.toString('base64'))).size).toBe(pictures.length);
  });

  it('serves a game with iconUrl only, whose tile falls back to that field', async () => {
    const only = (await gamesNamed('Thunder Temple Rush')).find((game) => game.nodeId === '10050')!;
    expect(hasOnlyIconUrl(only.nodeId)).toBe(true);
    expect([only.mobileLargeIcon, only.showIcon]).toEqual(['', '']);
    expect(gameIconField(only)).toBe(only.iconUrl);
    await expectPng(resolveImageUrl(only.iconUrl, cdns), TILE_1X);
  });

  it("answers 404 for the icons broken on purpose (each paged category's least played game without a flag), which the game calls hand out like any other", async () => {
    const broken = brokenIconGames();
    expect(broken.map((game) => [game.gameId, game.gameName])).toEqual([
      ['PXG-RNG-071', 'Midnight Rooster Frenzy'],
      ['JL-FISH-004', 'Thunder Mermaid King'],
      ['SAP-LIVE-023', 'Squeeze Baccarat 3'],
      ['TPX-PVP-019', 'Bull Bull Jackpot'],
    ]);
    for (const seed of broken) {
      expect([seed.isHot, seed.isTop, seed.isNew], seed.gameId).toEqual([false, false, false]);
      const game = (await gamesNamed(seed.gameName)).find((candidate) => candidate.nodeId === seed.nodeId) as Game;
      for (const field of [game.mobileLargeIcon, game.showIcon, game.iconUrl]) {
        const response = await get(resolveImageUrl(field, cdns), { headers: { Accept: BROWSER_ACCEPT } });
        expect(response.status, field).toBe(404);
        expect(response.headers.get('cache-control')).toBe('no-cache');
      }
    }
  });

  it('has every icon of what home and the list screens show first: no picture there answers 404 (a console error)', async () => {
    const hot = (await rig.call('hotGames', { isPlatform: 2, language: 'EN', platform: 'html5', merchantCode: 'LOTUS01' })).list;
    const { top, newRng } = await rig.call('homeGameLists', { language: 'EN' });
    const winners = (await rig.call('winnerBoard', { gameCategory: 'ALL', language: 'EN', limitNum: 50 })).list.map((entry) => entry.vo);
    const firstPages = await Promise.all(
      (['RNG', 'INHOUSE', 'FISH', 'LIVE', 'PVP'] as const).map(async (gameType) => (await rig.call('gameList', { ...LIST, gameType })).games),
    );
    const shownFirst = [...hot, ...top, ...newRng, ...winners, ...firstPages.flat()];
    expect(shownFirst.filter(isBroken)).toEqual([]);
    // Each broken one is on its list's last page.
    for (const seed of brokenIconGames()) {
      const { totalPages } = await rig.call('gameList', { ...LIST, gameType: seed.gameType });
      const last = await rig.call('gameList', { ...LIST, gameType: seed.gameType, pageNo: totalPages });
      expect(
        last.games.map((game) => game.nodeId),
        seed.gameId,
      ).toContain(seed.nodeId);
    }
  }, 30_000);
});

describe('image CDN: every other picture the sandbox answers', () => {
  it('banners and promotion covers in both languages: 720 × 300, and 1440 × 600 at the same address with the size changed', async () => {
    for (const language of ['EN', 'MY']) {
      const { list } = await rig.call('announcements', { types: 'B,PR', platform: 'M', merchantCode: 'LOTUS01', language });
      const urls = list.flatMap((item) => item.announcementImages.map((image) => image.url));
      expect(urls.length).toBeGreaterThan(10);
      for (const url of urls) expectWholePng(await expectPng(resolveImageUrl(url, cdns), IMAGE_SIZES.banner['1x']));
      await expectPng(resolveImageUrl(urls[0]!.replace('-720x300.png', '-1440x600.png'), cdns), IMAGE_SIZES.banner['2x']);
    }
  }, 60_000); // about 40 pictures drawn (each language's banners and covers have their own captions)

  it("serves every width of the site's address scheme (a game icon's and a banner's srcset), and no other", async () => {
    const game = (await gamesNamed('Golden'))[0]!;
    const icons = imageSrcset(gameIconField(game), 'tile', cdns).split(', ');
    const { list } = await rig.call('announcements', { types: 'B', platform: 'M', merchantCode: 'LOTUS01', language: 'EN' });
    const banners = imageSrcset(list.flatMap((item) => item.announcementImages)[0]!.url, 'banner', cdns).split(', ');
    expect(icons).toHaveLength(IMAGE_WIDTHS.tile.length);
    expect(banners).toHaveLength(IMAGE_WIDTHS.banner.length);
    for (const [kind, entries] of [
      ['tile', icons],
      ['banner', banners],
    ] as const) {
      const [width, height] = IMAGE_SIZES[kind]['1x'];
      for (const entry of entries) {
        const [url = '', descriptor = ''] = entry.split(' ');
        const asked = Number.parseInt(descriptor, 10);
        expectWholePng(await expectPng(url, [asked, (asked * height) / width]));
      }
    }
    expect((await get(resolveImageUrl(game.mobileLargeIcon.replace('-224x224', '-200x200'), cdns))).status).toBe(404);
  });

  it('lottery icons, live hosts, winners (but the broken ones)', async () => {
    const lotteries = (await rig.call('lotteryList', { language: 'EN' })).list;
    const hosts = (await rig.call('liveModelList', { pageNo: 1, pageSize: 50 })).list;
    const winners = (await rig.call('winnerBoard', { gameCategory: 'ALL', language: 'EN', limitNum: 50 })).list.map((entry) => entry.vo);
    const urls = [
      ...lotteries.map((lottery) => lottery.iconUrl),
      ...hosts.map((host) => host.avatarUrl),
      ...winners.filter((vo) => !isBroken(vo)).map((vo) => vo.iconUrl),
    ];
    for (const url of new Set(urls)) await expectPng(resolveImageUrl(url, cdns), TILE_1X);
  });

  it("vendor logos at the address a front end builds from the vendor's code: 120 × 48 and 240 × 96", async () => {
    const { sorting } = await rig.call('vendorGameTypes', { typeId: 1, merchant_code: 'LOTUS01' });
    const codes = new Set(sorting.flatMap((entry) => entry.vendorNames.map((vendor) => vendor.vassalage)));
    expect(codes.size).toBe(27); // every vendor with games: the seed's 28 less the second cockfight vendor (content-games.ts)
    for (const code of codes) {
      await expectPng(resolveImageUrl(vendorLogoPath(code), cdns), IMAGE_SIZES.logo['1x']);
    }
    await expectPng(resolveImageUrl(vendorLogoPath('JL', '2x'), cdns), IMAGE_SIZES.logo['2x']);
  });
});

describe('image CDN: HTTP', () => {
  const icon = async () => resolveImageUrl((await gamesNamed('Golden'))[0]!.mobileLargeIcon, cdns);

  it('answers a matching If-None-Match with 304, and HEAD with the headers alone', async () => {
    const url = await icon();
    const first = await get(url);
    const etag = first.headers.get('etag')!;
    const again = await get(url, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe(IMMUTABLE);
    const head = await get(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(first.headers.get('content-length'));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it('answers 404 to anything it has not got, and 405 to other methods', async () => {
    const path = (await gamesNamed('Golden'))[0]!.mobileLargeIcon;
    const url = resolveImageUrl(path, cdns);
    for (const wrong of [
      'games/NOPE-RNG-001/0123456789-224x224.png', // no such game
      path.replace(/\/[0-9a-f]{10}-/, '/0123456789-'), // a key the picture does not have
      path.replace('-224x224', '-300x300'), // a size not drawn
      path.replace('.png', '.webp'),
      'vendors/JL/v0-120x48.png', // another version
      'games/../app.ts',
      '',
      'banners/999-en/0123456789-720x300.png',
    ]) {
      expect((await get(`${rig.url}${CDN_PATH}/${wrong}`)).status, wrong).toBe(404);
    }
    expect((await get(url, { method: 'POST' })).status).toBe(405);
  });
});

describe('image CDN: formats', () => {
  it('takes WebP for an Accept that names it, PNG for anything else (wildcards included)', () => {
    expect(chooseFormat(BROWSER_ACCEPT)).toBe('webp');
    expect(chooseFormat('image/webp')).toBe('webp');
    expect(chooseFormat('IMAGE/WEBP, image/png')).toBe('webp');
    expect(chooseFormat('image/png, image/webp;q=0.5')).toBe('webp');
    expect(chooseFormat('image/webp;q=0, */*')).toBe('png');
    expect(chooseFormat('image/*,*/*;q=0.8')).toBe('png');
    expect(chooseFormat('*/*')).toBe('png');
    expect(chooseFormat('')).toBe('png');
    expect(chooseFormat(undefined)).toBe('png');
  });

  it('answers a browser WebP and another client PNG at the same address, each with its own strong ETag', async () => {
    const { list } = await rig.call('announcements', { types: 'B', platform: 'M', merchantCode: 'LOTUS01', language: 'EN' });
    const game = (await gamesNamed('Golden'))[0]!;
    for (const [path, size] of [
      [list.flatMap((item) => item.announcementImages)[0]!.url, IMAGE_SIZES.banner['1x']],
      [game.mobileLargeIcon, TILE_2X],
      [vendorLogoPath('JL'), IMAGE_SIZES.logo['1x']],
    ] as const) {
      const url = resolveImageUrl(path, cdns);
      const webp = await expectWebp(url, size);
      const png = await expectPng(url, size);
      expect(webp.length, path).toBeLessThan(png.length);
      const browser = { Accept: BROWSER_ACCEPT };
      const webpTag = (await get(url, { method: 'HEAD', headers: browser })).headers.get('etag')!;
      const pngTag = (await get(url, { method: 'HEAD' })).headers.get('etag')!;
      expect(webpTag).not.toBe(pngTag);
      // A 304 only for the bytes the client holds: the PNG's tag does not stand for the WebP.
      const again = await get(url, { headers: { ...browser, 'If-None-Match': webpTag } });
      expect([again.status, again.headers.get('content-type'), again.headers.get('vary')]).toEqual([304, 'image/webp', 'Accept']);
      const other = await get(url, { headers: { ...browser, 'If-None-Match': pngTag } });
      expect([other.status, other.headers.get('etag')]).toEqual([200, webpTag]);
      expect((await get(url, { headers: { 'If-None-Match': pngTag } })).status).toBe(304);
    }
  });

  it('weighs at most 50 KB as WebP for every 720 px banner and cover in both languages, in proportion at every width and for the tiles', async () => {
    for (const language of ['EN', 'MY']) {
      const { list } = await rig.call('announcements', { types: 'B,PR', platform: 'M', merchantCode: 'LOTUS01', language });
      for (const url of list.flatMap((item) => item.announcementImages.map((image) => image.url))) {
        await expectWebp(resolveImageUrl(url, cdns), IMAGE_SIZES.banner['1x']);
      }
    }
    const banner = (await rig.call('announcements', { types: 'B', platform: 'M', merchantCode: 'LOTUS01', language: 'MY' })).list[0]!.announcementImages[0]!
      .url;
    const game = (await gamesNamed('Golden'))[0]!;
    for (const [field, kind] of [
      [banner, 'banner'],
      [gameIconField(game), 'tile'],
    ] as const) {
      const [width, height] = IMAGE_SIZES[kind]['1x'];
      for (const entry of imageSrcset(field, kind, cdns).split(', ')) {
        const [url = '', descriptor = ''] = entry.split(' ');
        const asked = Number.parseInt(descriptor, 10);
        await expectWebp(url, [asked, (asked * height) / width]);
      }
    }
  }, 60_000); // about 40 pictures drawn
});

describe('image CDN: same seed, same bytes; drawn once', () => {
  const FORMATS = [
    ['png', {}],
    ['webp', { Accept: BROWSER_ACCEPT }],
  ] as const;

  it('draws the same bytes for the same picture and format, in another sandbox with another database and cache', async () => {
    const path = (await gamesNamed('Lucky'))[0]!.mobileLargeIcon;
    const url = resolveImageUrl(path, cdns);
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-images-'));
    const other = createSandbox({ dbFile: join(dir, 'other.sqlite'), brandId: 'harbor' });
    const server = await listen(other.app.fetch, { port: 0 });
    try {
      for (const [format, headers] of FORMATS) {
        const bytes = Buffer.from(await (await get(url, { headers })).arrayBuffer());
        const etag = (await get(url, { method: 'HEAD', headers })).headers.get('etag');
        const answer = await get(`${server.url}${CDN_PATH}/${path}`, { headers });
        expect(Buffer.from(await answer.arrayBuffer()).equals(bytes), format).toBe(true);
        expect(answer.headers.get('etag')).toBe(etag);
        expect(readFileSync(join(dir, 'cdn', cachedPath(path, format))).equals(bytes), format).toBe(true);
        expect((await renderPicture(pictureAt(path)!, format)).equals(bytes), format).toBe(true);
      }
      expect(existsSync(join(dir, 'cdn', path))).toBe(true); // the PNG where it always was
    } finally {
      await server.close();
      other.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps what it drew in the cache folder beside the database, one file per format, and after a restart serves it from there', async () => {
    const path = (await gamesNamed('Mighty'))[0]!.showIcon;
    const picture = pictureAt(path)!;
    const kept: [file: string, drawn: Buffer, headers: Record<string, string>][] = [];
    for (const [format, headers] of FORMATS) {
      const drawn = Buffer.from(await (await get(resolveImageUrl(path, cdns), { headers })).arrayBuffer());
      const file = join(rig.sandbox.imageCacheDir, cachedPath(path, format));
      expect(readFileSync(file).equals(drawn), format).toBe(true);
      // A different picture in its place: a restart that drew again would answer the original.
      writeFileSync(file, await renderPicture({ ...picture, art: { kind: 'tile', seed: 'stand-in', text: 'ZZ', caption: '' } }, format));
      kept.push([file, drawn, headers]);
    }
    await rig.restart(); // on another port: ask the status call again
    const base = (await rig.call('systemStatus', {})).info.imageCDNs;
    for (const [file, drawn, headers] of kept) {
      expect(Buffer.from(await (await get(resolveImageUrl(path, base), { headers })).arrayBuffer()).equals(readFileSync(file))).toBe(true);
      writeFileSync(file, drawn);
    }
  });
});
