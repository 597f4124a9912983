/**
 * A category's game list with a filter (G §2): the first page of the category's list screen, a
 * name search (trimmed, debounced and throttled as on the list screens), and 'more games' to that
 * screen. In-house shows every BGS game and no search box, as its list screen does.
 *
 * Loaded with the first list tab the player opens (HomeTabs.island.tsx, React.lazy): the list
 * loader and its state rules stay out of home's first load.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { SEARCH_DEBOUNCE_MS, SEARCH_THROTTLE_MS, type LanguageCode } from '../../../constants.ts';
import { type GameCategory } from '../../../contract/vocabulary.ts';
import { translateError, type ErrorMessages } from '../../../lib/errors.ts';
import { debounce, throttle } from '../../../lib/timing.ts';
import { GameBlock } from '../../../widgets/games/GameBlock.tsx';
import { createListLoader } from '../../../widgets/games/list-loader.ts';
import { initialState, screenOf, searchByName } from '../../../widgets/games/list-state.ts';
import { SearchBox } from '../../../widgets/games/SearchBox.tsx';
import type { Game } from '../../../contract/schemas.ts';
import type { Texts } from '../../../i18n/types.ts';

export type HomeTexts = Texts['games'] & Texts['home'];

/** What every block of the page shares: the stars, the icons' CDN, the texts and the taps. */
export interface BlockShared {
  favouriteIds: ReadonlySet<string>;
  imageCdns: readonly string[];
  texts: HomeTexts;
  onPlay: (game: Game) => void;
  onStar: (game: Game) => void;
}

export interface HomeListPanelProps {
  category: string;
  title: string;
  language: LanguageCode;
  shared: BlockShared;
  messages: ErrorMessages;
  moreHref?: string;
}

export default function HomeListPanel(props: HomeListPanelProps) {
  const { category, language, shared } = props;
  const texts = shared.texts;
  const start = useMemo(() => searchByName(initialState(screenOf({ category: category as GameCategory }, new URLSearchParams())), ''), [category]);
  const loader = useMemo(() => createListLoader(language), [language]);
  const view = useStore(loader.$view);
  const [search, setSearch] = useState('');
  useEffect(() => {
    loader.show(start);
    return () => loader.stop();
  }, [loader, start]);
  const searchBy = useMemo(() => {
    const apply = throttle((text: string) => loader.show(searchByName(start, text)), SEARCH_THROTTLE_MS);
    return debounce(apply, SEARCH_DEBOUNCE_MS);
  }, [loader, start]);
  useEffect(() => () => searchBy.cancel(), [searchBy]);

  const name = search.trim();
  return (
    <GameBlock
      title={props.title}
      category={category}
      games={view.loading && !view.error ? null : view.games}
      moreHref={props.moreHref}
      error={view.error ? translateError(view.error, props.messages) : undefined}
      onRetry={loader.retry}
      emptyText={name ? texts.emptySearch.replace('{{name}}', name) : texts.empty}
      search={
        start.screen.inHouse ? undefined : (
          <SearchBox
            label={texts.searchIn.replace('{{name}}', props.title)}
            placeholder={texts.searchPlaceholder}
            value={search}
            onChange={(text) => {
              setSearch(text);
              searchBy(text);
            }}
          />
        )
      }
      {...shared}
    />
  );
}
