// Banner artwork carries its words in the banner's language (issue 21, item 3): every seed caption
// the stroke font cannot draw (Burmese) has a rendered mask (./render-captions.ts), and the drawn
// banner shows it, at every size, where the English banner shows its stroke caption.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_SEEDS } from '../data/content-announcements.ts';
import { draw, type Art } from './art.ts';
import { CAPTIONS_DIR, captionMask, decodeGreyPng, encodeGreyPng, maskFile, scaleMask } from './caption-masks.ts';
import { captionsNeedingMasks } from './seed-captions.ts';
import type { Canvas } from './canvas.ts';
import { bannerArt } from './paths.ts';

/** How many pixels of the caption's band (the middle 60 % of the height) are near white. */
function whitePixels(canvas: Canvas): number {
  let count = 0;
  for (let y = Math.floor(canvas.height * 0.2); y < canvas.height * 0.8; y++) {
    for (let x = 0; x < canvas.width; x++) {
      const i = (y * canvas.width + x) * 3;
      if (canvas.pixels[i]! > 235 && canvas.pixels[i + 1]! > 235 && canvas.pixels[i + 2]! > 235) count++;
    }
  }
  return count;
}

describe('banner captions in Burmese', () => {
  it('every seed banner and promotion cover in Burmese has a caption needing a mask, and each has its mask', () => {
    const burmese = ANNOUNCEMENT_SEEDS.flatMap((announcement) => (announcement.translations.MY?.images.length ? [announcement.translations.MY.title] : []));
    expect(burmese.length).toBeGreaterThanOrEqual(18); // 9 banners, 9 promotion covers
    expect(captionsNeedingMasks()).toEqual(expect.arrayContaining(burmese));
    const missing = captionsNeedingMasks().filter((caption) => !captionMask(caption));
    expect(missing, 'run node scripts/sandbox/images/render-captions.ts and commit its PNGs').toEqual([]);
    // And no mask is left over from a caption the seed no longer has.
    const files = readdirSync(CAPTIONS_DIR).filter((file) => file.endsWith('.png'));
    expect(files.sort()).toEqual(captionsNeedingMasks().map(maskFile).sort());
  });

  it('draws the caption from its mask, scaled to the picture, like the English caption', () => {
    const seed = ANNOUNCEMENT_SEEDS.find((announcement) => announcement.type === 'B' && announcement.translations.MY)!;
    const burmese = bannerArt(seed.translations.MY!.title, seed.title);
    const shapesAlone: Art = { kind: 'banner', seed: seed.title, caption: null };
    for (const [width, height] of [
      [360, 150],
      [720, 300],
      [1440, 600],
    ] as const) {
      const blank = whitePixels(draw(shapesAlone, width, height));
      const withCaption = whitePixels(draw(burmese, width, height));
      const english = whitePixels(draw(bannerArt(seed.title, seed.title), width, height));
      // The caption adds about as much white as the English one does (its words, not a few specks).
      expect(withCaption - blank, `${width}×${height}`).toBeGreaterThan((english - blank) * 0.3);
    }
  });

  it('reads back the greyscale PNGs it writes, and scales them both ways', () => {
    const mask = { width: 4, height: 2, coverage: new Uint8Array([0, 64, 128, 255, 255, 128, 64, 0]) };
    expect(decodeGreyPng(encodeGreyPng(mask))).toEqual(mask);
    const half = scaleMask(mask, 0.5);
    expect([half.width, half.height]).toEqual([2, 1]);
    expect(half.coverage[0]).toBeCloseTo((0 + 64 + 255 + 128) / 4 / 255, 5);
    const double = scaleMask(mask, 2);
    expect([double.width, double.height]).toEqual([8, 4]);
  });
});
