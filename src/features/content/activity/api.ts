/** The promotions screens' platform calls (G §2 "Promotions", "Reward application form"; G §7). */
import type { LanguageCode } from '../../../constants.ts';
import type { CallInput } from '../../../lib/api-client.ts';
import { announcementsRequest } from '../../../lib/announcements-request.ts';
import { mutateCall } from '../../../lib/mutate.ts';
import { platformCall } from '../../../lib/platform.ts';
import * as contentCalls from '../../../contract/calls/content.ts';
import * as shellCalls from '../../../contract/calls/shell.ts';

/** The announcement type of promotions. */
const PROMOTION_TYPE = 'Promotion';

/** Ours: the reward application carries up to MAX_IMAGES pictures of 5 MB (about 20 MB of base64): it may take this long. */
const REWARD_UPLOAD_TIMEOUT_MS = 60_000;

/** The promotions in the page's language (G §7 "types: Promotion for rewards"). */
export const loadPromotionAnnouncements = (language: LanguageCode) =>
  platformCall(shellCalls.announcements, announcementsRequest(PROMOTION_TYPE, { language }));

export const loadPromotionCategories = (language: LanguageCode) => platformCall(contentCalls.promotionCategories, { language });

export const joinPromotion = (promotionId: number) => mutateCall(contentCalls.promotionJoin, { promotionId });

export const requestReward = (request: CallInput<'requestReward'>) => mutateCall(contentCalls.requestReward, request, { timeoutMs: REWARD_UPLOAD_TIMEOUT_MS });
