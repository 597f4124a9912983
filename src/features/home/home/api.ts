/** Home's platform calls (G §7): its announcements, the winner board, the footer's help titles. */
import { merchantCode } from 'virtual:brand';
import { HOME_ANNOUNCEMENT_TYPES } from '../../../contract/vocabulary.ts';
import { WINNER_LIMIT, type LanguageCode } from '../../../constants.ts';
import { platformCall } from '../../../lib/platform.ts';
import * as contentCalls from '../../../contract/calls/content.ts';
import * as gamesCalls from '../../../contract/calls/games.ts';
import * as shellCalls from '../../../contract/calls/shell.ts';

/** G §7 "B,PL,PU,PR,H on home": what home asks, from its script and from the HTML's head (src/features/games/games/first-page-starter.ts). */
export const homeAnnouncementsInput = (language: LanguageCode) => ({ types: HOME_ANNOUNCEMENT_TYPES, platform: 'M', merchantCode, language }) as const;

export const loadHomeAnnouncements = (language: LanguageCode) => platformCall(shellCalls.announcements, homeAnnouncementsInput(language));

/** G §7: every category, the page's language, limitNum 20. */
export const loadWinners = (language: LanguageCode) => platformCall(gamesCalls.winnerBoard, { gameCategory: 'ALL', language, limitNum: WINNER_LIMIT });

/** G §7 "lang (and device MOBILE)". */
export const loadHelpTitles = (language: LanguageCode) => platformCall(contentCalls.helpCentre, { lang: language, device: 'MOBILE' });
