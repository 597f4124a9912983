/**
 * The reward application's rules (G §4 "Reward form", §5, §9): when Submit may be pressed, and
 * which pictures may be sent. A picture is judged by its name and by its first bytes: a renamed
 * file (a GIF called .png, a script called .jpg) is refused like a wrong name. The picker offers
 * GIFs too (G §5: it accepts jpg, jpeg, png, gif); they are refused here with the type message.
 */
import { MAX_IMAGE_BYTES, MAX_IMAGES } from '../../contract/limits.ts';
import { type LanguageCode } from '../../constants.ts';
import type { Announcement } from '../../contract/schemas.ts';
import type { ErrorMessages } from '../../lib/errors.ts';
import { imageKind } from '../../lib/image-header.ts';
import { pageConfig } from '../../shell/page-config.ts';

/** What the reward form's page hands its script. */
export interface ApplyRewardConfig {
  language: LanguageCode;
  /** The promotions list in the page's language: where the form gives way to without a session or a promotion. */
  activity: string;
  messages: ErrorMessages;
  texts: Record<'counter' | 'picture' | 'removePicture' | 'unreadable' | 'preparing' | 'submitting' | 'sent', string>;
}
export const APPLY_REWARD = pageConfig<ApplyRewardConfig>('apply-reward');

/** What the promotion asks of the application. */
export type RewardRequirements = Pick<Announcement, 'remarkRequired' | 'imageRequired'>;

/** Submit is enabled when what is required is there: both, the one required, or always when neither is. */
export function canSubmit(requirements: RewardRequirements, remarks: string, pictureCount: number): boolean {
  const remarksDone = requirements.remarkRequired !== 'Y' || remarks.trim() !== '';
  const picturesDone = requirements.imageRequired !== 'Y' || pictureCount > 0;
  return remarksDone && picturesDone;
}

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
