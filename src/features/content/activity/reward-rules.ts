/**
 * The reward application's rules (G §4 "Reward form", §5, §9): when Submit may be pressed, and
 * the remarks counter. Which pictures may be sent is src/lib/pictures.ts (shared with the deposit receipt).
 */
import { type LanguageCode } from '../../../constants.ts';
import type { Announcement } from '../../../contract/schemas.ts';
import type { ErrorMessages } from '../../../lib/errors.ts';
import { pageConfig } from '../../../shell/page-config.ts';

/** What the reward form's page hands its script. */
export interface ApplyRewardConfig {
  language: LanguageCode;
  /** The promotions list in the page's language: where the form gives way to without a session or a promotion. */
  activity: string;
  messages: ErrorMessages;
  texts: Record<'counter' | 'picture' | 'removePicture' | 'unreadable' | 'preparing' | 'submitting' | 'sent', string>;
}
export const APPLY_REWARD = pageConfig<ApplyRewardConfig>('apply-reward', 'texts', 'activity');

/** What the promotion asks of the application. */
export type RewardRequirements = Pick<Announcement, 'remarkRequired' | 'imageRequired'>;

/** Submit is enabled when what is required is there: both, the one required, or always when neither is. */
export function canSubmit(requirements: RewardRequirements, remarks: string, pictureCount: number): boolean {
  const remarksDone = requirements.remarkRequired !== 'Y' || remarks.trim() !== '';
  const picturesDone = requirements.imageRequired !== 'Y' || pictureCount > 0;
  return remarksDone && picturesDone;
}

/** The remarks counter as it shows (`12/140`). */
export function remarksCounter(remarks: string, max: number): string {
  return `${remarks.length}/${max}`;
}
