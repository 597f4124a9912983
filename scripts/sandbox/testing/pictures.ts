/**
 * Whole pictures for the upload tests, built byte by byte so that one property at a time can be
 * wrong: a PNG of any declared size (its pixel data is not what the platform checks), padded to
 * an exact length inside the file, and a minimal baseline JPEG.
 */
import { crc32, deflateSync } from 'node:zlib';
import { PNG_SIGNATURE } from '../images/png.ts';

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A PNG declaring width × height (8-bit RGB) with one small IDAT; `bytes` pads it to that exact
 * length with a private ancillary chunk before IEND (still one whole PNG).
 */
export function pngPicture({ width = 1, height = 1, bytes }: { width?: number; height?: number; bytes?: number } = {}): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const parts = [PNG_SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.alloc(4)))];
  const end = chunk('IEND', Buffer.alloc(0));
  const used = parts.reduce((sum, part) => sum + part.length, 0) + end.length;
  if (bytes !== undefined) parts.push(chunk('paDd', Buffer.alloc(bytes - used - 12)));
  return Buffer.concat([...parts, end]);
}

/** A baseline JPEG declaring width × height: SOI, APP0, SOF0, one scan of a few data bytes (an 0xFF stuffed, a restart marker), EOI. */
export function jpegPicture({ width = 1, height = 1 }: { width?: number; height?: number } = {}): Buffer {
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00];
  const sof0 = [0xff, 0xc0, 0x00, 0x0b, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x01, 0x01, 0x11, 0x00];
  const sos = [0xff, 0xda, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3f, 0x00];
  const scan = [0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56];
  return Buffer.from([0xff, 0xd8, ...app0, ...sof0, ...sos, ...scan, 0xff, 0xd9]);
}

/** A script a hostile upload carries after the picture's end. */
export const TRAILING_SCRIPT = Buffer.from('<script>alert(document.cookie)</script>');
