/** Each support channel's icon (issue 21: every messenger showed the same generic bubble). */
import type { SUPPORT_TYPES } from '../constants.ts';

export const SUPPORT_ICONS = {
  LIVECHAT: 'service',
  WHATSAPP: 'whatsapp',
  WHATSAPP2: 'whatsapp',
  WHATSAPP3: 'whatsapp',
  FACEBOOK: 'facebook',
  TELEGRAM: 'telegram',
} as const satisfies Record<(typeof SUPPORT_TYPES)[number], string>;
