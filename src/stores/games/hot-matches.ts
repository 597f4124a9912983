/**
 * Hot matches (G §3 announcement group "hot matches", type H; the fixture is ours: contract
 * `hotMatch`): the announcements of type H in the page's language, asked once per page and
 * language when a sports or e-sports tab or screen first shows them, and the matches of one of
 * those categories, soonest kick-off first (fixtures, not news: the next one to start leads).
 */
import type { LanguageCode } from '../../constants.ts';
import type { Announcement, HotMatch } from '../../contract/schemas.ts';
import { announcementsRequest } from '../../lib/announcements-request.ts';
import { createCallStore, type CallStore } from '../../lib/fetcher.ts';
import * as shellCalls from '../../contract/calls/shell.ts';

/** The announcement type of hot matches (G §3 "Content types": H on home). */
export const HOT_MATCH_TYPE = 'H';

const stores = new Map<LanguageCode, CallStore<'announcements'>>();

export function hotMatchesStore(language: LanguageCode): CallStore<'announcements'> {
  let store = stores.get(language);
  if (!store) {
    store = createCallStore(shellCalls.announcements, announcementsRequest(HOT_MATCH_TYPE, { language }));
    stores.set(language, store);
  }
  return store;
}

export interface ShownMatch extends HotMatch {
  id: number;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** A fixture the screen can show: the browser does not validate answers, so one with a field missing is left out. */
function isShowable(match: Partial<HotMatch> | undefined): match is HotMatch {
  return (
    match !== undefined &&
    match !== null &&
    isText(match.vassalage) &&
    isText(match.league) &&
    isText(match.home) &&
    isText(match.away) &&
    typeof match.kickOff === 'string' &&
    TIMESTAMP.test(match.kickOff)
  );
}

/** The hot matches of `category` in an announcements answer, soonest kick-off first (one time keeps the platform's order). */
export function matchesOf(list: readonly Announcement[], category: string): ShownMatch[] {
  return list
    .flatMap((item) => (item.type === HOT_MATCH_TYPE && isShowable(item.match) && item.match.category === category ? [{ ...item.match, id: item.id }] : []))
    .sort((a, b) => (a.kickOff === b.kickOff ? 0 : a.kickOff < b.kickOff ? -1 : 1));
}
