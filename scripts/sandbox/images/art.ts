/**
 * What the sandbox's pictures look like: a coloured gradient with a few shapes and white stroke
 * text, all chosen from a seed label by ./../data/content-random.ts, so the same label and size
 * always give the same pixels. Every measure is relative to the picture's size: the 1x and 2x
 * files of one picture look alike.
 *   tile   (game, lottery and live-host icons): initials large, a band with a small caption (the vendor)
 *   banner (banners and promotion covers): the caption across it; a caption in a script the font lacks
 *          (Burmese) from the mask a browser rendered of it once (./caption-masks.ts)
 *   logo   (vendor logos): the vendor's name on a darker gradient with an accent bar
 */
import { randomFor, type Random } from '../data/content-random.ts';
import { captionMask, MASK_FONT_SIZE, scaleMask } from './caption-masks.ts';
import { Canvas, hsl, type Rgb } from './canvas.ts';
import { CAP_HEIGHT, drawable, fontCovers, lineWidth, wrap } from './font.ts';

export type Art =
  | { kind: 'tile'; seed: string; text: string; caption: string }
  | { kind: 'banner'; seed: string; caption: string | null }
  | { kind: 'logo'; seed: string; name: string };

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/** Draws `art` at width × height. */
export function draw(art: Art, width: number, height: number): Canvas {
  const canvas = new Canvas(width, height);
  const random = randomFor(`art:${art.kind}:${art.seed}`);
  if (art.kind === 'tile') drawTile(canvas, random, art.text, art.caption);
  else if (art.kind === 'banner') drawBanner(canvas, random, art.caption);
  else drawLogo(canvas, random, art.name);
  return canvas;
}

/** The largest cap height at which `lines` fit a box (`weight` allows for the strokes' thickness). */
function fittingCap(lines: readonly string[], width: number, height: number, lineGap = 2, weight = 0.15): number {
  const widest = Math.max(1, ...lines.map(lineWidth)) + weight * CAP_HEIGHT;
  const units = lines.length * CAP_HEIGHT + (lines.length - 1) * lineGap;
  return Math.min((width * CAP_HEIGHT) / widest, (height * CAP_HEIGHT) / units);
}

function background(canvas: Canvas, random: Random, lightness: [number, number]): number {
  const hue = random.int(0, 359);
  canvas.gradient(hsl(hue, 0.62, lightness[0]), hsl(hue + random.int(20, 50), 0.68, lightness[1]), random.int(30, 150));
  return hue;
}

/** One of three textures: soft bubbles, rings from a corner, diagonal stripes. */
function texture(canvas: Canvas, random: Random, size: number): void {
  const { width, height } = canvas;
  const style = random.int(0, 2);
  if (style === 0) {
    for (let i = random.int(5, 8); i > 0; i--) {
      canvas.disc(random.next() * width, random.next() * height, size * (0.08 + random.next() * 0.22), WHITE, 0.06 + random.next() * 0.1);
    }
  } else if (style === 1) {
    const cx = random.chance(0.5) ? 0 : width;
    const cy = random.chance(0.5) ? 0 : height;
    for (let i = 1; i <= 4; i++) canvas.ring(cx, cy, size * 0.22 * i, size * 0.05, WHITE, 0.1);
  } else {
    canvas.stripes(size / 7, random.int(30, 60), WHITE, 0.07);
    canvas.disc(width * random.next(), height * random.next(), size * 0.35, WHITE, 0.1);
  }
}

function drawTile(canvas: Canvas, random: Random, text: string, caption: string): void {
  const size = Math.min(canvas.width, canvas.height);
  const hue = background(canvas, random, [0.47, 0.27]);
  texture(canvas, random, size);
  // A glow behind the initials, in the complementary colour.
  canvas.disc(canvas.width / 2, size * 0.41, size * 0.3, hsl(hue + 180, 0.7, 0.6), 0.16);
  const letters = drawable(text) || '?';
  canvas.text([letters], canvas.width / 2, size * 0.41, Math.min(size * 0.32, fittingCap([letters], size * 0.78, size * 0.5)), {
    colour: WHITE,
    weight: 0.17,
    shadow: 0.35,
  });
  const label = drawable(caption);
  if (label) {
    canvas.band(size * 0.78, canvas.height, BLACK, 0.3);
    canvas.text([label], canvas.width / 2, size * 0.89, Math.min(size * 0.09, fittingCap([label], size * 0.86, size * 0.12)), { colour: WHITE, weight: 0.16 });
  }
}

function drawBanner(canvas: Canvas, random: Random, caption: string | null): void {
  const { width, height } = canvas;
  const hue = background(canvas, random, [0.45, 0.24]);
  texture(canvas, random, height);
  // Rings round a dot on one side, like a spotlight; the caption sits off-centre, away from it.
  const left = random.chance(0.5);
  const side = left ? width * 0.1 : width * 0.9;
  for (let i = 1; i <= 3; i++) canvas.ring(side, height * 0.5, height * 0.16 * i, height * 0.03, WHITE, 0.16);
  canvas.disc(side, height * 0.5, height * 0.1, hsl(hue + 180, 0.8, 0.62), 0.85);
  if (caption === null) return;
  const room = { width: width * 0.7, height: height * 0.6, lineGap: 2, maxCap: height * 0.2 };
  const centre = width * (left ? 0.58 : 0.42);
  if (!fontCovers(caption)) {
    captionFromMask(canvas, caption, centre, room);
    return;
  }
  const text = drawable(caption);
  if (!text) return;
  const lines = wrap(text, 3, room);
  const cap = Math.min(room.maxCap, fittingCap(lines, room.width, room.height));
  canvas.text(lines, centre, height / 2, cap, { colour: WHITE, weight: 0.15, shadow: 0.35 });
}

/** The largest font size of a mask caption, as a share of the banner's height (about the stroke captions' largest). */
const MASK_MAX_FONT = 0.22;
/** Cap height of the masks' font as a share of its size: their shadow is offset as the stroke text's is. */
const MASK_CAP_SHARE = 0.7;

/**
 * A caption the font lacks, from its rendered mask, scaled to fit the room (so it keeps its place
 * at every size of the picture), white over a soft shadow like the stroke captions. Without a mask
 * the banner keeps its shapes alone (./caption-masks.test.ts makes sure every seed caption has one).
 */
function captionFromMask(canvas: Canvas, caption: string, cx: number, room: { width: number; height: number }): void {
  const mask = captionMask(caption);
  if (!mask) return;
  const scale = Math.min(room.width / mask.width, room.height / mask.height, (canvas.height * MASK_MAX_FONT) / MASK_FONT_SIZE);
  const scaled = scaleMask(mask, scale);
  const left = Math.round(cx - scaled.width / 2);
  const top = Math.round(canvas.height / 2 - scaled.height / 2);
  const offset = Math.max(1, Math.round((MASK_FONT_SIZE * scale * MASK_CAP_SHARE) / 24));
  for (const [dx, colour, alpha] of [
    [offset, BLACK, 0.35],
    [0, WHITE, 1],
  ] as const) {
    for (let y = 0; y < scaled.height; y++) {
      for (let x = 0; x < scaled.width; x++) canvas.blend(left + x + dx, top + y + dx, colour, alpha * scaled.coverage[y * scaled.width + x]!);
    }
  }
}

function drawLogo(canvas: Canvas, random: Random, name: string): void {
  const { width, height } = canvas;
  const hue = random.int(0, 359);
  canvas.gradient(hsl(hue, 0.45, 0.2), hsl(hue + 25, 0.5, 0.32), 0);
  canvas.band(height * 0.86, height, hsl(hue, 0.8, 0.55), 1);
  const text = drawable(name) || '?';
  const room = { width: width * 0.86, height: height * 0.62, lineGap: 2, maxCap: height * 0.26 };
  const lines = wrap(text, 2, room);
  canvas.text(lines, width / 2, height * 0.45, Math.min(room.maxCap, fittingCap(lines, room.width, room.height)), { colour: WHITE, weight: 0.16 });
}
