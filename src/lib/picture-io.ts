/**
 * The browser's part of the picture rules (./pictures.ts
 * PictureIO): the first bytes, decoding, and JPEG encoding on a canvas. Shared by the reward
 * application's pictures, the deposit receipt and the avatar upload; the rules themselves stay
 * testable without it. `withPicture` is the one way those open a picture the player picked.
 */
import { IMAGE_HEADER_BYTES, imageSize, withinImageCap } from './image-header.ts';

/** A decoded picture (an ImageBitmap in the browser). */
export interface DecodedPicture {
  readonly width: number;
  readonly height: number;
  close(): void;
}

export interface PictureIO {
  /** The first `count` bytes; rejects when the file cannot be read. */
  head(file: Blob, count: number): Promise<Uint8Array>;
  /** Rejects when the browser cannot decode the file as a picture. */
  decode(file: Blob): Promise<DecodedPicture>;
  /** The picture drawn at width × height as a JPEG of `quality` (0-1); null when the browser cannot encode. */
  encodeJpeg(picture: DecodedPicture, width: number, height: number, quality: number): Promise<Blob | null>;
}

/** The browser's part of preparePicture: bytes, decoding and JPEG encoding on a canvas. */
export const browserPictureIO: PictureIO = {
  head: async (blob, count) => new Uint8Array(await blob.slice(0, count).arrayBuffer()),
  decode: (blob) => createImageBitmap(blob),
  encodeJpeg: async (picture, width, height, quality) => {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.fillStyle = '#fff'; // a PNG's transparent parts: white, not JPEG's black
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(picture as ImageBitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
    canvas.width = canvas.height = 0; // gives the memory back at once (phones keep few large canvases)
    return blob;
  },
};

/** Why a picture could not be opened: too many pixels declared, or not readable / decodable. */
export type OpenProblem = 'upload.dimensions' | 'unreadable';

/**
 * Opens a picture the player picked and hands it to `work`: its first bytes go to `refuse` first
 * (the caller's rules on name and content); then the width and height its header declares must be
 * within the cap (MAX_IMAGE_EDGE_PX, MAX_IMAGE_PIXELS) before anything decodes it, since a small
 * file can declare gigabytes of pixels; then it is decoded, worked on, and closed. A file that cannot
 * be read, decoded or encoded is `unreadable`.
 */
export async function withPicture<Refusal extends string, Result>(
  file: Blob,
  io: PictureIO,
  refuse: (head: Uint8Array) => Refusal | null,
  work: (picture: DecodedPicture, head: Uint8Array) => Promise<Result>,
): Promise<Result | { ok: false; problem: Refusal | OpenProblem }> {
  const unreadable = { ok: false, problem: 'unreadable' } as const;
  let head: Uint8Array;
  try {
    head = await io.head(file, IMAGE_HEADER_BYTES);
  } catch {
    return unreadable;
  }
  const refusal = refuse(head);
  if (refusal !== null) return { ok: false, problem: refusal };
  const size = imageSize(head);
  if (!size) return unreadable;
  if (!withinImageCap(size)) return { ok: false, problem: 'upload.dimensions' };
  let picture: DecodedPicture;
  try {
    picture = await io.decode(file);
  } catch {
    return unreadable;
  }
  try {
    return await work(picture, head);
  } catch {
    return unreadable;
  } finally {
    picture.close();
  }
}

export function readDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(blob);
  });
}
