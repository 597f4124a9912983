/**
 * Checks of the reward-application pictures (G §5 "Reward images"), and of a deposit's receipt
 * (issue 24: the same rules, one picture): at most MAX_IMAGES, each a
 * JPEG or PNG named .jpg, .jpeg or .png and at most MAX_IMAGE_BYTES. The site checks the same
 * before sending; the platform checks again because a request can come from anywhere.
 *
 * The content decides the type, not the name: the first bytes must be a JPEG or PNG signature,
 * so a GIF or an HTML page renamed .png is refused. A real PNG named .jpg (or declared image/jpeg)
 * is accepted and recorded as the PNG it is: phones and galleries mislabel files, and both are
 * types the platform takes.
 *
 * Then the structure (./image-structure.ts): one whole picture with nothing after its end
 * (`upload.corrupt`), of at most MAX_IMAGE_EDGE_PX a side and MAX_IMAGE_PIXELS (`upload.dimensions`).
 */
import { createHash } from 'node:crypto';
import { MAX_IMAGE_BYTES, MAX_IMAGE_EDGE_PX, MAX_IMAGE_PIXELS, MAX_IMAGES } from '../../src/contract/limits.ts';
import { checkImageStructure, ImageStructureError } from './image-structure.ts';
import type { ImageSize } from '../../src/lib/image-header.ts';
import { PlatformError } from './platform-error.ts';

export const ACCEPTED_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;

/** File signatures ("magic bytes") of the accepted types. */
const SIGNATURES = [
  { mimeType: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { mimeType: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
] as const;

const DATA_URL = /^data:image\/(?:jpeg|png);base64,([A-Za-z0-9+/]*={0,2})$/;
const EXTENSION = new RegExp(`\\.(?:${ACCEPTED_EXTENSIONS.join('|')})$`, 'i');
const TYPE_RULE = `only ${ACCEPTED_EXTENSIONS.join(', ')} images (JPEG or PNG)`;

export interface PictureInput {
  fileName: string;
  dataUrl: string;
}

export interface CheckedPicture {
  fileName: string;
  /** From the content's signature, whatever the name or the data URL said. */
  mimeType: string;
  bytes: number;
  sha256: string;
}

/** Decoded size of base64 text, without decoding it. */
function decodedLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

function sniffType(content: Buffer): (typeof SIGNATURES)[number]['mimeType'] | undefined {
  return SIGNATURES.find((signature) => signature.bytes.every((byte, index) => content[index] === byte))?.mimeType;
}

/** A picture's bytes, checked by content and structure (the rules of the file header above); `field` names it in the messages. */
export function checkedPictureData(dataUrl: string, field: string): { content: Buffer; mimeType: 'image/jpeg' | 'image/png'; size: ImageSize } {
  const base64 = DATA_URL.exec(dataUrl)?.[1];
  if (base64 === undefined || base64.length % 4 !== 0) throw new PlatformError('upload.type', `${field}: not a data:image/jpeg or data:image/png base64 URL`);
  const bytes = decodedLength(base64);
  if (bytes > MAX_IMAGE_BYTES)
    throw new PlatformError('upload.size', `${field}: ${bytes} bytes, larger than ${MAX_IMAGE_BYTES} bytes (${MAX_IMAGE_BYTES / 2 ** 20} MB)`);
  const content = Buffer.from(base64, 'base64');
  const mimeType = sniffType(content);
  if (!mimeType) throw new PlatformError('upload.type', `${field}: the content is not a JPEG or PNG image, ${TYPE_RULE}`);
  try {
    return { content, mimeType, size: checkImageStructure(content, mimeType) };
  } catch (error) {
    if (!(error instanceof ImageStructureError)) throw error;
    if (error.problem === 'dimensions')
      throw new PlatformError(
        'upload.dimensions',
        `${field}: ${error.message}, larger than ${MAX_IMAGE_EDGE_PX} pixels a side or ${MAX_IMAGE_PIXELS / 1e6} megapixels`,
      );
    throw new PlatformError('upload.corrupt', `${field}: not one whole ${mimeType === 'image/png' ? 'PNG' : 'JPEG'} image (${error.message})`);
  }
}

/** One picture checked by name, content and structure, with its bytes (a deposit receipt keeps them). */
export function checkedPicture(picture: PictureInput, field: string): ReturnType<typeof checkedPictureData> {
  if (!EXTENSION.test(picture.fileName)) throw new PlatformError('upload.type', `${field}: ${picture.fileName.slice(0, 60)} is not allowed, ${TYPE_RULE}`);
  return checkedPictureData(picture.dataUrl, field);
}

function checkPicture(picture: PictureInput, index: number): CheckedPicture {
  const { content, mimeType } = checkedPicture(picture, `pictures[${index}]`);
  return { fileName: picture.fileName, mimeType, bytes: content.length, sha256: createHash('sha256').update(content).digest('hex') };
}

/** Every picture checked, or a PlatformError (upload.count, upload.type, upload.size, upload.corrupt, upload.dimensions) for the first problem. */
export function checkPictures(pictures: readonly PictureInput[]): CheckedPicture[] {
  if (pictures.length > MAX_IMAGES) throw new PlatformError('upload.count', `pictures: ${pictures.length} sent, at most ${MAX_IMAGES} allowed`);
  return pictures.map(checkPicture);
}
