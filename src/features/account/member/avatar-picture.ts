/**
 * An own picture as an avatar (issue 23: "the image rules are those of the reward upload"): the
 * type from the content, never the name (a JPEG or PNG by its first bytes: a GIF or a page renamed
 * .jpg is refused, a photo named without an extension is not); the width and height from the header
 * before anything decodes it (the reward rule's MAX_IMAGE_EDGE_PX and MAX_IMAGE_PIXELS); then always
 * downscaled in the browser to AVATAR_EDGE_PX on its longest side, a JPEG the platform stores as it
 * is. A phone photo of any size becomes a few dozen KB before it is sent.
 */
import { AVATAR_EDGE_PX } from '../../../contract/limits.ts';
import { imageKind, scaledSize } from '../../../lib/image-header.ts';
import { withPicture, type PictureIO } from '../../../lib/picture-io.ts';

/** Ours: the JPEG quality of an avatar (a face at 256 px shows no artefacts at 0.85). */
export const AVATAR_QUALITY = 0.85;

export type AvatarProblem = 'upload.type' | 'upload.dimensions' | 'unreadable';
export type PreparedAvatar = { ok: true; blob: Blob } | { ok: false; problem: AvatarProblem };

export async function prepareAvatar(file: Blob, io: PictureIO): Promise<PreparedAvatar> {
  return withPicture(
    file,
    io,
    (head) => (['jpeg', 'png'].includes(imageKind(head) ?? '') ? null : 'upload.type'),
    async (picture): Promise<PreparedAvatar> => {
      const target = scaledSize(picture.width, picture.height, AVATAR_EDGE_PX);
      const blob = await io.encodeJpeg(picture, target.width, target.height, AVATAR_QUALITY);
      return blob && blob.size > 0 ? { ok: true, blob } : { ok: false, problem: 'unreadable' };
    },
  );
}
