/**
 * Pictures a player sends (G §5: the reward application's pictures; issue 24: a deposit's receipt
 * follows the same rules): whether a chosen file may be sent, and in what form. First the rules
 * (`pictureRefusal`: count, then name and first bytes, then size); on top of them:
 * - a file whose bytes cannot be read, or that the browser cannot decode as a picture (a corrupt
 *   file behind a good signature), is refused as `unreadable` (G §5 "a message when an image
 *   cannot be read");
 * - **large phone photos** (ours, G §5 is silent): a JPEG or PNG over MAX_IMAGE_BYTES is not
 *   refused at once but re-encoded as a JPEG, its longest edge at most 2560 px at quality 0.85,
 *   then smaller and lower along DOWNSCALE_STEPS until it fits. A 12-48 MP camera photo or a long
 *   screenshot then goes through legible (2560 px keeps a bet slip's small print readable), and
 *   only a picture that stays over the limit at 1280 px and quality 0.6 is refused with the size
 *   message. A downscaled picture is sent as `<name>.jpg` (it is a JPEG now; a PNG's transparency
 *   becomes white). Pictures within the limit are sent exactly as chosen.
 * - **dimensions before decoding**: the width and height are read from the file's header (PNG
 *   IHDR, JPEG SOF: src/lib/image-header.ts) and a picture over MAX_IMAGE_EDGE_PX a side or
 *   MAX_IMAGE_PIXELS is refused (`upload.dimensions`) before the browser decodes it: a 48 KB PNG
 *   can declare 20000 × 20000 pixels, 1.6 GB decoded. A header that does not tell is `unreadable`.
 * The browser's part (reading, decoding, encoding) comes in as `PictureIO`, so this runs in unit tests.
 */
import { MAX_IMAGE_BYTES, MAX_IMAGES } from '../contract/limits.ts';
import { imageKind, scaledSize } from './image-header.ts';
import { withPicture, type DecodedPicture, type PictureIO } from './picture-io.ts';

export type { DecodedPicture, PictureIO };

/**
 * A picture is judged by its name and by its first bytes: a renamed file (a GIF called .png, a
 * script called .jpg) is refused like a wrong name. The picker offers GIFs too (G §5: it accepts
 * jpg, jpeg, png, gif); they are refused with the type message.
 */
/** The picture file types the platform takes (activity_image_type). */
const ACCEPTED_EXTENSIONS = ['jpeg', 'jpg', 'png'] as const;
/** What the picker offers (G §5): the accepted types, and GIF, which it then refuses with a message. */
export const PICKER_ACCEPT = '.jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif';
/** The catalogue's refusals of a picture (src/lib/errors.ts, `errors.upload.*`). */
export type PictureRefusal = 'upload.type' | 'upload.size' | 'upload.count';

/**
 * Why a picture cannot join the `chosen` ones, or null when it can: one more than MAX_IMAGES,
 * a name or content that is not JPEG or PNG, or more than MAX_IMAGE_BYTES (after any downscaling).
 */
export function pictureRefusal(file: { name: string; size: number }, head: Uint8Array, chosen: number): PictureRefusal | null {
  if (chosen >= MAX_IMAGES) return 'upload.count';
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase();
  const kind = imageKind(head);
  if (!ACCEPTED_EXTENSIONS.includes(extension as (typeof ACCEPTED_EXTENSIONS)[number]) || (kind !== 'jpeg' && kind !== 'png')) return 'upload.type';
  return file.size > MAX_IMAGE_BYTES ? 'upload.size' : null;
}

/**
 * Ours (G §5 is silent on large photos): a JPEG or PNG over MAX_IMAGE_BYTES is re-encoded in the
 * browser as a JPEG, its longest edge at most the first size, at the first quality, then smaller and
 * lower down the list until it fits; below the last step a receipt or screenshot is no longer
 * legible, so the picture is refused with the size message.
 */
export const DOWNSCALE_STEPS = [
  { maxEdge: 2560, quality: 0.85 },
  { maxEdge: 2560, quality: 0.7 },
  { maxEdge: 2048, quality: 0.7 },
  { maxEdge: 1600, quality: 0.7 },
  { maxEdge: 1280, quality: 0.6 },
] as const;

export type PictureProblem = PictureRefusal | 'upload.dimensions' | 'unreadable';
/** The type a picture is sent as: from its content (the platform takes only these data URLs). */
export type PictureMimeType = 'image/jpeg' | 'image/png';

export type PreparedPicture =
  { ok: true; fileName: string; blob: Blob; mimeType: PictureMimeType; downscaled: boolean } | { ok: false; problem: PictureProblem };

/** The name a re-encoded picture is sent under: the same name, ending `.jpg`. */
export function jpegName(fileName: string): string {
  const base = fileName.replace(/\.[^./\\]*$/, '');
  return `${base || 'picture'}.jpg`;
}

/** Re-encodes along DOWNSCALE_STEPS until the picture fits MAX_IMAGE_BYTES; null when no step does. */
async function downscale(picture: DecodedPicture, io: PictureIO): Promise<Blob | null> {
  for (const { maxEdge, quality } of DOWNSCALE_STEPS) {
    const size = scaledSize(picture.width, picture.height, maxEdge);
    const blob = await io.encodeJpeg(picture, size.width, size.height, quality);
    if (blob && blob.size > 0 && blob.size <= MAX_IMAGE_BYTES) return blob;
  }
  return null;
}

/**
 * What `file` becomes when the player picks it, `chosen` pictures being already in the form: the
 * picture to send (as chosen, or downscaled), or the one problem to tell the player.
 */
export async function preparePicture(file: Blob & { name: string }, chosen: number, io: PictureIO): Promise<PreparedPicture> {
  return withPicture(
    file,
    io,
    (head) => {
      const refusal = pictureRefusal(file, head, chosen);
      return refusal === 'upload.count' || refusal === 'upload.type' ? refusal : null; // too large: downscaled below
    },
    async (picture, head): Promise<PreparedPicture> => {
      if (file.size <= MAX_IMAGE_BYTES)
        return { ok: true, fileName: file.name, blob: file, mimeType: imageKind(head) === 'png' ? 'image/png' : 'image/jpeg', downscaled: false };
      const smaller = await downscale(picture, io);
      return smaller
        ? { ok: true, fileName: jpegName(file.name), blob: smaller, mimeType: 'image/jpeg', downscaled: true }
        : { ok: false, problem: 'upload.size' };
    },
  );
}

/** A data URL as the platform takes it (`data:image/png;base64,…`): the picture's type, whatever the browser's reader said. */
export function pictureDataUrl(readerDataUrl: string, mimeType: PictureMimeType): string {
  return `data:${mimeType};base64,${readerDataUrl.slice(readerDataUrl.indexOf(',') + 1)}`;
}
