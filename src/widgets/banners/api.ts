/** The form banner's platform call: the banners of its group (G §2 "Form banner", §7 type B). */
import { merchantCode } from 'virtual:brand';
import type { LanguageCode } from '../../constants.ts';
import { platformCall } from '../../lib/platform.ts';
import type { FormBannerGroup } from './banners.ts';
import * as shellCalls from '../../contract/calls/shell.ts';

export const loadFormBanners = (group: FormBannerGroup, language: LanguageCode) =>
  platformCall(shellCalls.announcements, { types: 'B', groupName: group, platform: 'M', merchantCode, language });
