// The platform's structural check of uploaded pictures (./image-structure.ts): whole PNG and JPEG
// files within the size cap pass; trailing bytes, broken chunks and huge declared sizes do not.
import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_EDGE_PX, MAX_IMAGE_PIXELS } from '../../src/contract/limits.ts';
import { imageSize } from '../../src/lib/image-header.ts';
import { encodePng } from './images/png.ts';
import { checkImageStructure, ImageStructureError } from './image-structure.ts';
import { jpegPicture, pngPicture, TRAILING_SCRIPT } from './testing/pictures.ts';

function problem(content: Buffer, mimeType: 'image/png' | 'image/jpeg'): string {
  try {
    checkImageStructure(content, mimeType);
  } catch (error) {
    if (error instanceof ImageStructureError) return error.problem;
    throw error;
  }
  return 'none';
}

describe('checkImageStructure', () => {
  it('takes whole pictures and tells their size: a real encoded PNG, a padded PNG, a JPEG', () => {
    expect(checkImageStructure(encodePng(3, 2, new Uint8Array(18)), 'image/png')).toEqual({ width: 3, height: 2 });
    expect(checkImageStructure(pngPicture({ width: 640, height: 480, bytes: 100_000 }), 'image/png')).toEqual({ width: 640, height: 480 });
    expect(checkImageStructure(jpegPicture({ width: 1024, height: 768 }), 'image/jpeg')).toEqual({ width: 1024, height: 768 });
  });

  it('refuses bytes after the end: a script after IEND or EOI, even one zero byte', () => {
    expect(problem(Buffer.concat([pngPicture(), TRAILING_SCRIPT]), 'image/png')).toBe('corrupt');
    expect(problem(Buffer.concat([jpegPicture(), TRAILING_SCRIPT]), 'image/jpeg')).toBe('corrupt');
    expect(problem(Buffer.concat([pngPicture(), Buffer.alloc(1)]), 'image/png')).toBe('corrupt');
  });

  it('refuses a cut file, a wrong CRC, a chunk that lies about its length, a PNG without IHDR first or without IDAT', () => {
    const png = pngPicture({ width: 10, height: 10 });
    expect(problem(png.subarray(0, png.length - 12), 'image/png')).toBe('corrupt'); // no IEND
    const badCrc = Buffer.from(png);
    badCrc[29] = badCrc[29]! ^ 1; // inside IHDR's CRC
    expect(problem(badCrc, 'image/png')).toBe('corrupt');
    const longChunk = Buffer.from(png);
    longChunk.writeUInt32BE(0x7fff_ffff, 33); // IDAT's length
    expect(problem(longChunk, 'image/png')).toBe('corrupt');
    const withoutIdat = Buffer.concat([png.subarray(0, 33), png.subarray(png.length - 12)]);
    expect(problem(withoutIdat, 'image/png')).toBe('corrupt');
    expect(problem(Buffer.concat([png.subarray(0, 8), png.subarray(33)]), 'image/png')).toBe('corrupt');
  });

  it('refuses a JPEG cut in its data, without a frame, or with its scan before the frame', () => {
    const jpeg = jpegPicture();
    expect(problem(jpeg.subarray(0, jpeg.length - 2), 'image/jpeg')).toBe('corrupt');
    expect(problem(Buffer.from([0xff, 0xd8, 0xff, 0xd9]), 'image/jpeg')).toBe('corrupt');
    const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
    const sos = jpeg.indexOf(Buffer.from([0xff, 0xda]));
    const swapped = Buffer.concat([jpeg.subarray(0, sof), jpeg.subarray(sos), jpeg.subarray(sof, sos)]);
    expect(problem(swapped, 'image/jpeg')).toBe('corrupt');
  });

  it(`refuses more than ${MAX_IMAGE_EDGE_PX} px a side or ${MAX_IMAGE_PIXELS / 1e6} MP: a 20000 × 20000 PNG is a few bytes`, () => {
    const bomb = pngPicture({ width: 20_000, height: 20_000 });
    expect(bomb.length).toBeLessThan(100);
    expect(problem(bomb, 'image/png')).toBe('dimensions');
    expect(problem(pngPicture({ width: MAX_IMAGE_EDGE_PX + 1, height: 1 }), 'image/png')).toBe('dimensions');
    expect(problem(jpegPicture({ width: 9000, height: 9000 }), 'image/jpeg')).toBe('dimensions');
    expect(problem(pngPicture({ width: 8000, height: 6000 }), 'image/png')).toBe('none');
    expect(problem(pngPicture({ width: 0, height: 10 }), 'image/png')).toBe('corrupt');
  });

  it("reads the same size as the site's header reader (src/lib/image-header.ts)", () => {
    for (const picture of [pngPicture({ width: 4032, height: 3024 }), jpegPicture({ width: 4032, height: 3024 })])
      expect(imageSize(picture)).toEqual({ width: 4032, height: 3024 });
  });
});
