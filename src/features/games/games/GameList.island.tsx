/**
 * The game list screen (G §2 "Game list screens", §4 "Game list data modes"): the name search, the
 * hot and recent buttons, the category bar, the grid (or, on SPORTS, the vendor list and the hot
 * matches) and the filter panel. What the player picked lives in the address (list-state.ts toQuery/fromQuery, written with
 * replaceState), so a reload, the back button after a game, and a shared link show the same list.
 *
 * It runs client-only: the page prerenders the same component, which without an address shows the
 * same bars with placeholder tiles, as the island's fallback, and the page's script paints the
 * first screen of games into it before React has arrived (first-page.client.ts). The island then
 * starts from the address and the page already fetched, so its first render shows what was painted
 * and nothing moves.
 */
import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { SEARCH_DEBOUNCE_MS, SEARCH_THROTTLE_MS, type LanguageCode } from '../../../constants.ts';
import { type GameCategory } from '../../../contract/vocabulary.ts';
import { Icon } from '../../../components/Icon.tsx';
import * as icons from '../../../components/icon-paths.ts';
import Toasts from '../../../components/form/Toasts.tsx';
import type { Game } from '../../../contract/schemas.ts';
import type { Texts } from '../../../i18n/types.ts';
import { translateError, type ErrorMessages } from '../../../lib/errors.ts';
import { $session } from '../../../lib/session.ts';
import { debounce, throttle } from '../../../lib/timing.ts';
import { openDialog } from '../../../shell/dialogs.ts';
import type { Route } from '../../../shell/routes.ts';
import { imageCdns as loadImageCdns, knownImageCdns } from '../../../stores/status.ts';
import { $favouriteIds, $favouriteIdsAnswer } from '../../../stores/games/favourites.ts';
import { $vendorCategories, $vendorData, switcherCategories } from '../../../stores/games/vendors.ts';
import { vendorsOf } from '../../../stores/games/vendor-sorting.ts';
import { GameGrid } from '../../../widgets/games/GameGrid.tsx';
import { SearchBox } from '../../../widgets/games/SearchBox.tsx';
import { launch, prefetchLaunch, resumeLaunch } from '../../../widgets/games/launcher.ts';
import type { PlayContext } from '../../../widgets/games/play.ts';
import { VendorPanelHost } from '../../../widgets/games/VendorPanelHost.tsx';
import { FILTER_PANEL_ID, LazyFilterPanel, useFilterPanel } from './use-filter-panel.ts';
import '../../../components/list/list-state.css';
import '../../../widgets/games/games.css';
import { createListLoader, EMPTY_VIEW } from '../../../widgets/games/list-loader.ts';
import {
  applyFilter,
  clearFilter,
  fromQuery,
  initialState,
  listKey,
  modesOf,
  pickMode,
  screenOf,
  searchByName,
  searchVendor,
  toQuery,
  type ListFilter,
  type ListState,
  type TabMode,
} from '../../../widgets/games/list-state.ts';
import { vendorListCategory } from '../../../widgets/games/game-type.ts';

export interface GameListProps {
  route: Pick<Route, 'category' | 'gameTypeFromQuery'>;
  language: LanguageCode;
  texts: Texts['games'];
  categoryNames: Texts['category'];
  closeLabel: string;
  /** The catalogue's messages for failed calls (src/lib/errors.ts). */
  messages: ErrorMessages;
  /** Paths in the page's language. */
  links: PlayContext['links'];
  /** Each category's list, in the page's language (src/shell/routes.ts categoryPath). */
  categoryLinks: Readonly<Record<string, string>>;
  /** The category switcher before the vendor answer (and without it): every category. */
  defaultCategories: readonly string[];
}

/** Modes that need a member: a guest is asked to log in instead (G §6). */
const MEMBER_MODES: readonly string[] = ['fav', 'recent'];

/** The list the address asks for; null where there is no address (the prerendered fallback). */
const addressState = (route: GameListProps['route']) => (typeof window === 'undefined' ? null : fromQuery(new URLSearchParams(location.search), route));

export default function GameList(props: GameListProps) {
  const { texts, language, route } = props;
  const [state, setState] = useState<ListState | null>(() => addressState(route));
  const [search, setSearch] = useState(() => (state && !state.screen.inHouse ? state.name : ''));
  /** SPORTS screens: whose vendors to list (ESPORTS and COCKFIGHT show as SPORTS but keep their vendors). */
  const [vendorCategory, setVendorCategory] = useState<GameCategory | null>(() => (state ? vendorListCategory(location.search) : null));
  const [cdns, setCdns] = useState<readonly string[] | null>(knownImageCdns);
  const session = useStore($session);
  const member = state !== null && session !== undefined;
  const vendorCategories = useStore($vendorCategories);
  const vendorAnswer = useStore($vendorData); // asked first: the bars and the panel need it (G §2 "loads its vendor list first")
  const favouriteIds = useStore($favouriteIds);
  const favouriteAnswer = useStore($favouriteIdsAnswer);
  const needsLogin = state !== null && MEMBER_MODES.includes(state.mode) && !member;
  const loader = useMemo(() => {
    const created = createListLoader(language);
    // The first list at once: its page, when the page's script already has it, is in the first render.
    if (state && !needsLogin && state.screen.gameType !== 'SPORTS') created.show(state);
    return created;
  }, [language]); // eslint-disable-line react-hooks/exhaustive-deps -- the first list only; the effect below follows the state
  const loaded = useTransitionStore(loader.$view);
  const filterPanelReady = useFilterPanel(props.messages);

  const context = useMemo<PlayContext>(
    () => ({ language, links: props.links, texts: { opening: texts.opening, unsafeUrl: texts.unsafeUrl }, messages: props.messages }),
    [language, props.links, props.messages, texts],
  );

  // The address after back / forward (the first render read it).
  useEffect(() => {
    const read = () => {
      const next = fromQuery(new URLSearchParams(location.search), route);
      setState(next);
      setSearch(next.screen.inHouse ? '' : next.name);
      setVendorCategory(vendorListCategory(location.search));
    };
    addEventListener('popstate', read);
    void loadImageCdns().then(setCdns);
    return () => {
      removeEventListener('popstate', read);
      loader.stop();
    };
  }, [route, loader]);

  // The games of the list picked, once the loader has it: a new pick drops the old grid within its transition.
  const view = state && loaded.key === listKey(state) ? loaded : EMPTY_VIEW;
  useEffect(() => {
    if (!state || needsLogin) return;
    if (state.screen.gameType !== 'SPORTS') loader.show(state); // SPORTS lists vendors, not games
    const query = toQuery(state).toString();
    const address = `${location.pathname}${query ? `?${query}` : ''}`;
    if (address !== location.pathname + location.search) history.replaceState(history.state, '', address);
  }, [state, needsLogin, loader]);

  useEffect(() => {
    if (state) resumeLaunch(context);
  }, [state !== null]); // eslint-disable-line react-hooks/exhaustive-deps -- once, when the list first shows

  // A transition: the tap paints at once, and dropping a long grid for the next list yields to the browser.
  const change = useCallback(
    (next: (current: ListState) => ListState) => startTransition(() => setState((current) => (current ? next(current) : current))),
    [],
  );
  const searchBy = useMemo(() => {
    const apply = throttle((text: string) => change((current) => searchByName(current, text)), SEARCH_THROTTLE_MS);
    return debounce(apply, SEARCH_DEBOUNCE_MS);
  }, [change]);
  useEffect(() => () => searchBy.cancel(), [searchBy]);

  const play = useCallback((game: Game) => void launch(context, ({ playGame }) => playGame(game, context)), [context]);
  const star = useCallback((game: Game) => void launch(context, ({ starGame }) => starGame(game, context)), [context]);
  const login = useCallback(() => {
    if (!openDialog('login-modal')) location.assign(props.links.login);
  }, [props.links.login]);

  const pick = (mode: TabMode) => {
    setSearch('');
    searchBy.cancel();
    if (MEMBER_MODES.includes(mode) && !member && state?.mode !== mode) {
      // A guest's Recent: log in, then come back to this screen's recent games.
      const next = new URLSearchParams(toQuery(pickMode(state!, mode)));
      if (!openDialog('login-modal', `${location.pathname}?${next}`)) location.assign(props.links.login);
      return;
    }
    change((current) => pickMode(current, mode));
  };
  const pickVendor = (vassalage: string) => {
    setSearch('');
    change((current) => (current.mode === 'search' && current.vendor === vassalage ? pickMode(current, 'all') : searchVendor(current, vassalage)));
  };

  const screen = state?.screen ?? screenOf(route, new URLSearchParams());
  const { gameType, inHouse } = screen;
  const vendorsOnly = gameType === 'SPORTS';
  const vendors = state ? vendorsOf(vendorCategories, inHouse ? 'INHOUSE' : gameType) : [];
  const modes = modesOf(screen); // from the route before the address is read: the New tab is there from the first paint

  const categories = (vendorAnswer.data ? switcherCategories(vendorCategories) : props.defaultCategories)
    .filter((category) => category in props.categoryLinks)
    .map((category) => ({ category, name: props.categoryNames[category as keyof Texts['category']], href: props.categoryLinks[category]! }));

  // Favourites removed elsewhere on the page leave the favourites list at once (G §4).
  const games = state?.mode === 'fav' && favouriteAnswer.data ? view.games.filter((game) => favouriteIds.has(game.nodeId)) : view.games;
  const emptyText =
    state?.mode === 'fav'
      ? texts.emptyFavourites
      : state?.mode === 'recent'
        ? texts.emptyRecent
        : state?.name && !inHouse
          ? texts.emptySearch.replace('{{name}}', state.name)
          : texts.empty;
  const loggedOut = needsLogin || view.error?.kind === 'loggedOut';

  return (
    <div className="game-list" onPointerDownCapture={prefetchLaunch} onKeyDownCapture={prefetchLaunch}>
      {inHouse || vendorsOnly ? null : (
        <SearchBox
          label={texts.search}
          placeholder={texts.searchPlaceholder}
          value={search}
          onChange={(text) => {
            setSearch(text);
            searchBy(text);
          }}
        />
      )}

      {vendorsOnly ? null : (
        // Every list of the screen, one row: each is a mode (G §4), so one is pressed at a time.
        <div className="list-tabs" role="group" aria-label={texts.lists}>
          {inHouse ? (
            <>
              <Tab label={texts.crash} pressed={state?.mode === 'all' && state.name !== ''} onClick={() => change((current) => initialState(current.screen))} />
              <Tab label={texts.allGames} pressed={state?.mode === 'all' && state.name === ''} onClick={() => change((current) => searchByName(current, ''))} />
            </>
          ) : (
            <>
              <Tab label={texts.all} pressed={state?.mode === 'all' && !state.name} onClick={() => pick('all')} />
              {modes.includes('new') ? <Tab label={texts.new} pressed={state?.mode === 'new'} onClick={() => pick('new')} /> : null}
              {member ? <Tab label={texts.favourites} pressed={state?.mode === 'fav'} onClick={() => pick('fav')} /> : null}
            </>
          )}
          <Tab label={texts.hot} icon={icons.flame} pressed={state?.mode === 'hot'} onClick={() => pick('hot')} />
          <Tab label={texts.recent} icon={icons.clock} pressed={state?.mode === 'recent'} onClick={() => pick('recent')} />
          {!inHouse && vendors.length > 1
            ? vendors.map((vendor) => (
                <Tab
                  key={vendor.vassalage}
                  name
                  label={vendor.displayName}
                  pressed={state?.mode === 'search' && state.vendor === vendor.vassalage}
                  onClick={() => pickVendor(vendor.vassalage)}
                />
              ))
            : null}
        </div>
      )}

      {state?.mode === 'filter' ? (
        <FilterChips state={state} vendors={vendors} texts={texts.filter} onClear={(choice) => change((current) => clearFilter(current, choice))} />
      ) : null}

      {vendorsOnly && vendorCategory ? (
        // The plain panel (also home's vendor tabs), on ?gameType=ESPORTS and the like: its category comes with the state.
        <VendorPanelHost category={vendorCategory} language={language} context={context} texts={texts} retry={texts.retry} />
      ) : (
        <GameGrid
          games={games}
          favouriteIds={favouriteIds}
          imageCdns={cdns}
          loading={state === null || (view.loading && !needsLogin)}
          error={needsLogin ? props.messages['errors.session.required'] : view.error ? translateError(view.error, props.messages) : undefined}
          loggedOut={loggedOut}
          more={view.more}
          emptyText={emptyText}
          texts={texts}
          onPlay={play}
          onStar={star}
          onMore={loader.loadMore}
          onRetry={loader.retry}
          onLogin={login}
        />
      )}

      {state && filterPanelReady ? (
        <LazyFilterPanel
          id={FILTER_PANEL_ID}
          state={state}
          categories={categories}
          vendors={inHouse ? [] : vendors}
          texts={texts.filter}
          closeLabel={props.closeLabel}
          onApply={(filter: ListFilter) => change((current) => applyFilter(current, filter))}
        />
      ) : null}
      <Toasts />
    </div>
  );
}

/**
 * A store's value, re-rendered as a transition: appending a page to a long grid yields to the
 * browser instead of holding it (useStore's updates are urgent by design).
 */
function useTransitionStore<T>(store: ReadableAtom<T>): T {
  const [value, setValue] = useState(store.get());
  useEffect(() => store.subscribe((next) => startTransition(() => setValue(next))), [store]);
  return value;
}

function Tab({ label, icon, name, pressed, onClick }: { label: string; icon?: string; name?: true; pressed: boolean; onClick: () => void }) {
  return (
    <button type="button" className="list-tab" translate={name ? 'no' : undefined} aria-pressed={pressed} onClick={onClick}>
      {icon ? <Icon d={icon} size={16} /> : null}
      {label}
    </button>
  );
}

/** The active filter's choices, each removable (the last one removed returns to all, G §4). */
function FilterChips(props: {
  state: ListState;
  vendors: readonly { vassalage: string; displayName: string }[];
  texts: Texts['games']['filter'];
  onClear: (choice: keyof ListFilter) => void;
}) {
  const { state, texts } = props;
  const chips: { choice: keyof ListFilter; label: string }[] = [];
  if (state.vendor && !state.screen.inHouse)
    chips.push({ choice: 'vendor', label: props.vendors.find((vendor) => vendor.vassalage === state.vendor)?.displayName ?? state.vendor });
  if (state.classification) chips.push({ choice: 'classification', label: texts[state.classification] });
  if (state.minBet !== null) chips.push({ choice: 'minBet', label: `${texts.minBet} ${state.minBet}` });
  return (
    <ul className="filter-chips">
      {chips.map(({ choice, label }) => (
        <li key={choice}>
          <button
            type="button"
            className="chip"
            translate={choice === 'vendor' ? 'no' : undefined}
            aria-label={texts.clear.replace('{{name}}', label)}
            onClick={() => props.onClear(choice)}
          >
            {label}
            <Icon d={icons.close} size={16} />
          </button>
        </li>
      ))}
      <li>
        <button type="button" className="chip ghost" data-open={FILTER_PANEL_ID} aria-haspopup="dialog">
          <Icon d={icons.filter} size={16} />
          {texts.title}
        </button>
      </li>
    </ul>
  );
}
