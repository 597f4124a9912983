/** The gates' platform call: the promotions, for the referral promotion's flag (./referral.ts). */
import { announcementsRequest } from '../../../lib/announcements-request.ts';
import { platformCall } from '../../../lib/platform.ts';
import * as shellCalls from '../../../contract/calls/shell.ts';

export const loadPromotionAnnouncements = (language: string | undefined) =>
  platformCall(shellCalls.announcements, announcementsRequest('Promotion', language ? { language } : {}));
