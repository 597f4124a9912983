/**
 * A picture's width and height read from its header, without decoding it (PNG: IHDR; JPEG: the
 * first SOFn segment), and whether they are within the cap (MAX_IMAGE_EDGE_PX, MAX_IMAGE_PIXELS).
 * Decoding first would be the attack: a 48 KB PNG can declare 20000 × 20000 pixels and decode to
 * 1.6 GB. Only the types the platform takes (JPEG, PNG) are read; anything else is null.
 */
import { MAX_IMAGE_EDGE_PX, MAX_IMAGE_PIXELS } from '../contract/limits.ts';

export interface ImageSize {
  width: number;
  height: number;
}

/**
 * How many first bytes to hand `imageSize`. A JPEG's SOF follows its APPn segments (EXIF with a
 * thumbnail, ICC profile, XMP: each at most 64 KB), so a camera photo needs some room; one whose
 * SOF lies further in is not read (null).
 */
export const IMAGE_HEADER_BYTES = 1024 * 1024;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Start-of-frame markers (SOF0-SOF15 but DHT C4, JPG C8, DAC CC). */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
/** Markers without a length: TEM and the restart markers. */
const standsAlone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

const u16 = (bytes: Uint8Array, at: number) => (bytes[at]! << 8) | bytes[at + 1]!;
const u32 = (bytes: Uint8Array, at: number) => ((bytes[at]! << 24) >>> 0) + (bytes[at + 1]! << 16) + (bytes[at + 2]! << 8) + bytes[at + 3]!;
const ascii = (bytes: Uint8Array, at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length));

function pngSize(head: Uint8Array): ImageSize | null {
  if (head.length < 24 || !PNG_SIGNATURE.every((byte, index) => head[index] === byte)) return null;
  if (u32(head, 8) !== 13 || ascii(head, 12, 4) !== 'IHDR') return null;
  return { width: u32(head, 16), height: u32(head, 20) };
}

function jpegSize(head: Uint8Array): ImageSize | null {
  if (head[0] !== 0xff || head[1] !== 0xd8) return null;
  let at = 2;
  while (at + 4 <= head.length) {
    if (head[at] !== 0xff) return null;
    while (head[at + 1] === 0xff && at + 2 < head.length) at++; // fill bytes before a marker
    const marker = head[at + 1]!;
    if (standsAlone(marker)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // the end, or image data, before any frame
    const length = u16(head, at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) return at + 9 <= head.length ? { width: u16(head, at + 7), height: u16(head, at + 5) } : null;
    at += 2 + length;
  }
  return null;
}

/** Width and height from the first bytes of a JPEG or PNG (see IMAGE_HEADER_BYTES); null when they do not tell. */
export function imageSize(head: Uint8Array): ImageSize | null {
  return pngSize(head) ?? jpegSize(head);
}

/** Whether a picture of this size may be taken: neither side 0 or over MAX_IMAGE_EDGE_PX, at most MAX_IMAGE_PIXELS in all. */
export function withinImageCap({ width, height }: ImageSize): boolean {
  return width > 0 && height > 0 && width <= MAX_IMAGE_EDGE_PX && height <= MAX_IMAGE_EDGE_PX && width * height <= MAX_IMAGE_PIXELS;
}

/** How many first bytes `imageKind` needs. */
export const SIGNATURE_BYTES = 8;

const SIGNATURES: readonly { kind: 'jpeg' | 'png' | 'gif'; bytes: readonly number[] }[] = [
  { kind: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { kind: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { kind: 'gif', bytes: [0x47, 0x49, 0x46, 0x38] },
];

/** The image format a file's first bytes announce, or null for anything else. */
export function imageKind(head: Uint8Array): 'jpeg' | 'png' | 'gif' | null {
  return SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => head[index] === byte))?.kind ?? null;
}

/** width × height scaled down (never up) so the longest edge is at most `maxEdge`, whole pixels, at least 1. */
export function scaledSize(width: number, height: number, maxEdge: number): { width: number; height: number } {
  const scale = Math.min(1, maxEdge / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
