/**
 * The help tab a link opens (G §2 "active tab from query i"; the home footer's titles link with
 * `?i=<index>`): a whole number within the list, else the first tab.
 */
import type { LanguageCode } from '../../../constants.ts';
import type { ErrorMessages } from '../../../lib/errors.ts';
import { pageConfig } from '../../../shell/page-config.ts';

export function helpTabIndex(query: string | null, count: number): number {
  if (query === null || !/^\d+$/.test(query)) return 0;
  const index = Number(query);
  return index < count ? index : 0;
}

/** What the help page hands its script. */
export const HELP = pageConfig<{ language: LanguageCode; messages: ErrorMessages }>('help', 'language', 'messages');
