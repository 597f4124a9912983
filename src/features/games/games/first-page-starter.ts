/**
 * The inline starter of home and the game list screens (built into the HTML's head, hashed into the
 * CSP like every inline script, scripts/csp.ts): what these pages ask first is known at build time
 * for a guest, so the head asks for it while the page's scripts download, and the platform client
 * takes those responses (src/lib/early-requests.ts) when the page's scripts ask.
 * - A list screen's first page (category, language, page 1, PAGE_SIZE; ./first-page.client.ts):
 *   Lighthouse mobile, the first row's icons waited for HTML → script → list call (LCP 2.57 s).
 * - Home's hot games (../../home/home/home-panel.ts): when home's menu waited for React to ask
 *   for them, at 400 kbps the first game names showed after 9 s.
 * - Home's announcements, from which an inline script paints the first banner
 *   (../../home/home/banner/first-banner.inline.ts): Lighthouse's largest paint on home, which
 *   waited for the page's scripts to ask for them.
 * (The status call, which names the icons' image CDN, every page asks from its pre-paint script:
 * src/shell/prepaint.ts.)
 */
import { api, merchantCode } from 'virtual:brand';
import { HOME_ANNOUNCEMENT_TYPES } from '../../../contract/vocabulary.ts';
import { type LanguageCode } from '../../../constants.ts';
import { CALLS, type CallId } from '../../../contract/calls.ts';
import { baseHeaders, queryCallUrl } from '../../../lib/api-client.ts';
import { earlyRequests, requestKey } from '../../../lib/early-requests.ts';
import type { Route } from '../../../shell/routes.ts';
import { hotGamesInput } from '../../../stores/games/hot.ts';
import { fromQuery, listRequest } from '../../../widgets/games/list-state.ts';
import type { FirstRowConfig } from './first-row.ts';

type EarlyCall = readonly [CallId, Record<string, unknown>];

/** The calls a route's page asks first, the same requests its stores and scripts make. */
export function earlyCalls(route: Pick<Route, 'name' | 'category' | 'gameTypeFromQuery'>, language: LanguageCode): EarlyCall[] {
  if (route.name === 'home') {
    // As src/stores/games/hot.ts asks. Not the home lists (new and top games, below the first
    // screen): on a weak line their 20 KB held the hot games, the first screen's names, back
    // (home-panel.ts asks for them once the hot games are in).
    const hot = hotGamesInput(language);
    // As ../../home/home/api.ts asks (homeAnnouncementsInput; a feature cannot import another's):
    // after the hot games, whose names come first on a weak line; about 3 KB.
    const announcements = { types: HOME_ANNOUNCEMENT_TYPES, platform: 'M', merchantCode, language };
    return [
      ['hotGames', hot],
      ['announcements', announcements],
    ];
  }
  if (route.category === undefined) return [];
  const state = fromQuery(new URLSearchParams(), route);
  const request = listRequest(state, language);
  if (state.screen.gameType === 'SPORTS' || request.call !== 'gameList') return []; // SPORTS lists vendors
  return [['gameList', request.input as Record<string, unknown>]];
}

/** The `data-early` attribute of a route's starter (src/lib/early-requests.ts), or null when its page asks nothing ahead. */
export function firstPageRequests(route: Pick<Route, 'name' | 'category' | 'gameTypeFromQuery'>, language: LanguageCode): string | null {
  const calls = earlyCalls(route, language);
  if (!calls.length) return null;
  return earlyRequests(
    calls.map(([id, input]) => queryCallUrl(api, CALLS[id], input)),
    baseHeaders(merchantCode),
  );
}

/**
 * What a list screen's inline first-row painter (./first-row.inline.ts) takes: the keys of the
 * answers its head asks for (the first page here, the status call in the pre-paint script, the
 * same request as src/features/account/status/early-status.ts); null for a route that asks no list.
 */
export function firstRowConfig(route: Pick<Route, 'name' | 'category' | 'gameTypeFromQuery'>, language: LanguageCode): FirstRowConfig | null {
  const list = earlyCalls(route, language).find(([id]) => id === 'gameList');
  if (!list) return null;
  return { list: requestKey(queryCallUrl(api, CALLS[list[0]], list[1])), status: requestKey(queryCallUrl(api, CALLS.systemStatus, {})) };
}
