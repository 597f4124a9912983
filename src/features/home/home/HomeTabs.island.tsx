/**
 * The home page's category menu and what each tab shows (G §2 "Home"): HOME (hot slots, hot
 * fishing, the new games row, the top slots and top fishing), HOT (every hot game), a game list with
 * a search box for PVP, LIVE, FISH, RNG and INHOUSE, and the vendors of the others (with the hot
 * matches on SPORTS and ESPORTS). Tabs follow the
 * platform's vendor sorting once it is known (home-tabs.ts); the footer's categories select them
 * through the shared home index ($homeTab).
 *
 * Every block asks for its own games and fails on its own: a call that fails shows its block's
 * error with Try again, and the rest of the page goes on working. The prerendered fallback (this
 * component without a window) is the menu in the default order with placeholder blocks of their
 * final size, into which the page's script paints the hot games before React arrives.
 */
import { useStore } from '@nanostores/react';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { GameCategory } from '../../../contract/vocabulary.ts';
import type { LanguageCode } from '../../../constants.ts';
import { categoryIcon } from '../../../components/category-icons.ts';
import Toasts from '../../../components/form/Toasts.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { lazyWithRetry, type RetryProps } from '../../../components/lazy-with-retry.tsx';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import type { Game } from '../../../contract/schemas.ts';
import type { Texts } from '../../../i18n/types.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { translateError, type ErrorMessages } from '../../../lib/errors.ts';
import { $favouriteIds } from '../../../stores/games/favourites.ts';
import { homeListsStore } from '../../../stores/games/home-lists.ts';
import { hotGamesOfType, hotGamesStore } from '../../../stores/games/hot.ts';
import { $vendorCategories, $vendorData, switcherCategories, vendorsOf } from '../../../stores/games/vendors.ts';
import { $homePanelSettled, $homeTab } from '../../../stores/home.ts';
import { imageCdns as loadImageCdns, knownImageCdns } from '../../../stores/status.ts';
import { GameBlock } from '../../../widgets/games/GameBlock.tsx';
import { launch, prefetchLaunch, resumeLaunch } from '../../../widgets/games/launcher.ts';
import type { VendorListProps } from '../../../widgets/games/VendorList.tsx';
import { LazyHotMatches } from '../../../widgets/games/LazyHotMatches.tsx';
import { VendorPlaceholders } from '../../../widgets/games/HotMatchesPlaceholder.tsx';
import type { PlayContext } from '../../../widgets/games/play.ts';
import '../../../components/list/list-state.css';
import '../../../widgets/games/games.css';
import './home.css';
import { chooseTab, hasMoreGames, homeTabs, HOME_TAB, panelOf } from './home-tabs.ts';
import type { BlockShared, HomeListPanelProps } from './HomeListPanel.tsx';

export interface HomeTabsProps {
  language: LanguageCode;
  texts: Texts['home'];
  gameTexts: Texts['games'];
  categoryNames: Texts['category'];
  /** The catalogue's messages for failed calls (src/lib/errors.ts). */
  messages: ErrorMessages;
  /** Paths in the page's language. */
  links: PlayContext['links'];
  /** Each category's list page, in the page's language (src/shell/routes.ts categoryPath). */
  categoryLinks: Readonly<Record<string, string>>;
  /** The menu's categories before the vendor answer (and without it): every category. */
  defaultCategories: readonly string[];
}

/**
 * The list tabs' panel (./HomeListPanel.tsx) and the vendor tabs' (VendorList; the hot matches:
 * LazyHotMatches), loaded with the first such tab opened. Offline, the tab says so with Try again,
 * and the rest of home goes on working.
 */
const HomeListPanel = lazyWithRetry(
  () => import('./HomeListPanel.tsx'),
  (module) => module.default,
  ({ title, category, shared, messages, onRetry }: HomeListPanelProps & RetryProps) => (
    <GameBlock title={title} category={category} games={null} error={partMissing(messages)} onRetry={onRetry} {...shared} />
  ),
);
const VendorList = lazyWithRetry(
  () => import('../../../widgets/games/VendorList.tsx'),
  (module) => module.VendorList,
  ({ context, texts, onRetry }: VendorListProps & RetryProps) => <LoadFailed text={partMissing(context.messages)} action={texts.retry} onAction={onRetry} />,
);
/** A part of the page that did not load is a network failure to the player: the catalogue's message for it. */
const partMissing = (messages: ErrorMessages) => translateError(new ApiError('network', 'a part of home did not load'), messages);

export default function HomeTabs(props: HomeTabsProps) {
  const { language, texts, gameTexts, categoryNames } = props;
  // Client-only (HomePage.astro): false only in the prerendered fallback, which shows placeholders.
  // In the browser the first render shows the stores as they are, so the hot games the page's
  // script already painted (home-games-early.client.ts) are drawn again in the same places.
  const ready = typeof window !== 'undefined';
  // Null until the status call names the image CDN: a tile drawn before asked for its icon at the
  // wrong address, a dozen failed requests holding a weak line's connections.
  const [cdns, setCdns] = useState<readonly string[] | null>(knownImageCdns);
  const index = useStore($homeTab);
  const vendorAnswer = useStore($vendorData);
  const vendorCategories = useStore($vendorCategories);
  const favouriteIds = useStore($favouriteIds);
  const context = useMemo<PlayContext>(
    () => ({ language, links: props.links, texts: { opening: gameTexts.opening, unsafeUrl: gameTexts.unsafeUrl }, messages: props.messages }),
    [language, props.links, props.messages, gameTexts],
  );

  useEffect(() => {
    void loadImageCdns().then(setCdns);
    resumeLaunch(context); // a guest's tap on a game or star, finished after the login
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, when the page starts

  const tabs = homeTabs((ready && vendorAnswer.data ? switcherCategories(vendorCategories) : props.defaultCategories).filter((tab) => tab in categoryNames));
  const active = tabs[index] ?? HOME_TAB;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const choose = (tab: string) => {
    const choice = chooseTab(tab, vendorsOf(vendorCategories, tab));
    if ('launch' in choice) void launch(context, ({ playVendor }) => playVendor(choice.launch.vassalage, tab, context));
    else $homeTab.set(tabs.indexOf(tab));
  };
  // The tabs pattern (WAI-ARIA): arrows move between tabs, Home and End to the ends.
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, Home: -tabs.length, End: tabs.length };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = tabs[Math.min(tabs.length - 1, Math.max(0, tabs.indexOf(active) + moves[event.key]!))]!;
    tabRefs.current.get(next)?.focus();
    choose(next);
  };

  const shared: BlockShared = {
    favouriteIds,
    imageCdns: cdns ?? [],
    texts: { ...gameTexts, ...texts },
    onPlay: useCallback((game: Game) => void launch(context, ({ playGame }) => playGame(game, context)), [context]),
    onStar: useCallback((game: Game) => void launch(context, ({ starGame }) => starGame(game, context)), [context]),
  };
  const panel = panelOf(active);
  useEffect(() => {
    if (ready && panel !== 'home') $homePanelSettled.set(true); // HOME says so itself, once its games are in
  }, [ready, panel]);
  const name = (tab: string) => (tab === HOME_TAB ? categoryNames.HOME : categoryNames[tab as keyof Texts['category']]);

  return (
    <div className="home-tabs" onPointerDownCapture={prefetchLaunch} onKeyDownCapture={prefetchLaunch}>
      <div className="category-tabs" role="tablist" aria-label={texts.menu}>
        {tabs.map((tab) => (
          <button
            key={tab}
            ref={(button) => void (button ? tabRefs.current.set(tab, button) : tabRefs.current.delete(tab))}
            type="button"
            role="tab"
            id={`home-tab-${tab}`}
            aria-selected={tab === active}
            aria-controls="home-panel"
            tabIndex={tab === active ? 0 : -1}
            data-category={tab}
            onClick={() => choose(tab)}
            onKeyDown={onKeyDown}
          >
            <Icon d={categoryIcon(tab)} size={18} />
            {name(tab)}
          </button>
        ))}
      </div>
      <div className="home-panel" role="tabpanel" id="home-panel" aria-labelledby={`home-tab-${active}`}>
        {!ready || cdns === null ? (
          <HomePanelPlaceholder shared={shared} texts={texts} links={props.categoryLinks} />
        ) : panel === 'home' ? (
          <HomePanel language={language} shared={shared} messages={props.messages} links={props.categoryLinks} />
        ) : panel === 'hot' ? (
          <HotPanel language={language} shared={shared} messages={props.messages} title={texts.hotGames} />
        ) : panel === 'list' ? (
          <Suspense fallback={<GameBlock title={name(active)} category={active} games={null} {...shared} />}>
            <HomeListPanel
              key={active}
              category={active}
              title={name(active)}
              language={language}
              shared={shared}
              messages={props.messages}
              moreHref={hasMoreGames(active) ? props.categoryLinks[active] : undefined}
            />
          </Suspense>
        ) : (
          <>
            <Suspense fallback={<VendorPlaceholders />}>
              <VendorList key={active} category={active as GameCategory} context={context} texts={gameTexts} />
            </Suspense>
            <LazyHotMatches key={`matches-${active}`} category={active} language={language} context={context} texts={gameTexts} />
          </>
        )}
      </div>
      <Toasts />
    </div>
  );
}

/** The prerendered HOME: its first two blocks as placeholders of their final size, with their links (the head's height). */
function HomePanelPlaceholder({ shared, texts, links }: { shared: BlockShared; texts: Texts['home']; links: Readonly<Record<string, string>> }) {
  return (
    <>
      <GameBlock title={texts.hotSlots} category="RNG" games={null} moreHref={withMode(links.RNG, 'hot')} {...shared} />
      <GameBlock title={texts.hotFishing} category="FISH" games={null} moreHref={withMode(links.FISH, 'hot')} {...shared} />
    </>
  );
}

/** A block's link to more of its type: the list page, opened in one of its modes (`type=hot`, `type=new`). */
const withMode = (href: string | undefined, mode: string) => (href ? `${href}${href.includes('?') ? '&' : '?'}type=${mode}` : undefined);

function HomePanel({
  language,
  shared,
  messages,
  links,
}: {
  language: LanguageCode;
  shared: BlockShared;
  messages: ErrorMessages;
  links: Readonly<Record<string, string>>;
}) {
  const texts = shared.texts;
  const hot = useStore(hotGamesStore(language));
  const lists = useStore(homeListsStore(language));
  const listsError = lists.error ? translateError(lists.error, messages) : undefined;
  const retryLists = () => homeListsStore(language).invalidate();
  /** A hot block of `type`: the hot games of that type (or why not), more of them in the list's hot mode. */
  const hotBlock = (type: 'RNG' | 'FISH') => ({
    category: type,
    games: hot.data ? hotGamesOfType(hot.data.list, type) : null,
    moreHref: withMode(links[type], 'hot'),
    error: hot.error ? translateError(hot.error, messages) : undefined,
    onRetry: () => hotGamesStore(language).invalidate(),
  });
  const topOf = (type: 'RNG' | 'FISH') => (lists.data ? lists.data.top.filter((game) => game.gameType === type) : null);
  const settled = (hot.data ?? hot.error) !== undefined && (lists.data ?? lists.error) !== undefined;
  useEffect(() => {
    if (settled) $homePanelSettled.set(true);
  }, [settled]);
  return (
    <>
      <GameBlock title={texts.hotSlots} {...hotBlock('RNG')} limited first {...shared} />
      <GameBlock title={texts.hotFishing} {...hotBlock('FISH')} limited {...shared} />
      <GameBlock
        title={texts.newGames}
        slogan={texts.newSlogan}
        games={lists.data?.newRng ?? null}
        moreHref={withMode(links.RNG, 'new')}
        error={listsError}
        onRetry={retryLists}
        row
        {...shared}
      />
      <GameBlock title={texts.topSlots} category="RNG" games={topOf('RNG')} moreHref={links.RNG} error={listsError} onRetry={retryLists} {...shared} />
      <GameBlock title={texts.topFishing} category="FISH" games={topOf('FISH')} moreHref={links.FISH} error={listsError} onRetry={retryLists} {...shared} />
    </>
  );
}

function HotPanel({ language, shared, messages, title }: { language: LanguageCode; shared: BlockShared; messages: ErrorMessages; title: string }) {
  const hot = useStore(hotGamesStore(language));
  return (
    <GameBlock
      title={title}
      category="HOT"
      games={hot.data?.list ?? null}
      error={hot.error ? translateError(hot.error, messages) : undefined}
      onRetry={() => hotGamesStore(language).invalidate()}
      emptyText={shared.texts.empty}
      {...shared}
    />
  );
}
