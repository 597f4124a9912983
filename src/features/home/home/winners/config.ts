/** What the winner board's script gets from the page (WinnerBoard.astro), in the page's language. */
import type { LanguageCode } from '../../../../constants.ts';
import type { ErrorMessages } from '../../../../lib/errors.ts';
import type { MoneyFormat } from '../../../../lib/money.ts';
import { pageConfig } from '../../../../shell/page-config.ts';
import type { PlayContext } from '../../../../widgets/games/play.ts';

export interface WinnerBoardConfig {
  language: LanguageCode;
  /** How amounts are written (src/lib/money.ts). */
  money: MoneyFormat;
  texts: { justWon: string; play: string; opening: string; unsafeUrl: string };
  /** The catalogue's messages for a refused launch (src/lib/errors.ts pickMessages). */
  messages: ErrorMessages;
  links: PlayContext['links'];
}

/** The board's settings, written on it by the page. */
export const WINNER_BOARD = pageConfig<WinnerBoardConfig>('winner-board', 'texts', 'links');
