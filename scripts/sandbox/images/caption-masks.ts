/**
 * Banner captions in a script the stroke font lacks (Burmese): the sandbox has no text shaper, so
 * each such caption was rendered once by a browser (./render-captions.ts, Noto Sans Myanmar) into
 * a small greyscale PNG in ./captions/, white text on black: the grey is how much of the pixel the
 * text covers. The banner drawing (./art.ts) scales that mask to the picture's size and paints it.
 * The file name is a hash of the caption, so the drawing finds a mask from the caption alone.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync, inflateSync } from 'node:zlib';
import { PNG_SIGNATURE } from './png.ts';

/** Where the masks live (committed with the sandbox). */
export const CAPTIONS_DIR = join(import.meta.dirname, 'captions');

/** The font size the masks are rendered at, in pixels: the drawing scales from it. */
export const MASK_FONT_SIZE = 80;

export interface Mask {
  width: number;
  height: number;
  /** Coverage 0-255, row by row. */
  coverage: Uint8Array;
}

/** The mask's file name for a caption. */
export const maskFile = (caption: string) => `${createHash('sha256').update(caption.normalize('NFC')).digest('hex').slice(0, 16)}.png`;

const loaded = new Map<string, Mask | null>();

/** The rendered mask of a caption, or null when it has none (./captions.test.ts makes sure every banner's has one). */
export function captionMask(caption: string): Mask | null {
  const file = maskFile(caption);
  if (!loaded.has(file)) {
    const path = join(CAPTIONS_DIR, file);
    loaded.set(file, existsSync(path) ? decodeGreyPng(readFileSync(path)) : null);
  }
  return loaded.get(file)!;
}

// ---- our own simple PNGs: 8-bit, not interlaced ----

const CHANNELS: Readonly<Record<number, number>> = { 0: 1, 2: 3, 4: 2, 6: 4 };

function paeth(left: number, up: number, upLeft: number): number {
  const estimate = left + up - upLeft;
  const toLeft = Math.abs(estimate - left);
  const toUp = Math.abs(estimate - up);
  const toUpLeft = Math.abs(estimate - upLeft);
  if (toLeft <= toUp && toLeft <= toUpLeft) return left;
  return toUp <= toUpLeft ? up : upLeft;
}

/**
 * The first channel of an 8-bit, non-interlaced PNG (grey, or red of the browser's RGB(A)
 * screenshots of white text on black), with every row filter undone (PNG spec §9).
 */
export function decodeGreyPng(bytes: Uint8Array): Mask {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!buffer.subarray(0, 8).equals(PNG_SIGNATURE)) throw new Error('not a PNG');
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const data: Buffer[] = [];
  while (offset < buffer.length) {
    const length = buffer.readUInt32BE(offset);
    const type = buffer.toString('ascii', offset + 4, offset + 8);
    const body = buffer.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      channels = CHANNELS[body[9]!] ?? 0;
      if (body[8] !== 8 || !channels || body[12] !== 0) throw new Error('only 8-bit, non-interlaced grey or RGB(A) PNGs');
    } else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') break;
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const rows = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const source = y * (stride + 1) + 1;
    for (let i = 0; i < stride; i++) {
      const left = i >= channels ? rows[y * stride + i - channels]! : 0;
      const up = y > 0 ? rows[(y - 1) * stride + i]! : 0;
      const upLeft = y > 0 && i >= channels ? rows[(y - 1) * stride + i - channels]! : 0;
      const predicted = filter === 1 ? left : filter === 2 ? up : filter === 3 ? (left + up) >> 1 : filter === 4 ? paeth(left, up, upLeft) : 0;
      rows[y * stride + i] = (raw[source + i]! + predicted) & 0xff;
    }
  }
  const coverage = new Uint8Array(width * height);
  for (let i = 0; i < coverage.length; i++) coverage[i] = rows[i * channels]!;
  return { width, height, coverage };
}

function chunk(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0);
  return Buffer.concat([head, body, crc]);
}

/** A greyscale 8-bit PNG of a mask (each row filtered with Sub: text on black compresses well so). */
export function encodeGreyPng({ width, height, coverage }: Mask): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth; colour type 0 (grey), deflate, filter method 0, no interlace
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width + 1)] = 1;
    for (let x = 0; x < width; x++) {
      const value = coverage[y * width + x]!;
      raw[y * (width + 1) + 1 + x] = (value - (x ? coverage[y * width + x - 1]! : 0)) & 0xff;
    }
  }
  return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

/**
 * The mask scaled by `scale` (area average when shrinking, bilinear when growing), as coverage
 * 0-1 on a grid of the scaled size: plain arithmetic, the same bytes on every machine.
 */
export function scaleMask(mask: Mask, scale: number): { width: number; height: number; coverage: Float32Array } {
  const width = Math.max(1, Math.round(mask.width * scale));
  const height = Math.max(1, Math.round(mask.height * scale));
  const coverage = new Float32Array(width * height);
  const at = (x: number, y: number) => (x < 0 || y < 0 || x >= mask.width || y >= mask.height ? 0 : mask.coverage[y * mask.width + x]! / 255);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let value = 0;
      if (scale < 1) {
        // Every source pixel whose centre falls in this pixel's footprint.
        const x0 = Math.floor(x / scale);
        const x1 = Math.max(x0 + 1, Math.floor((x + 1) / scale));
        const y0 = Math.floor(y / scale);
        const y1 = Math.max(y0 + 1, Math.floor((y + 1) / scale));
        for (let sy = y0; sy < y1; sy++) for (let sx = x0; sx < x1; sx++) value += at(sx, sy);
        value /= (x1 - x0) * (y1 - y0);
      } else {
        const sx = (x + 0.5) / scale - 0.5;
        const sy = (y + 0.5) / scale - 0.5;
        const fx = Math.floor(sx);
        const fy = Math.floor(sy);
        const tx = sx - fx;
        const ty = sy - fy;
        value = (at(fx, fy) * (1 - tx) + at(fx + 1, fy) * tx) * (1 - ty) + (at(fx, fy + 1) * (1 - tx) + at(fx + 1, fy + 1) * tx) * ty;
      }
      coverage[y * width + x] = value;
    }
  }
  return { width, height, coverage };
}
