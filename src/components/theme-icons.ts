/** The theme choices' icons: each button shows the theme it names (a sun for light, a moon for dark). */
import type { THEMES } from '../constants.ts';

export const THEME_ICONS = { dark: 'moon', light: 'sun' } as const satisfies Record<(typeof THEMES)[number], string>;
