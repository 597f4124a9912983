/** The invite screen's platform call (issue 23: the member's code, link, referral rules and figures). */
import type { LanguageCode } from '../../../constants.ts';
import { platformCall } from '../../../lib/platform.ts';
import * as memberCalls from '../../../contract/calls/member.ts';

export const loadInviteInfo = (language: LanguageCode) => platformCall(memberCalls.inviteInfo, { language });
