/**
 * A PNG encoder without an image library: 8-bit truecolour (RGB), one deflated IDAT, each row
 * with the filter that suits it best (the usual "smallest sum of absolute differences" choice,
 * PNG spec §12.8), which keeps smooth gradients small. Same pixels → same bytes.
 */
import { crc32, deflateSync } from 'node:zlib';

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const BIT_DEPTH = 8;
const COLOUR_TYPE_RGB = 2;
const CHANNELS = 3;

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

function paeth(left: number, up: number, upLeft: number): number {
  const estimate = left + up - upLeft;
  const toLeft = Math.abs(estimate - left);
  const toUp = Math.abs(estimate - up);
  const toUpLeft = Math.abs(estimate - upLeft);
  if (toLeft <= toUp && toLeft <= toUpLeft) return left;
  return toUp <= toUpLeft ? up : upLeft;
}

/** Filter types 0-4 (None, Sub, Up, Average, Paeth) of one row into `out` (without the type byte). */
function filterRow(type: number, row: Uint8Array, previous: Uint8Array | null, out: Uint8Array): void {
  for (let i = 0; i < row.length; i++) {
    const left = i >= CHANNELS ? (row[i - CHANNELS] as number) : 0;
    const up = previous ? (previous[i] as number) : 0;
    const upLeft = previous && i >= CHANNELS ? (previous[i - CHANNELS] as number) : 0;
    const value = row[i] as number;
    let predicted = 0;
    if (type === 1) predicted = left;
    else if (type === 2) predicted = up;
    else if (type === 3) predicted = (left + up) >> 1;
    else if (type === 4) predicted = paeth(left, up, upLeft);
    out[i] = (value - predicted) & 0xff;
  }
}

/** How costly a filtered row looks to deflate: the sum of its bytes read as signed. */
function cost(filtered: Uint8Array): number {
  let sum = 0;
  for (const byte of filtered) sum += byte < 128 ? byte : 256 - byte;
  return sum;
}

/** An 8-bit RGB PNG of `rgb` (width · height · 3 bytes, row by row). */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  if (rgb.length !== width * height * CHANNELS) throw new Error(`encodePng: expected ${width * height * CHANNELS} bytes, got ${rgb.length}`);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(BIT_DEPTH, 8);
  header.writeUInt8(COLOUR_TYPE_RGB, 9);
  // bytes 10-12: compression 0 (deflate), filter method 0, no interlace
  const rowBytes = width * CHANNELS;
  const raw = Buffer.alloc((rowBytes + 1) * height);
  const candidates = Array.from({ length: 5 }, () => new Uint8Array(rowBytes));
  for (let y = 0; y < height; y++) {
    const row = rgb.subarray(y * rowBytes, (y + 1) * rowBytes);
    const previous = y > 0 ? rgb.subarray((y - 1) * rowBytes, y * rowBytes) : null;
    let best = 0;
    let bestCost = Infinity;
    candidates.forEach((out, type) => {
      filterRow(type, row, previous, out);
      const rowCost = cost(out);
      if (rowCost < bestCost) {
        best = type;
        bestCost = rowCost;
      }
    });
    raw[y * (rowBytes + 1)] = best;
    raw.set(candidates[best] as Uint8Array, y * (rowBytes + 1) + 1);
  }
  return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/** Width and height from a PNG's IHDR, or null when the bytes are not a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.length < 24 || !buffer.subarray(0, 8).equals(PNG_SIGNATURE) || buffer.toString('ascii', 12, 16) !== 'IHDR') return null;
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
}
