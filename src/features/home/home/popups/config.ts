/** What the pop-up dialog (HomePopups.astro) hands its scripts, written at build time: no browser code here. */
import type { LanguageCode } from '../../../../constants.ts';
import { pageConfig } from '../../../../shell/page-config.ts';
import type { RoutePath } from '../../../../shell/paths.ts';

/** What the pop-up dialog hands its scripts. */
export interface PopupsConfig {
  language: LanguageCode;
  /** The promotions page in the page's language (a pop-up's linked promotion opens it with its id). */
  promotionPath: RoutePath<'activity'>;
}
export const HOME_POPUPS = pageConfig<PopupsConfig>('home-popups', 'promotionPath');
