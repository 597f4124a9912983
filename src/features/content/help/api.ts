/** The help centre's platform call (G §7 "lang (and device MOBILE)"). */
import type { LanguageCode } from '../../../constants.ts';
import { platformCall } from '../../../lib/platform.ts';
import * as contentCalls from '../../../contract/calls/content.ts';

export const loadHelp = (language: LanguageCode) => platformCall(contentCalls.helpCentre, { lang: language, device: 'MOBILE' });
