/** What the home menu's script gets from the page (HomeMenu.astro), in the page's language. */
import type { LanguageCode } from '../../../constants.ts';
import type { Texts } from '../../../i18n/types.ts';
import type { ErrorMessages } from '../../../lib/errors.ts';
import { pageConfig } from '../../../shell/page-config.ts';
import type { PlayContext } from '../../../widgets/games/play.ts';

export interface HomeMenuConfig {
  language: LanguageCode;
  texts: Pick<Texts['home'], 'hotGames' | 'moreGamesOf' | 'searchIn'> &
    Pick<Texts['games'], 'empty' | 'emptySearch' | 'failed' | 'hotMatches' | 'opening' | 'unsafeUrl'>;
  /** Each tab's name. */
  categoryNames: Readonly<Record<string, string>>;
  /** The catalogue's messages for failed calls (src/lib/errors.ts pickMessages). */
  messages: ErrorMessages;
  /** Paths in the page's language. */
  links: PlayContext['links'];
  /** Each category's list page, in the page's language (src/shell/routes.ts categoryPath). */
  categoryLinks: Readonly<Record<string, string>>;
  /** The menu's categories before the vendor answer (and without it): every category. */
  defaultCategories: readonly string[];
}

export const HOME_MENU = pageConfig<HomeMenuConfig>('home-menu', 'texts', 'links', 'categoryLinks', 'defaultCategories');

/** HOME's blocks, in their order (`data-home-block` on each, HomeMenu.astro; home-panel.ts fills them). */
export const HOME_BLOCKS = ['hotSlots', 'hotFishing', 'newGames', 'topSlots', 'topFishing'] as const;
export type HomeBlock = (typeof HOME_BLOCKS)[number];
