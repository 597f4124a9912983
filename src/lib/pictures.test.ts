import { describe, expect, it, vi } from 'vitest';
import { MAX_IMAGE_BYTES, MAX_IMAGE_EDGE_PX, MAX_IMAGES } from '../contract/limits.ts';
import { imageKind, scaledSize } from './image-header.ts';
import { DOWNSCALE_STEPS, jpegName, pictureDataUrl, pictureRefusal, preparePicture, type DecodedPicture, type PictureIO } from './pictures.ts';

const be16 = (n: number) => [n >> 8, n & 0xff];
const be32 = (n: number) => [n >>> 24, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
/** A JPEG's start declaring width × height: SOI, APP0 (JFIF), SOF0. */
const jpegHead = (width: number, height: number) => [
  ...[0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00],
  ...[0xff, 0xc0, 0x00, 0x11, 0x08, ...be16(height), ...be16(width), 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01],
];
/** A PNG's start declaring width × height: signature, IHDR (CRC not checked by the site). */
const pngHead = (width: number, height: number) => [
  ...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52],
  ...be32(width),
  ...be32(height),
  ...[0x08, 0x02, 0x00, 0x00, 0x00, 0, 0, 0, 0],
];
const JPEG_HEAD = jpegHead(4000, 3000);
const PNG_HEAD = pngHead(4000, 3000);
const GIF_HEAD = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00];

/** A file of `size` bytes starting with `head` (the rest zeros). */
function file(name: string, head: readonly number[], size = 1000): File {
  const bytes = new Uint8Array(size);
  bytes.set(head.slice(0, size));
  return new File([bytes], name);
}

/**
 * The browser's part, faked: reads real bytes; decodes to `dimensions` unless told it cannot; a
 * JPEG of w × h at quality q weighs `bytesPerPixel(q)` × w × h.
 */
function fakeIO({ dimensions = { width: 4000, height: 3000 }, decodes = true, bytesPerPixel = (quality: number) => quality } = {}) {
  const closed = vi.fn();
  const encodes: { width: number; height: number; quality: number }[] = [];
  const io: PictureIO = {
    head: async (blob, count) => new Uint8Array(await blob.slice(0, count).arrayBuffer()),
    decode: async () => {
      if (!decodes) throw new Error('cannot decode');
      return { ...dimensions, close: closed } satisfies DecodedPicture;
    },
    encodeJpeg: async (_picture, width, height, quality) => {
      encodes.push({ width, height, quality });
      return new Blob([new Uint8Array(Math.round(width * height * bytesPerPixel(quality)))]);
    },
  };
  return { io, closed, encodes };
}

describe('preparePicture: the rules of pictureRefusal', () => {
  it('takes a JPEG or PNG within the limit as chosen, name and bytes unchanged', async () => {
    for (const [name, head, mimeType] of [
      ['slip.jpg', JPEG_HEAD, 'image/jpeg'],
      ['slip.JPEG', JPEG_HEAD, 'image/jpeg'],
      ['win.png', PNG_HEAD, 'image/png'],
      ['mislabelled.jpg', PNG_HEAD, 'image/png'],
    ] as const) {
      const chosen = file(name, head, MAX_IMAGE_BYTES);
      const { io, closed, encodes } = fakeIO();
      expect(await preparePicture(chosen, 0, io)).toEqual({ ok: true, fileName: name, blob: chosen, mimeType, downscaled: false });
      expect(encodes).toEqual([]);
      expect(closed).toHaveBeenCalledOnce();
    }
  });

  it(`refuses a picture beyond the ${MAX_IMAGES}th with the count message, before anything else`, async () => {
    const { io } = fakeIO();
    expect(await preparePicture(file('four.gif', GIF_HEAD), MAX_IMAGES, io)).toEqual({ ok: false, problem: 'upload.count' });
    expect(await preparePicture(file('three.png', PNG_HEAD), MAX_IMAGES - 1, io)).toMatchObject({ ok: true });
  });

  it('refuses a GIF, a renamed GIF and a script named .jpg with the type message', async () => {
    const { io } = fakeIO();
    for (const chosen of [file('anim.gif', GIF_HEAD), file('anim.png', GIF_HEAD), new File(['<script>alert(1)</script>'], 'x.jpg')]) {
      expect(await preparePicture(chosen, 0, io)).toEqual({ ok: false, problem: 'upload.type' });
    }
  });

  it('a file that cannot be read, or a good signature the browser cannot decode, is unreadable', async () => {
    const unreadable: PictureIO = { ...fakeIO().io, head: () => Promise.reject(new DOMException('NotReadableError')) };
    expect(await preparePicture(file('slip.jpg', JPEG_HEAD), 0, unreadable)).toEqual({ ok: false, problem: 'unreadable' });
    const { io } = fakeIO({ decodes: false });
    expect(await preparePicture(file('broken.png', PNG_HEAD), 0, io)).toEqual({ ok: false, problem: 'unreadable' });
    expect(await preparePicture(file('huge-broken.jpg', JPEG_HEAD, MAX_IMAGE_BYTES + 1), 0, io)).toEqual({ ok: false, problem: 'unreadable' });
  });
});

describe('preparePicture: dimensions from the header, before decoding', () => {
  it.each([
    ['a 20000 × 20000 PNG of a few bytes', 'bomb.png', pngHead(20000, 20000)],
    [`a PNG one pixel wider than ${MAX_IMAGE_EDGE_PX}`, 'wide.png', pngHead(MAX_IMAGE_EDGE_PX + 1, 10)],
    ['a JPEG of 65535 × 65535', 'bomb.jpg', jpegHead(65535, 65535)],
    ['a JPEG of 9000 × 9000 (81 megapixels)', 'square.jpg', jpegHead(9000, 9000)],
  ])('%s: upload.dimensions, never decoded', async (_case, name, head) => {
    const decode = vi.fn();
    const { io } = fakeIO();
    expect(await preparePicture(file(name, head, 48_000), 0, { ...io, decode })).toEqual({ ok: false, problem: 'upload.dimensions' });
    expect(decode).not.toHaveBeenCalled();
  });

  it('takes a 48 MP photo (8000 × 6000) and a picture at the edge cap', async () => {
    const { io } = fakeIO({ dimensions: { width: 8000, height: 6000 } });
    expect(await preparePicture(file('48mp.jpg', jpegHead(8000, 6000)), 0, io)).toMatchObject({ ok: true });
    expect(await preparePicture(file('strip.png', pngHead(MAX_IMAGE_EDGE_PX, 100)), 0, io)).toMatchObject({ ok: true });
  });

  it('finds a JPEG frame behind a large EXIF segment; a header without a size is unreadable', async () => {
    const exif = [0xff, 0xe1, 0xff, 0xfe, ...new Array<number>(0xfffc).fill(0)];
    const { io } = fakeIO();
    const behind = [...jpegHead(20000, 100).slice(0, 2), ...exif, ...jpegHead(20000, 100).slice(2)];
    expect(await preparePicture(file('exif.jpg', behind, 70_000), 0, io)).toEqual({ ok: false, problem: 'upload.dimensions' });
    expect(await preparePicture(file('nosof.jpg', [0xff, 0xd8, 0xff, 0xd9]), 0, io)).toEqual({ ok: false, problem: 'unreadable' });
  });
});

describe('preparePicture: large photos are downscaled, not refused', () => {
  it('re-encodes an oversized photo at 2560 px and quality 0.85 when that fits, as <name>.jpg', async () => {
    const { io, closed, encodes } = fakeIO({ dimensions: { width: 8000, height: 6000 }, bytesPerPixel: () => 0.5 });
    const result = await preparePicture(file('IMG_0042.PNG', pngHead(8000, 6000), MAX_IMAGE_BYTES + 1), 0, io);
    expect(encodes).toEqual([{ width: 2560, height: 1920, quality: 0.85 }]);
    expect(result).toMatchObject({ ok: true, fileName: 'IMG_0042.jpg', mimeType: 'image/jpeg', downscaled: true });
    expect(result.ok && result.blob.size).toBe(Math.round(2560 * 1920 * 0.5));
    expect(closed).toHaveBeenCalledOnce();
  });

  it('goes smaller and lower until it fits', async () => {
    // 2 bytes per pixel at 0.85, 1 at 0.7, 0.6 at 0.6: 1920×2560 is 9.8 MB at 0.85, 3.4 MB at 0.7: it fits at the second step.
    const { io, encodes } = fakeIO({ dimensions: { width: 3000, height: 4000 }, bytesPerPixel: (quality) => (quality > 0.8 ? 2 : quality) });
    const result = await preparePicture(file('tall.jpg', jpegHead(3000, 4000), MAX_IMAGE_BYTES * 3), 1, io);
    expect(encodes.map(({ height, quality }) => [height, quality])).toEqual([
      [2560, 0.85],
      [2560, 0.7],
    ]);
    expect(encodes[1]!.width).toBe(1920);
    expect(result).toMatchObject({ ok: true, fileName: 'tall.jpg', downscaled: true });
  });

  it('refuses with the size message only when even the last step stays over the limit', async () => {
    const { io, encodes, closed } = fakeIO({ dimensions: { width: 8000, height: 6000 }, bytesPerPixel: () => 8 });
    expect(await preparePicture(file('noise.png', pngHead(8000, 6000), MAX_IMAGE_BYTES + 1), 0, io)).toEqual({ ok: false, problem: 'upload.size' });
    expect(encodes.map(({ width, quality }) => ({ maxEdge: width, quality }))).toEqual(DOWNSCALE_STEPS);
    expect(closed).toHaveBeenCalledOnce();
  });

  it('a browser that cannot encode leaves the picture refused for its size', async () => {
    const { io } = fakeIO();
    const noEncoder: PictureIO = { ...io, encodeJpeg: async () => null };
    expect(await preparePicture(file('big.jpg', JPEG_HEAD, MAX_IMAGE_BYTES + 1), 0, noEncoder)).toEqual({ ok: false, problem: 'upload.size' });
  });
});

describe('helpers', () => {
  it('scaledSize keeps the proportions, never enlarges, never reaches 0', () => {
    expect(scaledSize(4032, 3024, 2560)).toEqual({ width: 2560, height: 1920 });
    expect(scaledSize(1080, 20000, 2560)).toEqual({ width: 138, height: 2560 });
    expect(scaledSize(800, 600, 2560)).toEqual({ width: 800, height: 600 });
    expect(scaledSize(10000, 1, 1280)).toEqual({ width: 1280, height: 1 });
  });

  it('jpegName swaps the last extension for .jpg', () => {
    expect(jpegName('IMG_1234.HEIC.png')).toBe('IMG_1234.HEIC.jpg');
    expect(jpegName('photo.jpeg')).toBe('photo.jpg');
    expect(jpegName('.png')).toBe('picture.jpg');
  });

  it('pictureDataUrl names the type the content has', () => {
    expect(pictureDataUrl('data:application/octet-stream;base64,iVBORw0KGgo=', 'image/png')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(pictureDataUrl('data:;base64,/9j/', 'image/jpeg')).toBe('data:image/jpeg;base64,/9j/');
  });
});

const JPEG_BYTES = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]);
const PNG_BYTES = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const GIF_BYTES = Uint8Array.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00]);
const SCRIPT = new TextEncoder().encode('<script>alert(1)</script>');

describe('pictureRefusal (G §5)', () => {
  it('knows JPEG, PNG and GIF by their first bytes, and nothing else', () => {
    expect(imageKind(JPEG_BYTES)).toBe('jpeg');
    expect(imageKind(PNG_BYTES)).toBe('png');
    expect(imageKind(GIF_BYTES)).toBe('gif');
    expect(imageKind(SCRIPT)).toBeNull();
    expect(imageKind(new Uint8Array())).toBeNull();
    expect(imageKind(PNG_BYTES.slice(0, 4))).toBeNull(); // a cut-off signature is not a PNG
  });

  it('takes jpeg, jpg and png by name and content, any letter case', () => {
    expect(pictureRefusal({ name: 'receipt.jpg', size: 1000 }, JPEG_BYTES, 0)).toBeNull();
    expect(pictureRefusal({ name: 'receipt.JPEG', size: 1000 }, JPEG_BYTES, 0)).toBeNull();
    expect(pictureRefusal({ name: 'screen.png', size: 1000 }, PNG_BYTES, 2)).toBeNull();
    expect(pictureRefusal({ name: 'photo.jpg', size: 1000 }, PNG_BYTES, 0)).toBeNull(); // a PNG named .jpg is still an accepted picture
  });

  it('refuses another type by name or by content: GIF_BYTES, a renamed script, no extension', () => {
    expect(pictureRefusal({ name: 'funny.gif', size: 1000 }, GIF_BYTES, 0)).toBe('upload.type');
    expect(pictureRefusal({ name: 'funny.png', size: 1000 }, GIF_BYTES, 0)).toBe('upload.type');
    expect(pictureRefusal({ name: 'evil.jpg', size: 1000 }, SCRIPT, 0)).toBe('upload.type');
    expect(pictureRefusal({ name: 'receipt', size: 1000 }, JPEG_BYTES, 0)).toBe('upload.type');
    expect(pictureRefusal({ name: 'receipt.jpg.exe', size: 1000 }, JPEG_BYTES, 0)).toBe('upload.type');
  });

  it('refuses a picture over 5 MB and a fourth picture', () => {
    expect(pictureRefusal({ name: 'big.jpg', size: MAX_IMAGE_BYTES }, JPEG_BYTES, 0)).toBeNull();
    expect(pictureRefusal({ name: 'big.jpg', size: MAX_IMAGE_BYTES + 1 }, JPEG_BYTES, 0)).toBe('upload.size');
    expect(pictureRefusal({ name: 'fourth.jpg', size: 1000 }, JPEG_BYTES, MAX_IMAGES)).toBe('upload.count');
    expect(MAX_IMAGE_BYTES).toBe(5_242_880);
    expect(MAX_IMAGES).toBe(3);
  });
});
