/**
 * The platform's structural check of an uploaded picture, without decoding it: the file must be
 * one whole PNG or JPEG from its signature to its end marker, with nothing after it, and declare a
 * size within the cap (MAX_IMAGE_EDGE_PX, MAX_IMAGE_PIXELS, shared with the site).
 * - PNG: chunks (length, type, data, CRC) from IHDR to IEND, every CRC right, at least one IDAT,
 *   and IEND the last byte. A script appended after IEND, or hidden in a chunk with a wrong
 *   length, is refused.
 * - JPEG: marker segments from SOI; a frame (SOFn) before the first scan; the scans' entropy-coded
 *   data is walked (0xFF 0x00 stuffing, restart markers) to the next marker, until EOI, which must
 *   be the last byte. Phones that append data after EOI (a motion photo's video, an MPF second
 *   picture) are refused too: the picture a reward needs is the first, and the site re-encodes
 *   pictures it cannot send as they are only when they are over 5 MB.
 * Pixels are not decoded: a structurally whole file with garbage pixel data would be stored, as it
 * would be on any platform that does not re-encode.
 */
import { crc32 } from 'node:zlib';
import { withinImageCap, type ImageSize } from '../../src/lib/image-header.ts';

export type StructureProblem = 'corrupt' | 'dimensions';

export class ImageStructureError extends Error {
  readonly problem: StructureProblem;
  constructor(problem: StructureProblem, message: string) {
    super(message);
    this.problem = problem;
  }
}

const corrupt = (message: string) => new ImageStructureError('corrupt', message);
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** PNG limits a chunk's length to 2^31 - 1 (PNG spec §5.3). */
const MAX_CHUNK_LENGTH = 2 ** 31 - 1;

function checkPng(content: Buffer): ImageSize {
  if (!content.subarray(0, 8).equals(PNG_SIGNATURE)) throw corrupt('not a PNG signature');
  let at = 8;
  let size: ImageSize | null = null;
  let imageData = false;
  for (;;) {
    if (at + 12 > content.length) throw corrupt(`PNG: cut off at byte ${at}, before IEND`);
    const length = content.readUInt32BE(at);
    const type = content.toString('latin1', at + 4, at + 8);
    if (length > MAX_CHUNK_LENGTH || !/^[A-Za-z]{4}$/.test(type)) throw corrupt(`PNG: not a chunk at byte ${at}`);
    const end = at + 12 + length;
    if (end > content.length) throw corrupt(`PNG: chunk ${type} runs past the end of the file`);
    if (content.readUInt32BE(end - 4) !== crc32(content.subarray(at + 4, end - 4))) throw corrupt(`PNG: chunk ${type} has a wrong CRC`);
    if (size === null) {
      if (type !== 'IHDR' || length !== 13) throw corrupt('PNG: the first chunk is not IHDR');
      size = { width: content.readUInt32BE(at + 8), height: content.readUInt32BE(at + 12) };
    }
    if (type === 'IDAT') imageData = true;
    at = end;
    if (type === 'IEND') break;
  }
  if (!imageData) throw corrupt('PNG: no image data (IDAT)');
  if (at !== content.length) throw corrupt(`PNG: ${content.length - at} bytes after IEND`);
  return size;
}

const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;

/** The offset of the marker ending the entropy-coded data that starts at `at`. */
function endOfScan(content: Buffer, at: number): number {
  for (let index = content.indexOf(0xff, at); index !== -1; index = content.indexOf(0xff, index + 1)) {
    const next = content[index + 1];
    if (next === undefined) break;
    if (next === 0x00 || next === 0xff || isRestart(next)) continue; // stuffed 0xFF, fill byte, restart marker: still data
    return index;
  }
  throw corrupt('JPEG: image data runs to the end of the file without EOI');
}

function checkJpeg(content: Buffer): ImageSize {
  if (content[0] !== 0xff || content[1] !== 0xd8) throw corrupt('not a JPEG signature');
  let at = 2;
  let size: ImageSize | null = null;
  for (;;) {
    if (at + 2 > content.length) throw corrupt('JPEG: cut off before EOI');
    if (content[at] !== 0xff) throw corrupt(`JPEG: no marker at byte ${at}`);
    const marker = content[at + 1]!;
    if (marker === 0xff) {
      at += 1; // a fill byte
      continue;
    }
    if (marker === 0xd9) {
      at += 2;
      break;
    }
    if (marker === 0x01 || isRestart(marker) || marker === 0xd8) throw corrupt(`JPEG: marker ${marker.toString(16)} out of place at byte ${at}`);
    if (at + 4 > content.length) throw corrupt('JPEG: cut off in a segment');
    const length = content.readUInt16BE(at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > content.length) throw corrupt(`JPEG: segment ${marker.toString(16)} runs past the end of the file`);
    if (isStartOfFrame(marker)) {
      if (length < 8) throw corrupt('JPEG: frame header too short');
      size ??= { width: content.readUInt16BE(at + 7), height: content.readUInt16BE(at + 5) };
    }
    if (marker === 0xda) {
      if (!size) throw corrupt('JPEG: image data before a frame header');
      at = endOfScan(content, end);
    } else at = end;
  }
  if (!size) throw corrupt('JPEG: no frame header');
  if (at !== content.length) throw corrupt(`JPEG: ${content.length - at} bytes after EOI`);
  return size;
}

/**
 * The picture's size when `content` is one whole picture of `mimeType` within the cap; else an
 * ImageStructureError: `corrupt` (cut, broken, or with bytes after its end) or `dimensions`.
 */
export function checkImageStructure(content: Buffer, mimeType: 'image/png' | 'image/jpeg'): ImageSize {
  const size = mimeType === 'image/png' ? checkPng(content) : checkJpeg(content);
  if (size.width === 0 || size.height === 0) throw corrupt('a side of 0 pixels');
  if (!withinImageCap(size)) throw new ImageStructureError('dimensions', `${size.width} × ${size.height} pixels`);
  return size;
}
